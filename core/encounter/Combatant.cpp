// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Combatant.h"

#include <algorithm>

namespace Fray::Encounter {

std::optional<qint64> ActiveCondition::lastRound(qint64 round) const
{
    if (!roundsLeft)
        return std::nullopt;
    // Before the fight every round left is still to come; after the round it came in (or in
    // it, when it counts that round) this round is one of them.
    if (round <= 0)
        return *roundsLeft;
    if (countsThisRound || sinceRound < round)
        return round + *roundsLeft - 1;
    return round + *roundsLeft;
}

void Combatant::dropRetiredStats(const QMap<QString, QString> &retired)
{
    for (auto it = retired.constBegin(); it != retired.constEnd(); ++it)
        stats.remove(it.key());
}

bool Combatant::hasCondition(const QString &conditionId) const
{
    return condition(conditionId) != nullptr;
}

const ActiveCondition *Combatant::condition(const QString &conditionId) const
{
    const auto it = std::find_if(conditions.begin(), conditions.end(),
        [&](const ActiveCondition &c) { return c.id == conditionId; });
    return it == conditions.end() ? nullptr : &*it;
}

qint64 Combatant::useIndex(const QString &useName) const
{
    for (std::size_t i = 0; i < uses.size(); ++i) {
        if (uses[i].name.compare(useName, Qt::CaseInsensitive) == 0)
            return qint64(i);
    }
    return -1;
}

qint64 Combatant::survivors() const
{
    if (unitSize <= 0 || hp <= 0)
        return unitSize > 0 ? 0 : 1;
    // hp / (maxHp / n), rounded up, in integers: ceil(hp * n / maxHp).
    return (hp * unitSize + maxHp - 1) / maxHp;
}

} // namespace Fray::Encounter
