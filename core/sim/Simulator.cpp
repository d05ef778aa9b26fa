// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/Simulator.h"

#include "core/sim/Blocks.h"
#include "core/sim/Estimates.h"
#include "core/sim/FightRunner.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <vector>

namespace Fray::Sim {

Tally Simulator::tally(const FightModel &model, std::int64_t trials, int threads, Control *control)
{
    const std::int64_t blocks = (trials + blockSize - 1) / blockSize;
    // The runner is each thread's own too: it holds the fight's state.
    struct Worker
    {
        FightRunner runner;
        Tally tally;
    };
    std::vector<Worker> workers = inBlocks(
        blocks, threads, control ? &control->cancel : nullptr,
        [&] {
            return Worker{FightRunner(model),
                Tally(model.sides().size(), model.combatants().size(), model.options().maxRounds)};
        },
        [&](Worker &w, std::int64_t b) {
            SimRandom random(SimRandom::blockSeed(model.options().seed, std::uint64_t(b)));
            const std::int64_t count = std::min(blockSize, trials - b * blockSize);
            for (std::int64_t i = 0; i < count; ++i)
                w.runner.fight(random, w.tally);
            if (control)
                control->done += count;
        });
    Tally total = std::move(workers.front().tally);
    for (std::size_t w = 1; w < workers.size(); ++w)
        total.add(workers[w].tally);
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
    std::int64_t partyWins = 0;
    for (std::size_t s = 0; s < model.sides().size(); ++s) {
        if (!model.isParty(int(s)))
            r.pPartyLoses += r.sides[s].win;
        else
            partyWins += t.wins[s];
    }
    r.pPartyWins = n ? double(partyWins) / double(n) : 0.0;
    r.pPartyWinsSe = proportionSe(partyWins, n);
    r.pPartyLoses += r.draw;
    r.notes = model.notes();
    return r;
}

} // namespace Fray::Sim
