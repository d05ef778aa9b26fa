// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli import` and `fray-cli export` as a script meets them: what is exported imports into
// another campaign and exports again byte for byte; a refused import adds nothing; an export
// that cannot be written whole (a damaged library entry, a full disk, a folder) is an error
// and leaves the file that was there as it was.

#include "CliRunner.h"
#include "HermeticTest.h"
#include "HistorySteps.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

QString sourceFile(const QString &relative)
{
    return QStringLiteral(FRAY_SOURCE_DIR "/") + relative;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

CliResult import(const QString &campaign, const QString &file)
{
    return runCli(
        {u"import"_s, u"--rulesets"_s, testData() + u"/rulesets"_s, u"--db"_s, campaign, file});
}

// Runs SQL on a campaign file as another program would (a hand edit, a damaged disk).
bool tamper(const QString &campaign, const QString &sql)
{
    bool done = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tamper"_s);
        db.setDatabaseName(campaign);
        done = db.open() && QSqlQuery(db).exec(sql);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"tamper"_s);
    return done;
}

} // namespace

class TestCliCampaign : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(!testData().isEmpty());
    }

    // Another tool's file: previewed without a campaign, imported once, refused when the names
    // are already there, then renamed or skipped as asked.
    void foreignFileIsPreviewedAndClashesAreReported()
    {
        const QString xml = testData() + u"/import/fight-club.xml"_s;
        const CliResult preview = runCli(
            {u"import"_s, u"--ruleset"_s, u"old-school"_s, u"--dry-run"_s, u"--json"_s, xml});
        QCOMPARE(preview.exitCode, 0);
        const QJsonObject plan = QJsonDocument::fromJson(preview.out).object();
        QCOMPARE(plan.value(u"entries"_s).toArray().size(), 3);
        QCOMPARE(plan.value(u"kept_as_notes"_s).toObject().value(u"Legendary action"_s).toInt(), 1);
        QCOMPARE(plan.value(u"skipped"_s).toObject().value(u"spell"_s).toInt(), 1);

        const QString campaign = path(u"foreign.fray"_s);
        const QStringList importArgs{
            u"import"_s, u"--ruleset"_s, u"old-school"_s, u"--db"_s, campaign, xml};
        const CliResult first = runCli(importArgs);
        QCOMPARE(first.exitCode, 0);
        QVERIFY(first.out.contains("imported 3 library entries"));
        const CliResult again = runCli(importArgs);
        QCOMPARE(again.exitCode, 2);
        QVERIFY(again.err.contains("already holds Goblin, Owlbear"));
        const CliResult renamed = runCli(importArgs + QStringList{u"--on-clash"_s, u"rename"_s});
        QCOMPARE(renamed.exitCode, 0);
        QVERIFY(renamed.out.contains("name clash: Goblin: renamed Goblin (2)"));
        const CliResult skipped = runCli(importArgs + QStringList{u"--on-clash"_s, u"skip"_s});
        QCOMPARE(skipped.exitCode, 0);
        QVERIFY(skipped.out.contains("imported 0 library entries"));

        // Back out in Improved Initiative's shape, which reads in again.
        const QString exported = path(u"ii-export.json"_s);
        QCOMPARE(runCli({u"export"_s, u"--db"_s, campaign, u"--library"_s, u"--format"_s,
                            u"improved-initiative"_s, u"-o"_s, exported})
                     .exitCode,
            0);
        const QJsonObject ii = QJsonDocument::fromJson(readAll(exported)).object();
        QCOMPARE(ii.value(u"Creatures"_s).toArray().size(), 6);
        QCOMPARE(ii.value(u"Creatures.owlbear"_s)
                     .toObject()
                     .value(u"AC"_s)
                     .toObject()
                     .value(u"Value"_s)
                     .toInt(),
            13);
        const CliResult back = runCli(
            {u"import"_s, u"--ruleset"_s, u"old-school"_s, u"--dry-run"_s, u"--json"_s, exported});
        QCOMPARE(back.exitCode, 0);
    }

    // Monsters that only another ruleset's library holds are no clash: Fight Club's Goblin and
    // Owlbear in Old-School d20, then 5e.tools' Goblin, Goblin Boss and Owlbear into Castles &
    // Crusades with "skip" all come in; the same file into Old-School again skips the two.
    void namesClashOnlyWithinTheirRuleset()
    {
        const QString campaign = path(u"two-rulesets.fray"_s);
        const QString bestiary = testData() + u"/import/5etools-bestiary.json"_s;
        QCOMPARE(runCli({u"import"_s, u"--ruleset"_s, u"old-school"_s, u"--db"_s, campaign,
                            testData() + u"/import/fight-club.xml"_s})
                     .exitCode,
            0);
        const CliResult cc = runCli({u"import"_s, u"--ruleset"_s, u"castles-crusades"_s, u"--db"_s,
            campaign, u"--on-clash"_s, u"skip"_s, bestiary});
        QCOMPARE(cc.exitCode, 0);
        QVERIFY2(cc.out.contains("imported 3 library entries"), cc.out.constData());
        QVERIFY2(!cc.out.contains("name clash"), cc.out.constData());
        const CliResult os = runCli({u"import"_s, u"--ruleset"_s, u"old-school"_s, u"--db"_s,
            campaign, u"--on-clash"_s, u"skip"_s, bestiary});
        QCOMPARE(os.exitCode, 0);
        QVERIFY2(os.out.contains("imported 1 library entry"), os.out.constData());
        QVERIFY(os.out.contains("name clash: Goblin: skipped"));
        QVERIFY(os.out.contains("name clash: Owlbear: skipped"));
    }

    // A broken file says where and imports nothing.
    void brokenForeignFileImportsNothing()
    {
        const QByteArray xml = readAll(testData() + u"/import/fight-club.xml"_s);
        const QString truncated = path(u"truncated.xml"_s);
        QVERIFY(writeFile(truncated, xml.left(xml.indexOf("<monster>", 100))));
        const QString campaign = path(u"broken.fray"_s);
        const CliResult r = runCli(
            {u"import"_s, u"--ruleset"_s, u"old-school"_s, u"--db"_s, campaign, truncated});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 21, column 2: the XML ends before it is complete"),
            r.err.constData());
        QVERIFY(!QFileInfo::exists(campaign));
    }

    // The library travels whole: imported, exported, imported into a second campaign and
    // exported again, the two exports are the same bytes.
    void libraryExportImportsAgain()
    {
        const QString first = path(u"first.fray"_s);
        const CliResult imported
            = import(first, sourceFile(u"resources/samples/old-school-library.fray.json"_s));
        QCOMPARE(imported.exitCode, 0);
        QVERIFY(imported.out.contains("15 library entries"));

        const QString exported = path(u"library.fray.json"_s);
        QCOMPARE(
            runCli({u"export"_s, u"--db"_s, first, u"--library"_s, u"-o"_s, exported}).exitCode, 0);
        const QString second = path(u"second.fray"_s);
        QCOMPARE(import(second, exported).exitCode, 0);
        const QString again = path(u"again.fray.json"_s);
        QCOMPARE(
            runCli({u"export"_s, u"--db"_s, second, u"--library"_s, u"-o"_s, again}).exitCode, 0);
        QVERIFY(!readAll(exported).isEmpty());
        QCOMPARE(readAll(again), readAll(exported));
    }

    void encounterExportImportsAgain()
    {
        const QString first = path(u"encounter.fray"_s);
        QCOMPARE(
            import(first, testData() + u"/encounters/castles-crusades.fray.json"_s).exitCode, 0);
        const QString exported = path(u"encounter.fray.json"_s);
        const CliResult r = runCli({u"export"_s, u"--db"_s, first, u"--encounter"_s,
            u"Crypt guardians"_s, u"-o"_s, exported});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString second = path(u"encounter2.fray"_s);
        QCOMPARE(import(second, exported).exitCode, 0);
        const QString again = path(u"encounter2.fray.json"_s);
        QCOMPARE(runCli({u"export"_s, u"--db"_s, second, u"--encounter"_s, u"Crypt guardians"_s,
                            u"-o"_s, again})
                     .exitCode,
            0);
        QCOMPARE(readAll(again), readAll(exported));
    }

    // An import is one step of the campaign's history, named as the window names its own, so
    // the window can undo it like one made there.
    void anImportIsAStepTheWindowCanUndo()
    {
        const QString campaign = path(u"step.fray"_s);
        const QString file = sourceFile(u"resources/samples/old-school-library.fray.json"_s);
        QCOMPARE(import(campaign, file).exitCode, 0);
        QStringList data;
        const QStringList steps = historySteps(campaign, &data);
        QCOMPARE(steps, QStringList{u"import|Import of old-school-library.fray.json|1"_s});
        // What undoes it: the ids of the entries it added, from the first.
        QVERIFY2(
            data.constFirst().contains(u"\"added_entries\":[1,"_s), qPrintable(data.constFirst()));
    }

    // A file with one bad combatant is refused whole: the campaign gains nothing.
    void refusedImportAddsNothing()
    {
        const QString campaign = path(u"refused.fray"_s);
        QCOMPARE(import(campaign, sourceFile(u"resources/samples/old-school-library.fray.json"_s))
                     .exitCode,
            0);
        const QString bad = path(u"bad-library.fray.json"_s);
        QVERIFY(writeFile(bad, R"({"format": "fray-library", "format_version": 1, "entries": [
            {"name": "Marsh troll", "kind": "monster", "ruleset": "old-school",
             "combatant": {"name": "Marsh troll", "hp": 20}},
            {"name": "Wisp", "kind": "monster", "ruleset": "old-school",
             "combatant": {"name": "Wisp", "hp": 3, "stats": {"luck": 3}}}]})"));
        const CliResult r = import(campaign, bad);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.isOneErrorLine());
        QVERIFY2(r.err.contains("entries[1]") && r.err.contains("luck"), r.err.constData());

        const QString exported = path(u"after-refusal.fray.json"_s);
        QCOMPARE(
            runCli({u"export"_s, u"--db"_s, campaign, u"--library"_s, u"-o"_s, exported}).exitCode,
            0);
        QVERIFY(!readAll(exported).contains("Marsh troll"));
    }

    // A campaign of Fray's first format (two monsters, "Old fight") is read by every command
    // that only reads, updated in memory: nothing is written beside it, not even in a folder
    // Fray may write to, and in a folder it may not, it is read all the same.
    void olderCampaignIsReadWithoutWritingBesideIt_data()
    {
        QTest::addColumn<QStringList>("arguments"); // %DB% is the campaign, %OUT% a file
        QTest::addColumn<QByteArray>("shows"); // in what it printed or wrote
        QTest::addColumn<bool>("readOnlyFolder");
        const QStringList exportLibrary{
            u"export"_s, u"--db"_s, u"%DB%"_s, u"--library"_s, u"-o"_s, u"%OUT%"_s};
        const QStringList exportEncounter{u"export"_s, u"--db"_s, u"%DB%"_s, u"--encounter"_s,
            u"Old fight"_s, u"-o"_s, u"%OUT%"_s};
        const QStringList partyList{u"party"_s, u"list"_s, u"--db"_s, u"%DB%"_s};
        const QStringList dryRun{u"import"_s, u"--rulesets"_s, testData() + u"/rulesets"_s,
            u"--db"_s, u"%DB%"_s, u"--dry-run"_s, u"--json"_s,
            testData() + u"/encounters/castles-crusades.fray.json"_s};
        for (const bool readOnly : {false, true}) {
            const char *where = readOnly ? "read-only-folder" : "writable-folder";
            QTest::addRow("export-library-%s", where)
                << exportLibrary << QByteArray("Goblin chief") << readOnly;
            QTest::addRow("export-encounter-%s", where)
                << exportEncounter << QByteArray("Orc 1") << readOnly;
            QTest::addRow("party-list-%s", where) << partyList << QByteArray() << readOnly;
            QTest::addRow("import-dry-run-%s", where) << dryRun << QByteArray() << readOnly;
        }
    }

    void olderCampaignIsReadWithoutWritingBesideIt()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, shows);
        QFETCH(bool, readOnlyFolder);
        if (readOnlyFolder && ::geteuid() == 0)
            QSKIP("root may write in any folder; this runs for a user");
        QTemporaryDir shelf;
        const QString campaign = shelf.filePath(u"old.fray"_s);
        QVERIFY(QFile::copy(testData() + u"/campaigns/v1.fray"_s, campaign));
        QFile::setPermissions(campaign, QFile::ReadOwner | QFile::WriteOwner);
        const QByteArray before
            = QCryptographicHash::hash(readAll(campaign), QCryptographicHash::Sha256);
        QTemporaryDir out;
        arguments.replaceInStrings(u"%DB%"_s, campaign);
        arguments.replaceInStrings(u"%OUT%"_s, out.filePath(u"out.json"_s));
        if (readOnlyFolder)
            QVERIFY(QFile::setPermissions(shelf.path(), QFile::ReadOwner | QFile::ExeOwner));
        const CliResult r = runCli(arguments);
        QFile::setPermissions(shelf.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains(shows) || readAll(out.filePath(u"out.json"_s)).contains(shows),
            r.out.constData());
        QCOMPARE(
            QDir(shelf.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"old.fray"_s});
        QCOMPARE(QCryptographicHash::hash(readAll(campaign), QCryptographicHash::Sha256), before);
    }

    // A campaign of the current format read by a command that only reads: SQLite would leave
    // its -wal and -shm beside the file.
    void readingACampaignLeavesNothingBesideIt()
    {
        QTemporaryDir shelf;
        const QString campaign = shelf.filePath(u"now.fray"_s);
        QCOMPARE(
            import(campaign, testData() + u"/encounters/castles-crusades.fray.json"_s).exitCode, 0);
        QCOMPARE(
            QDir(shelf.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"now.fray"_s});
        const CliResult listed = runCli({u"party"_s, u"list"_s, u"--db"_s, campaign});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        QCOMPARE(
            QDir(shelf.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"now.fray"_s});
    }

    // An import refused for a clash or a name the campaign already has is refused before the
    // campaign is opened for writing: an older campaign is not updated and gets no backup.
    void refusedImportLeavesAnOlderCampaignAsItWas_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QByteArray>("says");
        QTest::newRow("library-name-clash")
            << QByteArray(R"({"format": "fray-library", "format_version": 1, "entries": [
                   {"name": "Goblin chief", "kind": "monster", "ruleset": "castles-crusades",
                    "combatant": {"name": "Goblin chief", "hp": 9}}]})")
            << QByteArray("the library already holds Goblin chief");
        QTest::newRow("encounter-name-clash")
            << QByteArray(R"({"format": "fray-encounter", "format_version": 1,
                   "name": "Old fight", "ruleset": "castles-crusades",
                   "combatants": [{"name": "Rat", "side": "foes", "hp": 2}]})")
            << QByteArray("the campaign already has an encounter called 'Old fight'");
    }

    void refusedImportLeavesAnOlderCampaignAsItWas()
    {
        QFETCH(QByteArray, file);
        QFETCH(QByteArray, says);
        QTemporaryDir shelf;
        const QString campaign = shelf.filePath(u"old.fray"_s);
        QVERIFY(QFile::copy(testData() + u"/campaigns/v1.fray"_s, campaign));
        QFile::setPermissions(campaign, QFile::ReadOwner | QFile::WriteOwner);
        const QByteArray before = readAll(campaign);
        QTemporaryDir in;
        const QString input = in.filePath(u"input.fray.json"_s);
        QVERIFY(writeFile(input, file));
        const CliResult r = import(campaign, input);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.isOneErrorLine(), r.err.constData());
        QVERIFY2(r.err.contains(says), r.err.constData());
        QCOMPARE(
            QDir(shelf.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"old.fray"_s});
        QVERIFY(readAll(campaign) == before);
    }

    void exportThatCannotBeWritten_data()
    {
        QTest::addColumn<QString>("damage"); // SQL run on the campaign first, if any
        QTest::addColumn<QString>("output"); // %DIR% is the test's folder
        QTest::addColumn<QByteArray>("mentions");

        QTest::newRow("damaged-library-entry")
            << u"UPDATE library SET data = '{\"name\": \"Orc\", \"hp\": \"lots\"}' "
               u"WHERE name = 'Orc'"_s
            << u"%DIR%/kept.fray.json"_s << QByteArray("the library entry 'Orc'");
        QTest::newRow("library-entry-not-json")
            << u"UPDATE library SET data = '{' WHERE name = 'Orc'"_s << u"%DIR%/kept.fray.json"_s
            << QByteArray("its combatant is not a JSON object");
        QTest::newRow("full-disk")
            << QString() << u"/dev/full"_s << QByteArray("cannot write /dev/full");
        QTest::newRow("a-folder") << QString() << u"%DIR%"_s << QByteArray("is a folder");
    }

    void exportThatCannotBeWritten()
    {
        QFETCH(QString, damage);
        QFETCH(QString, output);
        QFETCH(QByteArray, mentions);

        const QString campaign = path(QString::fromLatin1(QTest::currentDataTag()) + u".fray"_s);
        QCOMPARE(import(campaign, sourceFile(u"resources/samples/old-school-library.fray.json"_s))
                     .exitCode,
            0);
        if (!damage.isEmpty())
            QVERIFY(tamper(campaign, damage));
        output.replace(u"%DIR%"_s, m_dir.path());
        const QByteArray before = "the GM's earlier export\n";
        const bool regular = output.endsWith(u".json"_s);
        if (regular)
            QVERIFY(writeFile(output, before));

        const CliResult r
            = runCli({u"export"_s, u"--db"_s, campaign, u"--library"_s, u"-o"_s, output});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.isOneErrorLine());
        QVERIFY2(r.err.contains(mentions), r.err.constData());
        if (regular)
            QCOMPARE(readAll(output), before);
    }
};

QTEST_GUILESS_MAIN(TestCliCampaign)
#include "tst_cli_campaign.moc"
