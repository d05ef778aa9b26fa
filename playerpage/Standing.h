// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"

#include <QCoreApplication>

namespace Fray::PlayerPage {

// Whether a combatant is still in the fight, as the players are told: the one rule the players'
// window and page both follow, so neither gives the dead or the unconscious a chance to hit nor
// offers them as the thing to hit. Asked of the ruleset's HP states and conditions only.
class Standing
{
    Q_DECLARE_TR_FUNCTIONS(Fray::PlayerPage::Standing)

public:
    enum class Kind { Fighting, Out, Fled, Dead };

    // Dead: its HP state is a dead one. Fled: its morale broke (out, not dead). Out: its HP state
    // is out of the fight or cannot act, a condition that keeps it from acting lasts until it is
    // removed or an event ends it (unconscious, held; not a surprise that ends with the round), or
    // it has 0 HP or less and no HP state says otherwise. Else it fights.
    static Kind of(const Encounter::Encounter &encounter, const Encounter::Combatant &combatant);
    static bool fighting(
        const Encounter::Encounter &encounter, const Encounter::Combatant &combatant)
    {
        return of(encounter, combatant) == Kind::Fighting;
    }
    // "dead", "fled" or "out": the players' page's id; empty for one still fighting.
    static QString id(Kind kind);
    // The players' word: "dead", "fled", "out of the fight"; empty for one still fighting.
    static QString word(Kind kind);
};

} // namespace Fray::PlayerPage
