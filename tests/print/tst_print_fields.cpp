// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the printed fields say, read back from the PDF (poppler's pdftotext): alike combatants in
// one stat block with a hit-point track each ("Goblin ×8"), attack values as the ruleset reads
// them ("+5", "−1", "80%"), a combatant's notes in their own field apart from its conditions,
// and the rules document by its title on the reference, never by its file name. The fixture
// tests/data/sheets/goblin-warren.fray.json holds eight goblins made from one library entry.

#include "HermeticTest.h"
#include "InstalledCatalogue.h"
#include "PdfTools.h"
#include "TestData.h"
#include "core/encounter/AlikeCombatants.h"
#include "core/encounter/RulesText.h"
#include "core/io/EncounterJson.h"
#include "core/rules/RulesetLibrary.h"
#include "core/rules/RulesetReader.h"
#include "core/rules/SourceReader.h"
#include "ui/print/SheetPrinter.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using Fray::Encounter::AlikeCombatants;
using Fray::Encounter::Combatant;
using Fray::Encounter::EncounterState;
using Fray::Print::SheetOptions;
using Fray::Testing::testData;

namespace {

const QString kWarren = u"goblin-warren"_s;

// A rules document's file as the seeds name them: three digits, '_', hex, ".txt".
const QRegularExpression kSeedFile(u"\\d{3}_[0-9a-f]+\\.txt"_s);

Combatant goblin(int number)
{
    Combatant c;
    c.name = u"Goblin %1"_s.arg(number);
    c.side = u"foes"_s;
    c.group = u"Goblins"_s;
    c.templateId = u"goblin"_s;
    Fray::Encounter::Attack spear;
    spear.name = u"Spear"_s;
    spear.value = 1;
    spear.damage = u"1d6"_s;
    c.attacks = {spear};
    c.maxHp = c.hp = 4;
    c.defence = 13;
    c.notes = u"Hates bright light."_s;
    return c;
}

// The number of times `phrase` is in `text`.
qsizetype count(const QString &text, const QString &phrase)
{
    return text.count(phrase);
}

} // namespace

class TestPrintFields : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Fray::Rules::RulesetLibrary m_library;
    QString m_missingTool;

    static EncounterState fixture(const QString &name)
    {
        const auto state
            = Fray::Io::EncounterJson::fromFile(testData() + u"/sheets/%1.fray.json"_s.arg(name));
        if (!state)
            qFatal("fixture %s does not load: %s", qPrintable(name),
                qPrintable(state.error().value(0).toString()));
        return *state;
    }

    static SheetOptions kind(
        SheetOptions::Kind k, SheetOptions::Paper paper = SheetOptions::Paper::A4)
    {
        SheetOptions options;
        options.kinds = {k};
        options.paper = paper;
        options.campaignName = u"Fixture Campaign"_s;
        return options;
    }

    // Prints `state` under `ruleset` (the encounter's own when null) and returns the PDF's
    // path, with the layouter's report.
    std::optional<std::pair<QString, Fray::Print::SheetReport>> print(const EncounterState &state,
        const SheetOptions &options, std::shared_ptr<const Fray::Rules::Ruleset> ruleset = {})
    {
        if (!ruleset) {
            const auto *entry = m_library.find(state.rulesetId);
            if (!entry)
                return std::nullopt;
            ruleset = entry->ruleset;
        }
        static int counter = 0;
        const QString pdf = m_dir.filePath(u"fields-%1.pdf"_s.arg(++counter));
        const auto report = Fray::Print::SheetPrinter::exportPdf(pdf, state, ruleset, options);
        if (!report) {
            qWarning("%s", qPrintable(report.error()));
            return std::nullopt;
        }
        return std::pair{pdf, *report};
    }

    // The text of `state`'s sheet of one kind, read back in reading order with white space
    // folded.
    QString printedText(const EncounterState &state, SheetOptions::Kind k,
        std::shared_ptr<const Fray::Rules::Ruleset> ruleset = {})
    {
        const auto printed = print(state, kind(k), std::move(ruleset));
        if (!printed)
            return QString();
        return PdfTools::flat(PdfTools::readingText(printed->first));
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
        QVERIFY(m_library.find(u"castles-crusades"_s));
        m_missingTool = PdfTools::missingTool();
    }

    // Which combatants are one monster: the name's stem, the library entry, side and group and
    // every number of the stat block; hit points, conditions and the HP state are the member's.
    void alike_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<bool>("alike");
        QTest::newRow("only-the-number-differs") << u"nothing"_s << true;
        QTest::newRow("current-hp-is-the-members") << u"hp"_s << true;
        QTest::newRow("rolled-maximum-hp-is-the-members") << u"maxHp"_s << true;
        QTest::newRow("a-condition-is-the-members") << u"condition"_s << true;
        QTest::newRow("another-name") << u"name"_s << false;
        QTest::newRow("another-library-entry") << u"template"_s << false;
        QTest::newRow("another-side") << u"side"_s << false;
        QTest::newRow("another-group") << u"group"_s << false;
        QTest::newRow("another-defence") << u"defence"_s << false;
        QTest::newRow("another-attack-value") << u"attack"_s << false;
        QTest::newRow("another-stat") << u"stat"_s << false;
        QTest::newRow("other-notes") << u"notes"_s << false;
        QTest::newRow("other-reminders") << u"reminders"_s << false;
    }
    void alike()
    {
        QFETCH(QString, change);
        QFETCH(bool, alike);
        const Combatant a = goblin(1);
        Combatant b = goblin(2);
        if (change == u"hp")
            b.hp = 1;
        else if (change == u"maxHp")
            b.maxHp = b.hp = 6;
        else if (change == u"condition") {
            Fray::Encounter::ActiveCondition prone;
            prone.id = u"prone"_s;
            b.conditions.push_back(prone);
        } else if (change == u"name")
            b.name = u"Hobgoblin 2"_s;
        else if (change == u"template")
            b.templateId = u"goblin-chief"_s;
        else if (change == u"side")
            b.side = u"party"_s;
        else if (change == u"group")
            b.group = u"Goblins at the gate"_s;
        else if (change == u"defence")
            b.defence = 14;
        else if (change == u"attack")
            b.attacks.front().value = 2;
        else if (change == u"stat")
            b.stats.insert(u"str"_s, 12);
        else if (change == u"notes")
            b.notes = u"Carries the key."_s;
        else if (change == u"reminders")
            b.reminders = {{u"calls for help"_s, Fray::Rules::Reminder::When::EndOfRound}};
        QCOMPARE(AlikeCombatants::alike(a, b), alike);
    }

    void stem_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("stem");
        QTest::newRow("numbered") << u"Goblin 8"_s << u"Goblin"_s;
        QTest::newRow("two-digit-number") << u"Orc 12"_s << u"Orc"_s;
        QTest::newRow("hash-number") << u"Skeleton #3"_s << u"Skeleton"_s;
        QTest::newRow("words-before-the-number") << u"Bandit Archer 2"_s << u"Bandit Archer"_s;
        QTest::newRow("no-number") << u"Hobgoblin"_s << u"Hobgoblin"_s;
        QTest::newRow("a-number-alone-is-a-name") << u"7"_s << u"7"_s;
        QTest::newRow("digits-inside-a-word-stay") << u"R2D2"_s << u"R2D2"_s;
    }
    void stem()
    {
        QFETCH(QString, name);
        QFETCH(QString, stem);
        QCOMPARE(AlikeCombatants::stem(name), stem);
    }

    // The eight goblins of the fixture are one block, in the place of the first; the others
    // keep their own.
    void groupsOfTheFixture()
    {
        const EncounterState state = fixture(kWarren);
        const auto groups = AlikeCombatants::of(state.combatants);
        QCOMPARE(groups.size(), std::size_t(3));
        QCOMPARE(groups[0].stem, u"Una"_s);
        QCOMPARE(groups[1].stem, u"Goblin"_s);
        QCOMPARE(groups[1].members.size(), std::size_t(8));
        QCOMPARE(groups[1].members.back()->name, u"Goblin 8"_s);
        QCOMPARE(groups[2].stem, u"Hobgoblin"_s);
    }

    // "Goblin ×8" once on the stat blocks, each goblin by name on its own track, the block's
    // attacks once; the roster keeps all eight, each with its own initiative box and attacks.
    void identicalCombatantsPrintOneBlock()
    {
        needTools();
        const EncounterState state = fixture(kWarren);
        const QString blocks = printedText(state, SheetOptions::Kind::StatBlocks);
        QCOMPARE(count(blocks, u"Goblin \u00d78"_s), 1);
        QCOMPARE(count(blocks, u"Spear +1, 1d6 (melee)"_s), 1);
        QCOMPARE(count(blocks, u"Hates bright light"_s), 1);
        for (int i = 1; i <= 8; ++i)
            QVERIFY2(blocks.contains(u"Goblin %1 "_s.arg(i)), qPrintable(QString::number(i)));
        // Goblin 2's condition is on its own track, not the block's.
        QVERIFY(blocks.contains(u"Goblin 2 Prone"_s));
        QVERIFY(!blocks.contains(u"Conditions: Prone"_s));
        const QString roster = printedText(state, SheetOptions::Kind::Roster);
        QCOMPARE(count(roster, u"Spear +1, 1d6 (melee)"_s), 8);
        QVERIFY(!roster.contains(u"\u00d78"_s));
    }

    // A simulation's line prints under the roster's title only when the GM asked for it.
    void rosterPrintsASimulationWhenAsked()
    {
        needTools();
        const EncounterState state = fixture(kWarren);
        SheetOptions options = kind(SheetOptions::Kind::Roster);
        const QString line = u"Simulated 1,000 fights (seed 7): party 61.0%, foes 39.0%"_s;
        options.simulation = line;
        const auto printed = print(state, options);
        QVERIFY(printed);
        QVERIFY(printed->second.overflows.empty());
        const QString text = PdfTools::flat(PdfTools::readingText(printed->first));
        QVERIFY2(text.contains(line), qPrintable(text.left(400)));
        QVERIFY(!printedText(state, SheetOptions::Kind::Roster).contains(u"Simulated"_s));
    }

    // A group taller than a column goes on in a further block, and nothing leaves the page.
    void aLargeGroupContinues()
    {
        needTools();
        EncounterState state = fixture(kWarren);
        state.combatants.clear();
        for (int i = 1; i <= 60; ++i) {
            Combatant c = goblin(i);
            c.id = Fray::Encounter::CombatantId(i);
            c.maxHp = c.hp = 40; // 40 boxes: two or three rows each
            state.combatants.push_back(c);
        }
        const auto printed = print(state, kind(SheetOptions::Kind::StatBlocks));
        QVERIFY(printed);
        QVERIFY(printed->second.overflows.empty());
        const QString text = PdfTools::flat(PdfTools::readingText(printed->first));
        const qsizetype continued = count(text, u"Goblin \u00d760 (continued)"_s);
        QVERIFY(continued >= 1);
        QCOMPARE(count(text, u"Goblin \u00d760"_s), 1 + continued);
        QVERIFY(text.contains(u"Goblin 60 "_s));
    }

    // Uses print as boxes to tick, the spent ones crossed, with what resets each; goblins alike
    // but for what each has spent share a block whose boxes are all free.
    void usesPrintAsBoxes()
    {
        needTools();
        using Use = Fray::Encounter::Use;
        EncounterState state = fixture(kWarren);
        state.combatants.clear();
        Combatant dragon = goblin(1);
        dragon.name = u"Dragon"_s;
        dragon.group.clear();
        dragon.templateId = u"dragon"_s;
        dragon.uses = {Use{u"Breath"_s, 1, 0, Use::Reset::Recharge, u"1d6"_s, 5, 0},
            Use{u"Spells"_s, 3, 1, Use::Reset::Rest, QString(), 0, 0}};
        dragon.id = 1;
        state.combatants.push_back(dragon);
        for (int i = 2; i <= 3; ++i) {
            Combatant c = goblin(i);
            c.id = Fray::Encounter::CombatantId(i);
            c.uses = {Use{u"Shove"_s, 2, i == 2 ? 0 : 2, Use::Reset::Fight, QString(), 0, 0}};
            state.combatants.push_back(c);
        }
        const auto printed = print(state, kind(SheetOptions::Kind::StatBlocks));
        QVERIFY(printed);
        QVERIFY(printed->second.overflows.empty());
        const QString text = PdfTools::flat(PdfTools::readingText(printed->first));
        // One use of one spent (crossed); Spells 1 of 3 left: two crossed, one free.
        QVERIFY2(text.contains(u"Uses: Breath \u2612 (recharge 5\u20136 on 1d6) \u00b7 "
                               u"Spells \u2612\u2612\u2610 (on a rest)"_s),
            qPrintable(text));
        QVERIFY2(text.contains(u"Goblin \u00d72"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Uses, each: Shove \u2610\u2610 (each fight)"_s), qPrintable(text));
    }

    // A stat block lists its own reminders with their moments, in their order, before the notes;
    // goblins with the same reminders share a block that lists them once. Read in the order
    // painted, as the blocks stand side by side.
    void remindersPrintWithTheirMoments()
    {
        needTools();
        using Fray::Rules::Reminder;
        EncounterState state = fixture(kWarren);
        state.combatants.clear();
        Combatant aldo = goblin(1);
        aldo.name = u"Aldo"_s;
        aldo.side = u"party"_s;
        aldo.group.clear();
        aldo.templateId.clear();
        aldo.id = 1;
        aldo.reminders = {{u"save vs. poison"_s, Reminder::When::StartOfTurn},
            {u"concentration"_s, Reminder::When::EndOfTurn}};
        state.combatants.push_back(aldo);
        for (int i = 2; i <= 3; ++i) {
            Combatant c = goblin(i);
            c.id = Fray::Encounter::CombatantId(i);
            c.reminders = {{u"the chief calls them back"_s, Reminder::When::EndOfRound}};
            state.combatants.push_back(c);
        }
        const auto printed = print(state, kind(SheetOptions::Kind::StatBlocks));
        QVERIFY(printed);
        QVERIFY(printed->second.overflows.empty());
        const QString text = PdfTools::flat(PdfTools::paintedText(printed->first));
        QVERIFY2(text.contains(u"Reminders: Start of turn: save vs. poison \u00b7 "
                               u"End of turn: concentration Notes: Hates bright light."_s),
            qPrintable(text));
        QVERIFY2(text.contains(u"Goblin \u00d72"_s), qPrintable(text));
        QCOMPARE(count(text, u"Reminders: End of round: the chief calls them back"_s), 1);
    }

    // Every sheet of the fixture on both papers: nothing outside the printable area.
    void nothingOverflows_data()
    {
        QTest::addColumn<int>("paper");
        QTest::newRow("A4") << int(SheetOptions::Paper::A4);
        QTest::newRow("Letter") << int(SheetOptions::Paper::Letter);
    }
    void nothingOverflows()
    {
        QFETCH(int, paper);
        const auto printed
            = print(fixture(kWarren), kind(SheetOptions::Kind::All, SheetOptions::Paper(paper)));
        QVERIFY(printed);
        for (const auto &item : printed->second.overflows)
            qWarning("page %d: %s", item.page + 1, qPrintable(item.what));
        QVERIFY(printed->second.overflows.empty());
    }

    // An attack's value as each ruleset's attack roll reads it: added to the roll (signed, a
    // true minus, +0 too), the roll of a d100 under it (a percentage), or not read at all.
    void attackValue_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<qint64>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("d20-17 d20 + bonus: +5") << u"d20-ascending"_s << 5LL << u"+5"_s;
        QTest::newRow("d20-17 a penalty: true minus") << u"d20-ascending"_s << -1LL << u"\u22121"_s;
        QTest::newRow("d20-17 no bonus: +0") << u"d20-ascending"_s << 0LL << u"+0"_s;
        QTest::newRow("c&c d20 + BtH: +3") << u"castles-crusades"_s << 3LL << u"+3"_s;
        QTest::newRow("2d6 + stat: +2") << u"powered-by-dice"_s << 2LL << u"+2"_s;
        QTest::newRow("brp d100 under skill: 80%") << u"basic-roleplaying"_s << 80LL << u"80%"_s;
        QTest::newRow("sj100 d100 under SC - DEF: 112%")
            << u"spelljammer-d100"_s << 112LL << u"112%"_s;
        QTest::newRow("osd20 the GM gives the number: none") << u"old-school"_s << 7LL << QString();
    }
    void attackValue()
    {
        QFETCH(QString, ruleset);
        QFETCH(qint64, value);
        QFETCH(QString, expected);
        const auto *entry = m_library.find(ruleset);
        QVERIFY(entry);
        QCOMPARE(Fray::Encounter::RulesText::attackValue(*entry->ruleset, value), expected);
    }

    // What each scheme does, as the roster and reference print it: a rank by a value (BRP's
    // DEX, 004 5.5) is no roll, so nothing is "rolled each round".
    void initiativeSaysWhatTheSchemeDoes_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("expected");
        QTest::newRow("brp-dex-ranks-no-roll")
            << u"basic-roleplaying"_s
            << u"Initiative: each combatant; DEX (no roll); highest first."_s;
        QTest::newRow("cc-d10-each-round") << u"castles-crusades"_s
                                           << u"Initiative: each combatant; roll 1d10; highest "
                                              "first, rolled each round."_s;
    }
    void initiativeSaysWhatTheSchemeDoes()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, expected);
        const auto *entry = m_library.find(ruleset);
        QVERIFY(entry);
        QCOMPARE(Fray::Encounter::RulesText::initiative(*entry->ruleset), expected);
    }

    // A roll under a number that is not a d100's (2d6 under the skill) is no percentage and
    // no bonus: the number as it is.
    void attackValueOfARollUnder()
    {
        const QByteArray json = R"({
          "format": "fray-ruleset", "format_version": 1, "id": "under", "name": "Under",
          "variables": [{"name": "skill", "label": "Skill", "from": "attack", "default": 7}],
          "outcomes": [{"id": "miss", "label": "Miss", "degree": 1},
                       {"id": "hit", "label": "Hit", "degree": 2, "hits": true}],
          "checks": {"attack": {"roll": "2d6",
                     "bands": [{"when": "@raw <= @skill", "outcome": "hit"}, {"outcome": "miss"}]}},
          "initiative": {"actor": "combatant", "roll": "1d6"}
        })";
        const auto read = Fray::Rules::RulesetReader::read(json);
        QVERIFY(read.ok());
        QCOMPARE(Fray::Encounter::RulesText::attackValue(*read, 9), u"9"_s);
        QCOMPARE(Fray::Encounter::RulesText::attackValue(*read, -1), u"-1"_s);
    }

    // The kinds of attack a modifier is for read in the reader's language ("nur Fernkampf"),
    // whatever the file calls them.
    void modifierNoteNamesAttackKindsInTheLanguage_data()
    {
        QTest::addColumn<bool>("german");
        QTest::addColumn<QString>("note");
        QTest::newRow("english") << false << u"ranged only"_s;
        QTest::newRow("german") << true << u"nur Fernkampf"_s;
    }
    void modifierNoteNamesAttackKindsInTheLanguage()
    {
        QFETCH(bool, german);
        QFETCH(QString, note);
        const auto *entry = m_library.find(u"castles-crusades"_s);
        QVERIFY(entry);
        const Fray::Rules::Modifier *platform = entry->ruleset->modifier(u"platform-ranged"_s);
        QVERIFY(platform);
        std::optional<Fray::Testing::InstalledCatalogue> de;
        if (german) {
            de.emplace(u":/i18n/fray_de.qm"_s);
            QVERIFY(de->ok());
        }
        QCOMPARE(Fray::Encounter::RulesText::modifierNote(*entry->ruleset, *platform), note);
    }

    // The same on paper: roster and stat blocks print the fixture's attacks signed.
    void attacksPrintSigned_data()
    {
        QTest::addColumn<int>("sheet");
        QTest::newRow("roster") << int(SheetOptions::Kind::Roster);
        QTest::newRow("stat blocks") << int(SheetOptions::Kind::StatBlocks);
    }
    void attacksPrintSigned()
    {
        QFETCH(int, sheet);
        needTools();
        const QString text = printedText(fixture(kWarren), SheetOptions::Kind(sheet));
        for (const QString &phrase : {u"Longsword +5, 1d8+1 (melee)"_s, u"Spear +1, 1d6 (melee)"_s,
                 u"Sling \u22121, 1d4 (ranged)"_s, u"Javelin +0, 1d6 (thrown)"_s,
                 u"Longsword +2, 1d8 (melee)"_s})
            QVERIFY2(text.contains(phrase), qPrintable(u"lacks: "_s + phrase));
        QVERIFY(!text.contains(u"Sling -1"_s));
        QVERIFY(!text.contains(u"Longsword 5"_s));
    }

    // A combatant's notes print in a field of their own, "Notes:", and never run on after
    // "Conditions:" as if they were one. Read in the order painted: stat blocks stand side by
    // side, and reading order would run one column's lines into the other's.
    void notesApartFromConditions_data()
    {
        QTest::addColumn<int>("sheet");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("roster") << int(SheetOptions::Kind::Roster)
                                << QStringList{u"Conditions: Blinded Notes: Leads the goblins"_s,
                                       u"Conditions: Prone Notes: Hates bright light"_s,
                                       u"Conditions: Notes: Hates bright light"_s}
                                << QStringList{u"Conditions: Leads"_s, u"Conditions: Hates"_s,
                                       u"Blinded Leads the goblins"_s};
        QTest::newRow("stat blocks")
            << int(SheetOptions::Kind::StatBlocks)
            << QStringList{u"Conditions: Blinded Notes: Leads the goblins"_s,
                   u"Notes: Hates bright light"_s}
            << QStringList{u"Conditions: Leads"_s, u"Blinded Leads the goblins"_s};
    }
    void notesApartFromConditions()
    {
        QFETCH(int, sheet);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        needTools();
        const auto printed = print(fixture(kWarren), kind(SheetOptions::Kind(sheet)));
        QVERIFY(printed);
        const QString text = PdfTools::flat(PdfTools::paintedText(printed->first));
        for (const QString &phrase : present)
            QVERIFY2(text.contains(phrase), qPrintable(u"lacks: "_s + phrase));
        for (const QString &phrase : absent)
            QVERIFY2(!text.contains(phrase), qPrintable(u"has: "_s + phrase));
    }

    // The reference names the document by the title its first lines give (RULES.md is only a
    // digest: the documents win), with the part of it, and never by a seed file's name.
    void referenceNamesTheDocument_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("source");
        // 003 is HTML: <title>Castles & Crusades Combat Rules</title>.
        QTest::newRow("c&c html title")
            << u"castles-crusades"_s << u"Source: Castles & Crusades Combat Rules."_s;
        // 001 opens "17  Combat".
        QTest::newRow("d20-17 chapter heading")
            << u"d20-ascending"_s << u"Source: Combat, chapter 17."_s;
        // 002 opens "Spelljammer / Combat".
        QTest::newRow("sj100 first two lines")
            << u"spelljammer-d100"_s << u"Source: Spelljammer, Combat."_s;
        // 004 opens "5. COMBAT".
        QTest::newRow("brp chapter heading")
            << u"basic-roleplaying"_s << u"Source: Combat, chapter 5."_s;
        // 000 opens "COMBAT ------".
        QTest::newRow("osd20 heading") << u"old-school"_s << u"Source: Combat."_s;
    }
    void referenceNamesTheDocument()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, source);
        needTools();
        EncounterState state = fixture(kWarren);
        state.rulesetId = ruleset;
        state.combatants.resize(1);
        const QString text = printedText(state, SheetOptions::Kind::Reference);
        QVERIFY2(text.contains(source), qPrintable(text.left(600)));
        QVERIFY2(!text.contains(kSeedFile), qPrintable(kSeedFile.match(text).captured()));
        QVERIFY(!text.contains(u".txt"_s));
    }

    // A ruleset of the older form, its source one text that starts with the file's name,
    // prints the words after it, not the file.
    void olderSourceTextPrintsItsTitle()
    {
        needTools();
        const auto *entry = m_library.find(u"castles-crusades"_s);
        QVERIFY(entry);
        auto older = std::make_shared<Fray::Rules::Ruleset>(*entry->ruleset);
        older->source = Fray::Rules::SourceReader::fromText(
            u"003_d052e44c4a5aca00.txt (Castles & Crusades combat chapter)"_s);
        const QString text
            = printedText(fixture(kWarren), SheetOptions::Kind::Reference, std::move(older));
        QVERIFY(text.contains(u"Source: Castles & Crusades combat chapter."_s));
        QVERIFY(!text.contains(kSeedFile));
    }
};

QTEST_MAIN(TestPrintFields)
#include "tst_print_fields.moc"
