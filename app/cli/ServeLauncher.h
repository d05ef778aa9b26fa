// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli serve …` runs fray-serve with the same arguments and ends as it ends. Serving needs
// Qt Network and WebSockets; in their own executable, every other command starts without
// loading them.
class ServeLauncher : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::ServeLauncher)

public:
    QString name() const override { return QStringLiteral("serve"); }
    QString summary() const override { return tr("Serve the players' page for an encounter"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
