// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/Ruleset.h"

#include <QCoreApplication>

#include <optional>

namespace Fray::Rules {

// How a modifier reads wherever a GM meets it — the odds view's toggles and the printed odds
// page — so the two always name it alike: its label with what it changes ("Flank attack (+1 to
// hit)", "Cover 1/4 (AC +2)") in the words of the ruleset's variables.
class ModifierText
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::ModifierText)

public:
    // "+2", "−2" (a true minus sign), "+0" in the reader's locale.
    static QString signedNumber(qint64 n);
    // What adding `amount` through the modifier's one effect reads as ("+2 to hit", "AC +2");
    // empty for several effects or a switch.
    static QString change(const Ruleset &ruleset, const Modifier &modifier, qint64 amount);
    // The change of the modifier's own number; empty when it has none (the GM types it), or
    // adds a formula.
    static QString amount(const Ruleset &ruleset, const Modifier &modifier);
    // A toggle's text: the label with its own change, unless the label already says it
    // ("Charge (+2 damage)" once).
    static QString toggle(const Ruleset &ruleset, const Modifier &modifier);
    // A modifier switched on, with the number typed or the count given: "Flank attack (+1 to
    // hit)", "Backstab (+4 to hit)", "Attackers beyond one (+1 to hit) ×2".
    static QString active(
        const Ruleset &ruleset, const Modifier &modifier, std::optional<qint64> value);
};

} // namespace Fray::Rules
