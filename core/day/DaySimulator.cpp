// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/day/DaySimulator.h"

#include "core/sim/Blocks.h"
#include "core/sim/Difficulty.h"
#include "core/sim/Estimates.h"
#include "core/sim/FightRunner.h"

#include <QElapsedTimer>

namespace Fray::Day {

namespace {

// Counts over many days, in integers only, as Sim::Tally counts fights.
struct DayTally
{
    struct Before
    {
        std::int64_t present = 0; // days it was in the fight
        std::int64_t hp = 0;
        Sim::Tally::Wide hpSquares;
        std::int64_t out = 0;
    };
    std::int64_t days = 0;
    std::int64_t through = 0;
    std::vector<std::int64_t> reached, broke; // per fight
    std::vector<Before> before; // fight * heroes + hero
    std::vector<std::int64_t> outAtEnd, deadAtEnd; // per hero
    std::vector<Sim::Tally> fights;

    void add(const DayTally &o)
    {
        days += o.days;
        through += o.through;
        for (std::size_t k = 0; k < reached.size(); ++k) {
            reached[k] += o.reached[k];
            broke[k] += o.broke[k];
            fights[k].add(o.fights[k]);
        }
        for (std::size_t i = 0; i < before.size(); ++i) {
            before[i].present += o.before[i].present;
            before[i].hp += o.before[i].hp;
            before[i].hpSquares.add(o.before[i].hpSquares);
            before[i].out += o.before[i].out;
        }
        for (std::size_t h = 0; h < outAtEnd.size(); ++h) {
            outAtEnd[h] += o.outAtEnd[h];
            deadAtEnd[h] += o.deadAtEnd[h];
        }
    }
};

// One thread's days: a runner per fight, and the heroes as the day has left them so far.
class DayPlayer
{
public:
    explicit DayPlayer(const DayModel &model)
        : m_model(model)
        , m_heroes(std::size_t(model.heroes().size()))
    {
        const std::size_t fights = model.fights().size();
        m_runners.reserve(fights);
        for (const DayModel::Fight &f : model.fights()) {
            m_runners.emplace_back(*f.model);
            tally.fights.emplace_back(
                f.model->sides().size(), f.model->combatants().size(), model.options().maxRounds);
        }
        tally.reached.assign(fights, 0);
        tally.broke.assign(fights, 0);
        tally.before.resize(fights * m_heroes.size());
        tally.outAtEnd.assign(m_heroes.size(), 0);
        tally.deadAtEnd.assign(m_heroes.size(), 0);
    }

    void day(Sim::SimRandom &random)
    {
        for (Hero &h : m_heroes)
            h = {};
        ++tally.days;
        const auto &fights = m_model.fights();
        bool through = true;
        for (std::size_t k = 0; k < fights.size() && through; ++k) {
            const DayModel::Fight &fight = fights[k];
            Sim::FightRunner &runner = m_runners[k];
            ++tally.reached[k];
            for (std::size_t h = 0; h < m_heroes.size(); ++h) {
                Hero &hero = m_heroes[h];
                hero.healed
                    = std::min(DayModel::backToFull, hero.healed + gift(fight.rest[h], random));
                const int i = fight.heroAt[h];
                if (i < 0)
                    continue;
                if (hero.met)
                    runner.carryIn(i, hero.hp, hero.state, hero.healed);
                hero.healed = 0;
                DayTally::Before &b = tally.before[k * m_heroes.size() + h];
                ++b.present;
                const std::int64_t hp = runner.hpAtStart(i);
                b.hp += hp;
                b.hpSquares.add(std::uint64_t(hp * hp));
                b.out += runner.outAtStart(i) ? 1 : 0;
            }
            runner.fight(random, tally.fights[k]);
            for (std::size_t h = 0; h < m_heroes.size(); ++h) {
                const int i = fight.heroAt[h];
                if (i < 0)
                    continue;
                m_heroes[h] = {runner.hpAfter(i), runner.stateAfter(i), 0, true, runner.outAfter(i),
                    runner.deadAfter(i)};
            }
            if (!runner.partyWon()) {
                ++tally.broke[k];
                through = false;
            }
        }
        tally.through += through ? 1 : 0;
        for (std::size_t h = 0; h < m_heroes.size(); ++h) {
            tally.outAtEnd[h] += m_heroes[h].out ? 1 : 0;
            tally.deadAtEnd[h] += m_heroes[h].dead ? 1 : 0;
        }
    }

    DayTally tally;

private:
    struct Hero
    {
        int hp = 0;
        int state = 0;
        std::int64_t healed = 0; // hit points back since it last fought
        bool met = false; // it has fought today
        bool out = false;
        bool dead = false;
    };

    std::int64_t gift(const DayModel::RestGift &gift, Sim::SimRandom &random) const
    {
        switch (gift.kind) {
        case DayModel::RestGift::Kind::Nothing:
            return 0;
        case DayModel::RestGift::Kind::Table:
            return m_model.restTables().sample(gift.table, random);
        case DayModel::RestGift::Kind::Full:
            return DayModel::backToFull;
        }
        return 0;
    }

    const DayModel &m_model;
    std::vector<Sim::FightRunner> m_runners;
    std::vector<Hero> m_heroes;
};

} // namespace

DayResult DaySimulator::run(const DayModel &model, Sim::Simulator::Control *control)
{
    QElapsedTimer timer;
    timer.start();
    const std::int64_t trials = model.options().trials;
    const std::int64_t blockSize = Sim::Simulator::blockSize;
    const std::int64_t blocks = (trials + blockSize - 1) / blockSize;
    std::vector<DayPlayer> players = Sim::inBlocks(
        blocks, model.options().threads, control ? &control->cancel : nullptr,
        [&] { return DayPlayer(model); },
        [&](DayPlayer &player, std::int64_t b) {
            Sim::SimRandom random(
                Sim::SimRandom::blockSeed(model.options().seed, std::uint64_t(b)));
            const std::int64_t count = std::min(blockSize, trials - b * blockSize);
            for (std::int64_t i = 0; i < count; ++i)
                player.day(random);
            if (control)
                control->done += count;
        });
    DayTally t = std::move(players.front().tally);
    for (std::size_t p = 1; p < players.size(); ++p)
        t.add(players[p].tally);
    const qint64 ns = timer.nsecsElapsed();

    DayResult r;
    const std::int64_t n = t.days;
    r.trials = n;
    r.seed = model.options().seed;
    r.through = n ? double(t.through) / double(n) : 0.0;
    r.throughSe = Sim::proportionSe(t.through, n);
    const std::size_t heroes = std::size_t(model.heroes().size());
    for (std::size_t k = 0; k < model.fights().size(); ++k) {
        const DayModel::Fight &f = model.fights()[k];
        DayResult::FightResult fight;
        fight.name = f.name;
        fight.restBefore = f.restBefore;
        fight.reached = n ? double(t.reached[k]) / double(n) : 0.0;
        fight.reachedSe = Sim::proportionSe(t.reached[k], n);
        fight.breaks = n ? double(t.broke[k]) / double(n) : 0.0;
        fight.breaksSe = Sim::proportionSe(t.broke[k], n);
        fight.fight = Sim::Simulator::resultOf(*f.model, t.fights[k]);
        fight.fight.difficulty = Sim::Difficulty::assess(fight.fight);
        for (std::size_t h = 0; h < heroes; ++h) {
            const DayTally::Before &b = t.before[k * heroes + h];
            DayResult::HeroBefore hero;
            hero.name = model.heroes()[qsizetype(h)];
            hero.inFight = f.heroAt[h] >= 0;
            std::tie(hero.meanHp, hero.meanHpSe)
                = Sim::meanSe(double(b.hp), b.hpSquares.value(), b.present);
            hero.pOut = b.present ? double(b.out) / double(b.present) : 0.0;
            hero.pOutSe = Sim::proportionSe(b.out, b.present);
            fight.heroes.push_back(hero);
        }
        r.fights.push_back(std::move(fight));
    }
    for (std::size_t h = 0; h < heroes; ++h) {
        DayResult::HeroAtEnd hero;
        hero.name = model.heroes()[qsizetype(h)];
        hero.pOut = n ? double(t.outAtEnd[h]) / double(n) : 0.0;
        hero.pOutSe = Sim::proportionSe(t.outAtEnd[h], n);
        if (model.hasDeath()) {
            hero.pDead = n ? double(t.deadAtEnd[h]) / double(n) : 0.0;
            hero.pDeadSe = Sim::proportionSe(t.deadAtEnd[h], n);
        }
        r.heroes.push_back(hero);
    }
    r.notes = model.notes();
    r.daysPerSecond = ns > 0 ? double(n) * 1e9 / double(ns) : 0.0;
    return r;
}

} // namespace Fray::Day
