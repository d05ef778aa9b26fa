// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/DayCommand.h"

#include "app/cli/CampaignOption.h"
#include "app/cli/CliOptions.h"
#include "app/cli/EncounterFile.h"
#include "app/cli/RulesetOptions.h"
#include "app/cli/TacticOptions.h"
#include "app/cli/TrialOptions.h"
#include "core/day/DaySimulator.h"
#include "core/i18n/NumberText.h"
#include "core/io/DayJson.h"
#include "core/sim/Difficulty.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace Fray::Cli {

int DayCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"),
        tr("A day file (*.json): its fights' encounter files in order and the rests between."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption set(QStringLiteral("set"),
        tr("A value the ruleset takes from no combatant (old-school's needed), for every "
           "attack."),
        QStringLiteral("NAME=VALUE"));
    const QCommandLineOption noMorale(QStringLiteral("no-morale"),
        tr("Check no morale, where the ruleset has a morale rule: no one flees."));
    parser.addOptions({json, set, noMorale});
    const TrialOptions trials(tr("Days to simulate"));
    trials.addTo(parser);
    const CampaignOption campaign;
    campaign.addTo(parser);
    const TacticOptions tactics;
    tactics.addTo(parser);
    const RulesetOptions rulesets(false);
    rulesets.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;

    Sim::SimOptions options;
    QString error;
    if (!trials.apply(parser, options, true, error))
        return io.fail(error);
    if (!tactics.apply(parser, options, error))
        return io.fail(error);
    const auto given = CliOptions::givenValues(parser.values(set), error);
    if (!given)
        return io.fail(error);
    options.values = *given;
    options.morale = !parser.isSet(noMorale);
    if (parser.positionalArguments().size() != 1)
        return io.fail(tr("give one day FILE"));
    const QString file = parser.positionalArguments().constFirst();

    const auto read = Io::DayJson::fromFile(file);
    if (!read) {
        QStringList problems;
        for (const auto &p : read.error())
            problems << p.toString();
        return io.fail(QStringLiteral("%1: %2").arg(file, problems.join(QStringLiteral("; "))));
    }
    Day::DayPlan plan;
    for (const Io::DayJson::Fight &f : read->fights) {
        LoadedEncounter loaded = loadEncounterFile(f.encounterPath, parser, rulesets);
        if (!loaded.encounter)
            return io.fail(QStringLiteral("%1: %2").arg(file, loaded.error));
        const QString name = f.name.isEmpty() ? loaded.encounter->state().name : f.name;
        plan.steps.push_back({name, std::move(loaded.encounter), f.restBefore});
    }
    const auto model = Day::DayModel::create(plan, options);
    if (!model)
        return io.fail(tr("%1: cannot simulate the day: %2").arg(file, model.error()));
    const auto pace = campaign.pace(parser);
    if (!pace)
        return io.fail(pace.error());

    const Day::DayResult result = Day::DaySimulator::run(**model);
    const std::optional<double> minutes
        = *pace ? std::optional((*model)->minutesAt(result, **pace)) : std::nullopt;
    if (parser.isSet(json)) {
        QJsonObject out = result.toJson();
        if (minutes)
            out.insert(QStringLiteral("pace"),
                QJsonObject{{QStringLiteral("seconds_per_turn"), (*pace)->secondsPerTurn},
                    {QStringLiteral("turns_measured"), (*pace)->turns},
                    {QStringLiteral("minutes"), *minutes}});
        io.out() << QJsonDocument(out).toJson(QJsonDocument::Compact) << "\n";
        return ExitOk;
    }
    const QLocale locale;
    using NumberText::percent;
    const QString title = read->name.isEmpty() ? file : read->name;
    io.out() << tr("%1: %2 days, seed %3")
                    .arg(title, locale.toString(qint64(result.trials)))
                    .arg(result.seed)
             << "\n";
    io.out() << "  " << tr("The party gets through the day: %1").arg(percent(result.through))
             << "\n";
    for (std::size_t k = 0; k < result.fights.size(); ++k) {
        const auto &f = result.fights[k];
        io.out() << "  "
                 << (f.restBefore.isEmpty()
                            ? tr("%1. %2").arg(k + 1).arg(f.name)
                            : tr("%1. %2, after %3").arg(k + 1).arg(f.name, f.restBefore))
                 << "\n";
        io.out() << "     "
                 << tr("fought in %1 of days; the party breaks here in %2; %3 rounds on average; "
                       "%4")
                        .arg(percent(f.reached), percent(f.breaks),
                            locale.toString(f.fight.meanRounds, 'f', 2),
                            Sim::Difficulty::label(f.fight.difficulty))
                 << "\n";
        QStringList before;
        for (const auto &h : f.heroes) {
            if (!h.inFight)
                continue;
            QString text = tr("%1 %2 HP").arg(h.name, locale.toString(h.meanHp, 'f', 1));
            if (h.pOut > 0.0)
                text += tr(" (out %1)").arg(percent(h.pOut));
            before << text;
        }
        io.out() << "     " << tr("before it: %1").arg(before.join(QStringLiteral(", "))) << "\n";
    }
    for (const auto &h : result.heroes) {
        QString line = tr("%1 at the day's end: out %2").arg(h.name, percent(h.pOut));
        if (h.pDead)
            line += tr(", dead %1").arg(percent(*h.pDead));
        io.out() << "  " << line << "\n";
    }
    if (minutes)
        io.out() << "  " << tr("Length: %1").arg(Storage::TablePace::about(*minutes, **pace))
                 << "\n";
    for (const QString &note : result.notes)
        io.out() << tr("Note: %1").arg(note) << "\n";
    io.out() << tr("%1 days per second").arg(locale.toString(qint64(result.daysPerSecond))) << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
