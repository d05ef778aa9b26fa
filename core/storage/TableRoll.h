// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/wandering/TableFight.h"

#include <QCoreApplication>

namespace Fray::Storage {

class Campaign;

// A roll on a wandering-monster table in a campaign, the one way both the window and fray-cli
// make one: the creatures come from the campaign's library (by name, any case, of the table's
// ruleset), the party from its members, and the fight it brings is saved as a new encounter,
// named `name` or else after the table (with a number when the campaign has that name).
class TableRoll
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::TableRoll)

public:
    struct Result
    {
        Wandering::TableFight::Built built;
        qint64 encounter = 0; // 0 when the row brings nothing
        QString name; // the new encounter's
    };

    static Expected<Result, QString> roll(Campaign &campaign,
        const Wandering::EncounterTable &table, std::shared_ptr<const Rules::Ruleset> ruleset,
        const QString &name, Dice::Random &random);
};

} // namespace Fray::Storage
