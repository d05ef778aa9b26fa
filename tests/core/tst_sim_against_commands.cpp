// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The simulator against the table: small fights played by the simulator's runner, seeded, are
// played again blow by blow through the encounter's own commands (the damage the GM types, the
// round's end, the morale checks the window asks for), and every combatant's hit points and
// whether it is out of the fight must agree after every round. The runner keeps its own copy of
// each ruleset's HP states, bleeding and end-of-round rules; this is where a difference between the
// copy and the rules shows.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/Vitals.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/morale/MoraleCommand.h"
#include "core/sim/FightModel.h"
#include "core/sim/FightRunner.h"

#include <QTest>

#include <algorithm>

using namespace Fray;
using namespace Qt::StringLiterals;
using Values = QMap<QString, qint64>;

namespace {

Encounter::Combatant fighter(const QString &name, const QString &side, qint64 hp, qint64 defence,
    qint64 value, const QString &damage, const Values &stats)
{
    Encounter::Combatant c;
    c.name = name;
    c.side = side;
    c.hp = c.maxHp = c.startHp = hp;
    c.defence = defence;
    c.stats = stats;
    Encounter::Attack a;
    a.name = u"Weapon"_s;
    a.value = value;
    a.damage = damage;
    c.attacks.push_back(a);
    return c;
}

// What the runner told of one fight: the blows and morale checks of each round, in order, and
// where everyone stood after it.
struct Told : Sim::FightTrace
{
    struct Blow
    {
        int target = -1; // -1: a morale check
        std::int64_t damage = 0; // that landed
        int unit = -1; // the morale unit checked
        bool held = false;
    };
    struct Round
    {
        std::vector<Blow> blows;
        std::vector<Standing> after;
    };
    std::vector<Round> rounds{1};

    void struck(int, int target, std::int64_t damage) override
    {
        if (damage > 0)
            rounds.back().blows.push_back({target, damage});
    }
    void moraleChecked(int unit, bool held) override
    {
        rounds.back().blows.push_back({-1, 0, unit, held});
    }
    void roundEnded(int, const std::vector<Standing> &standing) override
    {
        rounds.back().after = standing;
        rounds.emplace_back();
    }
};

} // namespace

class TestSimAgainstCommands : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(Testing::shippedRulesets().errors().empty()); }

    void everyRoundEndsWithTheSameHitPoints_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<Values>("values");
        QTest::addColumn<Values>("stats");
        QTest::addColumn<qint64>("value");
        QTest::addColumn<qint64>("defence");
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<bool>("bleeds");
        QTest::addColumn<bool>("dies");
        QTest::addColumn<bool>("morale");

        const Values none;
        // C&C: out below 0, mortally wounded at -7 losing a point each round until dead at
        // -10. Blows of 2d8+2 against 6 HP send some straight to bleeding.
        QTest::newRow("castles-crusades-the-mortally-wounded-bleed-to-death")
            << u"castles-crusades"_s << none << Values{{u"dex"_s, 12}} << 4LL << 12LL << 6LL << true
            << true << false;
        // d20: dead at 0, no bleeding; the felled strike on their own count (a lean model,
        // played the general way when told).
        QTest::newRow("d20-ascending-dead-at-zero")
            << u"d20-ascending"_s << none << Values{{u"dex_bonus"_s, 1}} << 3LL << 14LL << 12LL
            << false << true << false;
        // BRP: unconscious at 2 and below, death decided at the end of the round.
        QTest::newRow("basic-roleplaying-death-at-the-round-end")
            << u"basic-roleplaying"_s << none << Values{{u"dex"_s, 12}} << 55LL << 0LL << 13LL
            << false << true << false;
        // Spelljammer: wounds lower the odds as hit points fall (levels in the runner).
        QTest::newRow("spelljammer-d100-wound-levels")
            << u"spelljammer-d100"_s << none << Values{{u"con"_s, 20}, {u"im"_s, 1}} << 70LL << 30LL
            << 25LL << false << false << false;
        // Old-school: out at 0, with the number needed given for every attack; the foes check
        // morale when one falls and when half are down, and those who fail flee. (Old-school
        // has no bleeding, so every check follows a blow, as the table asks it.)
        QTest::newRow("old-school-out-at-zero-and-morale")
            << u"old-school"_s << Values{{u"needed"_s, 11}} << Values{{u"level"_s, 2}} << 0LL << 5LL
            << 9LL << false << false << true;
    }

    void everyRoundEndsWithTheSameHitPoints()
    {
        QFETCH(QString, ruleset);
        QFETCH(Values, values);
        QFETCH(Values, stats);
        QFETCH(qint64, value);
        QFETCH(qint64, defence);
        QFETCH(qint64, hp);
        QFETCH(bool, bleeds);
        QFETCH(bool, dies);
        QFETCH(bool, morale);

        Encounter::EncounterState start;
        start.rulesetId = ruleset;
        start.name = u"Skirmish"_s;
        for (const QString &name : {u"Ann"_s, u"Bea"_s, u"Cid"_s})
            start.combatants.push_back(
                fighter(name, u"party"_s, hp, defence, value, u"2d8+2"_s, stats));
        for (const QString &name : {u"Orc 1"_s, u"Orc 2"_s, u"Orc 3"_s})
            start.combatants.push_back(
                fighter(name, u"foes"_s, hp + 2, defence, value, u"2d6+1"_s, stats));
        for (auto &c : start.combatants)
            c.id = start.nextId++;
        const auto rules = Testing::rulesetNamed(ruleset, Testing::shippedRulesets());
        QVERIFY(rules);
        const Encounter::Encounter plan(rules, start);
        Sim::SimOptions options;
        options.seed = 2026;
        options.values = values;
        options.maxRounds = 30;
        options.partyTactic = options.foesTactic = Sim::Tactic::Random;
        const auto model = Sim::FightModel::create(plan, options);
        QVERIFY2(model, model ? "" : qPrintable(model.error()));
        const auto &people = (*model)->combatants();
        std::vector<std::size_t> row; // the encounter's row of each of the runner's combatants
        for (const auto &p : people) {
            const auto at = std::find_if(start.combatants.begin(), start.combatants.end(),
                [&](const Encounter::Combatant &c) { return c.name == p.name; });
            QVERIFY(at != start.combatants.end());
            row.push_back(std::size_t(at - start.combatants.begin()));
        }

        Sim::FightRunner runner(**model);
        Sim::SimRandom random(options.seed);
        Sim::Tally tally((*model)->sides().size(), people.size(), (*model)->options().maxRounds);
        int roundsCompared = 0, bled = 0, outs = 0, deaths = 0, checks = 0, fled = 0;
        for (int fight = 0; fight < 40; ++fight) {
            Told told;
            runner.trace(random, tally, told);
            told.rounds.pop_back(); // the round that never began

            Encounter::Encounter table(rules, start);
            Dice::Random dice(std::uint64_t(fight) + 1);
            QCOMPARE(
                Encounter::TurnCommand(Encounter::TurnCommand::Step::Start).execute(table, dice),
                std::nullopt);
            Encounter::Vitals vitals(table, dice);
            for (std::size_t r = 0; r < told.rounds.size(); ++r) {
                const Told::Round &round = told.rounds[r];
                std::vector<bool> struck(people.size(), false);
                for (std::size_t b = 0; b < round.blows.size();) {
                    const Told::Blow &blow = round.blows[b];
                    if (blow.target >= 0) {
                        const auto id = table.combatants()[row[std::size_t(blow.target)]].id;
                        QCOMPARE(Encounter::DamageCommand({id}, blow.damage).execute(table, dice),
                            std::nullopt);
                        struck[std::size_t(blow.target)] = true;
                        ++b;
                        continue;
                    }
                    // The checks the runner made at once are the ones the window asks for now.
                    QStringList simulated, asked;
                    std::size_t end = b;
                    for (; end < round.blows.size() && round.blows[end].target < 0; ++end)
                        simulated
                            << (*model)->morale().units[std::size_t(round.blows[end].unit)].name;
                    const auto calls = Encounter::MoraleWatch::due(table);
                    for (const auto &call : calls) {
                        for (const auto &unit : call.units)
                            asked << unit.name;
                    }
                    simulated.sort();
                    asked.sort();
                    QCOMPARE(asked, simulated);
                    // Answered as the runner rolled: those who failed flee.
                    for (const auto &call : calls)
                        QCOMPARE(Encounter::MoraleCommand(call.side, call.trigger,
                                     Encounter::MoraleCommand::Answer::NotNeeded)
                                     .execute(table, dice),
                            std::nullopt);
                    for (; b < end; ++b) {
                        ++checks;
                        if (round.blows[b].held)
                            continue;
                        ++fled;
                        const auto &members
                            = (*model)->morale().units[std::size_t(round.blows[b].unit)].members;
                        std::vector<Encounter::CombatantId> ids;
                        for (const int m : members) {
                            const auto &c = table.combatants()[row[std::size_t(m)]];
                            if (!vitals.isOutOfFight(c))
                                ids.push_back(c.id);
                        }
                        QCOMPARE(Encounter::ApplyConditionCommand(
                                     ids, u"fled"_s, std::nullopt, u"morale"_s)
                                     .execute(table, dice),
                            std::nullopt);
                    }
                }
                if (!morale)
                    QVERIFY(Encounter::MoraleWatch::due(table).empty());
                QCOMPARE(Encounter::TurnCommand(Encounter::TurnCommand::Step::LetRoundEnd)
                             .execute(table, dice),
                    std::nullopt);
                for (std::size_t i = 0; i < people.size(); ++i) {
                    const Encounter::Combatant &c = table.combatants()[row[i]];
                    const qint64 kept = std::clamp<qint64>(c.hp, people[i].floor, people[i].top);
                    const auto &runnerSays = round.after[i];
                    const auto says = [](qint64 left, bool out, bool dead) {
                        return u"%1 HP%2"_s.arg(left).arg(dead ? u" (dead)"_s
                                : out                          ? u" (out)"_s
                                                               : QString());
                    };
                    const QString tableSays = says(kept, vitals.isOutOfFight(c), vitals.isDead(c));
                    const QString simulatorSays
                        = says(runnerSays.hp, runnerSays.out, runnerSays.dead);
                    QVERIFY2(tableSays == simulatorSays,
                        qPrintable(u"fight %1, round %2, %3: the table has %4, the simulator %5"_s
                                       .arg(fight)
                                       .arg(r + 1)
                                       .arg(c.name, tableSays, simulatorSays)));
                    const int before = r == 0 ? people[i].hp : told.rounds[r - 1].after[i].hp;
                    bled += !struck[i] && runnerSays.hp < before;
                    outs += runnerSays.out && (r == 0 || !told.rounds[r - 1].after[i].out);
                    deaths += runnerSays.dead && (r == 0 || !told.rounds[r - 1].after[i].dead);
                }
                ++roundsCompared;
            }
        }
        // Told or not, the same seed plays the same 40 fights.
        Sim::FightRunner untold(**model);
        Sim::SimRandom same(options.seed);
        Sim::Tally plain((*model)->sides().size(), people.size(), (*model)->options().maxRounds);
        for (int fight = 0; fight < 40; ++fight)
            untold.fight(same, plain);
        QVERIFY(plain.wins == tally.wins && plain.endedIn == tally.endedIn);
        for (std::size_t i = 0; i < people.size(); ++i)
            QCOMPARE(plain.people[i].hpLeft, tally.people[i].hpLeft);
        QCOMPARE(same.next(), random.next());

        // The fights went where the row says they go: people fell, and bled where they do.
        QVERIFY2(roundsCompared >= 80, qPrintable(QString::number(roundsCompared)));
        QVERIFY(outs >= 40);
        QCOMPARE(bled > 0, bleeds);
        QCOMPARE(deaths > 0, dies);
        QCOMPARE(checks > 0 && fled > 0, morale);
        QCOMPARE(tally.fights, 40);
    }

    // Told or not, a fight draws the same numbers and ends the same way.
    void aToldFightIsTheSameFight()
    {
        Encounter::EncounterState start;
        start.rulesetId = u"d20-ascending"_s;
        const Values stats{{u"dex_bonus"_s, 1}};
        start.combatants.push_back(fighter(u"Ann"_s, u"party"_s, 12, 14, 3, u"1d8+1"_s, stats));
        start.combatants.push_back(fighter(u"Orc"_s, u"foes"_s, 14, 14, 3, u"1d6+1"_s, stats));
        for (auto &c : start.combatants)
            c.id = start.nextId++;
        const Encounter::Encounter plan(
            Testing::rulesetNamed(start.rulesetId, Testing::shippedRulesets()), start);
        const auto model = Sim::FightModel::create(plan, Sim::SimOptions{});
        QVERIFY(model);
        const auto &people = (*model)->combatants();
        // A duel of plain attacks takes the lean path, which a told fight does not.
        QVERIFY(Sim::FightRunner(**model).isLean());
        const auto tallyOf = [&](bool told) {
            Sim::FightRunner runner(**model);
            Sim::SimRandom random(7);
            Sim::Tally tally((*model)->sides().size(), people.size(), 50);
            Told trace;
            for (int i = 0; i < 500; ++i) {
                if (told)
                    runner.trace(random, tally, trace);
                else
                    runner.fight(random, tally);
            }
            return std::tuple{tally.wins, tally.endedIn, tally.people[0].hpLeft,
                tally.people[1].hpLeft, random.next()};
        };
        QVERIFY(tallyOf(true) == tallyOf(false));
    }
};

QTEST_GUILESS_MAIN(TestSimAgainstCommands)
#include "tst_sim_against_commands.moc"
