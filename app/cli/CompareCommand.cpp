// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CompareCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/JsonOutput.h"
#include "app/cli/RulesetOptions.h"
#include "app/cli/TrialOptions.h"
#include "core/i18n/NumberText.h"
#include "core/io/EncounterJson.h"
#include "core/odds/RuleComparison.h"
#include "core/sim/Difficulty.h"
#include "core/sim/FightUnderRulesets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace Fray::Cli {

namespace {

QJsonObject underJson(const Odds::RuleComparison::Under &u)
{
    QJsonObject o{{QStringLiteral("p_hit"), JsonOutput::number(u.pHit)}};
    if (u.expectedDamage)
        o.insert(QStringLiteral("expected_damage"), JsonOutput::number(*u.expectedDamage));
    if (!u.drop.empty()) {
        QJsonArray drop;
        for (const double p : u.drop)
            drop.append(JsonOutput::number(p));
        o.insert(QStringLiteral("drop_within_rounds"), drop);
    }
    return o;
}

QString comparedPercent(double p)
{
    return NumberText::percent(p, 2);
}

QString comparedChange(double p)
{
    return (p >= 0 ? QStringLiteral("+") : QString()) + NumberText::percent(p, 2);
}

void printPoint(QTextStream &out, const Odds::RuleComparison::Point &p)
{
    const QLocale locale;
    const auto line = [&](const QString &what, const QString &x, const QString &y,
                          const QString &d) {
        out << QStringLiteral("  %1  %2  %3  %4\n").arg(what, -22).arg(x, 10).arg(y, 10).arg(d, 10);
    };
    line(QString(), CompareCommand::tr("A"), CompareCommand::tr("B"), CompareCommand::tr("B - A"));
    line(CompareCommand::tr("P(hit)"), comparedPercent(p.a.pHit), comparedPercent(p.b.pHit),
        comparedChange(p.b.pHit - p.a.pHit));
    if (p.a.expectedDamage && p.b.expectedDamage)
        line(CompareCommand::tr("expected damage"), locale.toString(*p.a.expectedDamage, 'f', 3),
            locale.toString(*p.b.expectedDamage, 'f', 3),
            locale.toString(*p.b.expectedDamage - *p.a.expectedDamage, 'f', 3));
    for (std::size_t r = 0; r < std::min(p.a.drop.size(), p.b.drop.size()); ++r)
        line(CompareCommand::tr("drops within %n round(s)", nullptr, int(r + 1)),
            comparedPercent(p.a.drop[r]), comparedPercent(p.b.drop[r]),
            comparedChange(p.b.drop[r] - p.a.drop[r]));
}

} // namespace

int CompareCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary() + QLatin1Char('\n')
        + tr("Give --ruleset twice: A, then B (a shipped ruleset and your copy with a house "
             "rule, or any two)."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption hp(QStringLiteral("hp"),
        tr("The target's hit points, for the chance to drop it within 1 to 3 rounds."),
        QStringLiteral("N"));
    const QCommandLineOption attacks(QStringLiteral("attacks"),
        tr("Attacks a round, for the chance to drop the target (default 1)."), QStringLiteral("N"));
    const QCommandLineOption vary(QStringLiteral("vary"),
        tr("A variable to vary across a range (with --from and --to)."), QStringLiteral("NAME"));
    const QCommandLineOption from(QStringLiteral("from"), tr("First value."), QStringLiteral("A"));
    const QCommandLineOption to(QStringLiteral("to"), tr("Last value."), QStringLiteral("B"));
    const QCommandLineOption step(
        QStringLiteral("step"), tr("Step (default 1)."), QStringLiteral("S"));
    const QCommandLineOption encounter(QStringLiteral("encounter"),
        tr("Also simulate this encounter's fight under each ruleset (the same seed for both)."),
        QStringLiteral("FILE"));
    parser.addOptions({json, hp, attacks, vary, from, to, step, encounter});
    const TrialOptions trials(tr("Fights to simulate under each ruleset (default 10,000)"));
    trials.addTo(parser);
    const RulesetOptions options(true);
    options.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    if (!parser.positionalArguments().isEmpty())
        return io.fail(
            tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));
    const QStringList ids = parser.values(QStringLiteral("ruleset"));
    if (ids.size() != 2)
        return io.fail(tr("--ruleset must be given twice: A, then B"));
    const auto library = options.library(parser);
    if (!library)
        return io.fail(library.error());
    std::shared_ptr<const Rules::Ruleset> rules[2];
    for (int i = 0; i < 2; ++i) {
        const auto *entry = library->find(ids[i]);
        if (!entry)
            return io.fail(library->whyMissing(ids[i]));
        rules[i] = entry->ruleset;
    }
    QString error;
    const auto request = options.request(parser, error);
    if (!request)
        return io.fail(error);
    constexpr qint64 limit = qint64(1) << 40;
    Odds::RuleComparison::Target target;
    const auto hitPoints = CliOptions::integer(parser, hp, 1, 1'000'000, 0, error);
    const auto perRound
        = hitPoints ? CliOptions::integer(parser, attacks, 1, 100, 1, error) : std::nullopt;
    if (!perRound)
        return io.fail(error);
    target.hitPoints = *hitPoints;
    target.attacksPerRound = *perRound;

    std::vector<Odds::RuleComparison::Point> points;
    if (parser.isSet(vary)) {
        for (const QCommandLineOption *required : {&from, &to}) {
            if (!parser.isSet(*required))
                return io.fail(tr("--vary needs --%1").arg(required->names().constFirst()));
        }
        const auto a = CliOptions::integer(parser, from, -limit, limit, 0, error);
        const auto b = a ? CliOptions::integer(parser, to, -limit, limit, 0, error) : std::nullopt;
        const auto s = b ? CliOptions::integer(parser, step, 1, limit, 1, error) : std::nullopt;
        if (!s)
            return io.fail(error);
        auto across = Odds::RuleComparison::across(
            rules[0], rules[1], *request, target, parser.value(vary), *a, *b, *s);
        if (!across)
            return io.fail(across.error());
        points = std::move(across).value();
    } else {
        auto at = Odds::RuleComparison::at(rules[0], rules[1], *request, target);
        if (!at)
            return io.fail(at.error());
        points.push_back(*at);
    }

    // The whole fight under each, with the same seed.
    std::optional<std::vector<Sim::FightUnderRulesets::Under>> fight;
    if (parser.isSet(encounter)) {
        Sim::SimOptions simOptions;
        if (!trials.apply(parser, simOptions, false, error))
            return io.fail(error);
        if (!parser.isSet(QStringLiteral("trials")))
            simOptions.trials = 10'000;
        const QString file = parser.value(encounter);
        const auto state = Io::EncounterJson::fromFile(file);
        if (!state)
            return io.fail(QStringLiteral("%1: %2").arg(file, state.error().value(0).toString()));
        auto under = Sim::FightUnderRulesets::run(*state, {rules[0], rules[1]}, simOptions);
        if (!under)
            return io.fail(QStringLiteral("%1: %2").arg(file, under.error()));
        fight = std::move(under).value();
    }
    const auto fightJson = [](const Sim::FightUnderRulesets::Under &u) {
        return QJsonObject{{QStringLiteral("win"), u.win}, {QStringLiteral("win_se"), u.winSe},
            {QStringLiteral("difficulty"), u.difficulty}};
    };

    if (parser.isSet(json)) {
        QJsonArray list;
        for (const auto &p : points) {
            QJsonObject o{
                {QStringLiteral("a"), underJson(p.a)}, {QStringLiteral("b"), underJson(p.b)}};
            if (parser.isSet(vary))
                o.insert(QStringLiteral("value"), p.value);
            list.append(o);
        }
        QJsonObject out{{QStringLiteral("a"), rules[0]->id}, {QStringLiteral("b"), rules[1]->id},
            {QStringLiteral("points"), list}};
        if (parser.isSet(vary))
            out.insert(QStringLiteral("vary"), parser.value(vary));
        if (fight)
            out.insert(QStringLiteral("fight"),
                QJsonObject{{QStringLiteral("a"), fightJson((*fight)[0])},
                    {QStringLiteral("b"), fightJson((*fight)[1])}});
        io.out() << QJsonDocument(out).toJson(QJsonDocument::Compact) << "\n";
        return ExitOk;
    }
    io.out() << tr("A: %1").arg(rules[0]->name) << "\n" << tr("B: %1").arg(rules[1]->name) << "\n";
    for (const auto &p : points) {
        if (parser.isSet(vary))
            io.out() << parser.value(vary) << " = " << p.value << "\n";
        printPoint(io.out(), p);
    }
    if (fight) {
        const auto &a = (*fight)[0], &b = (*fight)[1];
        io.out() << tr("The fight of %1: the party wins %2 under A (%3), %4 under B (%5); B "
                       "less A: %6")
                        .arg(parser.value(encounter), comparedPercent(a.win),
                            Sim::Difficulty::label(a.difficulty), comparedPercent(b.win),
                            Sim::Difficulty::label(b.difficulty), comparedChange(b.win - a.win))
                 << "\n";
    }
    return ExitOk;
}

} // namespace Fray::Cli
