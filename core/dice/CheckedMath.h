// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <limits>
#include <optional>

namespace Fray::Dice {

// Integer arithmetic that reports overflow instead of wrapping; every value a dice expression
// can produce goes through these.
#if defined(__GNUC__) || defined(__clang__)
inline std::optional<std::int64_t> checkedAdd(std::int64_t a, std::int64_t b)
{
    std::int64_t r;
    if (__builtin_add_overflow(a, b, &r))
        return std::nullopt;
    return r;
}

inline std::optional<std::int64_t> checkedSub(std::int64_t a, std::int64_t b)
{
    std::int64_t r;
    if (__builtin_sub_overflow(a, b, &r))
        return std::nullopt;
    return r;
}

inline std::optional<std::int64_t> checkedMul(std::int64_t a, std::int64_t b)
{
    std::int64_t r;
    if (__builtin_mul_overflow(a, b, &r))
        return std::nullopt;
    return r;
}
#else
inline std::optional<std::int64_t> checkedAdd(std::int64_t a, std::int64_t b)
{
    using L = std::numeric_limits<std::int64_t>;
    if ((b > 0 && a > L::max() - b) || (b < 0 && a < L::min() - b))
        return std::nullopt;
    return a + b;
}

inline std::optional<std::int64_t> checkedSub(std::int64_t a, std::int64_t b)
{
    using L = std::numeric_limits<std::int64_t>;
    if ((b < 0 && a > L::max() + b) || (b > 0 && a < L::min() + b))
        return std::nullopt;
    return a - b;
}

inline std::optional<std::int64_t> checkedMul(std::int64_t a, std::int64_t b)
{
    using L = std::numeric_limits<std::int64_t>;
    const bool overflow = a > 0 ? (b > 0 ? a > L::max() / b : b < L::min() / a)
                                : (b > 0 ? a < L::min() / b : (a != 0 && b < L::max() / a));
    if (overflow)
        return std::nullopt;
    return a * b;
}
#endif

inline std::optional<std::int64_t> checkedNeg(std::int64_t a)
{
    return checkedSub(0, a);
}

// Division rounding towards negative infinity, as dice rules mean "round down".
inline std::optional<std::int64_t> checkedFloorDiv(std::int64_t a, std::int64_t b)
{
    if (b == 0 || (a == std::numeric_limits<std::int64_t>::min() && b == -1))
        return std::nullopt;
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

} // namespace Fray::Dice
