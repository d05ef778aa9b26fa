// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Targets.h"

#include "core/encounter/Vitals.h"

namespace Fray::Encounter {

bool Targets::stands(const Encounter &encounter, const Combatant &combatant)
{
    return !Vitals::outOfFight(encounter.ruleset(), combatant);
}

CombatantId Targets::lastTargetOf(const Encounter &encounter, CombatantId attacker)
{
    const auto &log = encounter.state().log;
    for (auto line = log.rbegin(); line != log.rend(); ++line) {
        if (line->attack && line->attack->attacker == attacker)
            return line->attack->target;
    }
    return 0;
}

CombatantId Targets::defaultFor(
    const Encounter &encounter, CombatantId attacker, CombatantId remembered, CombatantId current)
{
    const Combatant *a = encounter.find(attacker);
    if (!a)
        return 0;
    const auto usable = [&](CombatantId id) -> const Combatant * {
        const Combatant *c = id ? encounter.find(id) : nullptr;
        return c && c->id != attacker && stands(encounter, *c) ? c : nullptr;
    };
    if (const Combatant *last = usable(remembered ? remembered : lastTargetOf(encounter, attacker)))
        return last->id;
    if (const Combatant *now = usable(current); now && now->side != a->side)
        return now->id;
    for (const Combatant &c : encounter.combatants()) {
        if (c.side != a->side && stands(encounter, c))
            return c.id;
    }
    return 0;
}

} // namespace Fray::Encounter
