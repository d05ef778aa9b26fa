// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"
#include "core/json/JsonValue.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

namespace Fray::Encounter {

// An encounter checked against its ruleset before Fray uses it, whichever way it came in (a
// file, the campaign, an import, a command): every stat, condition, HP state, declared action,
// override and option is the ruleset's; numbers are in range; hit points agree with each other;
// every attack's damage is dice Fray can roll; the order's entries are combatants that are
// there. Each problem has the path of what is wrong ("combatants[2].hp.current").
class EncounterCheck
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::EncounterCheck)

public:
    using Problems = QList<Json::JsonProblem>;

    // Bounds no ruleset raises: beyond them a number is a mistake, not a monster.
    static constexpr qint64 maxHitPoints = 1'000'000'000;
    static constexpr qint64 maxAttacksPerRound = 100;
    static constexpr qint64 maxUnitSize = 100'000;
    static constexpr qint64 maxValue = 1'000'000; // defence, armour, an attack's value, reach
    static constexpr qint64 maxRound = 1'000'000;
    // Lists a command grows one entry at a time. Each command keeps the list as it was and as
    // it is for its undo, so without a bound a long play would hold the square of its length.
    static constexpr std::size_t maxConditions = 100; // held by one combatant
    static constexpr std::size_t maxReminders = 100; // of one combatant
    static constexpr std::size_t maxEvents = 100; // of one encounter

    static Problems encounter(const EncounterState &state, const Rules::Ruleset &ruleset);
    // `at` is the combatant's path ("combatants[2]", or its name where there is no file).
    static Problems combatant(
        const Combatant &combatant, const Rules::Ruleset &ruleset, const QString &at);
    // The problems as one line: the first, and how many more.
    static QString summary(const Problems &problems);
};

} // namespace Fray::Encounter
