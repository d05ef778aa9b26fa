// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Random.h"
#include "core/encounter/Encounter.h"
#include "core/odds/OddsRequest.h"
#include "core/odds/OddsResult.h"

#include <QCoreApplication>

namespace Fray::Encounter {

// One combatant attacks another with one of its attacks: the ruleset's variables are filled
// from both (attack value, the target's defence and armour, stats), the conditions on both and
// the attacker's wounds apply, the check is rolled, and its damage lands on the target.
class AttackResolver
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::AttackResolver)

public:
    struct Request
    {
        CombatantId attacker = 0;
        qint64 attack = 0; // index into the attacker's attacks
        CombatantId target = 0;
        std::vector<Odds::ActiveModifier> modifiers;
        QMap<QString, qint64> values; // given by the GM (old-school's "needed")
        QString pool = QStringLiteral("lethal");
    };

    AttackResolver(Encounter &encounter, Dice::Random &random);

    // The odds question this attack asks, also used by the odds view.
    static Expected<Odds::OddsRequest, QString> oddsRequest(
        const Encounter &encounter, const Request &request);
    // The exact odds of that question under the encounter's ruleset.
    static Expected<Odds::OddsResult, QString> odds(
        const Encounter &encounter, const Request &request);
    // Rolls the attack and applies it; the log tells what happened.
    std::optional<QString> attack(const Request &request);

private:
    Encounter &m_encounter;
    Dice::Random &m_random;
};

} // namespace Fray::Encounter
