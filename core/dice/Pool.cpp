// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Pool.h"

#include "core/dice/Arithmetic.h"
#include "core/dice/CheckedMath.h"
#include "core/dice/CompensatedSum.h"

#include <algorithm>
#include <cmath>

namespace Fray::Dice::Pool {

namespace {

// The sums reachable by the dice assigned so far, as a dense run of weights.
struct Row
{
    std::int64_t lo = 0;
    std::vector<double> weights;
    bool empty() const { return weights.empty(); }
    std::int64_t hi() const { return lo + std::int64_t(weights.size()) - 1; }
};

double logChoose(std::int64_t n, std::int64_t k)
{
    k = std::min(k, n - k);
    double sum = 0.0;
    for (std::int64_t i = 1; i <= k; ++i)
        sum += std::log(double(n - k + i) / double(i));
    return sum;
}

// sum over j = from..n of C(n, j) p^j q^(n-j), with at = p + q and q1 = 1 - q known without
// cancellation. When the tail holds the bulk it is the total (p + q)^n minus the few terms below
// `from`; otherwise its terms are summed directly. Terms are generated from one computed in log
// space, so nothing that matters underflows.
double binomialTail(std::int64_t n, std::int64_t from, double p, double q, double at, double q1)
{
    if (from > n)
        return 0.0;
    if (q <= 0.0)
        return std::pow(p, double(n));
    if (from <= 0)
        return std::pow(at, double(n));
    const double logP = std::log(p);
    const double logQ = q1 < 0.5 ? std::log1p(-q1) : std::log(q);
    const auto term = [&](std::int64_t j) {
        return std::exp(logChoose(n, j) + double(j) * logP + double(n - j) * logQ);
    };
    const double ratio = p / q;
    const std::int64_t mode
        = std::clamp(std::int64_t(std::floor(double(n + 1) * p / (p + q))), std::int64_t(0), n);
    if (from <= mode) {
        // Terms below `from` fall away from the mode, so summing downwards converges fast.
        double t = term(from - 1);
        double lower = t;
        for (std::int64_t j = from - 1; j > 0; --j) {
            t *= double(j) / double(n - j + 1) / ratio;
            lower += t;
            if (t < lower * 1e-18)
                break;
        }
        return std::max(0.0, std::pow(at, double(n)) - lower);
    }
    double t = term(from);
    double upper = t;
    for (std::int64_t j = from; j < n; ++j) {
        t *= double(n - j) / double(j + 1) * ratio;
        upper += t;
        if (t < upper * 1e-18)
            break;
    }
    return upper;
}

void addShifted(Row &target, const Row &source, std::int64_t shift, double factor)
{
    double *out = target.weights.data() + (source.lo + shift - target.lo);
    const double *in = source.weights.data();
    for (std::size_t s = 0; s < source.weights.size(); ++s)
        out[s] += in[s] * factor;
}

} // namespace

Distribution keepHighest(
    const Distribution &die, std::int64_t count, std::int64_t keep, Guard &guard)
{
    if (keep == 0)
        return Distribution::constant(0);
    if (keep >= count)
        return Arithmetic::sumOfIdentical(die, count, guard);

    // Outcomes from the highest down; at[i] = P(die <= o[i]), above[i] = P(die > o[i]).
    // The tails below raise these to the pool size, which multiplies their relative error by
    // up to 10,000: so they are compensated sums, and divided by the die's total so that the
    // whole die is exactly 1 (six doubles of 1/6 summed in order give 1 - 2^-53, and
    // (1 - 2^-53)^10000 is 1 - 1.1e-12).
    const auto &ascending = die.outcomes();
    const std::size_t faces = ascending.size();
    std::vector<std::int64_t> o(faces);
    std::vector<double> p(faces), at(faces + 1, 0.0), above(faces + 1, 0.0);
    for (std::size_t i = 0; i < faces; ++i) {
        o[i] = ascending[faces - 1 - i].value;
        p[i] = ascending[faces - 1 - i].probability;
    }
    CompensatedSum running;
    for (std::size_t i = faces; i-- > 0;) {
        running.add(p[i]);
        at[i] = running.value();
    }
    const double dieMass = at[0];
    running = CompensatedSum();
    for (std::size_t i = 0; i < faces; ++i) {
        running.add(p[i]);
        above[i + 1] = running.value() / dieMass;
        at[i] /= dieMass;
        p[i] /= dieMass;
    }

    const std::int64_t lo = guard.value(checkedMul(die.min(), keep));
    const std::int64_t hi = guard.value(checkedMul(die.max(), keep));
    const double faceRange = double(die.max()) - double(die.min());
    const double k = double(keep);
    guard.checkOutcomes(std::min(k * faceRange + 1.0, std::pow(double(faces), k)));
    guard.spend(double(faces) * (k * k * (k * faceRange + 1.0) / 2.0 + k * double(count)));

    std::vector<Row> rows(static_cast<std::size_t>(keep));
    rows[0] = Row{0, {1.0}};
    std::vector<double> finals(std::size_t(hi - lo + 1), 0.0);

    for (std::size_t i = 0; i < faces; ++i) {
        const std::int64_t value = o[i];
        const bool last = i + 1 == faces;
        std::vector<Row> next(rows.size());

        // Ranges of the rows after this outcome, so each is allocated once.
        if (!last) {
            for (std::int64_t n = 0; n < keep; ++n) {
                const Row &row = rows[std::size_t(n)];
                if (row.empty())
                    continue;
                for (std::int64_t j = 0; n + j < keep && j <= count - n; ++j) {
                    Row &target = next[std::size_t(n + j)];
                    const std::int64_t a = row.lo + j * value;
                    const std::int64_t b = row.hi() + j * value;
                    if (target.empty()) {
                        target.lo = a;
                        target.weights.assign(std::size_t(b - a + 1), 0.0);
                    } else if (a < target.lo || b > target.hi()) {
                        const std::int64_t newLo = std::min(a, target.lo);
                        const std::int64_t newHi = std::max(b, target.hi());
                        std::vector<double> grown(std::size_t(newHi - newLo + 1), 0.0);
                        std::copy(target.weights.begin(), target.weights.end(),
                            grown.begin() + (target.lo - newLo));
                        target.lo = newLo;
                        target.weights.swap(grown);
                    }
                }
            }
        }

        for (std::int64_t n = 0; n < keep; ++n) {
            const Row &row = rows[std::size_t(n)];
            if (row.empty())
                continue;
            const std::int64_t remaining = count - n;
            // The slots left are all filled here: at least keep - n of the remaining dice show
            // this outcome and the rest show less.
            const double tail
                = binomialTail(remaining, keep - n, p[i], at[i + 1], at[i], above[i + 1]);
            if (tail > 0.0) {
                const std::int64_t shift = (keep - n) * value - lo;
                for (std::size_t s = 0; s < row.weights.size(); ++s)
                    finals[std::size_t(row.lo + std::int64_t(s) + shift)] += row.weights[s] * tail;
            }
            if (last)
                continue;
            // Or fewer show it, and the rest wait for lower outcomes.
            double factor = 1.0;
            for (std::int64_t j = 0; n + j < keep && j <= remaining; ++j) {
                addShifted(next[std::size_t(n + j)], row, j * value, factor);
                factor *= double(remaining - j) / double(j + 1) * p[i];
            }
        }
        rows.swap(next);
    }

    std::vector<Distribution::Outcome> outcomes;
    double total = 0.0;
    for (std::size_t s = 0; s < finals.size(); ++s) {
        if (finals[s] > 0.0) {
            outcomes.push_back({lo + std::int64_t(s), finals[s]});
            total += finals[s];
        }
    }
    if (!std::isfinite(total) || std::abs(total - 1.0) > 1e-9)
        guard.fail(Guard::tr("this pool is too large to compute exactly"));
    guard.checkOutcomes(double(outcomes.size()));
    Distribution result = Distribution::fromSorted(std::move(outcomes));
    result.setTruncated(Arithmetic::repeatTruncated(die.truncated(), count));
    return result;
}

Distribution keepLowest(
    const Distribution &die, std::int64_t count, std::int64_t keep, Guard &guard)
{
    const Distribution mirrored = keepHighest(Arithmetic::negate(die, guard), count, keep, guard);
    return Arithmetic::negate(mirrored, guard);
}

} // namespace Fray::Dice::Pool
