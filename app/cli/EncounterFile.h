// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/RulesetOptions.h"
#include "core/encounter/Encounter.h"

#include <QCommandLineParser>

#include <memory>

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

} // namespace Fray::Cli
