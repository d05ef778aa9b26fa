// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli sheet …` runs fray-sheet with the same arguments and ends as it ends. Printing is
// the one command that needs Qt Gui; in its own executable, every other command starts
// without loading Gui, fonts and the windowing system's libraries.
class SheetLauncher : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::SheetLauncher)

public:
    QString name() const override { return QStringLiteral("sheet"); }
    QString summary() const override { return tr("Print an encounter's sheets to PDF"); }
    int run(const QStringList &arguments, CliIo &io) override;

    // fray-sheet beside fray-cli (a build folder, Windows, macOS), else where the installation
    // puts it; empty when neither has it.
    static QString sheetProgram();
    // The same for any of fray-cli's helper programs (fray-sheet, fray-serve).
    static QString helperProgram(const QString &name);
    // Runs `program` with `arguments` (the command's name first, as fray-cli got it) on this
    // process's input and output, and returns its exit code.
    static int runHelper(const QString &program, const QStringList &arguments, CliIo &io);
};

} // namespace Fray::Cli
