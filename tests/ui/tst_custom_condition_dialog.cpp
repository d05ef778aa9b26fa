// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Your Own Condition: the fields the ruleset can carry, and what it cannot said in the dialog.

#include "TestRulesets.h"
#include "ui/encounter/CustomConditionDialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace Fray;
using namespace Qt::StringLiterals;

class TestCustomConditionDialog : public QObject
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
    }
};

QTEST_MAIN(TestCustomConditionDialog)
#include "tst_custom_condition_dialog.moc"
