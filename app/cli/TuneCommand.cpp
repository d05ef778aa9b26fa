// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/TuneCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/EncounterFile.h"
#include "app/cli/RulesetOptions.h"
#include "app/cli/TacticOptions.h"
#include "app/cli/TrialOptions.h"
#include "core/i18n/NumberText.h"
#include "core/sim/FightTuner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace Fray::Cli {

namespace {

using Knob = Sim::FightTuner::Knob;

std::optional<Knob> knobFrom(const QString &text)
{
    const QString kind = text.section(QLatin1Char(':'), 0, 0).trimmed().toLower();
    const QString name = text.section(QLatin1Char(':'), 1).trimmed();
    if (name.isEmpty())
        return std::nullopt;
    if (kind == u"count")
        return Knob{Knob::Kind::Count, name};
    if (kind == u"hp")
        return Knob{Knob::Kind::HitPoints, name};
    if (kind == u"attack")
        return Knob{Knob::Kind::AttackValue, name};
    return std::nullopt;
}

QJsonObject pointJson(const Sim::FightTuner::Point &p)
{
    return QJsonObject{{QStringLiteral("value"), p.value}, {QStringLiteral("win"), p.win},
        {QStringLiteral("win_se"), p.winSe}, {QStringLiteral("difficulty"), p.difficulty},
        {QStringLiteral("mean_rounds"), p.meanRounds}};
}

} // namespace

int TuneCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("An encounter file (*.fray.json)."));
    const QCommandLineOption knob(QStringLiteral("knob"),
        tr("What to turn: count:GROUP (Goblin, or SIDE:NAME), hp:NAME (a combatant's hit points) "
           "or attack:NAME (its attack value)."),
        QStringLiteral("KNOB"));
    const QCommandLineOption target(QStringLiteral("target"),
        tr("What to come closest to: win=P (the party's chance to win, 0.8 or 80%) or a "
           "difficulty: easy, medium, hard, deadly."),
        QStringLiteral("TARGET"));
    const QCommandLineOption from(
        QStringLiteral("from"), tr("The lowest value to try."), QStringLiteral("A"));
    const QCommandLineOption to(
        QStringLiteral("to"), tr("The highest value to try."), QStringLiteral("B"));
    const QCommandLineOption write(QStringLiteral("write"),
        tr("Save the encounter with the value found as a new encounter file."),
        QStringLiteral("OUT"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption set(QStringLiteral("set"),
        tr("A value the ruleset takes from no combatant (old-school's needed), for every "
           "attack."),
        QStringLiteral("NAME=VALUE"));
    parser.addOptions({knob, target, from, to, write, json, set});
    const TrialOptions trials(tr("Fights to simulate for each value"));
    trials.addTo(parser);
    const TacticOptions tactics;
    tactics.addTo(parser);
    const RulesetOptions rulesets(false);
    rulesets.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;

    Sim::SimOptions options;
    QString error;
    if (!trials.apply(parser, options, true, error) || !tactics.apply(parser, options, error))
        return io.fail(error);
    const auto given = CliOptions::givenValues(parser.values(set), error);
    if (!given)
        return io.fail(error);
    options.values = *given;
    if (!parser.isSet(knob))
        return io.fail(tr("--knob is required: count:GROUP, hp:NAME or attack:NAME"));
    const auto chosen = knobFrom(parser.value(knob));
    if (!chosen)
        return io.fail(tr("--knob '%1': expected count:GROUP, hp:NAME or attack:NAME")
                           .arg(parser.value(knob)));
    if (!parser.isSet(target))
        return io.fail(tr("--target is required: win=P or easy, medium, hard, deadly"));
    const auto aim = Sim::FightTuner::targetFrom(parser.value(target));
    if (!aim)
        return io.fail(QStringLiteral("--target %1").arg(aim.error()));
    const auto bound = [&](const QCommandLineOption &option) -> std::optional<std::optional<int>> {
        if (!parser.isSet(option))
            return std::optional<int>();
        bool ok = false;
        const int v = parser.value(option).toInt(&ok);
        if (!ok) {
            error = tr("--%1 must be a whole number").arg(option.names().constFirst());
            return std::nullopt;
        }
        return std::optional<int>(v);
    };
    const auto lo = bound(from);
    const auto hi = lo ? bound(to) : std::nullopt;
    if (!lo || !hi)
        return io.fail(error);

    LoadedEncounter loaded = loadEncounter(parser, rulesets);
    if (!loaded.encounter)
        return io.fail(loaded.error);
    const QString file = parser.positionalArguments().constFirst();
    const auto tuner = Sim::FightTuner::create(*loaded.encounter, *chosen, options, *lo, *hi);
    if (!tuner)
        return io.fail(tr("%1: --knob %2: %3").arg(file, parser.value(knob), tuner.error()));
    const Sim::FightTuner::Result result = tuner->tune(*aim);
    if (!result.best)
        return io.fail(tr("%1: no value could be simulated (%2): %3")
                           .arg(file, tuner->knobText(), result.notes.join(QStringLiteral("; "))));
    if (parser.isSet(write)) {
        if (const auto failed = saveEncounterFile(
                parser.value(write), tuner->at(result.best->value), loaded.encounter->ruleset()))
            return io.fail(*failed);
    }

    if (parser.isSet(json)) {
        QJsonArray curve;
        for (const auto &p : result.curve)
            curve.append(pointJson(p));
        const QJsonObject out{{QStringLiteral("knob"), tuner->knobText()},
            {QStringLiteral("current"), tuner->current()},
            {QStringLiteral("from"), tuner->lowest()}, {QStringLiteral("to"), tuner->highest()},
            {QStringLiteral("best"), pointJson(*result.best)},
            {QStringLiteral("scanned"), result.scanned}, {QStringLiteral("curve"), curve},
            {QStringLiteral("trials"), qint64(options.trials)},
            {QStringLiteral("seed"), qint64(options.seed)},
            {QStringLiteral("notes"), QJsonArray::fromStringList(result.notes)}};
        io.out() << QJsonDocument(out).toJson(QJsonDocument::Compact) << "\n";
        return ExitOk;
    }
    const QLocale locale;
    using NumberText::percent;
    io.out() << tr("%1: %2, from %3 to %4 (now %5); %6 fights a value, seed %7")
                    .arg(file, tuner->knobText(), locale.toString(tuner->lowest()),
                        locale.toString(tuner->highest()), locale.toString(tuner->current()),
                        locale.toString(qint64(options.trials)))
                    .arg(options.seed)
             << "\n";
    for (const auto &p : result.curve) {
        const QString mark = p.value == result.best->value ? QStringLiteral("  <") : QString();
        io.out() << QStringLiteral("  %1  %2  %3%4")
                        .arg(locale.toString(p.value), 6)
                        .arg(percent(p.win), 7)
                        .arg(Sim::Difficulty::label(p.difficulty), mark)
                 << "\n";
    }
    io.out() << tr("Best: %1 = %2, the party wins %3 (%4)")
                    .arg(tuner->knobText(), locale.toString(result.best->value),
                        percent(result.best->win), Sim::Difficulty::label(result.best->difficulty))
             << "\n";
    io.out() << tr("%n value(s) scanned, then %1 by bisection; every value with the same seed.",
        nullptr, result.scanned)
                    .arg(int(result.curve.size()) - result.scanned)
             << "\n";
    for (const QString &note : result.notes)
        io.out() << tr("Note: %1").arg(note) << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
