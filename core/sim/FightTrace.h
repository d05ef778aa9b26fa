// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace Fray::Sim {

// What one simulated fight did, told as it happens (FightRunner::trace): each blow, each morale
// check and where everyone stands at each round's end. Combatants are numbered as in
// FightModel::combatants(). A fight told this way can be played again through the encounter's own
// commands, blow by blow, to see that the simulator keeps the ruleset's hit points as the table
// does.
class FightTrace
{
public:
    struct Standing
    {
        int hp = 0; // kept within the combatant's [floor, top] (FightModel::CombatantModel)
        bool out = false; // out of the fight, the dead included
        bool dead = false;
    };

    virtual ~FightTrace() = default;
    // `attacker` attacked `target`; `damage` is what landed, 0 or less for none.
    virtual void struck(int attacker, int target, std::int64_t damage) = 0;
    // The round has ended: its bleeding and end-of-round states are done.
    virtual void roundEnded(int round, const std::vector<Standing> &standing) = 0;
    // Morale unit `unit` (FightModel::MoraleModel::units) checked and held, or broke and fled.
    virtual void moraleChecked(int unit, bool held)
    {
        static_cast<void>(unit);
        static_cast<void>(held);
    }
};

} // namespace Fray::Sim
