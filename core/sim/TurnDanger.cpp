// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/TurnDanger.h"

#include <QHash>

#include <algorithm>
#include <optional>

namespace Fray::Sim {

namespace {

using CombatantModel = FightModel::CombatantModel;

// An attack that may come at the combatant: its damage, aimed at it with chance `aimed`.
struct Strike
{
    double aimed = 1.0;
    const Dice::Distribution *damage = nullptr;
};

std::uint32_t conditionMask(const CombatantModel &c)
{
    std::uint32_t mask = 0;
    for (const FightModel::ConditionStart &start : c.startConditions)
        mask |= 1u << start.local;
    return mask;
}

class Reckoner
{
public:
    Reckoner(const Encounter::Encounter &fight, const FightModel &model)
        : m_fight(fight)
        , m_model(model)
        , m_people(model.combatants())
    {
        for (std::size_t i = 0; i < fight.combatants().size(); ++i)
            m_index.insert(fight.combatants()[i].id, int(i));
    }

    bool inFight(int i) const
    {
        const CombatantModel &c = m_people[std::size_t(i)];
        return !c.fled && (c.state == 0 || !m_model.states()[std::size_t(c.state - 1)].out);
    }

    bool canAttack(int i) const
    {
        const CombatantModel &c = m_people[std::size_t(i)];
        if (!inFight(i) || (c.state > 0 && !m_model.states()[std::size_t(c.state - 1)].canAct))
            return false;
        return (conditionMask(c) & c.barringBits) == 0;
    }

    // Who acts at an entry of the order, each with the attack it makes (-1: all it has).
    std::vector<std::pair<int, int>> actors(const Encounter::InitiativeEntry &entry) const
    {
        std::vector<std::pair<int, int>> who;
        if (entry.event != 0)
            return who;
        if (!entry.side.isEmpty()) {
            const auto &all = m_fight.combatants();
            for (std::size_t i = 0; i < all.size(); ++i) {
                if (all[i].side == entry.side
                    && (entry.group.isEmpty() || all[i].group == entry.group))
                    who.emplace_back(int(i), -1);
            }
            return who;
        }
        const int i = m_index.value(entry.combatant, -1);
        if (i >= 0)
            who.emplace_back(i, entry.attack > 0 ? int(entry.attack - 1) : -1);
        return who;
    }

    bool actsAt(std::size_t position, int x) const
    {
        for (const auto &[who, attack] : actors(m_fight.state().order[position])) {
            Q_UNUSED(attack);
            if (who == x)
                return true;
        }
        return false;
    }

    // The chance that attacker `a` aims an attack at `x`, as the simulation's tactic for its
    // side picks among the foes in the fight, at their hit points as they are now.
    double aimedAt(int a, int x) const
    {
        std::vector<int> foes;
        for (std::size_t f = 0; f < m_people.size(); ++f) {
            if (m_people[f].side != m_people[std::size_t(a)].side && inFight(int(f)))
                foes.push_back(int(f));
        }
        if (foes.empty() || std::find(foes.begin(), foes.end(), x) == foes.end())
            return 0.0;
        int chosen = foes.front();
        switch (m_model.tactic(m_people[std::size_t(a)].side)) {
        case Tactic::Random:
            return 1.0 / double(foes.size());
        case Tactic::First:
            break;
        case Tactic::Weakest:
        case Tactic::Strongest: {
            const bool weakest = m_model.tactic(m_people[std::size_t(a)].side) == Tactic::Weakest;
            for (const int f : foes) {
                const int hp = m_people[std::size_t(f)].hp;
                const int best = m_people[std::size_t(chosen)].hp;
                if (weakest ? hp < best : hp > best)
                    chosen = f;
            }
            break;
        }
        }
        return chosen == x ? 1.0 : 0.0;
    }

    // The attacks that may come at `x` from the entries at `positions`.
    std::vector<Strike> strikesAt(int x, const std::vector<std::size_t> &positions) const
    {
        std::vector<Strike> strikes;
        const auto &order = m_fight.state().order;
        for (const std::size_t position : positions) {
            for (const auto &[a, attack] : actors(order[position])) {
                const CombatantModel &attacker = m_people[std::size_t(a)];
                if (attacker.side == m_people[std::size_t(x)].side || !canAttack(a))
                    continue;
                const double aimed = aimedAt(a, x);
                const auto &ranking = m_model.pair(a, x).ranking;
                if (aimed == 0.0 || (attack < 0 && ranking.empty()))
                    continue;
                const int k = attack >= 0 ? attack : ranking.front();
                const int level = attacker.level[attacker.cell(attacker.state, attacker.hp)];
                const int table = m_model.attackTable(a, x, k, level, conditionMask(attacker),
                    conditionMask(m_people[std::size_t(x)]));
                const int times = attack >= 0 ? 1 : attacker.attacksPerRound;
                for (int t = 0; t < times; ++t)
                    strikes.push_back({aimed, &m_model.distribution(table)});
            }
        }
        return strikes;
    }

    // The chance that `x` is out once the strikes have come: its (HP state, hit points) carried
    // through each, as the simulation carries them.
    double chanceOut(int x, const std::vector<Strike> &strikes) const
    {
        const CombatantModel &c = m_people[std::size_t(x)];
        const std::size_t width = std::size_t(c.top - c.floor + 1);
        const std::size_t cells = (m_model.states().size() + 1) * width;
        std::vector<double> now(cells, 0.0);
        std::vector<double> next(cells);
        now[c.cell(c.state, c.hp)] = 1.0;
        double out = 0.0;
        for (const Strike &strike : strikes) {
            for (std::size_t i = 0; i < cells; ++i)
                next[i] = now[i] * (1.0 - strike.aimed);
            for (std::size_t i = 0; i < cells; ++i) {
                const double p = now[i] * strike.aimed;
                if (p == 0.0)
                    continue;
                const int state = int(i / width);
                const int hp = c.floor + int(i % width);
                for (const auto &o : strike.damage->outcomes()) {
                    if (o.value <= 0) {
                        next[i] += p * o.probability;
                        continue;
                    }
                    const int left = int(std::max<std::int64_t>(c.floor, hp - o.value));
                    const int after = c.afterDamage[c.cell(state, left)];
                    if (after > 0 && m_model.states()[std::size_t(after - 1)].out)
                        out += p * o.probability;
                    else
                        next[c.cell(after, left)] += p * o.probability;
                }
            }
            now.swap(next);
        }
        return std::min(out, 1.0);
    }

private:
    const Encounter::Encounter &m_fight;
    const FightModel &m_model;
    const std::vector<CombatantModel> &m_people;
    QHash<Encounter::CombatantId, int> m_index;
};

} // namespace

std::vector<TurnDanger::Danger> TurnDanger::compute(
    const Encounter::Encounter &fight, const FightModel &model)
{
    const Encounter::EncounterState &state = fight.state();
    std::vector<Danger> dangers;
    if (state.round <= 0 || state.turn < 0 || std::size_t(state.turn) >= state.order.size()
        || model.combatants().size() != fight.combatants().size())
        return dangers;
    const Reckoner reckoner(fight, model);
    const std::size_t n = state.order.size();
    const std::size_t current = std::size_t(state.turn);
    for (std::size_t i = 0; i < fight.combatants().size(); ++i) {
        const int x = int(i);
        if (!reckoner.inFight(x))
            continue;
        std::optional<std::size_t> due; // its next place in this round's order
        for (std::size_t p = current; p < n && !due; ++p) {
            if (reckoner.actsAt(p, x))
                due = p;
        }
        Danger danger;
        danger.combatant = fight.combatants()[i].id;
        std::vector<std::size_t> before;
        if (due && *due > current) {
            for (std::size_t p = current; p < *due; ++p)
                before.push_back(p);
        } else {
            // Acting now, or done this round: the rest of the round, and the next round's
            // entries before it when the order stands.
            for (std::size_t p = due ? current + 1 : current; p < n; ++p)
                before.push_back(p);
            if (model.rerollEachRound()) {
                danger.until = Until::RoundEnd;
            } else {
                for (std::size_t p = 0; p < n && !reckoner.actsAt(p, x); ++p)
                    before.push_back(p);
            }
        }
        const std::vector<Strike> strikes = reckoner.strikesAt(x, before);
        danger.attacks = int(strikes.size());
        danger.out = reckoner.chanceOut(x, strikes);
        dangers.push_back(danger);
    }
    return dangers;
}

QString TurnDanger::assumption()
{
    return tr("Counts every attack of those who act before the combatant's next turn, each with "
              "its best attack and aimed as the simulation aims (each side's tactic, at the hit "
              "points as they are now), and the hit-point states each hit brings. Everyone acts "
              "whatever happens before them; bleeding, conditions that tick and conditions a hit "
              "brings are not counted. Where the order is rolled again each round, only the rest "
              "of this round counts.");
}

} // namespace Fray::Sim
