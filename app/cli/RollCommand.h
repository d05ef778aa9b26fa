// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli roll EXPR [--seed N] [--times N] [--json]`: seeded rolls with every die shown.
class RollCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::RollCommand)

public:
    QString name() const override { return QStringLiteral("roll"); }
    QString summary() const override
    {
        return tr("Roll a dice expression, reproducibly with --seed");
    }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
