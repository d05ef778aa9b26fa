// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli sheet FILE --pdf OUT [--kind roster|statblocks|reference|odds|all]
// [--page a4|letter] [--campaign NAME] [--odds "ATTACKER vs TARGET"]...`: the printed sheets of
// an encounter file as a PDF, the same pages File › Export PDF… writes.
class SheetCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::SheetCommand)

public:
    QString name() const override { return QStringLiteral("sheet"); }
    QString summary() const override { return tr("Print an encounter's sheets to PDF"); }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
