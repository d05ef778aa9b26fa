// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/Tally.h"

namespace Fray::Sim {

void Tally::add(const Tally &o)
{
    fights += o.fights;
    for (std::size_t i = 0; i < wins.size(); ++i)
        wins[i] += o.wins[i];
    draws += o.draws;
    undecided += o.undecided;
    for (std::size_t r = 0; r < endedIn.size(); ++r)
        endedIn[r] += o.endedIn[r];
    for (std::size_t i = 0; i < broke.size(); ++i)
        broke[i] += o.broke[i];
    for (std::size_t i = 0; i < brokeIn.size(); ++i)
        brokeIn[i] += o.brokeIn[i];
    partyAnyOut += o.partyAnyOut;
    partyAnyDead += o.partyAnyDead;
    for (std::size_t i = 0; i < people.size(); ++i) {
        PerCombatant &p = people[i];
        const PerCombatant &q = o.people[i];
        p.out += q.out;
        p.dead += q.dead;
        p.hpLeft += q.hpLeft;
        p.hpLeftSquares.add(q.hpLeftSquares);
        p.dealt += q.dealt;
        p.dealtSquares.add(q.dealtSquares);
        p.taken += q.taken;
        p.takenSquares.add(q.takenSquares);
    }
}

} // namespace Fray::Sim
