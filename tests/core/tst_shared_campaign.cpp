// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignPlaces.h"
#include "CuttingProxy.h"
#include "HermeticTest.h"
#include "core/storage/Campaign.h"
#include "core/storage/CampaignAddress.h"
#include "core/storage/CampaignCopy.h"
#include "core/storage/CampaignWatch.h"
#include "core/storage/Schema.h"

#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <memory>
#include <thread>
#include <vector>

using namespace Fray;
using namespace Qt::StringLiterals;
using Storage::Campaign;
using Storage::CampaignAddress;
using Testing::CampaignPlaces;

namespace {

Library::LibraryEntry monster(const QString &name, const QStringList &tags = {})
{
    Library::LibraryEntry e;
    e.name = name;
    e.kind = u"monster"_s;
    e.tags = tags;
    e.rulesetId = u"castles-crusades"_s;
    e.prototype.name = name;
    e.prototype.maxHp = e.prototype.hp = e.prototype.startHp = 7;
    return e;
}

// The number of a child's "committed N" line, the highest so far.
void noteReported(const QByteArray &line, qint64 *reported)
{
    bool ok = false;
    const qint64 n = line.startsWith("committed ") ? line.mid(10).trimmed().toLongLong(&ok) : 0;
    if (ok)
        *reported = std::max(*reported, n);
}

} // namespace

// A campaign a GM group shares on a real PostgreSQL server: its address, how it is made and
// refused, and its copy to and from a file.
class TestSharedCampaign : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void anAddressIsReadAsLibpqWritesIt_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("shown");
        QTest::newRow("user-host-database")
            << u"postgresql://mira@table.local/dragons"_s << u"table.local"_s << 5432
            << u"dragons"_s << u"connect_timeout=10"_s
            << u"postgresql://mira@table.local/dragons"_s;
        QTest::newRow("password-and-port-are-read-but-never-shown")
            << u"postgresql://mira:s3cret@10.0.0.5:6543/dragons?sslmode=require"_s << u"10.0.0.5"_s
            << 6543 << u"dragons"_s << u"connect_timeout=10;sslmode=require"_s
            << u"postgresql://mira@10.0.0.5:6543/dragons?sslmode=require"_s;
        QTest::newRow("a-socket-folder-as-host")
            << u"postgres://mira@localhost/dragons?host=/run/postgresql"_s << u"/run/postgresql"_s
            << 5432 << u"dragons"_s << u"connect_timeout=10"_s
            << u"postgresql://mira@localhost/dragons?host=/run/postgresql"_s;
    }

    void anAddressIsReadAsLibpqWritesIt()
    {
        QFETCH(QString, text);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, database);
        QFETCH(QString, options);
        QFETCH(QString, shown);
        QVERIFY(CampaignAddress::isAddress(text));
        const auto address = CampaignAddress::parse(text);
        QVERIFY2(address.ok(), address.ok() ? "" : qPrintable(address.error()));
        QCOMPARE(address->host, host);
        QCOMPARE(address->port, port);
        QCOMPARE(address->database, database);
        QCOMPARE(address->connectOptions(), options);
        QCOMPARE(address->shown(), shown);
        QVERIFY(!address->shown().contains(u"s3cret"_s));
    }

    void aWrongAddressSaysWhatIsWrong_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("said");
        QTest::newRow("no-database")
            << u"postgresql://mira:s3cret@host/"_s << u"names no database"_s;
        QTest::newRow("no-host") << u"postgresql://mira:s3cret@/dragons"_s << u"names no server"_s;
        QTest::newRow("unknown-sslmode")
            << u"postgresql://mira:s3cret@host/db?sslmode=always"_s << u"sslmode 'always'"_s;
        QTest::newRow("unknown-option")
            << u"postgresql://mira:s3cret@host/db?colour=red"_s << u"'colour'"_s;
        QTest::newRow("bad-port") << u"postgresql://mira:s3cret@host:port/db"_s << u"not valid"_s;
    }

    void aWrongAddressSaysWhatIsWrong()
    {
        QFETCH(QString, text);
        QFETCH(QString, said);
        const auto address = CampaignAddress::parse(text);
        QVERIFY(!address.ok());
        QVERIFY2(address.error().contains(said), qPrintable(address.error()));
        QVERIFY2(!address.error().contains(u"s3cret"_s), qPrintable(address.error()));
    }

    void anEmptyDatabaseBecomesANewCampaign()
    {
        const QString address = CampaignPlaces::newDatabase();
        auto campaign = Campaign::open(address);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        QVERIFY((*campaign)->isShared());
        QCOMPARE((*campaign)->schemaVersion(), Storage::Schema::latestVersion());
        QVERIFY((*campaign)->hasFullTextSearch());
        QVERIFY(!(*campaign)->path().contains(u"tester-secret"_s));
        // Made once: opened again, it is the same campaign.
        QVERIFY(!(*campaign)->setName(u"The Sunless Citadel"_s));
        campaign = Campaign::open(address);
        QVERIFY(campaign.ok());
        QCOMPARE((*campaign)->name(), u"The Sunless Citadel"_s);
    }

    void theLibraryIsSearchedForAnyPartOfAWord()
    {
        auto campaign = Campaign::open(CampaignPlaces::newDatabase());
        QVERIFY(campaign.ok());
        for (const auto &[name, tags] : {std::pair{u"Goblin"_s, QStringList{u"humanoid"_s}},
                 std::pair{u"Hobgoblin chief"_s, QStringList{u"humanoid"_s, u"leader"_s}},
                 std::pair{u"Skeleton"_s, QStringList{u"undead"_s}}})
            QVERIFY((*campaign)->library().add(monster(name, tags)).ok());
        const auto names = [&](const QString &text) {
            QStringList found;
            for (const auto &e : (*campaign)->library().search(text, QString(), QString()))
                found << e.name;
            return found;
        };
        QCOMPARE(names(u"gob"_s), (QStringList{u"Goblin"_s, u"Hobgoblin chief"_s}));
        QCOMPARE(names(u"GOB chief"_s), QStringList{u"Hobgoblin chief"_s});
        QCOMPARE(names(u"dead"_s), QStringList{u"Skeleton"_s});
        QCOMPARE(names(u"dragon"_s), QStringList{});
    }

    void aServerThatRefusesSaysWhy_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("said");
        auto &server = CampaignPlaces::server();
        QVERIFY(!server.admin(u"CREATE DATABASE refusals OWNER fray_tester"_s));
        QTest::newRow("wrong-password") << server.address(u"fray_tester"_s, u"refusals"_s,
            u"not-the-secret"_s) << u"refused the password for fray_tester"_s;
        QTest::newRow("no-such-database") << server.address(u"fray_tester"_s, u"nowhere"_s,
            u"tester-secret"_s) << u"has no database nowhere"_s;
        QTest::newRow("no-server-at-that-port")
            << u"postgresql://fray_tester:tester-secret@127.0.0.1:1/refusals?connect_timeout=2"_s
            << u"no PostgreSQL server answers at 127.0.0.1, port 1"_s;
        QTest::newRow("tls-required-where-the-server-has-none") << server.address(u"fray_tester"_s,
            u"refusals"_s, u"tester-secret"_s,
            u"sslmode=require"_s) << u"cannot be reached with TLS as sslmode=require asks"_s;
    }

    void aServerThatRefusesSaysWhy()
    {
        QFETCH(QString, address);
        QFETCH(QString, said);
        const auto campaign = Campaign::open(address);
        QVERIFY(!campaign.ok());
        QVERIFY2(campaign.error().contains(said), qPrintable(campaign.error()));
        QVERIFY2(!campaign.error().contains(u"secret"_s), qPrintable(campaign.error()));
    }

    void aDatabaseThatIsNoCampaignIsLeftAsItIs()
    {
        const QString address = CampaignPlaces::newDatabase();
        const QString database = CampaignAddress::parse(address)->database;
        QVERIFY(!CampaignPlaces::server().admin(
            u"CREATE TABLE invoices (id INTEGER); INSERT INTO invoices VALUES (1)"_s, database));
        const auto campaign = Campaign::open(address);
        QVERIFY(!campaign.ok());
        QVERIFY2(campaign.error().contains(u"not a Fray campaign"_s), qPrintable(campaign.error()));
        QVERIFY(!CampaignPlaces::server().admin(u"SELECT * FROM invoices"_s, database));
        QVERIFY(CampaignPlaces::server().admin(u"SELECT * FROM library"_s, database));
    }

    void aCampaignOfANewerFrayIsRefused()
    {
        const QString address = CampaignPlaces::newDatabase();
        QVERIFY(Campaign::open(address).ok());
        const QString database = CampaignAddress::parse(address)->database;
        QVERIFY(
            !CampaignPlaces::server().admin(u"UPDATE fray_format SET version = 99"_s, database));
        const auto campaign = Campaign::open(address);
        QVERIFY(!campaign.ok());
        QVERIFY2(campaign.error().contains(u"made by a newer Fray (campaign format 99"_s),
            qPrintable(campaign.error()));
    }

    // Ten processes add 200 entries each at once, every one its own transaction: all 2,000 are
    // there, each once.
    void tenWritersAtOnceLoseNothing()
    {
        const QString address = CampaignPlaces::newDatabase();
        QVERIFY(Campaign::open(address).ok());
        std::vector<std::unique_ptr<QProcess>> writers;
        for (int w = 0; w < 10; ++w) {
            writers.push_back(std::make_unique<QProcess>());
            writers.back()->start(
                QStringLiteral(FRAY_CRASH_CHILD), {u"add"_s, address, u"writer%1"_s.arg(w)});
        }
        for (auto &writer : writers) {
            QVERIFY(writer->waitForFinished(120000));
            const QByteArray said = writer->readAllStandardOutput();
            QVERIFY2(writer->exitCode() == 0, said.right(300).constData());
            QVERIFY(said.endsWith("added 200\n"));
        }
        auto campaign = Campaign::open(address, Campaign::Access::ReadOnly);
        QVERIFY(campaign.ok());
        const auto all = (*campaign)->library().all();
        QVERIFY(all.ok());
        QSet<QString> names;
        for (const auto &entry : *all)
            names.insert(entry.name);
        QCOMPARE(qsizetype(all->size()), qsizetype(2000));
        QCOMPARE(names.size(), qsizetype(2000));
        for (int w = 0; w < 10; ++w)
            QVERIFY(names.contains(u"writer%1-199"_s.arg(w)));
    }

    // The server stops as a crash would while a process commits damage, one command after
    // another: after it starts again, every command the process was told was saved is there,
    // and the one in flight is there whole or not at all.
    void aServerKilledDuringCommitsKeepsEveryAcknowledgedCommand()
    {
        const QString address = CampaignPlaces::newDatabase();
        QProcess child;
        child.start(QStringLiteral(FRAY_CRASH_CHILD), {u"commit"_s, address, u"11"_s});
        QVERIFY(child.waitForStarted());
        qint64 reported = 0;
        QByteArray pending;
        while (reported < 40 && child.waitForReadyRead(30000)) {
            pending += child.readAllStandardOutput();
            for (qsizetype end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
                const QByteArray line = pending.left(end);
                pending.remove(0, end + 1);
                noteReported(line, &reported);
            }
        }
        QVERIFY2(reported >= 40, pending.constData());
        QVERIFY(!CampaignPlaces::server().crash());
        QVERIFY(child.waitForFinished(30000));
        pending += child.readAllStandardOutput();
        for (const QByteArray &line : pending.split('\n')) {
            noteReported(line, &reported);
        }
        QCOMPARE(child.exitCode(), 1); // its next commit was refused
        QVERIFY(!CampaignPlaces::server().start());

        auto campaign = Campaign::open(address);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        const auto id = (*campaign)->encounters().idOf(u"Crash"_s);
        QVERIFY(id);
        const qint64 journal = (*campaign)->encounters().journalLength(*id);
        QVERIFY2(journal >= reported && journal <= reported + 1,
            qPrintable(u"reported %1, kept %2"_s.arg(reported).arg(journal)));
        // Each command took one hit point: the state agrees with the journal, nothing half-done.
        const auto state = (*campaign)->encounters().load(*id);
        QVERIFY(state.ok());
        qint64 lost = 0;
        for (const auto &c : state->combatants)
            lost += c.maxHp - c.hp;
        QCOMPARE(lost, journal);
    }

    // Two Frays read Aldo; one changes him; the other's change, made on what it read before,
    // is refused with who changed him, and nothing is merged: the first change stays.
    void aChangeMadeOnAnOlderVersionIsRefusedWithWhoMadeTheNewer()
    {
        const QString address = CampaignPlaces::newDatabase();
        auto mira = Campaign::open(address);
        auto theo = Campaign::open(address);
        QVERIFY(mira.ok() && theo.ok());
        (*mira)->storage().setWriterName(u"Mira's laptop"_s);
        (*theo)->storage().setWriterName(u"Theo's desk"_s);
        const auto id = (*mira)->library().add(monster(u"Aldo"_s));
        QVERIFY(id.ok());
        auto seenByMira = *(*mira)->library().entry(*id);
        auto seenByTheo = *(*theo)->library().entry(*id);
        QCOMPARE(seenByTheo.version, seenByMira.version);

        seenByMira.prototype.hp = 3;
        QCOMPARE((*mira)->library().update(seenByMira), std::optional<QString>());
        seenByTheo.prototype.hp = 6;
        const auto refused = (*theo)->library().update(seenByTheo);
        QVERIFY(refused);
        QVERIFY2(refused->contains(u"Aldo was changed on another computer (Mira's laptop)"_s),
            qPrintable(*refused));
        QCOMPARE((*theo)->library().entry(*id)->prototype.hp, qint64(3));
        // What undo would write back is checked the same way.
        const auto changed = (*theo)->library().unchanged(seenByTheo);
        QVERIFY(changed && changed->contains(u"Mira's laptop"_s));

        // Read again, Theo's change goes in on top of Mira's.
        auto reread = *(*theo)->library().entry(*id);
        reread.prototype.hp = 6;
        QCOMPARE((*theo)->library().update(reread), std::optional<QString>());
        QCOMPARE((*mira)->library().entry(*id)->prototype.hp, qint64(6));
        // Mira's own copy is now the older one.
        seenByMira.prototype.hp = 1;
        QVERIFY((*mira)->library().update(seenByMira).has_value());
    }

    // One Fray runs a fight at a time: the other is told who runs it and may not write to it;
    // it takes the fight over only when asked to, or when the runner is gone.
    void anEncounterIsRunByOneFrayAtATime()
    {
        const QString address = CampaignPlaces::newDatabase();
        auto mira = Campaign::open(address);
        auto theo = Campaign::open(address);
        QVERIFY(mira.ok() && theo.ok());
        (*mira)->storage().setWriterName(u"Mira's laptop"_s);
        (*theo)->storage().setWriterName(u"Theo's desk"_s);
        Encounter::EncounterState fight;
        fight.name = u"Bridge"_s;
        fight.rulesetId = u"castles-crusades"_s;
        const auto id = (*mira)->encounters().save(fight);
        QVERIFY(id.ok());

        QCOMPARE((*mira)->lease().run(*id), std::optional<QString>());
        QVERIFY((*mira)->lease().runner(*id).here);
        QCOMPARE((*theo)->lease().runner(*id).name, u"Mira's laptop"_s);
        const auto refused = (*theo)->lease().run(*id);
        QVERIFY(refused && refused->contains(u"Bridge is run by Mira's laptop since"_s));
        const auto renamed = (*theo)->encounters().rename(*id, u"Ford"_s);
        QVERIFY(renamed && renamed->contains(u"run by Mira's laptop"_s));
        // Nor is it replaced by an import of a fight of the same name.
        const auto replaced = (*theo)->encounters().save(fight);
        QVERIFY(!replaced.ok() && replaced.error().contains(u"run by Mira's laptop"_s));
        QCOMPARE((*theo)->encounters().idOf(u"Bridge"_s), std::optional<qint64>(*id));
        QCOMPARE((*mira)->encounters().rename(*id, u"Old bridge"_s), std::optional<QString>());

        // Theo takes it over when told to; Mira's next write is refused, naming Theo.
        QCOMPARE((*theo)->lease().takeOver(*id), std::optional<QString>());
        const auto late = (*mira)->encounters().setEnded(*id, true);
        QVERIFY(late && late->contains(u"run by Theo's desk"_s));
        QVERIFY(!(*mira)->lease().runner(*id).here);

        // Theo's Fray goes away without letting go: Mira takes the fight back unasked.
        theo = Campaign::open(address, Campaign::Access::ReadOnly);
        QCOMPARE((*mira)->lease().runner(*id).name, u"Theo's desk"_s);
        QCOMPARE((*mira)->lease().run(*id), std::optional<QString>());
        QVERIFY((*mira)->lease().runner(*id).here);
        QCOMPARE((*mira)->lease().stopRunning(*id), std::optional<QString>());
        QVERIFY((*mira)->lease().runner(*id).name.isEmpty());
    }

    // The server ends this Fray's connection (an administrator, a network that dropped it):
    // a command caught in flight is refused as not saved and nothing of it is kept; the next one
    // goes through a new connection. With the server away, every change is refused until it is
    // back, and nothing refused is kept.
    void aLostConnectionRefusesAndComesBack()
    {
        const QString address = CampaignPlaces::newDatabase();
        const QString database = CampaignAddress::parse(address)->database;
        auto campaign = Campaign::open(address);
        QVERIFY(campaign.ok());
        Encounter::EncounterState fight;
        fight.name = u"Ford"_s;
        fight.rulesetId = u"castles-crusades"_s;
        const auto id = (*campaign)->encounters().save(fight);
        QVERIFY(id.ok());
        const auto rename
            = [&](const QString &name) { return (*campaign)->encounters().rename(*id, name); };
        QCOMPARE(rename(u"Ford 1"_s), std::optional<QString>());

        // The encounter's row is held by another transaction, so the rename waits in flight
        // when the connection is ended.
        auto &server = CampaignPlaces::server();
        QSqlDatabase holder = QSqlDatabase::addDatabase(u"QPSQL"_s, u"holder"_s);
        {
            holder.setHostName(server.socketFolder());
            holder.setPort(server.port());
            holder.setUserName(u"fray_admin"_s);
            holder.setDatabaseName(database);
            QVERIFY(holder.open());
            QSqlQuery hold(holder);
            QVERIFY(hold.exec(u"BEGIN"_s));
            QVERIFY(hold.exec(u"SELECT * FROM encounters FOR UPDATE"_s));
            // From another thread: this one waits in the rename.
            std::thread cut([&] {
                std::this_thread::sleep_for(std::chrono::milliseconds(300));
                server.admin(u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                             "datname = '%1' AND usename = 'fray_tester'"_s.arg(database));
            });
            const auto refused = rename(u"Ford 2"_s);
            cut.join();
            QVERIFY(refused);
            QVERIFY2(refused->contains(u"connection to postgresql://fray_tester@127.0.0.1"_s)
                    && refused->contains(u"is lost"_s),
                qPrintable(*refused));
            QVERIFY(hold.exec(u"ROLLBACK"_s));
            holder.close();
        }
        holder = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"holder"_s);
        QCOMPARE((*campaign)->encounters().list().front().name, u"Ford 1"_s);
        QCOMPARE(rename(u"Ford 3"_s), std::optional<QString>());

        // The server stops: refused, and told so; back, the next change goes through.
        QVERIFY(!server.crash());
        const auto away = rename(u"Ford 4"_s);
        QVERIFY(away && away->contains(u"is lost"_s));
        QVERIFY(!server.start());
        QCOMPARE(rename(u"Ford 5"_s), std::optional<QString>());
        auto reader = Campaign::open(address, Campaign::Access::ReadOnly);
        QVERIFY(reader.ok());
        QCOMPARE((*reader)->encounters().list().front().name, u"Ford 5"_s);
    }

    // A second Fray hears the first one's changes as they are committed, and not its own; a
    // fight's every command is heard as a change of its encounter.
    void anotherFraysChangesAreHeard()
    {
        const QString address = CampaignPlaces::newDatabase();
        auto mira = Campaign::open(address);
        auto theo = Campaign::open(address);
        QVERIFY(mira.ok() && theo.ok());
        Storage::CampaignWatch watch(
            *CampaignAddress::parse(address), (*theo)->storage().session());
        QVERIFY(watch.start());
        QSignalSpy library(&watch, &Storage::CampaignWatch::libraryChanged);
        QSignalSpy encounters(&watch, &Storage::CampaignWatch::encounterChanged);

        const auto aldo = (*mira)->library().add(monster(u"Aldo"_s));
        QVERIFY(aldo.ok());
        QVERIFY(library.wait(5000));
        QCOMPARE(library.takeFirst().at(0).toLongLong(), *aldo);
        // Theo's own change is not told back to him.
        QVERIFY((*theo)->library().add(monster(u"Bran"_s)).ok());
        QVERIFY(!library.wait(300));

        Encounter::EncounterState fight;
        fight.name = u"Ford"_s;
        fight.rulesetId = u"castles-crusades"_s;
        const auto id = (*mira)->encounters().save(fight);
        QVERIFY(id.ok());
        QVERIFY(encounters.wait(5000));
        encounters.clear();
        QCOMPARE((*mira)->encounters().setEnded(*id, true), std::optional<QString>());
        QVERIFY(encounters.wait(5000));
        QCOMPARE(encounters.takeFirst().at(0).toLongLong(), *id);
        QVERIFY((*mira)->encounters().remove(*id) == std::nullopt);
        QVERIFY(encounters.wait(5000));
    }

    // The server goes away: the watch says so within its probe, and again when it is back.
    void theWatchSaysWhenTheServerIsGoneAndBack()
    {
        const QString address = CampaignPlaces::newDatabase();
        QVERIFY(Campaign::open(address).ok());
        Storage::CampaignWatch watch(*CampaignAddress::parse(address), QString());
        watch.setProbeInterval(100);
        QVERIFY(watch.start());
        QSignalSpy lost(&watch, &Storage::CampaignWatch::connectionLost);
        QSignalSpy back(&watch, &Storage::CampaignWatch::connectionBack);
        QVERIFY(!CampaignPlaces::server().crash());
        QVERIFY(lost.wait(5000));
        QVERIFY(!watch.isConnected());
        QVERIFY(!CampaignPlaces::server().start());
        QVERIFY(back.wait(10000));
        QVERIFY(watch.isConnected());
    }

    // The network fails while a change is being committed. Whatever the moment, Fray says
    // what the server holds: done when it committed (its answer lost on the way), not saved
    // when it did not, and never the one for the other; the next change goes through.
    void aCommitWhoseAnswerIsLostIsToldAsTheServerHasIt_data()
    {
        QTest::addColumn<int>("cut");
        QTest::addColumn<int>("saved"); // 1 saved, 0 not, -1 either (but as said)
        using Cut = Testing::CuttingProxy::Cut;
        QTest::addRow("commit-never-reaches-the-server") << int(Cut::BeforeCommit) << 0;
        QTest::addRow("the-server-commits-the-answer-is-lost") << int(Cut::AfterAnswer) << 1;
        QTest::addRow("cut-while-the-commit-is-in-flight") << int(Cut::InFlight) << -1;
    }

    void aCommitWhoseAnswerIsLostIsToldAsTheServerHasIt()
    {
        QFETCH(int, cut);
        QFETCH(int, saved);
        const QString direct = CampaignPlaces::newDatabase();
        Testing::CuttingProxy proxy(u"127.0.0.1"_s, quint16(QUrl(direct).port()));
        QVERIFY(proxy.port() != 0);
        QUrl relayed(direct);
        relayed.setPort(proxy.port());
        relayed.setQuery(u"sslmode=disable"_s);
        auto campaign = Campaign::open(relayed.toString());
        QVERIFY2(campaign.ok(), qPrintable(campaign.ok() ? QString() : campaign.error()));

        proxy.arm(Testing::CuttingProxy::Cut(cut));
        const auto added = (*campaign)->library().add(monster(u"Aldo"_s));
        QVERIFY(proxy.fired());
        auto reader = Campaign::open(direct, Campaign::Access::ReadOnly);
        QVERIFY(reader.ok());
        const bool there = !(*reader)->library().search(u"Aldo"_s).empty();
        QCOMPARE(added.ok(), there);
        if (saved >= 0)
            QCOMPARE(there, saved == 1);
        if (!added.ok())
            QVERIFY2(
                added.error().contains(u"The change was not saved"_s), qPrintable(added.error()));

        // The next change goes through a new connection, and reads back.
        QVERIFY((*campaign)->library().add(monster(u"Bran"_s)).ok());
        QVERIFY(!(*reader)->library().search(u"Bran"_s).empty());
    }

    // The answer is lost and the network stays away: Fray says it does not know, writes
    // nothing more, and, once the server is back, tells once that the change was saved.
    void aCommitOfUnknownFateIsSettledWhenTheServerIsBack()
    {
        const QString direct = CampaignPlaces::newDatabase();
        Testing::CuttingProxy proxy(u"127.0.0.1"_s, quint16(QUrl(direct).port()));
        QUrl relayed(direct);
        relayed.setPort(proxy.port());
        relayed.setQuery(u"sslmode=disable"_s);
        auto campaign = Campaign::open(relayed.toString());
        QVERIFY(campaign.ok());
        auto &storage = (*campaign)->storage();

        proxy.arm(Testing::CuttingProxy::Cut::AfterAnswer, true);
        const auto added = (*campaign)->library().add(monster(u"Aldo"_s));
        QVERIFY(!added.ok());
        QVERIFY2(added.error().contains(u"is not known until the connection is back"_s),
            qPrintable(added.error()));
        const auto refused = (*campaign)->library().add(monster(u"Bran"_s));
        QVERIFY(!refused.ok());
        QCOMPARE(storage.settleUnknownCommit(), std::optional<bool>());

        proxy.setDown(false);
        QCOMPARE(storage.settleUnknownCommit(), std::optional<bool>(true));
        QCOMPARE(storage.settleUnknownCommit(), std::optional<bool>()); // told once
        auto reader = Campaign::open(direct, Campaign::Access::ReadOnly);
        QVERIFY(reader.ok());
        QVERIFY(!(*reader)->library().search(u"Aldo"_s).empty());
        QVERIFY((*reader)->library().search(u"Bran"_s).empty());
        QVERIFY((*campaign)->library().add(monster(u"Cato"_s)).ok());
    }

    // The watch's connection is ended while another Fray goes on writing: when the watch is
    // back it says what it could not hear (added and changed by name, removed by count), and
    // not what was heard before.
    void theWatchSaysWhatItMissed()
    {
        const QString address = CampaignPlaces::newDatabase();
        const QString database = CampaignAddress::parse(address)->database;
        auto mira = Campaign::open(address);
        auto theo = Campaign::open(address);
        QVERIFY(mira.ok() && theo.ok());
        const auto bran = (*mira)->library().add(monster(u"Bran"_s));
        const auto cato = (*mira)->library().add(monster(u"Cato"_s));
        QVERIFY((*mira)->library().add(monster(u"Dara"_s)).ok());
        Encounter::EncounterState fight;
        fight.name = u"Ford"_s;
        fight.rulesetId = u"castles-crusades"_s;
        const auto ford = (*mira)->encounters().save(fight);
        fight.name = u"Gate"_s;
        QVERIFY(bran.ok() && cato.ok() && ford.ok() && (*mira)->encounters().save(fight).ok());

        Storage::CampaignWatch watch(
            *CampaignAddress::parse(address), (*theo)->storage().session());
        watch.setProbeInterval(3600 * 1000); // asked only when the test says
        QVERIFY(watch.start());
        QSignalSpy heard(&watch, &Storage::CampaignWatch::libraryChanged);
        // Heard as it happens, so not missed later.
        QVERIFY((*mira)->encounters().rename(*ford, u"Ford 2"_s) == std::nullopt);
        QSignalSpy encounters(&watch, &Storage::CampaignWatch::encounterChanged);
        QVERIFY(encounters.wait(5000));

        QCOMPARE(CampaignPlaces::server().admin(
                     u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
                     "current_database() AND pid <> pg_backend_pid()"_s,
                     database),
            std::optional<QString>());
        // Mira's Fray connects again by itself and goes on; the watch hears none of it.
        const auto aldo = (*mira)->library().add(monster(u"Aldo"_s));
        QVERIFY(aldo.ok());
        auto changedBran = monster(u"Bran"_s);
        changedBran.id = *bran;
        changedBran.prototype.maxHp = 9;
        QCOMPARE((*mira)->library().update(changedBran), std::optional<QString>());
        QCOMPARE((*mira)->library().remove(*cato), std::optional<QString>());
        QVERIFY((*mira)->encounters().rename(*ford, u"Ford 3"_s) == std::nullopt);

        QSignalSpy lost(&watch, &Storage::CampaignWatch::connectionLost);
        QSignalSpy back(&watch, &Storage::CampaignWatch::connectionBack);
        watch.setProbeInterval(50);
        QVERIFY(back.wait(10000));
        QCOMPARE(lost.size(), 1);
        QCOMPARE(heard.size(), 0);
        const auto missed = back.at(0).at(0).value<Storage::CampaignWatch::Missed>();
        QVERIFY(missed.library && missed.encounters);
        QCOMPARE(missed.library->names, (QStringList{u"Bran"_s, u"Aldo"_s}));
        QCOMPARE(missed.library->removed, 1);
        QCOMPARE(missed.encounters->names, QStringList{u"Ford 3"_s});
        QCOMPARE(missed.encounters->ids, std::vector<qint64>{*ford});
        QCOMPARE(missed.encounters->removed, 0);
    }

    // Each Fray undoes its own steps: Mira's history holds hers, Theo's his, and a new step of
    // Theo's forgets only his own undone ones.
    void eachFrayHasItsOwnHistory()
    {
        const QString address = CampaignPlaces::newDatabase();
        auto mira = Campaign::open(address);
        auto theo = Campaign::open(address);
        QVERIFY(mira.ok() && theo.ok());
        (*mira)->storage().setWriterName(u"Mira's laptop"_s);
        (*theo)->storage().setWriterName(u"Theo's desk"_s);
        const auto texts = [](Campaign &c) {
            QStringList list;
            for (const auto &step : c.history().all())
                list << step.text + (step.done ? QString() : u" (undone)"_s);
            return list;
        };
        const auto a = (*mira)->history().push(u"library"_s, 0, u"Add Goblin"_s, "{}");
        QVERIFY((*theo)->history().push(u"library"_s, 0, u"Add Orc"_s, "{}"));
        QVERIFY(a && !(*mira)->history().setDone(*a, false));
        QVERIFY((*theo)->history().push(u"library"_s, 0, u"Add Ogre"_s, "{}"));
        QCOMPARE(texts(**mira), QStringList{u"Add Goblin (undone)"_s});
        QCOMPARE(texts(**theo), (QStringList{u"Add Orc"_s, u"Add Ogre"_s}));
    }

    void anEmptyDatabaseReadOnlyHoldsNoCampaign()
    {
        const auto campaign
            = Campaign::open(CampaignPlaces::newDatabase(), Campaign::Access::ReadOnly);
        QVERIFY(!campaign.ok());
        QVERIFY2(
            campaign.error().contains(u"holds no campaign yet"_s), qPrintable(campaign.error()));
    }
};

QTEST_GUILESS_MAIN(TestSharedCampaign)
#include "tst_shared_campaign.moc"
