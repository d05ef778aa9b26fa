// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Random.h"
#include "core/encounter/Encounter.h"

#include <QCoreApplication>

namespace Fray::Encounter {

// Hit points under the ruleset: damage into its pools, healing, the HP state that follows
// (unconscious, dying, dead ...), and the conditions a single hit can trigger (stun).
class Vitals
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::Vitals)

public:
    Vitals(Encounter &encounter, Dice::Random &random);

    // Damage to `pool` ("lethal", or "subdual"/"temporary", which also counts as subdual).
    // Returns what the log should add ("Aldo is unconscious"), empty when nothing changed.
    Phrase damage(qint64 index, qint64 amount, const QString &pool = QStringLiteral("lethal"));
    Phrase heal(qint64 index, qint64 amount);
    // Re-evaluates the HP state; at the end of the round, end-of-round states count too.
    Phrase updateState(qint64 index, bool endOfRound);
    // Applies the conditions a hit of `amount` triggers. Returns the log text.
    Phrase triggers(qint64 index, qint64 amount);

    // Out of the fight: its HP state takes it out (dead, unconscious) or it has fled. Neither
    // acts nor is offered as a target; only the dead count as dead.
    bool isOutOfFight(const Combatant &combatant) const
    {
        return outOfFight(m_encounter.ruleset(), combatant);
    }
    static bool outOfFight(const Rules::Ruleset &ruleset, const Combatant &combatant);
    // Down by its hit points: dead, or an HP state that takes it out of the fight (a morale
    // check's "dead or incapacitated"); one who fled is out but not down.
    static bool isDown(const Rules::Ruleset &ruleset, const Combatant &combatant);
    // It bears a condition with the flag "fled" (its morale broke).
    static bool hasFled(const Rules::Ruleset &ruleset, const Combatant &combatant);
    bool isDead(const Combatant &combatant) const;
    bool canAct(const Combatant &combatant) const;
    // The condition that keeps the combatant from attacking (its flag is cannot_act, no_attacks
    // or lose_attacks), or nullptr.
    const Rules::Condition *attackBarredBy(const Combatant &combatant) const;
    bool canAttack(const Combatant &combatant) const
    {
        return canAct(combatant) && !attackBarredBy(combatant);
    }
    const Rules::HpState *state(const Combatant &combatant) const;

private:
    qint64 stateIndex(const QString &id) const;
    // Puts the combatant in HP state `id` (empty = none). Returns the log text.
    Phrase enterState(qint64 index, const QString &id);

    Encounter &m_encounter;
    Dice::Random &m_random;
};

} // namespace Fray::Encounter
