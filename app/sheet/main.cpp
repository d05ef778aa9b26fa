// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// fray-sheet: what `fray-cli sheet` runs. It is the only command that paints (fonts and QPainter
// need a QGuiApplication), so it lives apart and the other commands never load Qt Gui.
#include "app/cli/CliIo.h"
#include "app/sheet/SheetCommand.h"
#include "core/AppInfo.h"
#include "core/i18n/Translations.h"

#include <QGuiApplication>

namespace {

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
    // Headless unless the caller chose a platform: a sheet needs no window.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    startupHandler = qInstallMessageHandler(quietStartup);
    QGuiApplication app(argc, argv);
    qInstallMessageHandler(startupHandler);
    Fray::AppInfo::applyTo(app);
    Fray::Translations::install(app, QString());

    // The command reads its own name first, as fray-cli passes it.
    QStringList arguments = QCoreApplication::arguments();
    arguments.replace(0, QStringLiteral("sheet"));
    Fray::Cli::CliIo io;
    Fray::Cli::SheetCommand sheet;
    return sheet.run(arguments, io);
}
