// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/RulesetsCommand.h"

#include "app/cli/JsonOutput.h"
#include "app/cli/RulesetOptions.h"
#include "core/rules/RulesetReader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Fray::Cli {

int RulesetsCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    parser.addOption(json);
    const RulesetOptions options(false);
    options.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    if (!parser.positionalArguments().isEmpty())
        return io.fail(
            tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    const auto loaded = options.library(parser);
    if (!loaded)
        return io.fail(loaded.error());
    const Rules::RulesetLibrary &library = *loaded;
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
        const QString yours = entry.origin == Rules::RulesetLibrary::Origin::User
            ? QStringLiteral(" %1").arg(tr("(yours)"))
            : QString();
        const QString catalogue
            = tr("variables: %1; %n modifiers", nullptr, int(r.modifiers.size()))
                  .arg(variables.join(QStringLiteral(", ")));
        io.out() << QStringLiteral("%1  %2%3\n    %4\n").arg(r.id, r.name, yours, catalogue);
    }
    for (const auto &error : library.errors())
        io.out() << tr("not loaded: %1").arg(error.toString()) << "\n";
    return ExitOk;
}

int ValidateRulesetCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The ruleset file."));
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return io.fail(tr("validate-ruleset takes one FILE"));

    const auto read = Rules::RulesetReader::readFile(files.constFirst());
    if (!read) {
        for (const auto &problem : read.error())
            io.out() << problem.toString() << "\n";
        return io.fail(tr("%1: %n problem(s), listed above, the first: %2; nothing was loaded",
            nullptr, int(read.error().size()))
                           .arg(files.constFirst(), read.error().constFirst().toString()));
    }
    const Rules::Ruleset &r = *read;
    // One count each, so every language can give each its own plural.
    const QStringList counts{
        tr("%n variables", nullptr, int(r.variables.size())),
        tr("%n outcomes", nullptr, int(r.outcomes.size())),
        tr("%n modifiers", nullptr, int(r.modifiers.size())),
        tr("%n conditions", nullptr, int(r.conditions.size())),
        tr("%n tables", nullptr, int(r.tables.size())),
    };
    io.out() << tr("%1 (%2): valid; %3").arg(r.id, r.name, counts.join(QStringLiteral(", ")))
             << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
