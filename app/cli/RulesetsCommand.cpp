// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RulesetsCommand.h"

#include "CommandLine.h"
#include "JsonOutput.h"
#include "RulesetOptions.h"
#include "rules/RulesetReader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Fray::Cli {

int RulesetsCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOption(json);
    const RulesetOptions options(false);
    options.addTo(parser);
    if (const int exit = CommandLine::parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    if (!parser.positionalArguments().isEmpty())
        return io.fail(QStringLiteral("unexpected argument '%1'")
                           .arg(parser.positionalArguments().constFirst()));

    const Rules::RulesetLibrary library = options.library(parser);
    if (parser.isSet(json)) {
        QJsonArray rulesets, errors;
        for (const auto &entry : library.entries())
            rulesets.append(JsonOutput::ruleset(*entry.ruleset,
                entry.origin == Rules::RulesetLibrary::Origin::Builtin ? QStringLiteral("builtin")
                                                                       : QStringLiteral("user")));
        for (const auto &error : library.errors()) {
            QJsonArray problems;
            for (const auto &problem : error.problems)
                problems.append(QJsonObject{{QStringLiteral("path"), problem.path},
                    {QStringLiteral("message"), problem.message}});
            errors.append(QJsonObject{
                {QStringLiteral("file"), error.path}, {QStringLiteral("problems"), problems}});
        }
        io.out() << QJsonDocument(
            QJsonObject{{QStringLiteral("rulesets"), rulesets}, {QStringLiteral("errors"), errors}})
                        .toJson(QJsonDocument::Compact)
                 << "\n";
        return ExitOk;
    }
    for (const auto &entry : library.entries()) {
        const Rules::Ruleset &r = *entry.ruleset;
        QStringList variables;
        for (const auto &v : r.variables)
            variables << v.name;
        io.out() << QStringLiteral("%1  %2%3\n    variables: %4; %5 modifiers\n")
                        .arg(r.id, r.name,
                            entry.origin == Rules::RulesetLibrary::Origin::User
                                ? QStringLiteral(" (yours)")
                                : QString(),
                            variables.join(QStringLiteral(", ")))
                        .arg(r.modifiers.size());
    }
    for (const auto &error : library.errors())
        io.out() << "not loaded: " << error.toString() << "\n";
    return ExitOk;
}

int ValidateRulesetCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The ruleset file."));
    if (const int exit = CommandLine::parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return io.fail(QStringLiteral("validate-ruleset takes one FILE"));

    const auto read = Rules::RulesetReader::readFile(files.constFirst());
    if (!read) {
        for (const auto &problem : read.error())
            io.out() << problem.toString() << "\n";
        return io.fail(QStringLiteral("%1: %2 problem(s); nothing was loaded")
                           .arg(files.constFirst())
                           .arg(read.error().size()));
    }
    const Rules::Ruleset &r = *read;
    io.out() << QStringLiteral("%1 (%2): valid; %3 variables, %4 outcomes, %5 modifiers, "
                               "%6 conditions, %7 tables\n")
                    .arg(r.id, r.name)
                    .arg(r.variables.size())
                    .arg(r.outcomes.size())
                    .arg(r.modifiers.size())
                    .arg(r.conditions.size())
                    .arg(r.tables.size());
    return ExitOk;
}

} // namespace Fray::Cli
