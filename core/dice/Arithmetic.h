// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Distribution.h"
#include "core/dice/Guard.h"
#include "core/dice/Node.h"

#include <utility>
#include <vector>

namespace Fray::Dice {

// Exact arithmetic on independent random values. Every function states its cost to the guard
// before working, checks for 64-bit overflow, and refuses results with too many outcomes.
namespace Arithmetic {

Distribution negate(const Distribution &a, Guard &guard);
Distribution add(const Distribution &a, const Distribution &b, Guard &guard);
Distribution subtract(const Distribution &a, const Distribution &b, Guard &guard);
Distribution multiply(const Distribution &a, const Distribution &b, Guard &guard);
// Rounds down (towards negative infinity). Refuses a divisor that can be 0.
Distribution floorDivide(const Distribution &a, const Distribution &b, Guard &guard);
Distribution maximum(const Distribution &a, const Distribution &b, Guard &guard);
Distribution minimum(const Distribution &a, const Distribution &b, Guard &guard);

// 1 where `a op b` holds, 0 elsewhere, for independent a and b.
Distribution compare(
    const Distribution &a, const Distribution &b, Node::CompareOp op, Guard &guard);
// Logic on truth values (non-zero is true), giving 0 or 1.
Distribution logicalAnd(const Distribution &a, const Distribution &b, Guard &guard);
Distribution logicalOr(const Distribution &a, const Distribution &b, Guard &guard);
Distribution logicalNot(const Distribution &a, Guard &guard);

// Every value replaced by `map(value)`; equal results merge.
template<typename Map>
Distribution mapValues(const Distribution &a, Map map)
{
    std::vector<Distribution::Outcome> outcomes;
    outcomes.reserve(a.size());
    for (const Distribution::Outcome &o : a.outcomes())
        outcomes.push_back({map(o.value), o.probability});
    Distribution result = Distribution::fromOutcomes(std::move(outcomes));
    result.setTruncated(a.truncated());
    return result;
}

// The sum of `count` independent copies of `die`.
Distribution sumOfIdentical(const Distribution &die, std::int64_t count, Guard &guard);

// A weighted mixture: with probability weights[i].first the value follows weights[i].second.
Distribution mixture(const std::vector<std::pair<double, Distribution>> &parts, Guard &guard);
Distribution mixture(
    const std::vector<std::pair<double, const Distribution *>> &parts, Guard &guard);

// P(A or B truncated) for independent A and B.
double combineTruncated(double a, double b);
// P(any of `count` independent values truncated), each with probability `each`.
double repeatTruncated(double each, std::int64_t count);

} // namespace Arithmetic

} // namespace Fray::Dice
