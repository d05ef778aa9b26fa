// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The table, the attack table and the log in the language installed: the sides and attack
// kinds every table knows read in German while files keep their English ids, what a GM types in
// German is kept as the id, and the log's lines change language when a catalogue comes or goes.
// German names come from tests/ui/translations/test_de.ts, log lines from fray_de.ts.

#include "HermeticTest.h"
#include "InstalledCatalogue.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/LogModel.h"
#include "ui/forms/AttackTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace Fray;
using Fray::Ui::AttackTableModel;
using Fray::Ui::CombatantTableModel;

namespace {

using Installed = Fray::Testing::InstalledCatalogue;

const QString kNames = u":/test-i18n/test_de.qm"_s;
const QString kGerman = u":/i18n/fray_de.qm"_s;

Encounter::Combatant fighter(const QString &name, const QString &side)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = c.hp = c.startHp = 10;
    return c;
}

} // namespace

class TestLanguage : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init()
    {
        QLocale::setDefault(QLocale::c());
        m_controller = std::make_unique<Ui::CampaignController>();
        const QString path
            = m_dir.filePath(QString::fromUtf8(QTest::currentTestFunction()) + u".fray"_s);
        QFile::remove(path);
        QCOMPARE(m_controller->open(path), std::nullopt);
        auto id = m_controller->createEncounter(u"Salt Road"_s, u"d20-ascending"_s);
        QVERIFY2(id, id ? "" : qPrintable(id.error()));
        auto session = Ui::EncounterSession::open(*m_controller, *id);
        QVERIFY2(session, session ? "" : qPrintable(session.error()));
        m_session = std::move(session).value();
        for (const auto &c : {fighter(u"Aldo"_s, u"party"_s), fighter(u"Bandit"_s, u"foes"_s),
                 fighter(u"Pip"_s, u"Goblins"_s)}) {
            QCOMPARE(m_session->run(std::make_unique<Encounter::AddCombatantsCommand>(c, 1)),
                std::nullopt);
        }
        m_model = std::make_unique<CombatantTableModel>(m_session.get());
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    }

    void cleanup()
    {
        m_tester.reset();
        m_model.reset();
        m_session.reset();
        m_controller.reset();
    }

    void sideReadsInTheLanguage_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("id");
        QTest::newRow("party") << 0 << u"party"_s << u"Gruppe"_s << u"party"_s;
        QTest::newRow("foes") << 1 << u"foes"_s << u"Gegner"_s << u"foes"_s;
        QTest::newRow("a-side-the-gm-named-stays")
            << 2 << u"Goblins"_s << u"Goblins"_s << u"Goblins"_s;
    }

    void sideReadsInTheLanguage()
    {
        QFETCH(int, row);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QFETCH(QString, id);
        const QModelIndex side = m_model->index(row, CombatantTableModel::Side);
        QCOMPARE(side.data().toString(), english);
        const Installed de(kNames);
        QVERIFY(de.ok());
        QCOMPARE(side.data().toString(), german);
        QCOMPARE(side.data(Qt::EditRole).toString(), german);
        QCOMPARE(side.data(CombatantTableModel::RawValueRole).toString(), id);
    }

    void sideTypedInGermanKeepsItsId_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("stored");
        QTest::newRow("a-known-name") << u"Gruppe"_s << u"party"_s;
        QTest::newRow("in-any-case") << u"gegner"_s << u"foes"_s;
        QTest::newRow("the-english-id") << u"party"_s << u"party"_s;
        QTest::newRow("a-side-of-ones-own") << u"Räuber"_s << u"Räuber"_s;
    }

    void sideTypedInGermanKeepsItsId()
    {
        QFETCH(QString, typed);
        QFETCH(QString, stored);
        const Installed de(kNames);
        QVERIFY(de.ok());
        QVERIFY(m_model->setData(m_model->index(2, CombatantTableModel::Side), typed));
        QCOMPARE(m_session->encounter().combatants()[2].side, stored);
    }

    void aSideTypedAsItReadsChangesNothing()
    {
        const Installed de(kNames);
        QVERIFY(de.ok());
        const int commands = m_session->undoStack()->count();
        m_model->setData(m_model->index(1, CombatantTableModel::Side), u"Gegner"_s);
        QCOMPARE(m_session->undoStack()->count(), commands);
        QCOMPARE(m_session->encounter().combatants()[1].side, u"foes"_s);
    }

    void attackKindReadsInTheLanguage()
    {
        AttackTableModel attacks;
        QAbstractItemModelTester tester(
            &attacks, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Encounter::Attack sword;
        sword.name = u"Sword"_s;
        sword.kind = u"melee"_s;
        attacks.setAttacks({sword});
        const QModelIndex kind = attacks.index(0, AttackTableModel::KindColumn);
        QCOMPARE(kind.data().toString(), u"melee"_s);
        const Installed de(kNames);
        QVERIFY(de.ok());
        QCOMPARE(kind.data().toString(), u"Nahkampf"_s);
        QCOMPARE(kind.data(AttackTableModel::RawValueRole).toString(), u"melee"_s);
        QVERIFY(attacks.setData(kind, u"Fernkampf"_s));
        QCOMPARE(attacks.attacks().front().kind, u"ranged"_s);
    }

    void logLinesFollowTheLanguage()
    {
        Ui::LogModel log(m_session->encounter());
        QAbstractItemModelTester tester(
            &log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(log.rowCount(), 3);
        QCOMPARE(log.index(0).data().toString(), u"Aldo joins the fight"_s);
        QSignalSpy changed(&log, &QAbstractItemModel::dataChanged);
        {
            const Installed de(kGerman);
            QVERIFY(de.ok());
            QCOMPARE(changed.count(), 1);
            QCOMPARE(changed.front().at(0).toModelIndex(), log.index(0));
            QCOMPARE(changed.front().at(1).toModelIndex(), log.index(2));
            QCOMPARE(log.index(0).data().toString(), u"Aldo tritt dem Kampf bei"_s);
        }
        QCOMPARE(changed.count(), 2); // and back when the catalogue goes
        QCOMPARE(log.index(0).data().toString(), u"Aldo joins the fight"_s);
    }

    // Lines are translated once and kept: a line undone and another written in its place shows
    // the new one.
    void aLineWrittenAfterAnUndoShowsItself()
    {
        Ui::LogModel log(m_session->encounter());
        QAbstractItemModelTester tester(
            &log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto id = [this](int row) { return m_session->encounter().combatants()[row].id; };
        QCOMPARE(m_session->run(std::make_unique<Encounter::DamageCommand>(
                     std::vector<Encounter::CombatantId>{id(0)}, 2)),
            std::nullopt);
        QCOMPARE(log.index(3).data().toString(), u"Aldo takes 2 damage"_s);
        m_session->undoStack()->undo();
        QCOMPARE(log.rowCount(), 3);
        QCOMPARE(m_session->run(std::make_unique<Encounter::DamageCommand>(
                     std::vector<Encounter::CombatantId>{id(1)}, 5)),
            std::nullopt);
        QCOMPARE(log.index(3).data().toString(), u"Bandit takes 5 damage"_s);
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Ui::CampaignController> m_controller;
    std::unique_ptr<Ui::EncounterSession> m_session;
    std::unique_ptr<CombatantTableModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
