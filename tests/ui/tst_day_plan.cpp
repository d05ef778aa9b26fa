// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Party › Plan a Day…: the plan's rows and rests as the GM edits them, the campaign's fights played
// as a day with the party carrying its wounds, the party brought into a fight not yet begun, and
// Cancel.

#include "HermeticTest.h"
#include "core/day/CampaignDay.h"
#include "core/io/EncounterJson.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/day/DayPlanDialog.h"
#include "ui/day/DayPlanModel.h"
#include "ui/day/DayResultModel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using Fray::Ui::CampaignController;
using Fray::Ui::DayPlanDialog;
using Fray::Ui::DayPlanModel;
using Fray::Ui::DayResultModel;
using namespace Qt::StringLiterals;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

qint64 importDayFight(CampaignController &controller, const QString &file)
{
    const auto state = Fray::Io::EncounterJson::fromFile(testData() + u"/day/"_s + file);
    if (!state)
        return 0;
    const auto id = controller.importEncounter(*state);
    return id ? *id : 0;
}

QString rest(const DayPlanModel &plan, int row)
{
    return plan.index(row, DayPlanModel::RestBefore).data().toString();
}

} // namespace

class TestDayPlan : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_day_plan"_s);
    }

    void init()
    {
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
    }

    // The first fight comes after no rest; the others after the ruleset's first rest unless the
    // GM picks another or types hit points; moving and removing keep the first without one.
    void thePlanFollowsTheGm()
    {
        CampaignController controller;
        DayPlanModel plan;
        QAbstractItemModelTester tester(
            &plan, QAbstractItemModelTester::FailureReportingMode::QtTest);
        plan.setRuleset(controller.rulesets().find(u"castles-crusades"_s)->ruleset);
        QCOMPARE(plan.restChoices(),
            (QStringList{u"No rest"_s, u"A day's rest"_s, u"A week's rest"_s, u"Back to full"_s}));
        plan.append(1, u"Ford"_s);
        plan.append(2, u"Mill"_s);
        plan.append(3, u"Keep"_s);
        QCOMPARE(plan.index(1, DayPlanModel::Fight).data().toString(), u"Mill"_s);
        QCOMPARE(plan.headerData(1, Qt::Vertical).toInt(), 2);
        QCOMPARE(rest(plan, 0), u"(the day begins)"_s);
        QCOMPARE(rest(plan, 1), u"A day's rest"_s);
        QVERIFY(!(plan.flags(plan.index(0, DayPlanModel::RestBefore)) & Qt::ItemIsEditable));
        QVERIFY(plan.flags(plan.index(1, DayPlanModel::RestBefore)) & Qt::ItemIsEditable);

        QVERIFY(plan.setData(plan.index(1, DayPlanModel::RestBefore), u"Back to full"_s));
        QCOMPARE(rest(plan, 1), u"Back to full"_s);
        QVERIFY(plan.setData(plan.index(2, DayPlanModel::RestBefore), u"4"_s));
        QCOMPARE(rest(plan, 2), u"4 hit point(s) each"_s);
        QCOMPARE(plan.fights()[2].restBefore->hitPoints, 4);
        // What the cell shows reads back as the same rest.
        QVERIFY(plan.setData(plan.index(2, DayPlanModel::RestBefore), rest(plan, 2)));
        QCOMPARE(plan.fights()[2].restBefore->hitPoints, 4);
        QVERIFY(!plan.setData(plan.index(2, DayPlanModel::RestBefore), u"a nap"_s));
        QVERIFY(!plan.setData(plan.index(2, DayPlanModel::RestBefore), u"-3"_s));
        QCOMPARE(rest(plan, 2), u"4 hit point(s) each"_s);
        QVERIFY(!plan.setData(plan.index(0, DayPlanModel::RestBefore), u"Back to full"_s));

        // The ford moves second: the mill begins the day, the ford comes after a day's rest.
        QVERIFY(plan.move(0, 1));
        QCOMPARE(plan.fights()[0].encounterId, 2);
        QCOMPARE(plan.fights()[1].encounterId, 1);
        QVERIFY(!plan.fights()[0].restBefore);
        QCOMPARE(rest(plan, 1), u"A day's rest"_s);
        QVERIFY(!plan.move(0, -1));
        plan.remove(0);
        QCOMPARE(plan.rowCount(), 2);
        QCOMPARE(rest(plan, 0), u"(the day begins)"_s);
        QVERIFY(!plan.fights()[0].restBefore);
    }

    // tests/data/day: at the ford a goblin strikes Wren (7 HP) once, hitting on 11-20 for 1d6;
    // after a day's rest (1 hit point) an ogre that always hits strikes once for 1d6 at the
    // mill. She falls there with 5/24 and comes to it with 23/4 hit points on average (the
    // working is in tst_day).
    void theDialogPlaysTheCampaignsDay()
    {
        CampaignController controller;
        QVERIFY(!controller.open(m_dir->filePath(u"day.fray"_s)));
        const qint64 ford = importDayFight(controller, u"ford.fray.json"_s);
        const qint64 mill = importDayFight(controller, u"mill.fray.json"_s);
        QVERIFY(ford > 0 && mill > 0);
        DayPlanDialog dialog(&controller, ford);
        QAbstractItemModelTester planTester(
            dialog.plan(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester resultTester(
            dialog.result(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(dialog.plan()->rowCount(), 1);
        auto *combo = dialog.findChild<QComboBox *>(u"encounterCombo"_s);
        combo->setCurrentIndex(combo->findData(mill));
        dialog.findChild<QPushButton *>(u"addButton"_s)->click();
        QCOMPARE(dialog.plan()->rowCount(), 2);
        QCOMPARE(rest(*dialog.plan(), 1), u"A day's rest"_s);
        dialog.findChild<QSpinBox *>(u"trialsSpin"_s)->setValue(100'000);
        dialog.run();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30'000);

        const DayResultModel &result = *dialog.result();
        QCOMPARE(result.rowCount(), 2);
        QCOMPARE(result.columnCount(), DayResultModel::FirstHero + 1);
        QCOMPARE(result.headerData(DayResultModel::FirstHero, Qt::Horizontal).toString(),
            u"Wren before"_s);
        const QModelIndex breaks = result.index(1, DayResultModel::Breaks);
        const double p = breaks.data(DayResultModel::RawValueRole).toDouble();
        QVERIFY2(
            std::abs(p - 5.0 / 24) <= 4 * breaks.data(DayResultModel::StandardErrorRole).toDouble(),
            qPrintable(QString::number(p)));
        const QModelIndex before = result.index(1, DayResultModel::FirstHero);
        QVERIFY(std::abs(before.data(DayResultModel::RawValueRole).toDouble() - 23.0 / 4)
            <= 4 * before.data(DayResultModel::StandardErrorRole).toDouble());
        QCOMPARE(result.index(1, DayResultModel::Fight).data().toString(), u"2. The mill"_s);
        QCOMPARE(result.index(1, DayResultModel::Fight).data(Qt::ToolTipRole).toString(),
            u"After A day's rest"_s);
        const QString summary = dialog.findChild<QLabel *>(u"summaryLabel"_s)->text();
        QVERIFY2(summary.contains(u"gets through the day"_s), qPrintable(summary));
        QVERIFY(dialog.findChild<QLabel *>(u"heroesLabel"_s)->text().contains(u"Wren: out"_s));
    }

    // A fight not yet begun gets the party as it is now; one under way is played as it stands.
    void thePartyJoinsAFightNotYetBegun()
    {
        CampaignController controller;
        QVERIFY(!controller.open(m_dir->filePath(u"day.fray"_s)));
        Fray::Library::LibraryEntry aldo;
        aldo.name = u"Aldo"_s;
        aldo.kind = u"character"_s;
        aldo.rulesetId = u"castles-crusades"_s;
        aldo.inParty = true;
        aldo.prototype.name = aldo.name;
        aldo.prototype.side = u"party"_s;
        aldo.prototype.maxHp = 20;
        aldo.prototype.hp = aldo.prototype.startHp = 13;
        QVERIFY(controller.addLibraryEntry(aldo));
        const auto camp = controller.createEncounter(u"Camp"_s, u"castles-crusades"_s);
        QVERIFY(camp);
        const qint64 ford = importDayFight(controller, u"ford.fray.json"_s);
        const auto plan = Fray::Day::CampaignDay::plan(
            *controller.campaign(), controller.rulesets(), {{*camp, std::nullopt}, {ford, {}}});
        QVERIFY2(plan, plan ? "" : qPrintable(plan.error()));
        const auto &joined = plan->steps[0].fight->combatants();
        QCOMPARE(joined.size(), std::size_t(1));
        QCOMPARE(joined.front().name, u"Aldo"_s);
        QCOMPARE(joined.front().hp, 13);
        const auto &asItStands = plan->steps[1].fight->combatants();
        QCOMPARE(asItStands.size(), std::size_t(2));
        QCOMPARE(plan->steps[1].name, u"The ford"_s);
    }

    void cancelStopsTheDays()
    {
        CampaignController controller;
        QVERIFY(!controller.open(m_dir->filePath(u"day.fray"_s)));
        const qint64 ford = importDayFight(controller, u"ford.fray.json"_s);
        DayPlanDialog dialog(&controller, ford);
        dialog.findChild<QSpinBox *>(u"trialsSpin"_s)->setValue(10'000'000);
        dialog.run();
        QVERIFY(dialog.isRunning());
        dialog.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30'000);
        QTRY_COMPARE(dialog.findChild<QLabel *>(u"summaryLabel"_s)->text(), u"Cancelled."_s);
        QCOMPARE(dialog.result()->rowCount(), 0);
        QVERIFY(dialog.findChild<QPushButton *>(u"runButton"_s)->isEnabled());
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_MAIN(TestDayPlan)
#include "tst_day_plan.moc"
