// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>

namespace Fray::Sim {

// The standard error of a proportion: `count` of `n` trials.
inline double proportionSe(std::int64_t count, std::int64_t n)
{
    if (n <= 0)
        return 0.0;
    const double p = double(count) / double(n);
    return std::sqrt(std::max(0.0, p * (1.0 - p)) / double(n));
}

// The mean of n values and its standard error from their sum and sum of squares.
inline std::pair<double, double> meanSe(double sum, double squares, std::int64_t n)
{
    if (n <= 0)
        return {0.0, 0.0};
    const double mean = sum / double(n);
    const double variance = std::max(0.0, squares / double(n) - mean * mean);
    return {mean, n > 1 ? std::sqrt(variance / double(n - 1)) : 0.0};
}

} // namespace Fray::Sim
