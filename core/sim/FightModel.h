// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Distribution.h"
#include "core/encounter/Encounter.h"
#include "core/sim/AliasTables.h"
#include "core/sim/SimOptions.h"

#include <QCoreApplication>

#include <cstdint>
#include <memory>
#include <vector>

namespace Fray::Sim {

// A fight worked out once from an encounter and its ruleset, so that a million fights can be
// run from it without asking the rules anything: every attack's damage distribution (from
// AttackResolver and the odds calculator, for each attacker, target, wound penalty and set of
// conditions that changes the odds), the HP states as tables over hit points, the conditions'
// ticks and durations, and the initiative scheme's entries and dice.
class FightModel
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Sim::FightModel)

public:
    static constexpr int maxConditions = 6; // different conditions one combatant may carry
    static constexpr std::size_t maxTables = 200'000;
    // Hit points above or below this are refused before any table is built: a simulated fight
    // follows every value between a combatant's floor and top.
    static constexpr qint64 maxHitPoints = 1'000'000;
    // Combatants in one fight: the model keeps one entry for each attacker and target.
    static constexpr std::size_t maxCombatants = 1'000;
    static constexpr int none = -1;

    enum class When : std::uint8_t { Never, StartOfRound, EndOfRound, NowAndEndOfRound, Now };

    // A condition one combatant may carry in the fight (local to it: bit `i` of its mask).
    struct ConditionModel
    {
        QString id;
        bool barsAttacks = false; // cannot_act, no_attacks, lose_attacks
        bool endsWithRound = false; // instant or rest of the round
        When tickWhen = When::Never;
        int tickTable = none; // amount per tick (negative heals)
        int maxTicks = -1; // -1: no limit
        int durationTable = none; // rounds when applied; none: until removed
        int then = none; // the local condition that follows on expiry
    };
    struct ConditionStart
    {
        int local = 0;
        int roundsLeft = -1; // -1: no countdown
        int ticksDone = 0;
        int sinceRound = 0;
        bool countsThisRound = false;
    };
    struct HpStateModel
    {
        bool out = false; // out of the fight (dead included)
        bool dead = false;
        bool canAct = true;
        int tickTable = none; // bleeding each end of round unless aided
    };

    struct CombatantModel
    {
        QString name;
        QString sideId;
        int side = 0;
        int hp = 0;
        int maxHp = 0;
        // Hit points are kept within [floor, top]; the HP states do not change below floor.
        int floor = 0;
        int top = 0;
        int state = 0; // 0 = no state, s + 1 = the ruleset's state s
        bool aided = false;
        // By (state, hp): the state after damage, after healing or an immediate re-evaluation,
        // and at the end of the round.
        std::vector<std::uint8_t> afterDamage, afterHeal, endOfRound;
        // By (state, hp): the wound penalty level its attacks are made at.
        std::vector<std::uint8_t> level;
        int levels = 1;
        int attacksPerRound = 1;
        std::vector<int> rateOfFire; // per attack
        std::vector<int> lastFired; // per attack, the round it last fired (0: never)
        std::vector<ConditionModel> conditions;
        std::vector<ConditionStart> startConditions;
        std::uint32_t attackingBits = 0; // conditions that change its own attacks
        std::uint32_t attackedBits = 0; // conditions that change attacks against it
        std::uint32_t barringBits = 0;
        // A subset of the combatant's conditions -> its index among the subsets of the bits
        // above that change attacks (by it, against it).
        std::vector<std::uint16_t> attackingIndex, attackedIndex;
        int attackingSubsets = 1, attackedSubsets = 1;
        // Per trigger: fires[t][damage] for damage up to the largest any attack does.
        std::vector<std::vector<std::uint8_t>> fires;
        std::vector<int> triggerCondition; // per trigger: the local condition, or none
        int entry = none; // its initiative entry (the first of them for per-attack entries)
        bool fled = false; // its morale broke before the fight was simulated: out, not dead

        std::size_t cell(int s, int h) const
        {
            return std::size_t(s) * std::size_t(top - floor + 1) + std::size_t(h - floor);
        }
    };

    // One initiative entry: a combatant, a group, a side or one attack.
    struct Entry
    {
        std::vector<int> members;
        int owner = 0; // the combatant who rolls
        int attack = 0; // 1-based for per-attack entries, else 0
        int rollTable = none; // the roll's distribution; none: `fixed`
        std::int64_t fixed = 0;
        bool kept = false; // `fixed` is the count the encounter already has
        int tieRank = 0; // higher acts first among equal counts
    };

    // The ruleset's morale (Rules::Morale) as fights check it: the units that can break, each
    // with its exact chance of holding as a threshold on a 64-bit draw, and the moments Fray
    // asks about (a side's first death, half of it down), checked at once when they come.
    struct MoraleModel
    {
        enum Moment : std::uint8_t { FirstDeath = 1, HalfDown = 2 };
        struct Unit
        {
            QString name;
            int side = 0;
            std::vector<int> members;
            bool alwaysHolds = false;
            std::uint64_t holdsBelow = 0; // a draw below it holds
            int held = 0; // checks held before the fight was simulated
            std::uint8_t asked = 0; // Moments answered before
        };
        bool on = false;
        std::uint8_t moments = 0; // the Moments the ruleset asks at
        bool downIsDeath = false; // a ruleset whose hit points state no death
        int fightToDeathAfter = 0; // 0: never
        std::vector<Unit> units;
        std::vector<int> sideSize; // per side: its combatants, for "half of it down"
    };

    // The attacks of one attacker against one target: tables by attack, wound level and the
    // two condition subsets.
    struct Pair
    {
        std::uint32_t first = 0; // index into tables
        std::vector<int> ranking; // attacks, most expected damage first
    };

    static Expected<std::shared_ptr<const FightModel>, QString> create(
        const Encounter::Encounter &encounter, const SimOptions &options);

    const std::vector<CombatantModel> &combatants() const { return m_combatants; }
    const std::vector<QString> &sides() const { return m_sides; }
    bool isParty(int side) const { return m_party[std::size_t(side)]; }
    Tactic tactic(int side) const { return m_tactics[std::size_t(side)]; }
    const std::vector<HpStateModel> &states() const { return m_states; } // index s - 1
    const std::vector<Entry> &entries() const { return m_entries; }
    const AliasTables &alias() const { return m_alias; }
    const Dice::Distribution &distribution(int table) const
    {
        return m_distributions[std::size_t(table)];
    }
    const SimOptions &options() const { return m_options; }
    const QStringList &notes() const { return m_notes; }
    bool hasDeath() const { return m_hasDeath; }
    const MoraleModel &morale() const { return m_morale; }

    // The damage table of attacker `a`'s attack `k` on `t` at this level and these conditions.
    int attackTable(
        int a, int t, int k, int level, std::uint32_t attackerMask, std::uint32_t targetMask) const
    {
        const CombatantModel &ca = m_combatants[std::size_t(a)];
        const CombatantModel &ct = m_combatants[std::size_t(t)];
        const Pair &p = m_pairs[std::size_t(a) * m_combatants.size() + std::size_t(t)];
        return int(p.first)
            + ((k * ca.levels + level) * ca.attackingSubsets + ca.attackingIndex[attackerMask])
            * ct.attackedSubsets
            + ct.attackedIndex[targetMask];
    }
    const Pair &pair(int a, int t) const
    {
        return m_pairs[std::size_t(a) * m_combatants.size() + std::size_t(t)];
    }
    int largestDamage() const { return m_largestDamage; }

    // Initiative.
    bool highFirst() const { return m_highFirst; }
    bool rerollEachRound() const { return m_rerollEachRound; }
    bool randomTies() const { return m_randomTies; }
    bool fallenTiesAct() const { return m_fallenTiesAct; }
    bool collisionLater() const { return m_collisionLater; }
    std::optional<std::int64_t> lostAtOrBelow() const { return m_lostAtOrBelow; }
    // The encounter's round (0 before it starts) and, in a round under way, the entries still
    // to act, in order, with their slots.
    int startRound() const { return m_startRound; }
    const std::vector<std::pair<int, int>> &restOfRound() const { return m_restOfRound; }
    bool resumesRound() const { return m_resumesRound; }

private:
    FightModel() = default;
    class Builder;
    friend class Builder;

    SimOptions m_options;
    std::vector<CombatantModel> m_combatants;
    std::vector<QString> m_sides;
    std::vector<bool> m_party;
    std::vector<Tactic> m_tactics;
    std::vector<HpStateModel> m_states;
    std::vector<Entry> m_entries;
    std::vector<Pair> m_pairs;
    AliasTables m_alias;
    std::vector<Dice::Distribution> m_distributions; // by table handle
    QStringList m_notes;
    bool m_hasDeath = false;
    MoraleModel m_morale;
    int m_largestDamage = 0;
    bool m_highFirst = true;
    bool m_rerollEachRound = true;
    bool m_randomTies = false;
    bool m_fallenTiesAct = false;
    bool m_collisionLater = false;
    std::optional<std::int64_t> m_lostAtOrBelow;
    int m_startRound = 0;
    bool m_resumesRound = false;
    std::vector<std::pair<int, int>> m_restOfRound;
};

} // namespace Fray::Sim
