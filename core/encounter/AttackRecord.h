// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QString>

#include <optional>

namespace Fray::Encounter {

// What one attack rolled in Fray was, beside its log line: who struck whom, the exact chance it
// had of hitting under the values it was rolled with, and what came of it. The luck report is
// worked out from these; names are kept as they were, for combatants removed since.
struct AttackRecord
{
    CombatantId attacker = 0;
    CombatantId target = 0;
    QString attackerName;
    QString targetName;
    QString attack; // the attack's name ("Longsword")
    double chance = 0.0; // P(hit) as AttackResolver::odds works it out for the values used
    QString outcome; // the outcome's id ("hit", "critical")
    QString label; // as the ruleset names the result ("Critical hit")
    bool hit = false;
    std::optional<qint64> damage; // done to the target, when the outcome did damage
    bool operator==(const AttackRecord &) const = default;
};

} // namespace Fray::Encounter
