// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The record of one rolled attack with a Club, as the luck report and the log export read it:
// who struck whom, the chance it had and whether it hit (a hit does 3).

#include "core/encounter/AttackRecord.h"

inline Fray::Encounter::AttackRecord clubAttack(Fray::Encounter::CombatantId attacker,
    const QString &name, Fray::Encounter::CombatantId target, const QString &targetName,
    double chance, bool hit)
{
    Fray::Encounter::AttackRecord r;
    r.attacker = attacker;
    r.target = target;
    r.attackerName = name;
    r.targetName = targetName;
    r.attack = QStringLiteral("Club");
    r.chance = chance;
    r.outcome = hit ? QStringLiteral("hit") : QStringLiteral("miss");
    r.label = hit ? QStringLiteral("Hit") : QStringLiteral("Miss");
    r.hit = hit;
    if (hit)
        r.damage = 3;
    return r;
}
