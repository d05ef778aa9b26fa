// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the dice tests: exact reference distributions built in the test itself (from
// hand-written counts, closed formulas or plain brute force), and comparisons against them. None
// of them calls the code under test except parse(), evaluate() and roll(), which are what the
// tests are about.

#include "core/dice/Bindings.h"
#include "core/dice/Distribution.h"
#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Expression.h"
#include "core/dice/Random.h"
#include "core/dice/Roller.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace DiceTest {

using namespace Fray::Dice;

// One value of a reference distribution, with its probability in long double so the reference
// carries more precision than the doubles it is compared with.
struct ExactOutcome
{
    std::int64_t value;
    long double probability;
};
using ExactPmf = std::vector<ExactOutcome>;

// Relative tolerance for every probability, mean and standard deviation.
inline constexpr double kRelativeTolerance = 1e-12;

// A pmf from integer counts over a common denominator, starting at `first`; zero counts are left
// out, as the engine leaves out values it cannot produce.
inline ExactPmf fromCounts(
    std::int64_t first, const std::vector<std::uint64_t> &counts, std::uint64_t denominator)
{
    ExactPmf pmf;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] != 0)
            pmf.push_back({first + std::int64_t(i),
                static_cast<long double>(counts[i]) / static_cast<long double>(denominator)});
    }
    return pmf;
}

// Sorts by value and merges equal values.
inline ExactPmf normalised(const std::map<std::int64_t, long double> &byValue)
{
    ExactPmf pmf;
    for (const auto &[value, probability] : byValue) {
        if (probability > 0.0L)
            pmf.push_back({value, probability});
    }
    return pmf;
}

inline ExactPmf constant(std::int64_t value)
{
    return {{value, 1.0L}};
}

// Uniform on [low, high].
inline ExactPmf uniform(std::int64_t low, std::int64_t high)
{
    ExactPmf pmf;
    const long double each = 1.0L / static_cast<long double>(high - low + 1);
    for (std::int64_t v = low; v <= high; ++v)
        pmf.push_back({v, each});
    return pmf;
}

// Counts of the sum of `dice` dice with faces low..low+faces-1: a plain integer convolution,
// one die at a time. Exact while faces^dice fits in 64 bits.
inline std::vector<std::uint64_t> sumCounts(int faces, int dice)
{
    std::vector<std::uint64_t> counts{1};
    for (int d = 0; d < dice; ++d) {
        std::vector<std::uint64_t> next(counts.size() + std::size_t(faces) - 1, 0);
        for (std::size_t s = 0; s < counts.size(); ++s) {
            for (int f = 0; f < faces; ++f)
                next[s + std::size_t(f)] += counts[s];
        }
        counts.swap(next);
    }
    return counts;
}

inline std::uint64_t power(std::uint64_t base, int exponent)
{
    std::uint64_t result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= base;
    return result;
}

// The sum of two independent values, by enumerating every pair.
inline ExactPmf convolve(const ExactPmf &a, const ExactPmf &b)
{
    std::map<std::int64_t, long double> byValue;
    for (const ExactOutcome &x : a) {
        for (const ExactOutcome &y : b)
            byValue[x.value + y.value] += x.probability * y.probability;
    }
    return normalised(byValue);
}

// The sum of `count` independent copies, one at a time.
inline ExactPmf sumOf(const ExactPmf &die, int count)
{
    ExactPmf total = constant(0);
    for (int i = 0; i < count; ++i)
        total = convolve(total, die);
    return total;
}

// Any function of independent values, by enumerating every combination.
inline ExactPmf combine(const ExactPmf &a, const ExactPmf &b,
    const std::function<std::int64_t(std::int64_t, std::int64_t)> &f)
{
    std::map<std::int64_t, long double> byValue;
    for (const ExactOutcome &x : a) {
        for (const ExactOutcome &y : b)
            byValue[f(x.value, y.value)] += x.probability * y.probability;
    }
    return normalised(byValue);
}

inline ExactPmf transform(const ExactPmf &a, const std::function<std::int64_t(std::int64_t)> &f)
{
    std::map<std::int64_t, long double> byValue;
    for (const ExactOutcome &x : a)
        byValue[f(x.value)] += x.probability;
    return normalised(byValue);
}

// One exploding die (faces low..high, a roll of `high` adds another roll) capped after `depth`
// extra rolls: m explosions then a face below `high` has probability (1/faces)^(m+1); depth+1
// highest faces in a row end the chain at (depth+1)*high with probability (1/faces)^(depth+1).
inline ExactPmf explodingDie(std::int64_t low, std::int64_t high, int depth)
{
    const long double each = 1.0L / static_cast<long double>(high - low + 1);
    std::map<std::int64_t, long double> byValue;
    for (int m = 0; m <= depth; ++m) {
        for (std::int64_t face = low; face < high; ++face)
            byValue[m * high + face] += std::pow(each, m + 1);
    }
    byValue[(depth + 1) * high] += std::pow(each, depth + 1);
    return normalised(byValue);
}

// Which dice of a sorted pool count: the `n` highest or lowest.
enum class Keep { Highest, Lowest };

// The sum of the `keep` highest (or lowest) of `count` dice distributed as `die`, by
// enumerating every roll of the pool, sorting it and adding the kept dice.
inline ExactPmf bruteForcePool(const ExactPmf &die, int count, int keep, Keep which)
{
    std::map<std::int64_t, long double> byValue;
    std::vector<std::size_t> index(static_cast<std::size_t>(count), 0);
    std::vector<std::int64_t> values(static_cast<std::size_t>(count));
    for (;;) {
        long double probability = 1.0L;
        for (int i = 0; i < count; ++i) {
            values[std::size_t(i)] = die[index[std::size_t(i)]].value;
            probability *= die[index[std::size_t(i)]].probability;
        }
        std::sort(values.begin(), values.end());
        if (which == Keep::Highest)
            std::reverse(values.begin(), values.end());
        std::int64_t sum = 0;
        for (int i = 0; i < keep; ++i)
            sum += values[std::size_t(i)];
        byValue[sum] += probability;

        int position = 0;
        while (position < count && ++index[std::size_t(position)] == die.size())
            index[std::size_t(position++)] = 0;
        if (position == count)
            break;
    }
    return normalised(byValue);
}

struct Moments
{
    long double mean;
    long double variance;
};

inline Moments momentsOf(const ExactPmf &pmf)
{
    long double mean = 0.0L;
    for (const ExactOutcome &o : pmf)
        mean += static_cast<long double>(o.value) * o.probability;
    long double variance = 0.0L;
    for (const ExactOutcome &o : pmf) {
        const long double d = static_cast<long double>(o.value) - mean;
        variance += d * d * o.probability;
    }
    return {mean, variance};
}

// |actual - expected| <= tolerance * max(|expected|, scale): relative, with `scale` guarding
// values whose exact answer is 0 (a symmetric mean).
inline bool isClose(long double actual, long double expected, long double scale = 0.0L,
    long double tolerance = kRelativeTolerance)
{
    return std::fabs(actual - expected) <= tolerance * std::max(std::fabs(expected), scale);
}

inline QString describe(long double actual, long double expected)
{
    return QStringLiteral("actual %1, expected %2, relative error %3")
        .arg(double(actual), 0, 'g', 17)
        .arg(double(expected), 0, 'g', 17)
        .arg(double(
                 expected == 0.0L ? std::fabs(actual) : std::fabs((actual - expected) / expected)),
            0, 'g', 3);
}

inline QString describe(const Distribution &d)
{
    QStringList parts;
    for (const auto &o : d.outcomes())
        parts << QStringLiteral("%1:%2").arg(o.value).arg(o.probability, 0, 'g', 17);
    return parts.join(QLatin1Char(' '));
}

// Bindings written as "name=number" or "name=expression", as a GM would type them.
inline std::optional<Bindings> bindingsFrom(const QStringList &assignments)
{
    Bindings bindings;
    for (const QString &assignment : assignments) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        if (equals < 0)
            return std::nullopt;
        const QString name = assignment.left(equals);
        const QString value = assignment.mid(equals + 1);
        bool isNumber = false;
        const qint64 number = value.toLongLong(&isNumber);
        if (isNumber) {
            bindings.set(name, std::int64_t(number));
            continue;
        }
        const auto expression = Expression::parse(value);
        if (!expression)
            return std::nullopt;
        bindings.set(name, *expression);
    }
    return bindings;
}

inline EvaluationOptions withDepth(int explodeDepth)
{
    EvaluationOptions options;
    options.explodeDepth = explodeDepth;
    return options;
}

// The first way `actual` differs from `expected` (a value missing or extra, or a probability
// beyond the relative tolerance), or an empty string when they agree.
inline QString probabilitiesMismatch(const Distribution &actual, const ExactPmf &expected)
{
    const auto &outcomes = actual.outcomes();
    if (outcomes.size() != expected.size())
        return QStringLiteral("%1 values instead of %2: %3")
            .arg(outcomes.size())
            .arg(expected.size())
            .arg(describe(actual));
    for (std::size_t i = 0; i < expected.size(); ++i) {
        if (outcomes[i].value != expected[i].value)
            return QStringLiteral("value #%1 is %2, expected %3")
                .arg(i)
                .arg(outcomes[i].value)
                .arg(expected[i].value);
        if (!isClose(outcomes[i].probability, expected[i].probability))
            return QStringLiteral("P(%1): %2")
                .arg(expected[i].value)
                .arg(describe(outcomes[i].probability, expected[i].probability));
        if (actual.probabilityOf(expected[i].value) != outcomes[i].probability)
            return QStringLiteral("probabilityOf(%1) disagrees with outcomes()")
                .arg(expected[i].value);
    }
    return {};
}

// The same for everything the Distribution API says: the pmf, min and max, mean and standard
// deviation, and both tails at every value and just outside.
inline QString distributionMismatch(const Distribution &actual, const ExactPmf &expected)
{
    if (const QString mismatch = probabilitiesMismatch(actual, expected); !mismatch.isEmpty())
        return mismatch;
    if (actual.min() != expected.front().value || actual.max() != expected.back().value)
        return QStringLiteral("min %1 and max %2, expected %3 and %4")
            .arg(actual.min())
            .arg(actual.max())
            .arg(expected.front().value)
            .arg(expected.back().value);

    const Moments exact = momentsOf(expected);
    const long double scale = std::max(std::fabs(static_cast<long double>(expected.front().value)),
        std::fabs(static_cast<long double>(expected.back().value)));
    if (!isClose(actual.mean(), exact.mean, scale))
        return QStringLiteral("mean: ") + describe(actual.mean(), exact.mean);
    const long double exactDeviation = std::sqrt(exact.variance);
    if (!isClose(actual.standardDeviation(), exactDeviation, scale * 1e-3L))
        return QStringLiteral("stddev: ") + describe(actual.standardDeviation(), exactDeviation);

    // Tails summed from their own end, as exact as the probabilities they add.
    std::vector<long double> atMost(expected.size()), atLeast(expected.size());
    long double sum = 0.0L;
    for (std::size_t i = 0; i < expected.size(); ++i)
        atMost[i] = sum += expected[i].probability;
    sum = 0.0L;
    for (std::size_t i = expected.size(); i-- > 0;)
        atLeast[i] = sum += expected[i].probability;

    const std::int64_t below = expected.front().value - 1;
    const std::int64_t above = expected.back().value + 1;
    if (actual.probabilityAtMost(below) != 0.0 || actual.probabilityAtLeast(above) != 0.0)
        return QStringLiteral("a tail outside [min, max] is not 0");
    if (!isClose(actual.probabilityAtLeast(below), atLeast.front())
        || !isClose(actual.probabilityAtMost(above), atMost.back()))
        return QStringLiteral("a tail over every value is not the total");
    // Each tail query walks the outcomes, so a wide distribution (more than 2,000 values) is
    // checked at about a hundred values spread over its range, both ends included.
    const std::size_t step = expected.size() <= 2000 ? 1 : expected.size() / 100;
    std::vector<std::size_t> checked;
    for (std::size_t i = 0; i < expected.size(); i += step)
        checked.push_back(i);
    if (checked.back() != expected.size() - 1)
        checked.push_back(expected.size() - 1);
    for (const std::size_t i : checked) {
        const std::int64_t v = expected[i].value;
        if (!isClose(actual.probabilityAtMost(v), atMost[i]))
            return QStringLiteral("P(<= %1): %2")
                .arg(v)
                .arg(describe(actual.probabilityAtMost(v), atMost[i]));
        if (!isClose(actual.probabilityAtLeast(v), atLeast[i]))
            return QStringLiteral("P(>= %1): %2")
                .arg(v)
                .arg(describe(actual.probabilityAtLeast(v), atLeast[i]));
    }
    return {};
}

} // namespace DiceTest

Q_DECLARE_METATYPE(DiceTest::ExactPmf)

// Parses `text`, failing the calling test function when it does not parse.
#define DICE_PARSE(variable, text)                                                                 \
    const auto variable##Parsed = Fray::Dice::Expression::parse(text);                             \
    QVERIFY2(variable##Parsed.ok(),                                                                \
        qPrintable(variable##Parsed.ok() ? QString() : variable##Parsed.error().toString()));      \
    const Fray::Dice::Expression &variable = *variable##Parsed

// Evaluates `expression` exactly, failing the calling test function on an error.
#define DICE_EVALUATE(variable, expression, bindings, options)                                     \
    const auto variable##Evaluated                                                                 \
        = Fray::Dice::DistributionEvaluator::evaluate(expression, bindings, options);              \
    QVERIFY2(variable##Evaluated.ok(),                                                             \
        qPrintable(                                                                                \
            variable##Evaluated.ok() ? QString() : variable##Evaluated.error().toString()));       \
    const Fray::Dice::Distribution &variable = *variable##Evaluated
