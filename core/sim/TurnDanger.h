// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"
#include "core/sim/FightModel.h"

#include <QCoreApplication>

#include <vector>

namespace Fray::Sim {

// "Who is in danger now?" For each combatant in a fight under way, the exact chance of being
// out of the fight before its own next turn: every attack that comes before it in the order,
// aimed as the simulation's tactics aim (the weakest, the strongest, the first, or any foe
// alike), each with its exact damage distribution, and the ruleset's HP states after each
// (FightModel's tables). What is assumed is said by assumption().
class TurnDanger
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Sim::TurnDanger)

public:
    enum class Until {
        NextTurn, // its own next turn
        RoundEnd, // the end of the round: the next round's order is rolled again
    };
    struct Danger
    {
        Encounter::CombatantId combatant = 0;
        double out = 0.0; // the chance to be out before `until`
        int attacks = 0; // attacks that may come at it meanwhile
        Until until = Until::NextTurn;
    };

    // One entry for each combatant still in the fight, in the encounter's order; empty before
    // the fight has started (no order yet). `model` is FightModel::create(fight, its options).
    static std::vector<Danger> compute(const Encounter::Encounter &fight, const FightModel &model);
    // The assumptions, as the window and fray-cli say them.
    static QString assumption();
};

} // namespace Fray::Sim
