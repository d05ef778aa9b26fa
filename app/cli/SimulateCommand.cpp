// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/SimulateCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/EncounterFile.h"
#include "app/cli/RulesetOptions.h"
#include "core/rules/DisplayNames.h"
#include "core/sim/Difficulty.h"
#include "core/sim/ExactDuel.h"
#include "core/sim/FightModel.h"
#include "core/sim/Simulator.h"

#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

namespace Fray::Cli {

namespace {

QString percent(double p)
{
    return QLocale().toString(100.0 * p, 'f', 1) + QLatin1Char('%');
}

} // namespace

int SimulateCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("An encounter file (*.fray.json)."));
    const QCommandLineOption trials(
        QStringLiteral("trials"), tr("Fights to simulate (1 to 10^9)."), QStringLiteral("N"));
    const QCommandLineOption seed(
        QStringLiteral("seed"), tr("Seed for the fights' rolls."), QStringLiteral("S"));
    const QCommandLineOption threads(QStringLiteral("threads"),
        tr("Threads to run on (default: every core); the result is the same for any number."),
        QStringLiteral("T"));
    const QCommandLineOption tactic(QStringLiteral("tactic"),
        tr("How every side picks whom to attack: weakest (default), random, strongest, first."),
        QStringLiteral("T"));
    const QCommandLineOption tacticFoes(QStringLiteral("tactic-foes"),
        tr("The same for the sides that are not the players'."), QStringLiteral("T"));
    const QCommandLineOption maxRounds(QStringLiteral("max-rounds"),
        tr("Rounds after which a fight counts as undecided (default 50)."), QStringLiteral("R"));
    const QCommandLineOption exact(QStringLiteral("exact"),
        tr("Work a one-against-one fight out exactly instead of simulating it."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption set(QStringLiteral("set"),
        tr("A value the ruleset takes from no combatant (old-school's needed), for every "
           "attack."),
        QStringLiteral("NAME=VALUE"));
    const QCommandLineOption threshold(QStringLiteral("threshold"),
        tr("A difficulty threshold, WORD.CHANCE=P: deadly, hard or medium; lose, out or dead "
           "(hard.lose=0.1)."),
        QStringLiteral("WORD.CHANCE=P"));
    parser.addOptions(
        {trials, seed, threads, tactic, tacticFoes, maxRounds, exact, json, set, threshold});
    const RulesetOptions rulesets(false);
    rulesets.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;

    const bool isExact = parser.isSet(exact);
    QString error;
    Sim::SimOptions options;
    if (!isExact && !parser.isSet(trials))
        return io.fail(tr("--trials N is required (or --exact for a duel)"));
    if (!isExact && !parser.isSet(seed))
        return io.fail(tr("--seed S is required, so the fights can be repeated"));
    const auto trialCount = CliOptions::integer(
        parser, trials, 1, Sim::SimOptions::maxTrials, isExact ? 0 : 1, error);
    if (!trialCount) {
        // "0" and "-5" read as numbers out of range; the message says the range either way.
        return io.fail(error);
    }
    const auto seedValue = CliOptions::integer(parser, seed, 0, CliOptions::kMaxSeed, 0, error);
    if (!seedValue)
        return io.fail(error);
    const auto threadCount = CliOptions::integer(parser, threads, 1, 1024, 0, error);
    if (!threadCount)
        return io.fail(error);
    const auto rounds
        = CliOptions::integer(parser, maxRounds, 1, Sim::SimOptions::maxRoundsLimit, 50, error);
    if (!rounds)
        return io.fail(error);
    for (const QCommandLineOption *option : {&tactic, &tacticFoes}) {
        if (!parser.isSet(*option))
            continue;
        const QString name = parser.value(*option);
        const auto chosen = Sim::tacticFromName(name);
        if (!chosen)
            return io.fail(tr("--%1: unknown tactic '%2' (known: %3)")
                               .arg(option->names().constFirst(), name,
                                   Sim::tacticNames().join(QStringLiteral(", "))));
        if (option == &tactic)
            options.partyTactic = options.foesTactic = *chosen;
        else
            options.foesTactic = *chosen;
    }
    static const QRegularExpression assignment(
        QStringLiteral("^\\s*@?([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*(-?[0-9]+)\\s*$"));
    for (const QString &text : parser.values(set)) {
        const QRegularExpressionMatch match = assignment.match(text);
        bool ok = false;
        const qint64 value = match.hasMatch() ? match.captured(2).toLongLong(&ok) : 0;
        if (!ok)
            return io.fail(tr("--set expects NAME=WHOLE-NUMBER, not '%1'").arg(text));
        options.values.insert(match.captured(1), value);
    }
    Sim::Difficulty::Thresholds thresholds;
    for (const QString &text : parser.values(threshold)) {
        if (auto bad = Sim::Difficulty::set(thresholds, text))
            return io.fail(QStringLiteral("--threshold %1").arg(*bad));
    }
    options.trials = *trialCount;
    options.seed = quint64(*seedValue);
    options.threads = int(*threadCount);
    options.maxRounds = int(*rounds);

    LoadedEncounter loaded = loadEncounter(parser, rulesets);
    if (!loaded.encounter)
        return io.fail(loaded.error);
    const QString file = parser.positionalArguments().constFirst();
    if (isExact) {
        if (auto reason = Sim::ExactDuel::whyNotBeforeBuilding(*loaded.encounter))
            return io.fail(tr("%1: --exact: %2").arg(file, *reason));
    }
    const auto model = Sim::FightModel::create(*loaded.encounter, options);
    if (!model)
        return io.fail(tr("%1: cannot simulate: %2").arg(file, model.error()));

    Sim::SimResult result;
    if (isExact) {
        auto worked = Sim::ExactDuel::run(**model);
        if (!worked)
            return io.fail(tr("%1: --exact: %2").arg(file, worked.error()));
        result = std::move(worked).value();
    } else {
        result = Sim::Simulator::run(**model);
    }
    result.difficulty = Sim::Difficulty::assess(result, thresholds);

    if (parser.isSet(json)) {
        io.out() << QJsonDocument(result.toJson()).toJson(QJsonDocument::Compact) << "\n";
        return ExitOk;
    }
    const QLocale locale;
    io.out() << (result.exact
            ? tr("Exact result (at most %n rounds)", nullptr, result.maxRounds)
            : tr("%1 fights, seed %2 (at most %n rounds)", nullptr, result.maxRounds)
                  .arg(locale.toString(qint64(result.trials)))
                  .arg(result.seed))
             << "\n";
    for (const auto &s : result.sides)
        io.out() << "  " << tr("%1 wins: %2").arg(Rules::DisplayNames::side(s.side), percent(s.win))
                 << "\n";
    if (result.draw > 0.0)
        io.out() << "  " << tr("No one left: %1").arg(percent(result.draw)) << "\n";
    if (result.undecided > 0.0)
        io.out() << "  " << tr("Undecided: %1").arg(percent(result.undecided)) << "\n";
    io.out() << "  " << tr("Rounds: %1 on average").arg(locale.toString(result.meanRounds, 'f', 2))
             << "\n";
    io.out() << "  " << tr("Difficulty: %1").arg(Sim::Difficulty::label(result.difficulty)) << "\n";
    for (const auto &c : result.combatants) {
        QString line = tr("%1 (%2): out %3").arg(c.name, c.side, percent(c.pOut));
        if (c.pDead)
            line += tr(", dead %1").arg(percent(*c.pDead));
        line += tr(", %1 HP left, %2 damage dealt on average")
                    .arg(locale.toString(c.meanHpLeft, 'f', 1),
                        locale.toString(c.meanDamageDealt, 'f', 1));
        io.out() << "  " << line << "\n";
    }
    for (const QString &note : result.notes)
        io.out() << tr("Note: %1").arg(note) << "\n";
    if (!result.exact)
        io.out() << tr("%1 fights per second").arg(locale.toString(qint64(result.fightsPerSecond)))
                 << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
