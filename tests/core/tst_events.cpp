// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Events in the initiative order: an event's place among the combatants under each scheme (per
// combatant, group, side and attack) and either order, the rounds it fires in, its log line and
// roll, reinforcements joining the order after it, undo of adding, removing and firing, and the
// encounter file's round trip and refusals. Where dice decide a count, the test checks what must
// hold for any roll over several fixed seeds; DEX ranks give exact orders.

#include "EncounterFixture.h"
#include "HermeticTest.h"
#include "core/encounter/EncounterCheck.h"
#include "core/encounter/EventKeeper.h"
#include "core/encounter/History.h"
#include "core/encounter/commands/EventCommands.h"

using Fray::Encounter::AddEventCommand;
using Fray::Encounter::Event;
using Fray::Encounter::EventKeeper;
using Fray::Encounter::History;
using Fray::Encounter::RemoveEventCommand;
using When = Fray::Encounter::Event::When;

Q_DECLARE_METATYPE(Fray::Encounter::Event)

namespace {

Event makeEvent(
    const QString &name, When when, qint64 count, qint64 firstRound = 1, qint64 every = 0)
{
    Event e;
    e.name = name;
    e.when = when;
    e.count = count;
    e.firstRound = firstRound;
    e.every = every;
    return e;
}

// BRP combatants by DEX rank: no dice decide their order.
Combatant ranked(const QString &name, qint64 dex)
{
    Combatant c = fighter(name, u"foes"_s, 12, {{u"dex"_s, dex}});
    c.attacks.push_back(weapon(u"Sword"_s, 50, u"1d8"_s, u"medium"_s));
    return c;
}

// The order as "Ann:16 | Gate:12 | Cid:9", names in one slot joined by '+', events by name.
QString orderText(const Encounter &encounter)
{
    return slotsText(
        encounter, [&](const InitiativeEntry &e) { return InitiativeRoller::name(encounter, e); });
}

qint64 eventIndex(const Encounter &encounter, const QString &name)
{
    const auto &order = encounter.state().order;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (order[i].event && InitiativeRoller::name(encounter, order[i]) == name)
            return qint64(i);
    }
    return -1;
}

QString addEvent(Encounter &encounter, Random &random, const Event &e)
{
    return run(encounter, random, AddEventCommand(e));
}

} // namespace

class TestEvents : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(testRulesetsLoad().isEmpty(), qPrintable(testRulesetsLoad())); }

    // DEX ranks, high first: an event sorts by its count and loses ties (lair actions do).
    void placedByCountAmongDexRanks_data()
    {
        QTest::addColumn<Event>("added");
        QTest::addColumn<bool>("lowFirst");
        QTest::addColumn<QString>("expected");
        QTest::newRow("count-12-after-the-dex-12-combatant") << makeEvent(
            u"Gate"_s, When::Count, 12) << false << u"Ann:16 | Bob:12 | Gate:12 | Cid:9"_s;
        QTest::newRow("count-20-before-everyone") << makeEvent(u"Lair"_s, When::Count, 20) << false
                                                  << u"Lair:20 | Ann:16 | Bob:12 | Cid:9"_s;
        QTest::newRow("count-0-after-everyone") << makeEvent(u"Tide"_s, When::Count, 0) << false
                                                << u"Ann:16 | Bob:12 | Cid:9 | Tide:0"_s;
        QTest::newRow("top-of-the-round-first") << makeEvent(u"Omen"_s, When::TopOfRound, 0)
                                                << false << u"Omen:0 | Ann:16 | Bob:12 | Cid:9"_s;
        QTest::newRow("end-of-the-round-last") << makeEvent(u"Omen"_s, When::EndOfRound, 99)
                                               << false << u"Ann:16 | Bob:12 | Cid:9 | Omen:0"_s;
        // Segments, low first: segment 10 comes after 9 and 12 does not, and ties still lose.
        QTest::newRow("low-first-segment-10-between-9-and-12") << makeEvent(
            u"Bell"_s, When::Count, 10) << true << u"Cid:9 | Bell:10 | Bob:12 | Ann:16"_s;
        QTest::newRow("low-first-segment-9-loses-the-tie") << makeEvent(
            u"Bell"_s, When::Count, 9) << true << u"Cid:9 | Bell:9 | Bob:12 | Ann:16"_s;
        QTest::newRow("low-first-top-of-the-round-still-first") << makeEvent(
            u"Omen"_s, When::TopOfRound, 0) << true << u"Omen:0 | Cid:9 | Bob:12 | Ann:16"_s;
    }

    void placedByCountAmongDexRanks()
    {
        QFETCH(Event, added);
        QFETCH(bool, lowFirst);
        QFETCH(QString, expected);
        auto rules = std::make_shared<Ruleset>(*rulesetNamed(u"basic-roleplaying"_s));
        rules->initiative.highFirst = !lowFirst;
        Encounter encounter(rules,
            stateOf(u"basic-roleplaying"_s,
                {ranked(u"Ann"_s, 16), ranked(u"Bob"_s, 12), ranked(u"Cid"_s, 9)}));
        Random random(1);
        QCOMPARE(addEvent(encounter, random, added), QString());
        QCOMPARE(step(encounter, random, Step::Start), QString());
        QCOMPARE(orderText(encounter), expected);
    }

    // With rolled counts (a die per group, per side, per attack, or per combatant) the event sits
    // after every entry with its count or better and before every entry with a worse one.
    void placedByCountUnderEachScheme_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("actor");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<qint64>("count");
        for (quint64 seed = 1; seed <= 6; ++seed) {
            QTest::addRow("per-group-old-school-d6/seed-%llu", seed)
                << u"old-school"_s << QString() << u"group"_s << seed << qint64(4);
            QTest::addRow("per-side-castles-crusades-d10/seed-%llu", seed)
                << u"castles-crusades"_s << u"group-initiative"_s << u"side"_s << seed << qint64(6);
            QTest::addRow("per-attack-spelljammer-d10-d8/seed-%llu", seed)
                << u"spelljammer-d100"_s << QString() << u"attack"_s << seed << qint64(5);
            QTest::addRow("per-combatant-d20-ascending/seed-%llu", seed)
                << u"d20-ascending"_s << QString() << u"combatant"_s << seed << qint64(4);
        }
    }

    void placedByCountUnderEachScheme()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, option);
        QFETCH(QString, actor);
        QFETCH(quint64, seed);
        QFETCH(qint64, count);
        std::vector<Combatant> cs;
        for (const QString &name : {u"Aldo"_s, u"Brena"_s})
            cs.push_back(fighter(name, u"party"_s, 12, {{u"dex"_s, 12}, {u"im"_s, 1}}));
        for (int i = 1; i <= 3; ++i) {
            cs.push_back(fighter(u"Goblin %1"_s.arg(i), u"foes"_s, 4, {{u"dex"_s, 10}}));
            cs.back().group = u"Goblins"_s;
            cs.back().attacksPerRound = 2;
        }
        auto encounter = makeEncounter(ruleset, cs);
        Random random(seed);
        if (!option.isEmpty())
            QCOMPARE(run(*encounter, random, SetOptionCommand(option, true)), QString());
        QCOMPARE(addEvent(*encounter, random, makeEvent(u"Lair"_s, When::Count, count, 1, 1)),
            QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        for (int round = 1; round <= 3; ++round) {
            const auto &order = encounter->state().order;
            const qint64 at = eventIndex(*encounter, u"Lair"_s);
            QVERIFY2(at >= 0, qPrintable(orderText(*encounter)));
            QCOMPARE(order[std::size_t(at)].count(), double(count));
            bool schemeSeen = false;
            for (std::size_t i = 0; i < order.size(); ++i) {
                const InitiativeEntry &e = order[i];
                if (qint64(i) == at)
                    continue;
                schemeSeen = schemeSeen
                    || (actor == u"side" && !e.side.isEmpty() && e.group.isEmpty())
                    || (actor == u"group" && !e.group.isEmpty())
                    || (actor == u"attack" && e.attack > 0)
                    || (actor == u"combatant" && e.side.isEmpty() && e.attack == 0);
                QVERIFY2(qint64(i) < at ? e.count() >= double(count) : e.count() < double(count),
                    qPrintable(orderText(*encounter)));
                QVERIFY(e.slot != order[std::size_t(at)].slot); // an event acts alone
            }
            QVERIFY2(schemeSeen, qPrintable(actor));
            if (actor != u"attack") // per attack, each attack has an entry
                verifyEachCombatantOnce(*encounter);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        }
    }

    void firesInItsRounds_data()
    {
        QTest::addColumn<qint64>("firstRound");
        QTest::addColumn<qint64>("every");
        QTest::addColumn<QList<qint64>>("rounds");
        QTest::newRow("once-at-round-3-fires-in-round-3-only")
            << qint64(3) << qint64(0) << QList<qint64>{3};
        QTest::newRow("every-2-rounds-from-1-fires-in-1-3-5")
            << qint64(1) << qint64(2) << QList<qint64>{1, 3, 5};
        QTest::newRow("every-round-from-2-fires-in-2-to-6")
            << qint64(2) << qint64(1) << QList<qint64>{2, 3, 4, 5, 6};
        QTest::newRow("every-3-rounds-from-2-fires-in-2-5")
            << qint64(2) << qint64(3) << QList<qint64>{2, 5};
    }

    void firesInItsRounds()
    {
        QFETCH(qint64, firstRound);
        QFETCH(qint64, every);
        QFETCH(QList<qint64>, rounds);
        auto encounter
            = makeEncounter(u"basic-roleplaying"_s, {ranked(u"Ann"_s, 16), ranked(u"Bob"_s, 8)});
        Random random(3);
        Event e = makeEvent(u"Ceiling"_s, When::Count, 12, firstRound, every);
        e.note = u"the ceiling cracks"_s;
        QCOMPARE(addEvent(*encounter, random, e), QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QList<qint64> inOrder, fired;
        for (int guard = 0; guard < 100 && encounter->state().round <= 6; ++guard) {
            const qint64 round = encounter->state().round;
            if (encounter->state().turn == 0 && eventIndex(*encounter, u"Ceiling"_s) >= 0)
                inOrder << round;
            // The event acts between Ann and Bob; the turn stops on it like on anyone.
            if (const InitiativeEntry *acting = encounter->actingEntry(); acting && acting->event) {
                QCOMPARE(encounter->state().turn, qint64(1));
                fired << round;
            }
            QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        }
        QCOMPARE(inOrder, rounds);
        QCOMPARE(fired, rounds);
        QCOMPARE(logLinesContaining(*encounter, u"Ceiling: the ceiling cracks"_s),
            qsizetype(rounds.size()));
    }

    // "Round 3 · Lair: the ceiling cracks — 2d6 → [3, 5] = 8": the note, and the roll with its
    // dice, which add up to the total.
    void theLogLineHasTheNoteAndTheRoll()
    {
        auto encounter
            = makeEncounter(u"basic-roleplaying"_s, {ranked(u"Ann"_s, 16), ranked(u"Bob"_s, 8)});
        Random random(11);
        Event e = makeEvent(u"Lair"_s, When::Count, 20, 3);
        e.note = u"the ceiling cracks"_s;
        e.roll = u"2d6"_s;
        QCOMPARE(addEvent(*encounter, random, e), QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(encounter->state().round, qint64(3));
        QVERIFY(encounter->actingEntry() && encounter->actingEntry()->event);
        const auto &line = encounter->state().log.back();
        QCOMPARE(line.round, qint64(3));
        static const QRegularExpression shape(
            u"^Lair: the ceiling cracks \u2014 2d6 \u2192 \\[(\\d), (\\d)\\] = (\\d+)$"_s);
        const auto match = shape.match(line.text);
        QVERIFY2(match.hasMatch(), qPrintable(line.text));
        const int a = match.captured(1).toInt(), b = match.captured(2).toInt();
        QVERIFY(a >= 1 && a <= 6 && b >= 1 && b <= 6);
        QCOMPARE(match.captured(3).toInt(), a + b);
        QCOMPARE(line.shown(), line.text);
        // Going back and on again does not fire it twice.
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        QCOMPARE(step(*encounter, random, Step::PreviousTurn), QString());
        QCOMPARE(logLinesContaining(*encounter, u"Lair: the ceiling cracks"_s), qsizetype(1));
    }

    // "2 Goblins arrive at round 3": they are added, act right after the gate in round 3 and by
    // their DEX rank from round 4.
    void reinforcementsJoinTheOrderAfterTheEvent()
    {
        auto encounter
            = makeEncounter(u"basic-roleplaying"_s, {ranked(u"Ann"_s, 16), ranked(u"Bob"_s, 8)});
        Random random(5);
        Event gate = makeEvent(u"Gate"_s, When::Count, 6, 3);
        gate.reinforcement = ranked(u"Goblin"_s, 10);
        gate.reinforcements = 2;
        QCOMPARE(addEvent(*encounter, random, gate), QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(orderText(*encounter), u"Ann:16 | Bob:8"_s);
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(orderText(*encounter), u"Ann:16 | Bob:8 | Gate:6"_s);
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        QCOMPARE(encounter->combatants().size(), std::size_t(4));
        QCOMPARE(orderText(*encounter), u"Ann:16 | Bob:8 | Gate:6 | Goblin 1+Goblin 2:10"_s);
        QCOMPARE(encounter->state().turn, qint64(2)); // the gate is still the acting entry
        QVERIFY(logLinesContaining(*encounter, u"Goblin 1 to Goblin 2 join the fight"_s) == 1);
        QVERIFY(logLinesContaining(*encounter, u"Joining the order after Gate: "_s) == 1);
        QStringList actors;
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        for (const CombatantId id :
            InitiativeRoller::members(*encounter, *encounter->actingEntry()))
            actors << encounter->find(id)->name;
        QCOMPARE(actors, QStringList{u"Goblin 1"_s});
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(encounter->state().round, qint64(4));
        QCOMPARE(orderText(*encounter), u"Ann:16 | Goblin 1+Goblin 2:10 | Bob:8"_s);
    }

    // Under group initiative a newcomer of a side already there acts on its side's entry.
    void reinforcementsOfASideActWithIt()
    {
        auto encounter = makeEncounter(u"castles-crusades"_s,
            {fighter(u"Aldous"_s, u"party"_s, 14, {{u"dex"_s, 12}}),
                fighter(u"Ghoul"_s, u"foes"_s, 11, {{u"dex"_s, 14}})});
        Random random(2);
        QCOMPARE(run(*encounter, random, SetOptionCommand(u"group-initiative"_s, true)), QString());
        Event gate = makeEvent(u"Gate"_s, When::TopOfRound, 0, 1);
        gate.reinforcement = fighter(u"Skeleton"_s, u"foes"_s, 6, {{u"dex"_s, 12}});
        gate.reinforcements = 1;
        QCOMPARE(addEvent(*encounter, random, gate), QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(encounter->state().turn, qint64(0)); // the gate fired on entering the round
        QCOMPARE(encounter->combatants().size(), std::size_t(3));
        QCOMPARE(encounter->state().order.size(), std::size_t(3));
        verifyEachCombatantOnce(*encounter);
    }

    void addedMidRoundActsIfItsPlaceIsToCome()
    {
        auto encounter = makeEncounter(u"basic-roleplaying"_s,
            {ranked(u"Ann"_s, 16), ranked(u"Bob"_s, 12), ranked(u"Cid"_s, 9)});
        Random random(1);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString()); // Bob acts
        QCOMPARE(addEvent(*encounter, random, makeEvent(u"Late"_s, When::Count, 14)), QString());
        QCOMPARE(orderText(*encounter), u"Ann:16 | Bob:12 | Cid:9"_s); // 14 has passed
        QCOMPARE(addEvent(*encounter, random, makeEvent(u"Soon"_s, When::Count, 10)), QString());
        QCOMPARE(orderText(*encounter), u"Ann:16 | Bob:12 | Soon:10 | Cid:9"_s);
        QCOMPARE(encounter->state().turn, qint64(1));
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        QVERIFY(encounter->actingEntry()->event);
    }

    void removingTheActingEventPassesTheTurnOn()
    {
        auto encounter
            = makeEncounter(u"basic-roleplaying"_s, {ranked(u"Ann"_s, 16), ranked(u"Bob"_s, 8)});
        Random random(1);
        QCOMPARE(
            addEvent(*encounter, random, makeEvent(u"Lair"_s, When::Count, 12, 1, 1)), QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        QVERIFY(encounter->actingEntry()->event);
        const auto id = encounter->events().front().id;
        QCOMPARE(run(*encounter, random, RemoveEventCommand(id)), QString());
        QCOMPARE(orderText(*encounter), u"Ann:16 | Bob:8"_s);
        QCOMPARE(encounter->state().turn, qint64(1));
        QVERIFY(encounter->events().empty());
        QCOMPARE(run(*encounter, random, RemoveEventCommand(id)), u"no such event"_s);
    }

    void badEventsAreRefused_data()
    {
        QTest::addColumn<Event>("bad");
        QTest::addColumn<QString>("error");
        QTest::newRow("no-name") << makeEvent(u" "_s, When::Count, 3)
                                 << u"name: an event needs a name"_s;
        QTest::newRow("round-0") << makeEvent(u"Lair"_s, When::Count, 3, 0)
                                 << u"round: 0 is outside 1 to 1000000"_s;
        QTest::newRow("every-negative") << makeEvent(u"Lair"_s, When::Count, 3, 1, -2)
                                        << u"every: -2 is outside 0 to 1000000"_s;
        Event dice = makeEvent(u"Lair"_s, When::Count, 3);
        dice.roll = u"2d"_s;
        QTest::newRow("roll-not-dice") << dice << u"roll: '2d' is not dice Fray can roll"_s;
        Event none = makeEvent(u"Gate"_s, When::Count, 3);
        none.reinforcement = ranked(u"Goblin"_s, 10);
        none.reinforcements = 0;
        QTest::newRow("no-one-arrives")
            << none << u"reinforcements.count: 0 is outside 1 to 1000"_s;
        Event stat = none;
        stat.reinforcements = 2;
        stat.reinforcement->stats.insert(u"charm"_s, 3);
        QTest::newRow("reinforcement-with-a-stat-the-ruleset-lacks")
            << stat << u"reinforcements.combatant.stats"_s;
    }

    void badEventsAreRefused()
    {
        QFETCH(Event, bad);
        QFETCH(QString, error);
        auto encounter = makeEncounter(u"basic-roleplaying"_s, {ranked(u"Ann"_s, 16)});
        Random random(1);
        const EncounterState before = encounter->state();
        const QString got = addEvent(*encounter, random, bad);
        QVERIFY2(got.startsWith(error), qPrintable(got));
        QVERIFY(encounter->state() == before);
        QCOMPARE(addEvent(*encounter, random, makeEvent(u"Lair"_s, When::Count, 3)), QString());
        QCOMPARE(addEvent(*encounter, random, makeEvent(u"lair"_s, When::Count, 5)),
            u"another event is already called lair"_s);
    }

    // Adding, removing and firing (with reinforcements) are undone and redone exactly.
    void undoOfAddRemoveAndFire()
    {
        auto encounter
            = makeEncounter(u"basic-roleplaying"_s, {ranked(u"Ann"_s, 16), ranked(u"Bob"_s, 8)});
        Random random(9);
        History history;
        std::vector<EncounterState> states{encounter->state()};
        Event gate = makeEvent(u"Gate"_s, When::Count, 12, 1);
        gate.roll = u"1d4"_s;
        gate.reinforcement = ranked(u"Goblin"_s, 10);
        gate.reinforcements = 2;
        const auto exec = [&](std::unique_ptr<Fray::Encounter::Command> c) {
            const auto error = history.execute(std::move(c), *encounter, random);
            states.push_back(encounter->state());
            return error.value_or(QString());
        };
        QCOMPARE(exec(std::make_unique<AddEventCommand>(gate)), QString());
        QCOMPARE(exec(std::make_unique<AddEventCommand>(makeEvent(u"Omen"_s, When::EndOfRound, 0))),
            QString());
        QCOMPARE(exec(std::make_unique<TurnCommand>(Step::Start)), QString());
        QCOMPARE(exec(std::make_unique<TurnCommand>(Step::NextTurn)), QString()); // the gate fires
        QCOMPARE(encounter->combatants().size(), std::size_t(4));
        QCOMPARE(encounter->events().front().firedRound, qint64(1));
        QCOMPARE(
            exec(std::make_unique<RemoveEventCommand>(encounter->events().back().id)), QString());
        QCOMPARE(encounter->events().size(), std::size_t(1));
        for (std::size_t i = states.size() - 1; i > 0; --i) {
            QVERIFY(!history.undo(*encounter));
            QVERIFY2(encounter->state() == states[i - 1], qPrintable(QString::number(i)));
        }
        for (std::size_t i = 1; i < states.size(); ++i) {
            QVERIFY(!history.redo(*encounter));
            QVERIFY2(encounter->state() == states[i], qPrintable(QString::number(i)));
        }
    }

    void fileRoundTrip()
    {
        auto encounter
            = makeEncounter(u"basic-roleplaying"_s, {ranked(u"Ann"_s, 16), ranked(u"Bob"_s, 8)});
        Random random(4);
        Event gate = makeEvent(u"Gate"_s, When::Count, 12, 2, 3);
        gate.note = u"reinforcements"_s;
        gate.roll = u"1d6+1"_s;
        gate.reinforcement = ranked(u"Goblin"_s, 10);
        gate.reinforcements = 2;
        QCOMPARE(addEvent(*encounter, random, gate), QString());
        QCOMPARE(
            addEvent(*encounter, random, makeEvent(u"Omen"_s, When::TopOfRound, 0)), QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        const QByteArray bytes = EncounterJson::toBytes(encounter->state());
        const auto read = EncounterJson::fromJson(bytes);
        QVERIFY2(read, read ? "" : qPrintable(read.error().constFirst().toString()));
        QVERIFY(*read == encounter->state());
        QVERIFY(bytes.contains("\"format_version\": 3"));
        QVERIFY(Fray::Encounter::EncounterCheck::encounter(*read, encounter->ruleset()).isEmpty());
    }

    void olderFilesLoadWithoutEvents()
    {
        auto encounter = makeEncounter(u"basic-roleplaying"_s, {ranked(u"Ann"_s, 16)});
        const QByteArray bytes = EncounterJson::toBytes(encounter->state());
        QVERIFY(!bytes.contains("events"));
        QVERIFY(bytes.contains("\"format_version\": 1"));
        const auto read = EncounterJson::fromJson(bytes);
        QVERIFY(read);
        QVERIFY(read->events.empty());
        QCOMPARE(read->nextEventId, Fray::Encounter::EventId(1));
    }

    void badFilesAreRefusedWithTheirPath_data()
    {
        QTest::addColumn<QString>("events");
        QTest::addColumn<QString>("order");
        QTest::addColumn<QString>("path");
        const QString lair
            = uR"({"id": 1, "name": "Lair", "when": "count", "count": 20, "round": 1})"_s;
        QTest::newRow("roll-not-dice")
            << uR"([{"id": 1, "name": "Lair", "count": 20, "roll": "2d"}])"_s << u"[]"_s
            << u"events[0].roll"_s;
        QTest::newRow("unknown-when") << uR"([{"id": 1, "name": "Lair", "when": "dawn"}])"_s
                                      << u"[]"_s << u"events[0].when"_s;
        QTest::newRow("count-without-a-count")
            << uR"([{"id": 1, "name": "Lair", "when": "count"}])"_s << u"[]"_s
            << u"events[0].count"_s;
        QTest::newRow("top-of-round-with-a-count")
            << uR"([{"id": 1, "name": "Lair", "when": "top_of_round", "count": 3}])"_s << u"[]"_s
            << u"events[0].count"_s;
        QTest::newRow("round-0") << uR"([{"id": 1, "name": "Lair", "count": 3, "round": 0}])"_s
                                 << u"[]"_s << u"events[0].round"_s;
        QTest::newRow("id-used-twice") << u"[%1, %1]"_s.arg(lair) << u"[]"_s << u"events[1].id"_s;
        QTest::newRow("unknown-field")
            << uR"([{"id": 1, "name": "Lair", "count": 3, "colour": "red"}])"_s << u"[]"_s
            << u"events[0].colour"_s;
        QTest::newRow("reinforcements-without-a-combatant")
            << uR"([{"id": 1, "name": "Gate", "count": 3, "reinforcements": {"count": 2}}])"_s
            << u"[]"_s << u"events[0].reinforcements.combatant"_s;
        QTest::newRow("order-names-an-event-not-there")
            << u"[%1]"_s.arg(lair) << uR"([{"event": 7, "value": 20, "slot": 0}])"_s
            << u"fight.order"_s;
    }

    void badFilesAreRefusedWithTheirPath()
    {
        QFETCH(QString, events);
        QFETCH(QString, order);
        QFETCH(QString, path);
        const QString file = uR"({"format": "fray-encounter", "format_version": 3,
            "ruleset": "basic-roleplaying", "combatants": [{"id": 1, "name": "Ann", "hp": 5}],
            "events": %1, "fight": {"round": 1, "turn": -1, "order": %2}})"_s.arg(events, order);
        const auto read = EncounterJson::fromJson(file.toUtf8());
        QVERIFY(!read);
        QStringList paths;
        for (const auto &p : read.error())
            paths << p.path;
        QVERIFY2(paths.contains(path), qPrintable(paths.join(u", "_s)));
    }
};

QTEST_GUILESS_MAIN(TestEvents)
#include "tst_events.moc"
