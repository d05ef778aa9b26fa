// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/odds/DropChance.h"
#include "core/odds/OddsCalculator.h"

#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <cmath>

using Fray::Odds::ActiveModifier;
using Fray::Odds::OddsCalculator;
using Fray::Odds::OddsRequest;
using namespace Qt::StringLiterals;

// Probabilities by outcome id, as exact fractions worked out by hand (or by brute-force
// enumeration written here, independent of the engine).
using Expected = QMap<QString, double>;
using Fray::Testing::testRulesets;
Q_DECLARE_METATYPE(Expected)
Q_DECLARE_METATYPE(Fray::Dice::Distribution)

namespace {

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b));
}

// P(top two of 3d6 >= target) by enumerating all 216 rolls.
double topTwoOfThreeAtLeast(int target)
{
    int count = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                count += a + b + c - std::min({a, b, c}) >= target;
    return count / 216.0;
}

OddsRequest request(const QMap<QString, qint64> &values, const QStringList &modifiers = {})
{
    OddsRequest r;
    r.values = values;
    for (const QString &m : modifiers) {
        const qsizetype eq = m.indexOf(QLatin1Char('='));
        r.modifiers.push_back(eq < 0 ? ActiveModifier{m, std::nullopt}
                                     : ActiveModifier{m.left(eq), m.mid(eq + 1).toLongLong()});
    }
    return r;
}

} // namespace

class TestOdds : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(testRulesets().errors().empty()); }

    void outcomeProbabilities_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QVariantMap>("values");
        QTest::addColumn<QStringList>("modifiers");
        QTest::addColumn<Expected>("expected");

        const auto cc = QStringLiteral("castles-crusades");
        QTest::newRow("cc-fighter-plus5-vs-ac18-needs-13")
            << cc << QVariantMap{{u"attack"_s, 5}, {u"ac"_s, 18}} << QStringList{}
            << Expected{{u"hit"_s, 8 / 20.0}, {u"miss"_s, 12 / 20.0}};
        QTest::newRow("cc-flank-adds-one")
            << cc << QVariantMap{{u"attack"_s, 5}, {u"ac"_s, 18}} << QStringList{u"flank"_s}
            << Expected{{u"hit"_s, 9 / 20.0}, {u"miss"_s, 11 / 20.0}};
        QTest::newRow("cc-rear-adds-two")
            << cc << QVariantMap{{u"attack"_s, 5}, {u"ac"_s, 18}} << QStringList{u"rear"_s}
            << Expected{{u"hit"_s, 10 / 20.0}, {u"miss"_s, 10 / 20.0}};
        QTest::newRow("cc-half-cover-is-plus-4-ac")
            << cc << QVariantMap{{u"attack"_s, 5}, {u"ac"_s, 18}} << QStringList{u"cover-half"_s}
            << Expected{{u"hit"_s, 4 / 20.0}, {u"miss"_s, 16 / 20.0}};
        QTest::newRow("cc-concealment-and-platform-stack")
            << cc << QVariantMap{{u"attack"_s, 5}, {u"ac"_s, 10}}
            << QStringList{u"concealment-half"_s, u"platform-melee"_s}
            << Expected{{u"hit"_s, 10 / 20.0}, {u"miss"_s, 10 / 20.0}};
        QTest::newRow("cc-no-natural-20-rule-f6")
            << cc << QVariantMap{{u"attack"_s, 0}, {u"ac"_s, 25}} << QStringList{}
            << Expected{{u"hit"_s, 0.0}, {u"miss"_s, 1.0}};
        QTest::newRow("cc-no-natural-1-rule-f6")
            << cc << QVariantMap{{u"attack"_s, 20}, {u"ac"_s, 10}} << QStringList{}
            << Expected{{u"hit"_s, 1.0}, {u"miss"_s, 0.0}};
        QTest::newRow("cc-keeper-adjustment-typed")
            << cc << QVariantMap{{u"attack"_s, 0}, {u"ac"_s, 15}}
            << QStringList{u"castle-keeper=-3"_s}
            << Expected{{u"hit"_s, 3 / 20.0}, {u"miss"_s, 17 / 20.0}};

        const auto pbd = QStringLiteral("powered-by-dice");
        QTest::newRow("pbd-sixth-ruleset-stat-0")
            << pbd << QVariantMap{{u"stat"_s, 0}} << QStringList{}
            << Expected{
                   {u"strong-hit"_s, 6 / 36.0}, {u"weak-hit"_s, 15 / 36.0}, {u"miss"_s, 15 / 36.0}};
        QTest::newRow("pbd-stat-2") << pbd << QVariantMap{{u"stat"_s, 2}} << QStringList{}
                                    << Expected{{u"strong-hit"_s, 15 / 36.0},
                                           {u"weak-hit"_s, 15 / 36.0}, {u"miss"_s, 6 / 36.0}};
        QTest::newRow("pbd-help-and-interfere-net-minus-1")
            << pbd << QVariantMap{{u"stat"_s, 1}} << QStringList{u"help"_s, u"interfere"_s}
            << Expected{
                   {u"strong-hit"_s, 6 / 36.0}, {u"weak-hit"_s, 15 / 36.0}, {u"miss"_s, 15 / 36.0}};
        QTest::newRow("pbd-gang-counts-two-extra")
            << pbd << QVariantMap{{u"stat"_s, 1}} << QStringList{u"gang=2"_s}
            << Expected{
                   {u"strong-hit"_s, 21 / 36.0}, {u"weak-hit"_s, 12 / 36.0}, {u"miss"_s, 3 / 36.0}};
        QTest::newRow("pbd-advantage-rolls-3d6-keeps-2")
            << pbd << QVariantMap{{u"stat"_s, 0}} << QStringList{u"advantage"_s}
            << Expected{{u"strong-hit"_s, topTwoOfThreeAtLeast(10)},
                   {u"weak-hit"_s, topTwoOfThreeAtLeast(7) - topTwoOfThreeAtLeast(10)},
                   {u"miss"_s, 1.0 - topTwoOfThreeAtLeast(7)}};

        const auto sj = QStringLiteral("spelljammer-d100");
        QTest::newRow("sj-e17-sc112-def40-row-70-76")
            << sj << QVariantMap{{u"sc"_s, 112}, {u"def"_s, 40}} << QStringList{}
            << Expected{{u"grievous"_s, 1 / 25.0}, {u"critical"_s, 7 / 100.0},
                   {u"hit"_s, 61 / 100.0}, {u"miss"_s, 7 / 25.0}};
        QTest::newRow("sj-msc5-automatic-floors-f1")
            << sj << QVariantMap{{u"sc"_s, 45}, {u"def"_s, 40}} << QStringList{}
            << Expected{{u"grievous"_s, 1 / 100.0}, {u"critical"_s, 1 / 100.0},
                   {u"hit"_s, 3 / 100.0}, {u"miss"_s, 95 / 100.0}};
        QTest::newRow("sj-msc-below-1-only-01-to-03")
            << sj << QVariantMap{{u"sc"_s, 10}, {u"def"_s, 40}} << QStringList{}
            << Expected{{u"grievous"_s, 1 / 100.0}, {u"critical"_s, 1 / 100.0},
                   {u"hit"_s, 1 / 100.0}, {u"miss"_s, 97 / 100.0}};
        QTest::newRow("sj-msc-200-capped-at-7-and-20")
            << sj << QVariantMap{{u"sc"_s, 240}, {u"def"_s, 40}} << QStringList{}
            << Expected{{u"grievous"_s, 7 / 100.0}, {u"critical"_s, 13 / 100.0},
                   {u"hit"_s, 75 / 100.0}, {u"miss"_s, 5 / 100.0}};

        const auto brp = QStringLiteral("basic-roleplaying");
        QTest::newRow("brp-e26-attack-50-parry-40")
            << brp << QVariantMap{{u"skill"_s, 50}, {u"parry"_s, 40}} << QStringList{}
            << Expected{{u"blocked"_s, 1703 / 10000.0}, {u"hit"_s, 2757 / 10000.0},
                   {u"special"_s, 540 / 10000.0}, {u"miss"_s, 1 / 2.0}};
        QTest::newRow("brp-e26-special-at-or-under-switch-f5")
            << brp << QVariantMap{{u"skill"_s, 50}, {u"parry"_s, 40}, {u"special_rounded"_s, 1}}
            << QStringList{}
            << Expected{{u"blocked"_s, 21 / 125.0}, {u"hit"_s, 34 / 125.0},
                   {u"special"_s, 3 / 50.0}, {u"miss"_s, 1 / 2.0}};
        QTest::newRow("brp-no-defence-special-below-one-fifth")
            << brp << QVariantMap{{u"skill"_s, 50}} << QStringList{}
            << Expected{{u"special"_s, 9 / 100.0}, {u"hit"_s, 41 / 100.0}, {u"miss"_s, 1 / 2.0}};

        const auto os = QStringLiteral("old-school");
        QTest::newRow("os-e3-needs-18-natural-20-is-critical")
            << os << QVariantMap{{u"needed"_s, 18}} << QStringList{}
            << Expected{{u"critical"_s, 1 / 20.0}, {u"hit"_s, 2 / 20.0}, {u"fumble"_s, 19 / 400.0},
                   {u"miss"_s, 321 / 400.0}};
        QTest::newRow("os-e3-needs-19-natural-20-is-a-plain-hit")
            << os << QVariantMap{{u"needed"_s, 19}} << QStringList{}
            << Expected{{u"critical"_s, 0.0}, {u"hit"_s, 2 / 20.0}, {u"fumble"_s, 19 / 400.0},
                   {u"miss"_s, 341 / 400.0}};
        QTest::newRow("os-e1-eighth-level-needs-7")
            << os << QVariantMap{{u"needed"_s, 7}, {u"level"_s, 8}} << QStringList{}
            << Expected{{u"critical"_s, 1 / 20.0}, {u"hit"_s, 13 / 20.0}, {u"fumble"_s, 3 / 100.0},
                   {u"miss"_s, 27 / 100.0}};
        QTest::newRow("os-fumble-roll-switched-off-f4")
            << os << QVariantMap{{u"needed"_s, 7}, {u"level"_s, 8}, {u"fumble_roll"_s, 0}}
            << QStringList{} << Expected{{u"fumble"_s, 0.0}, {u"miss"_s, 6 / 20.0}};
        QTest::newRow("os-only-magic-hurts-even-natural-20-misses-f9")
            << os << QVariantMap{{u"needed"_s, 7}, {u"cannot_hurt"_s, 1}} << QStringList{}
            << Expected{{u"critical"_s, 0.0}, {u"hit"_s, 0.0}};

        const auto d20 = QStringLiteral("d20-ascending");
        QTest::newRow("d20-e13-natural-1-fumble-table-f3")
            << d20 << QVariantMap{{u"attack"_s, 0}, {u"ac"_s, 11}} << QStringList{}
            << Expected{{u"fumble"_s, 3 / 80.0}, {u"critical"_s, 1 / 20.0}, {u"hit"_s, 9 / 20.0},
                   {u"miss"_s, 37 / 80.0}};
        QTest::newRow("d20-players-window-long-range-half-concealment")
            << d20 << QVariantMap{{u"attack"_s, 4}, {u"ac"_s, 15}}
            << QStringList{u"range-long"_s, u"concealment-50"_s}
            << Expected{{u"hit"_s, 5 / 20.0}, {u"critical"_s, 1 / 20.0}};
        QTest::newRow("d20-natural-20-always-hits")
            << d20 << QVariantMap{{u"attack"_s, 0}, {u"ac"_s, 40}} << QStringList{}
            << Expected{{u"hit"_s, 0.0}, {u"critical"_s, 1 / 20.0}};
    }

    void outcomeProbabilities()
    {
        QFETCH(QString, ruleset);
        QFETCH(QVariantMap, values);
        QFETCH(QStringList, modifiers);
        QFETCH(Expected, expected);

        const auto *entry = testRulesets().find(ruleset);
        QVERIFY(entry);
        QMap<QString, qint64> numbers;
        for (auto it = values.constBegin(); it != values.constEnd(); ++it)
            numbers.insert(it.key(), it.value().toLongLong());
        const auto calculator = OddsCalculator::create(entry->ruleset, request(numbers, modifiers));
        QVERIFY2(calculator.ok(), calculator.ok() ? "" : qPrintable(calculator.error()));
        const auto result = (*calculator)->compute();
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error()));

        double total = 0.0, hit = 0.0;
        for (const auto &o : result->outcomes) {
            total += o.probability;
            if (o.hits)
                hit += o.probability;
        }
        QVERIFY(close(total, 1.0));
        QVERIFY(close(result->pHit, hit));
        for (auto it = expected.constBegin(); it != expected.constEnd(); ++it) {
            const double got = result->probabilityOf(it.key());
            QVERIFY2(close(got, it.value()),
                qPrintable(QStringLiteral("%1: expected %2, got %3")
                               .arg(it.key())
                               .arg(it.value(), 0, 'g', 17)
                               .arg(got, 0, 'g', 17)));
        }
    }

    void expectedDamage_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QVariantMap>("values");
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("bonus");
        QTest::addColumn<double>("expected");
        QTest::addColumn<qint64>("highest");

        // E27: a normal hit is 1D6+1+1D4 (mean 7), a special 7+1D6+1+1D4 (mean 14, up to 18).
        QTest::newRow("brp-e27-special-adds-the-weapon-maximum")
            << u"basic-roleplaying"_s << QVariantMap{{u"skill"_s, 50}} << u"1d6+1"_s << u"1d4"_s
            << 9 / 100.0 * 14 + 41 / 100.0 * 7 << qint64(18);
        // E12: only a natural 20 hits AC 100; given it, damage averages 61/8 (F3).
        QTest::newRow("d20-e12-confirm-table-unmodified")
            << u"d20-ascending"_s << QVariantMap{{u"attack"_s, 0}, {u"ac"_s, 100}} << u"1d6+2"_s
            << QString() << 61 / 160.0 << qint64(14);
        // E17 with 1d8: a hit does 1d8 (mean 4.5), critical and grievous double it (F2).
        QTest::newRow("sj-e17-critical-doubles-ignores-prot")
            << u"spelljammer-d100"_s << QVariantMap{{u"sc"_s, 112}, {u"def"_s, 40}, {u"armor"_s, 0}}
            << u"1d8"_s << QString() << 61 / 100.0 * 4.5 + 11 / 100.0 * 9 << qint64(16);
        // E1: needing 7 with d6+1, every hit (critical or not) does d6+1.
        QTest::newRow("os-e1-expected-damage")
            << u"old-school"_s << QVariantMap{{u"needed"_s, 7}, {u"level"_s, 8}} << u"1d6+1"_s
            << QString() << 14 / 20.0 * 4.5 << qint64(7);
    }

    void expectedDamage()
    {
        QFETCH(QString, ruleset);
        QFETCH(QVariantMap, values);
        QFETCH(QString, damage);
        QFETCH(QString, bonus);
        QFETCH(double, expected);
        QFETCH(qint64, highest);

        QMap<QString, qint64> numbers;
        for (auto it = values.constBegin(); it != values.constEnd(); ++it)
            numbers.insert(it.key(), it.value().toLongLong());
        OddsRequest r = request(numbers);
        r.damage = *Fray::Dice::Expression::parse(damage);
        if (!bonus.isEmpty())
            r.damageBonus = *Fray::Dice::Expression::parse(bonus);
        const auto calc = OddsCalculator::create(testRulesets().find(ruleset)->ruleset, r);
        QVERIFY2(calc.ok(), calc.ok() ? "" : qPrintable(calc.error()));
        const auto result = (*calc)->compute();
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error()));
        QVERIFY2(close(result->expectedDamage, expected),
            qPrintable(QStringLiteral("expected %1, got %2")
                           .arg(expected, 0, 'g', 17)
                           .arg(result->expectedDamage, 0, 'g', 17)));
        QCOMPARE(result->damage->max(), highest);
        QVERIFY(close(result->damage->totalProbability(), 1.0));
    }

    void damageIsZeroOnAMissAndTheFormulaOnAHit()
    {
        // C&C, +5 against AC 18: 2/5 of attacks hit for 1d8+1 (mean 11/2), with a charge +2 more.
        auto r = request({{u"attack"_s, 5}, {u"ac"_s, 18}});
        r.damage = *Fray::Dice::Expression::parse(QStringLiteral("1d8+1"));
        auto calc = OddsCalculator::create(
            testRulesets().find(QStringLiteral("castles-crusades"))->ruleset, r);
        QVERIFY(calc.ok());
        auto result = (*calc)->compute();
        QVERIFY(result.ok());
        QVERIFY(close(result->expectedDamage, 0.4 * 5.5));
        QVERIFY(close(result->damage->probabilityOf(0), 0.6));
        QVERIFY(close(result->damage->probabilityOf(9), 0.4 / 8));
        QCOMPARE(result->damage->max(), 9);

        r.modifiers.push_back({QStringLiteral("charge"), std::nullopt});
        calc = OddsCalculator::create(
            testRulesets().find(QStringLiteral("castles-crusades"))->ruleset, r);
        QVERIFY(calc.ok());
        result = (*calc)->compute();
        QVERIFY(result.ok());
        QVERIFY(close(result->expectedDamage, 0.4 * 7.5));
        QCOMPARE(result->damage->max(), 11);
    }

    void curveVariesOneQuantity()
    {
        auto calc = OddsCalculator::create(
            testRulesets().find(QStringLiteral("castles-crusades"))->ruleset,
            request({{u"attack"_s, 5}}));
        QVERIFY(calc.ok());
        const auto points = (*calc)->curve(QStringLiteral("ac"), 0, 40, 1);
        QVERIFY2(points.ok(), points.ok() ? "" : qPrintable(points.error()));
        QCOMPARE(points->size(), std::size_t(41));
        for (const auto &point : *points) {
            // d20 + 5 >= ac: the rolls from max(1, ac - 5) to 20.
            const double expected
                = std::clamp(21 - (point.value - 5), qint64(0), qint64(20)) / 20.0;
            QVERIFY2(close(point.result.pHit, expected), qPrintable(QString::number(point.value)));
        }
    }

    void curveDamageFollowsThePenaltyForNeedingMoreThan20()
    {
        // Old-school, needing 20 to 26 with 1d8+2: only a natural 20 hits, and each point needed
        // above 20 takes one from the damage (minimum 0). A curve works the weapon out once, so
        // this checks the penalty still moves with every point.
        auto r = request({{u"needed"_s, 20}});
        r.damage = *Fray::Dice::Expression::parse(QStringLiteral("1d8+2"));
        const auto calc
            = OddsCalculator::create(testRulesets().find(QStringLiteral("old-school"))->ruleset, r);
        QVERIFY2(calc.ok(), calc.ok() ? "" : qPrintable(calc.error()));
        const auto points = (*calc)->curve(QStringLiteral("needed"), 20, 26, 1);
        QVERIFY2(points.ok(), points.ok() ? "" : qPrintable(points.error()));
        QCOMPARE(points->size(), std::size_t(7));
        for (const auto &point : *points) {
            const qint64 penalty = point.value - 20;
            double damage = 0.0; // E[max(0, X - penalty)], X uniform on 3..10
            for (qint64 x = 3; x <= 10; ++x)
                damage += double(std::max<qint64>(0, x - penalty)) / 8.0;
            const QString at = QString::number(point.value);
            QVERIFY2(close(point.result.pHit, 1 / 20.0), qPrintable(at));
            QVERIFY2(close(point.result.expectedDamage, damage / 20.0), qPrintable(at));
            QCOMPARE(point.result.damage->max(), std::max<qint64>(0, 10 - penalty));
        }
    }

    void confirmRollFollowsTheCurve()
    {
        // d20 against AC 100 with 1d6+2: only a natural 20 hits, and the confirm roll d20 + c
        // (c = attack + mod, F3) decides its damage: 16+ critical (1d6 + 6 + 2, mean 11.5),
        // 11-15 the maximum (8), else normal (mean 5.5). A curve keeps the follow-up rolls'
        // odds by the values they read, so c must still move them at every point.
        auto r = request({{u"attack"_s, 0}, {u"ac"_s, 100}});
        r.damage = *Fray::Dice::Expression::parse(QStringLiteral("1d6+2"));
        const auto calc = OddsCalculator::create(
            testRulesets().find(QStringLiteral("d20-ascending"))->ruleset, r);
        QVERIFY2(calc.ok(), calc.ok() ? "" : qPrintable(calc.error()));
        const auto points = (*calc)->curve(QStringLiteral("attack"), 0, 12, 1);
        QVERIFY2(points.ok(), points.ok() ? "" : qPrintable(points.error()));
        QCOMPARE(points->size(), std::size_t(13));
        for (const auto &point : *points) {
            const qint64 c = point.value;
            const double critical = double(std::clamp<qint64>(5 + c, 0, 20)) / 20;
            const double maximum = double(std::clamp<qint64>(10 + c, 0, 20)) / 20 - critical;
            const double normal = 1.0 - critical - maximum;
            const double expected = (critical * 11.5 + maximum * 8 + normal * 5.5) / 20;
            QVERIFY2(close(point.result.expectedDamage, expected),
                qPrintable(QStringLiteral("attack %1: %2 instead of %3")
                               .arg(c)
                               .arg(point.result.expectedDamage, 0, 'g', 17)
                               .arg(expected, 0, 'g', 17)));
        }
    }

    void weaponReadingAValueFollowsTheCurve()
    {
        // C&C against AC 18 with 1d8+@attack: at +a, (3 + a)/20 of attacks hit for 4.5 + a.
        auto r = request({{u"attack"_s, 5}, {u"ac"_s, 18}});
        r.damage = *Fray::Dice::Expression::parse(QStringLiteral("1d8+@attack"));
        const auto calc = OddsCalculator::create(
            testRulesets().find(QStringLiteral("castles-crusades"))->ruleset, r);
        QVERIFY2(calc.ok(), calc.ok() ? "" : qPrintable(calc.error()));
        const auto points = (*calc)->curve(QStringLiteral("attack"), 0, 4, 1);
        QVERIFY2(points.ok(), points.ok() ? "" : qPrintable(points.error()));
        for (const auto &point : *points) {
            const double a = double(point.value);
            QVERIFY2(close(point.result.expectedDamage, (3 + a) / 20.0 * (4.5 + a)),
                qPrintable(QString::number(point.value)));
        }

        // A roll binds the same value: every hit does 1d8 + 5.
        Fray::Dice::Random random(7);
        int hits = 0;
        for (int i = 0; i < 200; ++i) {
            const auto rolled = (*calc)->roll(random);
            QVERIFY2(rolled.ok(), rolled.ok() ? "" : qPrintable(rolled.error()));
            if (!rolled->hits)
                continue;
            ++hits;
            QVERIFY(rolled->damage);
            QVERIFY2(rolled->damage->total >= 6 && rolled->damage->total <= 13,
                qPrintable(QString::number(rolled->damage->total)));
        }
        QVERIFY(hits > 0);
    }

    void badRequestsSayWhat_data()
    {
        QTest::addColumn<QVariantMap>("values");
        QTest::addColumn<QStringList>("modifiers");
        QTest::addColumn<QString>("message");
        QTest::newRow("required-variable-missing") << QVariantMap{{u"attack"_s, 1}} << QStringList{}
                                                   << QStringLiteral("needs a value for 'ac'");
        QTest::newRow("unknown-variable")
            << QVariantMap{{u"attack"_s, 1}, {u"ac"_s, 10}, {u"acc"_s, 3}} << QStringList{}
            << QStringLiteral("'acc' is not a variable");
        QTest::newRow("value-below-minimum") << QVariantMap{{u"attack"_s, 1},
            {u"ac"_s, 0}} << QStringList{} << QStringLiteral("ac must be from 1");
        QTest::newRow("unknown-modifier")
            << QVariantMap{{u"attack"_s, 1}, {u"ac"_s, 10}} << QStringList{u"backstab"_s}
            << QStringLiteral("'backstab' is not a modifier");
        QTest::newRow("two-of-one-group")
            << QVariantMap{{u"attack"_s, 1}, {u"ac"_s, 10}}
            << QStringList{u"cover-half"_s, u"cover-full"_s} << QStringLiteral("cannot both apply");
        QTest::newRow("number-the-document-does-not-give")
            << QVariantMap{{u"attack"_s, 1}, {u"ac"_s, 10}} << QStringList{u"castle-keeper"_s}
            << QStringLiteral("has no number in the rules");
        QTest::newRow("same-modifier-twice")
            << QVariantMap{{u"attack"_s, 1}, {u"ac"_s, 10}} << QStringList{u"flank"_s, u"flank"_s}
            << QStringLiteral("given twice");
    }

    void badRequestsSayWhat()
    {
        QFETCH(QVariantMap, values);
        QFETCH(QStringList, modifiers);
        QFETCH(QString, message);
        QMap<QString, qint64> numbers;
        for (auto it = values.constBegin(); it != values.constEnd(); ++it)
            numbers.insert(it.key(), it.value().toLongLong());
        const auto calc = OddsCalculator::create(
            testRulesets().find(QStringLiteral("castles-crusades"))->ruleset,
            request(numbers, modifiers));
        QString error = calc.ok() ? QString() : calc.error();
        if (calc.ok()) {
            const auto result = (*calc)->compute();
            QVERIFY(!result.ok());
            error = result.error();
        }
        QVERIFY2(error.contains(message), qPrintable(error));
    }
    // The chance to bring a target to 0 within 1, 2 and 3 rounds. Each row's expected values
    // are worked by hand or by walking every combination of dice, never by the sums under test.
    void dropChance_data()
    {
        using Fray::Dice::Distribution;
        QTest::addColumn<Distribution>("perAttack");
        QTest::addColumn<qint64>("attacks");
        QTest::addColumn<qint64>("hitPoints");
        QTest::addColumn<QList<double>>("expected");

        std::vector<Distribution::Outcome> d6;
        std::vector<Distribution::Outcome> halfD6{{0, 0.5}};
        std::vector<Distribution::Outcome> d4;
        for (int face = 1; face <= 6; ++face) {
            d6.push_back({face, 1.0 / 6});
            halfD6.push_back({face, 1.0 / 12});
            if (face <= 4)
                d4.push_back({face, 1.0 / 4});
        }
        // 1d6 that always hits, 6 HP: a 6 in one round; two dice summing to 6 or more (26 of
        // 36); three dice (all but the 10 ways of 3, 4 or 5: 206 of 216).
        QTest::newRow("a sure d6 against 6 hit points") << Distribution::fromSorted(
            d6) << qint64(1) << qint64(6) << QList<double>{1.0 / 6, 26.0 / 36, 206.0 / 216};
        // Two sure d4 a round against 5: all but the 6 pairs summing to 4 or less (10 of 16);
        // by the second round four d4 always reach 5 or more... except 1+1+1+1 (1 of 256).
        QTest::newRow("two attacks a round are two chances each round") << Distribution::fromSorted(
            d4) << qint64(2) << qint64(5) << QList<double>{10.0 / 16, 255.0 / 256, 1.0};
        // A hit half the time for 1d6, against 6: every sequence of hit-or-miss and face.
        QList<double> walked;
        for (int rounds = 1; rounds <= 3; ++rounds) {
            double p = 0;
            const int ways = 1 << (3 * rounds); // per round: miss, or a face 1..6, padded to 8
            for (int code = 0; code < ways; ++code) {
                double weight = 1;
                int total = 0;
                for (int r = 0; r < rounds; ++r) {
                    const int face = (code >> (3 * r)) & 7;
                    if (face == 7) {
                        weight = 0;
                        break;
                    }
                    weight *= face == 0 ? 0.5 : 1.0 / 12;
                    total += face;
                }
                if (total >= 6)
                    p += weight;
            }
            walked << p;
        }
        QTest::newRow("a half chance of a d6 against 6 hit points")
            << Distribution::fromSorted(halfD6) << qint64(1) << qint64(6) << walked;
        QTest::newRow("a target already at 0 is down") << Distribution::fromSorted(d6) << qint64(1)
                                                       << qint64(0) << QList<double>{1.0, 1.0, 1.0};
        QTest::newRow("no damage never drops anyone")
            << Distribution::constant(0) << qint64(3) << qint64(1) << QList<double>{0.0, 0.0, 0.0};
        QTest::newRow("no attacks never drop anyone") << Distribution::fromSorted(d6) << qint64(0)
                                                      << qint64(3) << QList<double>{0.0, 0.0, 0.0};
    }

    void dropChance()
    {
        QFETCH(Fray::Dice::Distribution, perAttack);
        QFETCH(qint64, attacks);
        QFETCH(qint64, hitPoints);
        QFETCH(QList<double>, expected);

        const std::vector<double> chances
            = Fray::Odds::DropChance::compute(perAttack, attacks, hitPoints, 3);
        QCOMPARE(qsizetype(chances.size()), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i)
            QVERIFY2(std::abs(chances[std::size_t(i)] - expected[i]) < 1e-12,
                qPrintable(u"round %1: %2 instead of %3"_s.arg(i + 1)
                               .arg(chances[std::size_t(i)], 0, 'g', 17)
                               .arg(expected[i], 0, 'g', 17)));
    }

    void dropChanceRefusesWorkBeyondItsLimit()
    {
        using Fray::Dice::Distribution;
        std::vector<Distribution::Outcome> wide;
        for (int v = 1; v <= 1000; ++v)
            wide.push_back({v, 1.0 / 1000});
        QVERIFY(Fray::Odds::DropChance::compute(Distribution::fromSorted(wide), 100, 1'000'000, 3)
                    .empty());
    }
};

QTEST_GUILESS_MAIN(TestOdds)
#include "tst_odds.moc"
