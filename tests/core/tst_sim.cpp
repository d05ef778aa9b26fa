// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Whole fights under each ruleset: the simulated fights against the exact duel, one case worked
// out by hand, who strikes first by the initiative order, symmetry, the same result for any
// number of threads, the exact duel's refusals and the difficulty words.

#include "FightFixtures.h"
#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/sim/AliasTables.h"
#include "core/sim/Difficulty.h"
#include "core/sim/ExactDuel.h"
#include "core/sim/FightModel.h"
#include "core/sim/Simulator.h"
#include "core/sim/TurnDanger.h"

#include <QJsonDocument>
#include <QLocale>
#include <QTest>

#include <cmath>
#include <map>

using namespace Qt::StringLiterals;
using Fray::Encounter::Attack;
using Fray::Encounter::Combatant;
using Fray::Encounter::Encounter;
using Fray::Encounter::EncounterState;
using Fray::Sim::Difficulty;
using Fray::Sim::ExactDuel;
using Fray::Sim::FightModel;
using Fray::Sim::SimOptions;
using Fray::Sim::SimResult;
using Fray::Sim::Simulator;
using Fray::Sim::Tactic;
using Fray::Testing::encounterOf;
using Fray::Testing::fighter;
using Fray::Testing::rulesetNamed;
using Fray::Testing::shippedRulesets;

Q_DECLARE_METATYPE(Fray::Sim::Tactic)
using Values = QMap<QString, qint64>;

namespace {

std::shared_ptr<const FightModel> modelOf(const Encounter &encounter, const SimOptions &options)
{
    auto model = FightModel::create(encounter, options);
    if (!model) {
        qWarning("%s", qPrintable(model.error()));
        return nullptr;
    }
    return *model;
}

// |a - b| within k standard errors (and within rounding when the error is 0).
bool within(double a, double b, double se, double k = 4.0)
{
    return std::abs(a - b) <= k * se + 1e-12;
}

} // namespace

class TestSim : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(shippedRulesets().errors().empty()); }

    void monteCarloAgreesWithTheExactDuel_data();
    void monteCarloAgreesWithTheExactDuel();
    void anAttackerAloneTakesRoundsWorkedOutByHand();
    void whoStrikesFirstFollowsTheInitiativeOrder_data();
    void whoStrikesFirstFollowsTheInitiativeOrder();
    void identicalSidesWinEquallyOften_data();
    void identicalSidesWinEquallyOften();
    void oneAndTwoThreadsGiveTheSameResult();
    void dangerBeforeTheNextTurnIsWorkedOutByHand_data();
    void dangerBeforeTheNextTurnIsWorkedOutByHand();
    void theExactDuelSaysWhyNot_data();
    void theExactDuelSaysWhyNot();
    void aValueNoCombatantGivesIsAskedFor();
    void aConditionThatBarsAttacksCostsItsRounds();
    void aConditionThatChangesNothingChangesNoFight();
    void difficultyFollowsItsThresholds_data();
    void difficultyFollowsItsThresholds();
    void whatIsLeftOutIsSaid_data();
    void whatIsLeftOutIsSaid();
    void aMappedTableDrawsTheOriginalsColumns();
};

void TestSim::monteCarloAgreesWithTheExactDuel_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<Values>("values");
    QTest::addColumn<Values>("stats");
    QTest::addColumn<qint64>("value");
    QTest::addColumn<qint64>("defence");
    QTest::addColumn<qint64>("hp");

    const Values none;
    // C&C: d20 + 4 against AC 15, ties by DEX then the list's order (no dead act on ties).
    QTest::newRow("castles-crusades-fighters")
        << u"castles-crusades"_s << none << Values{{u"dex"_s, 12}} << 4LL << 15LL << 14LL;
    // d20: criticals, simultaneous ties where the felled still strike (draws happen).
    QTest::newRow("d20-ascending-fighters")
        << u"d20-ascending"_s << none << Values{{u"dex_bonus"_s, 1}} << 3LL << 14LL << 12LL;
    // BRP: DEX rank, special hits, death at the end of the round, unconscious at 2.
    QTest::newRow("basic-roleplaying-fighters")
        << u"basic-roleplaying"_s << none << Values{{u"dex"_s, 12}} << 55LL << 0LL << 13LL;
    // Spelljammer: wound penalties change the odds as hit points fall; CON 20 keeps any hit
    // below the stun threshold.
    QTest::newRow("spelljammer-d100-wounds")
        << u"spelljammer-d100"_s << none << Values{{u"con"_s, 20}, {u"im"_s, 1}} << 70LL << 30LL
        << 25LL;
    // Old-school: the number needed, which no combatant holds, given for every attack.
    QTest::newRow("old-school-needed-11") << u"old-school"_s << Values{{u"needed"_s, 11}}
                                          << Values{{u"level"_s, 2}} << 0LL << 5LL << 9LL;
}

void TestSim::monteCarloAgreesWithTheExactDuel()
{
    QFETCH(QString, ruleset);
    QFETCH(Values, values);
    QFETCH(Values, stats);
    QFETCH(qint64, value);
    QFETCH(qint64, defence);
    QFETCH(qint64, hp);
    auto encounter = encounterOf(ruleset,
        {fighter(u"Ann"_s, u"party"_s, hp, defence, value, u"1d8+1"_s, stats),
            fighter(u"Bob"_s, u"foes"_s, hp + 2, defence, value, u"1d6+1"_s, stats)});
    QVERIFY(encounter);
    SimOptions options;
    options.trials = 100'000;
    options.seed = 19;
    options.values = values;
    const auto model = modelOf(*encounter, options);
    QVERIFY(model);
    const auto exact = ExactDuel::run(*model);
    QVERIFY2(exact, qPrintable(exact ? QString() : exact.error()));
    const SimResult mc = Simulator::run(*model);
    QCOMPARE(mc.trials, options.trials);

    // The exact masses add up: each side, no one left, undecided.
    double total = exact->draw + exact->undecided;
    for (const auto &s : exact->sides)
        total += s.win;
    QVERIFY(std::abs(total - 1.0) < 1e-9);

    const double n = double(options.trials);
    const auto seOf = [n](double p) { return std::sqrt(std::max(p * (1 - p), 1.0 / n) / n); };
    for (std::size_t s = 0; s < exact->sides.size(); ++s) {
        const double p = exact->sides[s].win;
        QVERIFY2(within(mc.sides[s].win, p, seOf(p)),
            qPrintable(u"%1 wins: simulated %2, exact %3"_s.arg(exact->sides[s].side)
                           .arg(mc.sides[s].win)
                           .arg(p)));
    }
    QVERIFY(within(mc.draw, exact->draw, seOf(exact->draw)));
    QVERIFY(within(mc.meanRounds, exact->meanRounds, mc.meanRoundsSe));
    // Every round's probability, including rounds only one of them has.
    QMap<int, double> simulated, worked;
    for (const auto &[round, p] : mc.roundHistogram)
        simulated[round] = p;
    for (const auto &[round, p] : exact->roundHistogram)
        worked[round] = p;
    for (auto it = worked.constBegin(); it != worked.constEnd(); ++it) {
        QVERIFY2(within(simulated.value(it.key()), it.value(), seOf(it.value())),
            qPrintable(u"round %1: simulated %2, exact %3"_s.arg(it.key())
                           .arg(simulated.value(it.key()))
                           .arg(it.value())));
    }
    for (std::size_t i = 0; i < 2; ++i) {
        const auto &e = exact->combatants[i];
        const auto &m = mc.combatants[i];
        QVERIFY(within(m.pOut, e.pOut, seOf(e.pOut)));
        QCOMPARE(bool(m.pDead), bool(e.pDead));
        if (e.pDead)
            QVERIFY(within(*m.pDead, *e.pDead, seOf(*e.pDead)));
        QVERIFY(within(m.meanHpLeft, e.meanHpLeft, m.meanHpLeftSe));
        QVERIFY(within(m.meanDamageDealt, e.meanDamageDealt, m.meanDamageDealtSe));
    }
}

void TestSim::anAttackerAloneTakesRoundsWorkedOutByHand()
{
    // C&C: d20 + 0 >= AC 11 hits on 11-20, P = 1/2. Damage 1d2: per attack 0 (1/2), 1 (1/4),
    // 2 (1/4). The post has 2 HP and is out at 0. After n-1 rounds the damage is 0 with
    // probability (1/2)^(n-1) and 1 with probability (n-1)(1/4)(1/2)^(n-2); the fight ends in
    // round n when a 2 follows 0 or a hit follows 1:
    //   P(n) = (1/2)^(n-1)(1/4) + (n-1)(1/4)(1/2)^(n-2)(1/2) = n / 2^(n+1)
    // so 1/4, 1/4, 3/16, 1/8, 5/64 ..., and the mean is sum n^2 / 2^(n+1) = 3.
    auto encounter = encounterOf(u"castles-crusades"_s,
        {fighter(u"Archer"_s, u"party"_s, 10, 10, 0, u"1d2"_s),
            fighter(u"Post"_s, u"foes"_s, 2, 11, 0, QString())});
    QVERIFY(encounter);
    SimOptions options;
    options.trials = 200'000;
    options.seed = 5;
    options.maxRounds = 60;
    const auto model = modelOf(*encounter, options);
    QVERIFY(model);
    const auto exact = ExactDuel::run(*model);
    QVERIFY(exact);
    const SimResult mc = Simulator::run(*model);
    const double byHand[] = {1.0 / 4, 1.0 / 4, 3.0 / 16, 1.0 / 8, 5.0 / 64, 6.0 / 128};
    for (int round = 1; round <= 6; ++round) {
        const double p = byHand[round - 1];
        QCOMPARE_LE(std::abs(exact->roundHistogram[std::size_t(round - 1)].second - p), 1e-12);
        QCOMPARE(exact->roundHistogram[std::size_t(round - 1)].first, round);
        const double se = std::sqrt(p * (1 - p) / double(options.trials));
        QVERIFY2(within(mc.roundHistogram[std::size_t(round - 1)].second, p, se),
            qPrintable(u"round %1: %2 against %3"_s.arg(round)
                           .arg(mc.roundHistogram[std::size_t(round - 1)].second)
                           .arg(p)));
    }
    QCOMPARE_LE(std::abs(exact->meanRounds - 3.0), 1e-9);
    QVERIFY(within(mc.meanRounds, 3.0, mc.meanRoundsSe));
    QCOMPARE(mc.side(u"party"_s)->win, 1.0);
    QCOMPARE(exact->combatant(u"Archer"_s)->pOut, 0.0);
}

void TestSim::whoStrikesFirstFollowsTheInitiativeOrder_data()
{
    QTest::addColumn<qint64>("ownDex");
    QTest::addColumn<qint64>("foeDex");
    QTest::addColumn<double>("win");
    // C&C: each rolls 1d10, the higher first; every attack hits (d20 + 30 against AC 10) and
    // kills (20 damage against 5 HP, dead at -10), and the dead do not act. Both roll 10 x 10
    // ways: the first-listed wins on 45 of them where its roll is higher, and on the 10 ties
    // unless the foe's higher DEX puts the foe first (C&C's tie-break; then still one slot).
    QTest::newRow("c&c-a-tie-goes-to-the-first-in-the-list") << qint64(12) << qint64(12) << 0.55;
    QTest::newRow("c&c-a-tie-goes-to-the-higher-dex") << qint64(12) << qint64(15) << 0.45;
}

void TestSim::whoStrikesFirstFollowsTheInitiativeOrder()
{
    QFETCH(qint64, ownDex);
    QFETCH(qint64, foeDex);
    QFETCH(double, win);
    auto encounter = encounterOf(u"castles-crusades"_s,
        {fighter(u"Aldous"_s, u"party"_s, 5, 10, 30, u"20"_s, {{u"dex"_s, ownDex}}),
            fighter(u"Knight"_s, u"foes"_s, 5, 10, 30, u"20"_s, {{u"dex"_s, foeDex}})});
    QVERIFY(encounter);
    SimOptions options;
    options.trials = 100'000;
    options.seed = 3;
    const auto model = modelOf(*encounter, options);
    QVERIFY(model);
    const SimResult r = Simulator::run(*model);
    const double se = std::sqrt(win * (1 - win) / double(options.trials));
    QVERIFY2(within(r.side(u"party"_s)->win, win, se),
        qPrintable(u"%1 against %2"_s.arg(r.side(u"party"_s)->win).arg(win)));
    QCOMPARE(r.side(u"party"_s)->win + r.side(u"foes"_s)->win, 1.0);
    QCOMPARE(r.meanRounds, 1.0);
}

void TestSim::identicalSidesWinEquallyOften_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("perSide");
    QTest::addColumn<Tactic>("tactic");
    // Ties act together here, so neither side has the list's first place.
    QTest::newRow("d20-one-each") << u"d20-ascending"_s << 1 << Tactic::Weakest;
    QTest::newRow("d20-three-each-random") << u"d20-ascending"_s << 3 << Tactic::Random;
    QTest::newRow("spelljammer-two-each-strongest")
        << u"spelljammer-d100"_s << 2 << Tactic::Strongest;
}

void TestSim::identicalSidesWinEquallyOften()
{
    QFETCH(QString, ruleset);
    QFETCH(int, perSide);
    QFETCH(Tactic, tactic);
    std::vector<Combatant> people;
    const QMap<QString, qint64> stats{{u"con"_s, 20}};
    for (const QString &side : {u"party"_s, u"foes"_s}) {
        for (int i = 0; i < perSide; ++i)
            people.push_back(
                fighter(u"%1 %2"_s.arg(side).arg(i), side, 12, 13, 60, u"1d8"_s, stats));
    }
    auto encounter = encounterOf(ruleset, std::move(people));
    QVERIFY(encounter);
    SimOptions options;
    options.trials = 60'000;
    options.seed = 11;
    options.partyTactic = options.foesTactic = tactic;
    const auto model = modelOf(*encounter, options);
    QVERIFY(model);
    const SimResult r = Simulator::run(*model);
    const double a = r.sides[0].win, b = r.sides[1].win;
    // The difference of two counts of one multinomial: Var = (pa + pb - (pa - pb)^2) / n.
    const double se = std::sqrt((a + b - (a - b) * (a - b)) / double(r.trials));
    QVERIFY2(within(a, b, se), qPrintable(u"%1 against %2"_s.arg(a).arg(b)));
    QVERIFY(a > 0.2);
}

// C&C: a goblin's d20 + 0 against AC 11 hits on 11-20, P = 1/2, for 1d6. The heroes are out at 0
// hit points (unconscious), so a 3-HP hero falls to a hit of 3 or more: 4 faces of 6, and one
// goblin acting before it takes it out with 1/2 · 4/6 = 1/3. (A hero out only below 0 would need
// 4 or more, 1/2 · 3/6 = 1/4; no shipped ruleset leaves a combatant at 0 in the fight.) Two
// goblins aiming at the weakest both strike the 3-HP hero; it stays up only on 0, 1 or 2 damage
// in all: 1/4 + 2 · 1/2 · 1/12 + (2 · 1/2 · 1/12 + 1/12 · 1/12) = 61/144, so 83/144 it is out,
// and the 5-HP hero beside it is aimed at by no one. Aiming at random, the goblin strikes the
// first hero with 1/2: 1/2 · 1/2 · 4/6 = 1/6. The order is the heroes', then the goblins'; it is
// the first hero's turn, so every goblin acts before its next one, while its ally's turn comes
// before any goblin's: no danger to it.
void TestSim::dangerBeforeTheNextTurnIsWorkedOutByHand_data()
{
    QTest::addColumn<int>("goblins");
    QTest::addColumn<int>("secondHero"); // its hit points; 0 for none
    QTest::addColumn<Tactic>("tactic");
    QTest::addColumn<double>("first");
    QTest::addColumn<double>("second");
    QTest::newRow("one-goblin-1d6-at-half-against-3-hp")
        << 1 << 0 << Tactic::Weakest << 1.0 / 3 << 0.0;
    QTest::newRow("two-goblins-aim-at-the-weakest")
        << 2 << 5 << Tactic::Weakest << 83.0 / 144 << 0.0;
    QTest::newRow("one-goblin-aims-at-random") << 1 << 3 << Tactic::Random << 1.0 / 6 << 0.0;
    QTest::newRow("the-first-in-the-list") << 1 << 3 << Tactic::First << 1.0 / 3 << 0.0;
}

void TestSim::dangerBeforeTheNextTurnIsWorkedOutByHand()
{
    QFETCH(int, goblins);
    QFETCH(int, secondHero);
    QFETCH(Tactic, tactic);
    QFETCH(double, first);
    QFETCH(double, second);
    std::vector<Combatant> people{fighter(u"Hero"_s, u"party"_s, 3, 11, 0, QString())};
    if (secondHero > 0)
        people.push_back(fighter(u"Ally"_s, u"party"_s, secondHero, 11, 0, QString()));
    for (int g = 0; g < goblins; ++g)
        people.push_back(fighter(u"Goblin %1"_s.arg(g + 1), u"foes"_s, 5, 10, 0, u"1d6"_s));
    auto encounter = encounterOf(u"castles-crusades"_s, people);
    QVERIFY(encounter);
    // The order: the heroes (it is the first one's turn), then the goblins.
    const auto underWay = Fray::Testing::underWayInListOrder(*encounter);
    const Encounter &fight = *underWay;
    const EncounterState &state = fight.state();
    SimOptions options;
    options.partyTactic = options.foesTactic = tactic;
    const auto model = modelOf(fight, options);
    QVERIFY(model);
    const auto dangers = Fray::Sim::TurnDanger::compute(fight, *model);
    QCOMPARE(dangers.size(), std::size_t(1 + (secondHero > 0 ? 1 : 0) + goblins));
    QCOMPARE(dangers[0].combatant, state.combatants[0].id);
    QCOMPARE_LE(std::abs(dangers[0].out - first), 1e-12);
    QCOMPARE(dangers[0].attacks, goblins);
    if (secondHero > 0)
        QCOMPARE_LE(std::abs(dangers[1].out - second), 1e-12);
    // The goblins face heroes with no attack.
    QCOMPARE(dangers.back().out, 0.0);
}

void TestSim::oneAndTwoThreadsGiveTheSameResult()
{
    // The C&C sample fight of five, every tactic in play.
    auto encounter = encounterOf(u"castles-crusades"_s,
        {fighter(u"Sir Aldous"_s, u"party"_s, 14, 17, 4, u"1d8+1"_s),
            fighter(u"Wren"_s, u"party"_s, 8, 13, 3, u"1d6"_s),
            fighter(u"Skeleton 1"_s, u"foes"_s, 6, 13, 1, u"1d6"_s),
            fighter(u"Skeleton 2"_s, u"foes"_s, 6, 13, 1, u"1d6"_s),
            fighter(u"Ghoul"_s, u"foes"_s, 11, 14, 2, u"1d3"_s)});
    QVERIFY(encounter);
    SimOptions options;
    options.trials = 3 * Simulator::blockSize + 17; // a last block that is not full
    options.seed = 1234;
    options.foesTactic = Tactic::Random;
    QByteArray first;
    for (const int threads : {1, 2, 3}) {
        options.threads = threads;
        const auto model = modelOf(*encounter, options);
        QVERIFY(model);
        SimResult r = Simulator::run(*model);
        r.fightsPerSecond = 0;
        const QByteArray json = QJsonDocument(r.toJson()).toJson();
        if (first.isEmpty())
            first = json;
        QCOMPARE(json, first);
    }
    options.seed = 1235;
    const auto other = modelOf(*encounter, options);
    SimResult r = Simulator::run(*other);
    r.fightsPerSecond = 0;
    QVERIFY(QJsonDocument(r.toJson()).toJson() != first);
}

void TestSim::theExactDuelSaysWhyNot_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("extra"); // 0: none, 1: a third combatant, 2: a condition, 3: RoF 2
    QTest::addColumn<QString>("reason");
    QTest::newRow("three-combatants") << u"d20-ascending"_s << 1 << u"one combatant against one"_s;
    QTest::newRow("a-condition") << u"castles-crusades"_s << 2 << u"has a condition (prone)"_s;
    QTest::newRow("reloading") << u"d20-ascending"_s << 3 << u"fires only every 2 rounds"_s;
    // Spelljammer's CON 10 fighter is stunned by a hit above 10, which 2 x (1d10 + 4) reaches.
    QTest::newRow("a-hit-can-stun") << u"spelljammer-d100"_s << 0 << u"stunned"_s;
}

void TestSim::theExactDuelSaysWhyNot()
{
    QFETCH(QString, ruleset);
    QFETCH(int, extra);
    QFETCH(QString, reason);
    std::vector<Combatant> people{fighter(u"Ann"_s, u"party"_s, 12, 12, 60, u"1d10+4"_s),
        fighter(u"Bob"_s, u"foes"_s, 12, 12, 60, u"1d10+4"_s)};
    if (extra == 1)
        people.push_back(fighter(u"Cid"_s, u"foes"_s, 5, 10, 1, u"1d4"_s));
    if (extra == 2) {
        Fray::Encounter::ActiveCondition prone;
        prone.id = u"prone"_s;
        people[1].conditions.push_back(prone);
    }
    if (extra == 3)
        people[0].attacks[0].rateOfFire = 2;
    auto encounter = encounterOf(ruleset, std::move(people));
    QVERIFY(encounter);
    QVERIFY(encounter->ruleset().condition(u"prone"_s) || extra != 2);
    const auto model = modelOf(*encounter, SimOptions());
    QVERIFY(model);
    const auto why = ExactDuel::whyNot(*model);
    QVERIFY(why);
    QVERIFY2(why->contains(reason), qPrintable(*why));
    QVERIFY(!ExactDuel::run(*model));
}

void TestSim::aValueNoCombatantGivesIsAskedFor()
{
    auto encounter = encounterOf(u"old-school"_s,
        {fighter(u"Ann"_s, u"party"_s, 8, 5, 0, u"1d6"_s),
            fighter(u"Bob"_s, u"foes"_s, 8, 5, 0, u"1d6"_s)});
    QVERIFY(encounter);
    const auto model = FightModel::create(*encounter, SimOptions());
    QVERIFY(!model);
    QVERIFY2(model.error().contains(u"needed"_s), qPrintable(model.error()));
}

void TestSim::aConditionThatBarsAttacksCostsItsRounds()
{
    // A C&C condition that bars attacks until removed (woken); with 2 rounds the GM gave in round 0
    // (counting the round it came in) the stunned archer loses rounds 1 and 2, so the post (as in
    // the hand-worked case) cannot fall before round 3, and then falls as it would have in round n
    // - 2.
    auto rules = rulesetNamed(u"castles-crusades"_s, shippedRulesets());
    QVERIFY(rules);
    const Fray::Rules::Condition *barring = nullptr;
    for (const auto &c : rules->conditions) {
        if ((c.has(Fray::Rules::ConditionFlag::CannotAct)
                || c.has(Fray::Rules::ConditionFlag::NoAttacks))
            && c.duration.kind == Fray::Rules::Duration::Kind::UntilRemoved) {
            barring = &c;
            break;
        }
    }
    QVERIFY(barring);
    Combatant archer = fighter(u"Archer"_s, u"party"_s, 10, 10, 0, u"1d2"_s);
    Fray::Encounter::ActiveCondition active;
    active.id = barring->id;
    active.roundsLeft = 2;
    active.countsThisRound = true;
    archer.conditions.push_back(active);
    auto encounter = encounterOf(
        u"castles-crusades"_s, {archer, fighter(u"Post"_s, u"foes"_s, 2, 11, 0, QString())});
    QVERIFY(encounter);
    SimOptions options;
    options.trials = 50'000;
    options.seed = 8;
    const auto model = modelOf(*encounter, options);
    QVERIFY(model);
    const SimResult r = Simulator::run(*model);
    QCOMPARE(r.roundHistogram.front().first, 3);
    const double p = 1.0 / 4; // round 3 here is round 1 of the hand-worked case
    QVERIFY(within(r.roundHistogram.front().second, p, std::sqrt(p * (1 - p) / 50'000.0)));
    QVERIFY(within(r.meanRounds, 5.0, r.meanRoundsSe));
}

// A condition that changes no attack, bars nothing, never ticks and lasts until removed leaves
// every fight as it was: the same seed gives the same fights with it as without, though with it
// the simulator follows conditions and without it leaves them out of each fight.
void TestSim::aConditionThatChangesNothingChangesNoFight()
{
    auto rules = rulesetNamed(u"d20-ascending"_s, shippedRulesets());
    QVERIFY(rules);
    const Fray::Rules::Condition *idle = nullptr;
    for (const auto &c : rules->conditions) {
        if (c.whenAttacking.empty() && c.whenAttacked.empty() && c.flags.empty() && !c.tick
            && c.then.isEmpty() && c.duration.kind == Fray::Rules::Duration::Kind::UntilRemoved) {
            idle = &c;
            break;
        }
    }
    QVERIFY(idle);
    std::vector<Combatant> people{fighter(u"Mira"_s, u"party"_s, 10, 15, 3, u"1d8+1"_s),
        fighter(u"Odo"_s, u"party"_s, 7, 13, 2, u"1d6"_s),
        fighter(u"Bandit 1"_s, u"foes"_s, 6, 14, 2, u"1d8"_s),
        fighter(u"Bandit 2"_s, u"foes"_s, 5, 12, 1, u"1d6"_s)};
    SimOptions options;
    options.trials = 20'000;
    options.seed = 77;
    options.threads = 1;
    options.foesTactic = Tactic::Random;
    QByteArray results[2];
    for (const bool carried : {false, true}) {
        if (carried) {
            Fray::Encounter::ActiveCondition active;
            active.id = idle->id;
            people[1].conditions.push_back(active);
        }
        auto encounter = encounterOf(u"d20-ascending"_s, people);
        QVERIFY(encounter);
        const auto model = modelOf(*encounter, options);
        QVERIFY(model);
        SimResult r = Simulator::run(*model);
        r.fightsPerSecond = 0;
        results[carried] = QJsonDocument(r.toJson()).toJson();
    }
    QCOMPARE(results[true], results[false]);
}

void TestSim::difficultyFollowsItsThresholds_data()
{
    QTest::addColumn<double>("lose");
    QTest::addColumn<double>("out");
    QTest::addColumn<double>("dead");
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("word");
    QTest::newRow("nothing-happens-easy") << 0.0 << 0.05 << 0.0 << QString() << u"easy"_s;
    QTest::newRow("a-pc-drops-often-medium") << 0.0 << 0.15 << 0.0 << QString() << u"medium"_s;
    QTest::newRow("half-the-time-a-pc-is-out-hard") << 0.0 << 0.5 << 0.0 << QString() << u"hard"_s;
    QTest::newRow("one-in-five-lost-deadly") << 0.2 << 0.9 << 0.0 << QString() << u"deadly"_s;
    QTest::newRow("a-pc-dies-three-in-ten-deadly") << 0.0 << 0.3 << 0.3 << QString() << u"deadly"_s;
    QTest::newRow("gm-lowers-hard-lose") << 0.03 << 0.0 << 0.0 << u"hard.lose=0.03"_s << u"hard"_s;
    QTest::newRow("gm-raises-medium-out") << 0.0 << 0.15 << 0.0 << u"medium.out=0.2"_s << u"easy"_s;
}

void TestSim::difficultyFollowsItsThresholds()
{
    QFETCH(double, lose);
    QFETCH(double, out);
    QFETCH(double, dead);
    QFETCH(QString, change);
    QFETCH(QString, word);
    SimResult r;
    r.pPartyLoses = lose;
    r.pAnyPcOut = out;
    r.pAnyPcDead = dead;
    Difficulty::Thresholds thresholds;
    if (!change.isEmpty())
        QVERIFY(!Difficulty::set(thresholds, change));
    QCOMPARE(Difficulty::assess(r, thresholds), word);
    QVERIFY(Difficulty::set(thresholds, u"hard.lose=2"_s));
    QVERIFY(Difficulty::set(thresholds, u"awful.lose=0.1"_s));
    QVERIFY(Difficulty::set(thresholds, u"hard.win=0.1"_s));
}

// The fight at the table has uses, reminders and events the simulation does not model: its result
// says so, each by a name the GM gave, and says nothing when there are none.
void TestSim::whatIsLeftOutIsSaid_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("said");
    QTest::newRow("nothing-left-out") << QString() << QString();
    QTest::newRow("a-breath-weapon") << u"use"_s << u"Uses (Dragon: Breath) are not simulated"_s;
    QTest::newRow("a-reminder") << u"reminder"_s
                                << u"Reminders are not simulated (Dragon: save vs. fear)"_s;
    QTest::newRow("a-lair-event")
        << u"event"_s
        << u"Events in the initiative order are not simulated (1 event(s), such as Lair)"_s;
}

void TestSim::whatIsLeftOutIsSaid()
{
    QFETCH(QString, what);
    QFETCH(QString, said);
    Combatant dragon = fighter(u"Dragon"_s, u"foes"_s, 60, 14, 6, u"2d6"_s);
    if (what == u"use") {
        Fray::Encounter::Use breath;
        breath.name = u"Breath"_s;
        dragon.uses.push_back(breath);
    }
    if (what == u"reminder")
        dragon.reminders.push_back({u"save vs. fear"_s, Fray::Rules::Reminder::When::StartOfTurn});
    auto encounter = encounterOf(
        u"d20-ascending"_s, {fighter(u"Aldo"_s, u"party"_s, 20, 15, 5, u"1d8"_s), dragon});
    QVERIFY(encounter);
    if (what == u"event") {
        Fray::Encounter::EncounterState state = encounter->state();
        Fray::Encounter::Event lair;
        lair.id = 1;
        lair.name = u"Lair"_s;
        lair.count = 20;
        state.events.push_back(lair);
        state.nextEventId = 2;
        encounter = std::make_unique<Encounter>(encounter->sharedRuleset(), state);
    }
    SimOptions options;
    options.trials = 100;
    const auto model = modelOf(*encounter, options);
    QVERIFY(model);
    const SimResult r = Simulator::run(*model);
    const auto found = std::find_if(r.notes.begin(), r.notes.end(),
        [](const QString &note) { return note.contains(u"not simulated"_s); });
    if (said.isEmpty()) {
        QVERIFY2(found == r.notes.end(), qPrintable(r.notes.join(u"; "_s)));
        return;
    }
    QVERIFY2(found != r.notes.end() && found->startsWith(said), qPrintable(r.notes.join(u"; "_s)));
}

// The simulated round draws its buckets from copies of the count tables with the values mapped:
// the same number must take the same column in both, so the fights are unchanged.
void TestSim::aMappedTableDrawsTheOriginalsColumns()
{
    // Lopsided, so most columns hold an alias: 1/2, 1/4, 1/8, 1/16, 1/16.
    const auto lopsided = Fray::Dice::Distribution::fromOutcomes(
        {{1, 0.5}, {2, 0.25}, {3, 0.125}, {4, 0.0625}, {5, 0.0625}});
    const auto d6 = Fray::Dice::Distribution::fromOutcomes(
        {{1, 1.0 / 6}, {2, 1.0 / 6}, {3, 1.0 / 6}, {4, 1.0 / 6}, {5, 1.0 / 6}, {6, 1.0 / 6}});
    Fray::Sim::AliasTables original;
    original.add(d6);
    const std::uint32_t table = original.add(lopsided);
    const auto map = [](std::int64_t v) { return 100 - 7 * v; };
    Fray::Sim::AliasTables mapped;
    mapped.add(d6); // so the copy does not begin at the first column
    const std::uint32_t copy = mapped.addMapped(original, table, map);
    QCOMPARE(copy, 1u);

    Fray::Sim::SimRandom a(42), b(42);
    std::map<std::int64_t, int> seen;
    constexpr int draws = 16000;
    for (int i = 0; i < draws; ++i) {
        const std::int64_t drawn = original.sample(table, a);
        QCOMPARE(mapped.sample(copy, b), map(drawn));
        ++seen[drawn];
    }
    // And the draws follow the distribution: 1/2 of 16,000 is 8,000, 1/16 is 1,000; four
    // standard errors either way.
    QCOMPARE(seen.size(), std::size_t(5));
    QVERIFY2(std::abs(seen[1] - 8000) < 4 * 64, qPrintable(QString::number(seen[1])));
    QVERIFY2(std::abs(seen[5] - 1000) < 4 * 31, qPrintable(QString::number(seen[5])));
}

QTEST_GUILESS_MAIN(TestSim)
#include "tst_sim.moc"
