// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"

namespace Fray::Encounter {

// Whom an attacker goes for when the GM has not said: its last target while that one still
// stands, else a foe still in the fight — never one of its own side, never someone out of it.
// The odds panel and the Attack dialog both start from here.
class Targets
{
public:
    // Still a target: there, not the attacker, and not out of the fight (dead, unconscious...).
    static bool stands(const Encounter &encounter, const Combatant &combatant);
    // The target of the attacker's latest attack rolled in this fight (from the log), or 0.
    static CombatantId lastTargetOf(const Encounter &encounter, CombatantId attacker);
    // `remembered`: a last target the caller knows of (0: the log's); `current`: the one chosen
    // now, kept when it is a standing foe.
    static CombatantId defaultFor(const Encounter &encounter, CombatantId attacker,
        CombatantId remembered = 0, CombatantId current = 0);
};

} // namespace Fray::Encounter
