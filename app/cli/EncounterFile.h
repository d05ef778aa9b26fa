// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/RulesetOptions.h"
#include "core/encounter/Encounter.h"

#include <QCommandLineParser>

#include <memory>
#include <optional>

namespace Fray::Cli {

// The encounter FILE a command names, read, checked and set up under its ruleset (from the
// built-ins or --rulesets DIR); `error` says why not, as one line.
struct LoadedEncounter
{
    std::unique_ptr<Encounter::Encounter> encounter;
    QString error;
};

LoadedEncounter loadEncounter(const QCommandLineParser &parser, const RulesetOptions &options);
// The same for an encounter file named otherwise (a day file's fights).
LoadedEncounter loadEncounterFile(
    const QString &file, const QCommandLineParser &parser, const RulesetOptions &options);

// Writes the encounter to `file`, read back first as `play` and the window read a file, so a file
// Fray would refuse is never written; the error says why it was not.
std::optional<QString> saveEncounterFile(
    const QString &file, const Encounter::EncounterState &state, const Rules::Ruleset &ruleset);

} // namespace Fray::Cli
