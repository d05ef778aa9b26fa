// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <vector>

namespace Fray::Encounter {

// Which combatants are alike: one stat block on the printed sheets ("Goblin ×8"), one group whose
// count the simulator's what-if grows or shrinks. Combatants are alike when they are the same
// monster: the same name but for a number at its end ("Goblin 1" … "Goblin 8"), the
// same library entry (or none), side and group, and the same stats, attacks, attacks a round,
// defence, armour, unit size and notes. What the fight or the dice made different — hit points
// (current and maximum), conditions, HP state — does not part them: each member keeps its own
// hit-point track in the block.
class AlikeCombatants
{
public:
    struct Group
    {
        QString stem; // the name without its number: the block's title
        std::vector<const Combatant *> members; // in the encounter's order
    };

    // The groups in the order of each one's first member.
    static std::vector<Group> of(const std::vector<Combatant> &combatants);
    // "Goblin 3" and "Goblin #3" give "Goblin"; a name without a number is its own stem.
    static QString stem(const QString &name);
    static bool alike(const Combatant &a, const Combatant &b);
    static bool sameUses(const Combatant &a, const Combatant &b);
};

} // namespace Fray::Encounter
