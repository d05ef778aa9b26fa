// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli dist EXPR [--json]`: the exact distribution of a dice expression.
class DistCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::DistCommand)

public:
    QString name() const override { return QStringLiteral("dist"); }
    QString summary() const override
    {
        return tr("Exact probability distribution of a dice expression");
    }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
