// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppInfo.h"
#include "CliIo.h"
#include "CommandLine.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Fray::AppInfo::applyTo(app);

    Fray::Cli::CliIo io;
    Fray::Cli::CommandLine commandLine;
    return commandLine.run(QCoreApplication::arguments(), io);
}
