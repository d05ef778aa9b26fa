// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Distribution.h"
#include "core/dice/Random.h"

#include <QString>

#include <vector>

namespace Fray::Dice {

// One die: a standard dN (1..N), a Fudge die (-1, 0, +1), and whether it explodes (a roll of
// its highest face adds another roll, at most `explodeDepth` times).
struct Die
{
    enum class Kind { Standard, Fudge };

    Kind kind = Kind::Standard;
    std::int64_t sides = 6;
    bool explode = false;
    int explodeDepth = 0;

    std::int64_t lowestFace() const { return kind == Kind::Fudge ? -1 : 1; }
    std::int64_t highestFace() const { return kind == Kind::Fudge ? 1 : sides; }
    std::int64_t faceCount() const { return kind == Kind::Fudge ? 3 : sides; }

    // "d6", "d100", "dF", with "!" when exploding.
    QString label() const;
    // The exact distribution of one die's result (an exploding die's whole chain), with the
    // mass its explosion cap cuts short as `truncated`.
    Distribution distribution() const;
    // Rolls one die; `chain` receives every roll (several when it explodes).
    std::int64_t roll(Random &random, std::vector<std::int64_t> &chain) const;
};

} // namespace Fray::Dice
