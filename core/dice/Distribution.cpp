// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Distribution.h"

#include "core/dice/CompensatedSum.h"

#include <algorithm>
#include <cmath>

namespace Fray::Dice {

Distribution::Distribution()
    : m_outcomes{{0, 1.0}}
{ }

Distribution Distribution::constant(std::int64_t value)
{
    Distribution d;
    d.m_outcomes = {{value, 1.0}};
    return d;
}

Distribution Distribution::fromOutcomes(std::vector<Outcome> outcomes)
{
    std::sort(outcomes.begin(), outcomes.end(),
        [](const Outcome &a, const Outcome &b) { return a.value < b.value; });
    std::vector<Outcome> merged;
    merged.reserve(outcomes.size());
    for (const Outcome &o : outcomes) {
        if (!merged.empty() && merged.back().value == o.value)
            merged.back().probability += o.probability;
        else
            merged.push_back(o);
    }
    std::erase_if(merged, [](const Outcome &o) { return !(o.probability > 0.0); });
    return fromSorted(std::move(merged));
}

Distribution Distribution::fromSorted(std::vector<Outcome> outcomes)
{
    Distribution d;
    if (!outcomes.empty())
        d.m_outcomes = std::move(outcomes);
    return d;
}

double Distribution::mean() const
{
    CompensatedSum sum;
    for (const Outcome &o : m_outcomes)
        sum.add(double(o.value) * o.probability);
    return sum.value() / totalProbability();
}

double Distribution::variance() const
{
    const double mu = mean();
    CompensatedSum sum;
    for (const Outcome &o : m_outcomes) {
        const double d = double(o.value) - mu;
        sum.add(d * d * o.probability);
    }
    return sum.value() / totalProbability();
}

double Distribution::standardDeviation() const
{
    return std::sqrt(variance());
}

double Distribution::totalProbability() const
{
    CompensatedSum sum;
    for (const Outcome &o : m_outcomes)
        sum.add(o.probability);
    return sum.value();
}

double Distribution::probabilityOf(std::int64_t value) const
{
    const auto it = std::lower_bound(m_outcomes.begin(), m_outcomes.end(), value,
        [](const Outcome &o, std::int64_t v) { return o.value < v; });
    return it != m_outcomes.end() && it->value == value ? it->probability : 0.0;
}

double Distribution::probabilityAtLeast(std::int64_t value) const
{
    // Summed from the top so a small upper tail keeps its relative accuracy.
    CompensatedSum sum;
    for (auto it = m_outcomes.rbegin(); it != m_outcomes.rend() && it->value >= value; ++it)
        sum.add(it->probability);
    return sum.value();
}

double Distribution::probabilityAtMost(std::int64_t value) const
{
    CompensatedSum sum;
    for (auto it = m_outcomes.begin(); it != m_outcomes.end() && it->value <= value; ++it)
        sum.add(it->probability);
    return sum.value();
}

} // namespace Fray::Dice
