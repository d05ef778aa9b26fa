// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/sim/FightModel.h"
#include "core/sim/SimResult.h"
#include "core/sim/Tally.h"

#include <QCoreApplication>

#include <atomic>
#include <cstdint>

namespace Fray::Sim {

// Runs the trials of a FightModel on every core. Trials are split into fixed blocks, block b
// seeded from the seed and b alone, and the tallies are integers, so the same seed gives the
// same result whatever the number of threads.
class Simulator
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Sim::Simulator)

public:
    static constexpr std::int64_t blockSize = 4096;

    // What a caller on another thread may watch and stop.
    struct Control
    {
        std::atomic<bool> cancel{false};
        std::atomic<std::int64_t> done{0};
    };

    // The result of options().trials fights (fewer when cancelled: `trials` says how many).
    static SimResult run(const FightModel &model, Control *control = nullptr);
    // The tally of trials [0, trials) with `threads` threads (0: every core).
    static Tally tally(
        const FightModel &model, std::int64_t trials, int threads, Control *control = nullptr);
    // Probabilities, means and standard errors from a tally.
    static SimResult resultOf(const FightModel &model, const Tally &tally);
};

} // namespace Fray::Sim
