// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/HpStateTables.h"

#include "core/encounter/CombatantFormulas.h"

#include <algorithm>

namespace Fray::Sim {

HpStateTables::HpStateTables(
    const Encounter::Encounter &encounter, const Encounter::Combatant &combatant)
    : m_encounter(encounter)
    , m_ruleset(encounter.ruleset())
    , m_c(combatant)
{ }

int HpStateTables::stateIndex(const QString &id) const
{
    const auto &states = m_ruleset.hpStates;
    const auto it = std::find_if(
        states.begin(), states.end(), [&](const Rules::HpState &s) { return s.id == id; });
    return it == states.end() ? 0 : int(it - states.begin()) + 1;
}

void HpStateTables::put(int state, int hp)
{
    m_c.state = state == 0 ? QString() : m_ruleset.hpStates[std::size_t(state - 1)].id;
    m_c.hp = hp;
}

// Vitals::damage: further damage in a state that names one leads there when it holds.
int HpStateTables::afterDamage(int state)
{
    if (state > 0) {
        const Rules::HpState &was = m_ruleset.hpStates[std::size_t(state - 1)];
        if (!was.furtherDamage.isEmpty()) {
            const int next = stateIndex(was.furtherDamage);
            if (next > 0 && m_encounter.formulas().stateHolds(std::size_t(next - 1), m_c))
                return next;
        }
    }
    return update(state, false);
}

// Vitals::updateState.
int HpStateTables::update(int state, bool endOfRound)
{
    const Encounter::CombatantFormulas &formulas = m_encounter.formulas();
    int id = int(formulas.hpState(m_c, endOfRound)) + 1;
    if (state == 0)
        return id;
    const std::size_t current = std::size_t(state - 1);
    const Rules::HpState &now = m_ruleset.hpStates[current];
    if (!endOfRound && now.timing == Rules::HpState::Timing::EndOfRound
        && formulas.hpState(m_c, true) == qint64(current))
        id = state;
    const bool ledTo = std::any_of(m_ruleset.hpStates.begin(), m_ruleset.hpStates.end(),
        [&](const Rules::HpState &s) { return s.furtherDamage == now.id; });
    if (ledTo && formulas.stateHolds(current, m_c))
        id = state;
    return id;
}

std::optional<QString> HpStateTables::build(FightModel::CombatantModel &model)
{
    const int states = int(m_ruleset.hpStates.size()) + 1;
    if (states > 250)
        return tr("the ruleset has more HP states than the simulation can follow");
    model.state = stateIndex(m_c.state);
    model.top = int(top(model.hp, model.maxHp));
    model.floor = int(floor(model.hp, model.maxHp));
    for (int s = 0; s < states; ++s) {
        for (const bool eor : {false, true}) {
            put(s, model.floor);
            const int atFloor = update(s, eor);
            put(s, model.floor - 1'000'000);
            if (update(s, eor) != atFloor)
                return tr("%1's HP states change more than %2 below 0; the simulation cannot "
                          "follow them")
                    .arg(m_c.name)
                    .arg(-model.floor);
        }
    }
    const int span = model.top - model.floor + 1;
    const std::size_t cells = std::size_t(states) * std::size_t(span);
    model.afterDamage.resize(cells);
    model.afterHeal.resize(cells);
    model.endOfRound.resize(cells);
    model.level.resize(cells);
    const bool wounds = m_ruleset.modifierVariable() != nullptr;
    std::vector<qint64> levels{0};
    m_levelAt = {{0, model.top}}; // no state: no penalty
    for (int s = 0; s < states; ++s) {
        for (int h = model.floor; h <= model.top; ++h) {
            const std::size_t cell = model.cell(s, h);
            put(s, h);
            model.afterDamage[cell] = std::uint8_t(afterDamage(s));
            model.afterHeal[cell] = std::uint8_t(update(s, false));
            model.endOfRound[cell] = std::uint8_t(update(s, true));
            // AttackResolver: a state's action modifier counts against every attack as @mod.
            qint64 penalty = 0;
            if (wounds && s > 0 && m_ruleset.hpStates[std::size_t(s - 1)].actionModifier)
                penalty = m_encounter.formulas().actionModifier(std::size_t(s - 1), m_c);
            auto it = std::find(levels.begin(), levels.end(), penalty);
            if (it == levels.end()) {
                if (levels.size() >= 32)
                    return tr("%1's wounds give more than 32 different penalties").arg(m_c.name);
                levels.push_back(penalty);
                m_levelAt.emplace_back(s, h);
                it = levels.end() - 1;
            }
            model.level[cell] = std::uint8_t(it - levels.begin());
        }
    }
    model.levels = int(levels.size());
    return std::nullopt;
}

} // namespace Fray::Sim
