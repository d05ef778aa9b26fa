// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/Command.h"
#include "core/Expected.h"
#include "core/storage/Campaign.h"

#include <QCoreApplication>

#include <memory>

namespace Fray::Wandering {
struct EncounterTable;
}

namespace Fray::Cli {

// `fray-cli table FILE [--json] [--roll [--seed N] [--db CAMPAIGN [--name NAME]]]`: a
// wandering-monster table's exact odds, the chance of each row and of each number of foes; or
// one roll on it; with a campaign, the roll builds the fight it brings there, as a new
// encounter of the library's creatures at a rolled distance. `--danger --db CAMPAIGN` says how
// deadly each row is for the campaign's party (Wandering::TableDanger).
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
    // The campaign of --db, and the table's ruleset from the built-in and --rulesets ones.
    struct Opened
    {
        std::unique_ptr<Storage::Campaign> campaign;
        std::shared_ptr<const Rules::Ruleset> ruleset;
    };
    static Expected<Opened, QString> open(const Wandering::EncounterTable &table,
        const QCommandLineParser &parser, const Options &options, Storage::Campaign::Access access);
    static int rollOn(const Wandering::EncounterTable &table, const QCommandLineParser &parser,
        const Options &options, CliIo &io);
    static int danger(const Wandering::EncounterTable &table, const QCommandLineParser &parser,
        const Options &options, CliIo &io);
    static int buildFight(const Wandering::EncounterTable &table, const QCommandLineParser &parser,
        const Options &options, quint64 seed, CliIo &io);
};

} // namespace Fray::Cli
