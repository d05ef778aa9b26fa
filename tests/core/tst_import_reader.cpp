// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A file to import, read and checked before anything is written: its format told from its
// content, what it holds, what it leaves out, and why one cannot be imported.
#include "HermeticTest.h"
#include "TestData.h"
#include "core/io/ImportReader.h"

#include <QFile>
#include <QStandardPaths>
#include <QTest>

using Fray::Io::ImportReader;
using Fray::Rules::RulesetLibrary;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ImportReader::Format)

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestImportReader : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { m_rulesets = RulesetLibrary::load(QString()); }

    void formatIsToldFromTheContent_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<ImportReader::Format>("format");
        QTest::newRow("library") << QByteArray(R"({"format": "fray-library", "entries": []})")
                                 << ImportReader::Format::Library;
        QTest::newRow("library-after-spaces")
            << QByteArray("\n  {\"format\": \"fray-library\"}") << ImportReader::Format::Library;
        QTest::newRow("encounter")
            << QByteArray(R"({"format": "fray-encounter"})") << ImportReader::Format::Encounter;
        QTest::newRow("other-json-read-as-an-encounter")
            << QByteArray("[1, 2]") << ImportReader::Format::Encounter;
        QTest::newRow("csv") << QByteArray("name,hp\nGoblin,5\n")
                             << ImportReader::Format::StatLines;
    }

    void formatIsToldFromTheContent()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(ImportReader::Format, format);
        QCOMPARE(ImportReader::sniff(bytes), format);
    }

    void anEncounterFileBecomesAnEncounter()
    {
        const auto plan = ImportReader::read(
            fileBytes(Fray::Testing::testData() + u"/encounters/castles-crusades.fray.json"_s),
            m_rulesets, {});
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));
        QCOMPARE(plan->format, ImportReader::Format::Encounter);
        QVERIFY(plan->encounter);
        QCOMPARE(plan->encounter->name, u"Crypt guardians"_s);
        QVERIFY(plan->entries.empty());
    }

    // Goblin's line is taken; line 3's hit points are words, so it is left out with the reason.
    void statLinesMapTheirColumnsAndRejectBadLines()
    {
        ImportReader::Options options;
        options.statLinesRuleset = u"castles-crusades"_s;
        const auto plan = ImportReader::read(
            "name,hp,ac,colour\nGoblin,5,15,green\nBad,lots,12,red\n", m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));
        QCOMPARE(plan->format, ImportReader::Format::StatLines);
        QCOMPARE(plan->entries.size(), 1u);
        QCOMPARE(plan->entries[0].name, u"Goblin"_s);
        QCOMPARE(plan->entries[0].prototype.defence, 15);
        QCOMPARE(plan->entries[0].prototype.side, u"foes"_s);
        QCOMPARE(plan->columns.size(), 4u);
        QCOMPARE(plan->columns[2].target, u"defence"_s);
        QVERIFY(plan->columns[3].target.isEmpty());
        QCOMPARE(plan->rejected.size(), 1u);
        QCOMPARE(plan->rejected[0].line, 3);
    }

    // Each rejected stat line is named by the line it starts on in the file, and says why.
    void badStatLinesAreRejectedWithTheirLine_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<qint64>("line");
        QTest::addColumn<QString>("reason");
        QTest::newRow("after-a-note-over-two-lines")
            << QByteArray("name,hp,notes\nGoblin,5,\"sneaky\nand quick\"\nBad,lots,x\n")
            << qint64(4) << u"hp 'lots' is neither a number nor dice"_s;
        QTest::newRow("after-a-note-over-two-lines-with-crlf")
            << QByteArray("name,hp,notes\r\nGoblin,5,\"sneaky\r\nand quick\"\r\nBad,lots,x\r\n")
            << qint64(4) << u"hp 'lots' is neither a number nor dice"_s;
        QTest::newRow("after-a-blank-line") << QByteArray("name,hp\nGoblin,5\n\nBad,0\n")
                                            << qint64(4) << u"hp must be at least 1, not 0"_s;
        QTest::newRow("hit-dice-past-the-limits")
            << QByteArray("name,hit_dice\nGiant,1000000d1000000\n") << qint64(2)
            << u"more than 10,000 dice"_s;
        QTest::newRow("hit-dice-without-sides") << QByteArray("name,hit_dice\nGiant,1d0\n")
                                                << qint64(2) << u"a die needs at least one side"_s;
        QTest::newRow("damage-without-sides") << QByteArray("name,hp,attacks\nOrc,5,Axe:1:1d0\n")
                                              << qint64(2) << u"attack 'Axe:1:1d0': damage '1d0'"_s;
        QTest::newRow("hit-points-past-the-bound")
            << QByteArray("name,hp\nOrc,9223372036854775807\n") << qint64(2) << u"hp"_s;
    }

    void badStatLinesAreRejectedWithTheirLine()
    {
        QFETCH(QByteArray, csv);
        QFETCH(qint64, line);
        QFETCH(QString, reason);
        ImportReader::Options options;
        options.statLinesRuleset = u"castles-crusades"_s;
        const auto plan = ImportReader::read(csv, m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));
        QCOMPARE(plan->rejected.size(), 1u);
        QCOMPARE(plan->rejected[0].line, line);
        QVERIFY2(plan->rejected[0].reason.contains(reason), qPrintable(plan->rejected[0].reason));
    }

    void anUnclosedQuoteNamesTheLineItOpensOn()
    {
        ImportReader::Options options;
        options.statLinesRuleset = u"castles-crusades"_s;
        const auto plan = ImportReader::read(
            "name,hp,notes\nGoblin,5,x\nOrc,6,\"never\nclosed\n", m_rulesets, options);
        QVERIFY(!plan.ok());
        QVERIFY2(plan.error().contains(u"a quoted field is not closed (it opens on line 3)"_s),
            qPrintable(plan.error()));
    }

    void filesThatCannotBeImported_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("statLinesRuleset");
        QTest::addColumn<QString>("error");
        QTest::newRow("stat-lines-without-a-ruleset")
            << QByteArray("name,hp\nGoblin,5\n") << QString()
            << u"stat lines need the ruleset they are written for"_s;
        QTest::newRow("stat-lines-header-only")
            << QByteArray("name,hp\n") << u"castles-crusades"_s
            << u"the file has a header but no stat lines under it"_s;
        QTest::newRow("stat-lines-of-an-unknown-ruleset")
            << QByteArray("name,hp\nGoblin,5\n") << u"gurps"_s << u"unknown ruleset 'gurps'"_s;
        QTest::newRow("library-entry-of-an-unknown-ruleset")
            << QByteArray(R"({"format": "fray-library", "format_version": 1, "entries": [
                 {"name": "Imp", "kind": "monster", "ruleset": "gurps", "combatant": {"hp": 3}}]})")
            << QString() << u"'Imp' uses an unknown ruleset 'gurps'"_s;
        QTest::newRow("encounter-of-an-unknown-ruleset")
            << QByteArray(R"({"format": "fray-encounter", "format_version": 1, "name": "x",
                 "ruleset": "gurps", "combatants": []})")
            << QString() << u"unknown ruleset 'gurps'"_s;
    }

    void filesThatCannotBeImported()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, statLinesRuleset);
        QFETCH(QString, error);
        ImportReader::Options options;
        options.statLinesRuleset = statLinesRuleset;
        const auto plan = ImportReader::read(bytes, m_rulesets, options);
        QVERIFY(!plan.ok());
        QVERIFY2(plan.error().contains(error), qPrintable(plan.error()));
    }

private:
    RulesetLibrary m_rulesets;
};

QTEST_GUILESS_MAIN(TestImportReader)
#include "tst_import_reader.moc"
