// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/DangerCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/EncounterFile.h"
#include "app/cli/RulesetOptions.h"
#include "app/cli/TacticOptions.h"
#include "core/sim/FightModel.h"
#include "core/sim/TurnDanger.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace Fray::Cli {

int DangerCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(
        QStringLiteral("FILE"), tr("An encounter file (*.fray.json) of a fight under way."));
    const QCommandLineOption set(QStringLiteral("set"),
        tr("A value the ruleset takes from no combatant (old-school's needed), for every "
           "attack."),
        QStringLiteral("NAME=VALUE"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    parser.addOptions({set, json});
    const TacticOptions tactics;
    tactics.addTo(parser);
    const RulesetOptions rulesets(false);
    rulesets.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;

    Sim::SimOptions options;
    if (QString bad; !tactics.apply(parser, options, bad))
        return io.fail(bad);
    QString error;
    const auto given = CliOptions::givenValues(parser.values(set), error);
    if (!given)
        return io.fail(error);
    options.values = *given;

    LoadedEncounter loaded = loadEncounter(parser, rulesets);
    if (!loaded.encounter)
        return io.fail(loaded.error);
    const QString file = parser.positionalArguments().constFirst();
    const Encounter::Encounter &fight = *loaded.encounter;
    if (fight.state().round <= 0 || fight.state().turn < 0)
        return io.fail(tr("%1: the fight has not started; the danger before each turn follows "
                          "the initiative order, which it has not rolled yet")
                           .arg(file));
    const auto model = Sim::FightModel::create(fight, options);
    if (!model)
        return io.fail(tr("%1: cannot work the danger out: %2").arg(file, model.error()));
    const auto dangers = Sim::TurnDanger::compute(fight, **model);

    const auto untilWord = [](Sim::TurnDanger::Until until) {
        return until == Sim::TurnDanger::Until::NextTurn ? QStringLiteral("next_turn")
                                                         : QStringLiteral("round_end");
    };
    if (parser.isSet(json)) {
        QJsonArray list;
        for (const auto &d : dangers) {
            const Encounter::Combatant *c = fight.find(d.combatant);
            list.append(QJsonObject{{QStringLiteral("name"), c ? c->name : QString()},
                {QStringLiteral("side"), c ? c->side : QString()}, {QStringLiteral("out"), d.out},
                {QStringLiteral("attacks"), d.attacks},
                {QStringLiteral("until"), untilWord(d.until)}});
        }
        const QJsonObject out{{QStringLiteral("round"), fight.state().round},
            {QStringLiteral("combatants"), list},
            {QStringLiteral("assumption"), Sim::TurnDanger::assumption()}};
        io.out() << QJsonDocument(out).toJson(QJsonDocument::Compact) << "\n";
        return ExitOk;
    }
    const QLocale locale;
    io.out() << tr("Round %1: the chance to be out before one's next turn").arg(fight.state().round)
             << "\n";
    for (const auto &d : dangers) {
        const Encounter::Combatant *c = fight.find(d.combatant);
        const QString chance = locale.toString(100.0 * d.out, 'f', 1) + QLatin1Char('%');
        const QString attacks = d.until == Sim::TurnDanger::Until::NextTurn
            ? tr("%n attack(s) before its turn", nullptr, d.attacks)
            : tr("%n attack(s) before the round ends", nullptr, d.attacks);
        io.out() << QStringLiteral("  %1  %2  (%3)")
                        .arg(c ? c->name : QString(), -24)
                        .arg(chance, 6)
                        .arg(attacks)
                 << "\n";
    }
    io.out() << Sim::TurnDanger::assumption() << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
