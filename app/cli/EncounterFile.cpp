// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/EncounterFile.h"

#include "core/OutputFile.h"
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

std::optional<QString> saveEncounterFile(
    const QString &file, const Encounter::EncounterState &state, const Rules::Ruleset &ruleset)
{
    const QByteArray bytes = Io::EncounterJson::toBytes(state);
    QString unreadable;
    if (const auto back = Io::EncounterJson::fromJson(bytes); !back) {
        unreadable = back.error().value(0).toString();
    } else if (const auto problems = Encounter::EncounterCheck::encounter(*back, ruleset);
               !problems.isEmpty()) {
        unreadable = Encounter::EncounterCheck::summary(problems);
    }
    if (!unreadable.isEmpty())
        return QCoreApplication::translate(
            "Fray::Cli::EncounterCommands", "%1: not saved, Fray could not read it back: %2")
            .arg(file, unreadable);
    return OutputFile::write(file, bytes);
}

} // namespace Fray::Cli
