// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/FightModel.h"
#include "core/sim/FightTrace.h"
#include "core/sim/RoundOrder.h"
#include "core/sim/SimRandom.h"
#include "core/sim/Tally.h"

#include <array>
#include <vector>

// GCC and Clang take a function's whole call tree into it on request; elsewhere the compiler
// decides alone.
#if defined(__GNUC__) || defined(__clang__)
#define FRAY_FLATTEN __attribute__((flatten))
#define FRAY_ALWAYS_INLINE __attribute__((always_inline))
#else
#define FRAY_FLATTEN
#define FRAY_ALWAYS_INLINE
#endif

namespace Fray::Sim {

// Plays whole fights from a FightModel, as TurnKeeper, AttackResolver, Vitals and
// ConditionKeeper would: start-of-round ticks, initiative, each entry's attacks against the
// side's chosen foe, end-of-round ticks, countdowns and HP states, until at most one side has
// anyone able to fight or the round cap. Everything a fight reads of the model is flattened
// here once, and everything it changes is allocated once, so a fight follows no vector of
// vectors and allocates nothing.
class FightRunner
{
public:
    explicit FightRunner(const FightModel &model);

    // Plays one fight and counts it in `tally`.
    void fight(SimRandom &random, Tally &tally);
    // No condition, wound level, reload or choice of attack: fight() plays the lean loop.
    bool isLean() const { return m_lean; }
    // Plays one fight as fight() does, drawing the same numbers, and tells `trace` about it.
    void trace(SimRandom &random, Tally &tally, FightTrace &trace);

    // A day of fights: combatant i begins the next fights as an earlier fight left it, with
    // `healed` hit points back since (up to its maximum, none to the dead), its HP state then
    // following the ruleset's bands.
    void carryIn(int i, int hp, int state, std::int64_t healed);
    // How combatant i begins the next fights.
    int hpAtStart(int i) const { return m_startLive[std::size_t(i)].hp; }
    bool outAtStart(int i) const { return m_startLive[std::size_t(i)].out; }
    // What the last fight left on combatant i.
    int hpAfter(int i) const { return m_live[std::size_t(i)].hp; }
    int stateAfter(int i) const { return m_live[std::size_t(i)].state; }
    bool outAfter(int i) const { return m_live[std::size_t(i)].out; }
    bool deadAfter(int i) const { return m_states[std::size_t(stateAfter(i))].dead; }
    // The last fight ended with sides of the party alone able to fight.
    bool partyWon() const;

private:
    struct ConditionLive
    {
        int roundsLeft = -1;
        int ticksDone = 0;
        int sinceRound = 0;
        bool countsThisRound = false;
    };
    using Conditions = std::array<ConditionLive, FightModel::maxConditions>;
    // What a fight changes of a combatant and reads at every attack and target pick: small, so
    // a dozen combatants' fit in a few cache lines.
    struct Live
    {
        int hp = 0;
        int state = 0;
        std::uint32_t mask = 0;
        bool out = false; // its state's, kept beside it
        bool canAct = true;
        bool aided = false;
        bool slotOk = false; // could act when its slot began
        bool fled = false; // its morale broke: out of the fight, not down
        std::uint32_t fellInSlot = 0; // the slot (m_slot) in which it could no longer act
        // Damage dealt and taken this fight: here, so a fight begins with one copy.
        std::int64_t dealt = 0;
        std::int64_t taken = 0;
    };
    // What a fight reads of a combatant, from the model: the HP state tables as pointers
    // indexed by state * span + hp - floor.
    struct Person
    {
        const std::uint8_t *afterDamage = nullptr;
        const std::uint8_t *afterHeal = nullptr;
        const std::uint8_t *endOfRound = nullptr;
        const std::uint8_t *level = nullptr;
        const std::uint16_t *attackingIndex = nullptr;
        const std::uint16_t *attackedIndex = nullptr;
        int side = 0;
        int floor = 0;
        int span = 1;
        int healTop = 0; // healing stops here
        int levels = 1;
        int attackingSubsets = 1;
        int attackedSubsets = 1;
        int attacksPerRound = 1;
        int attacks = 0; // how many it has
        int firedAt = 0; // its attacks' first index in m_lastFired
        // Its only foe where its side's tactic has no choice to make (one foe, not picked at
        // random), else -1.
        int onlyFoe = -1;
        std::uint32_t barringBits = 0;
        bool plain = false; // one attack, never reloading: no choice to make
        bool triggers = false; // damage to it may bring on a condition
        bool party = false; // on a side the party is on

        std::size_t cell(int state, int hp) const
        {
            return std::size_t(state) * std::size_t(span) + std::size_t(hp - floor);
        }
    };
    // An HP state as a fight asks about it; index 0 is no state.
    struct StateFlags
    {
        bool out = false;
        bool canAct = true;
        bool dead = false;
        int bleed = FightModel::none;
    };
    // Puts combatant i in `state`, keeping the flags and the sides' counts.
    FRAY_ALWAYS_INLINE void enter(int i, int state);
    int pickTarget(int attacker, SimRandom &random);
    int pickAmongFoes(int side, SimRandom &random);
    // `Lean` fights (see m_lean) leave out what their model cannot hold: the compiler drops the
    // branches, and the rest is the same code, drawing the same numbers in the same order.
    // `Traced` fights tell m_trace what happens; the others hold no trace of it.
    template<bool Lean, bool Traced = false>
    void play(SimRandom &random, Tally &tally);
    // play<true>, flattened: everything a lean fight calls is taken into its loop, so the
    // random numbers' state stays in registers rather than being stored and loaded around each
    // call. (Other fights' loops are larger, and flattening them makes them slower.)
    FRAY_FLATTEN void playLean(SimRandom &random, Tally &tally);
    template<bool Lean, bool Traced>
    void attack(int attacker, int target, SimRandom &random);
    int chooseAttack(int attacker, int target);
    // Taken into every caller: a fight's attacks and round ends call it in their loops.
    FRAY_ALWAYS_INLINE void damage(int i, std::int64_t amount);
    // Damage that may be 0, with no branch on it: a miss changes nothing.
    void damageOrNothing(int i, std::int64_t amount);
    void heal(int i, std::int64_t amount);
    void tick(int i, int local, SimRandom &random);
    void apply(int i, int local, SimRandom &random);
    void startOfRound(SimRandom &random);
    template<bool Lean>
    void endOfRound(SimRandom &random);
    void endConditions(int i, SimRandom &random);
    template<bool Lean, bool Traced>
    void playSlots(const std::pair<int, int> *order, std::size_t count, SimRandom &random);
    void tellRoundEnded();
    // The morale checks whose moment has come (FightModel::MoraleModel), rolled at once; those
    // who fail flee.
    void checkMorale(SimRandom &random);
    // The sides that broke in this fight, counted in `tally` (kept out of the fights' loop).
    void countBreaks(Tally &tally) const;
    void count(Tally &tally, int played) const;
    bool decided() const { return (m_sidesAble & (m_sidesAble - 1)) == 0; }

    const FightModel &m_model;
    const std::vector<FightModel::CombatantModel> &m_people;
    std::vector<Person> m_person;
    std::vector<StateFlags> m_states;
    std::vector<std::uint32_t> m_pairFirst; // by attacker * n + target: its first attack table
    // No condition, wound level, reload or choice of attack anywhere, and no entry of one
    // attack: each attacker has one table against each target, m_pairFirst's.
    bool m_lean = false;
    std::vector<int> m_foes; // per side, the combatants on other sides, in list order
    std::vector<int> m_foesAt; // per side and one past the last: where its foes begin
    // Entries, flattened: who acts in them and how their counts are rolled.
    std::vector<int> m_members;
    std::vector<int> m_membersAt; // per entry and one past the last
    std::vector<int> m_entryAttack; // per entry: 1-based for per-attack entries, else 0
    bool m_anyStartTick = false; // some condition ticks at the start of a round
    bool m_anyConditions = false; // some combatant may carry a condition
    bool m_anyReload = false;
    bool m_morale = false; // some unit checks morale: never a lean fight

    // The fight's state, set up from these at its start.
    std::vector<Live> m_live, m_startLive;
    std::vector<Conditions> m_conditions;
    std::vector<int> m_lastFired, m_startLastFired;
    std::vector<int> m_ableOnSide, m_startAbleOnSide; // combatants still in the fight, per side
    std::uint32_t m_sidesAble = 0, m_startSidesAble = 0;
    RoundOrder m_order;
    std::vector<int> m_candidates;
    int m_round = 0;
    int m_played = 0; // rounds played this fight, the one under way included
    std::uint32_t m_slot = 0; // slots begun this fight
    // Morale, per unit: checks held, moments answered, fled; per side: the round played in
    // which it first broke (0: never), and scratch counts of its fallen.
    std::vector<int> m_unitHeld;
    std::vector<std::uint8_t> m_unitAsked, m_unitFled;
    std::vector<int> m_brokeIn, m_sideDown;
    std::vector<std::uint8_t> m_sideDeath;
    FightTrace *m_trace = nullptr; // during trace() only
    std::vector<FightTrace::Standing> m_standing;
};

} // namespace Fray::Sim
