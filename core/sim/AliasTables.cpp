// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/AliasTables.h"

#include <cmath>

namespace Fray::Sim {

std::uint32_t AliasTables::add(const Dice::Distribution &distribution)
{
    const auto &outcomes = distribution.outcomes();
    const std::size_t n = outcomes.size();
    double total = 0.0;
    for (const auto &o : outcomes)
        total += o.probability;
    // Vose's construction: columns scaled to n, the small ones topped up by large ones.
    std::vector<double> scaled(n);
    std::vector<std::size_t> small, large;
    for (std::size_t i = 0; i < n; ++i) {
        scaled[i] = outcomes[i].probability / total * double(n);
        (scaled[i] < 1.0 ? small : large).push_back(i);
    }
    std::vector<std::size_t> alias(n);
    for (std::size_t i = 0; i < n; ++i)
        alias[i] = i;
    while (!small.empty() && !large.empty()) {
        const std::size_t s = small.back();
        small.pop_back();
        const std::size_t l = large.back();
        alias[s] = l;
        scaled[l] -= 1.0 - scaled[s];
        if (scaled[l] < 1.0) {
            large.pop_back();
            small.push_back(l);
        }
    }
    // What is left is 1 up to rounding.
    for (const std::size_t i : large)
        scaled[i] = 1.0;
    for (const std::size_t i : small)
        scaled[i] = 1.0;

    const Table table{std::uint32_t(m_columns.size()), std::uint32_t(n)};
    constexpr double kScale = 4294967296.0; // 2^32
    for (std::size_t i = 0; i < n; ++i) {
        Column c;
        c.threshold = std::uint64_t(std::llround(std::min(1.0, scaled[i]) * kScale));
        c.value = outcomes[i].value;
        c.aliasValue = outcomes[alias[i]].value;
        m_columns.push_back(c);
    }
    m_tables.push_back(table);
    return std::uint32_t(m_tables.size() - 1);
}

} // namespace Fray::Sim
