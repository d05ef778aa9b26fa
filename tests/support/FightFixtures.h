// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TestRulesets.h"
#include "core/encounter/Encounter.h"

#include <memory>
#include <vector>

namespace Fray::Testing {

// A combatant with one weapon (none when `damage` is empty), at full hit points.
inline Encounter::Combatant fighter(const QString &name, const QString &side, qint64 hp,
    qint64 defence, qint64 value, const QString &damage, const QMap<QString, qint64> &stats = {})
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.hp = c.maxHp = c.startHp = hp;
    c.defence = defence;
    c.stats = stats;
    if (!damage.isEmpty()) {
        Encounter::Attack a;
        a.name = QStringLiteral("Weapon");
        a.value = value;
        a.damage = damage;
        c.attacks.push_back(a);
    }
    return c;
}

// An encounter of a shipped ruleset with these combatants, numbered in order; nullptr for a
// ruleset Fray does not ship.
inline std::unique_ptr<Encounter::Encounter> encounterOf(
    const QString &ruleset, std::vector<Encounter::Combatant> people)
{
    auto rules = rulesetNamed(ruleset, shippedRulesets());
    if (!rules)
        return nullptr;
    Encounter::EncounterState state;
    state.rulesetId = ruleset;
    for (Encounter::Combatant &c : people)
        c.id = state.nextId++;
    state.combatants = std::move(people);
    return std::make_unique<Encounter::Encounter>(rules, state);
}

// The fight under way in round 1 with everyone in the list's order, the first to act now.
inline std::unique_ptr<Encounter::Encounter> underWayInListOrder(const Encounter::Encounter &e)
{
    Encounter::EncounterState state = e.state();
    qint64 count = qint64(state.combatants.size());
    for (const Encounter::Combatant &c : state.combatants) {
        Encounter::InitiativeEntry entry;
        entry.combatant = c.id;
        entry.value = count;
        entry.slot = qint64(state.combatants.size()) - count--;
        state.order.push_back(entry);
    }
    state.round = 1;
    state.turn = 0;
    return std::make_unique<Encounter::Encounter>(e.sharedRuleset(), state);
}

} // namespace Fray::Testing
