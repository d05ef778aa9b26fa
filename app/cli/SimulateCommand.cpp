// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/SimulateCommand.h"

#include "app/cli/CampaignOption.h"
#include "app/cli/CliOptions.h"
#include "app/cli/EncounterFile.h"
#include "app/cli/RulesetOptions.h"
#include "app/cli/TacticOptions.h"
#include "app/cli/TrialOptions.h"
#include "core/rules/DisplayNames.h"
#include "core/sim/Difficulty.h"
#include "core/sim/ExactDuel.h"
#include "core/sim/FightModel.h"
#include "core/sim/Simulator.h"
#include "core/sim/WhatIfRoster.h"
#include "core/storage/TablePace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

namespace Fray::Cli {

namespace {

QString percent(double p)
{
    return QLocale().toString(100.0 * p, 'f', 1) + QLatin1Char('%');
}

// Sets the counts of --count NAME=N, or says what is wrong with the first that cannot be set.
std::optional<QString> setCounts(Sim::WhatIfRoster &roster, const QStringList &counts,
    const std::vector<Encounter::Combatant> &combatants)
{
    static const QRegularExpression assignment(QStringLiteral("^(.*\\S)\\s*=\\s*([0-9]+)\\s*$"));
    for (const QString &text : counts) {
        const QRegularExpressionMatch match = assignment.match(text);
        if (!match.hasMatch())
            return SimulateCommand::tr("'%1': expected NAME=N, a group and how many (Goblin=10)")
                .arg(text);
        bool ok = false;
        const int n = match.captured(2).toInt(&ok);
        const QString name = match.captured(1).trimmed();
        const auto groups = roster.groupsNamed(name, combatants);
        if (groups.empty()) {
            QStringList known;
            for (const auto &g : roster.groups())
                known << g.stem;
            known.removeDuplicates();
            return SimulateCommand::tr("'%1': no group of alike combatants is called '%2' "
                                       "(groups: %3)")
                .arg(text, name, known.join(QStringLiteral(", ")));
        }
        if (groups.size() > 1) {
            QStringList ways;
            for (const std::size_t g : groups) {
                const auto id = roster.groups()[g].members.front();
                for (const Encounter::Combatant &c : combatants) {
                    if (c.id == id)
                        ways << QStringLiteral("%1:%2").arg(roster.groups()[g].side, c.name);
                }
            }
            return SimulateCommand::tr("'%1': %n groups are called '%2'; name one by its side "
                                       "and a member (%3)",
                nullptr, int(groups.size()))
                .arg(text, name, ways.join(QStringLiteral(", ")));
        }
        const int most = roster.mostFor(groups.front());
        if (!ok || n > most)
            return SimulateCommand::tr("'%1': the count must be a whole number from 0 to %2")
                .arg(text)
                .arg(most);
        roster.setCount(groups.front(), n);
    }
    return std::nullopt;
}

// The groups whose count differs from the encounter's: "Goblin ×10 (2 in the file)".
QString countsText(const Sim::WhatIfRoster &roster)
{
    QStringList parts;
    for (const auto &g : roster.groups()) {
        if (g.count != int(g.members.size()))
            parts << SimulateCommand::tr("%1 \u00d7%2 (%3 in the file)")
                         .arg(g.stem)
                         .arg(g.count)
                         .arg(g.members.size());
    }
    return parts.join(QStringLiteral(", "));
}

QJsonArray countsJson(const Sim::WhatIfRoster &roster)
{
    QJsonArray groups;
    for (const auto &g : roster.groups()) {
        if (g.count != int(g.members.size()))
            groups.append(QJsonObject{{QStringLiteral("group"), g.stem},
                {QStringLiteral("side"), g.side}, {QStringLiteral("count"), g.count},
                {QStringLiteral("in_file"), int(g.members.size())}});
    }
    return groups;
}

} // namespace

int SimulateCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("An encounter file (*.fray.json)."));
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
    const QCommandLineOption count(QStringLiteral("count"),
        tr("What if a group of alike combatants had N members (0 to %1, or to its size if "
           "larger): NAME is the group's name (Goblin) or a member's (Goblin 4), SIDE:NAME one "
           "side's (foes:Wolf). The file is not changed.")
            .arg(Sim::WhatIfRoster::maxCount),
        QStringLiteral("NAME=N"));
    const QCommandLineOption noMorale(QStringLiteral("no-morale"),
        tr("Check no morale, where the ruleset has a morale rule: no one flees."));
    const TrialOptions trials(tr("Fights to simulate"));
    trials.addTo(parser);
    parser.addOptions({exact, json, set, threshold, count, noMorale});
    // How long the fight takes at the pace of a campaign's own fights.
    const CampaignOption campaign;
    campaign.addTo(parser);
    const TacticOptions tactics;
    tactics.addTo(parser);
    const RulesetOptions rulesets(false);
    rulesets.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;

    const bool isExact = parser.isSet(exact);
    QString error;
    Sim::SimOptions options;
    if (!isExact && !parser.isSet(QStringLiteral("trials")))
        return io.fail(tr("--trials N is required (or --exact for a duel)"));
    if (!isExact && !parser.isSet(QStringLiteral("seed")))
        return io.fail(tr("--seed S is required, so the fights can be repeated"));
    if (!trials.apply(parser, options, false, error))
        return io.fail(error);
    if (QString bad; !tactics.apply(parser, options, bad))
        return io.fail(bad);
    const auto given = CliOptions::givenValues(parser.values(set), error);
    if (!given)
        return io.fail(error);
    options.values = *given;
    Sim::Difficulty::Thresholds thresholds;
    for (const QString &text : parser.values(threshold)) {
        if (auto bad = Sim::Difficulty::set(thresholds, text))
            return io.fail(QStringLiteral("--threshold %1").arg(*bad));
    }
    options.morale = !parser.isSet(noMorale);

    LoadedEncounter loaded = loadEncounter(parser, rulesets);
    if (!loaded.encounter)
        return io.fail(loaded.error);
    const QString file = parser.positionalArguments().constFirst();
    Sim::WhatIfRoster roster(loaded.encounter->combatants());
    if (auto bad = setCounts(roster, parser.values(count), loaded.encounter->combatants()))
        return io.fail(tr("%1: --count %2").arg(file, *bad));
    if (roster.isChanged())
        loaded.encounter = std::make_unique<Encounter::Encounter>(
            loaded.encounter->sharedRuleset(), roster.applied(loaded.encounter->state()));
    if (isExact) {
        if (auto reason = Sim::ExactDuel::whyNotBeforeBuilding(*loaded.encounter))
            return io.fail(tr("%1: --exact: %2").arg(file, *reason));
    }
    const auto model = Sim::FightModel::create(*loaded.encounter, options);
    if (!model)
        return io.fail(tr("%1: cannot simulate: %2").arg(file, model.error()));

    // The pace is read before the work, so a campaign that cannot be opened fails at once.
    const auto measured = campaign.pace(parser);
    if (!measured)
        return io.fail(measured.error());
    const std::optional<Storage::TablePace::Pace> pace = *measured;
    const int turnsPerRound = int((*model)->entries().size());

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

    const std::optional<double> minutes = pace
        ? std::optional(Storage::TablePace::minutes(result.meanRounds, turnsPerRound, *pace))
        : std::nullopt;
    if (parser.isSet(json)) {
        QJsonObject out = result.toJson();
        if (roster.isChanged())
            out.insert(QStringLiteral("what_if"), countsJson(roster));
        if (minutes)
            out.insert(QStringLiteral("pace"),
                QJsonObject{{QStringLiteral("seconds_per_turn"), pace->secondsPerTurn},
                    {QStringLiteral("turns_measured"), pace->turns},
                    {QStringLiteral("turns_per_round"), turnsPerRound},
                    {QStringLiteral("minutes"), *minutes}});
        io.out() << QJsonDocument(out).toJson(QJsonDocument::Compact) << "\n";
        return ExitOk;
    }
    const QLocale locale;
    if (roster.isChanged())
        io.out() << tr("What if: %1").arg(countsText(roster)) << "\n";
    io.out() << (result.exact
            ? tr("Exact result (at most %n rounds)", nullptr, result.maxRounds)
            : tr("%1 fights, seed %2 (at most %n rounds)", nullptr, result.maxRounds)
                  .arg(locale.toString(qint64(result.trials)))
                  .arg(result.seed))
             << "\n";
    for (const auto &s : result.sides)
        io.out() << "  " << tr("%1 wins: %2").arg(Rules::DisplayNames::side(s.side), percent(s.win))
                 << "\n";
    for (const auto &s : result.sides) {
        if (!s.broke)
            continue;
        const auto most = std::max_element(s.brokeIn.begin(), s.brokeIn.end(),
            [](const auto &a, const auto &b) { return a.second < b.second; });
        io.out() << "  "
                 << (most == s.brokeIn.end()
                            ? tr("%1 broke and fled: %2")
                                  .arg(Rules::DisplayNames::side(s.side), percent(*s.broke))
                            : tr("%1 broke and fled: %2, most often in round %3")
                                  .arg(Rules::DisplayNames::side(s.side), percent(*s.broke))
                                  .arg(most->first))
                 << "\n";
    }
    if (result.draw > 0.0)
        io.out() << "  " << tr("No one left: %1").arg(percent(result.draw)) << "\n";
    if (result.undecided > 0.0)
        io.out() << "  " << tr("Undecided: %1").arg(percent(result.undecided)) << "\n";
    io.out() << "  " << tr("Rounds: %1 on average").arg(locale.toString(result.meanRounds, 'f', 2))
             << "\n";
    if (minutes)
        io.out() << "  " << tr("Length: %1").arg(Storage::TablePace::about(*minutes, *pace))
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
