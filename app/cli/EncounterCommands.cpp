// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/EncounterCommands.h"

#include "app/cli/CliOptions.h"
#include "app/cli/EncounterFile.h"
#include "app/cli/MoralePrompts.h"
#include "app/cli/RulesetOptions.h"
#include "core/InputFile.h"
#include "core/OutputFile.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/EncounterCheck.h"
#include "core/encounter/EventKeeper.h"
#include "core/encounter/History.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/TurnKeeper.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/io/CommandJson.h"
#include "core/io/EncounterJson.h"
#include "core/rules/Reminder.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Fray::Cli {

namespace {

// The list of commands in `path`. A file that is not JSON is reported with the line and column
// where reading stopped.
Expected<QJsonArray, QString> readCommands(const QString &path)
{
    const auto read = InputFile::read(path);
    if (!read)
        return read.error();
    const QByteArray &bytes = *read;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = bytes.left(parseError.offset);
        return QCoreApplication::translate(
            "Fray::Cli::EncounterCommands", "%1: not valid JSON at line %2, column %3: %4")
            .arg(path)
            .arg(before.count('\n') + 1)
            .arg(parseError.offset - before.lastIndexOf('\n'))
            .arg(parseError.errorString());
    }
    if (!document.isArray())
        return QCoreApplication::translate(
            "Fray::Cli::EncounterCommands", "%1: expected a list of commands")
            .arg(path);
    return document.array();
}

// Runs the commands in order; the first that is malformed or fails stops the play and is the
// error ("commands[2].pool: expected a text"). Nothing is printed or saved after an error.
// `current` follows the command running, so what it raises can be told apart.
std::optional<QString> playCommands(const QJsonArray &list, Encounter::Encounter &encounter,
    Dice::Random &random, qsizetype &current, MoralePrompts *morale = nullptr)
{
    using Io::CommandJson;
    Encounter::History history;
    QList<Json::JsonProblem> problems;
    for (qsizetype i = 0; i < list.size(); ++i) {
        current = i;
        const Json::JsonValue command(list.at(i), QStringLiteral("commands[%1]").arg(i), &problems);
        const QJsonObject object = list.at(i).toObject();
        const bool undo = CommandJson::isUndo(object);
        std::optional<QString> failure;
        if (undo || CommandJson::isRedo(object)) {
            if (auto bad = CommandJson::checkHistoryStep(command))
                return bad;
            failure = undo ? history.undo(encounter) : history.redo(encounter);
        } else {
            auto created = CommandJson::read(command, encounter);
            if (!created)
                return created.error();
            if (!*created)
                continue; // it changes nothing, as in the window
            failure = history.execute(std::move(created).value(), encounter, random);
        }
        if (failure)
            return QStringLiteral("commands[%1] (%2): %3")
                .arg(i)
                .arg(object.value(QStringLiteral("command")).toString(), *failure);
        if (morale)
            morale->after(i, object.value(QStringLiteral("command")).toString(), encounter);
    }
    return std::nullopt;
}

QJsonArray orderJson(const Encounter::Encounter &encounter)
{
    QJsonArray order;
    for (const Encounter::InitiativeEntry &e : encounter.state().order) {
        QJsonObject o{{QStringLiteral("slot"), e.slot + 1},
            {QStringLiteral("combatant"), Encounter::InitiativeRoller::name(encounter, e)},
            {QStringLiteral("attack"), e.attack},
            {QStringLiteral("value"), e.scale == 1 ? QJsonValue(e.value) : QJsonValue(e.count())},
            {QStringLiteral("lost"), e.lost}};
        if (!e.window.isEmpty())
            o.insert(QStringLiteral("window"), e.window);
        if (e.event)
            o.insert(QStringLiteral("event"), true);
        if (!e.side.isEmpty()) {
            QJsonArray members;
            for (const auto id : Encounter::InitiativeRoller::members(encounter, e))
                members.append(encounter.find(id)->name);
            o.insert(QStringLiteral("members"), members);
        }
        if (!e.note.isEmpty())
            o.insert(QStringLiteral("note"), e.note);
        order.append(o);
    }
    return order;
}

std::optional<qint64> seedOption(
    const QCommandLineParser &parser, const QCommandLineOption &seed, QString &error)
{
    if (!parser.isSet(seed)) {
        error = QCoreApplication::translate(
            "Fray::Cli::EncounterCommands", "--seed N is required, so the rolls can be repeated");
        return std::nullopt;
    }
    return CliOptions::integer(parser, seed, 0, CliOptions::kMaxSeed, 0, error);
}

} // namespace

int InitiativeCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("An encounter file (*.fray.json)."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption seed(
        QStringLiteral("seed"), tr("Seed for the rolls."), QStringLiteral("N"));
    const QCommandLineOption rounds(
        QStringLiteral("rounds"), tr("Rounds to roll (default 1)."), QStringLiteral("R"));
    parser.addOptions({json, seed, rounds});
    const RulesetOptions options(false);
    options.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    QString error;
    const auto seedValue = seedOption(parser, seed, error);
    const auto roundCount
        = seedValue ? CliOptions::integer(parser, rounds, 1, 1000, 1, error) : std::nullopt;
    if (!roundCount)
        return io.fail(error);
    LoadedEncounter loaded = loadEncounter(parser, options);
    if (!loaded.encounter)
        return io.fail(loaded.error);
    Encounter::Encounter &encounter = *loaded.encounter;

    // Each round as the fight would run it: start, then round after round. Each is printed as
    // it is rolled, so a thousand rounds of a large fight are never all held at once.
    const bool asJson = parser.isSet(json);
    const auto print = [&](bool first, qint64 round, const QJsonArray &order) {
        if (asJson) {
            io.out() << (first ? "{\"rounds\":[" : ",")
                     << QJsonDocument(QJsonObject{{QStringLiteral("round"), round},
                                          {QStringLiteral("order"), order}})
                            .toJson(QJsonDocument::Compact);
            return;
        }
        io.out() << tr("Round %1").arg(round) << "\n";
        for (const QJsonValue &v : order) {
            const QJsonObject e = v.toObject();
            io.out() << QStringLiteral("  %1. %2%3  %4%5\n")
                            .arg(e.value(QStringLiteral("slot")).toInteger(), 3)
                            .arg(e.value(QStringLiteral("combatant")).toString())
                            .arg(e.value(QStringLiteral("attack")).toInteger() > 0
                                    ? QStringLiteral(" #%1").arg(
                                        e.value(QStringLiteral("attack")).toInteger())
                                    : QString())
                            .arg(e.value(QStringLiteral("value")).toVariant().toString())
                            .arg(e.value(QStringLiteral("lost")).toBool()
                                    ? QStringLiteral(" %1").arg(tr("(lost)"))
                                    : QString());
        }
    };
    Dice::Random random(static_cast<quint64>(*seedValue));
    for (qint64 r = 1; r <= *roundCount; ++r) {
        // A look at the rounds ahead asks no one: each round ends as the rules say.
        Encounter::TurnCommand step(r == 1 && encounter.state().round == 0
                ? Encounter::TurnCommand::Step::Start
                : Encounter::TurnCommand::Step::LetRoundEnd);
        if (r == 1 && encounter.state().round > 0) {
            Encounter::TurnCommand roll(Encounter::TurnCommand::Step::RollInitiative);
            if (auto e = roll.execute(encounter, random))
                return io.fail(*e);
        } else if (auto e = step.execute(encounter, random)) {
            return io.fail(*e);
        }
        print(r == 1, encounter.state().round, orderJson(encounter));
    }
    if (asJson)
        io.out() << "]}\n";
    return ExitOk;
}

int PlayCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("An encounter file (*.fray.json)."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption seed(
        QStringLiteral("seed"), tr("Seed for the rolls."), QStringLiteral("N"));
    const QCommandLineOption commands(QStringLiteral("commands"),
        tr("A JSON file with a list of commands."), QStringLiteral("CMDS.json"));
    const QCommandLineOption save(QStringLiteral("save"),
        tr("Write the encounter after the commands to OUT."), QStringLiteral("OUT"));
    parser.addOptions({json, seed, commands, save});
    const RulesetOptions options(false);
    options.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    QString error;
    const auto seedValue = seedOption(parser, seed, error);
    if (!seedValue)
        return io.fail(error);
    if (!parser.isSet(commands))
        return io.fail(tr("--commands CMDS.json is required"));
    LoadedEncounter loaded = loadEncounter(parser, options);
    if (!loaded.encounter)
        return io.fail(loaded.error);
    Encounter::Encounter &encounter = *loaded.encounter;

    auto list = readCommands(parser.value(commands));
    if (!list)
        return io.fail(list.error());
    Dice::Random random(static_cast<quint64>(*seedValue));
    // The reminders each command raised (a redo raises its command's again; an undo none).
    qsizetype current = -1;
    QJsonArray reminders;
    QStringList reminderLines;
    QObject::connect(&encounter, &Encounter::Encounter::reminderRaised,
        [&](Encounter::CombatantId id, const Rules::Reminder &reminder) {
            const Encounter::Combatant *c = encounter.find(id);
            const QString name = c ? c->name : QString();
            const QString kind
                = list->at(current).toObject().value(QStringLiteral("command")).toString();
            reminders.append(QJsonObject{{QStringLiteral("command"), current},
                {QStringLiteral("kind"), kind}, {QStringLiteral("round"), encounter.state().round},
                {QStringLiteral("combatant"), name},
                {QStringLiteral("when"), Rules::Reminder::whenKey(reminder.when)},
                {QStringLiteral("text"), reminder.text}});
            reminderLines << tr("commands[%1] (%2) \u00b7 %3: %4")
                                 .arg(QString::number(current), kind, name, reminder.shortText());
        });
    MoralePrompts morale;
    if (const auto failure = playCommands(*list, encounter, random, current, &morale))
        return io.fail(*failure);

    if (parser.isSet(save)) {
        if (const auto failed
            = saveEncounterFile(parser.value(save), encounter.state(), encounter.ruleset()))
            return io.fail(*failed);
    }

    const Encounter::EncounterState &state = encounter.state();
    const Encounter::InitiativeEntry *acting = encounter.actingEntry();
    QJsonArray combatants, log;
    for (const Encounter::Combatant &c : state.combatants) {
        QJsonArray conditions;
        for (const auto &a : c.conditions) {
            QJsonObject o{{QStringLiteral("id"), a.id}};
            o.insert(QStringLiteral("rounds_left"),
                a.roundsLeft ? QJsonValue(*a.roundsLeft) : QJsonValue());
            conditions.append(o);
        }
        QJsonObject shown{{QStringLiteral("name"), c.name}, {QStringLiteral("side"), c.side},
            {QStringLiteral("hp"), c.hp}, {QStringLiteral("max_hp"), c.maxHp},
            {QStringLiteral("state"), c.state.isEmpty() ? QJsonValue() : QJsonValue(c.state)},
            {QStringLiteral("conditions"), conditions}};
        // Only a combatant with uses has the key, so scripts written before uses read the same.
        if (!c.uses.empty()) {
            QJsonArray uses;
            for (const Encounter::Use &u : c.uses)
                uses.append(QJsonObject{{QStringLiteral("name"), u.name},
                    {QStringLiteral("left"), u.left}, {QStringLiteral("max"), u.maximum},
                    {QStringLiteral("reset"), Encounter::Use::resetKey(u.reset)}});
            shown.insert(QStringLiteral("uses"), uses);
        }
        combatants.append(shown);
    }
    for (const Encounter::LogEntry &entry : state.log)
        log.append(QJsonObject{
            {QStringLiteral("round"), entry.round}, {QStringLiteral("text"), entry.text}});
    const QString actingName
        = acting ? Encounter::InitiativeRoller::name(encounter, *acting) : QString();

    if (parser.isSet(json)) {
        QJsonObject out{{QStringLiteral("round"), state.round},
            {QStringLiteral("turn"), actingName.isEmpty() ? QJsonValue() : QJsonValue(actingName)},
            {QStringLiteral("combatants"), combatants}, {QStringLiteral("log"), log}};
        // Only an encounter with events has these keys, so scripts written before read the same.
        if (!state.events.empty()) {
            QJsonArray events;
            for (const Encounter::Event &e : state.events)
                events.append(QJsonObject{{QStringLiteral("name"), e.name},
                    {QStringLiteral("when"), Encounter::EventKeeper::whenText(e)},
                    {QStringLiteral("rounds"), Encounter::EventKeeper::roundsText(e)},
                    {QStringLiteral("note"), e.note}});
            out.insert(QStringLiteral("events"), events);
            out.insert(QStringLiteral("order"), orderJson(encounter));
        }
        // Only when some were raised, so scripts written before reminders read the same.
        if (!reminders.isEmpty())
            out.insert(QStringLiteral("reminders"), reminders);
        if (!morale.json().isEmpty())
            out.insert(QStringLiteral("morale_asked"), morale.json());
        io.out() << QJsonDocument(out).toJson(QJsonDocument::Compact) << "\n";
        return ExitOk;
    }
    io.out() << (actingName.isEmpty()
            ? tr("Round %1").arg(state.round)
            : tr("Round %1, %2 acts").arg(QString::number(state.round), actingName))
             << "\n";
    for (const Encounter::Combatant &c : state.combatants) {
        QStringList conditions;
        for (const auto &a : c.conditions)
            conditions << (a.roundsLeft ? QStringLiteral("%1 (%2)").arg(a.id).arg(*a.roundsLeft)
                                        : a.id);
        QStringList uses;
        for (const Encounter::Use &u : c.uses)
            uses << u.shortText();
        io.out() << QStringLiteral("  %1  %2/%3  %4  %5%6\n")
                        .arg(c.name, -16)
                        .arg(c.hp)
                        .arg(c.maxHp)
                        .arg(c.state, -20)
                        .arg(conditions.join(QStringLiteral(", ")),
                            uses.isEmpty()
                                ? QString()
                                : QStringLiteral("  ") + uses.join(QStringLiteral(" \u00b7 ")));
    }
    if (!state.events.empty()) {
        io.out() << tr("Order: %1")
                        .arg(
                            Encounter::InitiativeRoller::orderText(encounter, state.order).render())
                 << "\n";
        for (const Encounter::Event &e : state.events)
            io.out() << QStringLiteral("  %1  %2, %3%4\n")
                            .arg(e.name, -16)
                            .arg(Encounter::EventKeeper::whenText(e),
                                Encounter::EventKeeper::roundsText(e),
                                e.note.isEmpty() ? QString() : QStringLiteral("  ") + e.note);
    }
    io.out() << tr("Log:") << "\n";
    for (const Encounter::LogEntry &entry : state.log)
        io.out() << "  "
                 << (entry.round > 0
                            ? QStringLiteral("%1 \u00b7 ").arg(tr("Round %1").arg(entry.round))
                            : QString())
                 << entry.shown() << "\n";
    if (!reminderLines.isEmpty()) {
        io.out() << tr("Reminders:") << "\n";
        for (const QString &line : std::as_const(reminderLines))
            io.out() << "  " << line << "\n";
    }
    if (!morale.lines().isEmpty()) {
        io.out() << tr("Morale asked:") << "\n";
        for (const QString &line : morale.lines())
            io.out() << "  " << line << "\n";
    }
    return ExitOk;
}

} // namespace Fray::Cli
