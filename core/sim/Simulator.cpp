// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/Simulator.h"

#include "core/sim/FightRunner.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <optional>
#include <thread>
#include <vector>

namespace Fray::Sim {

namespace {

double proportionSe(std::int64_t count, std::int64_t n)
{
    if (n <= 0)
        return 0.0;
    const double p = double(count) / double(n);
    return std::sqrt(std::max(0.0, p * (1.0 - p)) / double(n));
}

// The mean of n values and its standard error from their sum and sum of squares.
std::pair<double, double> meanSe(double sum, double squares, std::int64_t n)
{
    if (n <= 0)
        return {0.0, 0.0};
    const double mean = sum / double(n);
    const double variance = std::max(0.0, squares / double(n) - mean * mean);
    return {mean, n > 1 ? std::sqrt(variance / double(n - 1)) : 0.0};
}

} // namespace

Tally Simulator::tally(const FightModel &model, std::int64_t trials, int threads, Control *control)
{
    const std::int64_t blocks = (trials + blockSize - 1) / blockSize;
    int workers = threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency()));
    workers = int(std::clamp<std::int64_t>(blocks, 1, workers));
    std::atomic<std::int64_t> next{0};
    std::vector<std::optional<Tally>> tallies(static_cast<std::size_t>(workers));
    const auto work = [&](std::size_t worker) {
        // The runner and the tally are the worker's own, made on its thread: nothing it writes
        // in a fight shares a cache line with another worker's (the threads' tallies side by
        // side in one vector did, and the second core then ran slower than the first alone).
        FightRunner runner(model);
        Tally mine(model.sides().size(), model.combatants().size(), model.options().maxRounds);
        for (std::int64_t b = next++; b < blocks; b = next++) {
            if (control && control->cancel.load(std::memory_order_relaxed))
                break;
            SimRandom random(SimRandom::blockSeed(model.options().seed, std::uint64_t(b)));
            const std::int64_t count = std::min(blockSize, trials - b * blockSize);
            for (std::int64_t i = 0; i < count; ++i)
                runner.fight(random, mine);
            if (control)
                control->done += count;
        }
        tallies[worker] = std::move(mine);
    };
    std::vector<std::thread> pool;
    for (int w = 1; w < workers; ++w)
        pool.emplace_back(work, std::size_t(w));
    work(0);
    for (std::thread &t : pool)
        t.join();
    Tally total = std::move(*tallies.front());
    for (std::size_t w = 1; w < tallies.size(); ++w)
        total.add(*tallies[w]);
    return total;
}

SimResult Simulator::run(const FightModel &model, Control *control)
{
    QElapsedTimer timer;
    timer.start();
    const Tally total = tally(model, model.options().trials, model.options().threads, control);
    const qint64 ns = timer.nsecsElapsed();
    SimResult result = resultOf(model, total);
    result.fightsPerSecond = ns > 0 ? double(total.fights) * 1e9 / double(ns) : 0.0;
    return result;
}

SimResult Simulator::resultOf(const FightModel &model, const Tally &t)
{
    SimResult r;
    const std::int64_t n = t.fights;
    r.trials = n;
    r.seed = model.options().seed;
    r.maxRounds = model.options().maxRounds;
    const auto &units = model.morale().units;
    for (std::size_t s = 0; s < model.sides().size(); ++s) {
        SimResult::SideResult side;
        side.side = model.sides()[s];
        side.win = n ? double(t.wins[s]) / double(n) : 0.0;
        side.winSe = proportionSe(t.wins[s], n);
        const bool checks = model.morale().on
            && std::any_of(
                units.begin(), units.end(), [&](const auto &u) { return u.side == int(s); });
        if (checks) {
            side.broke = n ? double(t.broke[s]) / double(n) : 0.0;
            side.brokeSe = proportionSe(t.broke[s], n);
            const std::size_t rounds = t.endedIn.size();
            for (std::size_t round = 1; round < rounds; ++round) {
                if (const std::int64_t k = t.brokeIn[s * rounds + round])
                    side.brokeIn.emplace_back(int(round), double(k) / double(n));
            }
        }
        r.sides.push_back(side);
    }
    r.undecided = n ? double(t.undecided) / double(n) : 0.0;
    r.undecidedSe = proportionSe(t.undecided, n);
    r.draw = n ? double(t.draws) / double(n) : 0.0;
    r.drawSe = proportionSe(t.draws, n);
    double sum = 0.0, squares = 0.0;
    for (std::size_t round = 1; round < t.endedIn.size(); ++round) {
        const std::int64_t k = t.endedIn[round];
        if (k == 0)
            continue;
        sum += double(k) * double(round);
        squares += double(k) * double(round) * double(round);
        r.roundHistogram.emplace_back(int(round), double(k) / double(n));
    }
    std::tie(r.meanRounds, r.meanRoundsSe) = meanSe(sum, squares, n - t.undecided);
    for (std::size_t i = 0; i < model.combatants().size(); ++i) {
        const Tally::PerCombatant &p = t.people[i];
        SimResult::CombatantResult c;
        c.name = model.combatants()[i].name;
        c.side = model.combatants()[i].sideId;
        c.pOut = n ? double(p.out) / double(n) : 0.0;
        c.pOutSe = proportionSe(p.out, n);
        if (model.hasDeath()) {
            c.pDead = n ? double(p.dead) / double(n) : 0.0;
            c.pDeadSe = proportionSe(p.dead, n);
        }
        std::tie(c.meanHpLeft, c.meanHpLeftSe)
            = meanSe(double(p.hpLeft), p.hpLeftSquares.value(), n);
        std::tie(c.meanDamageDealt, c.meanDamageDealtSe)
            = meanSe(double(p.dealt), p.dealtSquares.value(), n);
        std::tie(c.meanDamageTaken, c.meanDamageTakenSe)
            = meanSe(double(p.taken), p.takenSquares.value(), n);
        r.combatants.push_back(c);
    }
    r.pPartyLoses = 0.0;
    r.pAnyPcOut = n ? double(t.partyAnyOut) / double(n) : 0.0;
    r.pAnyPcDead = n ? double(t.partyAnyDead) / double(n) : 0.0;
    for (std::size_t s = 0; s < model.sides().size(); ++s) {
        if (!model.isParty(int(s)))
            r.pPartyLoses += r.sides[s].win;
    }
    r.pPartyLoses += r.draw;
    r.notes = model.notes();
    return r;
}

} // namespace Fray::Sim
