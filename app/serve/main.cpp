// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// fray-serve: what `fray-cli serve` runs. Serving the players' page needs Qt Network and
// WebSockets, so it lives apart and the other commands never load them.
#include "app/cli/CliIo.h"
#include "app/serve/LauncherWatch.h"
#include "app/serve/ServeCommand.h"
#include "core/AppInfo.h"
#include "core/i18n/Translations.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    // fray-cli waits for this process; if fray-cli is killed, the page must stop with it rather
    // than stay on the network unattended.
    if (!Fray::Serve::LauncherWatch::armEarly())
        return 1;
    QCoreApplication app(argc, argv);
    Fray::Serve::LauncherWatch launcher;
    if (!launcher.start())
        return 1;
    QObject::connect(&launcher, &Fray::Serve::LauncherWatch::launcherGone, &app,
        [] { QCoreApplication::exit(1); });
    Fray::AppInfo::applyTo(app);
    Fray::Translations::install(app, QString());

    // The command reads its own name first, as fray-cli passes it.
    QStringList arguments = QCoreApplication::arguments();
    arguments.replace(0, QStringLiteral("serve"));
    Fray::Cli::CliIo io;
    Fray::Cli::ServeCommand serve;
    return serve.run(arguments, io);
}
