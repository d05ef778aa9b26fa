// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a day of fights asks of a FightRunner (Day::DaySimulator): a hero carried into the next
// fight as the last one and the rests since left it, and whether the party won.
#include "core/sim/FightRunner.h"

#include <algorithm>
#include <bit>

namespace Fray::Sim {

void FightRunner::carryIn(int i, int hp, int state, std::int64_t healed)
{
    const Person &p = m_person[std::size_t(i)];
    Live &start = m_startLive[std::size_t(i)];
    const bool wasOut = start.out;
    hp = std::clamp(hp, p.floor, p.floor + p.span - 1);
    state = std::clamp(state, 0, int(m_states.size()) - 1);
    if (healed > 0 && !m_states[std::size_t(state)].dead) {
        if (hp < p.healTop)
            hp = int(std::min<std::int64_t>(p.healTop, std::int64_t(hp) + healed));
        state = p.afterHeal[p.cell(state, hp)];
    }
    start.hp = hp;
    start.state = state;
    start.aided = false;
    start.fled = false;
    start.out = m_states[std::size_t(state)].out;
    start.canAct = m_states[std::size_t(state)].canAct;
    if (wasOut != start.out) {
        std::vector<int> &able = m_startAbleOnSide;
        able[std::size_t(p.side)] += start.out ? -1 : 1;
        if (able[std::size_t(p.side)] == 0)
            m_startSidesAble &= ~(1u << p.side);
        else
            m_startSidesAble |= 1u << p.side;
    }
}

bool FightRunner::partyWon() const
{
    if (m_sidesAble == 0)
        return false;
    for (std::uint32_t sides = m_sidesAble; sides != 0; sides &= sides - 1) {
        if (!m_model.isParty(std::countr_zero(sides)))
            return false;
    }
    return true;
}

} // namespace Fray::Sim
