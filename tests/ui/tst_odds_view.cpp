// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The odds view as GMs and players read it: the chart's lines are the core's exact odds, the
// marker shows the chance now and moves with each toggle and condition, conditions in force
// show as locked toggles, the panel follows the acting combatant, and the players' window never
// shows the target's defence or hit points unless the GM reveals them. Expected chances are
// counted on the d20 by hand in each row's comment.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/odds/OddsCalculator.h"
#include "ui/charts/OddsChart.h"
#include "ui/charts/OddsCurveModel.h"
#include "ui/encounter/AttackDialog.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/odds/ModifierToggles.h"
#include "ui/odds/OddsCalculatorDialog.h"
#include "ui/odds/OddsPanel.h"
#include "ui/odds/OddsPresenter.h"
#include "ui/odds/OddsSummary.h"
#include "ui/odds/OddsTable.h"
#include "ui/players/PlayersWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Fray;

namespace {

std::shared_ptr<const Rules::Ruleset> ruleset(const QString &id)
{
    return Testing::rulesetNamed(id, Testing::shippedRulesets());
}

std::vector<std::shared_ptr<const Rules::Ruleset>> allRulesets()
{
    std::vector<std::shared_ptr<const Rules::Ruleset>> list;
    for (const auto &e : Testing::shippedRulesets().entries())
        list.push_back(e.ruleset);
    return list;
}

// The "Any hit" line's value at x, from the chart's own series.
std::optional<double> hitAt(const Fray::Ui::OddsChart &chart, double x)
{
    const auto points = chart.points(Fray::Ui::OddsChart::tr("Any hit"));
    for (const QPointF &p : points) {
        if (qFuzzyCompare(p.x() + 1000.0, x + 1000.0))
            return p.y();
    }
    return std::nullopt;
}

double nowHit(const Fray::Ui::OddsPresenter &presenter)
{
    return presenter.markerModel()->hitPercent();
}

Encounter::Combatant fighter(
    const QString &name, const QString &side, qint64 attack, qint64 defence, qint64 hp)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = hp;
    c.hp = hp;
    c.startHp = hp;
    c.defence = defence;
    Encounter::Attack a;
    a.name = u"Sword"_s;
    a.kind = u"melee"_s;
    a.value = attack;
    a.damage = u"1d8"_s;
    c.attacks.push_back(a);
    return c;
}

using Values = QMap<QString, qint64>;

// Adds combatants as a roster command would: each with a new id.
// An encounter in a session with the table's model over it, as the window shows one: the odds
// panel and the players' window follow the model.
struct Table
{
    explicit Table(std::shared_ptr<const Fray::Rules::Ruleset> rules)
        : session(std::make_unique<Encounter::Encounter>(std::move(rules)), nullptr, 0)
        , model(&session)
    { }
    Fray::Ui::EncounterSession session;
    Fray::Ui::CombatantTableModel model;
};

void add(Encounter::Encounter &encounter, std::vector<Encounter::Combatant> combatants)
{
    for (auto &c : combatants)
        c.id = encounter.takeId();
    encounter.insertCombatants(qint64(encounter.combatants().size()), std::move(combatants));
}

} // namespace

class TestOddsView : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void seriesAreTheCoreOdds_data();
    void seriesAreTheCoreOdds();
    void anyHitAgainstAcFifteen_data();
    void anyHitAgainstAcFifteen();
    void toggleRaisesTheMarkerAndShiftsTheCurve();
    void toggleOnTheVariedQuantityMovesTheMarker();
    void exclusiveGroupKeepsOneOn();
    void modifiersForOtherAttackKindsAreDisabled();
    void toggleSaysWhatItChanges_data();
    void toggleSaysWhatItChanges();
    void summarySaysWhatIsOn();
    void clickingALabelTogglesItsModifier();
    void axisFollowsTheRulesetOfAFightWithNoOneInIt();
    void dropChanceWithinRounds();
    void badDamageSaysWhereAndKeepsTheOdds();
    void conditionOnTargetIsLockedAndCounts();
    void panelFollowsTheActingCombatantAndLastTarget();
    void attackDialogStartsFromThePanel();
    void playersWindowHidesDefenceUnlessRevealed();
    void onlyTheAttacksValuesAreAsked_data();
    void onlyTheAttacksValuesAreAsked();
    void oddsAsTableReadsTheCurve();
    void chanceWords_data();
    void chanceWords();
};

// Every band's line and the "Any hit" line equal OddsCalculator's exact numbers at each point.
void TestOddsView::seriesAreTheCoreOdds_data()
{
    QTest::addColumn<QString>("rulesetId");
    QTest::addColumn<Values>("values");
    QTest::addColumn<QStringList>("modifiers");
    QTest::newRow("d20-attack-5-vs-ac-15")
        << u"d20-ascending"_s << Values{{u"attack"_s, 5}, {u"ac"_s, 15}} << QStringList{};
    QTest::newRow("d20-with-flanking-and-cover-3")
        << u"d20-ascending"_s << Values{{u"attack"_s, 3}, {u"ac"_s, 14}}
        << QStringList{u"flank"_s, u"cover=-3"_s};
    QTest::newRow("castles-crusades-attack-2")
        << u"castles-crusades"_s << Values{{u"attack"_s, 2}, {u"ac"_s, 16}} << QStringList{};
    QTest::newRow("spelljammer-sc-60-def-40")
        << u"spelljammer-d100"_s << Values{{u"sc"_s, 60}, {u"def"_s, 40}} << QStringList{};
    QTest::newRow("basic-roleplaying-skill-55-parry-40")
        << u"basic-roleplaying"_s << Values{{u"skill"_s, 55}, {u"parry"_s, 40}} << QStringList{};
    QTest::newRow("old-school-needs-12")
        << u"old-school"_s << Values{{u"needed"_s, 12}} << QStringList{};
}

void TestOddsView::seriesAreTheCoreOdds()
{
    QFETCH(QString, rulesetId);
    QFETCH(Values, values);
    QFETCH(QStringList, modifiers);
    Fray::Ui::OddsCalculatorDialog dialog(allRulesets(), rulesetId);
    QAbstractItemModelTester curveTester(dialog.presenter()->curveModel());
    QAbstractItemModelTester markerTester(dialog.presenter()->markerModel());
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        dialog.setValue(it.key(), it.value());
    for (const QString &m : modifiers) {
        const auto parts = m.split(u'=');
        dialog.toggles()->setActive(parts[0], true,
            parts.size() > 1 ? std::optional<qint64>(parts[1].toLongLong()) : std::nullopt);
    }
    const Fray::Ui::OddsPresenter &presenter = *dialog.presenter();
    QVERIFY2(presenter.problem().isEmpty(), qPrintable(presenter.problem()));

    Odds::OddsRequest request;
    request.values = values;
    request.modifiers = dialog.toggles()->active();
    QCOMPARE(qsizetype(request.modifiers.size()), modifiers.size());
    for (const Rules::Variable &v : ruleset(rulesetId)->variables) {
        if (!request.values.contains(v.name))
            request.values.insert(v.name, v.defaultValue);
    }
    const auto calculator = Odds::OddsCalculator::create(ruleset(rulesetId), request);
    QVERIFY(calculator);

    const QString variable = presenter.axis().variable;
    const auto *model = presenter.curveModel();
    QVERIFY(model->rowCount() >= 5);
    const auto &bands = model->bands();
    for (int row = 0; row < model->rowCount(); ++row) {
        const double x = model->data(model->index(row, 0)).toDouble();
        Odds::OddsRequest at = request;
        at.values.insert(variable, qint64(x));
        // The curve's x is the value after modifiers; the toggles here add to other variables.
        const auto exact = (*Odds::OddsCalculator::create(ruleset(rulesetId), at))->compute();
        QVERIFY(exact);
        for (std::size_t b = 0; b < bands.size(); ++b) {
            const double shown = model->data(model->index(row, int(b) + 1)).toDouble();
            QVERIFY2(std::abs(shown - 100.0 * exact->probabilityOf(bands[b].id)) < 1e-9,
                qPrintable(u"%1 at %2"_s.arg(bands[b].label).arg(x)));
        }
        QCOMPARE(
            model->data(model->index(row, model->hitColumn())).toDouble(), 100.0 * exact->pHit);
        // What the chart draws is what the model holds.
        const auto drawn = hitAt(*dialog.chart(), x);
        QVERIFY(drawn);
        QCOMPARE(*drawn, 100.0 * exact->pHit);
    }
    const auto now = (*calculator)->compute();
    QVERIFY(now);
    QCOMPARE(nowHit(presenter), 100.0 * now->pHit);
    QCOMPARE(presenter.result()->pHit, now->pHit);
}

// d20 + attack + mod >= AC; a natural 20 always hits (through its confirm roll), a natural 1
// always goes to the critical miss table. Against AC 15 with +5: 10-19 hit, and 20: 11 of 20.
void TestOddsView::anyHitAgainstAcFifteen_data()
{
    QTest::addColumn<qint64>("attack");
    QTest::addColumn<double>("percent");
    QTest::newRow("+5 hits on 10-20") << qint64(5) << 55.0;
    QTest::newRow("+0 hits on 15-20") << qint64(0) << 30.0;
    QTest::newRow("+20 hits on 2-20, a natural 1 misses") << qint64(20) << 95.0;
    QTest::newRow("-10 hits only on a natural 20") << qint64(-10) << 5.0;
}

void TestOddsView::anyHitAgainstAcFifteen()
{
    QFETCH(qint64, attack);
    QFETCH(double, percent);
    Fray::Ui::OddsCalculatorDialog dialog(allRulesets(), u"d20-ascending"_s);
    dialog.setValue(u"ac"_s, 15);
    dialog.setValue(u"attack"_s, attack);
    QCOMPARE(dialog.presenter()->axis().variable, u"attack"_s);
    QVERIFY(std::abs(nowHit(*dialog.presenter()) - percent) < 1e-9);
    const auto drawn = hitAt(*dialog.chart(), double(attack));
    QVERIFY(drawn);
    QVERIFY(std::abs(*drawn - percent) < 1e-9);
    QVERIFY(dialog.summary()->lines().constFirst().contains(u"%1%"_s.arg(percent, 0, 'f', 1)));
}

// Flanking (+1 to hit, melee) lifts the chance now by one face of the d20, and the whole curve
// by one step: with flanking, +4 is what +5 was.
void TestOddsView::toggleRaisesTheMarkerAndShiftsTheCurve()
{
    Fray::Ui::OddsCalculatorDialog dialog(allRulesets(), u"d20-ascending"_s);
    dialog.setValue(u"ac"_s, 15);
    dialog.setValue(u"attack"_s, 5);
    const auto &presenter = *dialog.presenter();
    QVERIFY(std::abs(nowHit(presenter) - 55.0) < 1e-9);
    const double before = *hitAt(*dialog.chart(), 5.0);
    dialog.toggles()->setActive(u"flank"_s, true);
    QVERIFY(std::abs(nowHit(presenter) - 60.0) < 1e-9);
    QCOMPARE(*presenter.markerModel()->x(), 5.0);
    QVERIFY(std::abs(*hitAt(*dialog.chart(), 4.0) - before) < 1e-9);
    dialog.toggles()->setActive(u"flank"_s, false);
    QVERIFY(std::abs(nowHit(presenter) - 55.0) < 1e-9);
}

// Spelljammer's "target stunned" adds 10 to SC, the quantity the chart runs across: the marker
// moves 10 along it.
void TestOddsView::toggleOnTheVariedQuantityMovesTheMarker()
{
    Fray::Ui::OddsCalculatorDialog dialog(allRulesets(), u"spelljammer-d100"_s);
    dialog.setValue(u"def"_s, 40);
    dialog.setValue(u"sc"_s, 60);
    const auto &presenter = *dialog.presenter();
    QCOMPARE(presenter.axis().variable, u"sc"_s);
    QCOMPARE(*presenter.markerModel()->x(), 60.0);
    const double before = nowHit(presenter);
    dialog.toggles()->setActive(u"target-stunned"_s, true);
    QCOMPARE(*presenter.markerModel()->x(), 70.0);
    QVERIFY(nowHit(presenter) > before);
}

void TestOddsView::exclusiveGroupKeepsOneOn()
{
    Fray::Ui::ModifierToggles toggles;
    toggles.setRuleset(ruleset(u"d20-ascending"_s));
    toggles.setActive(u"concealment-25"_s, true);
    toggles.setActive(u"concealment-75"_s, true);
    QStringList on;
    for (const auto &m : toggles.active())
        on << m.id;
    QCOMPARE(on, QStringList{u"concealment-75"_s});
    // "Attack from behind" does not stack with a sneak attack.
    toggles.setActive(u"sneak-attack"_s, true, 4);
    toggles.setActive(u"rear"_s, true);
    on.clear();
    for (const auto &m : toggles.active())
        on << m.id;
    QVERIFY(on.contains(u"rear"_s));
    QVERIFY(!on.contains(u"sneak-attack"_s));
}

// A toggle's text says what its number changes, signed as it acts: to-hit or the defence.
void TestOddsView::toggleSaysWhatItChanges_data()
{
    QTest::addColumn<QString>("rulesetId");
    QTest::addColumn<QString>("modifier");
    QTest::addColumn<QString>("text");
    QTest::newRow("cc-prone-adds-to-hit") << u"castles-crusades"_s << u"defender-prone-or-blind"_s
                                          << u"Defender prone or blind (+5 to hit)"_s;
    QTest::newRow("cc-fog-takes-from-to-hit") << u"castles-crusades"_s << u"concealment-quarter"_s
                                              << u"Concealment 1/4 (light fog) (\u22122 to hit)"_s;
    QTest::newRow("d20-parrying-raises-ac")
        << u"d20-ascending"_s << u"target-parrying"_s << u"Target parrying or dodging (AC +2)"_s;
    QTest::newRow("d20-charging-lowers-ac") << u"d20-ascending"_s << u"target-charging"_s
                                            << u"Target charged this round (AC \u22122)"_s;
    QTest::newRow("spelljammer-def")
        << u"spelljammer-d100"_s << u"target-encumbered"_s << u"Target encumbered (DEF \u221210)"_s;
    QTest::newRow("switch-shows-no-number")
        << u"basic-roleplaying"_s << u"range-beyond"_s << u"Beyond three times the range"_s;
}

void TestOddsView::toggleSaysWhatItChanges()
{
    QFETCH(QString, rulesetId);
    QFETCH(QString, modifier);
    QFETCH(QString, text);
    Fray::Ui::ModifierToggles toggles;
    toggles.setRuleset(ruleset(rulesetId));
    const auto *row = toggles.findChild<QWidget *>(u"modifier:"_s + modifier);
    QVERIFY(row);
    const auto *label = row->findChild<QLabel *>(u"label"_s);
    QVERIFY(label);
    QCOMPARE(label->text(), text);
    QVERIFY(label->wordWrap());
}

void TestOddsView::summarySaysWhatIsOn()
{
    Fray::Ui::ModifierToggles toggles;
    toggles.setRuleset(ruleset(u"d20-ascending"_s));
    QCOMPARE(toggles.summary(), u"No situational modifiers are on."_s);
    toggles.setActive(u"flank"_s, true);
    toggles.setActive(u"target-parrying"_s, true);
    QCOMPARE(toggles.summary(), u"On: Flanking (+1 to hit); Target parrying or dodging (AC +2)"_s);
    // A number the GM types is shown with what it changes.
    toggles.setActive(u"flank"_s, false);
    toggles.setActive(u"cover"_s, true, -3);
    QVERIFY2(toggles.summary().contains(u"(\u22123 to hit)"_s), qPrintable(toggles.summary()));
    toggles.setLocked({{u"Prone"_s, u"on Orc"_s}});
    QVERIFY2(toggles.summary().contains(u"Prone \u2014 on Orc"_s), qPrintable(toggles.summary()));
}

void TestOddsView::clickingALabelTogglesItsModifier()
{
    Fray::Ui::ModifierToggles toggles;
    toggles.setRuleset(ruleset(u"d20-ascending"_s));
    toggles.show();
    auto *label
        = toggles.findChild<QWidget *>(u"modifier:flank"_s)->findChild<QLabel *>(u"label"_s);
    QTest::mouseClick(label, Qt::LeftButton);
    QCOMPARE(toggles.active().size(), std::size_t(1));
    QCOMPARE(toggles.active().front().id, u"flank"_s);
    QTest::mouseClick(label, Qt::LeftButton);
    QVERIFY(toggles.active().empty());
}

// From a fight under one ruleset to a new one under another with no one in it yet: the chart's
// axis names what the new ruleset varies, not what the last one did.
void TestOddsView::axisFollowsTheRulesetOfAFightWithNoOneInIt()
{
    Table brp(ruleset(u"basic-roleplaying"_s));
    add(brp.session.encounter(),
        {fighter(u"Brisa"_s, u"party"_s, 60, 0, 12), fighter(u"Orc"_s, u"foes"_s, 40, 0, 9)});
    Fray::Ui::OddsPanel panel;
    panel.setModel(&brp.model);
    const auto *chart = panel.findChild<Fray::Ui::OddsChart *>();
    QVERIFY(chart);
    panel.setAttacker(brp.session.encounter().combatants()[0].id);
    QVERIFY2(panel.presenter()->problem().isEmpty(), qPrintable(panel.presenter()->problem()));
    const QString brpAxis = chart->axisTitle();
    QVERIFY(!brpAxis.isEmpty());
    Table empty(ruleset(u"castles-crusades"_s));
    panel.setModel(&empty.model);
    const auto cc = ruleset(u"castles-crusades"_s);
    QCOMPARE(chart->axisTitle(), Fray::Ui::OddsPresenter::defaultAxis(*cc).title);
    QVERIFY(chart->axisTitle() != brpAxis);
}

void TestOddsView::modifiersForOtherAttackKindsAreDisabled()
{
    Fray::Ui::ModifierToggles toggles;
    toggles.setRuleset(ruleset(u"d20-ascending"_s));
    toggles.setAttackKind(u"ranged"_s);
    toggles.setActive(u"range-long"_s, true);
    QCOMPARE(toggles.active().size(), std::size_t(1));
    toggles.setAttackKind(u"melee"_s);
    QVERIFY(toggles.active().empty());
    QVERIFY(!toggles.applicableIds().contains(u"range-long"_s));
    QVERIFY(toggles.applicableIds().contains(u"flank"_s));
}

// One hit of 1d6 drops a target with 1 HP: P(down in one round) = P(hit) = 11/20 and within two
// rounds 1 - (9/20)^2 = 0.7975; within three 1 - (9/20)^3 = 0.908875.
void TestOddsView::dropChanceWithinRounds()
{
    Fray::Ui::OddsCalculatorDialog dialog(allRulesets(), u"d20-ascending"_s);
    dialog.setValue(u"ac"_s, 15);
    dialog.setValue(u"attack"_s, 5);
    dialog.setDamage(u"1d6"_s);
    dialog.setTargetHitPoints(1);
    const auto &drop = dialog.presenter()->dropChances();
    QCOMPARE(drop.size(), std::size_t(3));
    QVERIFY(std::abs(drop[0] - 0.55) < 1e-12);
    QVERIFY(std::abs(drop[1] - 0.7975) < 1e-12);
    QVERIFY(std::abs(drop[2] - 0.908875) < 1e-12);
    const QStringList lines = dialog.summary()->lines();
    QVERIFY2(lines.contains(u"Within 3 rounds: 90.9%"_s), qPrintable(lines.join(u" | "_s)));
}

void TestOddsView::badDamageSaysWhereAndKeepsTheOdds()
{
    Fray::Ui::OddsCalculatorDialog dialog(allRulesets(), u"d20-ascending"_s);
    dialog.setValue(u"ac"_s, 15);
    dialog.setValue(u"attack"_s, 5);
    dialog.setDamage(u"1d8+"_s);
    const auto *error = dialog.findChild<QLabel *>(u"damageError"_s);
    QVERIFY(error);
    QVERIFY(!error->isHidden());
    QVERIFY2(error->text().contains(u"column"_s), qPrintable(error->text()));
    QVERIFY(std::abs(nowHit(*dialog.presenter()) - 55.0) < 1e-9);
}

// Castles & Crusades: a prone target is hit at +5. Attack +3 against AC 15 hits on 12-20
// (9 of 20); prone, on 7-20 (14 of 20).
void TestOddsView::conditionOnTargetIsLockedAndCounts()
{
    Table table(ruleset(u"castles-crusades"_s));
    Encounter::Encounter &encounter = table.session.encounter();
    add(encounter,
        {fighter(u"Brisa"_s, u"party"_s, 3, 14, 12), fighter(u"Orc"_s, u"foes"_s, 1, 15, 9)});
    Fray::Ui::OddsPanel panel;
    panel.setModel(&table.model);
    panel.setAttacker(encounter.combatants()[0].id);
    QCOMPARE(panel.target(), encounter.combatants()[1].id);
    const auto &presenter = *panel.presenter();
    QVERIFY2(presenter.problem().isEmpty(), qPrintable(presenter.problem()));
    QVERIFY(std::abs(nowHit(presenter) - 45.0) < 1e-9);
    QVERIFY(panel.toggles()->lockedTexts().isEmpty());

    encounter.modifyCombatant(1, [](Encounter::Combatant &c) {
        Fray::Encounter::ActiveCondition prone;
        prone.id = QStringLiteral("prone");
        prone.sinceRound = 1;
        c.conditions.push_back(prone);
    });
    QVERIFY(std::abs(nowHit(presenter) - 70.0) < 1e-9);
    const QStringList locked = panel.toggles()->lockedTexts();
    QCOMPARE(locked.size(), 1);
    QVERIFY2(
        locked[0].contains(u"Prone"_s) && locked[0].contains(u"on Orc"_s), qPrintable(locked[0]));
    QCOMPARE(panel.toggles()->active().size(), std::size_t(0));
}

// View › Odds as Table puts the chart's twin in its place: a row per attack bonus with each
// chance as a percentage, the row of the situation now in bold and described as such. Castles &
// Crusades, d20 + 3 against AC 15 hits on 12 or more: 9 faces in 20, 45%; + 4 hits on 11, 50%.
void TestOddsView::oddsAsTableReadsTheCurve()
{
    Table table(ruleset(u"castles-crusades"_s));
    Encounter::Encounter &encounter = table.session.encounter();
    add(encounter,
        {fighter(u"Brisa"_s, u"party"_s, 3, 14, 12), fighter(u"Orc"_s, u"foes"_s, 1, 15, 9)});
    Fray::Ui::OddsPanel panel;
    panel.setModel(&table.model);
    panel.setAttacker(encounter.combatants()[0].id);
    QVERIFY(std::abs(nowHit(*panel.presenter()) - 45.0) < 1e-9);

    auto *view = panel.table();
    QVERIFY(view);
    QAbstractItemModelTester tester(view->model());
    QVERIFY(!view->accessibleName().isEmpty());
    panel.tableAction()->setChecked(true);
    QVERIFY(view->isVisibleTo(&panel));
    QVERIFY(!panel.chart()->isVisibleTo(&panel));

    const QAbstractItemModel *model = view->model();
    const int hit = panel.presenter()->curveModel()->hitColumn();
    QCOMPARE(model->headerData(hit, Qt::Horizontal).toString(), u"Any hit"_s);
    const auto rowOf = [model](const QString &x) {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data().toString() == x)
                return row;
        }
        return -1;
    };
    const int now = rowOf(u"3"_s);
    const int better = rowOf(u"4"_s);
    QVERIFY(now >= 0 && better >= 0);
    QCOMPARE(model->index(now, hit).data().toString(), u"45.0%"_s);
    QCOMPARE(model->index(better, hit).data().toString(), u"50.0%"_s);
    QVERIFY(model->index(now, hit).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model->index(now, hit).data(Qt::AccessibleDescriptionRole).toString().isEmpty());
    QVERIFY(!model->index(better, hit).data(Qt::FontRole).value<QFont>().bold());

    // The situation moves with the panel: with 4 the bold row is 4's.
    encounter.modifyCombatant(0, [](Encounter::Combatant &c) { c.attacks[0].value = 4; });
    QVERIFY(std::abs(nowHit(*panel.presenter()) - 50.0) < 1e-9);
    QVERIFY(model->index(rowOf(u"4"_s), hit).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model->index(rowOf(u"3"_s), hit).data(Qt::FontRole).value<QFont>().bold());

    panel.tableAction()->setChecked(false);
    QVERIFY(panel.chart()->isVisibleTo(&panel));
}

void TestOddsView::panelFollowsTheActingCombatantAndLastTarget()
{
    Table table(ruleset(u"d20-ascending"_s));
    Encounter::Encounter &encounter = table.session.encounter();
    add(encounter,
        {fighter(u"Brisa"_s, u"party"_s, 3, 14, 12), fighter(u"Orc 1"_s, u"foes"_s, 1, 13, 9),
            fighter(u"Orc 2"_s, u"foes"_s, 1, 13, 9)});
    const auto brisa = encounter.combatants()[0].id;
    const auto orc1 = encounter.combatants()[1].id;
    const auto orc2 = encounter.combatants()[2].id;
    Fray::Ui::OddsPanel panel;
    panel.setModel(&table.model);
    std::vector<Encounter::InitiativeEntry> order(3);
    order[0].combatant = orc1;
    order[1].combatant = brisa;
    order[2].combatant = orc2;
    encounter.setOrder(order);
    encounter.setRound(1);
    encounter.setTurn(0);
    QCOMPARE(panel.attacker(), orc1);
    QCOMPARE(panel.target(), brisa);
    panel.noteAttack(brisa, orc2);
    encounter.setTurn(1);
    QCOMPARE(panel.attacker(), brisa);
    QCOMPARE(panel.target(), orc2);
    // A removed combatant leaves the choices.
    encounter.removeCombatant(2);
    QCOMPARE(panel.findChild<QComboBox *>(u"targetCombo"_s)->findData(qint64(orc2)), -1);
    QVERIFY(panel.target() != orc2);
}

// The GM sets up the attack in the panel (target, flanking, a typed cover penalty); the Attack
// dialog starts from it with the same odds.
void TestOddsView::attackDialogStartsFromThePanel()
{
    Table table(ruleset(u"d20-ascending"_s));
    Encounter::Encounter &encounter = table.session.encounter();
    add(encounter,
        {fighter(u"Brisa"_s, u"party"_s, 5, 14, 12), fighter(u"Orc 1"_s, u"foes"_s, 1, 13, 9),
            fighter(u"Orc 2"_s, u"foes"_s, 1, 15, 9)});
    Fray::Ui::OddsPanel panel;
    panel.setModel(&table.model);
    panel.setAttacker(encounter.combatants()[0].id);
    panel.setTarget(encounter.combatants()[2].id);
    panel.toggles()->setActive(u"flank"_s, true);
    panel.toggles()->setActive(u"cover"_s, true, -3);
    // d20 + 5 + 1 - 3 >= 15: 12-19 and a natural 20, 9 of 20.
    QVERIFY(std::abs(nowHit(*panel.presenter()) - 45.0) < 1e-9);

    Fray::Ui::AttackDialog dialog(encounter, encounter.combatants()[0].id);
    dialog.setInitial(panel.request());
    const auto request = dialog.request();
    QCOMPARE(request.target, encounter.combatants()[2].id);
    QStringList ids;
    for (const auto &m : request.modifiers)
        ids << m.id + u'=' + QString::number(m.value.value_or(0));
    ids.sort();
    QCOMPARE(ids, (QStringList{u"cover=-3"_s, u"flank=0"_s}));
}

// AC 17 and 23 of 31 HP: none of these numbers may reach the players' screen until revealed.
void TestOddsView::playersWindowHidesDefenceUnlessRevealed()
{
    Table table(ruleset(u"d20-ascending"_s));
    Encounter::Encounter &encounter = table.session.encounter();
    auto ogre = fighter(u"Ogre"_s, u"foes"_s, 4, 17, 31);
    ogre.hp = 23;
    add(encounter,
        {fighter(u"Brisa"_s, u"party"_s, 6, 14, 12), fighter(u"Tamsin"_s, u"party"_s, 2, 12, 8),
            ogre});
    Fray::Ui::PlayersWindow window;
    window.setModel(&table.model);
    window.setTarget(encounter.combatants()[2].id);
    QTest::qWait(1);
    QApplication::processEvents();

    const QString all = window.texts().join(u'\n');
    QVERIFY2(all.contains(u"Against Ogre"_s), qPrintable(all));
    // Brisa: d20 + 6 >= 17 on 11-20 = 50%, "even"; Tamsin: +2 on 15-20 = 30%, "unlikely".
    QVERIFY2(all.contains(u"50%"_s) && all.contains(u"even"_s), qPrintable(all));
    QVERIFY2(all.contains(u"30%"_s) && all.contains(u"unlikely"_s), qPrintable(all));
    for (const QString &secret : {u"17"_s, u"23"_s, u"31"_s, u"AC"_s})
        QVERIFY2(!all.contains(secret), qPrintable(secret + u" shown in:\n"_s + all));

    window.revealAction()->setChecked(true);
    const QString revealed = window.texts().join(u'\n');
    for (const QString &shown : {u"AC 17"_s, u"23"_s, u"31"_s})
        QVERIFY2(revealed.contains(shown), qPrintable(shown + u" missing from:\n"_s + revealed));

    // A foe's turn aims the odds panel at a party member; the players keep their target.
    window.setTarget(encounter.combatants()[0].id);
    QApplication::processEvents();
    QVERIFY(window.texts().join(u'\n').contains(u"Against Ogre"_s));

    // Live: the ogre takes damage; hidden again, the new HP stays hidden too.
    window.revealAction()->setChecked(false);
    encounter.modifyCombatant(2, [](Encounter::Combatant &c) { c.hp = 19; });
    QTest::qWait(1);
    QApplication::processEvents();
    QVERIFY(!window.texts().join(u'\n').contains(u"19"_s));
}

// The calculator and the odds panel ask for the values the attack reads; a value only the
// surprise check reads (C&C's WIS check target, Spelljammer's PER) is asked where surprise is.
void TestOddsView::onlyTheAttacksValuesAreAsked_data()
{
    QTest::addColumn<QString>("rulesetId");
    QTest::addColumn<QString>("variable");
    QTest::addColumn<bool>("asked");
    QTest::newRow("cc-wis-check-target-is-surprise-only")
        << u"castles-crusades"_s << u"surprise_target"_s << false;
    QTest::newRow("cc-armour-class-is-the-attacks") << u"castles-crusades"_s << u"ac"_s << true;
    QTest::newRow("sj-per-is-the-ambush-checks") << u"spelljammer-d100"_s << u"per"_s << false;
    QTest::newRow("osd20-needed-is-the-attacks") << u"old-school"_s << u"needed"_s << true;
    QTest::newRow("osd20-surprised-on-is-surprise-only")
        << u"old-school"_s << u"surprised_on"_s << false;
}

void TestOddsView::onlyTheAttacksValuesAreAsked()
{
    QFETCH(QString, rulesetId);
    QFETCH(QString, variable);
    QFETCH(bool, asked);
    Fray::Ui::OddsCalculatorDialog dialog(allRulesets(), rulesetId);
    QCOMPARE(dialog.findChild<QWidget *>(u"value:"_s + variable) != nullptr, asked);

    // The odds panel asks only for required values no combatant gives.
    Table table(ruleset(rulesetId));
    Fray::Ui::OddsPanel panel;
    panel.setModel(&table.model);
    const Rules::Variable *v = nullptr;
    for (const Rules::Variable &candidate : ruleset(rulesetId)->variables) {
        if (candidate.name == variable)
            v = &candidate;
    }
    QVERIFY(v);
    if (v->required && v->from.isEmpty())
        QCOMPARE(panel.findChild<QWidget *>(u"value:"_s + variable) != nullptr, asked);
}

void TestOddsView::chanceWords_data()
{
    QTest::addColumn<double>("p");
    QTest::addColumn<QString>("word");
    QTest::newRow("never") << 0.0 << u"impossible"_s;
    QTest::newRow("a natural 20 only") << 0.05 << u"very unlikely"_s;
    QTest::newRow("30%") << 0.30 << u"unlikely"_s;
    QTest::newRow("a coin flip") << 0.50 << u"even"_s;
    QTest::newRow("70%") << 0.70 << u"likely"_s;
    QTest::newRow("all but a natural 1") << 0.95 << u"very likely"_s;
    QTest::newRow("always") << 1.0 << u"certain"_s;
}

void TestOddsView::chanceWords()
{
    QFETCH(double, p);
    QFETCH(QString, word);
    QCOMPARE(Fray::Ui::PlayersWindow::chanceWord(p), word);
}

QTEST_MAIN(TestOddsView)
#include "tst_odds_view.moc"
