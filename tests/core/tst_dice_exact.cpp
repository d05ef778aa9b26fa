// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Exact distributions of dice expressions against references worked out without the engine:
// counts written from combinatorics, closed formulas, and brute force over every roll.

#include "DiceTestSupport.h"
#include "HermeticTest.h"

#include <QLocale>
#include <QStandardPaths>
#include <QTest>

using namespace DiceTest;
using namespace Qt::StringLiterals;

namespace {

// 3d6: the number of ways to roll 3..18 out of 6^3 = 216.
const std::vector<std::uint64_t> k3d6Counts{
    1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1};
// 4d6, lowest dropped: the number of ways to get 3..18 out of 6^4 = 1296.
const std::vector<std::uint64_t> k4d6dl1Counts{
    1, 4, 10, 21, 38, 62, 91, 122, 148, 167, 172, 160, 131, 94, 54, 21};
// 4dF: coefficients of (x^-1 + 1 + x)^4 for -4..4, out of 3^4 = 81.
const std::vector<std::uint64_t> k4dFCounts{1, 4, 10, 16, 19, 16, 10, 4, 1};
// 2d6 for 2..12, out of 36.
const std::vector<std::uint64_t> k2d6Counts{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};

// The highest of `count` dN: P(max = v) = (v^count - (v-1)^count) / N^count.
ExactPmf highestOf(int sides, int count)
{
    ExactPmf pmf;
    const long double n = sides;
    for (int v = 1; v <= sides; ++v)
        pmf.push_back({v, std::pow(v / n, count) - std::pow((v - 1) / n, count)});
    return pmf;
}

// The lowest of `count` dN, the mirror image: P(min = v) = P(max = N + 1 - v).
ExactPmf lowestOf(int sides, int count)
{
    return transform(highestOf(sides, count), [&](std::int64_t v) { return sides + 1 - v; });
}

std::vector<std::uint64_t> reversed(std::vector<std::uint64_t> counts)
{
    std::reverse(counts.begin(), counts.end());
    return counts;
}

} // namespace

class TestDiceExact : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void exactDistribution_data();
    void exactDistribution();

    void handWorkedMoments_data();
    void handWorkedMoments();

    void namedProbabilities_data();
    void namedProbabilities();

    void truncatedMass_data();
    void truncatedMass();

    void boundDistributionStandsForItsExpression_data();
    void boundDistributionStandsForItsExpression();

    void caseAndSpacesDoNotMatter_data();
    void caseAndSpacesDoNotMatter();
};

void TestDiceExact::exactDistribution_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QStringList>("bindings");
    QTest::addColumn<int>("explodeDepth");
    QTest::addColumn<ExactPmf>("expected");

    const QStringList none;
    const int depth = 10;
    const auto row = [&](const char *name, const char16_t *text, const ExactPmf &expected) {
        QTest::newRow(name) << QString::fromUtf16(text) << none << depth << expected;
    };

    // Sums of dice.
    row("3d6-counts-over-216", u"3d6", fromCounts(3, k3d6Counts, 216));
    row("1d8-plus-2-uniform-3-to-10", u"1d8+2", uniform(3, 10));
    row("d-percent-is-d100", u"d%", uniform(1, 100));
    row("1d100", u"1d100", uniform(1, 100));
    row("dF-minus-one-to-one", u"dF", uniform(-1, 1));
    row("4dF-counts-over-81", u"4dF", fromCounts(-4, k4dFCounts, 81));
    row("10d10-integer-convolution", u"10d10", fromCounts(10, sumCounts(10, 10), power(10, 10)));
    row("3d20-integer-convolution", u"3d20", fromCounts(3, sumCounts(20, 3), 8000));
    // 20^14 < 2^64, so every count is exact; the tails are 20^-14 and must keep their digits.
    row("14d20-integer-convolution-with-tails", u"14d20",
        fromCounts(14, sumCounts(20, 14), power(20, 14)));
    // The widest dice: a million faces, and the sum of two dice of 100,000 faces, whose counts
    // are the triangle min(v - 1, 200001 - v) over 10^10.
    row("1d1000000-uniform", u"1d1000000", uniform(1, 1'000'000));
    row("2d100000-triangle", u"2d100000", [] {
        std::vector<std::uint64_t> counts;
        for (std::uint64_t v = 2; v <= 200'000; ++v)
            counts.push_back(std::min(v - 1, 200'001 - v));
        return fromCounts(2, counts, 10'000'000'000ULL);
    }());
    row("0d6-is-zero", u"0d6", constant(0));
    row("3d1-is-three", u"3d1", constant(3));
    row("1d6-minus-1d6-triangle", u"1d6-1d6",
        fromCounts(-5, {1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}, 36));
    row("count-from-a-roll-1d4-d6", u"(1d4)d6", [] {
        std::map<std::int64_t, long double> byValue;
        for (int n = 1; n <= 4; ++n) {
            for (const ExactOutcome &o : sumOf(uniform(1, 6), n))
                byValue[o.value] += o.probability / 4.0L;
        }
        return normalised(byValue);
    }());

    // Keep and drop.
    row("4d6dl1-counts-over-1296", u"4d6dl1", fromCounts(3, k4d6dl1Counts, 1296));
    row("4d6kh3-same-as-dl1", u"4d6kh3", fromCounts(3, k4d6dl1Counts, 1296));
    row("4d6k3-k-means-keep-highest", u"4d6k3", fromCounts(3, k4d6dl1Counts, 1296));
    row("4d6dl-drops-one-by-default", u"4d6dl", fromCounts(3, k4d6dl1Counts, 1296));
    row("4d6kl3-mirror-of-kh3", u"4d6kl3", fromCounts(3, reversed(k4d6dl1Counts), 1296));
    row("4d6dh1-same-as-kl3", u"4d6dh1", fromCounts(3, reversed(k4d6dl1Counts), 1296));
    row("4d6k-keeps-one", u"4d6k", fromCounts(1, {1, 15, 65, 175, 369, 671}, 1296));
    row("2d20kh1-advantage", u"2d20kh1", highestOf(20, 2));
    row("2d20kl1-disadvantage", u"2d20kl1", lowestOf(20, 2));
    row("3d20kh1", u"3d20kh1", highestOf(20, 3));
    row("100d6kh1-highest-of-many", u"100d6kh1", highestOf(6, 100));
    row("100d6kl1-lowest-of-many", u"100d6kl1", lowestOf(6, 100));
    row("4d6kh0-keeps-nothing", u"4d6kh0", constant(0));
    row("4d6dl4-drops-everything", u"4d6dl4", constant(0));
    row("4d6dh0-drops-nothing", u"4d6dh0", sumOf(uniform(1, 6), 4));

    // Arithmetic.
    row("2d6-times-2-in-parentheses", u"(2d6)*2",
        fromCounts(4, {1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 5, 0, 4, 0, 3, 0, 2, 0, 1}, 36));
    row("2d6-times-2-dice-bind-tighter", u"2d6*2",
        fromCounts(4, {1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 5, 0, 4, 0, 3, 0, 2, 0, 1}, 36));
    row("2-times-1d6-scales-one-die", u"2*1d6",
        transform(uniform(1, 6), [](auto v) { return 2 * v; }));
    row("1d6-times-1d6-every-pair", u"1d6*1d6",
        combine(uniform(1, 6), uniform(1, 6), [](auto a, auto b) { return a * b; }));
    row("floor-division-1d6-by-2", u"1d6/2", fromCounts(0, {1, 2, 2, 1}, 6));
    row("floor-division-rounds-down-negative", u"-1d6/2", fromCounts(-3, {2, 2, 2}, 6));
    row("floor-division-by-negative", u"1d6/-2", fromCounts(-3, {2, 2, 2}, 6));
    row("floor-division-across-zero", u"(1d6-4)/2", fromCounts(-2, {1, 2, 2, 1}, 6));
    row("division-by-a-roll", u"12/1d4",
        combine(constant(12), uniform(1, 4), [](auto a, auto b) { return a / b; }));
    row("unary-minus-1d6", u"-1d6", uniform(-6, -1));
    row("double-minus-1d6", u"--1d6", uniform(1, 6));
    row("unary-plus-1d6", u"+1d6", uniform(1, 6));
    row("minus-2d6-in-parentheses", u"-(2d6)", fromCounts(-12, k2d6Counts, 36));
    row("constant", u"7", constant(7));
    row("precedence-times-before-plus", u"2+3*4", constant(14));
    row("parentheses-first", u"(2+3)*4", constant(20));
    row("mixed-constants", u"2*3-4/2+1", constant(5));
    row("constant-division-floors", u"7/2", constant(3));
    row("negative-constant-division-floors", u"-7/2", constant(-4));
    row("subtraction-is-left-associative", u"10-3-2", constant(5));

    // Functions.
    row("max-zero-clamps-damage", u"max(0,1d8+1-3)", fromCounts(0, {2, 1, 1, 1, 1, 1, 1}, 8));
    row("max-of-d6-and-d8", u"max(1d6,1d8)", fromCounts(1, {1, 3, 5, 7, 9, 11, 6, 6}, 48));
    row("min-of-d6-and-d8", u"min(1d6,1d8)", fromCounts(1, {13, 11, 9, 7, 5, 3}, 48));
    row("max-of-two-d20-is-advantage", u"max(1d20,1d20)", highestOf(20, 2));
    row("min-of-three-values", u"min(1d6,1d6,1d6)", lowestOf(6, 3));
    row("max-of-constants", u"max(3,9,5)", constant(9));
    row("maxof-3d6", u"maxof(3d6)", constant(18));
    row("minof-3d6-plus-one", u"minof(3d6)+1", constant(4));
    row("maxof-exploding-counts-the-cap", u"maxof(1d6!)", constant(66));

    // Exploding dice, capped after `depth` extra rolls.
    row("exploding-d6-depth-10", u"1d6!", explodingDie(1, 6, 10));
    row("exploding-d6-bare", u"d6!", explodingDie(1, 6, 10));
    row("exploding-two-d6", u"2d6!", sumOf(explodingDie(1, 6, 10), 2));
    row("exploding-dF", u"1dF!", explodingDie(-1, 1, 10));
    row("exploding-d1-always-reaches-the-cap", u"3d1!", constant(33));
    row("exploding-pool-keep-highest", u"3d4!kh2",
        bruteForcePool(explodingDie(1, 4, 10), 3, 2, Keep::Highest));
    QTest::newRow("exploding-d6-depth-0") << u"1d6!"_s << none << 0 << explodingDie(1, 6, 0);
    QTest::newRow("exploding-d6-depth-3") << u"1d6!"_s << none << 3 << explodingDie(1, 6, 3);
    QTest::newRow("exploding-d6-depth-100") << u"1d6!"_s << none << 100 << explodingDie(1, 6, 100);
    QTest::newRow("depth-leaves-plain-dice-alone")
        << u"3d6"_s << none << 0 << fromCounts(3, k3d6Counts, 216);

    // Variables.
    const auto bound = [&](const char *name, const char16_t *text, const QStringList &bindings,
                           const ExactPmf &expected) {
        QTest::newRow(name) << QString::fromUtf16(text) << bindings << depth << expected;
    };
    bound("number-variable-adds", u"1d20+@str", {u"str=3"_s}, uniform(4, 23));
    bound("variable-names-ignore-case", u"1d20+@STR", {u"str=3"_s}, uniform(4, 23));
    bound("binding-names-ignore-case", u"1d20+@str", {u"Str=3"_s}, uniform(4, 23));
    bound("negative-number-variable", u"1d20+@pen", {u"pen=-2"_s}, uniform(-1, 18));
    bound("expression-variable-rolls-afresh-each-time", u"@w+@w", {u"w=1d8+1"_s},
        sumOf(uniform(2, 9), 2));
    bound("expression-variable-scaled-once", u"2*@w", {u"w=1d8+1"_s},
        transform(uniform(2, 9), [](auto v) { return 2 * v; }));
    bound("variable-as-dice-count", u"@n d6", {u"n=3"_s}, fromCounts(3, k3d6Counts, 216));
    bound("variable-as-sides", u"1d@s", {u"s=6"_s}, uniform(1, 6));
    bound("fixed-expression-as-sides", u"2d@s", {u"s=2+2"_s}, sumOf(uniform(1, 4), 2));
    bound("variable-chain", u"@a", {u"a=@b+1"_s, u"b=1d4"_s}, uniform(2, 5));
    bound("variable-used-twice-in-a-chain", u"@a", {u"a=@b-@b"_s, u"b=1d4"_s},
        fromCounts(-3, {1, 2, 3, 4, 3, 2, 1}, 16));
}

void TestDiceExact::exactDistribution()
{
    QFETCH(QString, expression);
    QFETCH(QStringList, bindings);
    QFETCH(int, explodeDepth);
    QFETCH(ExactPmf, expected);

    const auto bound = bindingsFrom(bindings);
    QVERIFY(bound);
    DICE_PARSE(parsed, expression);
    DICE_EVALUATE(distribution, parsed, *bound, withDepth(explodeDepth));
    const QString mismatch = distributionMismatch(distribution, expected);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestDiceExact::handWorkedMoments_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QStringList>("bindings");
    QTest::addColumn<double>("mean");
    QTest::addColumn<double>("variance");

    const QStringList none;
    QTest::newRow("3d6") << u"3d6"_s << none << 21.0 / 2 << 35.0 / 4;
    QTest::newRow("4d6dl1") << u"4d6dl1"_s << none << 15869.0 / 1296 << 13612487.0 / 1679616;
    QTest::newRow("2d20kh1-mean-13.825") << u"2d20kh1"_s << none << 13.825 << 22.194375;
    QTest::newRow("2d20kl1-mean-7.175") << u"2d20kl1"_s << none << 7.175 << 22.194375;
    QTest::newRow("4dF-mean-0") << u"4dF"_s << none << 0.0 << 8.0 / 3;
    QTest::newRow("d-percent") << u"d%"_s << none << 101.0 / 2 << 9999.0 / 12;
    QTest::newRow("1d8+2") << u"1d8+2"_s << none << 13.0 / 2 << 63.0 / 12;
    QTest::newRow("10d10") << u"10d10"_s << none << 55.0 << 10 * 99.0 / 12;
    QTest::newRow("1d6/2") << u"1d6/2"_s << none << 3.0 / 2 << 11.0 / 12;
    QTest::newRow("max-zero-clamp") << u"max(0,1d8+1-3)"_s << none << 21.0 / 8 << 287.0 / 64;
    // E[N] E[X] and E[N] Var X + Var N E[X]^2 for N = 1d4 dice of d6.
    QTest::newRow("1d4-d6") << u"(1d4)d6"_s << none << 35.0 / 4 << 1085.0 / 48;
    QTest::newRow("weapon-twice") << u"@w+@w"_s << QStringList{u"w=1d8+1"_s} << 11.0 << 10.5;
}

void TestDiceExact::handWorkedMoments()
{
    QFETCH(QString, expression);
    QFETCH(QStringList, bindings);
    QFETCH(double, mean);
    QFETCH(double, variance);

    const auto bound = bindingsFrom(bindings);
    QVERIFY(bound);
    DICE_PARSE(parsed, expression);
    DICE_EVALUATE(distribution, parsed, *bound, EvaluationOptions{});
    QVERIFY2(
        isClose(distribution.mean(), mean, 1.0L), qPrintable(describe(distribution.mean(), mean)));
    QVERIFY2(isClose(distribution.variance(), variance),
        qPrintable(describe(distribution.variance(), variance)));
    QVERIFY2(isClose(distribution.standardDeviation(), std::sqrt(variance)),
        qPrintable(describe(distribution.standardDeviation(), std::sqrt(variance))));
}

void TestDiceExact::namedProbabilities_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("query");
    QTest::addColumn<qint64>("value");
    QTest::addColumn<double>("probability");

    QTest::newRow("3d6-at-least-11-is-half") << u"3d6"_s << u">="_s << 11LL << 0.5;
    QTest::newRow("3d6-at-least-10") << u"3d6"_s << u">="_s << 10LL << 135.0 / 216;
    QTest::newRow("3d6-exactly-10") << u"3d6"_s << u"=="_s << 10LL << 27.0 / 216;
    QTest::newRow("3d6-at-most-4") << u"3d6"_s << u"<="_s << 4LL << 4.0 / 216;
    QTest::newRow("3d6-at-least-18") << u"3d6"_s << u">="_s << 18LL << 1.0 / 216;
    QTest::newRow("3d6-at-least-19-impossible") << u"3d6"_s << u">="_s << 19LL << 0.0;
    QTest::newRow("3d6-at-most-2-impossible") << u"3d6"_s << u"<="_s << 2LL << 0.0;
    QTest::newRow("3d6-exactly-2-impossible") << u"3d6"_s << u"=="_s << 2LL << 0.0;
    QTest::newRow("d20-plus-5-hits-ac-15") << u"1d20+5"_s << u">="_s << 15LL << 11.0 / 20;
    QTest::newRow("advantage-hits-15") << u"2d20kh1"_s << u">="_s << 15LL << 0.51;
    QTest::newRow("disadvantage-hits-15") << u"2d20kl1"_s << u">="_s << 15LL << 0.09;
    QTest::newRow("4d6dl1-at-least-15") << u"4d6dl1"_s << u">="_s << 15LL << 300.0 / 1296;
    QTest::newRow("4d6dl1-exactly-18") << u"4d6dl1"_s << u"=="_s << 18LL << 21.0 / 1296;
    QTest::newRow("exploding-d6-at-least-7") << u"1d6!"_s << u">="_s << 7LL << 1.0 / 6;
    QTest::newRow("exploding-d6-at-least-12") << u"1d6!"_s << u">="_s << 12LL << 1.0 / 36;
    QTest::newRow("exploding-d6-never-12") << u"1d6!"_s << u"=="_s << 12LL << 0.0;
    QTest::newRow("exploding-d6-exactly-13") << u"1d6!"_s << u"=="_s << 13LL << 1.0 / 216;
    // 1 - (5/6)^10000 is 1 to far more than double precision.
    QTest::newRow("highest-of-10000-d6-is-6") << u"10000d6kh1"_s << u"=="_s << 6LL << 1.0;
    QTest::newRow("lowest-of-10000-d6-is-1") << u"10000d6kl1"_s << u"=="_s << 1LL << 1.0;
    QTest::newRow("highest-of-10000-d20-is-20") << u"10000d20kh1"_s << u"=="_s << 20LL << 1.0;
    // The highest of n dice is at most k with probability (k/X)^n, so a pool's cumulative
    // probabilities are raised to its size: each of these is off by 1.3e-12 when the faces'
    // probabilities are summed without compensation. Exact: 1 - (99/100)^2000 =
    // 0.99999999813624340..., (99^2000 - 98^2000) / 100^2000 = 1.8637566001598877e-9.
    const auto highest = [](long double k, int n) {
        return double(std::pow(k / 100.0L, n) - std::pow((k - 1.0L) / 100.0L, n));
    };
    QTest::newRow("highest-of-2000-d100-is-100")
        << u"2000d100kh1"_s << u"=="_s << 100LL << highest(100, 2000);
    QTest::newRow("highest-of-2000-d100-is-99")
        << u"2000d100kh1"_s << u"=="_s << 99LL << highest(99, 2000);
    QTest::newRow("highest-of-2000-d100-is-98")
        << u"2000d100kh1"_s << u"=="_s << 98LL << highest(98, 2000);
    QTest::newRow("highest-of-2000-d100-below-100")
        << u"2000d100kh1"_s << u"<="_s << 99LL << double(std::pow(0.99L, 2000));
    QTest::newRow("lowest-of-2000-d100-is-2")
        << u"2000d100kl1"_s << u"=="_s << 2LL << highest(99, 2000);
    QTest::newRow("damage-clamped-to-zero") << u"max(0,1d8+1-3)"_s << u"=="_s << 0LL << 0.25;
}

void TestDiceExact::namedProbabilities()
{
    QFETCH(QString, expression);
    QFETCH(QString, query);
    QFETCH(qint64, value);
    QFETCH(double, probability);

    DICE_PARSE(parsed, expression);
    DICE_EVALUATE(distribution, parsed, Bindings{}, EvaluationOptions{});
    const double actual = query == u">="_s ? distribution.probabilityAtLeast(value)
        : query == u"<="_s                 ? distribution.probabilityAtMost(value)
                                           : distribution.probabilityOf(value);
    if (probability == 0.0) {
        QCOMPARE(actual, 0.0);
        return;
    }
    QVERIFY2(isClose(actual, probability), qPrintable(describe(actual, probability)));
}

void TestDiceExact::truncatedMass_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QStringList>("bindings");
    QTest::addColumn<int>("explodeDepth");
    QTest::addColumn<double>("truncated");

    const QStringList none;
    const auto sixth = [](int n) { return double(std::pow(1.0L / 6.0L, n)); };
    // P(at least one of n dice reaches the cap) = 1 - (1 - p)^n, without cancellation.
    const auto anyOf = [](long double p, int n) { return double(-std::expm1(n * std::log1p(-p))); };

    QTest::newRow("plain-dice-none") << u"3d6"_s << none << 10 << 0.0;
    QTest::newRow("d6-depth-10-is-6^-11") << u"1d6!"_s << none << 10 << sixth(11);
    QTest::newRow("d6-depth-0-is-one-sixth") << u"1d6!"_s << none << 0 << 1.0 / 6;
    QTest::newRow("d6-depth-100") << u"1d6!"_s << none << 100 << sixth(101);
    QTest::newRow("two-dice-either-capped") << u"2d6!"_s << none << 10 << anyOf(sixth(11), 2);
    QTest::newRow("sum-of-two-exploding-terms")
        << u"1d6!+1d6!"_s << none << 10 << anyOf(sixth(11), 2);
    QTest::newRow("pool-any-die-capped") << u"3d6!kh1"_s << none << 2 << anyOf(sixth(3), 3);
    QTest::newRow("scaled-keeps-its-cap") << u"1d6!*2"_s << none << 10 << sixth(11);
    QTest::newRow("dF-depth-10") << u"1dF!"_s << none << 10 << double(std::pow(1.0L / 3.0L, 11));
    QTest::newRow("through-a-variable") << u"@w+1"_s << QStringList{u"w=1d6!"_s} << 10 << sixth(11);
}

void TestDiceExact::truncatedMass()
{
    QFETCH(QString, expression);
    QFETCH(QStringList, bindings);
    QFETCH(int, explodeDepth);
    QFETCH(double, truncated);

    const auto bound = bindingsFrom(bindings);
    QVERIFY(bound);
    DICE_PARSE(parsed, expression);
    DICE_EVALUATE(distribution, parsed, *bound, withDepth(explodeDepth));
    if (truncated == 0.0)
        QCOMPARE(distribution.truncated(), 0.0);
    else
        QVERIFY2(isClose(distribution.truncated(), truncated),
            qPrintable(describe(distribution.truncated(), truncated)));
}

void TestDiceExact::boundDistributionStandsForItsExpression_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<ExactPmf>("expected");

    // @w is bound to the distribution of 1d8+1 (uniform on 2..9), worked out beforehand.
    QTest::newRow("each-appearance-is-a-fresh-draw") << u"@w+@w"_s << sumOf(uniform(2, 9), 2);
    QTest::newRow("scaled-once") << u"2*@w"_s
                                 << transform(uniform(2, 9), [](auto v) { return 2 * v; });
    QTest::newRow("inside-a-chain-of-expressions")
        << u"@a"_s << sumOf(uniform(2, 9), 2); // @a = @w + @w, an expression
    QTest::newRow("case-of-the-name-ignored") << u"@W-1"_s << uniform(1, 8);
}

void TestDiceExact::boundDistributionStandsForItsExpression()
{
    QFETCH(QString, expression);
    QFETCH(ExactPmf, expected);

    DICE_PARSE(weapon, u"1d8+1"_s);
    DICE_EVALUATE(weaponOdds, weapon, Bindings{}, EvaluationOptions{});
    Bindings bindings;
    bindings.set(u"w"_s, weaponOdds);
    DICE_PARSE(chain, u"@w+@w"_s);
    bindings.set(u"a"_s, chain);

    DICE_PARSE(parsed, expression);
    DICE_EVALUATE(distribution, parsed, bindings, EvaluationOptions{});
    const QString mismatch = distributionMismatch(distribution, expected);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestDiceExact::caseAndSpacesDoNotMatter_data()
{
    QTest::addColumn<QString>("written");
    QTest::addColumn<ExactPmf>("expected");

    const auto row = [](const char *name, const char16_t *text, const ExactPmf &expected) {
        QTest::newRow(name) << QString::fromUtf16(text) << expected;
    };
    const ExactPmf keepThree = fromCounts(3, k4d6dl1Counts, 1296);
    row("upper-case-keep", u"4D6KH3", keepThree);
    row("mixed-case-drop", u"4d6Dl1", keepThree);
    row("upper-case-percent", u"D%", uniform(1, 100));
    row("upper-case-fudge", u"4DF", fromCounts(-4, k4dFCounts, 81));
    row("lower-case-fudge", u"4df", fromCounts(-4, k4dFCounts, 81));
    row("upper-case-function", u"MAX(1D6,1D8)", fromCounts(1, {1, 3, 5, 7, 9, 11, 6, 6}, 48));
    row("mixed-case-function", u"Max(0, 1D8+1-3)", fromCounts(0, {2, 1, 1, 1, 1, 1, 1}, 8));
    row("spaces-around-everything", u"  3d6  +  2  ", fromCounts(5, k3d6Counts, 216));
    row("tabs-count-as-spaces", u"3d6\t+\t2", fromCounts(5, k3d6Counts, 216));
    row("space-before-d", u"3 d6", fromCounts(3, k3d6Counts, 216));
    row("space-before-modifier", u"4d6 dl1", keepThree);
    row("spaces-in-function-call", u"max ( 1d6 , 1d8 )",
        fromCounts(1, {1, 3, 5, 7, 9, 11, 6, 6}, 48));
    row("spaces-in-parentheses", u"( 2d6 ) * 2",
        fromCounts(4, {1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 5, 0, 4, 0, 3, 0, 2, 0, 1}, 36));
}

void TestDiceExact::caseAndSpacesDoNotMatter()
{
    QFETCH(QString, written);
    QFETCH(ExactPmf, expected);

    DICE_PARSE(parsed, written);
    DICE_EVALUATE(distribution, parsed, Bindings{}, EvaluationOptions{});
    const QString mismatch = distributionMismatch(distribution, expected);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

QTEST_GUILESS_MAIN(TestDiceExact)
#include "tst_dice_exact.moc"
