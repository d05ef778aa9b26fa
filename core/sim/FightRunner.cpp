// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/FightRunner.h"

#include <algorithm>
#include <bit>
#include <climits>

namespace Fray::Sim {

FightRunner::FightRunner(const FightModel &model)
    : m_model(model)
    , m_people(model.combatants())
    , m_order(model)
{
    const std::size_t n = m_people.size();
    m_states.resize(model.states().size() + 1);
    for (std::size_t s = 0; s < model.states().size(); ++s) {
        const FightModel::HpStateModel &state = model.states()[s];
        m_states[s + 1] = {state.out, state.canAct, state.dead, state.tickTable};
    }

    m_person.resize(n);
    m_startLive.resize(n);
    m_startAbleOnSide.assign(model.sides().size(), 0);
    for (std::size_t i = 0; i < n; ++i) {
        const FightModel::CombatantModel &c = m_people[i];
        Person &p = m_person[i];
        p.afterDamage = c.afterDamage.data();
        p.afterHeal = c.afterHeal.data();
        p.endOfRound = c.endOfRound.data();
        p.level = c.level.data();
        p.attackingIndex = c.attackingIndex.data();
        p.attackedIndex = c.attackedIndex.data();
        p.side = c.side;
        p.floor = c.floor;
        p.span = c.top - c.floor + 1;
        p.healTop = std::min(c.maxHp, c.top);
        p.levels = c.levels;
        p.attackingSubsets = c.attackingSubsets;
        p.attackedSubsets = c.attackedSubsets;
        p.attacksPerRound = c.attacksPerRound;
        p.attacks = int(c.rateOfFire.size());
        p.firedAt = int(m_startLastFired.size());
        m_startLastFired.insert(m_startLastFired.end(), c.lastFired.begin(), c.lastFired.end());
        m_startLastFired.resize(std::size_t(p.firedAt + p.attacks), 0);
        const bool reloads
            = std::any_of(c.rateOfFire.begin(), c.rateOfFire.end(), [](int r) { return r > 1; });
        m_anyReload = m_anyReload || reloads;
        p.plain = p.attacks == 1 && !reloads;
        p.barringBits = c.barringBits;
        p.party = model.isParty(c.side);
        p.triggers = std::any_of(c.triggerCondition.begin(), c.triggerCondition.end(),
            [](int local) { return local >= 0; });
        m_anyConditions = m_anyConditions || !c.conditions.empty();
        for (const FightModel::ConditionModel &cond : c.conditions)
            m_anyStartTick = m_anyStartTick || cond.tickWhen == FightModel::When::StartOfRound;

        Live &l = m_startLive[i];
        l.hp = std::clamp(c.hp, c.floor, c.top);
        l.state = c.state;
        l.aided = c.aided;
        l.fled = c.fled;
        l.out = m_states[std::size_t(c.state)].out || c.fled;
        l.canAct = m_states[std::size_t(c.state)].canAct && !c.fled;
        for (const FightModel::ConditionStart &s : c.startConditions)
            l.mask |= 1u << s.local;
        if (!l.out) {
            ++m_startAbleOnSide[std::size_t(c.side)];
            m_startSidesAble |= 1u << c.side;
        }
    }
    m_pairFirst.resize(n * n);
    for (std::size_t a = 0; a < n; ++a) {
        for (std::size_t t = 0; t < n; ++t)
            m_pairFirst[a * n + t] = model.pair(int(a), int(t)).first;
    }
    for (std::size_t side = 0; side < model.sides().size(); ++side) {
        m_foesAt.push_back(int(m_foes.size()));
        for (std::size_t t = 0; t < n; ++t) {
            if (m_people[t].side != int(side))
                m_foes.push_back(int(t));
        }
    }
    m_foesAt.push_back(int(m_foes.size()));
    for (Person &p : m_person) {
        const std::size_t side = std::size_t(p.side);
        if (m_foesAt[side + 1] - m_foesAt[side] == 1 && model.tactic(p.side) != Tactic::Random)
            p.onlyFoe = m_foes[std::size_t(m_foesAt[side])];
    }

    const auto &entries = model.entries();
    for (const FightModel::Entry &e : entries) {
        m_membersAt.push_back(int(m_members.size()));
        m_members.insert(m_members.end(), e.members.begin(), e.members.end());
        m_entryAttack.push_back(e.attack);
    }
    m_membersAt.push_back(int(m_members.size()));
    m_lean = !m_anyConditions && !m_anyReload
        && std::all_of(m_person.begin(), m_person.end(),
            [](const Person &p) {
                return p.plain && p.levels == 1 && p.attackingSubsets == 1
                    && p.attackedSubsets == 1;
            })
        && std::all_of(m_entryAttack.begin(), m_entryAttack.end(), [](int a) { return a == 0; });
    // A fled combatant's state stays as it fled, and morale is checked as blows land: only the
    // general loop does both.
    const bool anyFled
        = std::any_of(m_people.begin(), m_people.end(), [](const auto &c) { return c.fled; });
    m_morale = model.morale().on;
    m_lean = m_lean && !m_morale && !anyFled;
    m_unitHeld.resize(model.morale().units.size());
    m_unitAsked.resize(model.morale().units.size());
    m_unitFled.resize(model.morale().units.size());
    m_brokeIn.assign(model.sides().size(), 0);
    m_sideDown.assign(model.sides().size(), 0);
    m_sideDeath.assign(model.sides().size(), 0);

    m_live = m_startLive;
    m_conditions.resize(n);
    m_lastFired = m_startLastFired;
    m_ableOnSide = m_startAbleOnSide;
    m_candidates.reserve(n);
}

inline void FightRunner::enter(int i, int state)
{
    Live &l = m_live[std::size_t(i)];
    if (state == l.state)
        return;
    l.state = state;
    l.aided = false;
    const bool wasOut = l.out;
    const bool wasAble = !l.out && l.canAct;
    const StateFlags &flags = m_states[std::size_t(state)];
    l.out = flags.out;
    l.canAct = flags.canAct;
    if (wasAble && !(!l.out && l.canAct))
        l.fellInSlot = m_slot;
    if (wasOut != l.out) {
        const int side = m_person[std::size_t(i)].side;
        m_ableOnSide[std::size_t(side)] += l.out ? -1 : 1;
        if (m_ableOnSide[std::size_t(side)] == 0)
            m_sidesAble &= ~(1u << side);
        else
            m_sidesAble |= 1u << side;
    }
}

inline void FightRunner::damage(int i, std::int64_t amount)
{
    if (amount <= 0)
        return;
    const Person &p = m_person[std::size_t(i)];
    Live &l = m_live[std::size_t(i)];
    l.taken += amount;
    l.hp = int(std::max<std::int64_t>(p.floor, l.hp - amount));
    enter(i, p.afterDamage[p.cell(l.state, l.hp)]);
}

inline void FightRunner::damageOrNothing(int i, std::int64_t amount)
{
    const Person &p = m_person[std::size_t(i)];
    Live &l = m_live[std::size_t(i)];
    l.taken += amount;
    l.hp = int(std::max<std::int64_t>(p.floor, l.hp - amount));
    // Read either way, so that the choice compiles to a select rather than a jump that a
    // hit or a miss mispredicts half the time.
    const int hurt = p.afterDamage[p.cell(l.state, l.hp)];
    enter(i, amount > 0 ? hurt : l.state);
}

void FightRunner::heal(int i, std::int64_t amount)
{
    if (amount <= 0)
        return;
    const Person &p = m_person[std::size_t(i)];
    Live &l = m_live[std::size_t(i)];
    l.hp = int(std::min<std::int64_t>(p.healTop, l.hp + amount));
    enter(i, p.afterHeal[p.cell(l.state, l.hp)]);
}

void FightRunner::tick(int i, int local, SimRandom &random)
{
    const FightModel::ConditionModel &cond
        = m_people[std::size_t(i)].conditions[std::size_t(local)];
    ConditionLive &live = m_conditions[std::size_t(i)][std::size_t(local)];
    if (cond.tickTable < 0 || (cond.maxTicks >= 0 && live.ticksDone >= cond.maxTicks))
        return;
    const std::int64_t amount = m_model.alias().sample(std::uint32_t(cond.tickTable), random);
    ++live.ticksDone;
    if (amount >= 0)
        damage(i, amount);
    else
        heal(i, -amount);
}

// ConditionKeeper::apply with the catalogue's duration: replaces one already there.
void FightRunner::apply(int i, int local, SimRandom &random)
{
    const FightModel::ConditionModel &cond
        = m_people[std::size_t(i)].conditions[std::size_t(local)];
    m_live[std::size_t(i)].mask |= 1u << local;
    ConditionLive &live = m_conditions[std::size_t(i)][std::size_t(local)];
    live.roundsLeft = cond.durationTable < 0
        ? -1
        : int(m_model.alias().sample(std::uint32_t(cond.durationTable), random));
    live.ticksDone = 0;
    live.sinceRound = m_round;
    live.countsThisRound = false;
    if (cond.tickWhen == FightModel::When::NowAndEndOfRound
        || cond.tickWhen == FightModel::When::Now)
        tick(i, local, random);
}

// The side's tactic over its foes, in list order (the first of equals is taken).
inline int FightRunner::pickTarget(int attacker, SimRandom &random)
{
    const Person &p = m_person[std::size_t(attacker)];
    // One foe: every tactic but a random pick (which draws a number all the same) takes it.
    if (p.onlyFoe >= 0)
        return m_live[std::size_t(p.onlyFoe)].out ? -1 : p.onlyFoe;
    return pickAmongFoes(p.side, random);
}

int FightRunner::pickAmongFoes(int side, SimRandom &random)
{
    const int *foe = m_foes.data() + m_foesAt[std::size_t(side)];
    const int *const end = m_foes.data() + m_foesAt[std::size_t(side) + 1];
    const Tactic tactic = m_model.tactic(side);
    int best = -1;
    switch (tactic) {
    case Tactic::First:
        for (; foe != end; ++foe) {
            if (!m_live[std::size_t(*foe)].out)
                return *foe;
        }
        return -1;
    case Tactic::Weakest:
        for (int lowest = INT_MAX; foe != end; ++foe) {
            const Live &l = m_live[std::size_t(*foe)];
            const int hp = l.out ? INT_MAX : l.hp;
            best = hp < lowest ? *foe : best;
            lowest = std::min(hp, lowest);
        }
        return best;
    case Tactic::Strongest:
        for (int highest = INT_MIN; foe != end; ++foe) {
            const Live &l = m_live[std::size_t(*foe)];
            const int hp = l.out ? INT_MIN : l.hp;
            best = hp > highest ? *foe : best;
            highest = std::max(hp, highest);
        }
        return best;
    case Tactic::Random:
        m_candidates.clear();
        for (; foe != end; ++foe) {
            if (!m_live[std::size_t(*foe)].out)
                m_candidates.push_back(*foe);
        }
        return m_candidates.empty()
            ? -1
            : m_candidates[random.below(std::uint32_t(m_candidates.size()))];
    }
    return -1;
}

// Its attack that does the most on average against this target and is ready to fire.
inline int FightRunner::chooseAttack(int a, int t)
{
    const Person &p = m_person[std::size_t(a)];
    if (p.plain)
        return 0;
    const FightModel::CombatantModel &ca = m_people[std::size_t(a)];
    for (const int candidate : m_model.pair(a, t).ranking) {
        const int rof = ca.rateOfFire[std::size_t(candidate)];
        const int last = m_lastFired[std::size_t(p.firedAt + candidate)];
        if (rof <= 1 || last <= 0 || m_round <= 0 || m_round - last >= rof)
            return candidate;
    }
    return -1; // every weapon is reloading
}

template<bool Lean, bool Traced>
inline void FightRunner::attack(int a, int t, SimRandom &random)
{
    const std::uint32_t first = m_pairFirst[std::size_t(a) * m_person.size() + std::size_t(t)];
    std::uint32_t table = first;
    if constexpr (!Lean) {
        const int k = chooseAttack(a, t);
        if (k < 0)
            return;
        const Person &pa = m_person[std::size_t(a)];
        const Person &pt = m_person[std::size_t(t)];
        if (!pa.plain)
            m_lastFired[std::size_t(pa.firedAt + k)] = std::max(m_round, 1);
        const Live &la = m_live[std::size_t(a)];
        const Live &lt = m_live[std::size_t(t)];
        const int level = pa.levels > 1 ? pa.level[pa.cell(la.state, la.hp)] : 0;
        // FightModel::attackTable, from the flattened copies.
        table += std::uint32_t(
            ((k * pa.levels + level) * pa.attackingSubsets + pa.attackingIndex[la.mask])
                * pt.attackedSubsets
            + pt.attackedIndex[lt.mask]);
    }
    const std::int64_t rolled = m_model.alias().sample(table, random);
    if constexpr (Traced)
        m_trace->struck(a, t, rolled);
    if constexpr (Lean) {
        // No trigger to fire on a hit: a miss may take the same path as a hit.
        const std::int64_t amount = std::max<std::int64_t>(0, rolled);
        m_live[std::size_t(a)].dealt += amount;
        damageOrNothing(t, amount);
        return;
    }
    const std::int64_t amount = rolled;
    if (amount <= 0)
        return;
    m_live[std::size_t(a)].dealt += amount;
    const bool wasOut = m_live[std::size_t(t)].out;
    damage(t, amount);
    const Person &pt = m_person[std::size_t(t)];
    if (pt.triggers) {
        const FightModel::CombatantModel &ct = m_people[std::size_t(t)];
        for (std::size_t trigger = 0; trigger < ct.fires.size(); ++trigger) {
            if (ct.triggerCondition[trigger] >= 0 && ct.fires[trigger][std::size_t(amount)])
                apply(t, ct.triggerCondition[trigger], random);
        }
    }
    // Only someone going down brings a moment for morale: the blow and what it set off are
    // done, as the GM's damage is before the window asks.
    if (m_morale && !wasOut && m_live[std::size_t(t)].out)
        checkMorale(random);
}

void FightRunner::startOfRound(SimRandom &random)
{
    if (!m_anyStartTick)
        return;
    for (int i = 0; i < int(m_live.size()); ++i) {
        if (m_live[std::size_t(i)].fled)
            continue;
        const std::uint32_t mask = m_live[std::size_t(i)].mask;
        for (int local = 0; mask >> local; ++local) {
            if ((mask >> local & 1u)
                && m_people[std::size_t(i)].conditions[std::size_t(local)].tickWhen
                    == FightModel::When::StartOfRound)
                tick(i, local, random);
        }
    }
}

// A combatant's conditions at the end of the round: ticks, countdown, expiry and what follows.
void FightRunner::endConditions(int i, SimRandom &random)
{
    const FightModel::CombatantModel &c = m_people[std::size_t(i)];
    Live &l = m_live[std::size_t(i)];
    const std::uint32_t mask = l.mask;
    for (int local = 0; mask >> local; ++local) {
        if (!(mask >> local & 1u))
            continue;
        const FightModel::ConditionModel &cond = c.conditions[std::size_t(local)];
        ConditionLive &live = m_conditions[std::size_t(i)][std::size_t(local)];
        const bool later = live.sinceRound < m_round;
        if (cond.tickWhen == FightModel::When::EndOfRound
            || (cond.tickWhen == FightModel::When::NowAndEndOfRound && later))
            tick(i, local, random);
        bool expires = cond.endsWithRound
            || (cond.maxTicks >= 0 && cond.tickTable >= 0 && live.ticksDone >= cond.maxTicks);
        if (live.roundsLeft >= 0 && (later || live.countsThisRound)) {
            if (--live.roundsLeft <= 0)
                expires = true;
        }
        if (expires) {
            l.mask &= ~(1u << local);
            if (cond.then >= 0)
                apply(i, cond.then, random);
        }
    }
}

// TurnKeeper::endRound: each combatant's conditions, its HP state's bleeding unless aided,
// and the end-of-round HP states.
template<bool Lean>
void FightRunner::endOfRound(SimRandom &random)
{
    for (int i = 0; i < int(m_live.size()); ++i) {
        const Person &p = m_person[std::size_t(i)];
        const Live &l = m_live[std::size_t(i)];
        if (!Lean && l.fled)
            continue;
        if (!Lean && l.mask)
            endConditions(i, random);
        if (!l.aided) {
            const int bleed = m_states[std::size_t(l.state)].bleed;
            if (bleed >= 0)
                damage(i, m_model.alias().sample(std::uint32_t(bleed), random));
        }
        enter(i, p.endOfRound[p.cell(l.state, l.hp)]);
    }
}

template<bool Lean, bool Traced>
void FightRunner::playSlots(const std::pair<int, int> *order, std::size_t count, SimRandom &random)
{
    const bool fallenAct = m_model.fallenTiesAct();
    for (std::size_t i = 0; i < count;) {
        if (decided())
            return;
        std::size_t end = i + 1;
        while (end < count && order[end].second == order[i].second)
            ++end;
        // A lean fight has no healing within a slot, so "able when the slot began" is "able
        // now, or felled in this slot". Other fights mark who was able as the slot begins.
        ++m_slot;
        if (!Lean && fallenAct) {
            for (std::size_t j = i; j < end; ++j) {
                const std::size_t e = std::size_t(order[j].first);
                for (int m = m_membersAt[e], last = m_membersAt[e + 1]; m < last; ++m) {
                    Live &l = m_live[std::size_t(m_members[std::size_t(m)])];
                    l.slotOk = !l.out && l.canAct;
                }
            }
        }
        for (std::size_t j = i; j < end; ++j) {
            const std::size_t e = std::size_t(order[j].first);
            for (int m = m_membersAt[e], last = m_membersAt[e + 1]; m < last; ++m) {
                const int member = m_members[std::size_t(m)];
                const Live &l = m_live[std::size_t(member)];
                const Person &p = m_person[std::size_t(member)];
                const int attacks = !Lean && m_entryAttack[e] > 0 ? 1 : p.attacksPerRound;
                for (int n = 0; n < attacks; ++n) {
                    // Felled by someone on its own count, it still strikes where the ruleset
                    // says the dead act on ties.
                    const bool able = (!l.out && l.canAct)
                        || (fallenAct && (Lean ? l.fellInSlot == m_slot : l.slotOk));
                    if (!able || (!Lean && (l.mask & p.barringBits)))
                        break;
                    const int target = pickTarget(member, random);
                    if (target < 0)
                        break;
                    attack<Lean, Traced>(member, target, random);
                }
            }
        }
        i = end;
    }
}

void FightRunner::count(Tally &tally, int played) const
{
    ++tally.fights;
    if (m_morale)
        countBreaks(tally);
    if (!decided()) {
        ++tally.undecided;
    } else {
        ++tally.endedIn[std::size_t(played)];
        if (m_sidesAble == 0)
            ++tally.draws;
        else
            ++tally.wins[std::size_t(std::countr_zero(m_sidesAble))];
    }
    bool anyOut = false, anyDead = false;
    for (std::size_t i = 0; i < m_live.size(); ++i) {
        const Live &l = m_live[i];
        Tally::PerCombatant &p = tally.people[i];
        const bool dead = m_states[std::size_t(l.state)].dead;
        p.out += l.out;
        p.dead += dead;
        const std::uint64_t left = std::uint64_t(std::max(0, l.hp));
        p.hpLeft += std::int64_t(left);
        p.hpLeftSquares.add(left * left);
        const std::int64_t dealt = l.dealt, taken = l.taken;
        p.dealt += dealt;
        p.dealtSquares.add(std::uint64_t(dealt) * std::uint64_t(dealt));
        p.taken += taken;
        p.takenSquares.add(std::uint64_t(taken) * std::uint64_t(taken));
        if (m_person[i].party) {
            anyOut = anyOut || l.out;
            anyDead = anyDead || dead;
        }
    }
    tally.partyAnyOut += anyOut;
    tally.partyAnyDead += anyDead;
}

void FightRunner::fight(SimRandom &random, Tally &tally)
{
    if (m_lean)
        playLean(random, tally);
    else
        play<false>(random, tally);
}

void FightRunner::playLean(SimRandom &random, Tally &tally)
{
    play<true>(random, tally);
}

void FightRunner::trace(SimRandom &random, Tally &tally, FightTrace &trace)
{
    // A lean fight played the general way draws the same numbers in the same order.
    m_trace = &trace;
    play<false, true>(random, tally);
    m_trace = nullptr;
}

void FightRunner::tellRoundEnded()
{
    m_standing.resize(m_live.size());
    for (std::size_t i = 0; i < m_live.size(); ++i)
        m_standing[i] = {m_live[i].hp, m_live[i].out, m_states[std::size_t(m_live[i].state)].dead};
    m_trace->roundEnded(m_round, m_standing);
}

template<bool Lean, bool Traced>
void FightRunner::play(SimRandom &stream, Tally &tally)
{
    // A copy the fight's code can tell from its own members: its state stays in registers
    // instead of being written back and read again around every store the fight makes.
    SimRandom random = stream;
    std::copy(m_startLive.begin(), m_startLive.end(), m_live.begin());
    std::copy(m_startAbleOnSide.begin(), m_startAbleOnSide.end(), m_ableOnSide.begin());
    m_sidesAble = m_startSidesAble;
    m_slot = 0;
    if (m_anyReload)
        std::copy(m_startLastFired.begin(), m_startLastFired.end(), m_lastFired.begin());
    if (!Lean && m_morale) {
        const auto &units = m_model.morale().units;
        for (std::size_t u = 0; u < units.size(); ++u) {
            m_unitHeld[u] = units[u].held;
            m_unitAsked[u] = units[u].asked;
            m_unitFled[u] = 0;
        }
        std::fill(m_brokeIn.begin(), m_brokeIn.end(), 0);
    }
    if (!Lean && m_anyConditions) {
        for (std::size_t i = 0; i < m_people.size(); ++i) {
            for (const FightModel::ConditionStart &s : m_people[i].startConditions)
                m_conditions[i][std::size_t(s.local)]
                    = {s.roundsLeft, s.ticksDone, s.sinceRound, s.countsThisRound};
        }
    }
    m_order.startFight(random);

    const int maxRounds = m_model.options().maxRounds;
    m_round = m_model.startRound();
    int played = 0;
    while (played < maxRounds) {
        ++played;
        if constexpr (!Lean)
            m_played = played;
        // One call of the round's slots, whichever order they come in: the fight's loop holds
        // one copy of them.
        const std::pair<int, int> *order = nullptr;
        std::size_t length = 0;
        if (played == 1 && m_model.resumesRound()) {
            order = m_model.restOfRound().data();
            length = m_model.restOfRound().size();
        } else {
            ++m_round;
            if constexpr (!Lean)
                startOfRound(random);
            m_order.roll(played == 1, random);
            order = m_order.data();
            length = m_order.size();
        }
        playSlots<Lean, Traced>(order, length, random);
        endOfRound<Lean>(random);
        if constexpr (!Lean) {
            if (m_morale)
                checkMorale(random);
        }
        if constexpr (Traced)
            tellRoundEnded();
        if (decided())
            break;
    }
    count(tally, played);
    stream = random;
}

} // namespace Fray::Sim
