// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How the printed pages read, beyond what each field holds (read back with poppler's pdftotext):
// the odds page charts with the odds panel's toggles on and names them, negative numbers carry a
// true minus sign, the reference names modifier groups by their labels, stat blocks fill both
// columns and the samples' notes are for the table. Expected chances are worked out by hand from
// the rules documents.

#include "HermeticTest.h"
#include "PdfTools.h"
#include "TestData.h"
#include "core/io/EncounterJson.h"
#include "core/io/LibraryJson.h"
#include "core/rules/RulesetLibrary.h"
#include "ui/print/SheetPrinter.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Fray::Encounter::Combatant;
using Fray::Encounter::EncounterState;
using Fray::Print::SheetOptions;
using Fray::Testing::testData;

class TestPrintReading : public Fray::Testing::HermeticTest
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

    static EncounterState fixture(const QString &name)
    {
        const auto state
            = Fray::Io::EncounterJson::fromFile(testData() + u"/sheets/%1.fray.json"_s.arg(name));
        if (!state)
            qFatal("fixture %s does not load", qPrintable(name));
        return *state;
    }

    static Fray::Encounter::CombatantId idOf(const EncounterState &state, const QString &name)
    {
        for (const auto &c : state.combatants) {
            if (c.name == name)
                return c.id;
        }
        return 0;
    }

    static SheetOptions kind(SheetOptions::Kind k)
    {
        SheetOptions options;
        options.kinds = {k};
        options.campaignName = u"Fixture Campaign"_s;
        return options;
    }

    // Prints `state` under its own ruleset to a PDF in the temporary folder.
    std::optional<Printed> print(const EncounterState &state, const SheetOptions &options)
    {
        const auto *entry = m_library.find(state.rulesetId);
        if (!entry)
            return std::nullopt;
        static int counter = 0;
        const QString pdf = m_dir.filePath(u"reading-%1.pdf"_s.arg(++counter));
        const auto report
            = Fray::Print::SheetPrinter::exportPdf(pdf, state, entry->ruleset, options);
        if (!report) {
            qWarning("%s", qPrintable(report.error()));
            return std::nullopt;
        }
        return Printed{pdf, *report};
    }
    std::optional<Printed> print(const QString &fixtureName, const SheetOptions &options)
    {
        return print(fixture(fixtureName), options);
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
        m_missingTool = PdfTools::missingTool();
    }

    // The odds page charts with the odds panel's toggles on and names them. Castles & Crusades
    // (003, "Combat"): d20 + BtH + modifiers equal to or above the defender's AC hits, no
    // natural results, so P(hit) = (21 - needed) / 20. Una's +4 against the Hobgoblin's AC 15
    // needs 11; a flank attack is +1 to hit (003 "Flank Attack"), cover 1/4 is AC +2 (003
    // "Armor Class: cover").
    void oddsChartWithToggles_data()
    {
        QTest::addColumn<QStringList>("modifiers");
        QTest::addColumn<QString>("with");
        QTest::addColumn<QString>("expected");
        QTest::newRow("none: needs 11, 10/20")
            << QStringList{} << u"No situational modifiers."_s << u"Miss 50%, Hit 50%"_s;
        QTest::newRow("flank +1 to hit: needs 10, 11/20")
            << QStringList{u"flank"_s} << u"With: Flank attack (+1 to hit)."_s
            << u"Miss 45%, Hit 55%"_s;
        QTest::newRow("rear +2 to hit: needs 9, 12/20")
            << QStringList{u"rear"_s} << u"With: Rear attack (+2 to hit)."_s
            << u"Miss 40%, Hit 60%"_s;
        QTest::newRow("cover 1/4 AC +2: needs 13, 8/20")
            << QStringList{u"cover-quarter"_s} << u"With: Cover 1/4 (AC +2)."_s
            << u"Miss 60%, Hit 40%"_s;
        QTest::newRow("flank and cover: needs 12, 9/20")
            << QStringList{u"flank"_s, u"cover-quarter"_s}
            << u"With: Flank attack (+1 to hit); Cover 1/4 (AC +2)."_s << u"Miss 55%, Hit 45%"_s;
        // Long range is for ranged attacks only: a longsword's chart leaves it out, as the
        // panel does.
        QTest::newRow("a ranged modifier on a melee attack is left out") << QStringList{u"flank"_s,
            u"range-long"_s} << u"With: Flank attack (+1 to hit)."_s << u"Miss 45%, Hit 55%"_s;
    }
    void oddsChartWithToggles()
    {
        QFETCH(QStringList, modifiers);
        QFETCH(QString, with);
        QFETCH(QString, expected);
        needTools();
        const auto state = fixture(u"castles-crusades"_s);
        SheetOptions options = kind(SheetOptions::Kind::Odds);
        SheetOptions::OddsPair pair{idOf(state, u"Una"_s), 0, idOf(state, u"Hobgoblin"_s), {}, {}};
        for (const QString &id : modifiers)
            pair.modifiers.push_back({id, std::nullopt});
        options.oddsPairs.push_back(pair);
        const auto printed = print(u"castles-crusades"_s, options);
        QVERIFY(printed);
        QVERIFY(printed->report.overflows.empty());
        const QString text = PdfTools::flat(PdfTools::readingText(printed->pdf));
        QVERIFY2(text.contains(with), qPrintable(text));
        QVERIFY2(text.contains(u"At Attack bonus (BtH + STR or DEX) 4: "_s + expected),
            qPrintable(text));
        QVERIFY(!text.contains(u"Long range"_s));
    }

    // Negative numbers print with a true minus sign (U+2212), never a hyphen: on every sheet
    // of every fixture, no hyphen stands before a digit as its sign.
    void minusSign_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("phrases");
        QTest::newRow("c&c: modifiers and HP states")
            << u"castles-crusades"_s
            << QStringList{u"Concealment 1/4 (light fog) Other to-hit modifier \u22122"_s,
                   u"HP \u2264 \u221210"_s,
                   u"Medium range (2 increments) Other to-hit modifier "
                   u"\u22122"_s};
        QTest::newRow("d20: the grid's negative attack bonus")
            << u"d20-ascending"_s
            << QStringList{u"\u22123 40% 35% 30% 25% 20% 15% 10% 5% 5% 5% 5%"_s,
                   u"Concealed 90% Other to-hit modifier \u22124"_s};
        QTest::newRow("sj100: wound penalties and lost actions")
            << u"spelljammer-d100"_s
            << QStringList{
                   u"\u221210 to all actions"_s, u"An action on \u22126 or lower is lost."_s};
        QTest::newRow("old-school")
            << u"old-school"_s << QStringList{u"Lower ground Other to-hit modifier \u22121"_s};
        QTest::newRow("basic-roleplaying") << u"basic-roleplaying"_s << QStringList{};
        QTest::newRow("powered-by-dice") << u"powered-by-dice"_s << QStringList{};
    }
    void minusSign()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, phrases);
        needTools();
        const auto printed = print(ruleset, kind(SheetOptions::Kind::All));
        QVERIFY(printed);
        const QString text = PdfTools::readingText(printed->pdf);
        static const QRegularExpression hyphen(
            u"(^|[\\s(\\[/=<>,;:\u2264\u2265\u00d7])-\\d"_s, QRegularExpression::MultilineOption);
        const QRegularExpressionMatch found = hyphen.match(text);
        QVERIFY2(!found.hasMatch(),
            qPrintable(u"a hyphen as a minus sign: "_s
                + text.mid(std::max<qsizetype>(0, found.capturedStart() - 40), 80)));
        const QString flat = PdfTools::flat(text);
        for (const QString &phrase : phrases)
            QVERIFY2(flat.contains(phrase), qPrintable(u"no: "_s + phrase));
    }

    // The reference's Group column names a group as the ruleset labels it, never by its id.
    void modifierGroupLabels_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("row");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("c&c: Position")
            << u"castles-crusades"_s << u"Flank attack Other to-hit modifier +1 Position"_s
            << QStringList{u"target-defence"_s, u"two-weapons"_s, u"defender-state"_s};
        QTest::newRow("d20: Two weapons")
            << u"d20-ascending"_s
            << u"Two weapons: primary Other to-hit modifier \u22122 Two weapons"_s
            << QStringList{u"two-weapons"_s, u"target-prone"_s};
        QTest::newRow("sj100: Missile weapon in melee")
            << u"spelljammer-d100"_s
            << u"Hand crossbow in melee Attacker's SC \u221210 Missile weapon in melee"_s
            << QStringList{u"ranged-in-melee"_s, u"attacker-sight"_s, u"target-movement"_s};
        // The formula's minus is a true one too.
        QTest::newRow("brp: Shield")
            << u"basic-roleplaying"_s
            << u"Missile without a shield (no parry) Defender's parry (%) + (\u2212Defender's "
               u"parry (%)) Shield"_s
            << QStringList{u"shield-missile"_s};
        // A ruleset that gives its group no label: the id in words.
        QTest::newRow("a group without a label reads as words")
            << u"powered-by-dice"_s << u"Edge"_s << QStringList{};
    }
    void modifierGroupLabels()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, row);
        QFETCH(QStringList, ids);
        needTools();
        const auto printed = print(ruleset, kind(SheetOptions::Kind::Reference));
        QVERIFY(printed);
        const QString text = PdfTools::flat(PdfTools::readingText(printed->pdf));
        QVERIFY2(text.contains(row), qPrintable(text));
        for (const QString &id : ids)
            QVERIFY2(!text.contains(id), qPrintable(id));
    }

    // Stat blocks fill both columns of the page: two blocks stand side by side, four stand two
    // in each column (the columns even), rather than all down the left with the right empty.
    void statBlocksUseBothColumns_data()
    {
        QTest::addColumn<QStringList>("names"); // the fixture's combatants kept, in order
        QTest::addColumn<QStringList>("right"); // those whose block stands in the right half
        QTest::newRow("two blocks side by side")
            << QStringList{u"Mira"_s, u"Tobin"_s} << QStringList{u"Tobin"_s};
        QTest::newRow("four blocks, two a column")
            << QStringList{u"Mira"_s, u"Tobin"_s, u"Bridge Troll"_s, u"Toll Keeper"_s}
            << QStringList{u"Bridge Troll"_s, u"Toll Keeper"_s};
    }
    void statBlocksUseBothColumns()
    {
        QFETCH(QStringList, names);
        QFETCH(QStringList, right);
        needTools();
        EncounterState state = fixture(u"d20-ascending"_s);
        std::erase_if(
            state.combatants, [&](const Combatant &c) { return !names.contains(c.name); });
        state.order.clear();
        QCOMPARE(qsizetype(state.combatants.size()), names.size());
        const auto printed = print(state, kind(SheetOptions::Kind::StatBlocks));
        QVERIFY(printed);
        QVERIFY(printed->report.overflows.empty());
        const QList<PdfTools::Word> words = PdfTools::words(printed->pdf);
        for (const QString &name : names) {
            // A block's title is the first place its name's last word is painted (the header
            // holds "The Toll Bridge").
            const QString first = name.section(u' ', -1);
            const auto word = std::find_if(words.begin(), words.end(),
                [&](const PdfTools::Word &w) { return w.text == first; });
            QVERIFY2(word != words.end(), qPrintable(name));
            QCOMPARE(word->page, 0);
            const bool inRight = word->xMin > word->pageWidth / 2;
            QVERIFY2(inRight == right.contains(name),
                qPrintable(u"%1 at x %2 of %3"_s.arg(name).arg(word->xMin).arg(word->pageWidth)));
        }
    }

    // The samples' notes are for the table: where their numbers come from (the document's
    // examples, what is only sample) is told in docs/samples.md, not printed on every card.
    void sampleNotesAreForTheTable_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &ruleset : {u"basic-roleplaying"_s, u"castles-crusades"_s,
                 u"d20-ascending"_s, u"old-school"_s, u"spelljammer-d100"_s}) {
            QTest::newRow(qPrintable(ruleset + u" fight"_s))
                << u":/samples/%1-encounter.fray.json"_s.arg(ruleset);
            QTest::newRow(qPrintable(ruleset + u" library"_s))
                << u":/samples/%1-library.fray.json"_s.arg(ruleset);
        }
    }
    void sampleNotesAreForTheTable()
    {
        QFETCH(QString, file);
        needTools();
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray bytes = in.readAll();
        EncounterState state;
        if (file.endsWith(u"-library.fray.json"_s)) {
            const auto entries = Fray::Io::LibraryJson::fromJson(bytes);
            QVERIFY(entries.ok());
            state = Fray::Print::SheetPrinter::libraryState(*entries, u"Library"_s);
        } else {
            const auto read = Fray::Io::EncounterJson::fromJson(bytes);
            QVERIFY(read.ok());
            state = *read;
        }
        SheetOptions options = kind(SheetOptions::Kind::Roster);
        options.kinds << SheetOptions::Kind::StatBlocks;
        const auto printed = print(state, options);
        QVERIFY(printed);
        const QString text = PdfTools::flat(PdfTools::readingText(printed->pdf));
        QVERIFY(text.contains(u"Notes:"_s)); // the notes a GM uses are still there
        for (const QString &phrase :
            // The designer's words ("Sample stats.", "(the document)", "the document's example");
            // the ruleset's own notes may name its document, and do.
            {u"sample"_s, u"(the document"_s, u"the document's"_s, u"Attack value is not used"_s}) {
            const qsizetype at = text.indexOf(phrase, 0, Qt::CaseInsensitive);
            QVERIFY2(at < 0, qPrintable(text.mid(std::max<qsizetype>(0, at - 60), 120)));
        }
    }
};

QTEST_MAIN(TestPrintReading)
#include "tst_print_reading.moc"
