// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Arithmetic.h"

#include "core/dice/CheckedMath.h"
#include "core/dice/CompensatedSum.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace Fray::Dice::Arithmetic {

namespace {

using Outcome = Distribution::Outcome;

// Results whose value range is at most this wide are accumulated in a flat array.
constexpr double kDenseRange = 4.0 * double(Limits::maxOutcomes);

Distribution withTruncated(Distribution d, double truncated)
{
    d.setTruncated(truncated);
    return d;
}

// Collects probability mass by value, densely when the range is small, hashed otherwise, and
// refuses more than Limits::maxOutcomes distinct values.
class Accumulator
{
public:
    Accumulator(std::int64_t lo, std::int64_t hi, double expectedEntries)
        : m_lo(lo)
    {
        // Exact integer width: doubles cannot tell values near the 64-bit limits apart.
        const auto width = checkedSub(hi, lo);
        const double range = width ? double(*width) + 1.0 : 1e300;
        m_dense = range <= kDenseRange && range <= 8.0 * expectedEntries + 4096.0;
        if (m_dense)
            m_values.assign(std::size_t(range), 0.0);
        else
            m_map.reserve(std::size_t(std::min(expectedEntries, double(Limits::maxOutcomes))));
    }

    bool isDense() const { return m_dense; }
    double *denseAt(std::int64_t value) { return &m_values[std::size_t(value - m_lo)]; }

    void add(std::int64_t value, double probability, const Guard &guard)
    {
        if (m_dense) {
            m_values[std::size_t(value - m_lo)] += probability;
            return;
        }
        m_map[value] += probability;
        if (m_map.size() > std::size_t(Limits::maxOutcomes))
            guard.checkOutcomes(double(m_map.size()));
    }

    Distribution take(const Guard &guard)
    {
        std::vector<Outcome> outcomes;
        if (m_dense) {
            for (std::size_t i = 0; i < m_values.size(); ++i) {
                if (m_values[i] > 0.0)
                    outcomes.push_back({m_lo + std::int64_t(i), m_values[i]});
            }
            guard.checkOutcomes(double(outcomes.size()));
            return Distribution::fromSorted(std::move(outcomes));
        }
        outcomes.reserve(m_map.size());
        for (const auto &[value, probability] : m_map)
            outcomes.push_back({value, probability});
        return Distribution::fromOutcomes(std::move(outcomes));
    }

private:
    std::int64_t m_lo;
    bool m_dense = false;
    std::vector<double> m_values;
    std::unordered_map<std::int64_t, double> m_map;
};

Distribution shift(const Distribution &a, std::int64_t by, Guard &guard)
{
    guard.value(checkedAdd(a.min(), by));
    guard.value(checkedAdd(a.max(), by));
    std::vector<Outcome> outcomes = a.outcomes();
    for (Outcome &o : outcomes)
        o.value += by;
    return withTruncated(Distribution::fromSorted(std::move(outcomes)), a.truncated());
}

Distribution scale(const Distribution &a, std::int64_t by, Guard &guard)
{
    if (by == 0)
        return withTruncated(Distribution::constant(0), a.truncated());
    guard.value(checkedMul(a.min(), by));
    guard.value(checkedMul(a.max(), by));
    std::vector<Outcome> outcomes = a.outcomes();
    for (Outcome &o : outcomes)
        o.value *= by;
    if (by < 0)
        std::reverse(outcomes.begin(), outcomes.end());
    return withTruncated(Distribution::fromSorted(std::move(outcomes)), a.truncated());
}

bool isUniformRun(const Distribution &d)
{
    const auto &o = d.outcomes();
    if (std::uint64_t(o.back().value - o.front().value) != o.size() - 1)
        return false;
    return std::all_of(o.begin(), o.end(),
        [&](const Outcome &x) { return x.probability == o.front().probability; });
}

Distribution fromDense(std::int64_t lo, const std::vector<double> &values, const Guard &guard)
{
    std::vector<Outcome> outcomes;
    outcomes.reserve(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values[i] > 0.0)
            outcomes.push_back({lo + std::int64_t(i), values[i]});
    }
    guard.checkOutcomes(double(outcomes.size()));
    return Distribution::fromSorted(std::move(outcomes));
}

// n uniform dice, one at a time, each step a sum of positive terms (no cancellation).
std::vector<double> uniformByDirectSums(std::int64_t faces, std::int64_t count)
{
    const double each = 1.0 / double(faces);
    std::vector<double> current(std::size_t(faces), each);
    std::vector<double> next;
    for (std::int64_t k = 1; k < count; ++k) {
        next.assign(current.size() + std::size_t(faces) - 1, 0.0);
        for (std::size_t i = 0; i < next.size(); ++i) {
            const std::size_t from = i + 1 >= std::size_t(faces) ? i + 1 - std::size_t(faces) : 0;
            const std::size_t to = std::min(i, current.size() - 1);
            double sum = 0.0;
            for (std::size_t m = from; m <= to; ++m)
                sum += current[m];
            next[i] = sum * each;
        }
        current.swap(next);
    }
    return current;
}

// n uniform dice by window sums: each window is a difference of running sums taken from the
// side where the sums are small (prefix sums left of the centre, suffix sums right of it), so
// tails keep their relative precision while each die costs O(length) instead of O(length * X).
std::vector<double> uniformBySlidingWindows(std::int64_t faces, std::int64_t count)
{
    const double each = 1.0 / double(faces);
    const std::size_t x = std::size_t(faces);
    std::vector<double> current(x, each);
    std::vector<std::pair<double, double>> prefix, suffix;
    std::vector<double> next;
    // Room for the last die's sums from the start: growing each buffer die by die would
    // reallocate (and, for large ones, map fresh pages from the system) every time.
    const std::size_t longest = std::size_t(count) * (x - 1) + 1;
    for (auto *buffer : {&current, &next})
        buffer->reserve(longest);
    prefix.reserve(longest + 1);
    suffix.reserve(longest + 1);
    for (std::int64_t k = 1; k < count; ++k) {
        const std::size_t length = current.size();
        next.assign(length + x - 1, 0.0);
        const std::size_t centre = next.size() / 2;

        // Windows left of the centre need prefix sums up to centre + 1; right of it, suffix
        // sums from centre + 1 - x. Each half is summed from its own far end, with compensated
        // sums kept as (high, low) pairs so the differences lose nothing to rounding drift.
        const std::size_t prefixEnd = std::min(centre, length);
        prefix.assign(prefixEnd + 1, {0.0, 0.0});
        CompensatedSum running;
        for (std::size_t i = 0; i < prefixEnd; ++i) {
            running.add(current[i]);
            prefix[i + 1] = {running.high(), running.low()};
        }
        const std::size_t suffixBegin = centre + 1 >= x ? centre + 1 - x : 0;
        suffix.assign(length + 1, {0.0, 0.0});
        running = CompensatedSum();
        for (std::size_t i = length; i-- > suffixBegin;) {
            running.add(current[i]);
            suffix[i] = {running.high(), running.low()};
        }

        for (std::size_t i = 0; i < next.size(); ++i) {
            const std::size_t from = i + 1 >= x ? i + 1 - x : 0;
            const std::size_t to = std::min(i, length - 1) + 1; // exclusive
            const auto &[a, b] = i < centre ? std::pair{prefix[to], prefix[from]}
                                            : std::pair{suffix[from], suffix[to]};
            next[i] = ((a.first - b.first) + (a.second - b.second)) * each;
        }
        current.swap(next);
    }
    return current;
}

Distribution powerBySquaring(const Distribution &die, std::int64_t count, Guard &guard)
{
    Distribution result = Distribution::constant(0);
    Distribution base = die;
    bool first = true;
    for (std::int64_t n = count; n > 0; n >>= 1) {
        if (n & 1) {
            result = first ? base : add(result, base, guard);
            first = false;
        }
        if (n > 1)
            base = add(base, base, guard);
    }
    return result;
}

} // namespace

double combineTruncated(double a, double b)
{
    return a + b - a * b;
}

double repeatTruncated(double each, std::int64_t count)
{
    if (each <= 0.0 || count <= 0)
        return 0.0;
    if (each >= 1.0)
        return 1.0;
    return -std::expm1(double(count) * std::log1p(-each));
}

Distribution negate(const Distribution &a, Guard &guard)
{
    return scale(a, -1, guard);
}

Distribution add(const Distribution &a, const Distribution &b, Guard &guard)
{
    if (a.isConstant())
        return withTruncated(
            shift(b, a.min(), guard), combineTruncated(a.truncated(), b.truncated()));
    if (b.isConstant())
        return withTruncated(
            shift(a, b.min(), guard), combineTruncated(a.truncated(), b.truncated()));

    const std::int64_t lo = guard.value(checkedAdd(a.min(), b.min()));
    const std::int64_t hi = guard.value(checkedAdd(a.max(), b.max()));
    const double pairs = double(a.size()) * double(b.size());
    guard.spend(pairs);

    Accumulator sum(lo, hi, pairs);
    const auto &small = a.size() <= b.size() ? a.outcomes() : b.outcomes();
    const auto &large = a.size() <= b.size() ? b.outcomes() : a.outcomes();
    if (sum.isDense()) {
        for (const Outcome &x : small) {
            const std::int64_t first = large.front().value;
            double *row = sum.denseAt(x.value + first);
            for (const Outcome &y : large)
                row[y.value - first] += x.probability * y.probability;
        }
    } else {
        for (const Outcome &x : small) {
            for (const Outcome &y : large)
                sum.add(x.value + y.value, x.probability * y.probability, guard);
        }
    }
    return withTruncated(sum.take(guard), combineTruncated(a.truncated(), b.truncated()));
}

Distribution subtract(const Distribution &a, const Distribution &b, Guard &guard)
{
    // Taking a number away is a shift (the most negative number has no opposite to shift by).
    if (b.isConstant() && b.min() != std::numeric_limits<std::int64_t>::min())
        return withTruncated(
            shift(a, -b.min(), guard), combineTruncated(a.truncated(), b.truncated()));
    return add(a, negate(b, guard), guard);
}

Distribution multiply(const Distribution &a, const Distribution &b, Guard &guard)
{
    const double truncated = combineTruncated(a.truncated(), b.truncated());
    if (b.isConstant())
        return withTruncated(scale(a, b.min(), guard), truncated);
    if (a.isConstant())
        return withTruncated(scale(b, a.min(), guard), truncated);

    std::int64_t lo = 0, hi = 0;
    bool firstCorner = true;
    for (std::int64_t x : {a.min(), a.max()}) {
        for (std::int64_t y : {b.min(), b.max()}) {
            const std::int64_t v = guard.value(checkedMul(x, y));
            lo = firstCorner ? v : std::min(lo, v);
            hi = firstCorner ? v : std::max(hi, v);
            firstCorner = false;
        }
    }
    const double pairs = double(a.size()) * double(b.size());
    guard.spend(pairs);
    Accumulator product(lo, hi, pairs);
    for (const Outcome &x : a.outcomes()) {
        for (const Outcome &y : b.outcomes())
            product.add(x.value * y.value, x.probability * y.probability, guard);
    }
    return withTruncated(product.take(guard), truncated);
}

Distribution floorDivide(const Distribution &a, const Distribution &b, Guard &guard)
{
    if (b.probabilityOf(0) > 0.0)
        guard.fail(b.isConstant() ? Guard::tr("division by zero")
                                  : Guard::tr("division by zero is possible"));
    const double pairs = double(a.size()) * double(b.size());
    guard.spend(pairs);

    std::vector<Outcome> quotients;
    quotients.reserve(std::size_t(std::min(pairs, double(Limits::maxOutcomes) + 1)));
    if (b.isConstant()) {
        for (const Outcome &x : a.outcomes())
            quotients.push_back({guard.value(checkedFloorDiv(x.value, b.min())), x.probability});
        return withTruncated(Distribution::fromOutcomes(std::move(quotients)),
            combineTruncated(a.truncated(), b.truncated()));
    }
    std::unordered_map<std::int64_t, double> byValue;
    for (const Outcome &x : a.outcomes()) {
        for (const Outcome &y : b.outcomes()) {
            byValue[guard.value(checkedFloorDiv(x.value, y.value))]
                += x.probability * y.probability;
            if (byValue.size() > std::size_t(Limits::maxOutcomes))
                guard.checkOutcomes(double(byValue.size()));
        }
    }
    for (const auto &[value, probability] : byValue)
        quotients.push_back({value, probability});
    return withTruncated(Distribution::fromOutcomes(std::move(quotients)),
        combineTruncated(a.truncated(), b.truncated()));
}

Distribution maximum(const Distribution &a, const Distribution &b, Guard &guard)
{
    // P(max = v) = P(A = v) P(B <= v) + P(A < v) P(B = v): positive terms only.
    guard.spend(double(a.size() + b.size()));
    const auto &xa = a.outcomes();
    const auto &xb = b.outcomes();
    std::vector<Outcome> result;
    result.reserve(xa.size() + xb.size());
    double belowA = 0.0, belowB = 0.0; // P(A < v), P(B < v)
    std::size_t i = 0, j = 0;
    while (i < xa.size() || j < xb.size()) {
        const std::int64_t v = j >= xb.size() || (i < xa.size() && xa[i].value < xb[j].value)
            ? xa[i].value
            : xb[j].value;
        const double pa = i < xa.size() && xa[i].value == v ? xa[i++].probability : 0.0;
        const double pb = j < xb.size() && xb[j].value == v ? xb[j++].probability : 0.0;
        const double p = pa * (belowB + pb) + belowA * pb;
        if (p > 0.0)
            result.push_back({v, p});
        belowA += pa;
        belowB += pb;
    }
    return withTruncated(Distribution::fromSorted(std::move(result)),
        combineTruncated(a.truncated(), b.truncated()));
}

Distribution minimum(const Distribution &a, const Distribution &b, Guard &guard)
{
    Distribution m = maximum(negate(a, guard), negate(b, guard), guard);
    return negate(m, guard);
}

namespace {

Distribution truthValues(double pFalse, double pTrue, double truncated)
{
    std::vector<Outcome> outcomes;
    if (pFalse > 0.0)
        outcomes.push_back({0, pFalse});
    if (pTrue > 0.0)
        outcomes.push_back({1, pTrue});
    return withTruncated(Distribution::fromSorted(std::move(outcomes)), truncated);
}

// P(A != 0) and P(A == 0), each summed directly.
std::pair<double, double> truth(const Distribution &a)
{
    const double pFalse = a.probabilityOf(0);
    double pTrue = 0.0;
    for (const Outcome &o : a.outcomes()) {
        if (o.value != 0)
            pTrue += o.probability;
    }
    return {pTrue, pFalse};
}

} // namespace

Distribution compare(const Distribution &a, const Distribution &b, Node::CompareOp op, Guard &guard)
{
    // P(A < B), P(A == B) and P(A > B), each a sum of positive terms from one sweep.
    guard.spend(double(a.size() + b.size()));
    const auto &xa = a.outcomes();
    const auto &xb = b.outcomes();
    double less = 0.0, equal = 0.0, greater = 0.0;
    double belowA = 0.0; // P(A < current b value)
    std::size_t i = 0;
    for (const Outcome &y : xb) {
        while (i < xa.size() && xa[i].value < y.value)
            belowA += xa[i++].probability;
        less += y.probability * belowA;
        if (i < xa.size() && xa[i].value == y.value)
            equal += y.probability * xa[i].probability;
    }
    double aboveA = 0.0; // P(A > current b value)
    std::size_t j = xa.size();
    for (auto y = xb.rbegin(); y != xb.rend(); ++y) {
        while (j > 0 && xa[j - 1].value > y->value)
            aboveA += xa[--j].probability;
        greater += y->probability * aboveA;
    }

    double pTrue = 0.0, pFalse = 0.0;
    switch (op) {
    case Node::CompareOp::Less:
        pTrue = less, pFalse = equal + greater;
        break;
    case Node::CompareOp::LessEqual:
        pTrue = less + equal, pFalse = greater;
        break;
    case Node::CompareOp::Greater:
        pTrue = greater, pFalse = less + equal;
        break;
    case Node::CompareOp::GreaterEqual:
        pTrue = greater + equal, pFalse = less;
        break;
    case Node::CompareOp::Equal:
        pTrue = equal, pFalse = less + greater;
        break;
    case Node::CompareOp::NotEqual:
        pTrue = less + greater, pFalse = equal;
        break;
    }
    return truthValues(pFalse, pTrue, combineTruncated(a.truncated(), b.truncated()));
}

Distribution logicalAnd(const Distribution &a, const Distribution &b, Guard &guard)
{
    guard.spend(double(a.size() + b.size()));
    const auto [aTrue, aFalse] = truth(a);
    const auto [bTrue, bFalse] = truth(b);
    return truthValues(
        aFalse + aTrue * bFalse, aTrue * bTrue, combineTruncated(a.truncated(), b.truncated()));
}

Distribution logicalOr(const Distribution &a, const Distribution &b, Guard &guard)
{
    guard.spend(double(a.size() + b.size()));
    const auto [aTrue, aFalse] = truth(a);
    const auto [bTrue, bFalse] = truth(b);
    return truthValues(
        aFalse * bFalse, aTrue + aFalse * bTrue, combineTruncated(a.truncated(), b.truncated()));
}

Distribution logicalNot(const Distribution &a, Guard &guard)
{
    guard.spend(double(a.size()));
    const auto [aTrue, aFalse] = truth(a);
    return truthValues(aTrue, aFalse, a.truncated());
}

Distribution sumOfIdentical(const Distribution &die, std::int64_t count, Guard &guard)
{
    if (count == 0)
        return Distribution::constant(0);
    if (count == 1)
        return die;
    const double truncated = repeatTruncated(die.truncated(), count);
    if (die.isConstant())
        return withTruncated(scale(die, count, guard), truncated);

    const std::int64_t lo = guard.value(checkedMul(die.min(), count));
    guard.value(checkedMul(die.max(), count));
    const double n = double(count);
    const double range = double(die.max()) - double(die.min());
    guard.checkOutcomes(std::min(n * range + 1.0, std::pow(double(die.size()), n)));

    if (isUniformRun(die)) {
        const double faces = double(die.size());
        const double direct = faces * range * n * n / 2.0;
        if (faces <= 16 && direct <= 1e8) {
            guard.spend(direct);
            return withTruncated(
                fromDense(lo, uniformByDirectSums(die.size(), count), guard), truncated);
        }
        guard.spend(range * n * n + faces * n);
        return withTruncated(
            fromDense(lo, uniformBySlidingWindows(die.size(), count), guard), truncated);
    }
    return withTruncated(powerBySquaring(die, count, guard), truncated);
}

Distribution mixture(const std::vector<std::pair<double, Distribution>> &parts, Guard &guard)
{
    std::vector<std::pair<double, const Distribution *>> pointers;
    pointers.reserve(parts.size());
    for (const auto &[weight, d] : parts)
        pointers.emplace_back(weight, &d);
    return mixture(pointers, guard);
}

Distribution mixture(
    const std::vector<std::pair<double, const Distribution *>> &parts, Guard &guard)
{
    std::int64_t lo = parts.front().second->min();
    std::int64_t hi = parts.front().second->max();
    double entries = 0.0;
    double truncated = 0.0;
    for (const auto &[weight, d] : parts) {
        lo = std::min(lo, d->min());
        hi = std::max(hi, d->max());
        entries += double(d->size());
        truncated += weight * d->truncated();
    }
    guard.spend(entries);
    Accumulator sum(lo, hi, entries);
    for (const auto &[weight, d] : parts) {
        for (const Outcome &o : d->outcomes())
            sum.add(o.value, weight * o.probability, guard);
    }
    return withTruncated(sum.take(guard), truncated);
}

} // namespace Fray::Dice::Arithmetic
