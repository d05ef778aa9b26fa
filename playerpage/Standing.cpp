// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/Standing.h"

#include "core/encounter/Vitals.h"

namespace Fray::PlayerPage {

Standing::Kind Standing::of(
    const Encounter::Encounter &encounter, const Encounter::Combatant &combatant)
{
    const Rules::HpState *state = encounter.ruleset().hpState(combatant.state);
    if (state && state->dead)
        return Kind::Dead;
    if (Encounter::Vitals::hasFled(encounter.ruleset(), combatant))
        return Kind::Fled;
    if (state && (state->outOfFight || !state->canAct))
        return Kind::Out;
    // A state the ruleset gives at 0 HP may let its bearer act; without one, 0 HP is down.
    if (!state && combatant.hp <= 0)
        return Kind::Out;
    for (const Encounter::ActiveCondition &active : combatant.conditions) {
        const Rules::Condition *condition = encounter.condition(active);
        if (!condition || !condition->barsActing())
            continue;
        // One that counts down or ends with the round (surprised) only skips a turn.
        using Duration = Rules::Duration::Kind;
        const bool lasting = !active.roundsLeft
            && (condition->duration.kind == Duration::UntilRemoved
                || condition->duration.kind == Duration::UntilEvent);
        if (lasting)
            return Kind::Out;
    }
    return Kind::Fighting;
}

QString Standing::id(Kind kind)
{
    switch (kind) {
    case Kind::Dead:
        return QStringLiteral("dead");
    case Kind::Out:
        return QStringLiteral("out");
    case Kind::Fled:
        return QStringLiteral("fled");
    case Kind::Fighting:
        break;
    }
    return QString();
}

QString Standing::word(Kind kind)
{
    switch (kind) {
    case Kind::Dead:
        return tr("dead");
    case Kind::Out:
        return tr("out of the fight");
    case Kind::Fled:
        return tr("fled");
    case Kind::Fighting:
        break;
    }
    return QString();
}

} // namespace Fray::PlayerPage
