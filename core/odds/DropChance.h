// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Distribution.h"

#include <QtGlobal>

#include <vector>

namespace Fray::Odds {

// "Will it go down this round, or the next?" The exact chance that a target with `hitPoints`
// left reaches 0 within 1, 2, ... `rounds` rounds of `attacksPerRound` attacks, each doing damage
// distributed as `perAttack` (a miss counted as 0). Damage is summed capped at `hitPoints`, so the
// work is hitPoints × outcomes per attack, whatever the number of rounds.
class DropChance
{
public:
    // The limit on hitPoints × outcomes × attacks × rounds; beyond it compute() gives nothing.
    static constexpr qint64 maxWork = 50'000'000;

    // Element k is the chance to drop within k + 1 rounds. Empty when the work is too large.
    static std::vector<double> compute(
        const Dice::Distribution &perAttack, qint64 attacksPerRound, qint64 hitPoints, int rounds);
};

} // namespace Fray::Odds
