// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/FightRunner.h"

#include <algorithm>
#include <bit>

namespace Fray::Sim {

FightRunner::FightRunner(const FightModel &model)
    : m_model(model)
    , m_people(model.combatants())
    , m_live(model.combatants().size())
    , m_lastFired(model.combatants().size())
    , m_values(model.entries().size())
    , m_kept(model.entries().size())
    , m_tieKeys(model.entries().size())
    , m_ableOnSide(model.sides().size())
{
    m_order.reserve(model.entries().size());
    m_candidates.reserve(model.combatants().size());
}

void FightRunner::enter(int i, int state)
{
    Live &l = m_live[std::size_t(i)];
    if (state == l.state)
        return;
    l.state = state;
    l.aided = false;
    const bool wasOut = l.out;
    l.out = state > 0 && m_model.states()[std::size_t(state - 1)].out;
    l.canAct = state == 0 || m_model.states()[std::size_t(state - 1)].canAct;
    if (wasOut != l.out) {
        const int side = m_people[std::size_t(i)].side;
        m_ableOnSide[std::size_t(side)] += l.out ? -1 : 1;
        if (m_ableOnSide[std::size_t(side)] == 0)
            m_sidesAble &= ~(1u << side);
        else
            m_sidesAble |= 1u << side;
    }
}

void FightRunner::damage(int i, std::int64_t amount)
{
    if (amount <= 0)
        return;
    const FightModel::CombatantModel &c = m_people[std::size_t(i)];
    Live &l = m_live[std::size_t(i)];
    l.taken += amount;
    l.hp = int(std::max<std::int64_t>(c.floor, l.hp - amount));
    enter(i, c.afterDamage[c.cell(l.state, l.hp)]);
}

void FightRunner::heal(int i, std::int64_t amount)
{
    if (amount <= 0)
        return;
    const FightModel::CombatantModel &c = m_people[std::size_t(i)];
    Live &l = m_live[std::size_t(i)];
    l.hp = int(std::min<std::int64_t>(std::min(c.maxHp, c.top), l.hp + amount));
    enter(i, c.afterHeal[c.cell(l.state, l.hp)]);
}

void FightRunner::tick(int i, int local, SimRandom &random)
{
    const FightModel::ConditionModel &cond
        = m_people[std::size_t(i)].conditions[std::size_t(local)];
    ConditionLive &live = m_live[std::size_t(i)].conditions[std::size_t(local)];
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
    Live &l = m_live[std::size_t(i)];
    l.mask |= 1u << local;
    ConditionLive &live = l.conditions[std::size_t(local)];
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

int FightRunner::pickTarget(int attacker, SimRandom &random)
{
    const int side = m_people[std::size_t(attacker)].side;
    const Tactic tactic = m_model.tactic(side);
    int best = -1;
    m_candidates.clear();
    for (int t = 0; t < int(m_live.size()); ++t) {
        if (m_people[std::size_t(t)].side == side || out(t))
            continue;
        switch (tactic) {
        case Tactic::First:
            return t;
        case Tactic::Weakest:
            if (best < 0 || m_live[std::size_t(t)].hp < m_live[std::size_t(best)].hp)
                best = t;
            break;
        case Tactic::Strongest:
            if (best < 0 || m_live[std::size_t(t)].hp > m_live[std::size_t(best)].hp)
                best = t;
            break;
        case Tactic::Random:
            m_candidates.push_back(t);
            break;
        }
    }
    if (tactic == Tactic::Random && !m_candidates.empty())
        return m_candidates[random.below(std::uint32_t(m_candidates.size()))];
    return best;
}

void FightRunner::attack(int a, int t, SimRandom &random)
{
    const FightModel::Pair &pair = m_model.pair(a, t);
    std::vector<int> &fired = m_lastFired[std::size_t(a)];
    const FightModel::CombatantModel &ca = m_people[std::size_t(a)];
    int k = -1;
    for (const int candidate : pair.ranking) {
        const int rof = ca.rateOfFire[std::size_t(candidate)];
        const int last = fired[std::size_t(candidate)];
        if (rof <= 1 || last <= 0 || m_round <= 0 || m_round - last >= rof) {
            k = candidate;
            break;
        }
    }
    if (k < 0)
        return; // every weapon is reloading
    fired[std::size_t(k)] = std::max(m_round, 1);
    Live &la = m_live[std::size_t(a)];
    const Live &lt = m_live[std::size_t(t)];
    const int level = ca.level[ca.cell(la.state, la.hp)];
    const int table = m_model.attackTable(a, t, k, level, la.mask, lt.mask);
    const std::int64_t amount = m_model.alias().sample(std::uint32_t(table), random);
    if (amount <= 0)
        return;
    la.dealt += amount;
    damage(t, amount);
    const FightModel::CombatantModel &ct = m_people[std::size_t(t)];
    for (std::size_t trigger = 0; trigger < ct.fires.size(); ++trigger) {
        if (ct.triggerCondition[trigger] >= 0 && ct.fires[trigger][std::size_t(amount)])
            apply(t, ct.triggerCondition[trigger], random);
    }
}

void FightRunner::startOfRound(SimRandom &random)
{
    for (int i = 0; i < int(m_live.size()); ++i) {
        const std::uint32_t mask = m_live[std::size_t(i)].mask;
        for (int local = 0; mask >> local; ++local) {
            if ((mask >> local & 1u)
                && m_people[std::size_t(i)].conditions[std::size_t(local)].tickWhen
                    == FightModel::When::StartOfRound)
                tick(i, local, random);
        }
    }
}

// TurnKeeper::endRound: each combatant's conditions (ticks, countdown, expiry and what
// follows), its HP state's bleeding unless aided, and the end-of-round HP states.
void FightRunner::endOfRound(SimRandom &random)
{
    for (int i = 0; i < int(m_live.size()); ++i) {
        const FightModel::CombatantModel &c = m_people[std::size_t(i)];
        Live &l = m_live[std::size_t(i)];
        const std::uint32_t mask = l.mask;
        for (int local = 0; mask >> local; ++local) {
            if (!(mask >> local & 1u))
                continue;
            const FightModel::ConditionModel &cond = c.conditions[std::size_t(local)];
            ConditionLive &live = l.conditions[std::size_t(local)];
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
        if (l.state > 0 && !l.aided) {
            const int bleed = m_model.states()[std::size_t(l.state - 1)].tickTable;
            if (bleed >= 0)
                damage(i, m_model.alias().sample(std::uint32_t(bleed), random));
        }
        enter(i, c.endOfRound[c.cell(l.state, l.hp)]);
    }
}

void FightRunner::rollInitiative(bool firstRound, SimRandom &random)
{
    const auto &entries = m_model.entries();
    const std::size_t n = entries.size();
    for (std::size_t e = 0; e < n; ++e) {
        if (!m_model.rerollEachRound()) {
            m_values[e] = m_kept[e];
        } else if (firstRound && entries[e].kept) {
            m_values[e] = entries[e].fixed;
        } else {
            m_values[e] = entries[e].rollTable < 0
                ? entries[e].fixed
                : m_model.alias().sample(std::uint32_t(entries[e].rollTable), random);
            // Two of one combatant's attacks on one count: the later goes a count later.
            if (m_model.collisionLater() && entries[e].attack > 1) {
                for (bool moved = true; moved;) {
                    moved = false;
                    for (std::size_t f = e - std::size_t(entries[e].attack - 1); f < e; ++f) {
                        if (m_values[f] == m_values[e]) {
                            --m_values[e];
                            moved = true;
                        }
                    }
                }
            }
        }
        m_tieKeys[e] = m_model.randomTies() ? random.next() : 0;
    }
    // Sorted by count, tie-break rank and, where ties are rerolled, a random key; entries
    // still equal share a slot. Insertion sort: a fight has few entries.
    m_order.clear();
    const bool high = m_model.highFirst();
    const auto before = [&](std::size_t x, std::size_t y) {
        if (m_values[x] != m_values[y])
            return high ? m_values[x] > m_values[y] : m_values[x] < m_values[y];
        if (entries[x].tieRank != entries[y].tieRank)
            return entries[x].tieRank > entries[y].tieRank;
        return m_tieKeys[x] > m_tieKeys[y];
    };
    for (std::size_t e = 0; e < n; ++e) {
        if (m_model.lostAtOrBelow() && m_values[e] <= *m_model.lostAtOrBelow())
            continue;
        std::size_t at = m_order.size();
        m_order.emplace_back(int(e), 0);
        while (at > 0 && before(e, std::size_t(m_order[at - 1].first))) {
            m_order[at] = m_order[at - 1];
            --at;
        }
        m_order[at] = {int(e), 0};
    }
    int slot = 0;
    for (std::size_t i = 1; i < m_order.size(); ++i) {
        const std::size_t x = std::size_t(m_order[i - 1].first);
        const std::size_t y = std::size_t(m_order[i].first);
        if (before(x, y))
            ++slot;
        m_order[i].second = slot;
    }
}

void FightRunner::playSlots(const std::pair<int, int> *order, std::size_t count, SimRandom &random)
{
    const auto &entries = m_model.entries();
    const bool fallenAct = m_model.fallenTiesAct();
    for (std::size_t i = 0; i < count;) {
        if (std::popcount(sidesAble()) <= 1)
            return;
        std::size_t end = i + 1;
        while (end < count && order[end].second == order[i].second)
            ++end;
        for (std::size_t j = i; j < end; ++j) {
            for (const int member : entries[std::size_t(order[j].first)].members)
                m_live[std::size_t(member)].slotOk = !out(member) && stateLetsAct(member);
        }
        for (std::size_t j = i; j < end; ++j) {
            const FightModel::Entry &entry = entries[std::size_t(order[j].first)];
            for (const int member : entry.members) {
                const Live &l = m_live[std::size_t(member)];
                const FightModel::CombatantModel &c = m_people[std::size_t(member)];
                const int attacks = entry.attack > 0 ? 1 : c.attacksPerRound;
                for (int n = 0; n < attacks; ++n) {
                    // Felled by someone on its own count, it still strikes where the ruleset
                    // says the dead act on ties.
                    const bool able
                        = (!out(member) && stateLetsAct(member)) || (fallenAct && l.slotOk);
                    if (!able || (l.mask & c.barringBits))
                        break;
                    const int target = pickTarget(member, random);
                    if (target < 0)
                        break;
                    attack(member, target, random);
                }
            }
        }
        i = end;
    }
}

void FightRunner::fight(SimRandom &random, Tally &tally)
{
    const int maxRounds = m_model.options().maxRounds;
    std::fill(m_ableOnSide.begin(), m_ableOnSide.end(), 0);
    m_sidesAble = 0;
    for (std::size_t i = 0; i < m_live.size(); ++i) {
        const FightModel::CombatantModel &c = m_people[i];
        Live &l = m_live[i];
        l = Live();
        l.hp = std::clamp(c.hp, c.floor, c.top);
        l.state = c.state;
        l.aided = c.aided;
        l.out = c.state > 0 && m_model.states()[std::size_t(c.state - 1)].out;
        l.canAct = c.state == 0 || m_model.states()[std::size_t(c.state - 1)].canAct;
        if (!l.out) {
            ++m_ableOnSide[std::size_t(c.side)];
            m_sidesAble |= 1u << c.side;
        }
        for (const FightModel::ConditionStart &s : c.startConditions) {
            l.mask |= 1u << s.local;
            ConditionLive &live = l.conditions[std::size_t(s.local)];
            live.roundsLeft = s.roundsLeft;
            live.ticksDone = s.ticksDone;
            live.sinceRound = s.sinceRound;
            live.countsThisRound = s.countsThisRound;
        }
        m_lastFired[i] = c.lastFired;
    }
    const auto &entries = m_model.entries();
    if (!m_model.rerollEachRound()) {
        for (std::size_t e = 0; e < entries.size(); ++e)
            m_kept[e] = entries[e].kept || entries[e].rollTable < 0
                ? entries[e].fixed
                : m_model.alias().sample(std::uint32_t(entries[e].rollTable), random);
    }

    m_round = m_model.startRound();
    int played = 0;
    std::uint32_t able = sidesAble();
    while (played < maxRounds) {
        ++played;
        if (played == 1 && m_model.resumesRound()) {
            const auto &rest = m_model.restOfRound();
            playSlots(rest.data(), rest.size(), random);
        } else {
            ++m_round;
            startOfRound(random);
            rollInitiative(played == 1, random);
            playSlots(m_order.data(), m_order.size(), random);
        }
        endOfRound(random);
        able = sidesAble();
        if (std::popcount(able) <= 1)
            break;
    }

    ++tally.fights;
    if (std::popcount(able) > 1) {
        ++tally.undecided;
    } else {
        ++tally.endedIn[std::size_t(played)];
        if (able == 0)
            ++tally.draws;
        else
            ++tally.wins[std::size_t(std::countr_zero(able))];
    }
    bool anyOut = false, anyDead = false;
    for (std::size_t i = 0; i < m_live.size(); ++i) {
        const Live &l = m_live[i];
        Tally::PerCombatant &p = tally.people[i];
        const bool isOut = out(int(i));
        const bool dead = l.state > 0 && m_model.states()[std::size_t(l.state - 1)].dead;
        p.out += isOut;
        p.dead += dead;
        const std::uint64_t left = std::uint64_t(std::max(0, l.hp));
        p.hpLeft += std::int64_t(left);
        p.hpLeftSquares.add(left * left);
        p.dealt += l.dealt;
        p.dealtSquares.add(std::uint64_t(l.dealt) * std::uint64_t(l.dealt));
        p.taken += l.taken;
        p.takenSquares.add(std::uint64_t(l.taken) * std::uint64_t(l.taken));
        if (m_model.isParty(m_people[i].side)) {
            anyOut = anyOut || isOut;
            anyDead = anyDead || dead;
        }
    }
    tally.partyAnyOut += anyOut;
    tally.partyAnyDead += anyDead;
}

} // namespace Fray::Sim
