// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace Fray::Record {

// The number of successes among independent trials, each with its own chance (the attacks a
// combatant made, each at its own odds): the Poisson-binomial distribution, by the exact
// dynamic program over the trials, never by a normal approximation.
//
// Fray's odds are doubles, but a check's chance is a fraction of the dice's outcomes (11/20,
// 91/216). When every chance is such a fraction with a small denominator the program also runs
// on whole numbers and gives the answer as an exact fraction.
class PoissonBinomial
{
public:
    // An exact probability, reduced: "141/200".
    struct Fraction
    {
        QString numerator;
        QString denominator;
        QString toString() const { return numerator + QLatin1Char('/') + denominator; }
        bool operator==(const Fraction &) const = default;
    };

    // The largest denominator a chance is read as a fraction with (two d100 rolls: 10,000;
    // 4d6 dropping one against 3d6: 279,936).
    static constexpr std::uint32_t maxDenominator = 1'000'000;
    // Past this many trials no exact fraction is worked out (its denominator would run to
    // hundreds of digits, and the work grows with the square of the trials); the double stays.
    static constexpr std::size_t maxExactTrials = 400;

    explicit PoissonBinomial(std::vector<double> chances);

    std::size_t trials() const { return m_chances.size(); }
    double mean() const; // the expected number of successes
    // P(X <= k): the chance of `k` successes or fewer.
    double atMost(std::int64_t k) const;
    // The same as an exact fraction, when every chance is one (and there are at most
    // maxExactTrials).
    std::optional<Fraction> exactAtMost(std::int64_t k) const;
    bool isExact() const { return m_fractions.size() == m_chances.size(); }

    // The fraction p / q (q <= maxDenominator) a chance was computed as, if it is one: the
    // first continued-fraction convergent within 1e-13 of `chance`.
    static std::optional<std::pair<std::uint32_t, std::uint32_t>> fractionOf(double chance);

private:
    std::vector<double> m_chances;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> m_fractions; // all or none
};

} // namespace Fray::Record
