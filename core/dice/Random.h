// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <random>

namespace Fray::Dice {

// Seeded, reproducible randomness: the same seed gives the same rolls on every platform. The
// engine is the standard's fully specified mt19937_64; bounded values use rejection sampling
// instead of std::uniform_int_distribution, whose output differs between libraries.
class Random
{
public:
    explicit Random(std::uint64_t seed);
    // A seed from the operating system's entropy source.
    static std::uint64_t freshSeed();

    std::uint64_t seed() const { return m_seed; }
    // A uniformly distributed value in [1, sides].
    std::int64_t roll(std::int64_t sides);
    // A uniformly distributed value in [0, bound).
    std::uint64_t below(std::uint64_t bound);

private:
    std::uint64_t m_seed;
    std::mt19937_64 m_engine;
};

} // namespace Fray::Dice
