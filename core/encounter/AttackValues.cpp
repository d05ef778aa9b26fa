// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/AttackValues.h"

namespace Fray::Encounter {

AttackValues::AttackValues(const Rules::Ruleset &ruleset)
    : m_tables(ruleset.tables)
{
    for (const Rules::Stat &stat : ruleset.stats)
        m_stats.emplace_back(stat.id, stat.defaultValue);
    const auto slotOf = [this](const QString &name) {
        for (std::size_t i = 0; i < m_stats.size(); ++i) {
            if (m_stats[i].first == name)
                return int(i);
        }
        return -1;
    };
    const auto &formulas = ruleset.attackValue.formula;
    for (auto it = formulas.constBegin(); it != formulas.constEnd(); ++it) {
        // The reader checked the formula against the stats; one that still does not compile
        // leaves the value for the GM to type.
        if (const auto f = Dice::Formula::compile(it.value(), slotOf, &m_tables))
            m_formulas.insert(it.key(), *f);
    }
}

std::optional<qint64> AttackValues::base(
    const QMap<QString, qint64> &stats, const QString &kind, QString *error) const
{
    auto it = m_formulas.constFind(kind);
    if (it == m_formulas.constEnd())
        it = m_formulas.constFind(QStringLiteral("*"));
    if (it == m_formulas.constEnd())
        return std::nullopt;
    std::vector<std::int64_t> values;
    values.reserve(m_stats.size());
    for (const auto &[id, defaultValue] : m_stats)
        values.push_back(stats.value(id, defaultValue));
    std::int64_t result = 0;
    if (!it->evaluate(values.data(), result, error))
        return std::nullopt;
    return qint64(result);
}

} // namespace Fray::Encounter
