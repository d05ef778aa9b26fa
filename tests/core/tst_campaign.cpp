// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignPlaces.h"
#include "HermeticTest.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/EventCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"
#include "core/storage/CampaignImport.h"
#include "core/storage/Schema.h"
#include "core/storage/TablePace.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <unistd.h>

using namespace Fray;
using namespace Qt::StringLiterals;
using Storage::Campaign;

namespace {

QByteArray hashOf(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

std::shared_ptr<const Rules::Ruleset> ruleset(const QString &id)
{
    static const Rules::RulesetLibrary library = Rules::RulesetLibrary::load(QString());
    return library.find(id)->ruleset;
}

Encounter::Combatant fighter(const QString &name, qint64 hp)
{
    Encounter::Combatant c;
    c.name = name;
    c.maxHp = c.hp = c.startHp = hp;
    c.defence = 15;
    c.stats.insert(u"dex"_s, 12);
    c.attacks.push_back({u"Longsword"_s, u"melee"_s, 5, u"1d8+1"_s, QString(), 0, 1, u"1"_s});
    return c;
}

// The files in `dir`, so a test can say nothing was made beside a refused file.
QStringList filesIn(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

Library::LibraryEntry orc(const QString &name)
{
    Library::LibraryEntry e;
    e.name = name;
    e.rulesetId = u"castles-crusades"_s;
    e.prototype = fighter(name, 6);
    return e;
}

} // namespace

class TestCampaign : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void newCampaignHasTheLatestSchemaInWalMode()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"new.fray"_s);
        auto campaign = Campaign::open(path);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        QCOMPARE((*campaign)->schemaVersion(), Storage::Schema::latestVersion());
        QSqlQuery q((*campaign)->database());
        QVERIFY(q.exec(u"PRAGMA journal_mode"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"wal"_s);
        QVERIFY(q.exec(u"PRAGMA foreign_keys"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        QVERIFY(q.exec(u"PRAGMA synchronous"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 2); // FULL
    }

    void refusedFilesAreLeftByteForByte_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("text-file") << QByteArray("name,hp\nOrc,6\n") << u"is not a Fray campaign"_s;
        QTest::newRow("png-image")
            << QByteArray("\x89PNG\r\n\x1a\n0000000000000000", 24) << u"is not a Fray campaign"_s;
        QTest::newRow("truncated-sqlite")
            << QByteArray("SQLite format 3\0", 16) + QByteArray(2000, 'x') << u"damaged"_s;
    }

    void refusedFilesAreLeftByteForByte()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.fray"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        const QByteArray before = hashOf(path);
        const auto campaign = Campaign::open(path);
        QVERIFY(!campaign.ok());
        QVERIFY2(campaign.error().contains(message), qPrintable(campaign.error()));
        QCOMPARE(hashOf(path), before);
        // Nothing was made beside it: no log, no journal, and the lock went with the attempt.
        QCOMPARE(filesIn(dir), QStringList{u"bad.fray"_s});
    }

    void corruptedPageIsRefusedAndLeftAsItIs()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"c.fray"_s);
        {
            auto campaign = Campaign::open(path);
            QVERIFY(campaign.ok());
            for (int i = 0; i < 200; ++i) {
                Library::LibraryEntry e;
                e.name = u"Orc %1"_s.arg(i);
                e.rulesetId = u"castles-crusades"_s;
                e.prototype = fighter(e.name, 6);
                QVERIFY((*campaign)->library().add(e).ok());
            }
            QSqlQuery((*campaign)->database()).exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
        }
        // Scribble over the pages after the first (the schema stays readable, the tables not).
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.size() > 4 * 4096);
        f.seek(4096);
        f.write(QByteArray(3 * 4096, '\xA5'));
        f.close();
        const QByteArray before = hashOf(path);
        const auto campaign = Campaign::open(path);
        QVERIFY(!campaign.ok());
        QVERIFY2(campaign.error().contains(u"damaged"_s), qPrintable(campaign.error()));
        QCOMPARE(hashOf(path), before);
    }

    void newerFormatIsRefusedAndLeftAsItIs()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"future.fray"_s);
        {
            auto campaign = Campaign::open(path);
            QVERIFY(campaign.ok());
            QSqlQuery((*campaign)->database()).exec(u"PRAGMA user_version = 99"_s);
            QSqlQuery((*campaign)->database()).exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
        }
        const QByteArray before = hashOf(path);
        const auto campaign = Campaign::open(path);
        QVERIFY(!campaign.ok());
        QVERIFY2(campaign.error().contains(u"made by a newer Fray (campaign format 99"_s),
            qPrintable(campaign.error()));
        QCOMPARE(hashOf(path), before);
        QCOMPARE(filesIn(dir), QStringList{u"future.fray"_s});
    }

    void aMissingTableIsNamedAndTheFileLeftAsItIs()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"holed.fray"_s);
        QVERIFY(Campaign::open(path).ok());
        {
            // An edit by hand, outside Fray: the encounters' table is dropped.
            auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"by-hand"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"PRAGMA foreign_keys=OFF"_s));
            QVERIFY2(q.exec(u"DROP TABLE encounters"_s), qPrintable(q.lastError().text()));
            QVERIFY(q.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
            q = QSqlQuery();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"by-hand"_s);
        QFile::remove(path + u"-wal"_s);
        QFile::remove(path + u"-shm"_s);
        const QByteArray before = hashOf(path);
        const auto campaign = Campaign::open(path);
        QVERIFY(!campaign.ok());
        QVERIFY2(campaign.error().contains(u"its table 'encounters' is missing"_s),
            qPrintable(campaign.error()));
        QCOMPARE(hashOf(path), before);
        QCOMPARE(filesIn(dir), QStringList{u"holed.fray"_s});
    }

    void anEmptyFileBecomesANewCampaignButIsNotReadReadOnly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"empty.fray"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const auto readOnly = Campaign::open(path, Campaign::Access::ReadOnly);
        QVERIFY(!readOnly.ok());
        QVERIFY2(readOnly.error().contains(u"is empty: it holds no campaign yet"_s),
            qPrintable(readOnly.error()));
        QCOMPARE(QFileInfo(path).size(), qint64(0));
        auto campaign = Campaign::open(path);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        QCOMPARE((*campaign)->schemaVersion(), Storage::Schema::latestVersion());
    }

    void aNewCampaignInAFolderNotYetMadeMakesIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"not/yet/made/first.fray"_s);
        auto campaign = Campaign::open(path);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        QVERIFY(QFileInfo::exists(path));
    }

    void theGmsOwnConditionsAreKeptForTheCampaign()
    {
        QTemporaryDir dir;
        const QString path = Testing::CampaignPlaces::fresh(dir, u"own.fray"_s);
        Encounter::CustomCondition web;
        web.label = u"Held by a web"_s;
        web.cannotAct = true;
        Encounter::CustomCondition oil;
        oil.label = u"Burning oil"_s;
        oil.damage = u"1d6"_s;
        oil.damageWhen = Encounter::CustomCondition::DamageWhen::NowAndEachRound;
        {
            auto campaign = Campaign::open(path);
            QVERIFY(campaign.ok());
            QVERIFY((*campaign)->customConditions().empty());
            QVERIFY(!(*campaign)->rememberCustomCondition(web));
            QVERIFY(!(*campaign)->rememberCustomCondition(oil));
            web.toHit = -2; // the same name again replaces it and comes first
            QVERIFY(!(*campaign)->rememberCustomCondition(web));
        }
        auto campaign = Campaign::open(path);
        QVERIFY(campaign.ok());
        const auto kept = (*campaign)->customConditions();
        QCOMPARE(kept.size(), std::size_t(2));
        QVERIFY(kept[0] == web);
        QVERIFY(kept[1] == oil);
    }

    void aFolderIsNotACampaign()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(u"folder.fray"_s));
        const auto campaign = Campaign::open(dir.filePath(u"folder.fray"_s));
        QVERIFY(!campaign.ok());
        QVERIFY2(campaign.error().contains(u"is a folder, not a campaign"_s),
            qPrintable(campaign.error()));
    }

    void theLockOfAFrayKilledWhileTakingItIsTakenOver()
    {
        // A Fray killed between creating its lock file and writing its name into it leaves an
        // empty lock that names no one.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"orphan.fray"_s);
        QVERIFY(Campaign::open(path).ok());
        QFile lock(path + u".lock"_s);
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.close();
        auto campaign = Campaign::open(path);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        QVERIFY(!(*campaign)->setName(u"Taken over"_s));
        // And the lock is ours now: a second writer is told who holds it.
        const auto second = Campaign::open(path);
        QVERIFY(!second.ok());
        QVERIFY2(second.error().contains(u"already open in another Fray (process %1)"_s.arg(
                     QCoreApplication::applicationPid())),
            qPrintable(second.error()));
    }

    void changesLeftInTheLogBySomeoneWhoStoppedAreRecovered()
    {
        // The file and its write-ahead log as a Fray that stopped mid-session leaves them: the
        // committed entry lives only in the log.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"live.fray"_s);
        const QString left = dir.filePath(u"left.fray"_s);
        {
            auto campaign = Campaign::open(path);
            QVERIFY(campaign.ok());
            QSqlQuery((*campaign)->database()).exec(u"PRAGMA wal_autocheckpoint=0"_s);
            QVERIFY((*campaign)->library().add(orc(u"Orc in the log"_s)).ok());
            QVERIFY(QFileInfo(path + u"-wal"_s).size() > 0);
            QVERIFY(QFile::copy(path, left));
            QVERIFY(QFile::copy(path + u"-wal"_s, left + u"-wal"_s));
        }
        auto campaign = Campaign::open(left);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        const auto found = (*campaign)->library().search(u"log"_s);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().name, u"Orc in the log"_s);
    }

    void aFileDeletedWhileOpenTakesNoMoreWritesButSaveAsKeepsIt_data()
    {
        QTest::addColumn<QString>("removed");
        QTest::addColumn<QString>("message");
        QTest::newRow("the-campaign-file") << QString() << u"was deleted or replaced"_s;
        QTest::newRow("its-write-ahead-log") << u"-wal"_s << u"write-ahead log of"_s;
    }

    void aFileDeletedWhileOpenTakesNoMoreWritesButSaveAsKeepsIt()
    {
        QFETCH(QString, removed);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"gone.fray"_s);
        auto campaign = Campaign::open(path);
        QVERIFY(campaign.ok());
        QVERIFY((*campaign)->library().add(orc(u"Kept orc"_s)).ok());
        QVERIFY(QFile::remove(path + removed));
        const auto refused = (*campaign)->library().add(orc(u"Lost orc"_s));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(message), qPrintable(refused.error()));
        QVERIFY2(refused.error().contains(u"Use Save As"_s), qPrintable(refused.error()));
        const QString copy = dir.filePath(u"saved.fray"_s);
        QVERIFY(!(*campaign)->copyTo(copy));
        campaign = Campaign::open(copy);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        QCOMPARE((*campaign)->library().count(), qint64(1));
        QCOMPARE((*campaign)->library().search(u"kept"_s).size(), std::size_t(1));
    }

    void aCampaignInAFolderFrayMayNotWriteIsReadAsItIs()
    {
        if (::geteuid() == 0)
            QSKIP("root may write in any folder; this runs for a user");
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shelf.fray"_s);
        {
            auto campaign = Campaign::open(path);
            QVERIFY(campaign.ok());
            QVERIFY((*campaign)->library().add(orc(u"Shelved orc"_s)).ok());
        }
        const QByteArray before = hashOf(path);
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
        auto campaign = Campaign::open(path);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        QVERIFY((*campaign)->isReadOnly());
        QVERIFY2((*campaign)->readOnlyReason().contains(u"may not write in the folder"_s),
            qPrintable((*campaign)->readOnlyReason()));
        QCOMPARE((*campaign)->library().count(), qint64(1));
        QCOMPARE((*campaign)->library().search(u"shelved"_s).size(), std::size_t(1));
        QCOMPARE(hashOf(path), before);
        QCOMPARE(filesIn(dir), QStringList{u"shelf.fray"_s});
    }

    void aFileFrayMayNotWriteIsOpenedReadOnlyWithTheReason()
    {
        if (::geteuid() == 0)
            QSKIP("root may write to any file; this runs for a user");
        QTemporaryDir dir;
        const QString path = dir.filePath(u"locked.fray"_s);
        {
            auto campaign = Campaign::open(path);
            QVERIFY(campaign.ok());
            QVERIFY((*campaign)->library().add(orc(u"Orc"_s)).ok());
        }
        QFile::setPermissions(path, QFile::ReadOwner);
        auto campaign = Campaign::open(path);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        QVERIFY((*campaign)->isReadOnly());
        QVERIFY2((*campaign)->readOnlyReason().contains(u"may not write to"_s),
            qPrintable((*campaign)->readOnlyReason()));
        QCOMPARE((*campaign)->library().count(), qint64(1));
        const auto refused = (*campaign)->setName(u"x"_s);
        QVERIFY(refused.has_value());
        QCOMPARE(*refused, (*campaign)->readOnlyReason());
    }

    void aFormatOneSaveCutShortNeedsAWriterNotADamagedVerdict()
    {
        // A format 1 file is not in WAL mode: a Fray killed while writing it (switching it to
        // WAL as the migration starts) leaves a journal beside it that only a writer can roll
        // back. Made here by copying the file and its journal in the middle of a transaction.
        QTemporaryDir dir;
        const QString source = dir.filePath(u"source.fray"_s);
        const QString path = dir.filePath(u"cut.fray"_s);
        QVERIFY(QFile::copy(
            QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA")) + u"/campaigns/v1.fray"_s, source));
        QFile::setPermissions(source, QFile::ReadOwner | QFile::WriteOwner);
        const QByteArray original = hashOf(source);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"writer"_s);
            db.setDatabaseName(source);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"PRAGMA cache_size = 1"_s)); // changes spill into the file at once
            QVERIFY(db.transaction());
            QVERIFY(q.exec(u"CREATE TABLE filler (x)"_s));
            for (int i = 0; i < 100; ++i)
                QVERIFY(q.exec(u"INSERT INTO filler VALUES (randomblob(2000))"_s));
            QVERIFY(QFile::exists(source + u"-journal"_s));
            QVERIFY(QFile::copy(source, path));
            QVERIFY(QFile::copy(source + u"-journal"_s, path + u"-journal"_s));
            QVERIFY(db.rollback());
            db.close();
        }
        QSqlDatabase::removeDatabase(u"writer"_s);
        const QByteArray cut = hashOf(path);
        QVERIFY(cut != original);

        const auto looked = Campaign::open(path, Campaign::Access::ReadOnly);
        QVERIFY(!looked.ok());
        QVERIFY2(looked.error().contains(u"holds changes a Fray did not finish saving, which only "
                                         "opening it normally (not read-only) can recover"_s),
            qPrintable(looked.error()));
        QCOMPARE(hashOf(path), cut);

        auto campaign = Campaign::open(path);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        QCOMPARE((*campaign)->schemaVersion(), Storage::Schema::latestVersion());
        QCOMPARE((*campaign)->library().count(), 2);
        QSqlQuery q((*campaign)->database());
        QVERIFY(q.exec(u"SELECT 1 FROM sqlite_master WHERE name = 'filler'"_s));
        QVERIFY(!q.next()); // the unfinished save was rolled back
        QCOMPARE(hashOf(path + u".bak-1"_s), original);
    }

    void formatOneIsBackedUpAndMigrated()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"old.fray"_s);
        QVERIFY(QFile::copy(
            QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA")) + u"/campaigns/v1.fray"_s, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const QByteArray original = hashOf(path);
        auto campaign = Campaign::open(path);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        QCOMPARE((*campaign)->schemaVersion(), Storage::Schema::latestVersion());
        QVERIFY(QFile::exists(path + u".bak-1"_s));
        QCOMPARE(hashOf(path + u".bak-1"_s), original);
        QCOMPARE((*campaign)->library().count(), 2);
        // The entries written before the index existed are found through it.
        const auto found = (*campaign)->library().search(u"gob"_s);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().name, u"Goblin chief"_s);
        QCOMPARE(found.front().prototype.attacks.front().damage, u"1d6"_s);
        const auto id = (*campaign)->encounters().idOf(u"Old fight"_s);
        QVERIFY(id);
        const auto state = (*campaign)->encounters().load(*id);
        QVERIFY(state.ok());
        QCOMPARE(state->combatants.front().name, u"Orc 1"_s);
    }

    void secondOpenIsRefusedButReadOnlyWorks()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.fray"_s);
        auto first = Campaign::open(path);
        QVERIFY(first.ok());
        const auto second = Campaign::open(path);
        QVERIFY(!second.ok());
        QVERIFY2(
            second.error().contains(u"already open in another Fray"_s), qPrintable(second.error()));
        auto readOnly = Campaign::open(path, Campaign::Access::ReadOnly);
        QVERIFY2(readOnly.ok(), readOnly.ok() ? "" : qPrintable(readOnly.error()));
        QVERIFY((*readOnly)->isReadOnly());
        QVERIFY((*readOnly)->setName(u"x"_s).has_value());
    }

    void encounterRoundTripsThroughTheDatabase()
    {
        QTemporaryDir dir;
        auto campaign = Campaign::open(Testing::CampaignPlaces::fresh(dir, u"e.fray"_s));
        QVERIFY(campaign.ok());
        Encounter::Encounter encounter(ruleset(u"castles-crusades"_s));
        encounter.setName(u"Goblin ambush"_s);
        Dice::Random random(7);
        Encounter::AddCombatantsCommand add(
            fighter(u"Goblin"_s, 5), 4, u"1d6"_s, Encounter::AddCombatantsCommand::HitPoints::Roll);
        QVERIFY(!add.execute(encounter, random));
        Encounter::TurnCommand start(Encounter::TurnCommand::Step::Start);
        QVERIFY(!start.execute(encounter, random));
        Encounter::ApplyConditionCommand prone({encounter.combatants()[1].id}, u"prone"_s, 2);
        QVERIFY(!prone.execute(encounter, random));
        // The players' page leaves this one out: the flag must survive the campaign file.
        encounter.modifyCombatant(2, [](Encounter::Combatant &c) { c.hiddenFromPlayers = true; });

        const auto id = (*campaign)->encounters().save(encounter.state());
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error()));
        const auto loaded = (*campaign)->encounters().load(*id);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error()));
        QVERIFY(*loaded == encounter.state());
        QVERIFY(loaded->combatants[2].hiddenFromPlayers);
        QVERIFY(!loaded->combatants[1].hiddenFromPlayers);
    }

    void committedCommandsAndUndoMatchTheStateInMemory()
    {
        QTemporaryDir dir;
        const QString path = Testing::CampaignPlaces::fresh(dir, u"j.fray"_s);
        Encounter::Encounter encounter(ruleset(u"castles-crusades"_s));
        encounter.setName(u"Bridge"_s);
        Dice::Random random(3);
        qint64 id = 0;
        {
            auto campaign = Campaign::open(path);
            QVERIFY(campaign.ok());
            id = *(*campaign)->encounters().save(encounter.state());
            std::vector<std::unique_ptr<Encounter::Command>> commands;
            commands.push_back(
                std::make_unique<Encounter::AddCombatantsCommand>(fighter(u"Aldo"_s, 12), 1));
            commands.push_back(
                std::make_unique<Encounter::AddCombatantsCommand>(fighter(u"Orc"_s, 6), 3));
            // An event that fires at once with reinforcements: the events and the next event id
            // are journalled like the rest.
            Encounter::Event gate;
            gate.name = u"Gate"_s;
            gate.when = Encounter::Event::When::TopOfRound;
            gate.roll = u"1d6"_s;
            gate.reinforcement = fighter(u"Wolf"_s, 5);
            gate.reinforcements = 2;
            commands.push_back(std::make_unique<Encounter::AddEventCommand>(gate));
            commands.push_back(
                std::make_unique<Encounter::TurnCommand>(Encounter::TurnCommand::Step::Start));
            for (auto &command : commands) {
                QVERIFY(!command->execute(encounter, random));
                QVERIFY(!(*campaign)->encounters().commit(id, encounter.state(), command->change(),
                    true, command->kind(), command->text(), QString()));
            }
            Encounter::DamageCommand hit({encounter.combatants()[2].id}, 4);
            QVERIFY(!hit.execute(encounter, random));
            QVERIFY(!(*campaign)->encounters().commit(
                id, encounter.state(), hit.change(), true, hit.kind(), hit.text(), QString()));
            Encounter::RemoveCombatantCommand remove(encounter.combatants()[1].id);
            QVERIFY(!remove.execute(encounter, random));
            QVERIFY(!(*campaign)->encounters().commit(id, encounter.state(), remove.change(), true,
                remove.kind(), remove.text(), QString()));
            // Undo the removal: the combatant comes back where it was.
            remove.undo(encounter);
            QVERIFY(!(*campaign)->encounters().commit(id, encounter.state(), remove.change(), false,
                remove.kind(), remove.text(), QString()));
            QCOMPARE((*campaign)->encounters().journalLength(id), qint64(7));
            QCOMPARE(encounter.events().front().firedRound, qint64(1));
        }
        auto reopened = Campaign::open(path);
        QVERIFY(reopened.ok());
        const auto loaded = (*reopened)->encounters().load(id);
        QVERIFY(loaded.ok());
        QVERIFY(*loaded == encounter.state());
    }

    void removingAnEncounterOrEntryTakesOnlyThatOne()
    {
        QTemporaryDir dir;
        const QString path = Testing::CampaignPlaces::fresh(dir, u"r.fray"_s);
        qint64 bridge = 0;
        qint64 crypt = 0;
        qint64 goblin = 0;
        qint64 orc = 0;
        {
            auto campaign = Campaign::open(path);
            QVERIFY(campaign.ok());
            for (const QString &name : {u"Bridge"_s, u"Crypt"_s}) {
                Encounter::Encounter encounter(ruleset(u"castles-crusades"_s));
                encounter.setName(name);
                Dice::Random random(5);
                Encounter::AddCombatantsCommand add(fighter(u"Orc"_s, 6), 2);
                QVERIFY(!add.execute(encounter, random));
                const auto id = (*campaign)->encounters().save(encounter.state());
                QVERIFY(id.ok());
                (name == u"Bridge"_s ? bridge : crypt) = *id;
            }
            for (const QString &name : {u"Goblin"_s, u"Orc"_s}) {
                Library::LibraryEntry e;
                e.name = name;
                e.kind = u"monster"_s;
                e.rulesetId = u"castles-crusades"_s;
                e.prototype = fighter(name, 5);
                const auto id = (*campaign)->library().add(e);
                QVERIFY(id.ok());
                (name == u"Goblin"_s ? goblin : orc) = *id;
            }
            QVERIFY(!(*campaign)->encounters().remove(bridge));
            QVERIFY(!(*campaign)->library().remove(goblin));
        }
        auto reopened = Campaign::open(path);
        QVERIFY(reopened.ok());
        const auto encounters = (*reopened)->encounters().list();
        QCOMPARE(encounters.size(), std::size_t(1));
        QCOMPARE(encounters.front().name, u"Crypt"_s);
        QCOMPARE(encounters.front().combatants, qint64(2));
        QVERIFY(!(*reopened)->encounters().load(bridge).ok());
        QVERIFY((*reopened)->encounters().load(crypt).ok());
        QVERIFY(!(*reopened)->library().entry(goblin));
        QVERIFY((*reopened)->library().entry(orc));
        QCOMPARE((*reopened)->library().count(), qint64(1));
        // The removed encounter's combatants went with it.
        QSqlQuery q((*reopened)->database());
        QVERIFY(q.exec(u"SELECT count(*) FROM combatants"_s) && q.next());
        QCOMPARE(q.value(0).toLongLong(), qint64(2));

        // A campaign open read-only refuses and keeps the rows.
        reopened = Campaign::open(path, Campaign::Access::ReadOnly);
        QVERIFY(reopened.ok());
        QVERIFY((*reopened)->encounters().remove(crypt).has_value());
        QVERIFY((*reopened)->library().remove(orc).has_value());
        QVERIFY((*reopened)->encounters().load(crypt).ok());
        QVERIFY((*reopened)->library().entry(orc));
    }

    void librarySearchByNameTagAndKind_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("prefix-of-name")
            << u"gob"_s << QString() << QStringList{u"Goblin"_s, u"Hobgoblin chief"_s};
        QTest::newRow("word-of-name")
            << u"chief"_s << QString() << QStringList{u"Hobgoblin chief"_s};
        QTest::newRow("tag") << u"undead"_s << QString() << QStringList{u"Skeleton"_s};
        QTest::newRow("kind-filter") << QString() << u"character"_s << QStringList{u"Aldo"_s};
        QTest::newRow("two-words-must-both-match")
            << u"hob chief"_s << QString() << QStringList{u"Hobgoblin chief"_s};
        QTest::newRow("nothing") << u"dragon"_s << QString() << QStringList{};
    }

    void librarySearchByNameTagAndKind()
    {
        QFETCH(QString, text);
        QFETCH(QString, kind);
        QFETCH(QStringList, expected);
        QTemporaryDir dir;
        auto campaign = Campaign::open(Testing::CampaignPlaces::fresh(dir, u"l.fray"_s));
        QVERIFY(campaign.ok());
        QVERIFY((*campaign)->hasFullTextSearch());
        const auto add = [&](const QString &name, const QString &k, const QStringList &tags) {
            Library::LibraryEntry e;
            e.name = name;
            e.kind = k;
            e.tags = tags;
            e.rulesetId = u"castles-crusades"_s;
            e.prototype = fighter(name, 5);
            QVERIFY((*campaign)->library().add(e).ok());
        };
        add(u"Goblin"_s, u"monster"_s, {u"humanoid"_s});
        add(u"Hobgoblin chief"_s, u"monster"_s, {u"humanoid"_s, u"leader"_s});
        add(u"Skeleton"_s, u"monster"_s, {u"undead"_s});
        add(u"Aldo"_s, u"character"_s, {u"fighter"_s});
        QStringList names;
        for (const auto &e : (*campaign)->library().search(text, QString(), kind))
            names << e.name;
        QCOMPARE(names, expected);
    }

    // The one history: steps in the order done, a new one forgets those undone, the oldest go
    // past the limit, and an encounter's steps go with it.
    void historyKeepsTheStepsInOrder()
    {
        QTemporaryDir dir;
        auto campaign = Campaign::open(Testing::CampaignPlaces::fresh(dir, u"h.fray"_s));
        QVERIFY(campaign.ok());
        Storage::HistoryStore &history = (*campaign)->history();
        const auto seqs = [&](bool doneOnly) {
            QList<qint64> list;
            for (const auto &step : doneOnly ? history.done() : history.all())
                list << step.seq;
            return list;
        };
        const auto a = history.push(u"library"_s, 0, u"Add Goblin"_s, "{}");
        const auto b = history.push(u"library"_s, 0, u"Add Orc"_s, "{}");
        const auto c = history.push(u"import"_s, 0, u"Import of x"_s, "{}");
        QVERIFY(a && b && c);
        QCOMPARE(seqs(false), (QList<qint64>{*a, *b, *c}));
        QVERIFY(!history.setDone(*c, false));
        QVERIFY(!history.setDone(*b, false));
        QCOMPARE(seqs(true), QList<qint64>{*a});
        QCOMPARE(seqs(false), (QList<qint64>{*a, *b, *c}));
        const auto d = history.push(u"library"_s, 0, u"Add Ogre"_s, "{\"x\":1}");
        QVERIFY(d);
        QCOMPARE(seqs(false), (QList<qint64>{*a, *d}));
        QCOMPARE(history.all().back().text, u"Add Ogre"_s);
        QCOMPARE(history.all().back().data, QByteArray("{\"x\":1}"));

        for (int i = 0; i < Storage::HistoryStore::limit; ++i)
            QVERIFY(history.push(u"library"_s, 0, u"Step %1"_s.arg(i), "{}"));
        QCOMPARE(qsizetype(history.all().size()), qsizetype(Storage::HistoryStore::limit));
        QCOMPARE(history.all().front().text, u"Step 0"_s);

        Encounter::EncounterState state;
        state.name = u"Gone"_s;
        state.rulesetId = u"castles-crusades"_s;
        const auto encounter = (*campaign)->encounters().save(state);
        QVERIFY(encounter);
        QVERIFY(history.push(u"encounter"_s, *encounter, u"Next turn"_s, "{}"));
        QCOMPARE(history.all().back().encounter, *encounter);
        QVERIFY(!(*campaign)->encounters().remove(*encounter));
        QCOMPARE(history.all().back().text, u"Step %1"_s.arg(Storage::HistoryStore::limit - 1));
    }

    // An import is one step: written whole with its step of the history, and taken back whole
    // from what that step keeps, as after a restart (the window's undo, for an import made there
    // or by fray-cli).
    void anImportIsWrittenAndTakenBackWhole()
    {
        QTemporaryDir dir;
        auto campaign = Campaign::open(Testing::CampaignPlaces::fresh(dir, u"i.fray"_s));
        QVERIFY(campaign.ok());
        Campaign &c = **campaign;
        const auto kept = c.library().add(orc(u"Orc"_s));
        QVERIFY(kept);
        Library::LibraryEntry sharper = orc(u"Orc"_s);
        sharper.id = *kept;
        sharper.prototype.maxHp = sharper.prototype.hp = sharper.prototype.startHp = 11;
        Encounter::EncounterState fight;
        fight.name = u"Ambush"_s;
        fight.rulesetId = u"castles-crusades"_s;
        const Storage::CampaignImport::Batch batch{{orc(u"Goblin"_s)}, {sharper}, {fight}};

        const auto done = Storage::CampaignImport::apply(
            c, batch, Storage::CampaignImport::stepText(u"x.json"_s));
        QVERIFY2(done, done ? "" : qPrintable(done.error()));
        QCOMPARE(c.library().count(), 2);
        QCOMPARE(c.library().entry(*kept)->prototype.maxHp, 11);
        QVERIFY(c.encounters().idOf(u"Ambush"_s));
        const auto step = c.history().all().back();
        QCOMPARE(step.kind, u"import"_s);
        QCOMPARE(step.text, u"Import of x.json"_s);
        QCOMPARE(step.seq, done->seq);

        const auto readBack = Storage::CampaignImport::fromData(step.seq, step.data);
        QVERIFY2(readBack, readBack ? "" : qPrintable(readBack.error()));
        QCOMPARE(readBack->addedEntries, done->addedEntries);
        QCOMPARE(readBack->addedEncounters, done->addedEncounters);
        const auto redo = Storage::CampaignImport::batchOf(c, *readBack);
        QVERIFY(redo);
        QCOMPARE(redo->add.size(), std::size_t(1));
        QCOMPARE(redo->add.front().name, u"Goblin"_s);

        QVERIFY(!Storage::CampaignImport::revert(c, *readBack));
        QCOMPARE(c.library().count(), 1);
        QCOMPARE(c.library().entry(*kept)->prototype.maxHp, 6);
        QVERIFY(!c.encounters().idOf(u"Ambush"_s));
        QVERIFY(!c.history().all().back().done);
    }

    // Refused or failing half-way, an import writes nothing and leaves no step.
    void anImportRefusedOrFailingWritesNothing()
    {
        QTemporaryDir dir;
        auto campaign = Campaign::open(Testing::CampaignPlaces::fresh(dir, u"n.fray"_s));
        QVERIFY(campaign.ok());
        Campaign &c = **campaign;
        Encounter::EncounterState fight;
        fight.name = u"Ambush"_s;
        fight.rulesetId = u"castles-crusades"_s;
        QVERIFY(c.encounters().save(fight));

        const auto clash = Storage::CampaignImport::apply(
            c, {{orc(u"Goblin"_s)}, {}, {fight}}, u"Import of a.json"_s);
        QVERIFY(!clash);
        QCOMPARE(clash.error(), u"the campaign already has an encounter called 'Ambush'"_s);

        Library::LibraryEntry missing = orc(u"Ghost"_s);
        missing.id = 999;
        const auto failed = Storage::CampaignImport::apply(
            c, {{orc(u"Goblin"_s)}, {missing}, {}}, u"Import of b.json"_s);
        QVERIFY(!failed);
        QVERIFY2(failed.error().startsWith(u"'Ghost': "_s), qPrintable(failed.error()));

        QCOMPARE(c.library().count(), 0);
        QVERIFY(c.history().all().empty());
    }

    // A change and its step are one write: a change that fails leaves no step, and a step that
    // cannot be written leaves no change.
    void aStepIsWrittenWithItsChange()
    {
        QTemporaryDir dir;
        auto campaign = Campaign::open(Testing::CampaignPlaces::fresh(dir, u"r.fray"_s));
        QVERIFY(campaign.ok());
        Campaign &c = **campaign;
        const auto refused
            = c.record(u"library"_s, 0, u"Add Orc"_s, [&]() -> Expected<QByteArray, QString> {
                  if (!c.library().add(orc(u"Orc"_s)))
                      return u"no"_s;
                  return u"the change refused after all"_s;
              });
        QVERIFY(!refused);
        QCOMPARE(c.library().count(), 0);
        QVERIFY(c.history().all().empty());
        const auto seq
            = c.record(u"library"_s, 0, u"Add Orc"_s, [&]() -> Expected<QByteArray, QString> {
                  if (!c.library().add(orc(u"Orc"_s)))
                      return u"no"_s;
                  return QByteArray("{}");
              });
        QVERIFY(seq);
        QCOMPARE(c.library().count(), 1);
        QVERIFY(c.replay(*seq, false, [] { return std::optional<QString>(u"refused"_s); }));
        QVERIFY(c.history().all().front().done);
    }

    // How long a turn takes at this table: the time from one turn's end to the next, in each
    // fight's journal. Fight A ends turns at 0, 40, 100, 130 (a new round), 3730 and 3780 s: 40,
    // 60, 30, then 3600 (a break, over 30 minutes: not a turn) and 50; its undone turn and its
    // damage end no turn. Fight B's at 0 and 70 s: 70 (nothing between A's last and B's first).
    // The median of 30, 40, 50, 60 and 70 is 50 s. A fight of 3.5 rounds of 6 turns then takes
    // 3.5 · 6 · 50 s = 17.5 minutes.
    void theTablesPaceIsTheMedianTurnOfItsFights()
    {
        QTemporaryDir dir;
        auto campaign = Campaign::open(Testing::CampaignPlaces::fresh(dir, u"pace.fray"_s));
        QVERIFY(campaign.ok());
        Campaign &c = **campaign;
        QVERIFY(!Storage::TablePace::measure(c.storage()));
        Encounter::EncounterState fight;
        fight.rulesetId = u"castles-crusades"_s;
        fight.name = u"A"_s;
        const auto a = c.encounters().save(fight);
        fight.name = u"B"_s;
        const auto b = c.encounters().save(fight);
        QVERIFY(a.ok() && b.ok());
        const QDateTime start(QDate(2026, 11, 27), QTime(20, 0), QTimeZone::utc());
        struct Row
        {
            qint64 encounter;
            const char *kind;
            const char *direction;
            int seconds;
        };
        const Row rows[] = {{*a, "next-turn", "do", 0}, {*a, "next-turn", "do", 40},
            {*a, "next-turn", "do", 100}, {*a, "next-turn", "undo", 110}, {*a, "damage", "do", 120},
            {*a, "next-round", "do", 130}, {*a, "next-turn", "do", 3730},
            {*a, "next-turn", "do", 3780}, {*b, "next-turn", "do", 0}, {*b, "next-turn", "do", 70}};
        QSqlQuery q(c.storage().database());
        q.prepare(u"INSERT INTO journal (encounter, seq, kind, direction, description, "
                  "parameters, at) VALUES (?, ?, ?, ?, '', '{}', ?)"_s);
        qint64 seq = 0;
        for (const Row &row : rows) {
            q.bindValue(0, row.encounter);
            q.bindValue(1, ++seq);
            q.bindValue(2, QString::fromLatin1(row.kind));
            q.bindValue(3, QString::fromLatin1(row.direction));
            q.bindValue(4, start.addSecs(row.seconds).toString(Qt::ISODate));
            QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        }
        const auto pace = Storage::TablePace::measure(c.storage());
        QVERIFY(pace);
        QCOMPARE(pace->turns, 5);
        QCOMPARE(pace->secondsPerTurn, 50.0);
        QCOMPARE(Storage::TablePace::minutes(3.5, 6, *pace), 17.5);
        QVERIFY2(Storage::TablePace::about(17.5, *pace).startsWith(u"about 18 minute"_s),
            qPrintable(Storage::TablePace::about(17.5, *pace)));
    }
};

QTEST_GUILESS_MAIN(TestCampaign)
#include "tst_campaign.moc"
