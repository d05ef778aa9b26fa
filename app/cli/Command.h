// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/CliIo.h"

#include <QCommandLineParser>
#include <QStringList>

namespace Fray::Cli {

// One `fray-cli` subcommand. It parses its own options (the command's name comes first in
// `arguments`, as argv[0] would) and returns the process exit code.
class Command
{
public:
    virtual ~Command() = default;

    virtual QString name() const = 0;
    virtual QString summary() const = 0;
    virtual int run(const QStringList &arguments, CliIo &io) = 0;

protected:
    // Parses `arguments` with `parser`, turning QCommandLineParser's messages and --help into
    // the CLI contract. Returns -1 when the command should go on, or the exit code to stop with.
    int parseOrExit(QCommandLineParser &parser, const QStringList &arguments, CliIo &io) const;
};

} // namespace Fray::Cli
