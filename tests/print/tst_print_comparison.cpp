// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The odds calculator's Compare with…: the same attack under Castles & Crusades and a copy whose
// natural 20 doubles the damage roll, across the chart's range, worked out by hand; the open
// fight simulated under each; the comparison printed and read back with poppler.

#include "HermeticTest.h"
#include "PdfTools.h"
#include "core/io/EncounterJson.h"
#include "core/rules/RulesetLibrary.h"
#include "ui/odds/OddsCalculatorDialog.h"
#include "ui/odds/OddsPresenter.h"
#include "ui/odds/RuleComparisonModel.h"
#include "ui/odds/RuleComparisonPanel.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using Fray::Ui::RuleComparisonModel;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

bool close(double a, double b)
{
    return std::abs(a - b) < 1e-12;
}

} // namespace

class TestPrintComparison : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(PdfTools::missingTool().isEmpty(), qPrintable(PdfTools::missingTool()));
        m_library = Fray::Rules::RulesetLibrary::load(testData() + u"/house-rules"_s);
        QVERIFY(m_library.find(u"castles-crusades-crits"_s));
    }

    // C&C, attack +0 against AC 11 with 1d6 and a target of 3 hit points: a hit on 11-20 (1/2)
    // for 7/4 on average and 1/3 to drop it at once; with a natural 20 doubling the roll, 77/40
    // and 41/120 (the working is in tst_cli_odds). One step up the attack hits on 10-20.
    void theHouseRuleIsWorkedOutByHandAndPrinted()
    {
        std::vector<std::shared_ptr<const Fray::Rules::Ruleset>> rulesets;
        for (const auto &e : m_library.entries())
            rulesets.push_back(e.ruleset);
        Fray::Ui::OddsCalculatorDialog dialog(rulesets, u"castles-crusades"_s);
        dialog.setValue(u"attack"_s, 0);
        dialog.setValue(u"ac"_s, 11);
        dialog.setDamage(u"1d6"_s);
        dialog.setTargetHitPoints(3);
        Fray::Ui::RuleComparisonPanel *panel = dialog.comparison();
        QAbstractItemModelTester tester(
            panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(panel->model()->rowCount(), 0);
        QVERIFY(panel->compareWith(u"castles-crusades-crits"_s));
        const RuleComparisonModel &model = *panel->model();
        QVERIFY(model.rowCount() > 2);
        int now = -1;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.index(row, 0).data(RuleComparisonModel::CurrentRole).toBool())
                now = row;
        }
        QVERIFY(now >= 0);
        QCOMPARE(model.index(now, 0).data(RuleComparisonModel::ValueRole).toLongLong(), 0);
        QVERIFY(close(model.index(now, 0).data(RuleComparisonModel::HitARole).toDouble(), 0.5));
        QVERIFY(close(model.index(now, 0).data(RuleComparisonModel::HitBRole).toDouble(), 0.5));
        QVERIFY(close(
            model.index(now + 1, 0).data(RuleComparisonModel::HitARole).toDouble(), 11.0 / 20));
        const auto &point = model.comparison().points[std::size_t(now)];
        QVERIFY(close(*point.a.expectedDamage, 7.0 / 4));
        QVERIFY(close(*point.b.expectedDamage, 77.0 / 40));
        QVERIFY(close(point.a.drop.front(), 1.0 / 3));
        QVERIFY(close(point.b.drop.front(), 41.0 / 120));

        QTemporaryDir dir;
        dir.setAutoRemove(qEnvironmentVariableIsEmpty("FRAY_KEEP_PDF"));
        const QString pdf = dir.filePath(u"house-rule.pdf"_s);
        const auto pages = panel->exportPdf(pdf);
        QVERIFY2(pages, pages ? "" : qPrintable(pages.error()));
        QCOMPARE(*pages, 1);
        const QString text = PdfTools::text(pdf);
        QVERIFY2(text.contains(u"House rule A against B"_s), qPrintable(text));
        QVERIFY(text.contains(u"Castles & Crusades"_s));
        // The situation's own row: A's 7/4 to two places, the odds alike under both.
        const QStringList lines = text.split(u'\n');
        const auto row = std::find_if(
            lines.begin(), lines.end(), [](const QString &l) { return l.contains(u"(now)"_s); });
        QVERIFY(row != lines.end());
        QVERIFY2(row->contains(u"1.75"_s) && row->count(u"50.0%"_s) == 2, qPrintable(*row));
    }

    // tests/data/sim/castles-crusades-compare: the party wins 31/80 under C&C and 669/1600 with
    // the house rule (tst_cli_odds works both out).
    void theOpenFightIsSimulatedUnderEach()
    {
        std::vector<std::shared_ptr<const Fray::Rules::Ruleset>> rulesets;
        for (const auto &e : m_library.entries())
            rulesets.push_back(e.ruleset);
        Fray::Ui::OddsCalculatorDialog dialog(rulesets, u"castles-crusades"_s);
        const auto state = Fray::Io::EncounterJson::fromFile(
            testData() + u"/sim/castles-crusades-compare.fray.json"_s);
        QVERIFY(state);
        dialog.setFight(*state);
        Fray::Ui::RuleComparisonPanel *panel = dialog.comparison();
        QVERIFY(panel->compareWith(u"castles-crusades-crits"_s));
        panel->simulateFight();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isSimulating(), 60'000);
        const auto &fight = panel->model()->comparison().fight;
        QCOMPARE(fight.size(), std::size_t(2));
        QVERIFY2(std::abs(fight[0].win - 31.0 / 80) <= 4 * fight[0].winSe,
            qPrintable(QString::number(fight[0].win)));
        QVERIFY2(std::abs(fight[1].win - 669.0 / 1600) <= 4 * fight[1].winSe,
            qPrintable(QString::number(fight[1].win)));
        const QString line = panel->findChild<QLabel *>(u"comparisonFight"_s)->text();
        QVERIFY2(line.contains(u"under B"_s), qPrintable(line));
    }

private:
    Fray::Rules::RulesetLibrary m_library;
};

QTEST_MAIN(TestPrintComparison)
#include "tst_print_comparison.moc"
