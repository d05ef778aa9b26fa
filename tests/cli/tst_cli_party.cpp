// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli party` as a GM's script meets it: members join, a fight's result carries over
// (previewed with --dry-run, then written), a rest gives back what the ruleset says, and bad
// requests are one error line that changes nothing.

#include "CliRunner.h"
#include "HermeticTest.h"
#include "HistorySteps.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

// Aldo (entry 1) and Brin (entry 2), C&C characters; a goblin (entry 3).
const QByteArray library = R"({"format": "fray-library", "format_version": 1, "entries": [
  {"name": "Aldo", "kind": "character", "ruleset": "castles-crusades",
   "combatant": {"side": "party", "hp": 20,
                 "uses": [{"name": "Spells", "max": 3, "reset": "rest"}]}},
  {"name": "Brin", "kind": "character", "ruleset": "castles-crusades",
   "combatant": {"side": "party", "hp": 9}},
  {"name": "Goblin", "kind": "monster", "ruleset": "castles-crusades",
   "combatant": {"hp": 5}}]})";

// The fight's end: Aldo at 12 of 20 with 3 subdual damage, prone, one spell left; Brin did not
// fight.
const QByteArray fight = R"({"format": "fray-encounter", "format_version": 1,
  "name": "Warren", "ruleset": "castles-crusades", "combatants": [
  {"name": "Aldo", "side": "party", "template": "1",
   "hp": {"max": 20, "current": 12, "subdual": 3},
   "conditions": [{"id": "prone"}, {"id": "surprised"}],
   "uses": [{"name": "Spells", "max": 3, "left": 1, "reset": "rest"}]},
  {"name": "Goblin", "template": "3", "hp": {"max": 5, "current": 0}}]})";

} // namespace

class TestCliParty : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_campaign;

    CliResult party(const QStringList &arguments)
    {
        return runCli(QStringList{u"party"_s, u"--db"_s, m_campaign} + arguments);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(!testData().isEmpty());
        m_campaign = m_dir.filePath(u"campaign.fray"_s);
        const QString libraryFile = m_dir.filePath(u"library.json"_s);
        const QString fightFile = m_dir.filePath(u"warren.fray.json"_s);
        QVERIFY(writeFile(libraryFile, library));
        QVERIFY(writeFile(fightFile, fight));
        for (const QString &file : {libraryFile, fightFile}) {
            const CliResult r = runCli({u"import"_s, u"--db"_s, m_campaign, file});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
    }

    void membersJoinAndLeave()
    {
        QCOMPARE(party({u"join"_s, u"Aldo"_s, u"Brin"_s, u"Goblin"_s}).exitCode, 0);
        QCOMPARE(party({u"leave"_s, u"Goblin"_s}).exitCode, 0);
        const CliResult list = party({u"list"_s});
        QCOMPARE(list.exitCode, 0);
        QCOMPARE(list.out,
            QByteArray("Aldo (castles-crusades): HP 20 of 20, Spells 3/3\n"
                       "Brin (castles-crusades): HP 9 of 9\n"));
        const CliResult unknown = party({u"join"_s, u"Zed"_s});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.isOneErrorLine());
        QVERIFY(unknown.err.contains("the library has no entry called 'Zed'"));
    }

    // Previewed, nothing changes; written, the list shows it; carried over again, the members
    // are read afresh and nothing more changes.
    void fightCarriesOver()
    {
        const QByteArray expected = "Aldo: HP 20 \u2192 12 of 20; subdual damage 0 \u2192 3; "
                                    "keeps Prone; Spells 3 \u2192 1 of 3\n"_ba;
        const CliResult preview
            = party({u"carry-over"_s, u"--encounter"_s, u"Warren"_s, u"--dry-run"_s});
        QCOMPARE(preview.exitCode, 0);
        QCOMPARE(preview.out, expected);
        QVERIFY(party({u"list"_s}).out.startsWith("Aldo (castles-crusades): HP 20 of 20"));

        const CliResult applied = party({u"carry-over"_s, u"--encounter"_s, u"Warren"_s});
        QCOMPARE(applied.exitCode, 0);
        QCOMPARE(applied.out, expected);
        QCOMPARE(party({u"list"_s}).out,
            QByteArray("Aldo (castles-crusades): HP 12 of 20, subdual 3, prone, Spells 1/3\n"
                       "Brin (castles-crusades): HP 9 of 9\n"));
        const CliResult again = party({u"carry-over"_s, u"--encounter"_s, u"Warren"_s});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out, QByteArray("Aldo: no change\n"));
    }

    // 003: a day's rest gives one hit point and ends subdual damage (12 + 3 + 1 = 16); uses that
    // reset on a rest come back. Brin is unhurt.
    void restGivesBackTheRulesetsDay()
    {
        const CliResult rested
            = party({u"rest"_s, u"--ruleset"_s, u"castles-crusades"_s, u"--rest"_s, u"day"_s});
        QCOMPARE(rested.exitCode, 0);
        QCOMPARE(rested.out,
            QByteArray("Aldo: HP 12 \u2192 16 of 20; subdual damage 3 \u2192 0; "
                       "Spells 1 \u2192 3 of 3\nBrin: no change\n"));
        QVERIFY(party({u"list"_s}).out.startsWith("Aldo (castles-crusades): HP 16 of 20, prone,"));
        const CliResult full
            = party({u"rest"_s, u"--ruleset"_s, u"castles-crusades"_s, u"--full"_s});
        QCOMPARE(full.exitCode, 0);
        QVERIFY(full.out.startsWith("Aldo: HP 16 \u2192 20 of 20\n"));
    }

    // A rest and a carry-over are steps of the campaign's history, named as the window names its
    // own, so the window can undo them like its own.
    void changesAreStepsTheWindowCanUndo()
    {
        const QStringList steps = historySteps(m_campaign);
        // The two imports of initTestCase, the joining and leaving, the two carry-overs, the
        // two rests.
        QCOMPARE(steps.mid(2),
            (QStringList{u"library|Join the party (3 entries)|1"_s,
                u"library|Leave the party (1 entries)|1"_s, u"party|End of the fight: Warren|1"_s,
                u"party|End of the fight: Warren|1"_s, u"party|A day's rest|1"_s,
                u"party|Back to full|1"_s}));
    }

    void badRequestsChangeNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("error");
        QTest::newRow("no-action") << QStringList{} << "give an ACTION"_ba;
        QTest::newRow("unknown-action") << QStringList{u"feast"_s} << "unknown action 'feast'"_ba;
        QTest::newRow("unknown-rest") << QStringList{u"rest"_s, u"--ruleset"_s,
            u"castles-crusades"_s, u"--rest"_s,
            u"month"_s} << "Castles & Crusades has no rest 'month' (it has: day, week)"_ba;
        QTest::newRow("two-kinds-of-rest") << QStringList{u"rest"_s, u"--ruleset"_s,
            u"castles-crusades"_s, u"--full"_s, u"--hp"_s, u"3"_s}
                                           << "give one of --rest ID, --hp N or --full"_ba;
        QTest::newRow("no-members-of-the-ruleset") << QStringList{u"rest"_s, u"--ruleset"_s,
            u"old-school"_s, u"--full"_s} << "the party has no members of"_ba;
        QTest::newRow("unknown-encounter") << QStringList{u"carry-over"_s, u"--encounter"_s,
            u"Nowhere"_s} << "the campaign has no encounter called 'Nowhere'"_ba;
    }

    void badRequestsChangeNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, error);
        const QByteArray before = party({u"list"_s}).out;
        const CliResult r = party(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.isOneErrorLine());
        QVERIFY2(r.err.contains(error), r.err.constData());
        QCOMPARE(party({u"list"_s}).out, before);
    }
};

QTEST_GUILESS_MAIN(TestCliParty)
#include "tst_cli_party.moc"
