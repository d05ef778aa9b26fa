// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ServeLauncher.h"

#include "app/cli/SheetLauncher.h"

namespace Fray::Cli {

int ServeLauncher::run(const QStringList &arguments, CliIo &io)
{
    const QString program = SheetLauncher::helperProgram(QStringLiteral("fray-serve"));
    if (program.isEmpty())
        return io.fail(tr("cannot serve: fray-serve, which Fray installs beside fray-cli, is "
                          "missing; reinstall Fray"));
    return SheetLauncher::runHelper(program, arguments, io);
}

} // namespace Fray::Cli
