// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/wandering/EncounterTable.h"

#include <QCoreApplication>
#include <QString>

namespace Fray::Wandering {

// A wandering-monster table's odds in words, the same in the window, on the printed sheet and
// wherever else a GM reads them, in the user's language and number format.
class TableText
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Wandering::TableText)

public:
    // "25.0% (5.0 on average)"; a row of nothing or of one number: "75.0%".
    static QString rowChance(
        const EncounterTable::Row &row, const EncounterTableOdds::RowOdds &odds);
    // Each number that comes with its chance on its row: "2: 6.25%, 3: 12.50%, …".
    static QString countChances(const EncounterTableOdds::RowOdds &odds);
    // "Nothing comes: 62.5% · foes on average: 1.38 · at most 8".
    static QString summary(const EncounterTableOdds &odds);
};

} // namespace Fray::Wandering
