// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hit points as a GM types them (a number or hit dice) and hit dice averaged, as the character
// form and the add command both read them. Averages worked by hand: the mean, rounded down,
// at least 1. And a change to a combatant's hit points as the table's HP cell reads it.
#include "HermeticTest.h"
#include "core/encounter/Combatant.h"
#include "core/encounter/HitPointsInput.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"

#include <QTest>

using Fray::Encounter::HitPointsChange;
using Fray::Encounter::HitPointsInput;
using Kind = HitPointsChange::Kind;
Q_DECLARE_METATYPE(HitPointsChange::Kind)
using namespace Qt::StringLiterals;

class TestHitPointsInput : public Fray::Testing::HermeticTest
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

    void aChangeIsReadAsTyped_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("read");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<qint64>("amount");
        QTest::newRow("a-minus-takes") << u"-7"_s << true << Kind::Take << qint64(7);
        QTest::newRow("a-plus-gives-back") << u"+5"_s << true << Kind::GiveBack << qint64(5);
        QTest::newRow("a-bare-number-sets") << u"12"_s << true << Kind::Set << qint64(12);
        QTest::newRow("an-equals-sign-sets") << u"=12"_s << true << Kind::Set << qint64(12);
        QTest::newRow("spaces-around-and-after-the-sign")
            << u" - 4 "_s << true << Kind::Take << qint64(4);
        QTest::newRow("setting-zero") << u"=0"_s << true << Kind::Set << qint64(0);
        QTest::newRow("words") << u"lots"_s << false << Kind::Set << qint64(0);
        QTest::newRow("dice") << u"-2d6"_s << false << Kind::Set << qint64(0);
        QTest::newRow("two-signs") << u"+-3"_s << false << Kind::Set << qint64(0);
        QTest::newRow("a-sign-alone") << u"="_s << false << Kind::Set << qint64(0);
        QTest::newRow("nothing") << QString() << false << Kind::Set << qint64(0);
        QTest::newRow("two-numbers") << u"7 7"_s << false << Kind::Set << qint64(0);
        QTest::newRow("a-number-past-what-fray-holds")
            << u"-99999999999999999999"_s << false << Kind::Set << qint64(0);
    }

    void aChangeIsReadAsTyped()
    {
        QFETCH(QString, typed);
        QFETCH(bool, read);
        QFETCH(Kind, kind);
        QFETCH(qint64, amount);
        const auto change = HitPointsChange::read(typed);
        QCOMPARE(change.has_value(), read);
        if (!read)
            return;
        QCOMPARE(change->kind, kind);
        QCOMPARE(change->amount, amount);
    }

    // A change that changes nothing makes no command (no undo step); setting past the maximum
    // sets the maximum. Aldo has 8 of 12.
    void aChangeBecomesItsCommand_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<QString>("command"); // its kind; empty for none
        QTest::addColumn<qint64>("setTo"); // an edit's hit points
        QTest::newRow("taking-is-damage") << u"-3"_s << qint64(8) << u"damage"_s << qint64(0);
        QTest::newRow("taking-nothing-is-nothing")
            << u"-0"_s << qint64(8) << QString() << qint64(0);
        QTest::newRow("giving-back-is-healing") << u"+3"_s << qint64(8) << u"heal"_s << qint64(0);
        QTest::newRow("giving-back-to-the-unhurt-is-nothing")
            << u"+3"_s << qint64(12) << QString() << qint64(0);
        QTest::newRow("setting-is-an-edit") << u"5"_s << qint64(8) << u"edit"_s << qint64(5);
        QTest::newRow("setting-what-it-has-is-nothing")
            << u"=8"_s << qint64(8) << QString() << qint64(0);
        QTest::newRow("setting-past-the-maximum-sets-the-maximum")
            << u"20"_s << qint64(8) << u"edit"_s << qint64(12);
    }

    void aChangeBecomesItsCommand()
    {
        QFETCH(QString, typed);
        QFETCH(qint64, hp);
        QFETCH(QString, command);
        QFETCH(qint64, setTo);
        Fray::Encounter::Combatant aldo;
        aldo.id = 1;
        aldo.name = u"Aldo"_s;
        aldo.maxHp = 12;
        aldo.hp = hp;
        const auto change = HitPointsChange::read(typed);
        QVERIFY(change);
        const auto made = change->command(aldo);
        QCOMPARE(made ? made->kind() : QString(), command);
        if (const auto *edit
            = dynamic_cast<const Fray::Encounter::EditCombatantCommand *>(made.get()))
            QCOMPARE(edit->edited().hp, setTo);
    }
};

QTEST_GUILESS_MAIN(TestHitPointsInput)
#include "tst_hit_points_input.moc"
