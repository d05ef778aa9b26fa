// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Phrase.h"
#include "core/odds/OddsResult.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

namespace Fray::Encounter {

// A roll said whole for the log (DESIGN 3a): the die, each value and each ticked modifier or
// condition that counted, the total, and what it was set against — "d20 [5] + 3 Attack bonus
// + 2 Rear = 10 vs AC 18". It reads the condition of the band that decided the roll as the
// ruleset wrote it, so it holds for any ruleset; a condition it cannot read as sums is said as
// the die and the values it read.
class RollText
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::RollText)

public:
    // `outcomeLabel`: the result the line already names, so a band named alike is not repeated.
    static Phrase describe(const Odds::RollDecision &decision,
        const std::vector<Odds::Contribution> &contributions, const Rules::Ruleset &ruleset,
        const QString &outcomeLabel = {});
};

} // namespace Fray::Encounter
