// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli serve FILE --port P [--bind ADDR] [--token-fd N] [--rulesets DIR]`: serves the players'
// page for an encounter file, following the file as it changes, until stopped.
class ServeCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::ServeCommand)

public:
    QString name() const override { return QStringLiteral("serve"); }
    QString summary() const override { return tr("Serve the players' page for an encounter"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
