// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hit points as a GM types them (a number or hit dice) and hit dice averaged, as the character
// form and the add command both read them. Averages worked by hand: the mean, rounded down,
// at least 1.
#include "core/encounter/HitPointsInput.h"

#include <QTest>

using Fray::Encounter::HitPointsInput;
using namespace Qt::StringLiterals;

class TestHitPointsInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void typedTextIsANumberDiceOrAProblem_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("allowDice");
        QTest::addColumn<qint64>("number"); // 0: none
        QTest::addColumn<QString>("dice");
        QTest::addColumn<QString>("problem"); // a part of it; empty: none
        QTest::newRow("number") << u"11"_s << true << qint64(11) << QString() << QString();
        QTest::newRow("number-with-spaces")
            << u" 7 "_s << true << qint64(7) << QString() << QString();
        QTest::newRow("zero-is-too-few")
            << u"0"_s << true << qint64(0) << QString() << u"HP: must be at least 1, not 0"_s;
        QTest::newRow("hit-dice") << u"2d8+2"_s << true << qint64(0) << u"2d8+2"_s << QString();
        QTest::newRow("dice-in-the-fight-refused")
            << u"2d8+2"_s << false << qint64(0) << QString() << u"expected a whole number"_s;
        QTest::newRow("empty") << QString() << true << qint64(0) << QString()
                               << u"expected a number or dice such as 2d8+2"_s;
        QTest::newRow("typo") << u"2d"_s << true << qint64(0) << QString()
                              << u"expected a number or dice such as 2d8+2 —"_s;
        QTest::newRow("variable") << u"@level d8"_s << true << qint64(0) << QString()
                                  << u"hit dice cannot use @level"_s;
    }

    void typedTextIsANumberDiceOrAProblem()
    {
        QFETCH(QString, typed);
        QFETCH(bool, allowDice);
        QFETCH(qint64, number);
        QFETCH(QString, dice);
        QFETCH(QString, problem);
        const HitPointsInput input = HitPointsInput::read(typed, u"HP"_s, allowDice);
        QCOMPARE(input.number.value_or(0), number);
        QCOMPARE(input.dice, dice);
        if (problem.isEmpty())
            QVERIFY2(input.problem.isEmpty(), qPrintable(input.problem));
        else
            QVERIFY2(input.problem.contains(problem), qPrintable(input.problem));
    }

    void hitDiceAverageRoundsDownToAtLeastOne_data()
    {
        QTest::addColumn<QString>("dice");
        QTest::addColumn<qint64>("average");
        QTest::newRow("2d8+2-mean-11") << u"2d8+2"_s << qint64(11);
        QTest::newRow("3d6-mean-10.5") << u"3d6"_s << qint64(10);
        QTest::newRow("1d4-mean-2.5") << u"1d4"_s << qint64(2);
        QTest::newRow("1d4-3-mean-below-1") << u"1d4-3"_s << qint64(1);
    }

    void hitDiceAverageRoundsDownToAtLeastOne()
    {
        QFETCH(QString, dice);
        QFETCH(qint64, average);
        const auto parsed = Fray::Dice::Expression::parse(dice);
        QVERIFY(parsed.ok());
        const auto got = HitPointsInput::average(*parsed);
        QVERIFY(got.ok());
        QCOMPARE(*got, average);
    }
};

QTEST_GUILESS_MAIN(TestHitPointsInput)
#include "tst_hit_points_input.moc"
