// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Encounter › Simulate…: the result table's model, a run against the core's Simulator for the
// same seed, Cancel and Close leaving no thread behind, the what-if counts changing a copy of
// the encounter only, and the exact duel shown as exact.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/i18n/NumberText.h"
#include "core/sim/FightModel.h"
#include "core/sim/Simulator.h"
#include "ui/charts/RoundsChart.h"
#include "ui/sim/SimResultModel.h"
#include "ui/sim/SimRoundsModel.h"
#include "ui/sim/SimulateDialog.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <numeric>

using namespace Fray;
using namespace Qt::StringLiterals;

namespace {

Encounter::Combatant fighter(const QString &name, const QString &side, qint64 hp)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.hp = c.maxHp = c.startHp = hp;
    c.defence = 14;
    c.stats = {{u"dex_bonus"_s, 1}};
    Encounter::Attack a;
    a.name = u"Sword"_s;
    a.value = 3;
    a.damage = u"1d8+1"_s;
    c.attacks.push_back(a);
    return c;
}

// Ann against `goblins` goblins numbered from 1, under d20-ascending.
std::unique_ptr<Encounter::Encounter> fight(int goblins, qint64 annHp = 30)
{
    Encounter::EncounterState state;
    state.rulesetId = u"d20-ascending"_s;
    state.name = u"Ambush"_s;
    state.combatants.push_back(fighter(u"Ann"_s, u"party"_s, annHp));
    for (int g = 1; g <= goblins; ++g)
        state.combatants.push_back(fighter(u"Goblin %1"_s.arg(g), u"foes"_s, 5));
    for (auto &c : state.combatants)
        c.id = state.nextId++;
    return std::make_unique<Encounter::Encounter>(
        Testing::rulesetNamed(state.rulesetId, Testing::shippedRulesets()), state);
}

void setUp(Fray::Ui::SimulateDialog &dialog, int trials, int seed)
{
    dialog.findChild<QSpinBox *>(u"trialsSpin"_s)->setValue(trials);
    dialog.findChild<QSpinBox *>(u"seedSpin"_s)->setValue(seed);
}

} // namespace

class TestSimulateDialog : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(Testing::shippedRulesets().errors().empty()); }
    void init() { QLocale::setDefault(QLocale::c()); }

    void theResultModelShowsEachCombatant()
    {
        Fray::Ui::SimResultModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        Sim::SimResult result;
        Sim::SimResult::CombatantResult ann;
        ann.name = u"Ann"_s;
        ann.side = u"party"_s;
        ann.pOut = 0.25;
        ann.pOutSe = 0.001;
        ann.meanHpLeft = 9.25;
        Sim::SimResult::CombatantResult bob = ann;
        bob.name = u"Bob"_s;
        bob.side = u"foes"_s;
        bob.pDead = 0.5;
        result.combatants = {ann, bob};
        model.setResult(result);
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.rowCount(), 2);
        using M = Fray::Ui::SimResultModel;
        QCOMPARE(model.index(0, M::Name).data().toString(), u"Ann"_s);
        QCOMPARE(model.index(0, M::Side).data(M::RawValueRole).toString(), u"party"_s);
        QCOMPARE(model.index(0, M::Out).data().toString(), u"25.0%"_s);
        QCOMPARE(model.index(0, M::Out).data(M::RawValueRole).toDouble(), 0.25);
        QCOMPARE(model.index(0, M::Out).data(M::StandardErrorRole).toDouble(), 0.001);
        QCOMPARE(model.index(0, M::HpLeft).data().toString(), u"9.3"_s);
        // A ruleset without death: no chance, not a zero one.
        QVERIFY(!model.index(0, M::Dead).data(M::RawValueRole).isValid());
        QCOMPARE(model.index(1, M::Dead).data().toString(), u"50.0%"_s);
        model.clear();
        QCOMPARE(reset.size(), 2);
        QCOMPARE(model.rowCount(), 0);
    }

    // Fights ending in rounds 1 and 3 only, a quarter still undecided: round 2 is a row of 0,
    // and "over by" sums the rounds so far (1/4, 1/4, 3/4). The chart draws the same bars.
    void theRoundsModelHasARowPerRoundAndTheChartFollowsIt()
    {
        using M = Fray::Ui::SimRoundsModel;
        M model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Fray::Ui::RoundsChart chart(&model, M::EndsIn, M::RawValueRole);
        QCOMPARE(chart.values(), QList<double>());
        Sim::SimResult result;
        result.roundHistogram = {{1, 0.25}, {3, 0.5}};
        result.undecided = 0.25;
        model.setResult(result);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(1, M::Round).data(M::RawValueRole).toInt(), 2);
        QCOMPARE(model.index(1, M::EndsIn).data(M::RawValueRole).toDouble(), 0.0);
        QCOMPARE(model.index(2, M::EndsIn).data().toString(), u"50.0%"_s);
        QCOMPARE(model.index(1, M::OverBy).data(M::RawValueRole).toDouble(), 0.25);
        QCOMPARE(model.index(2, M::OverBy).data(M::RawValueRole).toDouble(), 0.75);
        QCOMPARE(chart.values(), (QList<double>{25.0, 0.0, 50.0}));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(chart.values(), QList<double>());
    }

    // A seed is an identifier to type again, not a quantity: no group separators in the box or
    // in the summary, in any language ("1234567", not "1,234,567" or "1.234.567").
    void theSeedReadsWithoutGroupSeparators_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::newRow("english") << QLocale(QLocale::English, QLocale::UnitedStates);
        QTest::newRow("german") << QLocale(QLocale::German, QLocale::Germany);
    }
    void theSeedReadsWithoutGroupSeparators()
    {
        QFETCH(QLocale, locale);
        QLocale::setDefault(locale);
        auto encounter = fight(2);
        Fray::Ui::SimulateDialog dialog(*encounter);
        setUp(dialog, 2'000, 1'234'567);
        QCOMPARE(dialog.findChild<QSpinBox *>(u"seedSpin"_s)->text(), u"1234567"_s);
        dialog.run();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30'000);
        const QString summary = dialog.findChild<QLabel *>(u"summaryLabel"_s)->text();
        QVERIFY2(summary.contains(u" 1234567"_s), qPrintable(summary));
    }

    void aRunShowsTheSimulatorsResultForItsSeed()
    {
        auto encounter = fight(2);
        Fray::Ui::SimulateDialog dialog(*encounter);
        setUp(dialog, 20'000, 7);
        dialog.run();
        QVERIFY(dialog.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30'000);
        QVERIFY(dialog.result());

        // The core on its own, same fight and seed, one thread: the result does not depend on
        // the thread count.
        Sim::SimOptions options;
        options.trials = 20'000;
        options.seed = 7;
        options.threads = 1;
        const auto model = Sim::FightModel::create(*encounter, options);
        QVERIFY(model);
        const Sim::SimResult core = Sim::Simulator::run(**model);
        QCOMPARE(dialog.result()->trials, core.trials);
        QCOMPARE(dialog.result()->sides.size(), core.sides.size());
        for (std::size_t s = 0; s < core.sides.size(); ++s)
            QCOMPARE(dialog.result()->sides[s].win, core.sides[s].win);
        const auto *party = dialog.findChild<QLabel *>(u"winChance_party"_s);
        QVERIFY(party);
        QCOMPARE(party->text(), NumberText::percent(core.side(u"party"_s)->win));

        // The chart's bars are the decided fights, round by round.
        const QList<double> bars = dialog.roundsChart()->values();
        QCOMPARE(bars.size(), qsizetype(core.roundHistogram.back().first));
        const double total = std::accumulate(bars.begin(), bars.end(), 0.0);
        QVERIFY(std::abs(total - 100.0 * (1.0 - core.undecided)) < 1e-6);
        QCOMPARE(dialog.resultModel()->rowCount(), 3);

        // Asked for, the result goes to the printed roster in one line; unasked, nothing.
        QSignalSpy printed(&dialog, &Fray::Ui::SimulateDialog::printRequested);
        auto *print = dialog.findChild<QCheckBox *>(u"printCheck"_s);
        QVERIFY(print && print->isEnabled());
        print->setChecked(true);
        QCOMPARE(printed.size(), 1);
        const QString line = printed.last().at(0).toString();
        QVERIFY2(line.startsWith(u"Simulated 20000 fights (seed 7): party "_s
                     + NumberText::percent(core.side(u"party"_s)->win)),
            qPrintable(line));
        print->setChecked(false);
        QCOMPARE(printed.last().at(0).toString(), QString());
    }

    // Old-school: the number needed is given in the dialog, as in the odds panel, and its
    // foes' morale is checked unless the GM says not; the result says how often they broke.
    void oldSchoolAsksForTheNumberNeededAndSaysHowOftenTheFoesBroke()
    {
        Encounter::EncounterState state;
        state.rulesetId = u"old-school"_s;
        state.name = u"Ford"_s;
        Encounter::Combatant hero = fighter(u"Hero"_s, u"party"_s, 20);
        hero.stats.clear();
        state.combatants.push_back(hero);
        for (int g = 1; g <= 4; ++g) {
            Encounter::Combatant goblin = fighter(u"Goblin %1"_s.arg(g), u"foes"_s, 3);
            goblin.stats = {{u"morale"_s, 7}};
            goblin.group = u"Goblins"_s;
            state.combatants.push_back(goblin);
        }
        for (auto &c : state.combatants)
            c.id = state.nextId++;
        const Encounter::Encounter encounter(
            Testing::rulesetNamed(state.rulesetId, Testing::shippedRulesets()), state);
        Fray::Ui::SimulateDialog dialog(encounter);
        auto *needed = dialog.findChild<QSpinBox *>(u"given_needed"_s);
        QVERIFY(needed);
        needed->setValue(11);
        auto *morale = dialog.findChild<QCheckBox *>(u"moraleCheck"_s);
        QVERIFY(morale && !morale->isHidden() && morale->isChecked());
        setUp(dialog, 20'000, 5);
        dialog.run();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30'000);
        QVERIFY(dialog.result());

        Sim::SimOptions options;
        options.trials = 20'000;
        options.seed = 5;
        options.values = {{u"needed"_s, 11}};
        const auto model = Sim::FightModel::create(encounter, options);
        QVERIFY(model);
        const Sim::SimResult core = Sim::Simulator::run(**model);
        const auto *foes = core.side(u"foes"_s);
        QVERIFY(foes && foes->broke && *foes->broke > 0.0);
        QCOMPARE(*dialog.result()->side(u"foes"_s)->broke, *foes->broke);
        const auto *broke = dialog.findChild<QLabel *>(u"brokeChance_foes"_s);
        QVERIFY(broke);
        QVERIFY2(broke->text().startsWith(u"Broke and fled: "_s + NumberText::percent(*foes->broke)
                     + u", most often in round "_s),
            qPrintable(broke->text()));
        QVERIFY(!dialog.findChild<QLabel *>(u"brokeChance_party"_s));

        // Unchecked, no one flees and nothing is said of breaking.
        morale->setChecked(false);
        dialog.run();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30'000);
        QVERIFY(!dialog.result()->side(u"foes"_s)->broke);
        QTRY_VERIFY(!dialog.findChild<QLabel *>(u"brokeChance_foes"_s));
    }

    void cancelAndCloseLeaveNoThreadRunning()
    {
        auto encounter = fight(8);
        Fray::Ui::SimulateDialog dialog(*encounter);
        setUp(dialog, 1'000'000'000, 3);
        dialog.show();
        dialog.run();
        QVERIFY(dialog.isRunning());
        dialog.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 10'000);
        QVERIFY(!dialog.result());
        QCOMPARE(dialog.findChild<QLabel *>(u"summaryLabel"_s)->text(), u"Cancelled."_s);

        // Closing stops and joins at once, with no event loop turning.
        dialog.run();
        QVERIFY(dialog.isRunning());
        dialog.close();
        QVERIFY(!dialog.isRunning());
    }

    // Goblins 1-3 as the sample has them and a Goblin 4 dragged from the library are not alike
    // (one has a library entry): their two what-if rows name their members instead of both
    // reading "Goblin (foes)". Alike goblins keep the one plain row.
    void whatIfRowsOfOneNameAreToldApart()
    {
        auto encounter = fight(3);
        Encounter::EncounterState state = encounter->state();
        Encounter::Combatant dragged = fighter(u"Goblin 4"_s, u"foes"_s, 5);
        dragged.templateId = u"7"_s;
        dragged.id = state.nextId++;
        state.combatants.push_back(dragged);
        const Encounter::Encounter withLibraryGoblin(encounter->sharedRuleset(), state);
        Fray::Ui::SimulateDialog dialog(withLibraryGoblin);
        QStringList labels;
        for (int g = 0; g < 3; ++g) {
            auto *count = dialog.findChild<QSpinBox *>(u"whatIfCount%1"_s.arg(g));
            QVERIFY(count);
            auto *label = qobject_cast<QLabel *>(
                dialog.findChild<QFormLayout *>(u"whatIfLayout"_s)->labelForField(count));
            QVERIFY(label);
            labels << label->text();
        }
        QCOMPARE(labels,
            (QStringList{
                u"Ann (party):"_s, u"Goblin 1 \u2013 Goblin 3 (foes):"_s, u"Goblin 4 (foes):"_s}));

        Fray::Ui::SimulateDialog alike(*encounter);
        auto *count = alike.findChild<QSpinBox *>(u"whatIfCount1"_s);
        QVERIFY(count);
        auto *label = qobject_cast<QLabel *>(
            alike.findChild<QFormLayout *>(u"whatIfLayout"_s)->labelForField(count));
        QVERIFY(label);
        QCOMPARE(label->text(), u"Goblin (foes):"_s);
    }

    void whatIfChangesACopyOnly()
    {
        auto encounter = fight(8);
        Fray::Ui::SimulateDialog dialog(*encounter);
        const auto &groups = dialog.whatIf().groups();
        QCOMPARE(groups.size(), std::size_t(2));
        QCOMPARE(groups[1].stem, u"Goblin"_s);
        QCOMPARE(groups[1].count, 8);

        dialog.setWhatIfCount(1, 10);
        Encounter::EncounterState simulated = dialog.simulatedState();
        QCOMPARE(simulated.combatants.size(), std::size_t(11));
        QCOMPARE(simulated.combatants[9].name, u"Goblin 9"_s);
        QCOMPARE(simulated.combatants[10].name, u"Goblin 10"_s);
        QCOMPARE(simulated.combatants[10].maxHp, qint64(5));
        QVERIFY(simulated.combatants[10].id != simulated.combatants[8].id);

        setUp(dialog, 2'000, 5);
        dialog.run();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30'000);
        QVERIFY(dialog.result());
        QCOMPARE(dialog.result()->combatants.size(), std::size_t(11));
        QVERIFY(dialog.result()->combatant(u"Goblin 10"_s));
        // The open encounter is as it was.
        QCOMPARE(encounter->combatants().size(), std::size_t(9));
        QVERIFY(!encounter->findByName(u"Goblin 9"_s));

        dialog.setWhatIfCount(1, 6);
        simulated = dialog.simulatedState();
        QCOMPARE(simulated.combatants.size(), std::size_t(7));
        QVERIFY(!std::any_of(simulated.combatants.begin(), simulated.combatants.end(),
            [](const Encounter::Combatant &c) { return c.name == u"Goblin 7"_s; }));
        QCOMPARE(encounter->combatants().size(), std::size_t(9));
    }

    void theExactDuelShowsExactWithNoStandardError()
    {
        auto crowd = fight(2);
        Fray::Ui::SimulateDialog refused(*crowd);
        auto *refusedCheck = refused.findChild<QCheckBox *>(u"exactCheck"_s);
        QVERIFY(!refusedCheck->isEnabled());
        QVERIFY(!refusedCheck->toolTip().isEmpty());

        auto duel = fight(1, 12);
        Fray::Ui::SimulateDialog dialog(*duel);
        auto *exact = dialog.findChild<QCheckBox *>(u"exactCheck"_s);
        QVERIFY2(exact->isEnabled(), qPrintable(exact->toolTip()));
        exact->setChecked(true);
        dialog.run();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30'000);
        QVERIFY(dialog.result());
        QVERIFY(dialog.result()->exact);
        QVERIFY(dialog.findChild<QLabel *>(u"summaryLabel"_s)
                    ->text()
                    .contains(u"exact"_s, Qt::CaseInsensitive));
        for (const auto &s : dialog.result()->sides)
            QCOMPARE(s.winSe, 0.0);
        using M = Fray::Ui::SimResultModel;
        for (int row = 0; row < dialog.resultModel()->rowCount(); ++row) {
            QCOMPARE(dialog.resultModel()->index(row, M::Out).data(M::StandardErrorRole).toDouble(),
                0.0);
        }
    }
};

QTEST_MAIN(TestSimulateDialog)
#include "tst_simulate_dialog.moc"
