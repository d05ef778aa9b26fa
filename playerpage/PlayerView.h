// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"
#include "playerpage/PageIds.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Fray::PlayerPage {

// What the players may see of an encounter, as the JSON the players' page reads (the shape is
// in docs/players-page.md). Built from scratch on every change, so a field only reaches the
// page if it is named here: foes' defence, HP numbers (unless revealed), notes, stats, templates,
// condition sources and every combatant hidden from players never do.
class PlayerView
{
    Q_DECLARE_TR_FUNCTIONS(Fray::PlayerPage::PlayerView)

public:
    struct Options
    {
        bool revealNumbers = false; // the GM shows foes' HP and defence
        Encounter::CombatantId target = 0; // the GM's target; 0: the next foe to act
        // The page's ids for combatants, kept for the share; none: numbered afresh.
        PageIds *ids = nullptr;
    };

    // The turn players are shown: the acting entry when they see it, else the one they saw
    // last (in the round before when the hidden entries open the round), so a hidden entry's
    // turn changes nothing on the page. `index` -1: no one acts.
    struct ShownTurn
    {
        qint64 index = -1;
        qint64 round = 0;
    };
    static ShownTurn shownTurn(const Encounter::Encounter &encounter);
    // Gives every combatant players see a page id, in roster order, if it has none yet.
    static void giveIds(const Encounter::Encounter &encounter, PageIds &ids);

    static QJsonObject state(const Encounter::Encounter &encounter, const Options &options);

    // Whether the players may see this combatant at all.
    static bool visible(const Encounter::Combatant &combatant);
    // The target the page shows chances against: the GM's when visible and not of the party,
    // else the acting foe or the next visible foe still standing in the order.
    static Encounter::CombatantId target(
        const Encounter::Encounter &encounter, Encounter::CombatantId chosen);
    // "unhurt", "wounded", "bloodied", "down", or the ruleset's HP state id.
    static QString stateId(const Encounter::Combatant &combatant);
    static QString stateLabel(const Rules::Ruleset &ruleset, const Encounter::Combatant &combatant);
    // A computed probability at 15 significant digits, as fray-cli prints it.
    static double number(double value);
};

} // namespace Fray::PlayerPage
