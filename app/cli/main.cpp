// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppInfo.h"
#include "CliIo.h"
#include "CommandLine.h"

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

    Fray::Cli::CliIo io;
    Fray::Cli::CommandLine commandLine;
    return commandLine.run(QCoreApplication::arguments(), io);
}
