// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/EncounterFile.h"

#include "core/encounter/EncounterCheck.h"
#include "core/io/EncounterJson.h"

#include <QCoreApplication>

namespace Fray::Cli {

LoadedEncounter loadEncounter(const QCommandLineParser &parser, const RulesetOptions &options)
{
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return {nullptr,
            QCoreApplication::translate("Fray::Cli::EncounterCommands", "give one encounter FILE")};
    return loadEncounterFile(files.constFirst(), parser, options);
}

LoadedEncounter loadEncounterFile(
    const QString &file, const QCommandLineParser &parser, const RulesetOptions &options)
{
    const QStringList files{file};
    const auto state = Io::EncounterJson::fromFile(file);
    if (!state) {
        QStringList problems;
        for (const auto &p : state.error())
            problems << p.toString();
        return {nullptr,
            QStringLiteral("%1: %2").arg(files.constFirst(), problems.join(QStringLiteral("; ")))};
    }
    const auto library = options.library(parser, state->rulesetId);
    if (!library)
        return {nullptr, library.error()};
    const auto *entry = library->find(state->rulesetId);
    if (!entry)
        return {nullptr,
            QStringLiteral("%1: %2").arg(
                files.constFirst(), library->whyMissing(state->rulesetId))};
    const auto problems = Encounter::EncounterCheck::encounter(*state, *entry->ruleset);
    if (!problems.isEmpty())
        return {nullptr,
            QStringLiteral("%1: %2").arg(
                files.constFirst(), Encounter::EncounterCheck::summary(problems))};
    return {std::make_unique<Encounter::Encounter>(entry->ruleset, *state), QString()};
}

} // namespace Fray::Cli
