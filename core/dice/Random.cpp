// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Random.h"

namespace Fray::Dice {

Random::Random(std::uint64_t seed)
    : m_seed(seed)
    , m_engine(seed)
{ }

std::uint64_t Random::freshSeed()
{
    std::random_device device;
    return (std::uint64_t(device()) << 32) ^ std::uint64_t(device());
}

std::uint64_t Random::below(std::uint64_t bound)
{
    // Reject the top partial block so every residue is equally likely.
    const std::uint64_t limit = std::uint64_t(-1) - (std::uint64_t(-1) % bound + 1) % bound;
    std::uint64_t draw;
    do {
        draw = m_engine();
    } while (draw > limit);
    return draw % bound;
}

std::int64_t Random::roll(std::int64_t sides)
{
    return std::int64_t(below(std::uint64_t(sides))) + 1;
}

} // namespace Fray::Dice
