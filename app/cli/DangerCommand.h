// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli danger FILE [--tactic T] [--tactic-foes T] [--set NAME=VALUE] [--json]`: each
// combatant's exact chance to be out of the fight before its own next turn (Sim::TurnDanger).
class DangerCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::DangerCommand)

public:
    QString name() const override { return QStringLiteral("danger"); }
    QString summary() const override
    {
        return tr("Each combatant's chance to be out before its next turn");
    }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
