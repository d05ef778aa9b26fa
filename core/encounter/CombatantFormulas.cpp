// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/CombatantFormulas.h"

#include "core/encounter/BuiltinValues.h"

namespace Fray::Encounter {

CombatantFormulas::CombatantFormulas(const Rules::Ruleset &ruleset)
    : m_ruleset(ruleset)
    , m_tables(ruleset.tables)
{
    // Later names shadow earlier ones: a combatant's own stat wins over an odds variable of
    // the same name ("ac").
    const auto slot = [this](const QString &name, qint64 value) {
        const auto it = m_slots.constFind(name);
        if (it != m_slots.constEnd()) {
            m_defaults[std::size_t(*it)] = value;
            return *it;
        }
        const int index = int(m_defaults.size());
        m_slots.insert(name, index);
        m_defaults.push_back(value);
        return index;
    };
    for (const Rules::Variable &v : ruleset.variables)
        slot(v.name, v.defaultValue);
    for (const Rules::Derived &d : ruleset.derived)
        slot(d.name, 0);
    using Source = Rules::BuiltinVariable::Source;
    for (const Rules::BuiltinVariable &v : Rules::BuiltinVariables::all()) {
        if (v.source == Source::Combatant || v.source == Source::Fight)
            slot(QString(v.name), 0);
    }
    for (const Rules::Stat &s : ruleset.stats)
        m_statSlots.emplace_back(s.id, slot(s.id, s.defaultValue));
    for (const Rules::BuiltinVariable &v : Rules::BuiltinVariables::all()) {
        if (v.source == Source::Combatant)
            m_builtinSlots.emplace_back(&v, m_slots.value(QString(v.name)));
    }
    const auto slotOfBuiltin = [this](Rules::BuiltinVariable::Id id) {
        return m_slots.value(QString(Rules::BuiltinVariables::of(id).name));
    };
    m_hp = slotOfBuiltin(Rules::BuiltinVariable::Id::Hp);
    m_damageTaken = slotOfBuiltin(Rules::BuiltinVariable::Id::DamageTaken);

    const auto slotOf = [this](const QString &name) { return m_slots.value(name, -1); };
    const auto compile = [&](const Dice::Expression &e) -> std::optional<Dice::Formula> {
        auto f = Dice::Formula::compile(e, slotOf, &m_tables);
        return f ? std::optional<Dice::Formula>(*f) : std::nullopt; // validated on load
    };
    for (const Rules::Derived &d : ruleset.derived) {
        if (auto f = compile(d.value))
            m_derived.emplace_back(m_slots.value(d.name), *f);
    }
    for (const Rules::HpState &state : ruleset.hpStates) {
        m_states.push_back(compile(state.when));
        m_modifiers.push_back(state.actionModifier ? compile(*state.actionModifier) : std::nullopt);
    }
    for (const Rules::Trigger &trigger : ruleset.triggers)
        m_triggers.push_back(compile(trigger.when));
}

void CombatantFormulas::fill(
    const Combatant &c, qint64 damageTaken, std::vector<std::int64_t> &values) const
{
    values = m_defaults;
    for (const auto &[id, slot] : m_statSlots)
        values[std::size_t(slot)] = c.stats.value(id, values[std::size_t(slot)]);
    for (const auto &[variable, slot] : m_builtinSlots) {
        if (const auto value = builtinValue(*variable, c))
            values[std::size_t(slot)] = *value;
    }
    values[std::size_t(m_damageTaken)] = damageTaken;
    for (const auto &[slot, formula] : m_derived) {
        std::int64_t v = 0;
        if (formula.evaluate(values.data(), v))
            values[std::size_t(slot)] = v;
    }
}

bool CombatantFormulas::holds(
    const std::optional<Dice::Formula> &formula, const std::vector<std::int64_t> &values) const
{
    std::int64_t v = 0;
    return formula && formula->evaluate(values.data(), v) && v != 0;
}

qint64 CombatantFormulas::hpState(const Combatant &combatant, bool endOfRound) const
{
    std::vector<std::int64_t> values, start;
    fill(combatant, 0, values);
    for (std::size_t i = 0; i < m_states.size(); ++i) {
        const Rules::HpState &state = m_ruleset.hpStates[i];
        if (!endOfRound && state.timing == Rules::HpState::Timing::EndOfRound)
            continue;
        if (!holds(m_states[i], values))
            continue;
        if (state.suppressIfStartInBand) {
            // A band the combatant started the fight in brings no penalty.
            if (start.empty()) {
                start = values;
                start[std::size_t(m_hp)] = combatant.startHp;
            }
            if (holds(m_states[i], start))
                continue;
        }
        return qint64(i);
    }
    return -1;
}

bool CombatantFormulas::stateHolds(std::size_t state, const Combatant &combatant) const
{
    std::vector<std::int64_t> values;
    fill(combatant, 0, values);
    return holds(m_states[state], values);
}

bool CombatantFormulas::triggerFires(
    std::size_t trigger, const Combatant &combatant, qint64 damageTaken) const
{
    std::vector<std::int64_t> values;
    fill(combatant, damageTaken, values);
    return holds(m_triggers[trigger], values);
}

qint64 CombatantFormulas::actionModifier(std::size_t state, const Combatant &combatant) const
{
    if (!m_modifiers[state])
        return 0;
    std::vector<std::int64_t> values;
    fill(combatant, 0, values);
    std::int64_t v = 0;
    return m_modifiers[state]->evaluate(values.data(), v) ? v : 0;
}

Dice::Bindings CombatantFormulas::bindings(const Combatant &combatant,
    const Dice::Expression &expression, const QMap<QString, qint64> &extra) const
{
    Dice::Bindings bindings;
    bindings.setTables(&m_tables);
    const QStringList names = expression.variables();
    if (names.isEmpty())
        return bindings;
    std::vector<std::int64_t> values;
    fill(combatant, 0, values);
    for (const QString &name : names) {
        if (extra.contains(name))
            bindings.set(name, extra.value(name));
        else if (const auto it = m_slots.constFind(name); it != m_slots.constEnd())
            bindings.set(name, values[std::size_t(*it)]);
    }
    return bindings;
}

} // namespace Fray::Encounter
