// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The encounter table as a GM edits it: typed HP cells become undoable damage and healing,
// unchanged cells run nothing, bad input is refused with a message, turns and rounds move the
// "acting" mark, conditions count down and expire, sorting is numeric, and every change
// reaches the campaign file (undo included). QAbstractItemModelTester watches every model.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/io/EncounterJson.h"
#include "core/storage/Campaign.h"
#include "playerpage/PlayerView.h"
#include "ui/campaign/CampaignController.h"
#include "ui/encounter/CombatantFilterModel.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/LogModel.h"
#include "ui/encounter/TurnDangers.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Fray;
using Fray::Ui::CombatantTableModel;

namespace {

Encounter::Combatant fighter(const QString &name, const QString &side, qint64 hp, qint64 dex)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = hp;
    c.hp = hp;
    c.startHp = hp;
    c.defence = 12;
    c.stats.insert(u"dex"_s, dex);
    return c;
}

} // namespace

class TestCombatantTable : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void hpCell_data();
    void hpCell();
    void hpCellUnchangedRunsNothing();
    void theTableBandsHitPointsAsThePlayersSeeThem_data();
    void theTableBandsHitPointsAsThePlayersSeeThem();
    void aCellEnteredAsItReadsChangesNothing_data();
    void aCellEnteredAsItReadsChangesNothing();
    void hpCellRefusesNonsense_data();
    void hpCellRefusesNonsense();
    void undoRedoRestoresRowsAndCells();
    void nextTurnMovesTheActingMark();
    void conditionCountsDownAndExpires();
    void sortsHitPointsAsNumbers();
    void filterBySideAndOutOfFight();
    void everyChangeIsInTheCampaign();
    void theDangerColumnFollowsTheFight();

private:
    void addParty();
    QModelIndex cell(const QString &name, int column) const;

    QTemporaryDir m_dir;
    std::unique_ptr<Ui::CampaignController> m_controller;
    std::unique_ptr<Ui::EncounterSession> m_session;
    std::unique_ptr<CombatantTableModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
    qint64 m_encounterId = 0;
};

void TestCombatantTable::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestCombatantTable::init()
{
    m_controller = std::make_unique<Ui::CampaignController>();
    const QString path
        = m_dir.filePath(QString::fromUtf8(QTest::currentTestFunction()) + u".fray"_s);
    QFile::remove(path);
    QCOMPARE(m_controller->open(path), std::nullopt);
    auto id = m_controller->createEncounter(u"Salt Road"_s, u"d20-ascending"_s);
    QVERIFY2(id, id ? "" : qPrintable(id.error()));
    m_encounterId = *id;
    auto session = Fray::Ui::EncounterSession::open(*m_controller, m_encounterId);
    QVERIFY2(session, session ? "" : qPrintable(session.error()));
    m_session = std::move(session).value();
    m_session->random() = Dice::Random(20261122);
    m_model = std::make_unique<CombatantTableModel>(m_session.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    addParty();
}

void TestCombatantTable::cleanup()
{
    m_tester.reset();
    m_model.reset();
    m_session.reset();
    m_controller.reset();
}

void TestCombatantTable::addParty()
{
    for (const auto &c : {fighter(u"Aldo"_s, u"party"_s, 12, 14),
             fighter(u"Brisa"_s, u"party"_s, 9, 10), fighter(u"Bandit"_s, u"foes"_s, 10, 8)}) {
        QCOMPARE(
            m_session->run(std::make_unique<Encounter::AddCombatantsCommand>(c, 1)), std::nullopt);
    }
    QCOMPARE(m_model->rowCount(), 3);
    m_session->undoStack()->clear();
}

QModelIndex TestCombatantTable::cell(const QString &name, int column) const
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->index(row, CombatantTableModel::Name).data(CombatantTableModel::RawValueRole)
            == name)
            return m_model->index(row, column);
    }
    return {};
}

void TestCombatantTable::hpCell_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<qint64>("hp");

    QTest::newRow("a minus sign takes hit points") << u"-7"_s << qint64(5);
    QTest::newRow("a plus sign gives them back") << u"+5"_s << qint64(11);
    QTest::newRow("healing stops at the maximum") << u"+9"_s << qint64(12);
    QTest::newRow("a bare number sets them") << u"3"_s << qint64(3);
    QTest::newRow("an equals sign sets them too") << u"=8"_s << qint64(8);
    QTest::newRow("spaces around the number are ignored") << u" - 4 "_s << qint64(8);
    QTest::newRow("more damage than hit points goes below zero") << u"-15"_s << qint64(-3);
}

void TestCombatantTable::hpCell()
{
    QFETCH(QString, typed);
    QFETCH(qint64, hp);

    // Aldo starts at 12 of 12; a heal of 5 on an unhurt combatant changes nothing, so it is
    // checked after damage: take 6 first where the row needs a wounded Aldo.
    const QModelIndex aldo = cell(u"Aldo"_s, CombatantTableModel::Hp);
    if (typed.startsWith(u'+'))
        QVERIFY(m_model->setData(aldo, u"-6"_s));
    const int before = m_session->undoStack()->count();

    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QVERIFY(m_model->setData(aldo, typed));
    QCOMPARE(aldo.data(CombatantTableModel::RawValueRole).toLongLong(), hp);
    QVERIFY(!changed.isEmpty());
    QCOMPARE(m_session->undoStack()->count(), before + 1);
}

void TestCombatantTable::hpCellUnchangedRunsNothing()
{
    const QModelIndex aldo = cell(u"Aldo"_s, CombatantTableModel::Hp);
    QVERIFY(!m_model->setData(aldo, u"12"_s));
    m_model->setData(aldo, u"+3"_s); // healing the unhurt: nothing changes
    QCOMPARE(aldo.data(CombatantTableModel::RawValueRole).toLongLong(), 12);
    QVERIFY(!m_model->setData(aldo, u"-0"_s));
    QVERIFY(!m_model->setData(cell(u"Aldo"_s, CombatantTableModel::Name), u"Aldo"_s));
    QVERIFY(!m_model->setData(cell(u"Aldo"_s, CombatantTableModel::Defence), u"12"_s));
    QCOMPARE(m_session->undoStack()->count(), 0);
}

// One banding of hit points for the GM's table and the players' page: half left is still
// wounded (the table's light mark), less is badly wounded, at every maximum, odd ones included.
void TestCombatantTable::theTableBandsHitPointsAsThePlayersSeeThem_data()
{
    QTest::addColumn<qint64>("hp");
    QTest::addColumn<qint64>("maxHp");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("word");
    QTest::newRow("full-is-unhurt") << 10ll << 10ll << 0 << u"unhurt"_s;
    QTest::newRow("one-short-is-wounded") << 9ll << 10ll << 1 << u"wounded"_s;
    QTest::newRow("exactly-half-is-wounded") << 5ll << 10ll << 1 << u"wounded"_s;
    QTest::newRow("less-than-half-is-badly-wounded") << 4ll << 10ll << 2 << u"bloodied"_s;
    QTest::newRow("just-under-half-of-odd-is-badly-wounded") << 5ll << 11ll << 2 << u"bloodied"_s;
    QTest::newRow("just-over-half-of-odd-is-wounded") << 6ll << 11ll << 1 << u"wounded"_s;
    QTest::newRow("one-of-one-is-unhurt") << 1ll << 1ll << 0 << u"unhurt"_s;
}

void TestCombatantTable::theTableBandsHitPointsAsThePlayersSeeThem()
{
    QFETCH(qint64, hp);
    QFETCH(qint64, maxHp);
    QFETCH(int, severity);
    QFETCH(QString, word);
    Encounter::Combatant orc = fighter(u"Orc"_s, u"foes"_s, maxHp, 10);
    orc.hp = hp;
    QCOMPARE(
        m_session->run(std::make_unique<Encounter::AddCombatantsCommand>(orc, 1)), std::nullopt);
    const QModelIndex state = cell(u"Orc"_s, CombatantTableModel::State);
    QCOMPARE(state.data(CombatantTableModel::RawValueRole).toInt(), severity);
    const auto &added = m_session->encounter().combatants().back();
    QCOMPARE(added.hp, hp);
    QCOMPARE(PlayerPage::PlayerView::stateId(added), word);
}

// An editor opens on a cell's edit value; Enter on it unchanged must change nothing and add no
// undo step: a unit's name is its name, not "Orcs (3 left)"; armour and the side's word read back.
void TestCombatantTable::aCellEnteredAsItReadsChangesNothing_data()
{
    QTest::addColumn<int>("column");
    QTest::newRow("a-units-name") << int(CombatantTableModel::Name);
    QTest::newRow("side") << int(CombatantTableModel::Side);
    QTest::newRow("defence-with-armour") << int(CombatantTableModel::Defence);
    QTest::newRow("hit-points") << int(CombatantTableModel::Hp);
    QTest::newRow("notes") << int(CombatantTableModel::Notes);
}

void TestCombatantTable::aCellEnteredAsItReadsChangesNothing()
{
    QFETCH(int, column);
    Encounter::Combatant orcs = fighter(u"Orcs"_s, u"foes"_s, 15, 10);
    orcs.unitSize = 3;
    orcs.armor = 2;
    orcs.notes = u"hold the bridge"_s;
    QCOMPARE(
        m_session->run(std::make_unique<Encounter::AddCombatantsCommand>(orcs, 1)), std::nullopt);
    m_session->undoStack()->clear();
    const QModelIndex index = cell(u"Orcs"_s, column);
    QVERIFY(index.isValid());
    const QVariant before = index.data(CombatantTableModel::RawValueRole);
    QVERIFY(!m_model->setData(index, index.data(Qt::EditRole)));
    QCOMPARE(index.data(CombatantTableModel::RawValueRole), before);
    QCOMPARE(m_session->undoStack()->count(), 0);
    QVERIFY(cell(u"Orcs"_s, CombatantTableModel::Name).isValid());
}

void TestCombatantTable::hpCellRefusesNonsense_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("typed");

    QTest::newRow("words in the hit points") << int(CombatantTableModel::Hp) << u"lots"_s;
    QTest::newRow("a dice expression in the hit points")
        << int(CombatantTableModel::Hp) << u"-2d6"_s;
    QTest::newRow("two signs") << int(CombatantTableModel::Hp) << u"+-3"_s;
    QTest::newRow("an empty cell") << int(CombatantTableModel::Hp) << QString();
    QTest::newRow("a fraction of armour class") << int(CombatantTableModel::Defence) << u"12.5"_s;
    QTest::newRow("an empty name") << int(CombatantTableModel::Name) << u"   "_s;
}

void TestCombatantTable::hpCellRefusesNonsense()
{
    QFETCH(int, column);
    QFETCH(QString, typed);

    const QModelIndex index = cell(u"Brisa"_s, column);
    const QVariant before = index.data(CombatantTableModel::RawValueRole);
    QSignalSpy failed(m_model.get(), &CombatantTableModel::editFailed);
    QVERIFY(!m_model->setData(index, typed));
    QCOMPARE(failed.count(), 1);
    QVERIFY(!failed.constFirst().constFirst().toString().isEmpty());
    QCOMPARE(index.data(CombatantTableModel::RawValueRole), before);
    QCOMPARE(m_session->undoStack()->count(), 0);
}

void TestCombatantTable::undoRedoRestoresRowsAndCells()
{
    QVERIFY(m_model->setData(cell(u"Bandit"_s, CombatantTableModel::Hp), u"-4"_s));
    QVERIFY(m_model->setData(cell(u"Brisa"_s, CombatantTableModel::Name), u"Brisa the Bold"_s));
    const qint64 bandit
        = cell(u"Bandit"_s, 0).data(CombatantTableModel::CombatantIdRole).toLongLong();
    QCOMPARE(m_session->run(std::make_unique<Encounter::RemoveCombatantCommand>(
                 Encounter::CombatantId(bandit))),
        std::nullopt);
    QCOMPARE(m_model->rowCount(), 2);

    QUndoStack *stack = m_session->undoStack();
    QCOMPARE(stack->count(), 3);
    stack->undo();
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(cell(u"Bandit"_s, CombatantTableModel::Hp).data().toString(), u"6/10"_s);
    stack->undo();
    QVERIFY(cell(u"Brisa"_s, 0).isValid());
    stack->undo();
    QCOMPARE(cell(u"Bandit"_s, CombatantTableModel::Hp).data().toString(), u"10/10"_s);

    stack->redo();
    stack->redo();
    stack->redo();
    QCOMPARE(m_model->rowCount(), 2);
    QVERIFY(cell(u"Brisa the Bold"_s, 0).isValid());
    QVERIFY(!cell(u"Bandit"_s, 0).isValid());
}

void TestCombatantTable::nextTurnMovesTheActingMark()
{
    using Encounter::TurnCommand;
    QCOMPARE(m_model->actingRow(), -1);
    QCOMPARE(m_session->run(std::make_unique<TurnCommand>(TurnCommand::Step::Start)), std::nullopt);
    QCOMPARE(m_session->encounter().state().round, 1);

    // Initiative is one d6 + DEX bonus each, high first: follow the mark through the order.
    QList<int> seen;
    const int first = m_model->actingRow();
    QVERIFY(first >= 0);
    QVERIFY(m_model->index(first, 0).data(CombatantTableModel::ActingRole).toBool());
    QVERIFY(m_model->index(first, 0).data(Qt::FontRole).value<QFont>().bold());
    // A screen reader hears it as well as the eye sees it, on every cell of the row.
    for (int column = 0; column < m_model->columnCount(); ++column) {
        QCOMPARE(m_model->index(first, column).data(Qt::AccessibleDescriptionRole).toString(),
            u"acting now"_s);
    }
    QVERIFY(m_model->index(first == 0 ? 1 : 0, 0)
                .data(Qt::AccessibleDescriptionRole)
                .toString()
                .isEmpty());
    seen << first;
    const auto orderEntries = m_session->encounter().state().order.size();
    for (std::size_t step = 1; step < orderEntries; ++step) {
        QCOMPARE(m_session->run(std::make_unique<TurnCommand>(TurnCommand::Step::NextTurn)),
            std::nullopt);
        QCOMPARE(m_session->encounter().state().round, 1);
        seen << m_model->actingRow();
    }
    // Each acting entry has a higher (or, for ties acting together, equal) count than the next.
    for (int i = 1; i < seen.size(); ++i) {
        const qint64 earlier
            = m_model->index(seen[i - 1], 0).data(CombatantTableModel::RawValueRole).toLongLong();
        const qint64 later
            = m_model->index(seen[i], 0).data(CombatantTableModel::RawValueRole).toLongLong();
        QVERIFY2(earlier < later, "the order position must grow turn by turn");
    }
    QCOMPARE(
        m_session->run(std::make_unique<TurnCommand>(TurnCommand::Step::NextTurn)), std::nullopt);
    QCOMPARE(m_session->encounter().state().round, 2);
    QVERIFY(m_model->actingRow() >= 0);

    m_session->undoStack()->undo();
    QCOMPARE(m_session->encounter().state().round, 1);
    QCOMPARE(m_model->actingRow(), seen.constLast());
}

void TestCombatantTable::conditionCountsDownAndExpires()
{
    using Encounter::TurnCommand;
    const auto aldo = Encounter::CombatantId(
        cell(u"Aldo"_s, 0).data(CombatantTableModel::CombatantIdRole).toLongLong());
    QCOMPARE(m_session->run(std::make_unique<TurnCommand>(TurnCommand::Step::Start)), std::nullopt);
    // "Reloading (heavy)" lasts 2 rounds in the d20 ruleset: shown with its count, gone after two
    // whole rounds.
    QCOMPARE(m_session->run(std::make_unique<Encounter::ApplyConditionCommand>(
                 std::vector<Encounter::CombatantId>{aldo}, u"reloading-heavy"_s)),
        std::nullopt);
    const QModelIndex conditions = cell(u"Aldo"_s, CombatantTableModel::Conditions);
    QVERIFY2(
        conditions.data().toString().contains(u"(2)"_s), qPrintable(conditions.data().toString()));
    QCOMPARE(conditions.data(CombatantTableModel::ConditionsRole).toList().size(), 1);

    // The round it began in does not count: two whole rounds follow it.
    QCOMPARE(
        m_session->run(std::make_unique<TurnCommand>(TurnCommand::Step::NextRound)), std::nullopt);
    QVERIFY2(cell(u"Aldo"_s, CombatantTableModel::Conditions).data().toString().contains(u"(2)"_s),
        qPrintable(cell(u"Aldo"_s, CombatantTableModel::Conditions).data().toString()));
    QCOMPARE(
        m_session->run(std::make_unique<TurnCommand>(TurnCommand::Step::NextRound)), std::nullopt);
    QVERIFY2(cell(u"Aldo"_s, CombatantTableModel::Conditions).data().toString().contains(u"(1)"_s),
        qPrintable(cell(u"Aldo"_s, CombatantTableModel::Conditions).data().toString()));
    QCOMPARE(
        m_session->run(std::make_unique<TurnCommand>(TurnCommand::Step::NextRound)), std::nullopt);
    QCOMPARE(cell(u"Aldo"_s, CombatantTableModel::Conditions).data().toString(), QString());

    m_session->undoStack()->undo();
    QCOMPARE(cell(u"Aldo"_s, CombatantTableModel::Conditions)
                 .data(CombatantTableModel::ConditionsRole)
                 .toList()
                 .size(),
        1);
}

void TestCombatantTable::sortsHitPointsAsNumbers()
{
    // "9/9" sorts after "12/12" as text; as numbers 9 comes first.
    Ui::CombatantFilterModel proxy;
    QAbstractItemModelTester proxyTester(
        &proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(m_model.get());
    proxy.sort(CombatantTableModel::Hp, Qt::AscendingOrder);
    QStringList names;
    for (int row = 0; row < proxy.rowCount(); ++row)
        names << proxy.index(row, CombatantTableModel::Name).data().toString();
    QCOMPARE(names, (QStringList{u"Brisa"_s, u"Bandit"_s, u"Aldo"_s}));

    // Rows stay put while the GM edits (a row must not jump from under the cursor); sorting
    // again puts the edited row in its place.
    QVERIFY(m_model->setData(cell(u"Aldo"_s, CombatantTableModel::Hp), u"-10"_s));
    QCOMPARE(proxy.index(2, CombatantTableModel::Name).data().toString(), u"Aldo"_s);
    proxy.sort(CombatantTableModel::Hp, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, CombatantTableModel::Name).data().toString(), u"Aldo"_s);
}

void TestCombatantTable::filterBySideAndOutOfFight()
{
    Ui::CombatantFilterModel proxy;
    QAbstractItemModelTester proxyTester(
        &proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(m_model.get());
    proxy.setSide(u"party"_s);
    QCOMPARE(proxy.rowCount(), 2);
    proxy.setSide({});
    proxy.setNameFilter(u"ban"_s);
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setNameFilter({});

    // Killing the bandit greys it; hiding the fallen takes it out of the view.
    QVERIFY(m_model->setData(cell(u"Bandit"_s, CombatantTableModel::Hp), u"-30"_s));
    QVERIFY(cell(u"Bandit"_s, 0).data(CombatantTableModel::OutOfFightRole).toBool());
    QVERIFY(cell(u"Bandit"_s, 0).data(Qt::ForegroundRole).isValid());
    QCOMPARE(proxy.rowCount(), 3);
    proxy.setHideOutOfFight(true);
    QCOMPARE(proxy.rowCount(), 2);
    m_session->undoStack()->undo();
    QCOMPARE(proxy.rowCount(), 3);
    // While the fallen are hidden: a hit that leaves one standing keeps the row, a killing blow
    // takes it out.
    QVERIFY(m_model->setData(cell(u"Brisa"_s, CombatantTableModel::Hp), u"-1"_s));
    QCOMPARE(proxy.rowCount(), 3);
    QVERIFY(m_model->setData(cell(u"Bandit"_s, CombatantTableModel::Hp), u"-30"_s));
    QCOMPARE(proxy.rowCount(), 2);
}

void TestCombatantTable::everyChangeIsInTheCampaign()
{
    Ui::LogModel log(m_session->encounter());
    QAbstractItemModelTester logTester(
        &log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int logRows = log.rowCount();

    QVERIFY(m_model->setData(cell(u"Brisa"_s, CombatantTableModel::Hp), u"-5"_s));
    QVERIFY(log.rowCount() > logRows);
    QVERIFY(m_model->setData(cell(u"Aldo"_s, CombatantTableModel::Notes), u"owes Brisa 3 gp"_s));
    m_session->undoStack()->undo(); // the note goes again

    const auto stored = m_session->campaign()->encounters().load(m_encounterId);
    QVERIFY2(stored, stored ? "" : qPrintable(stored.error()));
    QCOMPARE(stored->combatants.size(), std::size_t(3));
    for (const auto &c : stored->combatants) {
        if (c.name == u"Brisa")
            QCOMPARE(c.hp, 4);
        if (c.name == u"Aldo")
            QCOMPARE(c.notes, QString());
    }
    QCOMPARE(stored->log.size(), m_session->encounter().state().log.size());
}

// tests/data/sim/castles-crusades-danger: Wren (3 HP) and Sir Aldous act, then two goblins who
// hit on 11-20 of a d20 (1/2) for 1d6 and aim at the weakest. It is Wren's turn: both goblins come
// at it before its next; it stays up on 0, 1 or 2 damage in all, 61/144, so 83/144 it is out.
// At 2 HP it stays up on 0 or 1: 1/4 + 2 · 1/2 · 1/12 = 1/3, so 2/3.
void TestCombatantTable::theDangerColumnFollowsTheFight()
{
    auto state = Io::EncounterJson::fromFile(QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"))
        + u"/sim/castles-crusades-danger.fray.json"_s);
    QVERIFY(state.ok());
    Encounter::EncounterState before = *state;
    before.round = 0;
    before.turn = -1;
    before.order.clear();
    const auto rules = Testing::rulesetNamed(u"castles-crusades"_s);
    Ui::EncounterSession notStarted(
        std::make_unique<Encounter::Encounter>(rules, before), nullptr, 0);
    CombatantTableModel waiting(&notStarted);
    QVERIFY(waiting.dangers()->waitUntilKnown(5000));
    QVERIFY(!waiting.index(0, CombatantTableModel::Danger)
                 .data(CombatantTableModel::DangerRole)
                 .isValid());
    QVERIFY(waiting.dangers()->unavailable().contains(u"has not started"_s));

    Ui::EncounterSession session(std::make_unique<Encounter::Encounter>(rules, *state), nullptr, 0);
    CombatantTableModel model(&session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.dangers()->waitUntilKnown(5000));
    QVERIFY(!changed.isEmpty());
    const QModelIndex wren = model.index(0, CombatantTableModel::Danger);
    QCOMPARE_LE(
        std::abs(wren.data(CombatantTableModel::DangerRole).toDouble() - 83.0 / 144), 1e-12);
    QCOMPARE(wren.data().toString(), u"58%"_s);
    QVERIFY2(
        wren.data(Qt::ToolTipRole)
            .toString()
            .contains(u"57.6% chance to be out of the fight before this round ends (2 attack"_s),
        qPrintable(wren.data(Qt::ToolTipRole).toString()));
    QCOMPARE(model.index(1, CombatantTableModel::Danger).data(CombatantTableModel::DangerRole),
        QVariant(0.0));

    QVERIFY(!session.run(std::make_unique<Encounter::DamageCommand>(
        std::vector<Encounter::CombatantId>{session.encounter().combatants().front().id}, 1)));
    QVERIFY(model.dangers()->waitUntilKnown(5000));
    QCOMPARE_LE(std::abs(wren.data(CombatantTableModel::DangerRole).toDouble() - 2.0 / 3), 1e-12);

    // An army has no gauges: nothing is worked out, and the tooltip says why.
    Encounter::EncounterState army = *state;
    while (army.combatants.size() <= Ui::TurnDangers::mostCombatants) {
        Encounter::Combatant goblin = army.combatants.back();
        goblin.id = army.nextId++;
        army.combatants.push_back(goblin);
    }
    Ui::EncounterSession armySession(
        std::make_unique<Encounter::Encounter>(rules, army), nullptr, 0);
    CombatantTableModel armyModel(&armySession);
    QVERIFY(armyModel.dangers()->waitUntilKnown(5000));
    QVERIFY(!armyModel.index(0, CombatantTableModel::Danger)
                 .data(CombatantTableModel::DangerRole)
                 .isValid());
    QVERIFY2(armyModel.index(0, CombatantTableModel::Danger)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(u"have no danger gauges"_s),
        qPrintable(armyModel.dangers()->unavailable()));
}

QTEST_MAIN(TestCombatantTable)
#include "tst_combatant_table.moc"
