// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/JsonValue.h"
#include "core/rules/ExpressionChecker.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

namespace Fray::Rules {

// Reads what a combatant of the ruleset is made of, as the character form shows it: the stats
// with their ranges, the stats retired into a combatant's own fields, and how an attack's
// number is worked out from the stats. RulesetReader calls it once the attack kinds are known.
class StatReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::StatReader)

public:
    StatReader(Ruleset &ruleset, const ExpressionChecker &expressions);

    void readStats(const Json::JsonValue &stats);
    // After the variables: a retired stat must not be one, and a formula needs a reader.
    void readRetiredStats(const Json::JsonValue &retired);
    void readAttackValue(const Json::JsonValue &value);

private:
    Ruleset &m_ruleset;
    const ExpressionChecker &m_expressions;
};

} // namespace Fray::Rules
