// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Whole fights per second (DESIGN.md §5): one against one, level 1-3 fighters of C&C and
// d20-ascending who both attack and last a few rounds, and four PCs against eight foes, each on
// every core. The figure is fights over the wall time of Simulator::tally, setup excluded (it
// is done once per run of many fights). Budgets on one thread: 5 M fights a second one against
// one and 350 k four against eight; two threads 1.8 times one where the second core is free.
// Also: the danger gauges after a command, a day of four fights, the sample encounter's dialog
// and tuning its goblins' count.

#include "BenchSupport.h"
#include "core/day/DaySimulator.h"
#include "core/encounter/Encounter.h"
#include "core/io/EncounterJson.h"
#include "core/rules/RulesetLibrary.h"
#include "core/sim/FightModel.h"
#include "core/sim/FightTuner.h"
#include "core/sim/Simulator.h"
#include "core/sim/TurnDanger.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>

using namespace Fray;

namespace {

Encounter::Combatant fighter(const QString &name, const QString &side, qint64 hp, qint64 defence,
    qint64 value, const QString &damage)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.hp = c.maxHp = c.startHp = hp;
    c.defence = defence;
    c.stats = {{QStringLiteral("dex"), 12}, {QStringLiteral("dex_bonus"), 0}};
    Encounter::Attack a;
    a.name = QStringLiteral("Weapon");
    a.value = value;
    a.damage = damage;
    c.attacks.push_back(a);
    return c;
}

struct Fight
{
    const char *what;
    QString ruleset;
    std::vector<Encounter::Combatant> people;
    double budget; // fights per second
    QMap<QString, qint64> values = {}; // old-school's number needed, for every attack
    bool morale = true;
};

// Prints the median fights per second on `threads` threads and returns it (0 when the fight
// cannot be simulated).
double bench(const Rules::RulesetLibrary &library, const Fight &fight, int threads)
{
    const auto *entry = library.find(fight.ruleset);
    if (!entry) {
        std::printf("%s: no ruleset %s\n", fight.what, qPrintable(fight.ruleset));
        return 0.0;
    }
    Encounter::EncounterState state;
    state.rulesetId = fight.ruleset;
    state.combatants = fight.people;
    for (auto &c : state.combatants)
        c.id = state.nextId++;
    const Encounter::Encounter encounter(entry->ruleset, state);
    Sim::SimOptions options;
    options.seed = 1;
    options.threads = threads;
    options.values = fight.values;
    options.morale = fight.morale;
    const auto model = Sim::FightModel::create(encounter, options);
    if (!model) {
        std::printf("%s: %s\n", fight.what, qPrintable(model.error()));
        return 0.0;
    }
    // Under CI's guard a short run is enough to tell a rate ten times too slow.
    const std::int64_t trials = Bench::guardFactor() > 0 ? 100'000 : 2'000'000;
    std::vector<double> rates;
    double rounds = 0.0;
    for (int run = 0; run < Bench::repeats(7); ++run) {
        QElapsedTimer timer;
        timer.start();
        const Sim::Tally tally = Sim::Simulator::tally(**model, trials, threads);
        rates.push_back(double(trials) * 1e9 / double(timer.nsecsElapsed()));
        rounds = Sim::Simulator::resultOf(**model, tally).meanRounds;
    }
    std::sort(rates.begin(), rates.end());
    const double median = rates[rates.size() / 2];
    std::printf("%-44s %d thread(s): median %12.0f fights/s (min %.0f, max %.0f; %.2f rounds "
                "on average; load %s)",
        fight.what, threads, median, rates.front(), rates.back(), rounds,
        Bench::loadAverage().constData());
    if (fight.budget > 0)
        std::printf("  budget %.0f  %s", fight.budget, Bench::judge(median, fight.budget, true));
    std::printf("\n");
    std::fflush(stdout);
    return median;
}

// Two threads against one on the same fight: the blocks are shared out, so with the second core
// free the rate should nearly double. Read it against the load: a busy core cannot give it.
void benchScaling(const Fight &fight, double one, double two)
{
    if (one <= 0 || two <= 0)
        return;
    constexpr double budget = 1.8;
    const double ratio = two / one;
    std::printf("%-44s 2 threads / 1: %.2fx (load %s)  budget %.2fx  %s\n", fight.what, ratio,
        Bench::loadAverage().constData(), budget, Bench::judge(ratio, budget, true));
    std::fflush(stdout);
}

// Simulate… on the sample Goblin Warren (journey 5): 100,000 fights, the dialog's default, on
// every core, from the model's setup to the result the dialog shows. Budget: under a second.
void benchSample(const Rules::RulesetLibrary &library, const QString &file)
{
    const auto state = Io::EncounterJson::fromFile(file);
    const auto *entry = state ? library.find(state->rulesetId) : nullptr;
    if (!entry) {
        std::printf("sample %s: not readable\n", qPrintable(file));
        return;
    }
    const Encounter::Encounter encounter(entry->ruleset, *state);
    constexpr std::int64_t trials = 100'000;
    std::vector<double> seconds;
    for (int run = 0; run < Bench::repeats(7); ++run) {
        QElapsedTimer timer;
        timer.start();
        Sim::SimOptions options;
        options.seed = quint64(run + 1);
        options.trials = trials;
        const auto model = Sim::FightModel::create(encounter, options);
        if (!model) {
            std::printf("sample: %s\n", qPrintable(model.error()));
            return;
        }
        const Sim::SimResult result = Sim::Simulator::run(**model);
        seconds.push_back(double(timer.nsecsElapsed()) / 1e9);
        if (result.trials != trials)
            std::printf(
                "sample: %lld fights, not %lld\n", qlonglong(result.trials), qlonglong(trials));
    }
    std::sort(seconds.begin(), seconds.end());
    const double median = seconds[seconds.size() / 2];
    std::printf("%-44s every core: median %.3f s for 100,000 fights (min %.3f, max %.3f; load "
                "%s)  budget 1.000 s  %s\n",
        qPrintable(state->name), median, seconds.front(), seconds.back(),
        Bench::loadAverage().constData(), Bench::judge(median, 1.0));
    std::fflush(stdout);
}

// The danger gauge the window shows follows every command: the fight's model built and each
// combatant's chance to be out before its next turn worked out, in a round under way. Budget
// 10 ms, so a command and its gauges stay well inside the 16 ms of a frame.
void benchDanger(const Rules::RulesetLibrary &library, const Fight &fight)
{
    const auto *entry = library.find(fight.ruleset);
    if (!entry)
        return;
    Encounter::EncounterState state;
    state.rulesetId = fight.ruleset;
    for (Encounter::Combatant c : fight.people) {
        c.id = state.nextId++;
        Encounter::InitiativeEntry e;
        e.combatant = c.id;
        e.value = 20 - qint64(state.order.size());
        e.slot = qint64(state.order.size());
        state.order.push_back(e);
        state.combatants.push_back(c);
    }
    state.round = 1;
    state.turn = 0;
    const Encounter::Encounter encounter(entry->ruleset, state);
    Sim::SimOptions options;
    options.values = fight.values;
    std::size_t worked = 0;
    Bench::measure(
        qPrintable(
            QStringLiteral("danger before each turn, %1")
                .arg(QString::fromLatin1(fight.what).section(QLatin1Char(','), 1).trimmed())),
        51, 10.0, [&] {
            const auto model = Sim::FightModel::create(encounter, options);
            if (model)
                worked = Sim::TurnDanger::compute(encounter, **model).size();
        });
    if (worked != fight.people.size())
        std::printf("danger: %zu combatants worked out, not %zu\n", worked, fight.people.size());
}

// Plan a Day… (issue 36): 10,000 days of four fights of `fight` with a day's rest between, on
// every core, from the day's model to its result. Budget: under 2 s. Paired, run for run, with
// its floor: 40,000 single fights of the same encounter, what the days cannot beat.
void benchDay(const Rules::RulesetLibrary &library, const Fight &fight)
{
    const auto *entry = library.find(fight.ruleset);
    if (!entry)
        return;
    Encounter::EncounterState state;
    state.rulesetId = fight.ruleset;
    for (Encounter::Combatant c : fight.people) {
        c.id = state.nextId++;
        state.combatants.push_back(c);
    }
    const auto encounter = std::make_shared<const Encounter::Encounter>(entry->ruleset, state);
    Day::DayPlan plan;
    for (int k = 0; k < 4; ++k) {
        std::optional<Party::PartyRest::Plan> rest;
        if (k > 0)
            rest = Party::PartyRest::Plan{
                Party::PartyRest::Plan::Kind::Ruleset, QStringLiteral("day"), 0};
        plan.steps.push_back({QStringLiteral("Fight %1").arg(k + 1), encounter, rest});
    }
    constexpr std::int64_t days = 10'000;
    std::vector<double> daySeconds, floorSeconds;
    double reachedLast = 0.0;
    for (int run = 0; run < Bench::repeats(7); ++run) {
        Sim::SimOptions options;
        options.seed = quint64(run + 1);
        options.trials = days;
        QElapsedTimer timer;
        timer.start();
        const auto model = Day::DayModel::create(plan, options);
        if (!model) {
            std::printf("day: %s\n", qPrintable(model.error()));
            return;
        }
        const Day::DayResult result = Day::DaySimulator::run(**model);
        daySeconds.push_back(double(timer.nsecsElapsed()) / 1e9);
        reachedLast = result.fights.back().reached;

        options.trials = 4 * days;
        timer.restart();
        const auto single = Sim::FightModel::create(*encounter, options);
        if (single)
            Sim::Simulator::run(**single);
        floorSeconds.push_back(double(timer.nsecsElapsed()) / 1e9);
    }
    std::sort(daySeconds.begin(), daySeconds.end());
    std::sort(floorSeconds.begin(), floorSeconds.end());
    const double median = daySeconds[daySeconds.size() / 2];
    std::printf("day of 4 fights, %-27s every core: median %.3f s for 10,000 days (floor: 40,000 "
                "fights %.3f s; %.0f%% reach the last; load %s)  budget 2.000 s  %s\n",
        qPrintable(QString::fromLatin1(fight.what).section(QLatin1Char(','), 0, 0)), median,
        floorSeconds[floorSeconds.size() / 2], 100.0 * reachedLast,
        Bench::loadAverage().constData(), Bench::judge(median, 2.0));
    std::fflush(stdout);
}

// Tune… (issue 36) on the sample Goblin Warren: the goblins' count from 1 to 12 made Hard, 10,000
// fights a value on every core, from the tuner's setup to its answer. Budget: under 2 s. Paired,
// run for run, with its floor: the same values simulated one after another without the tuner.
void benchTune(const Rules::RulesetLibrary &library, const QString &file)
{
    const auto state = Io::EncounterJson::fromFile(file);
    const auto *entry = state ? library.find(state->rulesetId) : nullptr;
    if (!entry)
        return;
    const Encounter::Encounter encounter(entry->ruleset, *state);
    std::vector<double> tuneSeconds, floorSeconds;
    std::size_t values = 0;
    for (int run = 0; run < Bench::repeats(7); ++run) {
        Sim::SimOptions options;
        options.seed = quint64(run + 1);
        options.trials = 10'000;
        QElapsedTimer timer;
        timer.start();
        const auto tuner = Sim::FightTuner::create(
            encounter, {Sim::FightTuner::Knob::Kind::Count, QStringLiteral("Goblin")}, options);
        if (!tuner) {
            std::printf("tune: %s\n", qPrintable(tuner.error()));
            return;
        }
        const auto result = tuner->tune({std::nullopt, QStringLiteral("hard")});
        tuneSeconds.push_back(double(timer.nsecsElapsed()) / 1e9);
        values = result.curve.size();

        timer.restart();
        for (const auto &point : result.curve) {
            const Encounter::Encounter fight(entry->ruleset, tuner->at(point.value));
            if (const auto model = Sim::FightModel::create(fight, options))
                Sim::Simulator::run(**model);
        }
        floorSeconds.push_back(double(timer.nsecsElapsed()) / 1e9);
    }
    std::sort(tuneSeconds.begin(), tuneSeconds.end());
    std::sort(floorSeconds.begin(), floorSeconds.end());
    const double median = tuneSeconds[tuneSeconds.size() / 2];
    std::printf("tune the goblins' count to Hard (%zu values)   every core: median %.3f s (floor: "
                "the same values simulated %.3f s; load %s)  budget 2.000 s  %s\n",
        values, median, floorSeconds[floorSeconds.size() / 2], Bench::loadAverage().constData(),
        Bench::judge(median, 2.0));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    Bench::printMachine();
    QTemporaryDir empty;
    const Rules::RulesetLibrary library = Rules::RulesetLibrary::load(empty.path());

    const QString party = QStringLiteral("party"), foes = QStringLiteral("foes");
    std::vector<Fight> fights;
    // Level 1-3 fighters: a longsword against chain or plate, 10-20 hit points.
    fights.push_back({"1 vs 1, C&C fighters (L2 vs L3)", QStringLiteral("castles-crusades"),
        {fighter(QStringLiteral("Aldous"), party, 14, 15, 4, QStringLiteral("1d8+1")),
            fighter(QStringLiteral("Knight"), foes, 18, 16, 5, QStringLiteral("1d8+2"))},
        5'000'000});
    fights.push_back({"1 vs 1, d20-ascending fighters (L1 vs L2)", QStringLiteral("d20-ascending"),
        {fighter(QStringLiteral("Mira"), party, 10, 15, 3, QStringLiteral("1d8+1")),
            fighter(QStringLiteral("Bandit"), foes, 13, 14, 3, QStringLiteral("1d8"))},
        5'000'000});
    Fight big{"4 PCs vs 8 foes, d20-ascending", QStringLiteral("d20-ascending"), {}, 350'000};
    for (int i = 0; i < 4; ++i)
        big.people.push_back(fighter(QStringLiteral("PC %1").arg(i + 1), party, 12 + 2 * i, 15,
            3 + i % 2, QStringLiteral("1d8+1")));
    for (int i = 0; i < 8; ++i)
        big.people.push_back(
            fighter(QStringLiteral("Orc %1").arg(i + 1), foes, 6, 13, 1, QStringLiteral("1d8")));
    fights.push_back(big);
    Fight bigCc = big;
    bigCc.what = "4 PCs vs 8 foes, C&C";
    bigCc.ruleset = QStringLiteral("castles-crusades");
    fights.push_back(bigCc);
    // Old-school's foes check morale when one falls and when half are down: the same fight
    // with and without, paired in one run.
    Fight bigOs = big;
    bigOs.what = "4 PCs vs 8 foes, old-school, morale";
    bigOs.ruleset = QStringLiteral("old-school");
    bigOs.values = {{QStringLiteral("needed"), 11}};
    bigOs.budget = 300'000;
    fights.push_back(bigOs);
    bigOs.what = "4 PCs vs 8 foes, old-school, no morale";
    bigOs.morale = false;
    fights.push_back(bigOs);

    // An argument keeps the rows whose name contains it (to profile one of them).
    const QString only = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    for (const Fight &f : fights) {
        if (!QString::fromLatin1(f.what).contains(only))
            continue;
        const double one = bench(library, f, 1);
        const double two = bench(library, f, 2);
        benchScaling(f, one, two);
    }
    if (only.isEmpty()) {
        benchDanger(library, big);
        benchDanger(library, bigCc);
        // Four orcs a fight, so most days reach the last fight.
        Fight dayFight = bigCc;
        dayFight.what = "4 PCs vs 4 foes, C&C";
        dayFight.people.resize(8);
        benchDay(library, dayFight);
    }
    if (only.isEmpty()) {
        const QString warren = QStringLiteral(
            FRAY_SOURCE_DIR "/resources/samples/castles-crusades-encounter.fray.json");
        benchSample(library, warren);
        benchTune(library, warren);
    }
    return Bench::finish();
}
