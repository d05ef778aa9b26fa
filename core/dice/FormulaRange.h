// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Expression.h"

#include <QCoreApplication>

#include <cstdint>
#include <functional>
#include <optional>

namespace Fray::Dice {

// The values a dice-free expression can take when each variable stays within a range, worked
// out part by part in the order Formula evaluates it, so a ruleset's formula that can leave the
// 64-bit range or always divides by zero is refused when the ruleset is read, not when a file
// is imported. The ranges are wide (a variable used twice counts as two), so it can only tell
// where a formula may fail; a part it cannot bound (a table) makes the whole unbounded.
class FormulaRange
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Dice::FormulaRange)

public:
    struct Range
    {
        std::int64_t lowest = 0;
        std::int64_t highest = 0;
    };
    using RangeOf = std::function<std::optional<Range>(const QString &variable)>;

    struct Result
    {
        std::optional<Range> range; // none when some part cannot be bounded
        QString problem; // empty when no part can fail
    };

    static Result of(const Expression &expression, const RangeOf &rangeOf);
};

} // namespace Fray::Dice
