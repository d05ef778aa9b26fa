// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppInfo.h"
#include "CliIo.h"
#include "CommandLine.h"
#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstring>
#include <memory>

namespace {

// Only `sheet` paints (fonts and QPainter need a QGuiApplication); every other command stays a
// plain QCoreApplication. The global options take no values, so the command is the first
// argument that is not an option.
bool paints(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (argv[i][0] == '-')
            continue;
        return std::strcmp(argv[i], "sheet") == 0;
    }
    return false;
}

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

QtMessageHandler startupHandler = nullptr;

// Headless, a system often has no XDG_RUNTIME_DIR, and the platform's start-up says so on
// stderr; that notice would break the CLI's one-error-line contract, so it is dropped.
void quietStartup(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(u"QStandardPaths: XDG_RUNTIME_DIR not set"))
        return;
    startupHandler(type, context, message);
}

} // namespace

int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
    if (paints(argc, argv)) {
        // Headless unless the caller chose a platform: a sheet needs no window.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        startupHandler = qInstallMessageHandler(quietStartup);
        app = std::make_unique<QGuiApplication>(argc, argv);
        qInstallMessageHandler(startupHandler);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    Fray::AppInfo::applyTo(*app);
    // Messages, tables and help in the user's language; the error prefix stays as it is.
    if (!printsJson(argc, argv))
        Fray::Translations::install(*app, QString());

    Fray::Cli::CliIo io;
    Fray::Cli::CommandLine commandLine;
    return commandLine.run(QCoreApplication::arguments(), io);
}
