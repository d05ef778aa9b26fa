// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Properties every distribution and roll must have: pmfs that sum to 1, pools equal to brute
// force over every roll, seeded samples that agree with the exact mean, and rolls that record
// every die.

#include "DiceTestSupport.h"
#include "HermeticTest.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace DiceTest;
using namespace Qt::StringLiterals;

namespace {

// The sum of `count` dice with faces low..low+faces-1, convolved one die at a time in long
// double: a reference for sums too large for 64-bit counts.
ExactPmf sumOfUniform(std::int64_t low, int faces, int count)
{
    std::vector<long double> current{1.0L};
    const long double each = 1.0L / faces;
    for (int d = 0; d < count; ++d) {
        std::vector<long double> next(current.size() + std::size_t(faces) - 1, 0.0L);
        for (std::size_t s = 0; s < current.size(); ++s) {
            for (int f = 0; f < faces; ++f)
                next[s + std::size_t(f)] += current[s] * each;
        }
        current.swap(next);
    }
    ExactPmf pmf;
    for (std::size_t s = 0; s < current.size(); ++s)
        pmf.push_back({low * count + std::int64_t(s), current[s]});
    return pmf;
}

// "[6, 5, 3, (1)]" for the next `count` dice of a roll, written from the dice themselves: a
// dropped die in parentheses, an exploded one as its chain joined by "!+".
QString bracketList(const std::vector<RolledDie> &dice, std::size_t &next, int count)
{
    QStringList parts;
    for (int i = 0; i < count && next < dice.size(); ++i, ++next) {
        const RolledDie &die = dice[next];
        QStringList chain;
        for (std::int64_t v : die.chain)
            chain << QString::number(v);
        const QString text = chain.join(u"!+"_s);
        parts << (die.kept ? text : u'(' + text + u')');
    }
    return u'[' + parts.join(u", "_s) + u']';
}

} // namespace

class TestDiceProperties : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void pmfIsWellFormed_data();
    void pmfIsWellFormed();

    void poolMatchesBruteForce_data();
    void poolMatchesBruteForce();

    void largeSumMatchesConvolution_data();
    void largeSumMatchesConvolution();

    void sampleMeanAgreesWithExactMean_data();
    void sampleMeanAgreesWithExactMean();

    void rolledTotalsArePossible_data();
    void rolledTotalsArePossible();

    void sameSeedGivesSameRolls_data();
    void sameSeedGivesSameRolls();
    void differentSeedsGiveDifferentRolls();

    void rollRecordsEveryDie_data();
    void rollRecordsEveryDie();
    void rollRecordsDiceOfEveryTerm();

    void describeShowsEveryDie_data();
    void describeShowsEveryDie();
    void describeFormatsByHand();
};

void TestDiceProperties::pmfIsWellFormed_data()
{
    QTest::addColumn<QString>("expression");

    for (const char16_t *text :
        {u"3d6", u"4d6dl1", u"100d6", u"1000d6", u"10d20", u"50d20", u"30d100", u"8d6dl1",
            u"10d10dl1", u"12d10kh3", u"20d10kh5", u"100d10kh10", u"2d20kh1+5", u"1d6!", u"3d6!",
            u"5d6!kh3", u"4dF", u"10dF!", u"(1d6)d6", u"(1d4+1)d6kh2", u"1d6*1d8", u"1d20/1d4",
            u"max(1d20,1d20)+5", u"min(3d6,2d8)", u"1d1000000", u"3d6-2d4*1d3", u"1d100*1d100",
            u"2d6*10+1d10", u"(1d6-4)/2", u"2000d6kh1", u"10000d6kh1", u"-3d8+40"}) {
        const QString expression = QString::fromUtf16(text);
        QTest::newRow(qPrintable(expression)) << expression;
    }
}

namespace {

// The first way a distribution breaks the rules every pmf keeps, or an empty string.
QString malformation(const Distribution &distribution)
{
    const auto &outcomes = distribution.outcomes();
    if (outcomes.empty())
        return u"no outcomes"_s;
    long double sum = 0.0L;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const double p = outcomes[i].probability;
        if (!std::isfinite(p) || p <= 0.0 || p > 1.0)
            return u"P(%1) = %2"_s.arg(outcomes[i].value).arg(p, 0, 'g', 17);
        if (i > 0 && outcomes[i - 1].value >= outcomes[i].value)
            return u"values do not ascend at %1"_s.arg(outcomes[i].value);
        sum += p;
    }
    if (!isClose(sum, 1.0L))
        return u"the probabilities sum to 1%2"_s.arg(double(sum - 1.0L), 0, 'e', 3);
    if (distribution.min() != outcomes.front().value || distribution.max() != outcomes.back().value)
        return u"min() or max() is not the first or last value"_s;
    if (!isClose(distribution.probabilityAtLeast(distribution.min()), 1.0L)
        || !isClose(distribution.probabilityAtMost(distribution.max()), 1.0L))
        return u"a tail over every value is not 1"_s;
    if (distribution.mean() < double(distribution.min())
        || distribution.mean() > double(distribution.max()) || distribution.variance() < 0.0)
        return u"mean or variance out of range"_s;
    return {};
}

} // namespace

void TestDiceProperties::pmfIsWellFormed()
{
    QFETCH(QString, expression);

    DICE_PARSE(parsed, expression);
    DICE_EVALUATE(distribution, parsed, Bindings{}, EvaluationOptions{});
    const QString problem = malformation(distribution);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestDiceProperties::poolMatchesBruteForce_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("explodeDepth");
    QTest::addColumn<ExactPmf>("expected");

    struct Selector
    {
        const char16_t *code;
        bool countsKept; // kh/kl name the dice kept, dh/dl the dice dropped
        Keep keeps;
    };
    const Selector selectors[] = {
        {u"kh", true, Keep::Highest},
        {u"kl", true, Keep::Lowest},
        {u"dh", false, Keep::Lowest},
        {u"dl", false, Keep::Highest},
    };
    for (int sides : {4, 6, 8}) {
        for (int dice = 1; dice <= 5; ++dice) {
            for (const Selector &selector : selectors) {
                for (int n = 0; n <= dice; ++n) {
                    const QString expression = u"%1d%2%3%4"_s.arg(dice).arg(sides).arg(
                        QString::fromUtf16(selector.code), QString::number(n));
                    const int kept = selector.countsKept ? n : dice - n;
                    QTest::newRow(qPrintable(expression))
                        << expression << 10
                        << bruteForcePool(uniform(1, sides), dice, kept, selector.keeps);
                }
            }
        }
    }
    // Pools of dice that are not uniform: Fudge dice, and exploding dice with a low cap so the
    // brute force stays small.
    QTest::newRow("4dFkh2") << u"4dFkh2"_s << 10
                            << bruteForcePool(uniform(-1, 1), 4, 2, Keep::Highest);
    QTest::newRow("5dFkl3") << u"5dFkl3"_s << 10
                            << bruteForcePool(uniform(-1, 1), 5, 3, Keep::Lowest);
    QTest::newRow("4dFdl1") << u"4dFdl1"_s << 10
                            << bruteForcePool(uniform(-1, 1), 4, 3, Keep::Highest);
    QTest::newRow("3d6!kh2-depth-2")
        << u"3d6!kh2"_s << 2 << bruteForcePool(explodingDie(1, 6, 2), 3, 2, Keep::Highest);
    QTest::newRow("3d6!kl1-depth-2")
        << u"3d6!kl1"_s << 2 << bruteForcePool(explodingDie(1, 6, 2), 3, 1, Keep::Lowest);
    QTest::newRow("4d4!dl1-depth-1")
        << u"4d4!dl1"_s << 1 << bruteForcePool(explodingDie(1, 4, 1), 4, 3, Keep::Highest);
    QTest::newRow("4d4!dh2-depth-3")
        << u"4d4!dh2"_s << 3 << bruteForcePool(explodingDie(1, 4, 3), 4, 2, Keep::Lowest);
}

void TestDiceProperties::poolMatchesBruteForce()
{
    QFETCH(QString, expression);
    QFETCH(int, explodeDepth);
    QFETCH(ExactPmf, expected);

    DICE_PARSE(parsed, expression);
    DICE_EVALUATE(distribution, parsed, Bindings{}, withDepth(explodeDepth));
    const QString mismatch = probabilitiesMismatch(distribution, expected);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestDiceProperties::largeSumMatchesConvolution_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<ExactPmf>("expected");

    // Dice with more than 16 faces are summed by sliding windows; the tails (20^-50 for 50d20)
    // must keep their relative precision all the same.
    QTest::newRow("25d20") << u"25d20"_s << sumOfUniform(1, 20, 25);
    QTest::newRow("50d20") << u"50d20"_s << sumOfUniform(1, 20, 50);
    QTest::newRow("30d100") << u"30d100"_s << sumOfUniform(1, 100, 30);
    QTest::newRow("20d50") << u"20d50"_s << sumOfUniform(1, 50, 20);
    QTest::newRow("200d6") << u"200d6"_s << sumOfUniform(1, 6, 200);
    QTest::newRow("60d12") << u"60d12"_s << sumOfUniform(1, 12, 60);
    QTest::newRow("40dF") << u"40dF"_s << sumOfUniform(-1, 3, 40);
}

void TestDiceProperties::largeSumMatchesConvolution()
{
    QFETCH(QString, expression);
    QFETCH(ExactPmf, expected);

    DICE_PARSE(parsed, expression);
    DICE_EVALUATE(distribution, parsed, Bindings{}, EvaluationOptions{});
    const QString mismatch = distributionMismatch(distribution, expected);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestDiceProperties::sampleMeanAgreesWithExactMean_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QStringList>("bindings");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<double>("mean");
    QTest::addColumn<double>("variance");

    const QStringList none;
    const Moments exploding = momentsOf(explodingDie(1, 6, 10));
    const Moments explodingPool
        = momentsOf(bruteForcePool(explodingDie(1, 6, 10), 3, 2, Keep::Highest));
    QTest::newRow("3d6") << u"3d6"_s << none << 1001ULL << 21.0 / 2 << 35.0 / 4;
    QTest::newRow("4d6dl1") << u"4d6dl1"_s << none << 1002ULL << 15869.0 / 1296
                            << 13612487.0 / 1679616;
    QTest::newRow("2d20kh1") << u"2d20kh1"_s << none << 1003ULL << 13.825 << 22.194375;
    QTest::newRow("2d20kl1") << u"2d20kl1"_s << none << 1004ULL << 7.175 << 22.194375;
    QTest::newRow("4dF") << u"4dF"_s << none << 1005ULL << 0.0 << 8.0 / 3;
    QTest::newRow("1d20+5") << u"1d20+5"_s << none << 1006ULL << 15.5 << 399.0 / 12;
    QTest::newRow("exploding-d6") << u"1d6!"_s << none << 1007ULL << double(exploding.mean)
                                  << double(exploding.variance);
    QTest::newRow("exploding-pool-3d6!kh2")
        << u"3d6!kh2"_s << none << 1008ULL << double(explodingPool.mean)
        << double(explodingPool.variance);
    QTest::newRow("floor-division") << u"1d6/2"_s << none << 1009ULL << 3.0 / 2 << 11.0 / 12;
    QTest::newRow("1d4-d6") << u"(1d4)d6"_s << none << 1010ULL << 35.0 / 4 << 1085.0 / 48;
    QTest::newRow("weapon-twice") << u"@w+@w"_s << QStringList{u"w=1d8+1"_s} << 1011ULL << 11.0
                                  << 10.5;
}

void TestDiceProperties::sampleMeanAgreesWithExactMean()
{
    QFETCH(QString, expression);
    QFETCH(QStringList, bindings);
    QFETCH(quint64, seed);
    QFETCH(double, mean);
    QFETCH(double, variance);

    const auto bound = bindingsFrom(bindings);
    QVERIFY(bound);
    DICE_PARSE(parsed, expression);
    constexpr int rolls = 100'000;
    Random random(seed);
    long double sum = 0.0L;
    for (int i = 0; i < rolls; ++i) {
        const auto roll = Roller::roll(parsed, random, *bound);
        QVERIFY2(roll.ok(), qPrintable(roll.ok() ? QString() : roll.error().toString()));
        sum += static_cast<long double>(roll->total);
    }
    const double sampleMean = double(sum / rolls);
    const double standardError = std::sqrt(variance / rolls);
    QVERIFY2(std::fabs(sampleMean - mean) <= 4.0 * standardError,
        qPrintable(u"sample mean %1, exact mean %2, standard error %3"_s.arg(sampleMean)
                       .arg(mean)
                       .arg(standardError)));
}

void TestDiceProperties::rolledTotalsArePossible_data()
{
    QTest::addColumn<QString>("expression");
    for (const char16_t *text : {u"3d6", u"4d6dl1", u"2d20kh1+5", u"5d6!kh3", u"4dF-1", u"1d6*1d8",
             u"1d20/1d4", u"max(0,1d8-3)", u"(1d4)d6", u"6d8kl2"})
        QTest::newRow(qPrintable(QString::fromUtf16(text))) << QString::fromUtf16(text);
}

void TestDiceProperties::rolledTotalsArePossible()
{
    QFETCH(QString, expression);

    DICE_PARSE(parsed, expression);
    DICE_EVALUATE(distribution, parsed, Bindings{}, EvaluationOptions{});
    Random random(7);
    for (int i = 0; i < 2000; ++i) {
        const auto roll = Roller::roll(parsed, random);
        QVERIFY(roll.ok());
        QVERIFY2(distribution.probabilityOf(roll->total) > 0.0,
            qPrintable(u"rolled %1, which the distribution says is impossible"_s.arg(roll->total)));
    }
}

void TestDiceProperties::sameSeedGivesSameRolls_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("3d6") << u"3d6"_s << 1ULL;
    QTest::newRow("4d6dl1") << u"4d6dl1"_s << 20260101ULL;
    QTest::newRow("exploding-pool") << u"5d6!kh3+2"_s << 99ULL;
    QTest::newRow("fudge") << u"4dF"_s << 0ULL;
    QTest::newRow("count-from-a-roll") << u"(1d4)d6"_s << 18446744073709551615ULL;
}

void TestDiceProperties::sameSeedGivesSameRolls()
{
    QFETCH(QString, expression);
    QFETCH(quint64, seed);

    DICE_PARSE(parsed, expression);
    Random first(seed);
    Random second(seed);
    QCOMPARE(first.seed(), seed);
    for (int i = 0; i < 500; ++i) {
        const auto a = Roller::roll(parsed, first);
        const auto b = Roller::roll(parsed, second);
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a->total, b->total);
        QCOMPARE(a->shown, b->shown);
        QCOMPARE(a->dice.size(), b->dice.size());
        for (std::size_t d = 0; d < a->dice.size(); ++d) {
            QCOMPARE(a->dice[d].die, b->dice[d].die);
            QCOMPARE(a->dice[d].value, b->dice[d].value);
            QCOMPARE(a->dice[d].kept, b->dice[d].kept);
            QVERIFY(a->dice[d].chain == b->dice[d].chain);
        }
    }
}

void TestDiceProperties::differentSeedsGiveDifferentRolls()
{
    DICE_PARSE(parsed, u"1d20"_s);
    Random first(1);
    Random second(2);
    std::vector<std::int64_t> a, b;
    for (int i = 0; i < 100; ++i) {
        a.push_back(Roller::roll(parsed, first)->total);
        b.push_back(Roller::roll(parsed, second)->total);
    }
    QVERIFY(a != b);
}

void TestDiceProperties::rollRecordsEveryDie_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("dropped");
    QTest::addColumn<QString>("label");
    QTest::addColumn<int>("lowestFace");
    QTest::addColumn<int>("highestFace");
    QTest::addColumn<bool>("keepsHighest");
    QTest::addColumn<int>("added"); // total = kept dice + added

    QTest::newRow("4d6dl1") << u"4d6dl1"_s << 4 << 1 << u"d6"_s << 1 << 6 << true << 0;
    QTest::newRow("4d6kh3") << u"4d6kh3"_s << 4 << 1 << u"d6"_s << 1 << 6 << true << 0;
    QTest::newRow("2d20kh1+5") << u"2d20kh1+5"_s << 2 << 1 << u"d20"_s << 1 << 20 << true << 5;
    QTest::newRow("2d20kl1") << u"2d20kl1"_s << 2 << 1 << u"d20"_s << 1 << 20 << false << 0;
    QTest::newRow("5d10dh2") << u"5d10dh2"_s << 5 << 2 << u"d10"_s << 1 << 10 << false << 0;
    QTest::newRow("6d8kl2") << u"6d8kl2"_s << 6 << 4 << u"d8"_s << 1 << 8 << false << 0;
    QTest::newRow("3d6-2") << u"3d6-2"_s << 3 << 0 << u"d6"_s << 1 << 6 << true << -2;
    QTest::newRow("4dF") << u"4dF"_s << 4 << 0 << u"dF"_s << -1 << 1 << true << 0;
    QTest::newRow("d-percent") << u"d%"_s << 1 << 0 << u"d100"_s << 1 << 100 << true << 0;
    QTest::newRow("3d6!") << u"3d6!"_s << 3 << 0 << u"d6!"_s << 1 << 6 << true << 0;
    QTest::newRow("5d6!kh3") << u"5d6!kh3"_s << 5 << 2 << u"d6!"_s << 1 << 6 << true << 0;
    QTest::newRow("3d4!kl1") << u"3d4!kl1"_s << 3 << 2 << u"d4!"_s << 1 << 4 << false << 0;
    QTest::newRow("4dF!") << u"4dF!"_s << 4 << 0 << u"dF!"_s << -1 << 1 << true << 0;
}

void TestDiceProperties::rollRecordsEveryDie()
{
    QFETCH(QString, expression);
    QFETCH(int, dice);
    QFETCH(int, dropped);
    QFETCH(QString, label);
    QFETCH(int, lowestFace);
    QFETCH(int, highestFace);
    QFETCH(bool, keepsHighest);
    QFETCH(int, added);

    constexpr int depth = 3; // low, so capped chains turn up in a few thousand rolls
    const bool exploding = label.endsWith(u'!');
    DICE_PARSE(parsed, expression);
    Random random(424242);
    bool sawExplosion = false;
    bool sawCap = false;
    for (int i = 0; i < 3000; ++i) {
        const auto roll = Roller::roll(parsed, random, Bindings{}, withDepth(depth));
        QVERIFY(roll.ok());
        QCOMPARE(int(roll->dice.size()), dice);

        std::int64_t keptSum = 0;
        int droppedCount = 0;
        std::int64_t lowestKept = std::numeric_limits<std::int64_t>::max();
        std::int64_t highestKept = std::numeric_limits<std::int64_t>::min();
        for (const RolledDie &die : roll->dice) {
            QCOMPARE(die.die, label);
            QVERIFY(!die.chain.empty());
            std::int64_t chainSum = 0;
            for (std::size_t c = 0; c < die.chain.size(); ++c) {
                QVERIFY(die.chain[c] >= lowestFace && die.chain[c] <= highestFace);
                // Only the highest face rolls again; the last roll of a chain is lower unless
                // the chain stopped at the cap.
                const bool last = c + 1 == die.chain.size();
                if (!last)
                    QCOMPARE(die.chain[c], std::int64_t(highestFace));
                else if (exploding && int(die.chain.size()) <= depth)
                    QVERIFY(die.chain[c] < highestFace);
                chainSum += die.chain[c];
            }
            QVERIFY(exploding || die.chain.size() == 1);
            QVERIFY(int(die.chain.size()) <= depth + 1);
            sawExplosion = sawExplosion || die.chain.size() > 1;
            sawCap = sawCap || int(die.chain.size()) == depth + 1;
            QCOMPARE(die.value, chainSum);
            if (die.kept) {
                keptSum += die.value;
                lowestKept = std::min(lowestKept, die.value);
                highestKept = std::max(highestKept, die.value);
            } else {
                ++droppedCount;
            }
        }
        QCOMPARE(droppedCount, dropped);
        for (const RolledDie &die : roll->dice) {
            if (die.kept)
                continue;
            if (keepsHighest)
                QVERIFY2(die.value <= lowestKept, "a dropped die beat a kept one");
            else
                QVERIFY2(die.value >= highestKept, "a dropped die was lower than a kept one");
        }
        QCOMPARE(roll->total, keptSum + added);
    }
    QCOMPARE(sawExplosion, exploding);
    QCOMPARE(sawCap, exploding);
}

void TestDiceProperties::rollRecordsDiceOfEveryTerm()
{
    // The count die is rolled first, then that many d6; only the d6 add up to the total.
    DICE_PARSE(pool, u"(1d4)d6"_s);
    Random random(5);
    for (int i = 0; i < 500; ++i) {
        const auto roll = Roller::roll(pool, random);
        QVERIFY(roll.ok());
        QVERIFY(!roll->dice.empty());
        QCOMPARE(roll->dice.front().die, u"d4"_s);
        QCOMPARE(std::int64_t(roll->dice.size()) - 1, roll->dice.front().value);
        std::int64_t sum = 0;
        for (std::size_t d = 1; d < roll->dice.size(); ++d) {
            QCOMPARE(roll->dice[d].die, u"d6"_s);
            sum += roll->dice[d].value;
        }
        QCOMPARE(roll->total, sum);
    }

    // A bound expression rolls its own dice wherever it appears.
    const auto bindings = bindingsFrom({u"w=1d8+1"_s});
    QVERIFY(bindings);
    DICE_PARSE(twice, u"@w+@w"_s);
    for (int i = 0; i < 500; ++i) {
        const auto roll = Roller::roll(twice, random, *bindings);
        QVERIFY(roll.ok());
        QCOMPARE(roll->dice.size(), std::size_t(2));
        QCOMPARE(roll->total, roll->dice[0].value + roll->dice[1].value + 2);
    }

    // maxof is a fixed number: nothing is rolled.
    DICE_PARSE(highest, u"maxof(3d6)"_s);
    const auto roll = Roller::roll(highest, random);
    QVERIFY(roll.ok());
    QCOMPARE(roll->total, std::int64_t(18));
    QVERIFY(roll->dice.empty());
}

void TestDiceProperties::describeShowsEveryDie_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QStringList>("bindings");
    // How the rolled expression reads: each {n} stands for the bracket list of the next n dice.
    QTest::addColumn<QString>("shownTemplate");

    const QStringList none;
    QTest::newRow("4d6dl1") << u"4d6dl1"_s << none << u"{4}"_s;
    QTest::newRow("3d6+2") << u"3d6+2"_s << none << u"{3}+2"_s;
    QTest::newRow("spaces-kept") << u"2d20kh1 + 5"_s << none << u"{2} + 5"_s;
    QTest::newRow("spaces-simplified") << u"  3d6   +  2 "_s << none << u"{3} + 2"_s;
    QTest::newRow("two-terms") << u"1d20+1d4"_s << none << u"{1}+{1}"_s;
    QTest::newRow("variable-shows-its-value")
        << u"1d20+@str"_s << QStringList{u"str=3"_s} << u"{1}+3"_s;
    QTest::newRow("exploding") << u"3d6!"_s << none << u"{3}"_s;
    QTest::newRow("exploding-pool") << u"4d6!kh2"_s << none << u"{4}"_s;
}

void TestDiceProperties::describeShowsEveryDie()
{
    QFETCH(QString, expression);
    QFETCH(QStringList, bindings);
    QFETCH(QString, shownTemplate);

    const auto bound = bindingsFrom(bindings);
    QVERIFY(bound);
    DICE_PARSE(parsed, expression);
    static const QRegularExpression placeholder(u"\\{(\\d+)\\}"_s);
    Random random(31337);
    for (int i = 0; i < 300; ++i) {
        const auto roll = Roller::roll(parsed, random, *bound);
        QVERIFY(roll.ok());
        QString shown;
        std::size_t next = 0;
        qsizetype position = 0;
        for (const auto &match : placeholder.globalMatch(shownTemplate)) {
            shown += shownTemplate.mid(position, match.capturedStart() - position);
            shown += bracketList(roll->dice, next, match.captured(1).toInt());
            position = match.capturedEnd();
        }
        shown += shownTemplate.mid(position);
        QCOMPARE(next, roll->dice.size());
        QCOMPARE(roll->shown, shown);
        QCOMPARE(roll->describe(expression),
            expression.simplified() + u" \u2192 "_s + shown + u" = "_s
                + QString::number(roll->total));
    }
}

void TestDiceProperties::describeFormatsByHand()
{
    Roll roll;
    roll.total = 14;
    roll.shown = u"[6, 5, 3, (1)]"_s;
    QCOMPARE(roll.describe(u"4d6dl1"_s), u"4d6dl1 \u2192 [6, 5, 3, (1)] = 14"_s);

    // Nothing was rolled: the expression is its own result.
    Roll fixed;
    fixed.total = 5;
    fixed.shown = u"5"_s;
    QCOMPARE(fixed.describe(u"5"_s), u"5 = 5"_s);

    RolledDie dropped;
    dropped.value = 1;
    dropped.kept = false;
    dropped.chain = {1};
    QCOMPARE(dropped.toString(), u"(1)"_s);

    RolledDie exploded;
    exploded.value = 16;
    exploded.chain = {6, 6, 4};
    QCOMPARE(exploded.toString(), u"6!+6!+4"_s);

    // A constant expression rolls nothing and reads as itself.
    DICE_PARSE(constantExpression, u"2 + 3"_s);
    Random random(1);
    const auto rolled = Roller::roll(constantExpression, random);
    QVERIFY(rolled.ok());
    QCOMPARE(rolled->describe(constantExpression.text()), u"2 + 3 = 5"_s);
}

QTEST_GUILESS_MAIN(TestDiceProperties)
#include "tst_dice_properties.moc"
