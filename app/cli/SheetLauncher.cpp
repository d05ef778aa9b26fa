// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/SheetLauncher.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>

namespace Fray::Cli {

QString SheetLauncher::sheetProgram()
{
    return helperProgram(QStringLiteral("fray-sheet"));
}

QString SheetLauncher::helperProgram(const QString &name)
{
    const QDir here(QCoreApplication::applicationDirPath());
    // FRAY_SHEET_DIR: the installed helpers' folder relative to fray-cli's (CMake sets it).
    return QStandardPaths::findExecutable(
        name, {here.path(), QDir::cleanPath(here.filePath(QStringLiteral(FRAY_SHEET_DIR)))});
}

int SheetLauncher::run(const QStringList &arguments, CliIo &io)
{
    const QString program = sheetProgram();
    if (program.isEmpty())
        return io.fail(tr("cannot print: fray-sheet, which Fray installs beside fray-cli, is "
                          "missing; reinstall Fray"));
    return runHelper(program, arguments, io);
}

int SheetLauncher::runHelper(const QString &program, const QStringList &arguments, CliIo &io)
{
    QProcess sheet;
    sheet.setProcessChannelMode(QProcess::ForwardedChannels);
    sheet.setInputChannelMode(QProcess::ForwardedInputChannel);
    // The helper stops when this process goes (fray-serve's LauncherWatch): Windows keeps no
    // parent for it to ask, so fray-cli names itself.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(
        QStringLiteral("FRAY_LAUNCHER_PID"), QString::number(QCoreApplication::applicationPid()));
    sheet.setProcessEnvironment(environment);
    io.out().flush();
    sheet.start(program, arguments.mid(1));
    if (!sheet.waitForStarted(-1))
        return io.fail(tr("cannot start %1: %2").arg(program, sheet.errorString()));
    sheet.waitForFinished(-1);
    if (sheet.exitStatus() == QProcess::CrashExit)
        return io.fail(tr("%1 stopped before it finished").arg(program));
    return sheet.exitCode();
}

} // namespace Fray::Cli
