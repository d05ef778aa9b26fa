// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace Fray::Sim {

// xoshiro256** (Blackman and Vigna), seeded through splitmix64: a few instructions per value,
// far faster than mt19937_64 in a loop that draws tens of millions of numbers a second, and
// fully specified, so a seed gives the same fights on every platform.
class SimRandom
{
public:
    explicit SimRandom(std::uint64_t seed)
    {
        for (std::uint64_t &word : m_s)
            word = splitmix(seed);
    }

    // The seed of block `block` of a run seeded with `seed`: blocks are independent streams,
    // so any thread may run any block and the result does not depend on who ran which.
    static std::uint64_t blockSeed(std::uint64_t seed, std::uint64_t block)
    {
        std::uint64_t state = seed ^ (block * 0xD1B54A32D192ED03ULL);
        splitmix(state);
        return splitmix(state) ^ block;
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // A value in [0, bound) by Lemire's multiply-shift; the bias (bound / 2^64) is far below
    // anything a fight's statistics can see.
    std::uint32_t below(std::uint32_t bound)
    {
        return std::uint32_t(((next() >> 32) * std::uint64_t(bound)) >> 32);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t splitmix(std::uint64_t &state)
    {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    std::uint64_t m_s[4];
};

} // namespace Fray::Sim
