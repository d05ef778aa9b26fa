// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Luck tab's model: a row per combatant that rolled attacks, following every command, its
// undo and redo, and renames; raw values and the exact fraction in their roles. And File › Export
// Log…'s writer: the format by the file's suffix, and a failure said, not a file half-written. One
// C&C attack of 1d20 + 3 against AC 14 hits on 11-20, a chance of 1/2: after a hit, doing that well
// or worse is certain (1/1); after a miss it is the chance of missing, 1/2.
#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/History.h"
#include "core/encounter/commands/AttackCommand.h"
#include "core/encounter/commands/TurnCommands.h"
#include "ui/encounter/LogExportController.h"
#include "ui/encounter/LuckModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using Fray::Encounter::AttackCommand;
using Fray::Encounter::AttackResolver;
using Fray::Encounter::Combatant;
using Fray::Encounter::CombatantId;
using Fray::Encounter::Encounter;
using Fray::Encounter::EncounterState;
using Fray::Encounter::History;
using Fray::Encounter::TurnCommand;
using Fray::Ui::LuckModel;
using namespace Qt::StringLiterals;

namespace {

Combatant fighter(CombatantId id, const QString &name, const QString &side, qint64 defence)
{
    Combatant c;
    c.id = id;
    c.name = name;
    c.side = side;
    c.maxHp = c.hp = c.startHp = 500;
    c.defence = defence;
    c.stats = {{u"dex"_s, 12}};
    Fray::Encounter::Attack a;
    a.name = u"Longsword"_s;
    a.value = 3;
    a.damage = u"1d8"_s;
    c.attacks.push_back(a);
    return c;
}

} // namespace

class TestLuckModel : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(Fray::Testing::rulesetNamed(u"castles-crusades"_s)); }

    void init()
    {
        QLocale::setDefault(QLocale::c());
        EncounterState state;
        state.name = u"Luck"_s;
        state.rulesetId = u"castles-crusades"_s;
        state.combatants
            = {fighter(1, u"Aldous"_s, u"party"_s, 14), fighter(2, u"Ghoul"_s, u"foes"_s, 14)};
        state.nextId = 3;
        m_encounter = std::make_unique<Encounter>(
            Fray::Testing::rulesetNamed(u"castles-crusades"_s), state);
        m_model = std::make_unique<LuckModel>(*m_encounter);
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_history = History();
        QVERIFY(!m_history.execute(
            std::make_unique<TurnCommand>(TurnCommand::Step::Start), *m_encounter, m_dice));
    }

    void cleanup()
    {
        m_tester.reset();
        m_model.reset();
        m_encounter.reset();
    }

    void noAttacksNoRows()
    {
        QCOMPARE(m_model->rowCount(), 0);
        QCOMPARE(m_model->columnCount(), int(LuckModel::ColumnCount));
        QCOMPARE(m_model->headerData(LuckModel::AtMost, Qt::Horizontal).toString(),
            u"This well or worse"_s);
    }

    void anAttackAddsItsAttackersRow()
    {
        QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
        attack(1, 2);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(m_model->rowCount(), 1);
        const bool hit = m_encounter->state().log.back().attack->hit;
        QCOMPARE(cell(0, LuckModel::Name), u"Aldous"_s);
        QCOMPARE(cell(0, LuckModel::Attacks), u"1"_s);
        QCOMPARE(cell(0, LuckModel::Hits), hit ? u"1"_s : u"0"_s);
        QCOMPARE(cell(0, LuckModel::ExpectedHits), u"0.50"_s);
        QCOMPARE(cell(0, LuckModel::AtMost), hit ? u"100.0%"_s : u"50.0%"_s);
        const QModelIndex atMost = m_model->index(0, LuckModel::AtMost);
        QCOMPARE(atMost.data(LuckModel::RawRole).toDouble(), hit ? 1.0 : 0.5);
        QCOMPARE(atMost.data(LuckModel::ExactRole).toString(), hit ? u"1/1"_s : u"1/2"_s);
        QCOMPARE(
            m_model->index(0, LuckModel::Attacks).data(LuckModel::RawRole).toLongLong(), qint64(1));
        QCOMPARE(m_model->index(0, LuckModel::Name).data(LuckModel::CombatantIdRole).toLongLong(),
            qint64(1));
    }

    // Rows keep the roster's order: the Ghoul's row goes after Aldous's, whoever struck first.
    void rowsFollowTheRostersOrder()
    {
        attack(2, 1);
        QCOMPARE(cell(0, LuckModel::Name), u"Ghoul"_s);
        QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
        attack(1, 2);
        QCOMPARE(reset.size(), 1);
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(cell(0, LuckModel::Name), u"Aldous"_s);
        QCOMPARE(cell(1, LuckModel::Name), u"Ghoul"_s);
        QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        attack(2, 1);
        QCOMPARE(inserted.size(), 0);
        QVERIFY(changed.size() >= 1);
        QCOMPARE(cell(1, LuckModel::Attacks), u"2"_s);
        QCOMPARE(cell(1, LuckModel::ExpectedHits), u"1.00"_s); // 1/2 + 1/2
    }

    void undoAndRedoFollowTheLog()
    {
        attack(1, 2);
        attack(1, 2);
        QCOMPARE(cell(0, LuckModel::Attacks), u"2"_s);
        QVERIFY(!m_history.undo(*m_encounter));
        QCOMPARE(cell(0, LuckModel::Attacks), u"1"_s);
        QVERIFY(!m_history.undo(*m_encounter));
        QCOMPARE(m_model->rowCount(), 0);
        QVERIFY(!m_history.redo(*m_encounter));
        QVERIFY(!m_history.redo(*m_encounter));
        QCOMPARE(cell(0, LuckModel::Attacks), u"2"_s);
    }

    void aRenameShowsTheNewName()
    {
        attack(1, 2);
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        m_encounter->modifyCombatant(0, [](Combatant &c) { c.name = u"Sir Aldous"_s; });
        QVERIFY(changed.size() >= 1);
        QCOMPARE(cell(0, LuckModel::Name), u"Sir Aldous"_s);
    }

    void exportWritesTheFormatOfTheSuffix_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("startsWith");
        QTest::newRow("markdown") << u"fight.md"_s << QByteArray("# Luck\n");
        QTest::newRow("html") << u"fight.html"_s << QByteArray("<!DOCTYPE html>");
        QTest::newRow("no-suffix-is-markdown") << u"fight"_s << QByteArray("# Luck\n");
    }

    void exportWritesTheFormatOfTheSuffix()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, startsWith);
        QWidget window;
        QAction action;
        Fray::Ui::LogExportController controller(&action, &window);
        QVERIFY(!action.isEnabled());
        controller.setEncounter(m_encounter.get());
        QVERIFY(action.isEnabled());
        attack(1, 2);
        QTemporaryDir dir;
        const QString path = dir.filePath(file);
        QCOMPARE(controller.exportTo(path), std::nullopt);
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray bytes = written.readAll();
        QVERIFY2(bytes.startsWith(startsWith), bytes.left(80).constData());
        QVERIFY(bytes.contains("Aldous"));
    }

    void exportFailureIsSaid()
    {
        QWidget window;
        QAction action;
        Fray::Ui::LogExportController controller(&action, &window);
        QVERIFY(controller.exportTo(u"/tmp/x.md"_s).has_value()); // no encounter open
        controller.setEncounter(m_encounter.get());
        const auto failed = controller.exportTo(u"/nonexistent/folder/fight.md"_s);
        QVERIFY(failed.has_value());
        QVERIFY2(failed->contains(u"/nonexistent/folder/fight.md"_s), qPrintable(*failed));
        QVERIFY(!QFile::exists(u"/nonexistent/folder/fight.md"_s));
    }

private:
    void attack(CombatantId attacker, CombatantId target)
    {
        AttackResolver::Request request;
        request.attacker = attacker;
        request.target = target;
        const auto error
            = m_history.execute(std::make_unique<AttackCommand>(request), *m_encounter, m_dice);
        QVERIFY2(!error, error ? qPrintable(*error) : "");
    }

    QString cell(int row, int column) const
    {
        return m_model->index(row, column).data().toString();
    }

    Fray::Dice::Random m_dice{11};
    History m_history;
    std::unique_ptr<Encounter> m_encounter;
    std::unique_ptr<LuckModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_MAIN(TestLuckModel)
#include "tst_luck_model.moc"
