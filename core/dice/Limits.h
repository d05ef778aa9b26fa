// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace Fray::Dice {

// Hard limits: anything beyond them is refused with a clear error before any real work starts,
// so no expression can hang Fray or exhaust its memory.
namespace Limits {
inline constexpr std::int64_t maxDice = 10'000; // dice in one expression
inline constexpr std::int64_t maxSides = 1'000'000; // sides of one die
inline constexpr std::int64_t maxOutcomes = 1'000'000; // distinct values of a distribution
inline constexpr int maxExplodeDepth = 100; // extra rolls of one exploding die
inline constexpr int defaultExplodeDepth = 10;
inline constexpr int maxNesting = 256; // parentheses, functions, signs
inline constexpr int maxExpressionLength = 10'000; // characters
inline constexpr std::int64_t maxWork = 1'000'000'000; // arithmetic steps per distribution
inline constexpr std::int64_t maxRollTimes = 1'000'000; // rolls in one request
inline constexpr std::int64_t maxRollSteps = 1'000'000; // parts evaluated in one roll
} // namespace Limits

} // namespace Fray::Dice
