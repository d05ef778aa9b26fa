// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/LuckReport.h"

#include <QHash>

namespace Fray::Record {

using Encounter::CombatantId;

LuckReport LuckReport::of(const Encounter::EncounterState &state)
{
    LuckReport report;
    QHash<CombatantId, std::vector<double>> chances;
    QHash<CombatantId, qint64> hits;
    QHash<CombatantId, QString> recordedName;
    std::vector<CombatantId> firstSeen;
    for (const Encounter::LogEntry &entry : state.log) {
        if (!entry.attack)
            continue;
        const Encounter::AttackRecord &record = *entry.attack;
        report.m_attacks.push_back({entry.round, record});
        if (!chances.contains(record.attacker))
            firstSeen.push_back(record.attacker);
        chances[record.attacker].push_back(record.chance);
        hits[record.attacker] += record.hit ? 1 : 0;
        recordedName[record.attacker] = record.attackerName;
    }

    std::vector<std::pair<CombatantId, QString>> order;
    QSet<CombatantId> inRoster;
    for (const Encounter::Combatant &c : state.combatants) {
        inRoster.insert(c.id);
        if (chances.contains(c.id))
            order.emplace_back(c.id, c.name);
    }
    for (const CombatantId id : firstSeen) {
        if (!inRoster.contains(id))
            order.emplace_back(id, recordedName.value(id));
    }

    for (const auto &[id, name] : order) {
        const PoissonBinomial distribution(chances.value(id));
        Row row;
        row.attacker = id;
        row.name = name;
        row.attacks = qint64(distribution.trials());
        row.hits = hits.value(id);
        row.expectedHits = distribution.mean();
        row.atMost = distribution.atMost(row.hits);
        row.exactAtMost = distribution.exactAtMost(row.hits);
        report.m_rows.push_back(std::move(row));
    }
    return report;
}

} // namespace Fray::Record
