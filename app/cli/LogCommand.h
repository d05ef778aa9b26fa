// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli log FILE [--format md|html] [-o OUT]`: an encounter file's fight record (the log by
// round, where each combatant ended, and the luck report) as Markdown or HTML.
class LogCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::LogCommand)

public:
    QString name() const override { return QStringLiteral("log"); }
    QString summary() const override { return tr("Write an encounter's log and luck report"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
