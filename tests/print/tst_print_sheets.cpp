// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The printed sheets, read back from the PDF as a GM's viewer shows it (poppler's pdftotext,
// pdfinfo, pdffonts): for a fixed encounter per ruleset (tests/data/sheets), the names and
// numbers on the pages, the page count, the paper, the header and page numbers, embedded fonts,
// and the layouter's check that nothing runs off the page. Every expected number is worked out
// by hand from the rules documents (RULES.md, F1-F6), never taken from a run of the code.

#include "HermeticTest.h"
#include "PdfTools.h"
#include "TestData.h"
#include "core/io/EncounterJson.h"
#include "core/rules/RulesetLibrary.h"
#include "ui/print/PageLayouter.h"
#include "ui/print/ReferenceOdds.h"
#include "ui/print/RosterSheet.h"
#include "ui/print/SheetPrinter.h"

#include <QFile>
#include <QLocale>
#include <QPdfWriter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Fray::Print::SheetOptions;
using Fray::Testing::testData;

namespace {

// The five shipped rulesets and a sixth from the test data, which Fray knows only as data.
const QStringList kRulesets{u"d20-ascending"_s, u"castles-crusades"_s, u"old-school"_s,
    u"spelljammer-d100"_s, u"basic-roleplaying"_s, u"powered-by-dice"_s};

// A golden file's lines: the phrases the sheets must hold, without comments and blank lines.
QStringList goldenLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QStringList lines;
    const QStringList all = QString::fromUtf8(file.readAll()).split(u'\n');
    for (const QString &line : all) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty() && !trimmed.startsWith(u'#'))
            lines << trimmed;
    }
    return lines;
}

const QString kCampaign = u"Fixture Campaign"_s;

} // namespace

class TestPrintSheets : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Fray::Rules::RulesetLibrary m_library;
    QString m_missingTool;

    struct Printed
    {
        QString pdf;
        Fray::Print::SheetReport report;
    };

    static Fray::Encounter::EncounterState fixture(const QString &ruleset)
    {
        const auto state = Fray::Io::EncounterJson::fromFile(
            testData() + u"/sheets/%1.fray.json"_s.arg(ruleset));
        if (!state)
            qFatal("fixture %s does not load", qPrintable(ruleset));
        return *state;
    }

    static Fray::Encounter::CombatantId idOf(
        const Fray::Encounter::EncounterState &state, const QString &name)
    {
        for (const auto &c : state.combatants) {
            if (c.name == name)
                return c.id;
        }
        return 0;
    }

    // Prints a fixture's sheets to a PDF in the temporary folder.
    std::optional<Printed> print(const QString &ruleset, SheetOptions options)
    {
        const auto state = fixture(ruleset);
        const auto *entry = m_library.find(state.rulesetId);
        if (!entry)
            return std::nullopt;
        options.campaignName = kCampaign;
        static int counter = 0;
        const QString pdf = m_dir.filePath(u"%1-%2.pdf"_s.arg(ruleset).arg(++counter));
        const auto report
            = Fray::Print::SheetPrinter::exportPdf(pdf, state, entry->ruleset, options);
        if (!report) {
            qWarning("%s", qPrintable(report.error()));
            return std::nullopt;
        }
        return Printed{pdf, *report};
    }

    static SheetOptions kind(
        SheetOptions::Kind k, SheetOptions::Paper paper = SheetOptions::Paper::A4)
    {
        SheetOptions options;
        options.kinds = {k};
        options.paper = paper;
        return options;
    }

    void needTools()
    {
        if (!m_missingTool.isEmpty())
            QSKIP(qPrintable(u"%1 is not installed (Debian: apt-get install poppler-utils); "
                             "the PDF cannot be read back"_s.arg(m_missingTool)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_library = Fray::Rules::RulesetLibrary::load(testData() + u"/rulesets"_s);
        for (const QString &id : kRulesets)
            QVERIFY2(m_library.find(id), qPrintable(id));
        m_missingTool = PdfTools::missingTool();
    }

    // The overflow check itself: an item taller than the page, or wider than it, is reported.
    void overflowIsCaught()
    {
        QPdfWriter writer(m_dir.filePath(u"unused.pdf"_s));
        Fray::Print::SheetPrinter::setUpPage(writer, kind(SheetOptions::Kind::All));
        const Fray::Print::PrintStyle style(&writer);
        const QRect printable = writer.pageLayout().paintRectPixels(writer.logicalDpiX());
        Fray::Print::PageLayouter layouter(style, QSizeF(printable.size()));
        layouter.place(style.mm(20), u"fits"_s, {});
        QVERIFY(layouter.overflows().empty());
        layouter.place(printable.height() * 2.0, u"too tall"_s, {});
        QCOMPARE(layouter.overflows().size(), std::size_t(1));
        QCOMPARE(layouter.overflows().front().what, u"too tall"_s);
    }

    // Every sheet of every fixture on both papers: nothing outside the printable area.
    void nothingOverflows_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("paper");
        for (const QString &id : kRulesets) {
            QTest::newRow(qPrintable(id + u" A4"_s)) << id << int(SheetOptions::Paper::A4);
            QTest::newRow(qPrintable(id + u" Letter"_s)) << id << int(SheetOptions::Paper::Letter);
        }
    }
    void nothingOverflows()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, paper);
        SheetOptions options = kind(SheetOptions::Kind::All, SheetOptions::Paper(paper));
        const auto state = fixture(ruleset);
        // One chart too, so the chart's items are checked as well.
        options.oddsPairs.push_back(
            {state.combatants.front().id, -1, state.combatants.back().id, {{u"needed"_s, 12}}, {}});
        if (ruleset != u"old-school")
            options.oddsPairs.back().values.clear();
        const auto printed = print(ruleset, options);
        QVERIFY(printed);
        QVERIFY(printed->report.items.size() > 20);
        for (const auto &item : printed->report.overflows)
            qWarning("page %d: %s", item.page + 1, qPrintable(item.what));
        QVERIFY(printed->report.overflows.empty());
    }

    // Page counts. The fixtures hold three or four combatants, so the roster (a card each,
    // under 45 mm) and the stat blocks (two columns) take one page each. The reference is as
    // long as the ruleset's data: attack roll, odds table and damage on page 1; the modifier
    // catalogue (28 to 60 rows) and the conditions next; then HP states and the ruleset's own
    // tables; initiative and notes last. Letter is 18 mm shorter than A4, which pushes one
    // more page for three of the five. Every sheet starts on a new page, so "all" is the sum.
    void pageCount_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("paper");
        QTest::addColumn<int>("reference");
        const int a4 = int(SheetOptions::Paper::A4);
        const int letter = int(SheetOptions::Paper::Letter);
        QTest::newRow("d20-ascending A4") << u"d20-ascending"_s << a4 << 4;
        QTest::newRow("d20-ascending Letter") << u"d20-ascending"_s << letter << 5;
        QTest::newRow("castles-crusades A4") << u"castles-crusades"_s << a4 << 3;
        // The attribute modifier table pushes the Letter reference onto a fourth page.
        QTest::newRow("castles-crusades Letter") << u"castles-crusades"_s << letter << 4;
        QTest::newRow("old-school A4") << u"old-school"_s << a4 << 4;
        QTest::newRow("old-school Letter") << u"old-school"_s << letter << 5;
        QTest::newRow("spelljammer-d100 A4") << u"spelljammer-d100"_s << a4 << 7;
        QTest::newRow("spelljammer-d100 Letter") << u"spelljammer-d100"_s << letter << 7;
        QTest::newRow("basic-roleplaying A4") << u"basic-roleplaying"_s << a4 << 4;
        QTest::newRow("basic-roleplaying Letter") << u"basic-roleplaying"_s << letter << 5;
        // The sixth ruleset has a short catalogue: its reference fits one page on either paper.
        QTest::newRow("powered-by-dice A4") << u"powered-by-dice"_s << a4 << 1;
        QTest::newRow("powered-by-dice Letter") << u"powered-by-dice"_s << letter << 1;
    }
    void pageCount()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, paper);
        QFETCH(int, reference);
        const auto p = SheetOptions::Paper(paper);
        const auto roster = print(ruleset, kind(SheetOptions::Kind::Roster, p));
        const auto blocks = print(ruleset, kind(SheetOptions::Kind::StatBlocks, p));
        const auto rules = print(ruleset, kind(SheetOptions::Kind::Reference, p));
        const auto all = print(ruleset, kind(SheetOptions::Kind::All, p));
        QVERIFY(roster && blocks && rules && all);
        QCOMPARE(roster->report.pages, 1);
        QCOMPARE(blocks->report.pages, 1);
        QCOMPARE(rules->report.pages, reference);
        QCOMPARE(all->report.pages, 2 + reference);
        // The same input gives the same pages.
        const auto again = print(ruleset, kind(SheetOptions::Kind::All, p));
        QVERIFY(again);
        QCOMPARE(again->report.pages, all->report.pages);
        QCOMPARE(again->report.items.size(), all->report.items.size());
        needTools();
        QCOMPARE(PdfTools::pageCount(all->pdf), all->report.pages);
    }

    // The paper asked for, as pdfinfo reads it: A4 is 595 x 842 pt, US Letter 612 x 792 pt.
    void paperSize_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<QString>("expected");
        QTest::newRow("A4 210 x 297 mm") << int(SheetOptions::Paper::A4) << u"595 x 842 pts (A4)"_s;
        QTest::newRow("Letter 8.5 x 11 in")
            << int(SheetOptions::Paper::Letter) << u"612 x 792 pts (letter)"_s;
    }
    void paperSize()
    {
        QFETCH(int, paper);
        QFETCH(QString, expected);
        needTools();
        const auto printed = print(
            u"d20-ascending"_s, kind(SheetOptions::Kind::Roster, SheetOptions::Paper(paper)));
        QVERIFY(printed);
        QCOMPARE(PdfTools::pageSize(printed->pdf), expected);
    }

    // Every page: campaign — encounter — sheet in the header, "Page N of M" in the footer.
    void headerAndPageNumbers()
    {
        needTools();
        const auto printed = print(u"spelljammer-d100"_s, kind(SheetOptions::Kind::All));
        QVERIFY(printed);
        const int pages = printed->report.pages;
        const QString text = PdfTools::text(printed->pdf);
        const QStringList pageTexts = text.split(u'\f');
        QVERIFY(pageTexts.size() >= pages);
        for (int i = 0; i < pages; ++i) {
            const QString page = PdfTools::flat(pageTexts[i]);
            QVERIFY2(page.contains(u"Fixture Campaign \u2014 Boarders on the Dawnwake \u2014 "_s),
                qPrintable(u"page %1 header"_s.arg(i + 1)));
            QVERIFY2(page.contains(u"Page %1 of %2"_s.arg(i + 1).arg(pages)),
                qPrintable(u"page %1 number"_s.arg(i + 1)));
        }
        QVERIFY(PdfTools::flat(pageTexts[0]).contains(u"\u2014 Roster"_s));
        QVERIFY(PdfTools::flat(pageTexts[1]).contains(u"\u2014 Stat blocks"_s));
        QVERIFY(PdfTools::flat(pageTexts[2])
                    .contains(u"\u2014 Rules reference: Spelljammer d100 (SC/DEF)"_s));
    }

    void fontsEmbedded()
    {
        needTools();
        const auto printed = print(u"old-school"_s, kind(SheetOptions::Kind::All));
        QVERIFY(printed);
        const auto fonts = PdfTools::fonts(printed->pdf);
        QVERIFY(!fonts.isEmpty());
        for (const auto &font : fonts)
            QVERIFY2(font.embedded, qPrintable(font.name + u" is not embedded"_s));
    }

    // The roster and stat blocks name everyone, with defence, hit points and attacks.
    void rosterContents_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("phrases");
        QTest::newRow("d20-ascending")
            << u"d20-ascending"_s
            << QStringList{u"The Toll Bridge"_s, u"Mira"_s, u"Tobin"_s, u"Bridge Troll"_s,
                   u"Toll Keeper"_s, u"foes \u00b7 Bridge crew"_s, u"HP 16"_s, u"HP 10 (now 7)"_s,
                   u"Conditions: Shaken"_s, u"Longsword +3, 1d8+1 (melee)"_s,
                   u"Light crossbow +2, 1d6 (ranged, once every 2 rounds)"_s,
                   // 84 HP is more than 60 boxes: ceil(84 / 50) = 2 HP a box.
                   u"HP 84 \u00b7 each box 2 HP"_s, u"2 attacks a round"_s,
                   u"To hit = attack bonus + STR bonus (melee, touch) or DEX bonus"_s};
        QTest::newRow("old-school")
            << u"old-school"_s
            << QStringList{u"Sir Aldric"_s, u"Wren"_s, u"Skeleton 1"_s, u"Cave Ogre"_s,
                   // 120 HP: ceil(120 / 50) = 3 HP a box.
                   u"HP 120 (now 111) \u00b7 each box 3 HP"_s, u"Short sword, 1d6+1 (melee)"_s,
                   u"Attacks carry no to-hit number"_s};
        QTest::newRow("spelljammer-d100")
            << u"spelljammer-d100"_s
            << QStringList{u"Derrick"_s, u"Ogre"_s, u"Scro Warrior"_s, u"DEF"_s,
                   u"Longsword 112%, 1d8+4 (melee)"_s, u"PROT 5"_s, u"HP 45 (now 30)"_s,
                   u"SC: the attack's whole strike chance, as the GM gives it"_s};
        QTest::newRow("basic-roleplaying")
            << u"basic-roleplaying"_s
            << QStringList{u"Aelfric"_s, u"Bandit"_s, u"Bandit Archer"_s, u"Parry/Dodge %"_s,
                   u"Broadsword 50%, 1D8+1 (melee, medium)"_s};
        QTest::newRow("castles-crusades")
            << u"castles-crusades"_s
            << QStringList{u"Una"_s, u"Goblin 1"_s, u"Goblin 2"_s, u"Hobgoblin"_s,
                   u"HP 5 (now 2)"_s, u"foes \u00b7 Goblins"_s};
    }
    void rosterContents()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, phrases);
        needTools();
        const auto roster = print(ruleset, kind(SheetOptions::Kind::Roster));
        const auto blocks = print(ruleset, kind(SheetOptions::Kind::StatBlocks));
        QVERIFY(roster && blocks);
        const QString rosterText = PdfTools::flat(PdfTools::readingText(roster->pdf));
        const QString blockText = PdfTools::flat(PdfTools::readingText(blocks->pdf));
        for (const QString &phrase : phrases)
            QVERIFY2(rosterText.contains(phrase), qPrintable(u"roster lacks: "_s + phrase));
        for (const auto &c : fixture(ruleset).combatants) {
            QVERIFY2(blockText.contains(c.name), qPrintable(u"stat blocks lack "_s + c.name));
            for (const auto &a : c.attacks)
                QVERIFY2(blockText.contains(a.name), qPrintable(a.name));
        }
    }

    // The roster lists the encounter's events above the combatants: name, when and the rounds
    // it fires in, note, roll and who arrives; a fixture without events prints none (the
    // golden files hold them).
    void rosterListsEvents()
    {
        needTools();
        auto state = fixture(u"d20-ascending"_s);
        Fray::Encounter::Event lair;
        lair.id = 1;
        lair.name = u"Lair"_s;
        lair.count = 20;
        lair.every = 1;
        lair.note = u"The bridge sways"_s;
        lair.roll = u"2d6"_s;
        Fray::Encounter::Event help = lair;
        help.id = 2;
        help.name = u"Help arrives"_s;
        help.when = Fray::Encounter::Event::When::EndOfRound;
        help.count = 0;
        help.firstRound = 3;
        help.every = 0;
        help.note.clear();
        help.roll.clear();
        help.reinforcement = state.combatants.front();
        help.reinforcement->name = u"Guard"_s;
        help.reinforcements = 2;
        Fray::Encounter::Event bell = help;
        bell.id = 3;
        bell.name = u"Bell"_s;
        bell.when = Fray::Encounter::Event::When::TopOfRound;
        bell.firstRound = 2;
        bell.every = 2;
        bell.reinforcement.reset();
        bell.reinforcements = 0;
        state.events = {lair, help, bell};
        state.nextEventId = 4;
        const auto *entry = m_library.find(state.rulesetId);
        QVERIFY(entry);
        SheetOptions options = kind(SheetOptions::Kind::Roster);
        const QString pdf = m_dir.filePath(u"events.pdf"_s);
        const auto report
            = Fray::Print::SheetPrinter::exportPdf(pdf, state, entry->ruleset, options);
        QVERIFY2(report, qPrintable(report ? QString() : report.error()));
        const QString text = PdfTools::flat(PdfTools::readingText(pdf));
        for (const QString &phrase : {u"Events"_s,
                 u"Lair \u2014 count 20, every round from round 1"_s, u"The bridge sways"_s,
                 u"Roll: 2d6"_s, u"Help arrives \u2014 end of the round, round 3"_s,
                 u"Arriving: 2 \u00d7 Guard"_s, u"Bell \u2014 top of the round, every 2 round"_s})
            QVERIFY2(
                text.contains(phrase), qPrintable(u"roster lacks: "_s + phrase + u"\n"_s + text));
        // (The plural's English form comes from the catalogue, which the test does not load.)
        // The events come before the first combatant's card.
        QVERIFY(text.indexOf(u"Bell"_s) < text.indexOf(u"Mira"_s));
        const QString without = PdfTools::flat(PdfTools::readingText(
            print(u"d20-ascending"_s, kind(SheetOptions::Kind::Roster))->pdf));
        QVERIFY(!without.contains(u"Events"_s));
    }

    // d20 grids: the chance to hit for attack value (row) against AC (column).
    void chanceToHitGrid_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("attack");
        QTest::addColumn<QString>("ac");
        QTest::addColumn<QString>("expected");
        // D20-17: natural 1 always misses, natural 20 always hits (F3).
        QTest::newRow("d20-17 +3 vs AC 15 needs 12: 9/20")
            << u"d20-ascending"_s << u"3"_s << u"15"_s << u"45%"_s;
        QTest::newRow("d20-17 +6 vs AC 17 needs 11: 10/20")
            << u"d20-ascending"_s << u"6"_s << u"17"_s << u"50%"_s;
        QTest::newRow("d20-17 +1 vs AC 12 needs 11: 10/20")
            << u"d20-ascending"_s << u"1"_s << u"12"_s << u"50%"_s;
        QTest::newRow("d20-17 natural 20 always hits: -3 vs AC 20 is 1/20")
            << u"d20-ascending"_s << u"\u22123"_s << u"20"_s << u"5%"_s;
        QTest::newRow("d20-17 natural 1 always misses: +11 vs AC 10 is 19/20")
            << u"d20-ascending"_s << u"11"_s << u"10"_s << u"95%"_s;
        // C&C: d20 + bonus >= AC and nothing else (F6).
        QTest::newRow("c&c +3 vs AC 15 needs 12: 9/20")
            << u"castles-crusades"_s << u"3"_s << u"15"_s << u"45%"_s;
        QTest::newRow("c&c +4 vs AC 13 needs 9: 12/20")
            << u"castles-crusades"_s << u"4"_s << u"13"_s << u"60%"_s;
        QTest::newRow("c&c no natural 20: -4 vs AC 19 needs 23")
            << u"castles-crusades"_s << u"\u22124"_s << u"19"_s << u"0%"_s;
        QTest::newRow("c&c no natural 1: +10 vs AC 9 needs -1")
            << u"castles-crusades"_s << u"10"_s << u"9"_s << u"100%"_s;
    }
    void chanceToHitGrid()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, attack);
        QFETCH(QString, ac);
        QFETCH(QString, expected);
        needTools();
        const auto printed = print(ruleset, kind(SheetOptions::Kind::Reference));
        QVERIFY(printed);
        const auto cell = PdfTools::gridCell(PdfTools::text(printed->pdf), attack, ac);
        QVERIFY2(cell, "no such cell in the grid");
        QCOMPARE(*cell, expected);
    }

    // Tables read across: old-school's chance of each result by the number needed; d100
    // rulesets' rolls for each result by the attacker's chance (the defender's DEF or parry 0).
    void resultRows_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("row");
        // OSD20 (F4), attacker's level 1: a natural 1 fumbles when a further d20 is above 1,
        // 1/20 x 19/20 = 4.75%, and is a plain miss 1/400 = 0.25% of the time. Columns:
        // needed, critical hit, hit, miss, critical fumble, any hit.
        QTest::newRow("osd20 E1 needs 7: hit 14/20")
            << u"old-school"_s
            << QStringList{u"7"_s, u"5%"_s, u"65%"_s, u"25.25%"_s, u"4.75%"_s, u"70%"_s};
        QTest::newRow("osd20 needs 12: 12-19 hit, 20 critical")
            << u"old-school"_s
            << QStringList{u"12"_s, u"5%"_s, u"40%"_s, u"50.25%"_s, u"4.75%"_s, u"45%"_s};
        QTest::newRow("osd20 E3 needs 18: natural 20 is a critical")
            << u"old-school"_s
            << QStringList{u"18"_s, u"5%"_s, u"10%"_s, u"80.25%"_s, u"4.75%"_s, u"15%"_s};
        QTest::newRow("osd20 E3 needs 19: natural 20 only hits")
            << u"old-school"_s
            << QStringList{u"19"_s, u"0%"_s, u"10%"_s, u"85.25%"_s, u"4.75%"_s, u"10%"_s};
        // SJ100: the printed band table, automatic 01/02/03 as floors, 96-100 miss (F1).
        // Columns: SC (DEF 0), grievous, critical, hit, miss, any hit.
        QTest::newRow("sj100 MSC 70: row 70-76 is 4/11")
            << u"spelljammer-d100"_s
            << QStringList{u"70"_s, u"01\u201304"_s, u"05\u201311"_s, u"12\u201370"_s,
                   u"71\u2013100"_s, u"70%"_s};
        QTest::newRow("sj100 MSC 50: row 50-56 is 3/8")
            << u"spelljammer-d100"_s
            << QStringList{u"50"_s, u"01\u201303"_s, u"04\u201308"_s, u"09\u201350"_s,
                   u"51\u2013100"_s, u"50%"_s};
        QTest::newRow("sj100 MSC 5: 01 grievous, 02 critical, 03 hit always")
            << u"spelljammer-d100"_s
            << QStringList{u"5"_s, u"01"_s, u"02"_s, u"03\u201305"_s, u"06\u2013100"_s, u"5%"_s};
        QTest::newRow("sj100 MSC 100: 96-100 always miss, row 97-103 is 5/15")
            << u"spelljammer-d100"_s
            << QStringList{u"100"_s, u"01\u201305"_s, u"06\u201315"_s, u"16\u201395"_s,
                   u"96\u2013100"_s, u"95%"_s};
        QTest::newRow("sj100 MSC 130: the 130+ cap is 7/20")
            << u"spelljammer-d100"_s
            << QStringList{u"130"_s, u"01\u201307"_s, u"08\u201320"_s, u"21\u201395"_s,
                   u"96\u2013100"_s, u"95%"_s};
        // BRP: success at or under the chance, special when less than a fifth of it (F5).
        // Columns: chance, special, hit, miss, any hit.
        QTest::newRow("brp E26 skill 50: special 01-09")
            << u"basic-roleplaying"_s
            << QStringList{u"50"_s, u"01\u201309"_s, u"10\u201350"_s, u"51\u2013100"_s, u"50%"_s};
        QTest::newRow("brp skill 30: special below 6")
            << u"basic-roleplaying"_s
            << QStringList{u"30"_s, u"01\u201305"_s, u"06\u201330"_s, u"31\u2013100"_s, u"30%"_s};
        QTest::newRow("brp skill 5: no roll is less than 1")
            << u"basic-roleplaying"_s
            << QStringList{u"5"_s, u"\u2014"_s, u"01\u201305"_s, u"06\u2013100"_s, u"5%"_s};
        QTest::newRow("brp skill 100: every roll succeeds")
            << u"basic-roleplaying"_s
            << QStringList{u"100"_s, u"01\u201319"_s, u"20\u2013100"_s, u"\u2014"_s, u"100%"_s};
    }
    void resultRows()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, row);
        needTools();
        const auto printed = print(ruleset, kind(SheetOptions::Kind::Reference));
        QVERIFY(printed);
        const QString text = PdfTools::text(printed->pdf);
        QVERIFY2(PdfTools::hasRow(text, row), qPrintable(u"no row: "_s + row.join(u"  "_s)));
    }

    // The ruleset's own words and tables on its reference.
    void referenceContents_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("phrases");
        QTest::newRow("d20-ascending")
            << u"d20-ascending"_s
            << QStringList{u"Attack roll: 1d20"_s, u"Natural 20: confirm roll"_s,
                   u"Situational modifiers"_s, u"Concealed 75%"_s,
                   u"Other to-hit modifier \u22123"_s, u"Critical miss (d20)"_s, u"Just a miss"_s,
                   u"HP states"_s, u"HP \u2264 0"_s, u"Critical hit condition (d4)"_s,
                   u"Disarmed"_s};
        QTest::newRow("spelljammer-d100")
            << u"spelljammer-d100"_s
            << QStringList{u"Attack roll: 1d100"_s, u"96-100 always miss"_s,
                   u"Critical and grievous hits by modified strike chance"_s, u"130+"_s,
                   u"Multiple attackers"_s, u"Attacker's SC +10, per attackers beyond one"_s,
                   u"Badly wounded (20 HP or less)"_s, u"\u221210 to all actions"_s,
                   u"An action on \u22126 or lower is lost."_s};
        QTest::newRow("castles-crusades")
            << u"castles-crusades"_s
            << QStringList{u"Dead"_s, u"HP \u2264 \u221210"_s, u"Mortally wounded"_s,
                   u"1 damage at the end of each round"_s, u"Falling damage"_s};
        QTest::newRow("old-school") << u"old-school"_s
                                    << QStringList{u"Attack matrix (number needed)"_s,
                                           u"Not given in the source: the GM fills it in."_s,
                                           u"roll 2d20kh1 (advantage)"_s};
        QTest::newRow("basic-roleplaying")
            << u"basic-roleplaying"_s
            << QStringList{u"Parried or dodged"_s, u"Attack and defence matrix"_s,
                   u"decided at the end of the round"_s, u"HP \u2264 2"_s};
    }
    void referenceContents()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, phrases);
        needTools();
        const auto printed = print(ruleset, kind(SheetOptions::Kind::Reference));
        QVERIFY(printed);
        const QString text = PdfTools::flat(PdfTools::readingText(printed->pdf));
        for (const QString &phrase : phrases)
            QVERIFY2(text.contains(phrase), qPrintable(u"reference lacks: "_s + phrase));
    }

    // Odds charts: the odds at the attack's own value under each chart.
    void oddsChart_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("needed"); // 0: not given
        QTest::addColumn<QString>("expected");
        // +3 against AC 17 needs 14: 14-19 hit 6/20; natural 1's d20 fumbles on 1-15 (15/20)
        // and is just a miss on 16-20: 2-13 and 1/20 x 5/20 miss.
        QTest::newRow("d20-17 +3 vs AC 17")
            << u"d20-ascending"_s << u"Mira"_s << u"Bridge Troll"_s << 0
            << u"Critical miss 3.75%, Miss 61.25%, Hit 30%, Critical (natural 20) 5%"_s;
        QTest::newRow("sj100 E17 SC 112 vs DEF 40")
            << u"spelljammer-d100"_s << u"Derrick"_s << u"Ogre"_s << 0
            << u"Miss 28%, Hit 61%, Critical hit 7%, Grievous hit 4%"_s;
        // E26: 1703/10000 blocked, 297/10000 + 123/500 normal damage, 27/500 special.
        QTest::newRow("brp E26 attack 50 vs parry 40")
            << u"basic-roleplaying"_s << u"Aelfric"_s << u"Bandit"_s << 0
            << u"Miss 50%, Parried or dodged 17.03%, Hit 27.57%, Special success 5.4%"_s;
        QTest::newRow("c&c +4 vs AC 15 needs 11")
            << u"castles-crusades"_s << u"Una"_s << u"Hobgoblin"_s << 0 << u"Miss 50%, Hit 50%"_s;
        // Level 3: a natural 1 fumbles when a further d20 is above 3, 17/20 of the time.
        QTest::newRow("osd20 level 3 needs 12")
            << u"old-school"_s << u"Wren"_s << u"Cave Ogre"_s << 12
            << u"Critical fumble 4.25%, Miss 50.75%, Hit 40%, Critical hit 5%"_s;
    }
    void oddsChart()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, attacker);
        QFETCH(QString, target);
        QFETCH(int, needed);
        QFETCH(QString, expected);
        needTools();
        const auto state = fixture(ruleset);
        SheetOptions options = kind(SheetOptions::Kind::Odds);
        SheetOptions::OddsPair pair{idOf(state, attacker), 0, idOf(state, target), {}, {}};
        if (needed > 0)
            pair.values.insert(u"needed"_s, needed);
        options.oddsPairs.push_back(pair);
        const auto printed = print(ruleset, options);
        QVERIFY(printed);
        QVERIFY(printed->report.overflows.empty());
        const QString text = PdfTools::flat(PdfTools::readingText(printed->pdf));
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY(text.contains(u"%1: "_s.arg(attacker)));
        QVERIFY(text.contains(u"Any hit"_s));
    }

    // Golden files (tests/data/sheets/RULESET.golden): every line is a phrase the whole set of
    // sheets must hold, written by hand from the fixture and the rules documents. On a failure
    // the lines missing are listed and the text read back is kept beside the PDF to diff.
    void golden_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const QString &id : kRulesets)
            QTest::newRow(qPrintable(id)) << id;
    }
    void golden()
    {
        QFETCH(QString, ruleset);
        needTools();
        const QStringList expected = goldenLines(testData() + u"/sheets/%1.golden"_s.arg(ruleset));
        QVERIFY2(!expected.isEmpty(), "no golden file");
        const auto printed = print(ruleset, kind(SheetOptions::Kind::All));
        QVERIFY(printed);
        const QString text = PdfTools::flat(PdfTools::readingText(printed->pdf));
        QStringList missing;
        for (const QString &line : expected) {
            if (!text.contains(PdfTools::flat(line)))
                missing << u"- "_s + line;
        }
        if (!missing.isEmpty()) {
            const QString actual = printed->pdf + u".txt"_s;
            QFile file(actual);
            if (file.open(QIODevice::WriteOnly | QIODevice::Text))
                file.write(PdfTools::readingText(printed->pdf).toUtf8());
            m_dir.setAutoRemove(false);
            QFAIL(qPrintable(
                u"%1 of %2 golden lines missing (the text read back: %3):\n%4"_s.arg(missing.size())
                    .arg(expected.size())
                    .arg(actual, missing.join(u'\n'))));
        }
    }

    // Hit points as boxes: one per point up to 60, else 50 or fewer boxes of several points.
    void hpBoxes_data()
    {
        QTest::addColumn<qint64>("maxHp");
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<qint64>("boxes");
        QTest::addColumn<qint64>("perBox");
        QTest::addColumn<qint64>("ticked");
        QTest::newRow("16 unhurt: a box a point") << 16LL << 16LL << 16LL << 1LL << 0LL;
        QTest::newRow("10 at 7: three ticked") << 10LL << 7LL << 10LL << 1LL << 3LL;
        QTest::newRow("60 is the most boxes of one point") << 60LL << 60LL << 60LL << 1LL << 0LL;
        QTest::newRow("61: two a box, 31 boxes") << 61LL << 61LL << 31LL << 2LL << 0LL;
        QTest::newRow("84: two a box") << 84LL << 84LL << 42LL << 2LL << 0LL;
        QTest::newRow("120 at 111: three a box, 3 ticked") << 120LL << 111LL << 40LL << 3LL << 3LL;
        QTest::newRow("1000: twenty a box") << 1000LL << 1000LL << 50LL << 20LL << 0LL;
        QTest::newRow("below zero: all ticked") << 8LL << -3LL << 8LL << 1LL << 8LL;
    }
    void hpBoxes()
    {
        QFETCH(qint64, maxHp);
        QFETCH(qint64, hp);
        QFETCH(qint64, boxes);
        QFETCH(qint64, perBox);
        QFETCH(qint64, ticked);
        const auto b = Fray::Print::RosterSheet::hpBoxes(maxHp, hp);
        QCOMPARE(b.boxes, boxes);
        QCOMPARE(b.perBox, perBox);
        QCOMPARE(b.ticked, ticked);
    }

    void faceRanges_data()
    {
        QTest::addColumn<QList<qint64>>("faces");
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("expected");
        QTest::newRow("none") << QList<qint64>{} << 2 << u"\u2014"_s;
        QTest::newRow("one d100 face") << QList<qint64>{1} << 2 << u"01"_s;
        QTest::newRow("a run") << QList<qint64>{5, 6, 7} << 2 << u"05\u201307"_s;
        QTest::newRow("two runs") << QList<qint64>{1, 2, 9, 96, 97} << 2
                                  << u"01\u201302, 09, 96\u201397"_s;
        QTest::newRow("d20 unpadded") << QList<qint64>{11, 12, 20} << 0 << u"11\u201312, 20"_s;
    }
    void faceRanges()
    {
        QFETCH(QList<qint64>, faces);
        QFETCH(int, width);
        QFETCH(QString, expected);
        QCOMPARE(Fray::Print::ReferenceOdds::faceRanges(
                     std::vector<qint64>(faces.begin(), faces.end()), width),
            expected);
    }

    void percent_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<double>("probability");
        QTest::addColumn<QString>("expected");
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        const QLocale de(QLocale::German, QLocale::Germany);
        QTest::newRow("9/20") << en << 9.0 / 20 << u"45%"_s;
        QTest::newRow("19/400") << en << 19.0 / 400 << u"4.75%"_s;
        QTest::newRow("1703/10000") << en << 1703.0 / 10000 << u"17.03%"_s;
        QTest::newRow("never") << en << 0.0 << u"0%"_s;
        QTest::newRow("always") << en << 1.0 << u"100%"_s;
        QTest::newRow("rare but possible") << en << 1.0 / 160000 << u"<0.01%"_s;
        // German writes a decimal comma (its catalogue, not loaded here, adds a space before %).
        QTest::newRow("german-19/400") << de << 19.0 / 400 << u"4,75%"_s;
        QTest::newRow("german-9/20") << de << 9.0 / 20 << u"45%"_s;
        QTest::newRow("german-rare") << de << 1.0 / 160000 << u"<0,01%"_s;
    }
    void percent()
    {
        QFETCH(QLocale, locale);
        QFETCH(double, probability);
        QFETCH(QString, expected);
        QLocale::setDefault(locale);
        const QString text = Fray::Print::ReferenceOdds::percent(probability);
        QLocale::setDefault(QLocale::c());
        QCOMPARE(text, expected);
    }
};

QTEST_MAIN(TestPrintSheets)
#include "tst_print_sheets.moc"
