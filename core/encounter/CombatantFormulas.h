// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Bindings.h"
#include "core/dice/Formula.h"
#include "core/encounter/Combatant.h"
#include "core/rules/BuiltinVariables.h"
#include "core/rules/Ruleset.h"
#include "core/rules/RulesetTables.h"

#include <QHash>

#include <optional>
#include <vector>

namespace Fray::Encounter {

// A ruleset's combatant formulas (HP states, hit triggers) compiled once, and the values a
// combatant gives them: its stats, hit points and the fight's counters. Used for every hit and
// every end of round, so it must be fast for ten thousand combatants.
class CombatantFormulas
{
public:
    explicit CombatantFormulas(const Rules::Ruleset &ruleset);

    // The index of the first HP state that holds, or -1. Immediately after damage only
    // `immediate` states count; at the end of the round all do.
    qint64 hpState(const Combatant &combatant, bool endOfRound) const;
    // Whether the `when` of HP state `state` holds for the combatant.
    bool stateHolds(std::size_t state, const Combatant &combatant) const;
    // The trigger's condition applies after a hit of `damageTaken`.
    bool triggerFires(std::size_t trigger, const Combatant &combatant, qint64 damageTaken) const;
    // The state's action modifier for this combatant, 0 without one.
    qint64 actionModifier(std::size_t state, const Combatant &combatant) const;

    // Bindings for rolling a combatant formula (initiative, ticks, durations): the names the
    // expression uses, with this combatant's values.
    Dice::Bindings bindings(const Combatant &combatant, const Dice::Expression &expression,
        const QMap<QString, qint64> &extra = {}) const;
    const Dice::TableSource *tables() const { return &m_tables; }

private:
    void fill(
        const Combatant &combatant, qint64 damageTaken, std::vector<std::int64_t> &values) const;
    bool holds(
        const std::optional<Dice::Formula> &formula, const std::vector<std::int64_t> &values) const;

    const Rules::Ruleset &m_ruleset;
    Rules::RulesetTables m_tables;
    QHash<QString, int> m_slots;
    std::vector<std::int64_t> m_defaults;
    std::vector<std::pair<int, Dice::Formula>> m_derived;
    // The built-in variables a combatant gives, each with its slot.
    std::vector<std::pair<const Rules::BuiltinVariable *, int>> m_builtinSlots;
    int m_hp = -1, m_damageTaken = -1;
    std::vector<std::pair<QString, int>> m_statSlots;
    std::vector<std::optional<Dice::Formula>> m_states;
    std::vector<std::optional<Dice::Formula>> m_modifiers;
    std::vector<std::optional<Dice::Formula>> m_triggers;
};

} // namespace Fray::Encounter
