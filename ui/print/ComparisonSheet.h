// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/odds/RuleComparison.h"
#include "core/sim/FightUnderRulesets.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace Fray::Print {

// House rule A against B on paper: the attack asked, then each value of the varied quantity with
// the hit chance, expected damage and chance to drop the target within 1-3 rounds under A and B
// and B's difference; and, when simulated, the fight's win chance under each. The odds
// calculator's Compare with… prints it.
class ComparisonSheet
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Print::ComparisonSheet)

public:
    struct Comparison
    {
        QString a; // the rulesets' names
        QString b;
        QString asked; // "damage 1d6, target 3 HP, 1 attack a round"
        QString variable; // the varied quantity's label; empty when one point
        std::optional<qint64> current; // the value the situation has, marked
        std::vector<Odds::RuleComparison::Point> points;
        QString fightName;
        std::vector<Sim::FightUnderRulesets::Under> fight; // A, B; empty when not simulated
    };

    // The table's columns and rows as printed (and as a window may show them).
    static QStringList columns(const Comparison &comparison);
    static std::vector<QStringList> rows(const Comparison &comparison);
    // The fight's line, or empty.
    static QString fightLine(const Comparison &comparison);

    // Writes the sheet to a PDF file, replacing it only when all is written; the pages.
    static Expected<int, QString> exportPdf(const QString &path, const Comparison &comparison);
};

} // namespace Fray::Print
