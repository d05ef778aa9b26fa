// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Formula.h"
#include "core/rules/Ruleset.h"
#include "core/rules/RulesetTables.h"

#include <QMap>
#include <QString>

#include <optional>

namespace Fray::Encounter {

// The part of an attack's value a ruleset works out from the combatant's stats
// (`attack_value.formula`, C&C: BtH + STR modifier), compiled once for a form that asks at
// every keystroke.
class AttackValues
{
public:
    explicit AttackValues(const Rules::Ruleset &ruleset);

    // Whether the ruleset works out any attack's value.
    bool hasFormula() const { return !m_formulas.isEmpty(); }
    // For an attack of `kind` with these stats (a stat not given takes its default); nullopt
    // when the GM types the whole value, or when the formula fails (`error` says why).
    std::optional<qint64> base(
        const QMap<QString, qint64> &stats, const QString &kind, QString *error = nullptr) const;

private:
    Rules::RulesetTables m_tables;
    std::vector<std::pair<QString, qint64>> m_stats; // id and default, by slot
    QMap<QString, Dice::Formula> m_formulas; // by kind, "*" for the others
};

} // namespace Fray::Encounter
