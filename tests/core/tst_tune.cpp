// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tuning a fight to a target: one knob turned, every value with the same seed, a scan and then
// bisection, on a duel whose win chance is worked out by hand for every value of the knob.

#include "FightFixtures.h"
#include "HermeticTest.h"
#include "core/sim/FightTuner.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using Fray::Sim::FightTuner;
using Fray::Sim::SimOptions;
using Fray::Testing::encounterOf;
using Fray::Testing::fighter;
using Fray::Testing::underWayInListOrder;
using Kind = FightTuner::Knob::Kind;

Q_DECLARE_METATYPE(Kind)

namespace {

// Castles & Crusades, round 1 under way with Wren to act, then the ogre. Wren: 1 hit point, AC 11,
// DEX 18, a sword at +30 for 1, which always hits. The ogre: `hp` hit points, AC 10, DEX 3, a
// club at `value` for 1, hitting on d20 + value >= 11.
std::unique_ptr<Fray::Encounter::Encounter> wrenAndTheOgre(qint64 hp, qint64 value)
{
    const auto e = encounterOf(u"castles-crusades"_s,
        {fighter(u"Wren"_s, u"party"_s, 1, 11, 30, u"1"_s, {{u"dex"_s, 18}}),
            fighter(u"Ogre"_s, u"foes"_s, hp, 10, value, u"1"_s, {{u"dex"_s, 3}})});
    return e ? underWayInListOrder(*e) : nullptr;
}

// Wren strikes the ogre once a round; it falls to her k-th blow. Until then it strikes back once
// a round, hitting with p = (10 + value)/20; one hit fells her (0 hit points: unconscious). In
// round 1 she strikes first; in each later round she acts first when her d10 is higher or equal
// (her DEX breaks ties): 55/100. So she wins with 1 for k = 1, and for k >= 2 she survives the
// ogre's k - 2 full rounds' blows and round 1's, then in round k strikes first or survives one
// more: (1 - p)^(k-1) · (55/100 + 45/100 · (1 - p)). At p = 1/2: (1/2)^(k-1) · 31/40.
double wrenWins(int k, double p)
{
    if (k == 1)
        return 1.0;
    return std::pow(1.0 - p, k - 1) * (0.55 + 0.45 * (1.0 - p));
}

SimOptions options()
{
    SimOptions o;
    o.trials = 40'000;
    o.seed = 9;
    return o;
}

} // namespace

class TestTune : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void theCurveIsTheDuelWorkedOutByHand();
    void theKnobComesClosestToTheTarget_data();
    void theKnobComesClosestToTheTarget();
    void theSameSeedTunesTheSame();
    void aCountKnobGrowsAndShrinksTheGroup();
    void theCommandsTurnTheOpenEncounterAsTheTunerDid_data();
    void theCommandsTurnTheOpenEncounterAsTheTunerDid();
    void aKnobOrTargetThatCannotBeSaysWhy_data();
    void aKnobOrTargetThatCannotBeSaysWhy();
};

void TestTune::theCurveIsTheDuelWorkedOutByHand()
{
    const auto duel = wrenAndTheOgre(4, 0);
    QVERIFY(duel);
    const auto tuner = FightTuner::create(*duel, {Kind::HitPoints, u"ogre"_s}, options(), 1, 8);
    QVERIFY2(tuner, tuner ? "" : qPrintable(tuner.error()));
    QCOMPARE(tuner->current(), 4);
    const FightTuner::Result r = tuner->tune(*FightTuner::targetFrom(u"win=0.2"_s));
    // Eight values: all scanned, none left for bisection.
    QCOMPARE(r.curve.size(), std::size_t(8));
    QCOMPARE(r.scanned, 8);
    for (const FightTuner::Point &p : r.curve) {
        const double exact = wrenWins(p.value, 0.5);
        QVERIFY2(std::abs(p.win - exact) <= 4 * p.winSe + 1e-12,
            qPrintable(u"%1 hit points: %2 against %3"_s.arg(p.value).arg(p.win).arg(exact)));
    }
}

// The ogre's hit points (1 to 40, current 4; a scan of 25 then bisection) and its attack value
// (-10 to 10 with 2 hit points: (1 - p)(55/100 + 45/100 (1 - p)), p = (10 + value)/20).
void TestTune::theKnobComesClosestToTheTarget_data()
{
    QTest::addColumn<Kind>("knob");
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("best");
    // (1/2)^(k-1) · 31/40: 2 → 0.3875, 3 → 0.19375, 4 → 0.096875, 5 → 0.0484.
    QTest::newRow("hp-win-a-fifth") << Kind::HitPoints << u"win=0.2"_s << 3;
    QTest::newRow("hp-win-a-tenth") << Kind::HitPoints << u"win=10%"_s << 4;
    QTest::newRow("hp-win-half") << Kind::HitPoints << u"win=0.5"_s << 2;
    // Losing 1 - P: easy only at 1 hit point (P = 1), deadly from 2 on (the party loses 61%).
    QTest::newRow("hp-easy") << Kind::HitPoints << u"easy"_s << 1;
    QTest::newRow("hp-deadly-is-as-it-is") << Kind::HitPoints << u"deadly"_s << 4;
    // No value is hard: the nearest word is deadly, at the encounter's own value.
    QTest::newRow("hp-hard-never-so-the-nearest") << Kind::HitPoints << u"hard"_s << 4;
    // -4 → 0.6055, -5 → 0.665625, -6 → 0.728.
    QTest::newRow("attack-win-two-thirds") << Kind::AttackValue << u"win=0.66"_s << -5;
    // 5 → 0.165625, 4 → 0.2145, 6 → 0.12.
    QTest::newRow("attack-win-a-sixth") << Kind::AttackValue << u"win=0.166"_s << 5;
}

void TestTune::theKnobComesClosestToTheTarget()
{
    QFETCH(Kind, knob);
    QFETCH(QString, target);
    QFETCH(int, best);
    const bool hp = knob == Kind::HitPoints;
    const auto duel = wrenAndTheOgre(hp ? 4 : 2, 0);
    QVERIFY(duel);
    const auto tuner = hp ? FightTuner::create(*duel, {knob, u"Ogre"_s}, options(), 1, 40)
                          : FightTuner::create(*duel, {knob, u"Ogre"_s}, options());
    QVERIFY2(tuner, tuner ? "" : qPrintable(tuner.error()));
    if (!hp) {
        QCOMPARE(tuner->lowest(), -10);
        QCOMPARE(tuner->highest(), 10);
    }
    const auto t = FightTuner::targetFrom(target);
    QVERIFY(t);
    const FightTuner::Result r = tuner->tune(*t);
    QVERIFY(r.best);
    QCOMPARE(r.best->value, best);
    QVERIFY(std::is_sorted(r.curve.begin(), r.curve.end(),
        [](const auto &a, const auto &b) { return a.value < b.value; }));
    if (hp) {
        // 40 values: 25 scanned (and the encounter's own); bisection added a few, not all 40.
        QVERIFY(r.scanned <= FightTuner::scanPoints + 1);
        QVERIFY(r.curve.size() < std::size_t(40));
    }
}

void TestTune::theSameSeedTunesTheSame()
{
    const auto duel = wrenAndTheOgre(4, 0);
    const auto tuner = FightTuner::create(*duel, {Kind::HitPoints, u"Ogre"_s}, options(), 1, 30);
    QVERIFY(tuner);
    const auto a = tuner->tune(*FightTuner::targetFrom(u"win=0.3"_s));
    const auto b = tuner->tune(*FightTuner::targetFrom(u"win=0.3"_s));
    QCOMPARE(a.curve.size(), b.curve.size());
    for (std::size_t i = 0; i < a.curve.size(); ++i)
        QCOMPARE(a.curve[i].win, b.curve[i].win);
    QCOMPARE(a.best->value, b.best->value);
}

// Goblins against Wren: the more there are the less she wins; a count of N is N goblins.
void TestTune::aCountKnobGrowsAndShrinksTheGroup()
{
    auto e = encounterOf(u"castles-crusades"_s,
        {fighter(u"Wren"_s, u"party"_s, 12, 15, 5, u"1d8"_s),
            fighter(u"Goblin 1"_s, u"foes"_s, 4, 12, 0, u"1d6"_s),
            fighter(u"Goblin 2"_s, u"foes"_s, 4, 12, 0, u"1d6"_s)});
    QVERIFY(e);
    SimOptions o = options();
    o.trials = 4'000;
    const auto tuner = FightTuner::create(*e, {Kind::Count, u"Goblin"_s}, o);
    QVERIFY2(tuner, tuner ? "" : qPrintable(tuner.error()));
    QCOMPARE(tuner->current(), 2);
    QCOMPARE(tuner->lowest(), 1);
    QCOMPARE(tuner->highest(), 12);
    const auto five = tuner->at(5);
    QCOMPARE(std::count_if(five.combatants.begin(), five.combatants.end(),
                 [](const auto &c) { return c.side == u"foes"_s; }),
        5);
    // The likeliest win is against the fewest goblins; the least likely, the lowest of the
    // curve (many counts may share it: the nearest the encounter's own is taken).
    QCOMPARE(tuner->tune(*FightTuner::targetFrom(u"win=1"_s)).best->value, 1);
    const auto losing = tuner->tune(*FightTuner::targetFrom(u"win=0"_s));
    const auto lowest = std::min_element(losing.curve.begin(), losing.curve.end(),
        [](const auto &a, const auto &b) { return a.win < b.win; });
    QCOMPARE(losing.best->win, lowest->win);
    QVERIFY(losing.best->value > 2);
}

void TestTune::theCommandsTurnTheOpenEncounterAsTheTunerDid_data()
{
    QTest::addColumn<Kind>("knob");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("value");
    QTest::newRow("more-goblins") << Kind::Count << u"Goblin"_s << 5;
    QTest::newRow("fewer-goblins") << Kind::Count << u"Goblin"_s << 1;
    QTest::newRow("as-many-goblins") << Kind::Count << u"Goblin"_s << 2;
    QTest::newRow("wren-hit-points") << Kind::HitPoints << u"Wren"_s << 20;
    QTest::newRow("goblin-attack") << Kind::AttackValue << u"Goblin 2"_s << 4;
}

// What the commands leave is what the tuner simulated: the same combatants, hit points and
// attack values, the new goblins numbered on after the last.
void TestTune::theCommandsTurnTheOpenEncounterAsTheTunerDid()
{
    QFETCH(Kind, knob);
    QFETCH(QString, name);
    QFETCH(int, value);
    auto e = encounterOf(u"castles-crusades"_s,
        {fighter(u"Wren"_s, u"party"_s, 12, 15, 5, u"1d8"_s),
            fighter(u"Goblin 1"_s, u"foes"_s, 4, 12, 0, u"1d6"_s),
            fighter(u"Goblin 2"_s, u"foes"_s, 4, 12, 0, u"1d6"_s)});
    QVERIFY(e);
    const auto tuner = FightTuner::create(*e, {knob, name}, options());
    QVERIFY2(tuner, tuner ? "" : qPrintable(tuner.error()));
    const auto expected = tuner->at(value);
    Fray::Dice::Random random(1);
    const auto commands = tuner->commandsFor(value);
    QCOMPARE(commands.empty(), value == tuner->current());
    for (const auto &command : commands)
        QVERIFY(!command->execute(*e, random));
    QCOMPARE(e->combatants().size(), expected.combatants.size());
    for (std::size_t i = 0; i < expected.combatants.size(); ++i) {
        const auto &got = e->combatants()[i];
        const auto &want = expected.combatants[i];
        QCOMPARE(got.name, want.name);
        QCOMPARE(got.hp, want.hp);
        QCOMPARE(got.maxHp, want.maxHp);
        QCOMPARE(got.attacks.front().value, want.attacks.front().value);
    }
}

void TestTune::aKnobOrTargetThatCannotBeSaysWhy_data()
{
    QTest::addColumn<Kind>("knob");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("from");
    QTest::addColumn<QString>("says");
    QTest::newRow("no-such-group") << Kind::Count << u"Wolf"_s << 0 << u"groups: Wren, Ogre"_s;
    QTest::newRow("no-such-combatant")
        << Kind::HitPoints << u"Troll"_s << 0 << u"combatants: Wren, Ogre"_s;
    QTest::newRow("hit-points-below-one") << Kind::HitPoints << u"Ogre"_s << -3 << u"from 1 to"_s;
}

void TestTune::aKnobOrTargetThatCannotBeSaysWhy()
{
    QFETCH(Kind, knob);
    QFETCH(QString, name);
    QFETCH(int, from);
    QFETCH(QString, says);
    const auto duel = wrenAndTheOgre(4, 0);
    const auto tuner = FightTuner::create(
        *duel, {knob, name}, options(), from != 0 ? std::optional<int>(from) : std::nullopt);
    QVERIFY(!tuner);
    QVERIFY2(tuner.error().contains(says), qPrintable(tuner.error()));
    for (const QString &bad : {u"win=1.5"_s, u"win=abc"_s, u"tough"_s, u"win=nan"_s}) {
        const auto t = FightTuner::targetFrom(bad);
        QVERIFY2(!t, qPrintable(bad));
        QVERIFY(t.error().contains(u"easy, medium, hard, deadly"_s));
    }
}

QTEST_GUILESS_MAIN(TestTune)
#include "tst_tune.moc"
