// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace Fray::Dice {

// The exact probability of every value a roll can produce: values ascending, each with a
// probability above zero. Probabilities are doubles computed without subtraction wherever a
// tail could lose precision, so small probabilities keep their relative accuracy.
class Distribution
{
public:
    struct Outcome
    {
        std::int64_t value;
        double probability;
        bool operator==(const Outcome &) const = default;
    };

    Distribution(); // the constant 0
    static Distribution constant(std::int64_t value);
    // Takes outcomes in any order; equal values are merged and zero probabilities dropped.
    static Distribution fromOutcomes(std::vector<Outcome> outcomes);
    // Takes outcomes already ascending, distinct and above zero.
    static Distribution fromSorted(std::vector<Outcome> outcomes);

    const std::vector<Outcome> &outcomes() const { return m_outcomes; }
    std::size_t size() const { return m_outcomes.size(); }
    bool isConstant() const { return m_outcomes.size() == 1; }

    std::int64_t min() const { return m_outcomes.front().value; }
    std::int64_t max() const { return m_outcomes.back().value; }
    double mean() const;
    double variance() const;
    double standardDeviation() const;
    double totalProbability() const;

    double probabilityOf(std::int64_t value) const; // P(X = value)
    double probabilityAtLeast(std::int64_t value) const; // P(X >= value)
    double probabilityAtMost(std::int64_t value) const; // P(X <= value)

    // The probability mass an explosion cap cut short (0 without exploding dice). The values
    // above already include it at the capped result.
    double truncated() const { return m_truncated; }
    void setTruncated(double mass) { m_truncated = mass; }

    bool operator==(const Distribution &) const = default;

private:
    std::vector<Outcome> m_outcomes;
    double m_truncated = 0.0;
};

} // namespace Fray::Dice
