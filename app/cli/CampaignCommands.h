// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Cli {

// `fray-cli export --db CAMPAIGN (--encounter NAME | --library) -o FILE`.
class ExportCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::ExportCommand)

public:
    QString name() const override { return QStringLiteral("export"); }
    QString summary() const override
    {
        return tr("Write an encounter or the library of a campaign to a file");
    }
    int run(const QStringList &arguments, CliIo &io) override;
};

// `fray-cli import --db CAMPAIGN FILE`: an encounter file, a library file or a CSV of stat
// lines (with --ruleset). Any problem leaves the campaign unchanged.
class ImportCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::ImportCommand)

public:
    QString name() const override { return QStringLiteral("import"); }
    QString summary() const override
    {
        return tr("Add an encounter, library entries or CSV stat lines to a campaign");
    }
    int run(const QStringList &arguments, CliIo &io) override;
};

} // namespace Fray::Cli
