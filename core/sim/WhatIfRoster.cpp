// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/WhatIfRoster.h"

#include "core/encounter/AlikeCombatants.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace Fray::Sim {

WhatIfRoster::WhatIfRoster(const std::vector<Encounter::Combatant> &combatants)
{
    for (const auto &g : Encounter::AlikeCombatants::of(combatants)) {
        Group group;
        group.stem = g.stem;
        group.side = g.members.front()->side;
        for (const Encounter::Combatant *c : g.members)
            group.members.push_back(c->id);
        group.count = int(group.members.size());
        m_groups.push_back(std::move(group));
    }
}

std::vector<std::size_t> WhatIfRoster::groupsNamed(
    const QString &name, const std::vector<Encounter::Combatant> &combatants) const
{
    QString wanted = name.trimmed();
    QString side;
    if (const qsizetype colon = wanted.indexOf(QLatin1Char(':')); colon > 0) {
        const QString prefix = wanted.left(colon).trimmed();
        if (std::any_of(m_groups.begin(), m_groups.end(),
                [&](const Group &g) { return g.side.compare(prefix, Qt::CaseInsensitive) == 0; })) {
            side = prefix;
            wanted = wanted.mid(colon + 1).trimmed();
        }
    }
    const auto onSide = [&](const Group &g) {
        return side.isEmpty() || g.side.compare(side, Qt::CaseInsensitive) == 0;
    };
    std::vector<std::size_t> found;
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        if (onSide(m_groups[g]) && m_groups[g].stem.compare(wanted, Qt::CaseInsensitive) == 0)
            found.push_back(g);
    }
    if (!found.empty())
        return found;
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const auto &members = m_groups[g].members;
        const bool named = std::any_of(combatants.begin(), combatants.end(), [&](const auto &c) {
            return c.name.compare(wanted, Qt::CaseInsensitive) == 0
                && std::find(members.begin(), members.end(), c.id) != members.end();
        });
        if (named && onSide(m_groups[g]))
            found.push_back(g);
    }
    return found;
}

int WhatIfRoster::mostFor(std::size_t group) const
{
    return group < m_groups.size() ? std::max(maxCount, int(m_groups[group].members.size()))
                                   : maxCount;
}

void WhatIfRoster::setCount(std::size_t group, int count)
{
    if (group < m_groups.size())
        m_groups[group].count = std::max(0, count);
}

bool WhatIfRoster::isChanged() const
{
    return std::any_of(m_groups.begin(), m_groups.end(),
        [](const Group &g) { return g.count != int(g.members.size()); });
}

Encounter::EncounterState WhatIfRoster::applied(const Encounter::EncounterState &state) const
{
    Encounter::EncounterState copy = state;
    QSet<Encounter::CombatantId> removed;
    QSet<QString> names;
    for (const Encounter::Combatant &c : state.combatants)
        names.insert(c.name);
    static const QRegularExpression trailingNumber(QStringLiteral(R"((\d+)$)"));
    for (const Group &g : m_groups) {
        const int have = int(g.members.size());
        for (int k = g.count; k < have; ++k)
            removed.insert(g.members[std::size_t(k)]);
        if (g.count <= have)
            continue;
        const auto last = std::find_if(copy.combatants.begin(), copy.combatants.end(),
            [&](const Encounter::Combatant &c) { return c.id == g.members.back(); });
        if (last == copy.combatants.end())
            continue;
        qint64 number = 0;
        for (const Encounter::Combatant &c : state.combatants) {
            if (std::find(g.members.begin(), g.members.end(), c.id) == g.members.end())
                continue;
            const QRegularExpressionMatch m = trailingNumber.match(c.name);
            number = std::max(number, m.hasMatch() ? m.captured(1).toLongLong() : 1);
        }
        Encounter::Combatant fresh = *last;
        fresh.hp = fresh.startHp = fresh.maxHp;
        fresh.subdual = 0;
        fresh.conditions.clear();
        fresh.state.clear();
        fresh.aided = false;
        fresh.declared.clear();
        fresh.declaredRound = 0;
        fresh.declaredEveryRound = false;
        fresh.overrides.clear();
        fresh.diedInRound = 0;
        fresh.diedInSlot = -1;
        fresh.lastFired.clear();
        std::vector<Encounter::Combatant> added;
        for (int k = have; k < g.count; ++k) {
            QString name;
            do
                name = QStringLiteral("%1 %2").arg(g.stem).arg(++number);
            while (names.contains(name));
            names.insert(name);
            Encounter::Combatant c = fresh;
            c.id = copy.nextId++;
            c.name = name;
            added.push_back(std::move(c));
        }
        // The newcomers stand after the group's last member, as "Goblin ×2" added would.
        copy.combatants.insert(std::next(last), added.begin(), added.end());
    }
    std::erase_if(
        copy.combatants, [&](const Encounter::Combatant &c) { return removed.contains(c.id); });
    // A removed combatant's own initiative entry goes with it; entries of whole sides and groups
    // stay for those left.
    std::vector<Encounter::InitiativeEntry> order;
    qint64 turn = copy.turn;
    for (std::size_t i = 0; i < copy.order.size(); ++i) {
        const Encounter::InitiativeEntry &e = copy.order[i];
        if (e.side.isEmpty() && removed.contains(e.combatant)) {
            if (qint64(i) < copy.turn)
                --turn; // the acting entry moves up with the rest
            continue;
        }
        order.push_back(e);
    }
    copy.order = std::move(order);
    copy.turn = std::min(turn, qint64(copy.order.size()) - 1);
    return copy;
}

} // namespace Fray::Sim
