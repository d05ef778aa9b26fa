// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/PoissonBinomial.h"

#include "core/record/BigNatural.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace Fray::Record {

namespace {

// A chance computed from dice is within a few rounding errors of its fraction; anything farther
// from every fraction with a small denominator is not one.
constexpr double kTolerance = 1e-13;

// P(X <= k) over whole numbers: N[i] / D is P(X = i) among the trials so far, D the product of
// the denominators. Only N[0..k] are needed for the tail, so the rest is never computed.
struct ExactTail
{
    BigNatural numerator;
    BigNatural denominator;
};

ExactTail exactTail(
    const std::vector<std::pair<std::uint32_t, std::uint32_t>> &fractions, std::size_t k)
{
    std::vector<BigNatural> counts(1, BigNatural(1));
    BigNatural denominator(1);
    for (const auto &[p, q] : fractions) {
        if (counts.size() <= k)
            counts.emplace_back();
        // Downwards, so counts[i - 1] is still the value before this trial.
        for (std::size_t i = counts.size(); i-- > 1;)
            counts[i].multiplyAdd(q - p, counts[i - 1], p);
        counts[0] *= q - p;
        denominator *= q;
    }
    ExactTail tail{BigNatural(), std::move(denominator)};
    for (const BigNatural &count : counts)
        tail.numerator += count;
    // The denominator's primes are the denominators' primes, so dividing out the shared ones of
    // those leaves the fraction in lowest terms.
    std::set<std::uint32_t> primes;
    for (const auto &fraction : fractions) {
        std::uint32_t q = fraction.second;
        for (std::uint32_t d = 2; d * d <= q; ++d) {
            for (; q % d == 0; q /= d)
                primes.insert(d);
        }
        if (q > 1)
            primes.insert(q);
    }
    for (const std::uint32_t prime : primes) {
        while (tail.numerator.remainder(prime) == 0 && tail.denominator.remainder(prime) == 0) {
            tail.numerator.divideBy(prime);
            tail.denominator.divideBy(prime);
        }
    }
    return tail;
}

} // namespace

PoissonBinomial::PoissonBinomial(std::vector<double> chances)
    : m_chances(std::move(chances))
{
    for (const double chance : m_chances) {
        const auto fraction = fractionOf(chance);
        if (!fraction) {
            m_fractions.clear();
            break;
        }
        m_fractions.push_back(*fraction);
    }
}

double PoissonBinomial::mean() const
{
    double sum = 0.0;
    for (const double chance : m_chances)
        sum += chance;
    return sum;
}

double PoissonBinomial::atMost(std::int64_t k) const
{
    if (k < 0)
        return 0.0;
    if (std::uint64_t(k) >= m_chances.size())
        return 1.0;
    // On doubles even when the chances are fractions: only sums and products of numbers in
    // [0, 1], so nothing cancels and the answer is within about 2n rounding errors of the exact
    // one (relatively, small tails too), for a fraction of the big numbers' cost.
    std::vector<double> p(1, 1.0);
    for (const double chance : m_chances) {
        if (p.size() <= std::size_t(k))
            p.push_back(0.0);
        for (std::size_t i = p.size(); i-- > 1;)
            p[i] = p[i] * (1.0 - chance) + p[i - 1] * chance;
        p[0] *= 1.0 - chance;
    }
    double sum = 0.0;
    for (const double value : p)
        sum += value;
    return std::min(sum, 1.0);
}

std::optional<PoissonBinomial::Fraction> PoissonBinomial::exactAtMost(std::int64_t k) const
{
    if (!isExact() || m_chances.size() > maxExactTrials)
        return std::nullopt;
    if (k < 0)
        return Fraction{QStringLiteral("0"), QStringLiteral("1")};
    if (std::uint64_t(k) >= m_chances.size())
        return Fraction{QStringLiteral("1"), QStringLiteral("1")};
    const ExactTail tail = exactTail(m_fractions, std::size_t(k));
    return Fraction{tail.numerator.toString(), tail.denominator.toString()};
}

std::optional<std::pair<std::uint32_t, std::uint32_t>> PoissonBinomial::fractionOf(double chance)
{
    if (!(chance >= 0.0 && chance <= 1.0))
        return std::nullopt;
    // Convergents h/k of the continued fraction of `chance`, from h-2/k-2 = 0/1, h-1/k-1 = 1/0.
    std::uint64_t h0 = 0, h1 = 1, k0 = 1, k1 = 0;
    double x = chance;
    for (int step = 0; step < 64; ++step) {
        const double whole = std::floor(x);
        if (whole > double(maxDenominator))
            return std::nullopt;
        const auto a = std::uint64_t(whole);
        const std::uint64_t h = a * h1 + h0;
        const std::uint64_t k = a * k1 + k0;
        if (k > maxDenominator)
            return std::nullopt;
        if (std::abs(chance - double(h) / double(k)) <= kTolerance)
            return std::pair{std::uint32_t(h), std::uint32_t(k)};
        const double rest = x - whole;
        if (rest <= 0.0)
            return std::nullopt;
        x = 1.0 / rest;
        h0 = h1;
        h1 = h;
        k0 = k1;
        k1 = k;
    }
    return std::nullopt;
}

} // namespace Fray::Record
