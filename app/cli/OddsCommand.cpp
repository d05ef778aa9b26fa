// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/OddsCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/JsonOutput.h"
#include "app/cli/RulesetOptions.h"
#include "core/odds/OddsCalculator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Fray::Cli {

namespace {

QJsonObject outcomesJson(const Odds::OddsResult &result)
{
    QJsonObject outcomes;
    for (const auto &o : result.outcomes)
        outcomes.insert(o.id, JsonOutput::number(o.probability));
    return outcomes;
}

void printResult(QTextStream &out, const Odds::OddsResult &result)
{
    for (const auto &o : result.outcomes)
        out << QStringLiteral("  %1  %2%\n")
                   .arg(o.label, -14)
                   .arg(100.0 * o.probability, 9, 'f', 4);
    out << QStringLiteral("  %1  %2%\n")
               .arg(OddsCommand::tr("P(hit)"), -14)
               .arg(100.0 * result.pHit, 9, 'f', 4);
    if (result.damage)
        out << "  "
            << OddsCommand::tr("expected damage %1 (from %2 to %3)")
                   .arg(result.expectedDamage, 0, 'g', 10)
                   .arg(result.damage->min())
                   .arg(result.damage->max())
            << "\n";
}

// Parses the shared options and builds the calculator, or writes why not.
std::unique_ptr<Odds::OddsCalculator> calculator(const QCommandLineParser &parser,
    const RulesetOptions &options, CliIo &io, std::shared_ptr<const Rules::Ruleset> &ruleset,
    int &exit)
{
    QString error;
    ruleset = options.ruleset(parser, error);
    const auto request = ruleset ? options.request(parser, error) : std::nullopt;
    if (!request) {
        exit = io.fail(error);
        return nullptr;
    }
    auto created = Odds::OddsCalculator::create(ruleset, *request);
    if (!created) {
        exit = io.fail(created.error());
        return nullptr;
    }
    return std::move(created).value();
}

} // namespace

int OddsCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    parser.addOption(json);
    const RulesetOptions options(true);
    options.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    if (!parser.positionalArguments().isEmpty())
        return io.fail(
            tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    std::shared_ptr<const Rules::Ruleset> ruleset;
    int exit = ExitOk;
    const auto odds = calculator(parser, options, io, ruleset, exit);
    if (!odds)
        return exit;
    const auto result = odds->compute();
    if (!result)
        return io.fail(result.error());

    if (parser.isSet(json)) {
        QJsonObject object{{QStringLiteral("ruleset"), ruleset->id},
            {QStringLiteral("outcomes"), outcomesJson(*result)},
            {QStringLiteral("p_hit"), JsonOutput::number(result->pHit)}};
        if (result->damage) {
            object.insert(
                QStringLiteral("expected_damage"), JsonOutput::number(result->expectedDamage));
            object.insert(QStringLiteral("damage_pmf"), JsonOutput::pmf(*result->damage));
        }
        io.out() << QJsonDocument(object).toJson(QJsonDocument::Compact) << "\n";
    } else {
        io.out() << ruleset->name << "\n";
        printResult(io.out(), *result);
    }
    return ExitOk;
}

int CurveCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption vary(
        QStringLiteral("vary"), tr("The variable to vary."), QStringLiteral("NAME"));
    const QCommandLineOption from(QStringLiteral("from"), tr("First value."), QStringLiteral("A"));
    const QCommandLineOption to(QStringLiteral("to"), tr("Last value."), QStringLiteral("B"));
    const QCommandLineOption step(
        QStringLiteral("step"), tr("Step (default 1)."), QStringLiteral("S"));
    parser.addOptions({json, vary, from, to, step});
    const RulesetOptions options(true);
    options.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    if (!parser.positionalArguments().isEmpty())
        return io.fail(
            tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));
    for (const QCommandLineOption *required : {&vary, &from, &to}) {
        if (!parser.isSet(*required))
            return io.fail(tr("--%1 is required").arg(required->names().constFirst()));
    }
    QString error;
    constexpr qint64 limit = qint64(1) << 40;
    const auto a = CliOptions::integer(parser, from, -limit, limit, 0, error);
    const auto b = a ? CliOptions::integer(parser, to, -limit, limit, 0, error) : std::nullopt;
    const auto s = b ? CliOptions::integer(parser, step, 1, limit, 1, error) : std::nullopt;
    if (!s)
        return io.fail(error);

    std::shared_ptr<const Rules::Ruleset> ruleset;
    int exit = ExitOk;
    const auto odds = calculator(parser, options, io, ruleset, exit);
    if (!odds)
        return exit;
    const auto points = odds->curve(parser.value(vary), *a, *b, *s);
    if (!points)
        return io.fail(points.error());

    if (parser.isSet(json)) {
        QJsonArray array;
        for (const auto &point : *points) {
            QJsonObject p{{QStringLiteral("value"), point.value},
                {QStringLiteral("outcomes"), outcomesJson(point.result)},
                {QStringLiteral("p_hit"), JsonOutput::number(point.result.pHit)}};
            if (point.result.damage)
                p.insert(QStringLiteral("expected_damage"),
                    JsonOutput::number(point.result.expectedDamage));
            array.append(p);
        }
        io.out() << QJsonDocument(
            QJsonObject{{QStringLiteral("ruleset"), ruleset->id},
                {QStringLiteral("vary"), parser.value(vary)}, {QStringLiteral("points"), array}})
                        .toJson(QJsonDocument::Compact)
                 << "\n";
    } else {
        io.out() << tr("%1, varying %2").arg(ruleset->name, parser.value(vary)) << "\n";
        for (const auto &point : *points) {
            io.out() << parser.value(vary) << " = " << point.value << "\n";
            printResult(io.out(), point.result);
        }
    }
    return ExitOk;
}

} // namespace Fray::Cli
