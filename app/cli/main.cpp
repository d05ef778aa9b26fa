// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliIo.h"
#include "app/cli/CommandLine.h"
#include "core/AppInfo.h"
#include "core/i18n/Translations.h"

#include <QCoreApplication>

#include <cstring>

namespace {

// A --json run is for scripts, and its JSON carries texts the core writes (log lines, ruleset
// problems), so it stays in English in every language. No command's --json takes a value, so
// finding the word before any "--" is enough.
bool printsJson(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0)
            return false;
        if (std::strcmp(argv[i], "--json") == 0)
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Fray::AppInfo::applyTo(app);
    // Messages, tables and help in the user's language; the error prefix stays as it is.
    if (!printsJson(argc, argv))
        Fray::Translations::install(app, QString());

    Fray::Cli::CliIo io;
    Fray::Cli::CommandLine commandLine;
    return commandLine.run(QCoreApplication::arguments(), io);
}
