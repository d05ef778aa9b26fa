// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/FightModel.h"
#include "core/sim/SimRandom.h"
#include "core/sim/Tally.h"

#include <array>
#include <vector>

namespace Fray::Sim {

// Plays whole fights from a FightModel, as TurnKeeper, AttackResolver, Vitals and
// ConditionKeeper would: start-of-round ticks, initiative, each entry's attacks against the
// side's chosen foe, end-of-round ticks, countdowns and HP states, until at most one side has
// anyone able to fight or the round cap. Everything a fight needs is allocated once here.
class FightRunner
{
public:
    explicit FightRunner(const FightModel &model);

    // Plays one fight and counts it in `tally`.
    void fight(SimRandom &random, Tally &tally);

private:
    struct ConditionLive
    {
        int roundsLeft = -1;
        int ticksDone = 0;
        int sinceRound = 0;
        bool countsThisRound = false;
    };
    struct Live
    {
        int hp = 0;
        int state = 0;
        bool aided = false;
        bool slotOk = false; // could act when its slot began
        bool out = false; // its state's, kept beside it: asked at every attack
        bool canAct = true;
        std::uint32_t mask = 0;
        std::int64_t dealt = 0;
        std::int64_t taken = 0;
        std::array<ConditionLive, FightModel::maxConditions> conditions;
    };

    bool out(int i) const { return m_live[std::size_t(i)].out; }
    bool stateLetsAct(int i) const { return m_live[std::size_t(i)].canAct; }
    std::uint32_t sidesAble() const { return m_sidesAble; }
    // Puts combatant i in `state`, keeping the flags and the sides' counts.
    void enter(int i, int state);
    int pickTarget(int attacker, SimRandom &random);
    void attack(int attacker, int target, SimRandom &random);
    void damage(int i, std::int64_t amount);
    void heal(int i, std::int64_t amount);
    void tick(int i, int local, SimRandom &random);
    void apply(int i, int local, SimRandom &random);
    void startOfRound(SimRandom &random);
    void endOfRound(SimRandom &random);
    void rollInitiative(bool firstRound, SimRandom &random);
    void playSlots(const std::pair<int, int> *order, std::size_t count, SimRandom &random);

    const FightModel &m_model;
    const std::vector<FightModel::CombatantModel> &m_people;
    std::vector<Live> m_live;
    std::vector<std::vector<int>> m_lastFired;
    std::vector<std::int64_t> m_values; // per entry, this round
    std::vector<std::int64_t> m_kept; // per entry, for schemes that roll once
    std::vector<std::uint64_t> m_tieKeys;
    std::vector<std::pair<int, int>> m_order; // entry, slot
    std::vector<int> m_candidates;
    std::vector<int> m_ableOnSide; // combatants still in the fight, per side
    std::uint32_t m_sidesAble = 0;
    int m_round = 0;
};

} // namespace Fray::Sim
