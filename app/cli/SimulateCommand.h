// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli simulate FILE --trials N --seed S [--threads T] [--tactic T] [--tactic-foes T]
// [--max-rounds R] [--exact] [--json]`: who wins the encounter's fight, in how many rounds,
// and who drops, from many simulated fights (or exactly, for a duel).
class SimulateCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::SimulateCommand)

public:
    QString name() const override { return QStringLiteral("simulate"); }
    QString summary() const override { return tr("Simulate an encounter's fight"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
