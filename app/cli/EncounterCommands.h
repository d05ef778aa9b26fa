// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli initiative FILE --seed N [--rounds R] [--json]`: the initiative order of an
// encounter file, round by round, as the ruleset's scheme rolls it.
class InitiativeCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::InitiativeCommand)

public:
    QString name() const override { return QStringLiteral("initiative"); }
    QString summary() const override { return tr("Roll an encounter's initiative"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

// `fray-cli play FILE --commands CMDS.json --seed N [--json]`: applies commands to an encounter
// file and prints the final state and the log.
class PlayCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::PlayCommand)

public:
    QString name() const override { return QStringLiteral("play"); }
    QString summary() const override { return tr("Run commands on an encounter"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
