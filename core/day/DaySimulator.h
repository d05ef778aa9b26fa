// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/day/DayModel.h"
#include "core/day/DayResult.h"
#include "core/sim/Simulator.h"

namespace Fray::Day {

// Plays options().trials days of a DayModel on every core, each fight with its FightRunner, the
// heroes' hit points and HP states carried from one fight to the next and the rests between them
// drawn. As Simulator does: fixed blocks, block b seeded from the seed and b alone, integer
// tallies, so a seed gives the same result whatever the number of threads.
class DaySimulator
{
public:
    static DayResult run(const DayModel &model, Sim::Simulator::Control *control = nullptr);
};

} // namespace Fray::Day
