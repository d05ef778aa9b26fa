// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/RoundOrder.h"

#include <algorithm>
#include <limits>

namespace Fray::Sim {

namespace {

// Histograms over more buckets than this cost more than the comparisons they save.
constexpr std::int64_t maxBuckets = 4096;

} // namespace

RoundOrder::RoundOrder(const FightModel &model)
    : m_model(model)
{
    const auto &entries = m_model.entries();
    const std::size_t n = entries.size();
    m_values.resize(n);
    m_kept.resize(n);
    m_ties.resize(n);
    m_keys.reserve(n);
    m_order.reserve(n);
    m_orderPerFight = !m_model.rerollEachRound() && !m_model.randomTies();

    int highestRank = 0;
    for (const FightModel::Entry &e : entries)
        highestRank = std::max(highestRank, e.tieRank);
    for (const FightModel::Entry &e : entries) {
        m_tieRank.push_back(std::uint64_t(highestRank - e.tieRank) << 32);
        m_rankAfter.push_back(highestRank - e.tieRank);
    }
    m_ranks = highestRank + 1;
    m_ties = m_tieRank;
    m_plainCounts = m_model.rerollEachRound() && !m_model.collisionLater() && !m_model.randomTies();
    m_anyKept = std::any_of(
        entries.begin(), entries.end(), [](const FightModel::Entry &e) { return e.kept; });

    // Every count an entry can have: its dice, its kept count, and a count later for each of
    // its combatant's earlier attacks that it may collide with.
    bool rolled = false;
    m_lowest = std::numeric_limits<std::int64_t>::max();
    m_highest = std::numeric_limits<std::int64_t>::min();
    for (const FightModel::Entry &e : entries) {
        std::int64_t low = e.fixed, high = e.fixed;
        if (e.rollTable >= 0) {
            rolled = true;
            const Dice::Distribution &d = m_model.distribution(e.rollTable);
            low = std::min(low, d.min());
            high = std::max(high, d.max());
            if (m_model.collisionLater() && e.attack > 1)
                low = low > std::numeric_limits<std::int64_t>::min() + e.attack
                    ? low - (e.attack - 1)
                    : std::numeric_limits<std::int64_t>::min();
        }
        m_lowest = std::min(m_lowest, low);
        m_highest = std::max(m_highest, high);
    }
    const std::uint64_t width = n == 0 ? 0 : std::uint64_t(m_highest) - std::uint64_t(m_lowest);
    const std::int64_t buckets = n > 0 && width < std::uint64_t(maxBuckets)
        ? (std::int64_t(width) + 1) * m_ranks
        : maxBuckets + 1;
    m_bucketed = !m_model.randomTies() && buckets <= maxBuckets
        && buckets <= std::max<std::int64_t>(64, 8 * std::int64_t(n));
    if (m_bucketed) {
        m_bucket.resize(n);
        m_bucketAt.resize(std::size_t(buckets));
        m_bucketSlot.resize(std::size_t(buckets));
    }
    m_plainBuckets = m_plainCounts && m_bucketed && !m_model.lostAtOrBelow();
    if (m_plainBuckets) {
        const bool high = m_model.highFirst();
        for (std::size_t e = 0; e < n; ++e) {
            const auto bucket = [this, e, high](std::int64_t count) {
                return std::int64_t(bucketOf(e, count, high));
            };
            const int table = entries[e].rollTable;
            m_bucketTable.push_back(table < 0
                    ? -1
                    : int(m_bucketDraws.addMapped(m_model.alias(), std::uint32_t(table), bucket)));
            m_fixedBucket.push_back(int(bucket(entries[e].fixed)));
        }
    }

    // No count rolled and no tie rerolled (counts from a stat): one order for every fight.
    if (!rolled && !m_model.randomTies()) {
        for (std::size_t e = 0; e < n; ++e)
            m_values[e] = entries[e].fixed;
        sortEntries();
        m_fixed = true;
    }
}

void RoundOrder::keepCounts(SimRandom &random)
{
    const auto &entries = m_model.entries();
    for (std::size_t e = 0; e < entries.size(); ++e)
        m_kept[e] = entries[e].kept || entries[e].rollTable < 0
            ? entries[e].fixed
            : m_model.alias().sample(std::uint32_t(entries[e].rollTable), random);
}

void RoundOrder::rollCounts(bool firstRound, SimRandom &random)
{
    const auto &entries = m_model.entries();
    const std::size_t n = entries.size();
    const bool randomTies = m_model.randomTies();
    // Most schemes: every count rolled afresh (or fixed), nothing moved, no tie rerolled.
    if (m_plainCounts && !(firstRound && m_anyKept)) {
        for (std::size_t e = 0; e < n; ++e) {
            const int table = entries[e].rollTable;
            m_values[e] = table < 0 ? entries[e].fixed
                                    : m_model.alias().sample(std::uint32_t(table), random);
        }
        return;
    }
    for (std::size_t e = 0; e < n; ++e) {
        if (!m_model.rerollEachRound()) {
            m_values[e] = m_kept[e];
        } else if (firstRound && entries[e].kept) {
            m_values[e] = entries[e].fixed;
        } else {
            m_values[e] = entries[e].rollTable < 0
                ? entries[e].fixed
                : m_model.alias().sample(std::uint32_t(entries[e].rollTable), random);
            // Two of one combatant's attacks on one count: the later goes a count later.
            if (m_model.collisionLater() && entries[e].attack > 1) {
                for (bool moved = true; moved;) {
                    moved = false;
                    for (std::size_t f = e - std::size_t(entries[e].attack - 1); f < e; ++f) {
                        if (m_values[f] == m_values[e]) {
                            --m_values[e];
                            moved = true;
                        }
                    }
                }
            }
        }
        // A rerolled tie: the higher roll first, so its complement sorts lower. 32 bits of
        // it: two entries tie again once in four billion, and then share the slot.
        if (randomTies)
            m_ties[e] = m_tieRank[e] | ~random.next() >> 32;
    }
}

// The buckets of this round's counts, by (count, rank); a lost entry's is -1.
void RoundOrder::sortBuckets()
{
    const bool high = m_model.highFirst();
    const auto lost = m_model.lostAtOrBelow();
    std::size_t n = 0;
    for (std::size_t e = 0; e < m_values.size(); ++e) {
        if (lost && m_values[e] <= *lost) {
            m_bucket[e] = -1;
            continue;
        }
        m_bucket[e] = bucketOf(e, m_values[e], high);
        ++n;
    }
    placeBuckets(n);
}

// Sorted by count, tie-break rank and, where ties are rerolled, a random key; entries still
// equal share a slot, in their list order.
void RoundOrder::sortEntries()
{
    if (m_bucketed) {
        sortBuckets();
        return;
    }
    const bool high = m_model.highFirst();
    const auto lost = m_model.lostAtOrBelow();
    m_keys.clear();
    for (std::size_t e = 0; e < m_values.size(); ++e) {
        if (lost && m_values[e] <= *lost)
            continue;
        const std::uint64_t biased = std::uint64_t(m_values[e]) ^ (std::uint64_t(1) << 63);
        m_keys.push_back({high ? ~biased : biased, m_ties[e], int(e)});
    }
    std::sort(m_keys.begin(), m_keys.end(), [](const Key &a, const Key &b) {
        if (a.count != b.count)
            return a.count < b.count;
        if (a.tie != b.tie)
            return a.tie < b.tie;
        return a.entry < b.entry;
    });
    const std::size_t n = m_keys.size();
    resize(n);
    int slot = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0 && (m_keys[i].count != m_keys[i - 1].count || m_keys[i].tie != m_keys[i - 1].tie))
            ++slot;
        m_order[i] = {m_keys[i].entry, slot};
    }
}

void RoundOrder::roll(bool firstRound, SimRandom &random)
{
    // Counts kept for the whole fight and no tie rerolled: the first round's order holds.
    if (m_ready)
        return;
    if (m_plainBuckets && !(firstRound && m_anyKept)) {
        rollIntoBuckets(random);
        return;
    }
    rollCounts(firstRound, random);
    sortEntries();
    m_ready = m_orderPerFight;
}

} // namespace Fray::Sim
