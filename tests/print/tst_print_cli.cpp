// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli sheet` as a script meets it: a PDF for each fixture encounter on A4 or Letter,
// headless, with the same pages as the library prints; and one error line with exit code 2 for
// a bad kind, paper, file, JSON, ruleset or pair, with no PDF left behind.

#include "CliRunner.h"
#include "HermeticTest.h"
#include "PdfTools.h"
#include "TestData.h"

#include <QFile>
#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Fray::Testing::testData;

namespace {

QString fixture(const QString &ruleset)
{
    return testData() + u"/sheets/%1.fray.json"_s.arg(ruleset);
}

// Every run gets --rulesets so no test reads the real user's folder.
CliResult sheet(QStringList arguments)
{
    arguments.prepend(u"sheet"_s);
    arguments << u"--rulesets"_s << testData() + u"/rulesets"_s;
    return runCli(arguments);
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

// Sets an environment variable for the runs in its scope.
class ScopedEnv
{
public:
    ScopedEnv(const char *name, const QByteArray &value)
        : m_name(name)
        , m_had(qEnvironmentVariableIsSet(name))
        , m_old(qgetenv(name))
    {
        if (value.isNull())
            qunsetenv(name);
        else
            qputenv(name, value);
    }
    ~ScopedEnv()
    {
        if (m_had)
            qputenv(m_name, m_old);
        else
            qunsetenv(m_name);
    }

private:
    const char *m_name;
    bool m_had;
    QByteArray m_old;
};

} // namespace

class TestPrintCli : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeFile(m_dir.filePath(u"corrupt.fray.json"_s),
            "{\"format\": \"fray-encounter\", \"format_version\": 1, \"combatants\": ["));
        QVERIFY(writeFile(m_dir.filePath(u"misspelt.fray.json"_s),
            R"({"format": "fray-encounter", "format_version": 1, "ruleset": "d20-ascending",
                "combatants": [{"name": "Mira", "defense": 15}]})"));
        QVERIFY(writeFile(m_dir.filePath(u"unknown-ruleset.fray.json"_s),
            R"({"format": "fray-encounter", "format_version": 1, "ruleset": "no-such-rules",
                "combatants": [{"name": "Mira"}]})"));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("message"); // phrases the one error line holds
        const QString ok = fixture(u"d20-ascending"_s);
        const QString out = m_dir.filePath(u"never.pdf"_s);
        QTest::newRow("unknown kind")
            << QStringList{ok, u"--pdf"_s, out, u"--kind"_s, u"poster"_s}
            << QStringList{
                   u"--kind must be one of roster, statblocks, reference, odds, wandering, all"_s,
                   u"'poster'"_s};
        QTest::newRow("unknown kind in a list") << QStringList{ok, u"--pdf"_s, out, u"--kind"_s,
            u"roster,poster"_s} << QStringList{u"--kind must be one of"_s, u"'poster'"_s};
        QTest::newRow("unknown modifier") << QStringList{ok, u"--pdf"_s, out, u"--odds"_s,
            u"Mira vs Bridge Troll"_s, u"--modifier"_s,
            u"flnak"_s} << QStringList{u"--modifier 'flnak'"_s, u"has no modifier 'flnak'"_s};
        QTest::newRow("modifier with a number that is none") << QStringList{ok, u"--pdf"_s, out,
            u"--odds"_s, u"Mira vs Bridge Troll"_s, u"--modifier"_s,
            u"flank=two"_s} << QStringList{u"--modifier 'flank=two'"_s, u"whole number"_s};
        QTest::newRow("modifier without a chart") << QStringList{ok, u"--pdf"_s, out,
            u"--modifier"_s, u"flank"_s} << QStringList{u"--modifier needs an --odds"_s};
        QTest::newRow("unknown paper") << QStringList{ok, u"--pdf"_s, out, u"--page"_s, u"a5"_s}
                                       << QStringList{u"--page must be a4 or letter"_s, u"'a5'"_s};
        QTest::newRow("no output") << QStringList{ok} << QStringList{u"--pdf OUT is required"_s};
        QTest::newRow("no file") << QStringList{u"--pdf"_s, out}
                                 << QStringList{u"give one encounter FILE"_s};
        const QString missing = m_dir.filePath(u"no-such-file.fray.json"_s);
        QTest::newRow("missing file")
            << QStringList{missing, u"--pdf"_s, out} << QStringList{missing, u"cannot read"_s};
        const QString corrupt = m_dir.filePath(u"corrupt.fray.json"_s);
        QTest::newRow("corrupt JSON") << QStringList{corrupt, u"--pdf"_s, out}
                                      << QStringList{corrupt, u"not valid JSON"_s, u"at line 1"_s};
        const QString misspelt = m_dir.filePath(u"misspelt.fray.json"_s);
        QTest::newRow("misspelt field: the JSON path") << QStringList{
            misspelt, u"--pdf"_s, out} << QStringList{misspelt, u"combatants[0]"_s, u"defense"_s};
        const QString unknown = m_dir.filePath(u"unknown-ruleset.fray.json"_s);
        QTest::newRow("unknown ruleset") << QStringList{unknown, u"--pdf"_s, out}
                                         << QStringList{u"unknown ruleset 'no-such-rules'"_s};
        QTest::newRow("odds without a pair") << QStringList{ok, u"--pdf"_s, out, u"--kind"_s,
            u"odds"_s} << QStringList{u"--kind odds needs at least one --odds"_s};
        QTest::newRow("odds with an unknown name") << QStringList{ok, u"--pdf"_s, out, u"--odds"_s,
            u"Nobody vs Mira"_s} << QStringList{u"no combatant called 'Nobody'"_s};
        QTest::newRow("odds without vs") << QStringList{ok, u"--pdf"_s, out, u"--odds"_s, u"Mira"_s}
                                         << QStringList{u"ATTACKER vs TARGET"_s};
        QTest::newRow("odds with an unknown attack")
            << QStringList{ok, u"--pdf"_s, out, u"--odds"_s, u"Mira:Bow vs Tobin"_s}
            << QStringList{u"Mira has no attack called 'Bow'"_s};
        QTest::newRow("output is a folder") << QStringList{ok, u"--pdf"_s, m_dir.path()}
                                            << QStringList{u"cannot write"_s, m_dir.path()};
        QTest::newRow("unwritable output")
            << QStringList{ok, u"--pdf"_s, m_dir.filePath(u"no-such-folder/out.pdf"_s)}
            << QStringList{u"cannot write"_s, u"no-such-folder/out.pdf"_s};
    }
    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, message);
        const CliResult result = sheet(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.isOneErrorLine(), result.err.constData());
        const QString err = QString::fromUtf8(result.err);
        for (const QString &phrase : message)
            QVERIFY2(err.contains(phrase), qPrintable(err));
        QVERIFY(result.out.isEmpty());
        QVERIFY(!QFile::exists(m_dir.filePath(u"never.pdf"_s)));
    }

    // Each fixture on each paper: a PDF with the encounter's names, its header and as many
    // pages as the command says.
    void writesPdf_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("paper");
        QTest::addColumn<QString>("size");
        for (const QString &id : {u"d20-ascending"_s, u"castles-crusades"_s, u"old-school"_s,
                 u"spelljammer-d100"_s, u"basic-roleplaying"_s, u"powered-by-dice"_s}) {
            QTest::newRow(qPrintable(id + u" a4"_s)) << id << u"a4"_s << u"(A4)"_s;
            QTest::newRow(qPrintable(id + u" letter"_s)) << id << u"letter"_s << u"(letter)"_s;
        }
    }
    void writesPdf()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, paper);
        QFETCH(QString, size);
        const QString out = m_dir.filePath(u"%1-%2.pdf"_s.arg(ruleset, paper));
        const CliResult result = sheet({fixture(ruleset), u"--pdf"_s, out, u"--page"_s, paper,
            u"--campaign"_s, u"CLI Campaign"_s});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.err.isEmpty(), result.err.constData());
        QVERIFY(QFile::exists(out));
        QVERIFY(QFile(out).size() > 1000);
        const QString said = QString::fromUtf8(result.out).trimmed();
        QVERIFY2(said.startsWith(out + u": "_s) && said.endsWith(u" pages"_s), qPrintable(said));

        if (!PdfTools::missingTool().isEmpty())
            QSKIP(qPrintable(u"%1 is not installed (Debian: apt-get install poppler-utils)"_s.arg(
                PdfTools::missingTool())));
        const int pages = said.section(u' ', -2, -2).toInt();
        QCOMPARE(PdfTools::pageCount(out), pages);
        QVERIFY(PdfTools::pageSize(out).endsWith(size));
        const QString text = PdfTools::flat(PdfTools::readingText(out));
        QVERIFY(text.contains(u"CLI Campaign \u2014 "_s));
        QVERIFY(text.contains(u"Page %1 of %1"_s.arg(pages)));
        for (const QString &name : {u"Roster"_s, u"Stat blocks"_s, u"Rules reference"_s})
            QVERIFY2(text.contains(name), qPrintable(name));
        for (const auto fonts = PdfTools::fonts(out); const auto &font : fonts)
            QVERIFY2(font.embedded, qPrintable(font.name));
    }

    // The same numbers as the library's pages: the grid and an odds chart (E17).
    void sameNumbersAsTheLibrary()
    {
        if (!PdfTools::missingTool().isEmpty())
            QSKIP("poppler-utils is not installed (Debian: apt-get install poppler-utils)");
        const QString grid = m_dir.filePath(u"grid.pdf"_s);
        QCOMPARE(sheet({fixture(u"d20-ascending"_s), u"--pdf"_s, grid, u"--kind"_s, u"reference"_s})
                     .exitCode,
            0);
        // D20-17: +3 against AC 15 needs 12 on the d20: 9/20.
        QCOMPARE(PdfTools::gridCell(PdfTools::text(grid), u"3"_s, u"15"_s), u"45%"_s);

        const QString chart = m_dir.filePath(u"chart.pdf"_s);
        const CliResult result = sheet({fixture(u"spelljammer-d100"_s), u"--pdf"_s, chart,
            u"--kind"_s, u"odds"_s, u"--odds"_s, u"derrick:longsword vs ogre"_s});
        QCOMPARE(result.exitCode, 0);
        const QString text = PdfTools::flat(PdfTools::readingText(chart));
        QVERIFY(text.contains(u"Derrick: Longsword against Ogre"_s));
        QVERIFY2(text.contains(u"Miss 28%, Hit 61%, Critical hit 7%, Grievous hit 4%"_s),
            qPrintable(text));
    }

    // --kind takes several sheets joined by commas (or repeated) and prints those alone.
    void chosenSheets()
    {
        if (!PdfTools::missingTool().isEmpty())
            QSKIP("poppler-utils is not installed (Debian: apt-get install poppler-utils)");
        const QString out = m_dir.filePath(u"chosen.pdf"_s);
        const CliResult result = sheet(
            {fixture(u"d20-ascending"_s), u"--pdf"_s, out, u"--kind"_s, u"roster,reference"_s});
        QCOMPARE(result.exitCode, 0);
        const QString text = PdfTools::flat(PdfTools::readingText(out));
        QVERIFY(text.contains(u"The Toll Bridge \u2014 Roster"_s));
        QVERIFY(text.contains(u"Rules reference"_s));
        QVERIFY(!text.contains(u"Stat blocks"_s));

        const QString repeated = m_dir.filePath(u"repeated.pdf"_s);
        QCOMPARE(sheet({fixture(u"d20-ascending"_s), u"--pdf"_s, repeated, u"--kind"_s,
                           u"statblocks"_s, u"--kind"_s, u"reference"_s})
                     .exitCode,
            0);
        const QString again = PdfTools::flat(PdfTools::readingText(repeated));
        QVERIFY(again.contains(u"Stat blocks"_s));
        QVERIFY(again.contains(u"Rules reference"_s));
        QVERIFY(!again.contains(u"\u2014 Roster"_s));
    }

    // --kind wandering: document 000's encounter order, each chance with its exact odds
    // (pursuit: food on 1-5 of a d6, 5/6), then each --table with its rows' exact chances and
    // how many come (2d4: 2 to 8, 1/16 to 4/16), in the die's order. A table of another ruleset
    // is refused.
    void wanderingSheet()
    {
        if (!PdfTools::missingTool().isEmpty())
            QSKIP("poppler-utils is not installed (Debian: apt-get install poppler-utils)");
        const QString table = m_dir.filePath(u"crypt.json"_s);
        QVERIFY(writeFile(table,
            R"({"format": "fray-encounter-table", "format_version": 1, "name": "Crypt halls",
                "ruleset": "old-school", "die": "1d8", "rows": [
                {"roll": "4-8"},
                {"roll": "1-2", "count": "2d4", "creature": "Goblin"},
                {"roll": "3", "count": "1", "creature": "Ogre", "note": "asleep"}]})"));
        const QString out = m_dir.filePath(u"wandering.pdf"_s);
        const CliResult result = sheet({fixture(u"old-school"_s), u"--pdf"_s, out, u"--kind"_s,
            u"wandering"_s, u"--table"_s, table});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QString text = PdfTools::flat(PdfTools::readingText(out));
        QVERIFY2(text.contains(u"Encounter order"_s), qPrintable(text));
        QVERIFY2(text.contains(u"1\u20135 on 1d6: 83.3%"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Crypt halls (1d8)"_s), qPrintable(text));
        QVERIFY2(text.contains(u"25.0% (5.0 on average)"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Nothing comes: 62.5% \u00b7 foes on average: 1.38 \u00b7 at "
                               "most 8"_s),
            qPrintable(text));
        QVERIFY2(text.contains(u"2d4 Goblin: 2: 6.25%, 3: 12.50%, 4: 18.75%, 5: 25.00%"_s),
            qPrintable(text));
        QVERIFY(!text.contains(u"Rules reference"_s));
        // The rows print in the die's order, whatever order the GM typed them in.
        const qsizetype goblins = text.indexOf(u"25.0% (5.0 on average)"_s);
        const qsizetype ogre = text.indexOf(u"12.5%"_s);
        const qsizetype nothing = text.indexOf(u"62.5%"_s);
        QVERIFY2(goblins < ogre && ogre < nothing, qPrintable(text));

        const QString other = m_dir.filePath(u"other.json"_s);
        QVERIFY(writeFile(other,
            R"({"format": "fray-encounter-table", "format_version": 1, "name": "Bridge",
                "ruleset": "d20-ascending", "die": "1d6", "rows": [{"roll": "1-6"}]})"));
        const CliResult refused = sheet({fixture(u"old-school"_s), u"--pdf"_s,
            m_dir.filePath(u"no.pdf"_s), u"--kind"_s, u"wandering"_s, u"--table"_s, other});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("the table is for the ruleset 'd20-ascending'"),
            refused.err.constData());
    }

    // --modifier charts the odds with a situational modifier on, named on the page. Castles &
    // Crusades (003): Una's +4 against AC 15 needs 11; a flank attack's +1 makes it 10, 11/20.
    void oddsWithAModifier()
    {
        if (!PdfTools::missingTool().isEmpty())
            QSKIP("poppler-utils is not installed (Debian: apt-get install poppler-utils)");
        const QString out = m_dir.filePath(u"flank.pdf"_s);
        const CliResult result
            = sheet({fixture(u"castles-crusades"_s), u"--pdf"_s, out, u"--kind"_s, u"odds"_s,
                u"--odds"_s, u"Una vs Hobgoblin"_s, u"--modifier"_s, u"flank"_s});
        QCOMPARE(result.exitCode, 0);
        const QString text = PdfTools::flat(PdfTools::readingText(out));
        QVERIFY2(text.contains(u"With: Flank attack (+1 to hit)."_s), qPrintable(text));
        QVERIFY2(text.contains(u"At Attack bonus (BtH + STR or DEX) 4: Miss 45%, Hit 55%."_s),
            qPrintable(text));
    }

    // `sheet` works without a display even when no platform is set; the other commands never
    // start one (they run even with a platform that does not exist).
    void headless()
    {
        {
            const ScopedEnv platform("QT_QPA_PLATFORM", QByteArray());
            const QString out = m_dir.filePath(u"headless.pdf"_s);
            const CliResult result = sheet(
                {fixture(u"castles-crusades"_s), u"--pdf"_s, out, u"--kind"_s, u"roster"_s});
            QCOMPARE(result.exitCode, 0);
            QVERIFY2(result.err.isEmpty(), result.err.constData());
            QVERIFY(QFile::exists(out));
        }
        const ScopedEnv platform("QT_QPA_PLATFORM", "no-such-platform");
        const CliResult rulesets
            = runCli({u"rulesets"_s, u"--rulesets"_s, testData() + u"/rulesets"_s});
        QCOMPARE(rulesets.exitCode, 0);
        QVERIFY(rulesets.out.contains("d20-ascending"));
        const CliResult dist = runCli({u"dist"_s, u"1d20"_s});
        QCOMPARE(dist.exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestPrintCli)
#include "tst_print_cli.moc"
