// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"

#include <QCoreApplication>

namespace Fray::Wandering {
struct EncounterTable;
}

namespace Fray::Cli {

// `fray-cli table FILE [--json] [--roll [--seed N] [--db CAMPAIGN [--name NAME]]]`: a
// wandering-monster table's exact odds, the chance of each row and of each number of foes; or
// one roll on it; with a campaign, the roll builds the fight it brings there, as a new
// encounter of the library's creatures at a rolled distance.
class TableCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::TableCommand)

public:
    QString name() const override { return QStringLiteral("table"); }
    QString summary() const override
    {
        return tr("Show a wandering-monster table's exact odds: each row, how many come");
    }
    int run(const QStringList &arguments, CliIo &io) override;

private:
    struct Options;
    static int rollOn(const Wandering::EncounterTable &table, const QCommandLineParser &parser,
        const Options &options, CliIo &io);
    static int buildFight(const Wandering::EncounterTable &table, const QCommandLineParser &parser,
        const Options &options, quint64 seed, CliIo &io);
};

} // namespace Fray::Cli
