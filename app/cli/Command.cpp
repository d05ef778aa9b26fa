// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

int Command::parseOrExit(QCommandLineParser &parser, const QStringList &arguments, CliIo &io) const
{
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
        QCoreApplication::translate("Fray::Cli::CommandLine", "Show this help."));
    parser.addOption(help);
    if (!parser.parse(arguments))
        return io.fail(parser.errorText());
    if (parser.isSet(help)) {
        // Qt's usage line names the executable; a command is run as "fray-cli COMMAND" whichever
        // executable serves it.
        QString text = parser.helpText();
        const QString executable = QCoreApplication::arguments().value(0);
        const qsizetype at = text.indexOf(executable);
        if (!executable.isEmpty() && at >= 0 && at < text.indexOf(QLatin1Char('\n')))
            text.replace(at, executable.size(), QStringLiteral("fray-cli %1").arg(name()));
        io.out() << text;
        return ExitOk;
    }
    return -1;
}

} // namespace Fray::Cli
