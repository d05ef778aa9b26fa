// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Distribution.h"
#include "core/sim/SimRandom.h"

#include <cstdint>
#include <vector>

namespace Fray::Sim {

// Many discrete distributions, each sampled in constant time by Walker's alias method, kept in
// flat arrays so a fight draws from them without following pointers or allocating.
class AliasTables
{
public:
    // Adds a distribution and returns its handle.
    std::uint32_t add(const Dice::Distribution &distribution);
    std::uint32_t count() const { return std::uint32_t(m_tables.size()); }

    // Adds a copy of `from`'s table `table` whose values are `map`ped, and returns its handle:
    // a draw from it takes the same column as a draw from the original with the same number,
    // and gives map(value).
    template<typename Map>
    std::uint32_t addMapped(const AliasTables &from, std::uint32_t table, Map map)
    {
        const Table &t = from.m_tables[table];
        m_tables.push_back({std::uint32_t(m_columns.size()), t.size});
        for (std::uint32_t c = 0; c < t.size; ++c) {
            Column column = from.m_columns[t.offset + c];
            column.value = map(column.value);
            column.aliasValue = map(column.aliasValue);
            m_columns.push_back(column);
        }
        return count() - 1;
    }

    std::int64_t sample(std::uint32_t table, SimRandom &random) const
    {
        const Table &t = m_tables[table];
        const std::uint64_t u = random.next();
        const std::uint32_t column = t.offset + std::uint32_t(((u >> 32) * t.size) >> 32);
        const Column &c = m_columns[column];
        return (u & 0xFFFFFFFFULL) < c.threshold ? c.value : c.aliasValue;
    }

private:
    struct Table
    {
        std::uint32_t offset = 0;
        std::uint32_t size = 0;
    };
    // The column's own value is kept below the threshold (out of 2^32), its alias above.
    struct Column
    {
        std::uint64_t threshold = 0;
        std::int64_t value = 0;
        std::int64_t aliasValue = 0;
    };
    std::vector<Table> m_tables;
    std::vector<Column> m_columns;
};

} // namespace Fray::Sim
