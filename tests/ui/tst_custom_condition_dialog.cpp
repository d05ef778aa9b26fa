// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Your Own Condition: the fields the ruleset can carry, and what it cannot said in the dialog.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "ui/encounter/CustomConditionDialog.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace Fray;
using namespace Qt::StringLiterals;

class TestCustomConditionDialog : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theFieldsTheRulesetCanCarry_data()
    {
        QTest::addColumn<QString>("rulesetId");
        QTest::addColumn<bool>("defence");
        QTest::newRow("cc-has-ac") << u"castles-crusades"_s << true;
        QTest::newRow("sj-has-def") << u"spelljammer-d100"_s << true;
        QTest::newRow("osd20-reads-no-defence") << u"old-school"_s << false;
    }

    void theFieldsTheRulesetCanCarry()
    {
        QFETCH(QString, rulesetId);
        QFETCH(bool, defence);
        const auto ruleset = Testing::rulesetNamed(rulesetId, Testing::shippedRulesets());
        Ui::CustomConditionDialog dialog(*ruleset);
        QVERIFY(dialog.findChild<QSpinBox *>(u"toHit"_s)->isEnabled()); // every ruleset has @mod
        QCOMPARE(dialog.findChild<QSpinBox *>(u"defence"_s)->isEnabled(), defence);
    }

    void whatCannotBeCarriedIsSaidAndTheDialogStays()
    {
        const auto ruleset
            = Testing::rulesetNamed(u"castles-crusades"_s, Testing::shippedRulesets());
        Ui::CustomConditionDialog dialog(*ruleset);
        dialog.show();
        dialog.findChild<QLineEdit *>(u"name"_s)->setText(u"Acid"_s);
        dialog.findChild<QLineEdit *>(u"damage"_s)->setText(u"2d"_s);
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY2(dialog.findChild<QLabel *>(u"problem"_s)->text().contains(u"damage '2d'"_s),
            qPrintable(dialog.findChild<QLabel *>(u"problem"_s)->text()));
        dialog.findChild<QLineEdit *>(u"damage"_s)->setText(u"2d4"_s);
        dialog.findChild<QSpinBox *>(u"toHit"_s)->setValue(-2);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const auto c = dialog.condition();
        QCOMPARE(c.label, u"Acid"_s);
        QCOMPARE(c.damage, u"2d4"_s);
        QCOMPARE(c.toHit, qint64(-2));
        QCOMPARE(dialog.rounds(), std::optional<qint64>());
        QVERIFY(c.reminders.empty()); // no reminder was typed
    }

    // A reminder typed in the dialog becomes the condition's one reminder, at the moment
    // chosen; the moment is only asked for once there is a text.
    void aReminderGoesIntoTheCondition_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("whenIndex");
        QTest::addColumn<std::vector<Rules::Reminder>>("expected");
        using When = Rules::Reminder::When;
        QTest::newRow("none") << QString() << 0 << std::vector<Rules::Reminder>{};
        QTest::newRow("blank") << u"   "_s << 2 << std::vector<Rules::Reminder>{};
        QTest::newRow("start-of-turn-trimmed")
            << u" save vs. poison "_s << 0
            << std::vector<Rules::Reminder>{{u"save vs. poison"_s, When::StartOfTurn}};
        QTest::newRow("end-of-turn")
            << u"pull free"_s << 1
            << std::vector<Rules::Reminder>{{u"pull free"_s, When::EndOfTurn}};
        QTest::newRow("start-of-round")
            << u"the web tightens"_s << 2
            << std::vector<Rules::Reminder>{{u"the web tightens"_s, When::StartOfRound}};
        QTest::newRow("end-of-round")
            << u"bleeding 1"_s << 3
            << std::vector<Rules::Reminder>{{u"bleeding 1"_s, When::EndOfRound}};
    }

    void aReminderGoesIntoTheCondition()
    {
        QFETCH(QString, text);
        QFETCH(int, whenIndex);
        QFETCH(std::vector<Rules::Reminder>, expected);
        const auto ruleset
            = Testing::rulesetNamed(u"castles-crusades"_s, Testing::shippedRulesets());
        Ui::CustomConditionDialog dialog(*ruleset);
        auto *when = dialog.findChild<QComboBox *>(u"reminderWhen"_s);
        QVERIFY(when);
        QVERIFY(!when->isEnabled());
        QCOMPARE(when->count(), 4);
        dialog.findChild<QLineEdit *>(u"name"_s)->setText(u"Web"_s);
        dialog.findChild<QLineEdit *>(u"reminder"_s)->setText(text);
        QCOMPARE(when->isEnabled(), !expected.empty());
        when->setCurrentIndex(whenIndex);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.condition().reminders, expected);
        // The condition built for the ruleset carries it, so it fires while the condition lasts.
        const auto built = dialog.condition().toCondition(*ruleset);
        QVERIFY2(built, qPrintable(built ? QString() : built.error()));
        QCOMPARE(built->reminders, expected);
    }
};

QTEST_MAIN(TestCustomConditionDialog)
#include "tst_custom_condition_dialog.moc"
