// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <optional>
#include <thread>
#include <vector>

namespace Fray::Sim {

// Runs blocks [0, blocks) on `threads` threads (0: every core), each thread taking the next
// block not yet taken. Each thread has its own state, made by `make()` on that thread, so that
// nothing one writes shares a cache line with another's (states side by side in one vector did,
// and the second core then ran slower than the first alone); `play(state, block)` plays one
// block. Stops taking blocks once `cancel` is set. The threads' states, in no particular order
// of blocks: what a caller adds up must not depend on who played which.
template<typename Make, typename Play>
auto inBlocks(std::int64_t blocks, int threads, const std::atomic<bool> *cancel, Make make,
    Play play) -> std::vector<decltype(make())>
{
    using State = decltype(make());
    int workers = threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency()));
    workers = int(std::clamp<std::int64_t>(blocks, 1, workers));
    std::atomic<std::int64_t> next{0};
    std::vector<std::optional<State>> states(static_cast<std::size_t>(workers));
    const auto work = [&](std::size_t worker) {
        State mine = make();
        for (std::int64_t b = next++; b < blocks; b = next++) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                break;
            play(mine, b);
        }
        states[worker].emplace(std::move(mine));
    };
    std::vector<std::thread> pool;
    for (int w = 1; w < workers; ++w)
        pool.emplace_back(work, std::size_t(w));
    work(0);
    for (std::thread &t : pool)
        t.join();
    std::vector<State> out;
    out.reserve(states.size());
    for (std::optional<State> &s : states)
        out.push_back(std::move(*s));
    return out;
}

} // namespace Fray::Sim
