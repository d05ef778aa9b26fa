// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/JsonValue.h"
#include "core/rules/ExpressionChecker.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

namespace Fray::Rules {

// Reads a ruleset's "import" section: how another tool's stat block maps onto this ruleset's
// defence, armour, attack values and stats. Read last, as it names stats and conditions.
class ImportMappingReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::ImportMappingReader)

public:
    ImportMappingReader(Ruleset &ruleset, const ExpressionChecker &expressions);

    // The values a stat block can give; @attack only where an attack's value is worked out.
    static QStringList sourceValues();
    // The source values an import takes (StatBlockMapper names any other in its loss report):
    // as large as any value of a combatant (EncounterCheck::maxValue), hit points as large as
    // its hit points (EncounterCheck::maxHitPoints), HP dice as many as one roll has. The
    // formulas are checked against them, so none can overflow on a value an import takes.
    static constexpr qint64 maxSourceValue = 1'000'000;
    static constexpr qint64 maxSourceHitPoints = 1'000'000'000;
    struct SourceRange
    {
        qint64 lowest = 0;
        qint64 highest = 0;
    };
    static SourceRange sourceRange(const QString &value);
    void read(const Json::JsonValue &mapping);

private:
    Ruleset &m_ruleset;
    const ExpressionChecker &m_expressions;
};

} // namespace Fray::Rules
