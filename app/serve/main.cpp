// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// fray-serve: what `fray-cli serve` runs. Serving the players' page needs Qt Network and
// WebSockets, so it lives apart and the other commands never load them.
#include "app/cli/CliIo.h"
#include "app/serve/ServeCommand.h"
#include "core/AppInfo.h"
#include "core/i18n/Translations.h"

#include <QCoreApplication>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#endif

int main(int argc, char *argv[])
{
#ifdef Q_OS_LINUX
    // fray-cli waits for this process; if fray-cli is killed, the page must stop with it rather
    // than stay on the network unattended.
    const pid_t launcher = getppid();
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != launcher)
        return 1;
#endif
    QCoreApplication app(argc, argv);
    Fray::AppInfo::applyTo(app);
    Fray::Translations::install(app, QString());

    // The command reads its own name first, as fray-cli passes it.
    QStringList arguments = QCoreApplication::arguments();
    arguments.replace(0, QStringLiteral("serve"));
    Fray::Cli::CliIo io;
    Fray::Cli::ServeCommand serve;
    return serve.run(arguments, io);
}
