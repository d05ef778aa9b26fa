// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `fray-cli` on a campaign a GM group shares on a real PostgreSQL server (the test starts its
// own): --db takes the server's address, `campaign copy` moves a whole campaign from a file to
// the server and back, and what each exports is byte for byte the same; the password is never
// printed.
#include "CliRunner.h"
#include "HermeticTest.h"
#include "PostgresServer.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Fray::Testing::PostgresServer;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const QStringList kEncounters{u"Alley brawl"_s, u"Crypt guardians"_s, u"Bandits on the road"_s,
    u"Goblin ambush at the ford"_s, u"Boarding action"_s};

// Every row of every table of an SQLite campaign, as text, in key order.
QStringList rowsOf(const QString &path)
{
    QStringList rows;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"rows"_s);
        db.setDatabaseName(path);
        db.open();
        QSqlQuery tables(db);
        tables.exec(u"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                    "'library_search%' ORDER BY name"_s);
        while (tables.next()) {
            const QString table = tables.value(0).toString();
            QSqlQuery q(db);
            q.exec(u"SELECT * FROM %1 ORDER BY 1, 2"_s.arg(table));
            while (q.next()) {
                QStringList values{table};
                for (int i = 0; i < q.record().count(); ++i)
                    values << q.record().fieldName(i) + u'=' + q.value(i).toString();
                rows << values.join(u'|');
            }
        }
    }
    QSqlDatabase::removeDatabase(u"rows"_s);
    return rows;
}

} // namespace

class TestCliSharedCampaign : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const auto error = m_server.start();
        QVERIFY2(!error, error ? qPrintable(*error) : "");
        QVERIFY(!m_server.admin(u"CREATE ROLE gm LOGIN PASSWORD 'gm-secret'"_s));
        QVERIFY(!m_server.admin(u"CREATE DATABASE shared OWNER gm"_s));
        QVERIFY(!m_server.admin(u"CREATE DATABASE second OWNER gm"_s));
    }

    // File → server → file: the library and every encounter export byte for byte the same from
    // all three, and the last file holds every row of the first.
    void aCampaignCopiedToTheServerAndBackIsTheSame()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(u"table.fray"_s);
        const QString back = dir.filePath(u"back.fray"_s);
        const QString server = m_server.address(u"gm"_s, u"shared"_s, u"gm-secret"_s);
        for (const QString &file : {u"basic-roleplaying"_s, u"castles-crusades"_s,
                 u"d20-ascending"_s, u"old-school"_s, u"spelljammer-d100"_s}) {
            const auto imported = runCli({u"import"_s, u"--rulesets"_s, testData() + u"/rulesets"_s,
                u"--db"_s, source, testData() + u"/encounters/"_s + file + u".fray.json"_s});
            QVERIFY2(imported.exitCode == 0, imported.err.constData());
        }
        const auto library = runCli({u"import"_s, u"--ruleset"_s, u"old-school"_s, u"--db"_s,
            source, testData() + u"/import/fight-club.xml"_s});
        QVERIFY2(library.exitCode == 0, library.err.constData());

        const auto there = runCli({u"campaign"_s, u"copy"_s, source, server});
        QVERIFY2(there.exitCode == 0, there.err.constData());
        QVERIFY(there.err.contains("copied"));
        const auto again = runCli({u"campaign"_s, u"copy"_s, server, back});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        for (const CliResult &r : {there, again})
            QVERIFY2(
                !r.out.contains("gm-secret") && !r.err.contains("gm-secret"), r.out.constData());

        const auto exported = [&](const QString &campaign, const QStringList &what) {
            const QString out = dir.filePath(u"export.json"_s);
            QFile::remove(out);
            const auto r
                = runCli(QStringList{u"export"_s, u"--db"_s, campaign, u"-o"_s, out} + what);
            return r.exitCode == 0 ? readAll(out) : r.err;
        };
        for (const QStringList &what : [] {
                 QList<QStringList> all{{u"--library"_s}};
                 for (const QString &name : kEncounters)
                     all << QStringList{u"--encounter"_s, name};
                 return all;
             }()) {
            const QByteArray first = exported(source, what);
            QVERIFY2(first.startsWith('{'), first.constData());
            QCOMPARE(exported(server, what), first);
            QCOMPARE(exported(back, what), first);
        }
        const QStringList rows = rowsOf(source);
        QVERIFY(rows.size() > 20);
        QCOMPARE(rowsOf(back), rows);
    }

    // A campaign written from a format 1 file goes to the server as this Fray reads it.
    void anOlderFileIsCopiedAsThisFrayReadsIt()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(testData() + u"/campaigns/v1.fray"_s, dir.filePath(u"v1.fray"_s)));
        const QString server = m_server.address(u"gm"_s, u"second"_s, u"gm-secret"_s);
        const auto copied = runCli({u"campaign"_s, u"copy"_s, dir.filePath(u"v1.fray"_s), server});
        QVERIFY2(copied.exitCode == 0, copied.err.constData());
        const QString out = dir.filePath(u"lib.json"_s);
        const QString local = dir.filePath(u"local.json"_s);
        QCOMPARE(
            runCli({u"export"_s, u"--db"_s, server, u"--library"_s, u"-o"_s, out}).exitCode, 0);
        QCOMPARE(runCli({u"export"_s, u"--db"_s, dir.filePath(u"v1.fray"_s), u"--library"_s,
                            u"-o"_s, local})
                     .exitCode,
            0);
        QCOMPARE(readAll(out), readAll(local));
    }

    // An address without its password finds it as libpq does: in PGPASSWORD, else ~/.pgpass;
    // without either the server's refusal says so.
    void thePasswordIsFoundAsLibpqFindsIt()
    {
        QTemporaryDir home;
        const QString bare = m_server.address(u"gm"_s, u"shared"_s);
        const QString out = home.filePath(u"lib.json"_s);
        const QStringList exportLibrary{u"export"_s, u"--db"_s, bare, u"--library"_s, u"-o"_s, out};
        const QByteArray oldHome = qgetenv("HOME");
        qputenv("HOME", home.path().toLocal8Bit());
        const auto none = runCli(exportLibrary);
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains("refused the password for gm"), none.err.constData());

        qputenv("PGPASSWORD", "gm-secret");
        const auto fromEnvironment = runCli(exportLibrary);
        qunsetenv("PGPASSWORD");
        QVERIFY2(fromEnvironment.exitCode == 0, fromEnvironment.err.constData());

        QFile pgpass(home.filePath(u".pgpass"_s));
        QVERIFY(pgpass.open(QIODevice::WriteOnly));
        pgpass.write(QByteArray("127.0.0.1:") + QByteArray::number(m_server.port())
            + ":shared:gm:gm-secret\n");
        pgpass.close();
        pgpass.setPermissions(QFile::ReadOwner | QFile::WriteOwner); // libpq reads no wider file
        QFile::remove(out);
        const auto fromFile = runCli(exportLibrary);
        qputenv("HOME", oldHome);
        QVERIFY2(fromFile.exitCode == 0, fromFile.err.constData());
        QVERIFY(QFile::exists(out));
    }

    // A destination that holds a campaign is refused and left as it was; so is a file that
    // exists, and a server's refusal says why without the password.
    void aCopyIntoACampaignIsRefusedAndChangesNothing_data()
    {
        QTest::addColumn<QString>("destination");
        QTest::addColumn<QByteArray>("said");
        QTest::newRow("a-server-campaign-with-rows") << m_server.address(
            u"gm"_s, u"shared"_s, u"gm-secret"_s) << QByteArray("already holds a campaign");
        QTest::newRow("a-wrong-password") << m_server.address(u"gm"_s, u"shared"_s,
            u"not-gm-secret"_s) << QByteArray("refused the password for gm");
        QTest::newRow("a-file-that-exists") << u"EXISTING"_s << QByteArray("already exists");
    }

    void aCopyIntoACampaignIsRefusedAndChangesNothing()
    {
        QFETCH(QString, destination);
        QFETCH(QByteArray, said);
        QTemporaryDir dir;
        const QString source = dir.filePath(u"s.fray"_s);
        QCOMPARE(runCli({u"import"_s, u"--rulesets"_s, testData() + u"/rulesets"_s, u"--db"_s,
                            source, testData() + u"/encounters/old-school.fray.json"_s})
                     .exitCode,
            0);
        if (destination == u"EXISTING") {
            destination = dir.filePath(u"there.fray"_s);
            QFile f(destination);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write("mine") == 4);
        }
        const QString out = dir.filePath(u"before.json"_s);
        const QString shared = m_server.address(u"gm"_s, u"shared"_s, u"gm-secret"_s);
        runCli({u"export"_s, u"--db"_s, shared, u"--library"_s, u"-o"_s, out});
        const QByteArray before = readAll(out);

        const auto refused = runCli({u"campaign"_s, u"copy"_s, source, destination});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.isOneErrorLine());
        QVERIFY2(refused.err.contains(said), refused.err.constData());
        QVERIFY2(!refused.err.contains("secret"), refused.err.constData());
        QFile::remove(out);
        runCli({u"export"_s, u"--db"_s, shared, u"--library"_s, u"-o"_s, out});
        QCOMPARE(readAll(out), before);
        if (destination.endsWith(u"there.fray"_s))
            QCOMPARE(readAll(destination), QByteArray("mine"));
    }

private:
    PostgresServer m_server;
};

QTEST_GUILESS_MAIN(TestCliSharedCampaign)
#include "tst_cli_shared_campaign.moc"
