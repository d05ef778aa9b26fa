// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/storage/CampaignImport.h"
#include "core/wandering/TableFight.h"

#include <QCoreApplication>

namespace Fray::Storage {

class Campaign;

// A roll on a wandering-monster table in a campaign, the one way both the window and fray-cli
// make one: the creatures come from the campaign's library (by name, any case, of the table's
// ruleset), the party from its members, and the fight it brings is saved as a new encounter,
// named `name` or else after the table (with a number when the campaign has that name), as a
// step of the campaign's history (an import of one encounter, CampaignImport): undoing it takes
// the encounter away again, in the window or after a roll made with fray-cli.
class TableRoll
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::TableRoll)

public:
    struct Result
    {
        Wandering::TableFight::Built built;
        qint64 encounter = 0; // 0 when the row brings nothing
        QString name; // the new encounter's
        CampaignImport::Batch batch; // what was written, and what writes it again (a redo)
        CampaignImport::Done done; // what takes it back
        QString stepText; // "Roll on Dungeon level 1: 4 Goblins"
    };

    static QString stepText(const QString &table, qint64 count, const QString &creature);
    // The creatures a table's rows name, as the campaign's library has them: by name, any case,
    // of the table's ruleset (what a roll brings, and what TableDanger sends at the party).
    static Expected<Wandering::TableFight::Lookup, QString> creatures(
        const Campaign &campaign, const QString &rulesetId);

    static Expected<Result, QString> roll(Campaign &campaign,
        const Wandering::EncounterTable &table, std::shared_ptr<const Rules::Ruleset> ruleset,
        const QString &name, Dice::Random &random);
};

} // namespace Fray::Storage
