// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Distribution.h"
#include "core/dice/Guard.h"

namespace Fray::Dice {

// Keep/drop pools ("4d6dl1", "2d20kh1", "12d10kh3") without enumerating rolls: the
// outcome-by-outcome dynamic program with binomial counts (Liu, "Icepool: Efficient
// Computation of Dice Pool Probabilities", AIIDE 2022).
namespace Pool {

// The sum of the `keep` highest of `count` independent dice distributed as `die`.
Distribution keepHighest(
    const Distribution &die, std::int64_t count, std::int64_t keep, Guard &guard);
// The sum of the `keep` lowest.
Distribution keepLowest(
    const Distribution &die, std::int64_t count, std::int64_t keep, Guard &guard);

} // namespace Pool

} // namespace Fray::Dice
