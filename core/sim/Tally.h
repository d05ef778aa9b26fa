// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace Fray::Sim {

// Counts over many fights, in integers only, so that adding up the threads' tallies in any
// order gives exactly the same result: what makes a run independent of the thread count.
struct Tally
{
    // A sum of squares that cannot overflow: two 64-bit words.
    struct Wide
    {
        std::uint64_t high = 0;
        std::uint64_t low = 0;
        void add(std::uint64_t v)
        {
            low += v;
            if (low < v)
                ++high;
        }
        void add(const Wide &o)
        {
            add(o.low);
            high += o.high;
        }
        double value() const { return double(high) * 18446744073709551616.0 + double(low); }
    };
    struct PerCombatant
    {
        std::int64_t out = 0;
        std::int64_t dead = 0;
        std::int64_t hpLeft = 0;
        Wide hpLeftSquares;
        std::int64_t dealt = 0;
        Wide dealtSquares;
        std::int64_t taken = 0;
        Wide takenSquares;
    };

    Tally(std::size_t sides, std::size_t combatants, int maxRounds)
        : wins(sides, 0)
        , endedIn(std::size_t(maxRounds) + 1, 0)
        , broke(sides, 0)
        , brokeIn(sides * (std::size_t(maxRounds) + 1), 0)
        , people(combatants)
    { }

    void add(const Tally &o);

    std::int64_t fights = 0;
    std::vector<std::int64_t> wins; // per side
    std::int64_t draws = 0;
    std::int64_t undecided = 0;
    std::vector<std::int64_t> endedIn; // fights that ended in round r
    // Per side: fights in which some of it fled on a failed morale check, and by the round it
    // first did (side * (maxRounds + 1) + round).
    std::vector<std::int64_t> broke;
    std::vector<std::int64_t> brokeIn;
    std::int64_t partyAnyOut = 0;
    std::int64_t partyAnyDead = 0;
    std::vector<PerCombatant> people;
};

} // namespace Fray::Sim
