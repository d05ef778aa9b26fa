// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/FightRunner.h"

#include <algorithm>

namespace Fray::Sim {

// As the window asks (Encounter::MoraleWatch): a side's first one down, half of it down; each
// unit answers once, one check for moments that come together, and those who fail flee.
void FightRunner::checkMorale(SimRandom &random)
{
    using Morale = FightModel::MoraleModel;
    const Morale &morale = m_model.morale();
    std::fill(m_sideDown.begin(), m_sideDown.end(), 0);
    std::fill(m_sideDeath.begin(), m_sideDeath.end(), std::uint8_t(0));
    for (std::size_t i = 0; i < m_live.size(); ++i) {
        const Live &l = m_live[i];
        const StateFlags &flags = m_states[std::size_t(l.state)];
        if (l.fled || !flags.out)
            continue;
        const std::size_t side = std::size_t(m_person[i].side);
        ++m_sideDown[side];
        m_sideDeath[side] |= std::uint8_t(flags.dead || morale.downIsDeath);
    }
    for (std::size_t u = 0; u < morale.units.size(); ++u) {
        const Morale::Unit &unit = morale.units[u];
        if (m_unitFled[u]
            || (morale.fightToDeathAfter > 0 && m_unitHeld[u] >= morale.fightToDeathAfter))
            continue;
        const std::size_t side = std::size_t(unit.side);
        const int down = m_sideDown[side];
        std::uint8_t come = (m_sideDeath[side] ? Morale::FirstDeath : 0)
            | (down > 0 && 2 * down >= morale.sideSize[side] ? Morale::HalfDown : 0);
        come &= morale.moments;
        if (!(come & ~m_unitAsked[u]))
            continue;
        const bool anyIn = std::any_of(unit.members.begin(), unit.members.end(),
            [&](int m) { return !m_live[std::size_t(m)].out; });
        if (!anyIn)
            continue;
        // One check answers every moment that has come (the first of two down is also half).
        m_unitAsked[u] |= come;
        const bool held = unit.alwaysHolds || random.next() < unit.holdsBelow;
        if (m_trace)
            m_trace->moraleChecked(int(u), held);
        if (held) {
            ++m_unitHeld[u];
            continue;
        }
        m_unitFled[u] = 1;
        for (const int m : unit.members) {
            Live &l = m_live[std::size_t(m)];
            if (l.out)
                continue;
            l.fled = true;
            l.out = true;
            l.canAct = false;
            l.fellInSlot = m_slot;
            if (--m_ableOnSide[side] == 0)
                m_sidesAble &= ~(1u << side);
        }
        if (m_brokeIn[side] == 0)
            m_brokeIn[side] = m_played;
    }
}

void FightRunner::countBreaks(Tally &tally) const
{
    const std::size_t rounds = tally.endedIn.size();
    for (std::size_t side = 0; side < m_brokeIn.size(); ++side) {
        if (m_brokeIn[side] > 0) {
            ++tally.broke[side];
            ++tally.brokeIn[side * rounds + std::size_t(m_brokeIn[side])];
        }
    }
}

} // namespace Fray::Sim
