// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/RollCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/JsonOutput.h"
#include "core/dice/Expression.h"
#include "core/dice/Limits.h"
#include "core/dice/Random.h"
#include "core/dice/Roller.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Fray::Cli {

int RollCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(
        QStringLiteral("EXPR"), tr("Dice expression, e.g. 1d20+5 or 4d6dl1."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption seed(QStringLiteral("seed"),
        tr("Seed for reproducible rolls (default: random)."), QStringLiteral("N"));
    const QCommandLineOption times(
        QStringLiteral("times"), tr("How many times to roll (default 1)."), QStringLiteral("N"));
    const QCommandLineOption set(QStringLiteral("set"),
        tr("Bind @NAME to a number or a dice expression."), QStringLiteral("NAME=VALUE"));
    const QCommandLineOption depth(QStringLiteral("explode-depth"),
        tr("Extra rolls an exploding die may make (0-100, default 10)."), QStringLiteral("N"));
    parser.addOptions({json, seed, times, set, depth});
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;

    QString error;
    const auto text = CliOptions::expressionText(parser, error);
    if (!text)
        return io.fail(error);
    const auto bindings = CliOptions::bindings(parser.values(set), error);
    if (!bindings)
        return io.fail(error);
    const auto count = CliOptions::integer(parser, times, 1, Dice::Limits::maxRollTimes, 1, error);
    if (!count)
        return io.fail(error);
    const auto explodeDepth = CliOptions::integer(
        parser, depth, 0, Dice::Limits::maxExplodeDepth, Dice::Limits::defaultExplodeDepth, error);
    if (!explodeDepth)
        return io.fail(error);
    const auto seedValue = CliOptions::integer(parser, seed, 0, CliOptions::kMaxSeed,
        qint64(Dice::Random::freshSeed() & quint64(CliOptions::kMaxSeed)), error);
    if (!seedValue)
        return io.fail(error);

    const auto expression = Dice::Expression::parse(*text);
    if (!expression)
        return io.fail(expression.error().toString());
    Dice::EvaluationOptions options;
    options.explodeDepth = int(*explodeDepth);

    // Roll everything first, so an error never leaves half the output printed.
    Dice::Random random(static_cast<quint64>(*seedValue));
    std::vector<Dice::Roll> rolls;
    rolls.reserve(std::size_t(*count));
    for (qint64 i = 0; i < *count; ++i) {
        auto roll = Dice::Roller::roll(*expression, random, *bindings, options);
        if (!roll)
            return io.fail(roll.error().toString());
        rolls.push_back(std::move(roll).value());
    }

    if (parser.isSet(json)) {
        QJsonArray array;
        for (const Dice::Roll &roll : rolls)
            array.append(JsonOutput::roll(roll, *text));
        const QJsonObject object{
            {QStringLiteral("expression"), *text},
            {QStringLiteral("seed"), *seedValue},
            {QStringLiteral("rolls"), array},
        };
        io.out() << QJsonDocument(object).toJson(QJsonDocument::Compact) << "\n";
    } else {
        for (const Dice::Roll &roll : rolls)
            io.out() << roll.describe(*text) << "\n";
        io.out() << tr("seed %1").arg(*seedValue) << "\n";
    }
    return ExitOk;
}

} // namespace Fray::Cli
