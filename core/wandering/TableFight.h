// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/EncounterState.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/library/LibraryEntry.h"
#include "core/rules/Ruleset.h"
#include "core/wandering/EncounterTable.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

namespace Fray::Wandering {

// A fight built from one roll on a wandering-monster table, as document 000's order goes: the
// party as it is now, the row the die gives, how many come (the library's creature, each with
// its hit points rolled) and, where the ruleset's order has a distance step, the distance
// rolled. Each roll is in the
// new fight's log, whole. The fight is not started: surprise and initiative come next.
class TableFight
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Wandering::TableFight)

public:
    // The library entry a row names, of the table's ruleset; nothing when there is none.
    using Lookup = std::function<std::optional<Library::LibraryEntry>(const QString &name)>;

    struct Built
    {
        EncounterTable::Rolled rolled;
        bool nothing = false; // the row brings no one: no fight
        Encounter::EncounterState state; // the fight, not started
        std::optional<qint64> distance; // scaled (70 for 2D6 x 10)
        QString summary; // one line: "1d8 → [5] = 5: 4 Goblins, 70 ft indoors, yd outdoors"
    };

    // The table's problem, a row's creature that is not in the library, or a ruleset that is
    // not the table's, is refused; nothing is rolled then.
    // `party`: the campaign's party members, who join the fight first.
    static Expected<Built, QString> build(const EncounterTable &table,
        std::shared_ptr<const Rules::Ruleset> ruleset, const Lookup &lookup,
        const std::vector<Library::LibraryEntry> &party, const QString &name, Dice::Random &random);
    // The party, then `count` of `entry` as one band: a fight as a roll brings it, not started,
    // from `start` (its name, ruleset and first lines of the log). `hitPoints`: how each
    // creature's are had from its hit dice (Fixed: the library's, as for an entry without).
    static Expected<Encounter::EncounterState, QString> meeting(
        std::shared_ptr<const Rules::Ruleset> ruleset, Encounter::EncounterState start,
        const std::vector<Library::LibraryEntry> &party, const Library::LibraryEntry &entry,
        qint64 count, Encounter::AddCombatantsCommand::HitPoints hitPoints, Dice::Random &random);
    // Where the table needs an entry the library lacks ("rows[2].creature: ..."); nothing when
    // every row's creature is there.
    static std::optional<QString> missing(const EncounterTable &table, const Lookup &lookup);
};

} // namespace Fray::Wandering
