// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/DistCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/JsonOutput.h"
#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Expression.h"
#include "core/dice/Limits.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Fray::Cli {

namespace {

void printTable(QTextStream &out, const QString &expression, const Dice::Distribution &d,
    bool exploding, int depth)
{
    out << expression << "\n";
    out << DistCommand::tr("mean %1, standard deviation %2, from %3 to %4")
               .arg(d.mean(), 0, 'g', 12)
               .arg(d.standardDeviation(), 0, 'g', 12)
               .arg(d.min())
               .arg(d.max())
        << "\n";
    if (exploding)
        out << DistCommand::tr(
            "exploding dice stop after %n extra rolls; probability cut short: %1", nullptr, depth)
                   .arg(d.truncated(), 0, 'g', 6)
            << "\n";

    // A column is as wide as its header, and never narrower than the English table's columns.
    const QString valueHeader = DistCommand::tr("value");
    const QString probabilityHeader = DistCommand::tr("probability");
    const QString atLeastHeader = DistCommand::tr("at least");
    const int probabilityWidth = std::max(11, int(probabilityHeader.size()));
    const int atLeastWidth = std::max(9, int(atLeastHeader.size()));
    double highest = 0.0;
    int width = int(valueHeader.size());
    for (const auto &o : d.outcomes()) {
        highest = std::max(highest, o.probability);
        width = std::max(width, int(QString::number(o.value).size()));
    }
    out << QStringLiteral("%1  %2  %3\n")
               .arg(valueHeader, width)
               .arg(probabilityHeader, probabilityWidth)
               .arg(atLeastHeader, atLeastWidth);
    double atLeast = d.totalProbability();
    for (const auto &o : d.outcomes()) {
        const int bar = int(std::lround(40.0 * o.probability / highest));
        // The percent sign takes the last place of each column.
        out << QStringLiteral("%1  %2%  %3%  %4\n")
                   .arg(o.value, width)
                   .arg(100.0 * o.probability, probabilityWidth - 1, 'f', 4)
                   .arg(100.0 * std::max(atLeast, 0.0), atLeastWidth - 1, 'f', 4)
                   .arg(QString(bar, QLatin1Char('#')));
        atLeast -= o.probability;
    }
}

} // namespace

int DistCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("EXPR"),
        tr("Dice expression, e.g. 4d6dl1 or \"2d20kh1 + 5\". "
           "Put -- before one that starts with '-'."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption set(QStringLiteral("set"),
        tr("Bind @NAME to a number or a dice expression."), QStringLiteral("NAME=VALUE"));
    const QCommandLineOption depth(QStringLiteral("explode-depth"),
        tr("Extra rolls an exploding die may make (0-100, default 10)."), QStringLiteral("N"));
    parser.addOptions({json, set, depth});
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;

    QString error;
    const auto text = CliOptions::expressionText(parser, error);
    const auto bindings = text ? CliOptions::bindings(parser.values(set), error) : std::nullopt;
    const auto explodeDepth = bindings
        ? CliOptions::integer(parser, depth, 0, Dice::Limits::maxExplodeDepth,
            Dice::Limits::defaultExplodeDepth, error)
        : std::nullopt;
    if (!explodeDepth)
        return io.fail(error);

    const auto expression = Dice::Expression::parse(*text);
    if (!expression)
        return io.fail(expression.error().toString());
    Dice::EvaluationOptions options;
    options.explodeDepth = int(*explodeDepth);
    const auto distribution
        = Dice::DistributionEvaluator::evaluate(*expression, *bindings, options);
    if (!distribution)
        return io.fail(distribution.error().toString());

    const bool exploding = expression->hasExplodingDice() || bindings->hasExplodingDice();
    if (parser.isSet(json)) {
        QJsonObject object = JsonOutput::distribution(*distribution);
        object.insert(QStringLiteral("expression"), *text);
        if (exploding) {
            object.insert(QStringLiteral("explode_depth"), options.explodeDepth);
            object.insert(QStringLiteral("truncated"), distribution->truncated());
        }
        io.out() << QJsonDocument(object).toJson(QJsonDocument::Compact) << "\n";
    } else {
        printTable(io.out(), *text, *distribution, exploding, options.explodeDepth);
    }
    return ExitOk;
}

} // namespace Fray::Cli
