// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/wandering/TableFight.h"

#include <QCoreApplication>
#include <QMap>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace Fray::Wandering {

// How deadly each row of a wandering-monster table is for the party ("what might we meet here,
// and how deadly is it?"). For each number of the row's creature that can come, the party as it
// is now fights that many in the simulator (each creature at its hit dice's average, the band
// as one group, morale where the ruleset checks it), and what happens is weighed by the exact
// chance of that number. A row of nothing is no danger.
class TableDanger
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Wandering::TableDanger)

public:
    struct Options
    {
        // Fights per row, shared among its counts by their chances; each count has at least
        // `leastPerCount`.
        std::int64_t trials = 10'000;
        std::int64_t leastPerCount = 500;
        std::uint64_t seed = 1;
        int threads = 0; // 0: every core
        bool morale = true;
        QMap<QString, qint64> values; // the ruleset's values no combatant holds (SimOptions)
    };
    struct RowDanger
    {
        double win = 0.0; // the party wins
        double winSe = 0.0;
        double partyLoses = 0.0; // another side wins, or no one is left
        double anyOut = 0.0; // one of the party is out of the fight
        std::optional<double> anyDead; // one of the party dies; absent without death
        QString difficulty; // Sim::Difficulty's word for the row
        std::int64_t fights = 0;
    };
    // Fights done and planned; false stops the work.
    using Progress = std::function<bool(std::int64_t done, std::int64_t total)>;

    // Each row's danger, in the table's order (nothing for a row of nothing). Refused: a table
    // TableFight would refuse, a party with no member of the table's ruleset, a fight the
    // simulator cannot model (with the row), or a stop.
    static Expected<std::vector<std::optional<RowDanger>>, QString> of(const EncounterTable &table,
        std::shared_ptr<const Rules::Ruleset> ruleset, const TableFight::Lookup &lookup,
        const std::vector<Library::LibraryEntry> &party, const Options &options,
        const Progress &progress = {});
};

} // namespace Fray::Wandering
