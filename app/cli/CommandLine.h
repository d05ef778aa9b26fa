// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <memory>
#include <vector>

namespace Fray::Cli {

// The `fray-cli` front door: global --help and --version, then dispatch to a subcommand.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::CommandLine)

public:
    CommandLine();
    ~CommandLine();

    int run(const QStringList &arguments, CliIo &io);

private:
    QString helpText() const;
    Command *find(const QString &name) const;

    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace Fray::Cli
