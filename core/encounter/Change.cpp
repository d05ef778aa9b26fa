// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Change.h"

#include <QHash>

#include <algorithm>

namespace Fray::Encounter {

namespace {

template<typename T>
void keepIfDiffers(Change::BeforeAfter<T> &slot, const T &from, const T &to)
{
    if (!(from == to))
        slot = std::make_pair(from, to);
}

std::vector<CombatantId> idsOf(
    const std::vector<Combatant> &combatants, const QHash<CombatantId, qint64> &in)
{
    std::vector<CombatantId> ids;
    for (const Combatant &combatant : combatants) {
        if (in.contains(combatant.id))
            ids.push_back(combatant.id);
    }
    return ids;
}

QHash<CombatantId, qint64> indexOf(const std::vector<Combatant> &combatants)
{
    QHash<CombatantId, qint64> index;
    for (std::size_t i = 0; i < combatants.size(); ++i)
        index.insert(combatants[i].id, qint64(i));
    return index;
}

} // namespace

Change Change::between(const EncounterState &from, const EncounterState &to)
{
    Change change;
    const QHash<CombatantId, qint64> fromIndex = indexOf(from.combatants);
    const QHash<CombatantId, qint64> toIndex = indexOf(to.combatants);
    // The combatants both have keep their place when they stand in the same order; else the
    // list is taken out and put in again whole.
    const bool sameOrder = idsOf(from.combatants, toIndex) == idsOf(to.combatants, fromIndex);
    for (std::size_t i = 0; i < from.combatants.size(); ++i) {
        const Combatant &was = from.combatants[i];
        const auto there = toIndex.constFind(was.id);
        if (!sameOrder || there == toIndex.cend())
            change.removed.push_back({qint64(i), was});
        else if (!(was == to.combatants[std::size_t(*there)]))
            change.edited.emplace_back(was, to.combatants[std::size_t(*there)]);
    }
    for (std::size_t i = 0; i < to.combatants.size(); ++i) {
        if (!sameOrder || !fromIndex.contains(to.combatants[i].id))
            change.inserted.push_back({qint64(i), to.combatants[i]});
    }
    keepIfDiffers(change.order, from.order, to.order);
    keepIfDiffers(change.round, from.round, to.round);
    keepIfDiffers(change.turn, from.turn, to.turn);
    keepIfDiffers(change.options, from.options, to.options);
    keepIfDiffers(change.name, from.name, to.name);
    keepIfDiffers(change.nextId, from.nextId, to.nextId);
    keepIfDiffers(change.events, from.events, to.events);
    keepIfDiffers(change.nextEventId, from.nextEventId, to.nextEventId);
    const auto shared
        = std::mismatch(from.log.begin(), from.log.end(), to.log.begin(), to.log.end());
    change.logBefore = qint64(shared.first - from.log.begin());
    change.logAdded.assign(shared.second, to.log.end());
    return change;
}

bool Change::isEmpty() const
{
    return removed.empty() && inserted.empty() && edited.empty() && !order && !round && !turn
        && !options && !name && !nextId && !events && !nextEventId && logAdded.empty();
}

} // namespace Fray::Encounter
