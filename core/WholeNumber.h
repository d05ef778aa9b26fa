// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

#include <limits>
#include <optional>

namespace Fray {

// A whole number written plainly: an optional '-' and decimal digits, nothing else (no spaces,
// no '+', no exponent), within qint64. Anything else, or an overflow, is nothing: a number
// that does not fit is never read as 0 or clamped.
inline std::optional<qint64> wholeNumber(QStringView text)
{
    const bool negative = text.startsWith(u'-');
    const QStringView digits = text.mid(negative ? 1 : 0);
    if (digits.isEmpty())
        return std::nullopt;
    // Accumulated below zero, so the most negative qint64 fits too.
    qint64 value = 0;
    constexpr qint64 lowest = std::numeric_limits<qint64>::min();
    for (const QChar c : digits) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        const int digit = c.unicode() - u'0';
        if (value < (lowest + digit) / 10)
            return std::nullopt;
        value = value * 10 - digit;
    }
    if (negative)
        return value;
    if (value == lowest)
        return std::nullopt;
    return -value;
}

} // namespace Fray
