// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderFuzzHarness.h"

#include "PageFuzzHarness.h"
#include "RequestFuzzHarness.h"
#include "core/dice/Random.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/EncounterCheck.h"
#include "core/encounter/History.h"
#include "core/io/CommandJson.h"
#include "core/io/CsvImport.h"
#include "core/io/EncounterJson.h"
#include "core/io/ImportReader.h"
#include "core/io/ImprovedInitiativeWriter.h"
#include "core/io/LibraryJson.h"
#include "core/rules/RulesetLibrary.h"
#include "core/rules/RulesetReader.h"
#include "core/rules/RulesetWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>

namespace Fray::Fuzz {

using Encounter::EncounterCheck;
using Encounter::EncounterState;
using Json::JsonProblem;

namespace {

constexpr std::uint64_t kSeed = 20260101;

// The shipped rulesets, read once: what a GM's encounters, libraries and stat lines are for.
const Rules::RulesetLibrary &builtins()
{
    static const Rules::RulesetLibrary library = Rules::RulesetLibrary::load(QString());
    return library;
}

// The ruleset an encounter or an entry names, or, when no shipped one has its id, d20-ascending:
// what the reader accepted is still checked and used, though Fray would refuse it for the id.
std::shared_ptr<const Rules::Ruleset> rulesetFor(const QString &id)
{
    const auto *entry = builtins().find(id);
    return entry ? entry->ruleset : builtins().find(QStringLiteral("d20-ascending"))->ruleset;
}

// A refusal must say what is wrong.
void checkProblems(const QList<JsonProblem> &found, const QString &stage, QStringList &problems)
{
    if (std::any_of(found.begin(), found.end(),
            [](const JsonProblem &p) { return p.message.trimmed().isEmpty(); }))
        problems << QStringLiteral("%1: a problem without a message").arg(stage);
}

// A reader's refusal, when it said why: Refused if there is a problem and each has a message.
Verdict refusal(const QList<JsonProblem> &found)
{
    const bool said = !found.isEmpty()
        && std::none_of(found.begin(), found.end(),
            [](const JsonProblem &p) { return p.message.trimmed().isEmpty(); });
    return said ? Verdict::Refused : Verdict::Neither;
}

// The verdict over the tries of one input (one per shipped ruleset or sample encounter):
// accepted or refused by every one, or neither.
Verdict overall(qsizetype accepted, qsizetype refused, qsizetype tries)
{
    if (tries > 0 && accepted == tries)
        return Verdict::Accepted;
    if (tries > 0 && refused == tries)
        return Verdict::Refused;
    return Verdict::Neither;
}

QString firstOf(const QList<JsonProblem> &found)
{
    return found.isEmpty() ? QString() : found.constFirst().toString();
}

// --- Playing an encounter -------------------------------------------------------------------

struct Play
{
    bool completed = true; // every command ran
    QStringList problems;
};

// Plays `commands` as `fray-cli play` does, undo and redo included. Unlike fray-cli it goes on
// after a command that is refused or fails (as the window does), so one bad command in a list
// does not hide the rest from the fuzzer. Then checks what holds after any play: a command that
// failed changed nothing, the state saves to a file Fray reads back and accepts (play --save),
// and undoing every command leaves the encounter as it was.
Play play(Encounter::Encounter &encounter, const QJsonArray &commands)
{
    using Io::CommandJson;
    Play result;
    const EncounterState start = encounter.state();
    Encounter::History history;
    Dice::Random random(kSeed);
    QList<JsonProblem> ignored; // CommandJson::read returns its problems as the error
    for (qsizetype i = 0; i < commands.size(); ++i) {
        const QString at = QStringLiteral("commands[%1]").arg(i);
        const Json::JsonValue command(commands.at(i), at, &ignored);
        const QJsonObject object = commands.at(i).toObject();
        const EncounterState before = encounter.state();
        std::optional<QString> failure;
        if (CommandJson::isUndo(object) || CommandJson::isRedo(object)) {
            failure = CommandJson::checkHistoryStep(command);
            if (!failure)
                failure = CommandJson::isUndo(object) ? history.undo(encounter)
                                                      : history.redo(encounter);
        } else if (auto created = CommandJson::read(command, encounter); !created) {
            failure = created.error();
        } else if (*created) { // none: it changes nothing
            // Written as the window's journal writes it (for the names, after it has run).
            Encounter::Command *made = created->get();
            failure = history.execute(std::move(created).value(), encounter, random);
            if (!failure)
                (void)CommandJson::write(*made);
        }
        if (!failure)
            continue;
        result.completed = false;
        if (failure->trimmed().isEmpty())
            result.problems << at + QStringLiteral(": refused without a message");
        if (!(encounter.state() == before))
            result.problems << at + QStringLiteral(": refused, but the encounter changed");
    }

    const QByteArray saved = Io::EncounterJson::toBytes(encounter.state());
    const auto reread = Io::EncounterJson::fromJson(saved);
    if (!reread) {
        result.problems << QStringLiteral("the saved encounter is refused: ")
                + firstOf(reread.error());
    } else {
        const auto check = EncounterCheck::encounter(*reread, encounter.ruleset());
        if (!check.isEmpty())
            result.problems << QStringLiteral("the saved encounter fails its check: ")
                    + firstOf(check);
        if (Io::EncounterJson::toBytes(*reread) != saved)
            result.problems << QStringLiteral("the saved encounter reads back as another");
    }

    while (history.size() > 0)
        (void)history.undo(encounter);
    if (!(encounter.state() == start))
        result.problems << QStringLiteral("undoing every command did not restore the encounter");
    return result;
}

// A first fight for an encounter that was read and checked: roll initiative, take turns, hurt
// and heal the first combatant.
QJsonArray firstFight(const EncounterState &state)
{
    QJsonArray commands{QJsonObject{{QStringLiteral("command"), QStringLiteral("start")}},
        QJsonObject{{QStringLiteral("command"), QStringLiteral("roll-initiative")}}};
    if (!state.combatants.empty()) {
        const QString first = state.combatants.front().name;
        commands.append(QJsonObject{{QStringLiteral("command"), QStringLiteral("damage")},
            {QStringLiteral("target"), first}, {QStringLiteral("amount"), 3}});
        commands.append(QJsonObject{{QStringLiteral("command"), QStringLiteral("heal")},
            {QStringLiteral("target"), first}, {QStringLiteral("amount"), 2}});
    }
    for (const char *step : {"next-turn", "next-turn", "next-round", "previous-turn"})
        commands.append(QJsonObject{{QStringLiteral("command"), QLatin1StringView(step)}});
    return commands;
}

// A small fight under a ruleset Fray has just accepted: one combatant on the players' side, one
// on the foes', an attack, damage and a few turns. Reading promised that the ruleset can be used;
// this is where a cycle among its formulas or a state it cannot reach would show.
QStringList fightUnder(const std::shared_ptr<const Rules::Ruleset> &ruleset)
{
    EncounterState state;
    state.rulesetId = ruleset->id;
    for (const Rules::Side *side : {&ruleset->playersSide(), &ruleset->foesSide()}) {
        Encounter::Combatant c;
        c.id = state.nextId++;
        c.name = side->players ? QStringLiteral("Hero") : QStringLiteral("Foe");
        c.side = side->id;
        c.maxHp = c.hp = c.startHp = 10;
        c.attacks.push_back({QStringLiteral("Blow"), QStringLiteral("melee"), 1,
            QStringLiteral("1d6"), QString(), 0, 1, QStringLiteral("1")});
        state.combatants.push_back(c);
    }
    Encounter::Encounter encounter(ruleset, state);
    QJsonArray commands = firstFight(state);
    commands.insert(2,
        QJsonObject{{QStringLiteral("command"), QStringLiteral("attack")},
            {QStringLiteral("attacker"), QStringLiteral("Hero")},
            {QStringLiteral("target"), QStringLiteral("Foe")}});
    return play(encounter, commands).problems;
}

// The shipped sample encounters, read once: what a list of play commands is played on.
const std::vector<std::pair<std::shared_ptr<const Rules::Ruleset>, EncounterState>> &samples()
{
    static const auto all = [] {
        std::vector<std::pair<std::shared_ptr<const Rules::Ruleset>, EncounterState>> list;
        for (const auto &entry : builtins().entries()) {
            const auto read = Io::EncounterJson::fromFile(
                QStringLiteral(":/samples/%1-encounter.fray.json").arg(entry.ruleset->id));
            if (read)
                list.emplace_back(entry.ruleset, *read);
        }
        return list;
    }();
    return all;
}

// --- Encounter and library files ------------------------------------------------------------

// An encounter file: read, written and read back, checked against its ruleset and, when it
// passes, fought. Returns what Fray would make of it.
Verdict exerciseEncounterFile(const QByteArray &bytes, QStringList &problems)
{
    const auto read = Io::EncounterJson::fromJson(bytes);
    if (!read) {
        if (read.error().isEmpty())
            problems << QStringLiteral("encounter: refused without a problem");
        checkProblems(read.error(), QStringLiteral("encounter"), problems);
        return refusal(read.error());
    }
    const QByteArray written = Io::EncounterJson::toBytes(*read);
    const auto again = Io::EncounterJson::fromJson(written);
    if (!again)
        problems << QStringLiteral("written out, the encounter is refused: ")
                + firstOf(again.error());
    else if (Io::EncounterJson::toBytes(*again) != written)
        problems << QStringLiteral("written out twice, the encounter's bytes differ");

    const auto ruleset = rulesetFor(read->rulesetId);
    const auto check = EncounterCheck::encounter(*read, *ruleset);
    checkProblems(check, QStringLiteral("encounter check"), problems);
    if (!check.isEmpty())
        return refusal(check);
    // Checked, the encounter is one Fray uses as it is: the check is what stands between a
    // file and the engine.
    Encounter::Encounter encounter(ruleset, *read);
    problems += play(encounter, firstFight(*read)).problems;
    // Fray refuses an encounter for a ruleset it does not have, and says why (whyMissing).
    if (builtins().find(read->rulesetId))
        return Verdict::Accepted;
    if (builtins().whyMissing(read->rulesetId).trimmed().isEmpty()) {
        problems << QStringLiteral("encounter: an unknown ruleset refused without a message");
        return Verdict::Neither;
    }
    return Verdict::Refused;
}

// A library file: read, written and read back, every entry checked as an import checks it.
// Returns what Fray would make of it: an import refuses the file for its first bad entry, with
// the entry's problems or its unknown ruleset as the reason.
Verdict exerciseLibraryFile(const QByteArray &bytes, QStringList &problems)
{
    const auto read = Io::LibraryJson::fromJson(bytes);
    if (!read) {
        if (read.error().isEmpty())
            problems << QStringLiteral("library: refused without a problem");
        checkProblems(read.error(), QStringLiteral("library"), problems);
        return refusal(read.error());
    }
    const QByteArray written = Io::LibraryJson::toBytes(*read);
    const auto again = Io::LibraryJson::fromJson(written);
    if (!again)
        problems << QStringLiteral("written out, the library is refused: ")
                + firstOf(again.error());
    else if (Io::LibraryJson::toBytes(*again) != written)
        problems << QStringLiteral("written out twice, the library's bytes differ");
    bool accepted = true;
    for (const auto &entry : *read) {
        const auto check = EncounterCheck::combatant(
            entry.prototype, *rulesetFor(entry.rulesetId), QStringLiteral("entry"));
        checkProblems(check, QStringLiteral("library check"), problems);
        accepted = accepted && check.isEmpty() && builtins().find(entry.rulesetId);
    }
    return accepted ? Verdict::Accepted : Verdict::Refused;
}

} // namespace

// --- Rulesets ---------------------------------------------------------------------------------

QStringList exerciseRuleset(QByteArrayView input, Verdict *verdict)
{
    const QByteArray bytes = input.toByteArray();
    QStringList problems;
    const auto read = Rules::RulesetReader::read(bytes);
    if (verdict)
        *verdict = read ? Verdict::Accepted : refusal(read.error());
    if (!read) {
        if (read.error().isEmpty())
            problems << QStringLiteral("read: refused without a problem");
        checkProblems(read.error(), QStringLiteral("read"), problems);
        return problems;
    }
    const Rules::Ruleset &ruleset = *read;

    // What the writer writes the reader reads as the same ruleset (RulesetWriter's promise),
    // and writing that again changes no byte.
    const QByteArray written = Rules::RulesetWriter::toBytes(ruleset);
    const auto again = Rules::RulesetReader::read(written);
    if (!again)
        problems << QStringLiteral("written out, the ruleset is refused: ")
                + firstOf(again.error());
    else if (!(*again == ruleset))
        problems << QStringLiteral("written out and read back, the ruleset is another");
    else if (Rules::RulesetWriter::toBytes(*again) != written)
        problems << QStringLiteral("written out twice, the bytes differ");

    // What the rest of Fray takes for granted in an accepted ruleset.
    if (!ruleset.attack())
        problems << QStringLiteral("accepted without an attack check");
    const auto players = std::count_if(
        ruleset.sides.begin(), ruleset.sides.end(), [](const Rules::Side &s) { return s.players; });
    if (players != 1 || ruleset.sides.size() < 2)
        problems << QStringLiteral("accepted with %1 players' sides of %2")
                        .arg(players)
                        .arg(ruleset.sides.size());
    if (!problems.isEmpty())
        return problems;
    return fightUnder(std::make_shared<const Rules::Ruleset>(ruleset));
}

// --- Encounters, libraries and play commands --------------------------------------------------

QStringList exerciseEncounter(QByteArrayView input, Verdict *verdict)
{
    const QByteArray bytes = input.toByteArray();
    QStringList problems;
    // Every input goes to both file readers: each reads all it can before it looks at the
    // format, and a list of commands is refused by both.
    const Verdict asEncounter = exerciseEncounterFile(bytes, problems);
    const Verdict asLibrary = exerciseLibraryFile(bytes, problems);
    Verdict found = Verdict::Neither;
    if (asEncounter == Verdict::Accepted || asLibrary == Verdict::Accepted)
        found = Verdict::Accepted;
    else if (asEncounter == Verdict::Refused && asLibrary == Verdict::Refused)
        found = Verdict::Refused;

    const QJsonDocument document = QJsonDocument::fromJson(bytes);
    if (document.isArray()) {
        // A list of commands: what it does on the sample encounters decides. A command that
        // fails says why (play() reports one that does not).
        qsizetype completed = 0;
        for (const auto &[ruleset, state] : samples()) {
            Encounter::Encounter encounter(ruleset, state);
            const Play played = play(encounter, document.array());
            for (const QString &problem : played.problems)
                problems << QStringLiteral("%1: %2").arg(ruleset->id, problem);
            completed += played.completed ? 1 : 0;
        }
        const auto tries = qsizetype(samples().size());
        found = overall(completed, tries - completed, tries);
    }
    if (verdict)
        *verdict = found;
    return problems;
}

// --- Stat lines -------------------------------------------------------------------------------

QStringList exerciseCsv(QByteArrayView input, Verdict *verdict)
{
    const QByteArray bytes = input.toByteArray();
    QStringList problems;
    const auto rows = Io::CsvImport::parse(bytes);
    if (!rows && rows.error().trimmed().isEmpty())
        problems << QStringLiteral("parse: refused without a message");
    const qint64 lines = rows ? qint64(rows->size()) : 0;

    qsizetype acceptedUnder = 0;
    qsizetype refusedUnder = 0;
    for (const auto &entry : builtins().entries()) {
        const QString id = entry.ruleset->id;
        Io::ImportReader::Options options;
        options.statLinesRuleset = id;
        const auto plan = Io::ImportReader::read(bytes, builtins(), options);
        if (!plan) {
            if (plan.error().trimmed().isEmpty())
                problems << id + QStringLiteral(": refused without a message");
            else
                ++refusedUnder;
            continue;
        }
        // Only stat lines are this harness's (JSON goes to fuzz_encounter).
        if (plan->format != Io::ImportReader::Format::StatLines)
            continue;
        if (!rows)
            problems << id + QStringLiteral(": imported what CsvImport::parse refuses");
        // Every line but the header is an entry, a rejected line or blank, by its number.
        for (const auto &rejected : plan->rejected) {
            if (rejected.line < 2 || rejected.line > lines)
                problems << id
                        + QStringLiteral(": line %1 rejected of %2").arg(rejected.line).arg(lines);
            if (rejected.reason.trimmed().isEmpty())
                problems << id
                        + QStringLiteral(": line %1 rejected without a reason").arg(rejected.line);
        }
        if (!std::is_sorted(plan->rejected.begin(), plan->rejected.end(),
                [](const auto &a, const auto &b) { return a.line < b.line; }))
            problems << id + QStringLiteral(": rejected lines out of order");
        if (qint64(plan->entries.size() + plan->rejected.size()) > std::max<qint64>(0, lines - 1))
            problems << id + QStringLiteral(": more entries and rejections than lines");
        if (rows && !rows->empty() && qsizetype(plan->columns.size()) != rows->front().cells.size())
            problems << id
                    + QStringLiteral(": %1 columns for a header of %2")
                          .arg(plan->columns.size())
                          .arg(rows->front().cells.size());
        for (const auto &e : plan->entries) {
            if (e.name.trimmed().isEmpty() || e.rulesetId != id)
                problems << id + QStringLiteral(": an entry without a name or of another ruleset");
        }

        // Imported entries export to a library file that imports again as the same entries.
        const QByteArray exported = Io::LibraryJson::toBytes(plan->entries);
        const auto reimported = Io::LibraryJson::fromJson(exported);
        if (!reimported)
            problems << id
                    + QStringLiteral(": the imported entries export to a library that is refused: ")
                    + firstOf(reimported.error());
        else if (Io::LibraryJson::toBytes(*reimported) != exported)
            problems << id + QStringLiteral(": the exported entries read back as others");

        // A rejected line refuses the import (fray-cli import without --skip-rejected); a file
        // with no line to import and none rejected is neither taken nor refused.
        if (!plan->rejected.empty())
            ++refusedUnder;
        else if (!plan->entries.empty())
            ++acceptedUnder;
    }
    if (verdict)
        *verdict = overall(acceptedUnder, refusedUnder, qsizetype(builtins().entries().size()));
    return problems;
}

// --- Other tools' files ---------------------------------------------------------------------

QStringList exerciseForeign(QByteArrayView input, Verdict *verdict)
{
    const QByteArray bytes = input.toByteArray();
    QStringList problems;
    const auto format = Io::ImportReader::sniff(bytes);
    // Only other tools' formats are this harness's: Fray's own files and CSV have theirs.
    const bool foreign = format == Io::ImportReader::Format::ImprovedInitiative
        || format == Io::ImportReader::Format::FightClub
        || format == Io::ImportReader::Format::Open5e
        || format == Io::ImportReader::Format::FiveETools;
    qsizetype acceptedUnder = 0;
    qsizetype refusedUnder = 0;
    for (const auto &entry : builtins().entries()) {
        const QString id = entry.ruleset->id;
        Io::ImportReader::Options options;
        options.statLinesRuleset = id;
        const auto plan = Io::ImportReader::read(bytes, builtins(), options);
        if (!plan) {
            if (plan.error().trimmed().isEmpty())
                problems << id + QStringLiteral(": refused without a message");
            else
                ++refusedUnder;
            continue;
        }
        if (!foreign || plan->format != format)
            continue;
        if (plan->reports.size() != plan->entries.size())
            problems << id
                    + QStringLiteral(": %1 reports for %2 entries")
                          .arg(plan->reports.size())
                          .arg(plan->entries.size());
        // What comes in is what Fray would run: each entry and encounter passes its check.
        for (const auto &e : plan->entries) {
            if (e.name.trimmed().isEmpty() || e.rulesetId != id)
                problems << id + QStringLiteral(": an entry without a name or of another ruleset");
            const auto found = EncounterCheck::combatant(e.prototype, *entry.ruleset, QString());
            if (!found.isEmpty())
                problems << id
                        + QStringLiteral(": entry '%1' fails its check: %2")
                              .arg(e.name, EncounterCheck::summary(found));
        }
        for (const auto &e : plan->encounters) {
            const auto found = EncounterCheck::encounter(e, *entry.ruleset);
            if (!found.isEmpty())
                problems << id
                        + QStringLiteral(": encounter '%1' fails its check: %2")
                              .arg(e.name, EncounterCheck::summary(found));
        }
        // Nothing dropped silently: every loss says what and why.
        for (const auto &r : plan->reports) {
            for (const auto &l : r.lost) {
                if (l.field.trimmed().isEmpty() || l.reason.trimmed().isEmpty())
                    problems << id
                            + QStringLiteral(": a loss of '%1' without its field or reason")
                                  .arg(r.name);
            }
        }
        // What came in exports to Improved Initiative's shape and imports again, as many.
        const QByteArray exported
            = Io::ImprovedInitiativeWriter::write(plan->entries, plan->encounters, builtins());
        const auto back = Io::ImportReader::read(exported, builtins(), options);
        if (!back)
            problems << id + QStringLiteral(": its Improved Initiative export is refused: ")
                    + back.error();
        else if (back->entries.size() != plan->entries.size()
            || back->encounters.size() != plan->encounters.size())
            problems << id
                    + QStringLiteral(": its Improved Initiative export reads back as %1 entries, "
                                     "not %2")
                          .arg(back->entries.size())
                          .arg(plan->entries.size());
        ++acceptedUnder;
    }
    if (verdict)
        *verdict = overall(acceptedUnder, refusedUnder, qsizetype(builtins().entries().size()));
    return problems;
}

namespace {

constexpr std::array kReaders{
    Reader{"ruleset", &exerciseRuleset},
    Reader{"encounter", &exerciseEncounter},
    Reader{"csv", &exerciseCsv},
    Reader{"foreign", &exerciseForeign},
    Reader{"request", &exerciseRequest},
    Reader{"page", &exercisePage},
};

} // namespace

std::span<const Reader> readers()
{
    return kReaders;
}

const Reader *reader(QByteArrayView name)
{
    const auto it = std::find_if(kReaders.begin(), kReaders.end(),
        [&](const Reader &r) { return name == QByteArrayView(r.name); });
    return it == kReaders.end() ? nullptr : &*it;
}

} // namespace Fray::Fuzz
