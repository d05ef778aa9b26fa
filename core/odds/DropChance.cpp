// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/odds/DropChance.h"

#include <algorithm>

namespace Fray::Odds {

std::vector<double> DropChance::compute(
    const Dice::Distribution &perAttack, qint64 attacksPerRound, qint64 hitPoints, int rounds)
{
    if (rounds <= 0)
        return {};
    if (hitPoints <= 0)
        return std::vector<double>(std::size_t(rounds), 1.0);
    attacksPerRound = std::max<qint64>(attacksPerRound, 0);
    const double work
        = double(hitPoints) * double(perAttack.size()) * double(attacksPerRound) * rounds;
    if (work > double(maxWork))
        return {};

    // taken[d]: the chance that d damage has been done so far (d < hitPoints); `down` holds
    // the rest, every way of reaching hitPoints or more.
    std::vector<double> taken(std::size_t(hitPoints), 0.0);
    taken[0] = 1.0;
    std::vector<double> next(taken.size());
    double down = 0.0;
    std::vector<double> result;
    result.reserve(std::size_t(rounds));
    for (int round = 0; round < rounds; ++round) {
        for (qint64 attack = 0; attack < attacksPerRound; ++attack) {
            std::fill(next.begin(), next.end(), 0.0);
            for (qint64 d = 0; d < hitPoints; ++d) {
                const double p = taken[std::size_t(d)];
                if (p == 0.0)
                    continue;
                for (const auto &o : perAttack.outcomes()) {
                    // Healing damage (below 0) counts as none: hit points do not rise above
                    // where the fight left them.
                    const qint64 total = d + std::max<std::int64_t>(o.value, 0);
                    if (total >= hitPoints)
                        down += p * o.probability;
                    else
                        next[std::size_t(total)] += p * o.probability;
                }
            }
            taken.swap(next);
        }
        result.push_back(std::min(down, 1.0));
    }
    return result;
}

} // namespace Fray::Odds
