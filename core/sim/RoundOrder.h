// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/FightModel.h"
#include "core/sim/SimRandom.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace Fray::Sim {

// The order of a simulated round, as TurnKeeper would settle it: each entry's count rolled,
// kept or fixed, the entries sorted by count and tie-break rank, and those still equal sharing a
// slot. It sorts as few times and as cheaply as the scheme allows. The round's common case (the
// counts rolled afresh into a few buckets) is here in the header, so that a fight's loop takes
// it in without a call, its random numbers kept in registers.
class RoundOrder
{
public:
    explicit RoundOrder(const FightModel &model);

    // A fight begins: counts kept for the whole fight are rolled.
    void startFight(SimRandom &random)
    {
        if (!m_model.rerollEachRound())
            keepCounts(random);
        m_ready = m_fixed;
    }

    // The order of this round's entries, rolled where the scheme rolls.
    void roll(bool firstRound, SimRandom &random);

    // Entry and slot, in acting order: entries of one slot act together.
    const std::pair<int, int> *data() const { return m_order.data(); }
    std::size_t size() const { return m_order.size(); }

private:
    // An entry as the sort sees it: lower keys act first, equal keys share a slot.
    struct Key
    {
        std::uint64_t count = 0; // the count, ordered
        std::uint64_t tie = 0; // the tie-break rank, then the rerolled tie
        int entry = 0;
    };

    void keepCounts(SimRandom &random);
    void rollCounts(bool firstRound, SimRandom &random);
    void sortEntries();
    void sortBuckets();

    // Entry e's bucket for this count: counts in acting order, then the tie-break ranks.
    int bucketOf(std::size_t e, std::int64_t count, bool highFirst) const
    {
        // Within the counts worked out at the start; the clamp only keeps a slip from writing
        // astray.
        const std::int64_t value = std::clamp(count, m_lowest, m_highest);
        const int place = int(highFirst ? m_highest - value : value - m_lowest);
        return place * m_ranks + m_rankAfter[e];
    }

    // Plain counts, none lost: each roll goes straight to its bucket, drawn from a copy of the
    // entry's count table whose values are buckets.
    void rollIntoBuckets(SimRandom &random)
    {
        const std::size_t n = m_bucketTable.size();
        for (std::size_t e = 0; e < n; ++e) {
            const int table = m_bucketTable[e];
            m_bucket[e] = table < 0 ? m_fixedBucket[e]
                                    : int(m_bucketDraws.sample(std::uint32_t(table), random));
        }
        placeBuckets(n);
    }

    // The `n` entries with a bucket in order, by a histogram over the buckets: each bucket's
    // place is the number of entries in the buckets before it, its slot the number of those
    // that are not empty. Entries in one bucket keep their list order and share a slot.
    void placeBuckets(std::size_t n)
    {
        if (m_bucket.size() <= smallSort) {
            sortFew(n);
            return;
        }
        std::fill(m_bucketAt.begin(), m_bucketAt.end(), 0);
        for (const int bucket : m_bucket) {
            if (bucket >= 0)
                ++m_bucketAt[std::size_t(bucket)];
        }
        int place = 0, slot = 0;
        for (std::size_t b = 0; b < m_bucketAt.size(); ++b) {
            const int inIt = m_bucketAt[b];
            m_bucketAt[b] = place;
            m_bucketSlot[b] = slot;
            place += inIt;
            slot += inIt != 0;
        }
        resize(n);
        for (std::size_t e = 0; e < m_bucket.size(); ++e) {
            const int bucket = m_bucket[e];
            if (bucket >= 0)
                m_order[std::size_t(m_bucketAt[std::size_t(bucket)]++)]
                    = {int(e), m_bucketSlot[std::size_t(bucket)]};
        }
    }

    // A few entries' buckets: each one's place is how many go before it, without a histogram
    // to clear and sum.
    void sortFew(std::size_t n)
    {
        const std::size_t all = m_bucket.size();
        resize(n);
        if (all == 2 && n == 2) {
            // One against one: the second goes first only on a lower bucket.
            const int b0 = m_bucket[0], b1 = m_bucket[1];
            const int first = int(b1 < b0);
            m_order[0] = {first, 0};
            m_order[1] = {1 - first, int(b0 != b1)};
            return;
        }
        for (std::size_t i = 0; i < all; ++i) {
            const int b = m_bucket[i];
            if (b < 0)
                continue;
            std::size_t place = 0;
            for (std::size_t j = 0; j < all; ++j) {
                const int c = m_bucket[j];
                place += std::size_t((c >= 0) & ((c < b) | ((c == b) & (j < i))));
            }
            m_order[place].first = int(i);
        }
        int slot = 0;
        for (std::size_t p = 0; p < n; ++p) {
            slot += int(p > 0
                && m_bucket[std::size_t(m_order[p].first)]
                    != m_bucket[std::size_t(m_order[p - 1].first)]);
            m_order[p].second = slot;
        }
    }

    // The order's length, changed only when it changes: the same from round to round in most
    // fights, where a resize call would cost as much as the sort.
    void resize(std::size_t n)
    {
        if (m_order.size() != n)
            m_order.resize(n);
    }

    // Up to this many entries, counting those before each costs less than a histogram.
    static constexpr std::size_t smallSort = 6;

    const FightModel &m_model;
    // Per entry, its tie-break rank in the high half of Key::tie (lower acts first).
    std::vector<std::uint64_t> m_tieRank;
    // Where counts and tie-break ranks span few values (a d10, a d6 plus a bonus, DEX), the
    // entries are sorted by a histogram over (count, rank): a few adds where a comparison sort
    // mispredicts on every other roll.
    bool m_bucketed = false;
    std::int64_t m_lowest = 0, m_highest = 0; // the counts an entry can have
    int m_ranks = 1;
    std::vector<int> m_rankAfter; // per entry: ranks that go before it among equal counts
    std::vector<int> m_bucket; // per entry, this round; -1 for a lost entry
    std::vector<int> m_bucketAt, m_bucketSlot; // per bucket: the next place, its slot
    bool m_plainCounts = false; // rolled each round, none moved, no tie rerolled
    // Plain counts into buckets, none lost: each roll goes straight to its bucket.
    bool m_plainBuckets = false;
    // Plain buckets: per entry, its table in m_bucketDraws, or -1 and its fixed count's bucket.
    AliasTables m_bucketDraws;
    std::vector<int> m_bucketTable;
    std::vector<int> m_fixedBucket;
    bool m_anyKept = false; // some entry starts from the encounter's count
    bool m_fixed = false; // no count is rolled and no tie: one order for every fight
    bool m_orderPerFight = false; // counts kept for the fight and no tie rerolled: sort once

    std::vector<std::int64_t> m_values; // per entry, this round
    std::vector<std::int64_t> m_kept; // per entry, for schemes that roll once
    std::vector<std::uint64_t> m_ties; // per entry, this round's Key::tie
    std::vector<Key> m_keys;
    bool m_ready = false; // this fight's order holds for the rest of it
    std::vector<std::pair<int, int>> m_order; // entry, slot
};

} // namespace Fray::Sim
