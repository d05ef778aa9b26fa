// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reminders: each moment fires once, at its moment and no other, for the combatant's own notes,
// its conditions' (until they expire) and the ruleset's HP states (BRP's death check at 0, C&C's
// bleeding when mortally wounded); nothing fires for the dead or the out of the fight; undo and
// redo of a turn leave one line, never two; encounter files keep reminders and refuse bad ones
// with their path.

#include "EncounterFixture.h"
#include "HermeticTest.h"
#include "core/encounter/History.h"
#include "core/rules/Reminder.h"

#include <QSignalSpy>

using Fray::Encounter::CustomCondition;
using Fray::Encounter::History;
using Fray::Rules::Reminder;
using When = Fray::Rules::Reminder::When;
using namespace EncounterFixture;

Q_DECLARE_METATYPE(Fray::Rules::Reminder::When)

namespace {

Reminder aReminder(const QString &text, When when)
{
    Reminder r;
    r.text = text;
    r.when = when;
    return r;
}

// Ann acts before Bob every round: old-school rolls once, both are of the party so each has an
// entry of its own, and the order is given, so no die decides it.
std::unique_ptr<Encounter> annThenBob(std::vector<Reminder> annsReminders)
{
    Combatant ann = fighter(u"Ann"_s, u"party"_s, 10);
    ann.reminders = std::move(annsReminders);
    EncounterState state
        = stateOf(u"old-school"_s, {std::move(ann), fighter(u"Bob"_s, u"party"_s, 10)});
    InitiativeEntry first, second;
    first.combatant = 1;
    first.value = 6;
    first.slot = 0;
    second.combatant = 2;
    second.value = 2;
    second.slot = 1;
    state.order = {first, second};
    return std::make_unique<Encounter>(rulesetNamed(u"old-school"_s), std::move(state));
}

qsizetype reminderLines(const Encounter &encounter)
{
    return logLinesContaining(encounter, u"Reminder \u00b7 "_s);
}

// The index of the first log line containing `text`, or -1.
qsizetype lineOf(const Encounter &encounter, const QString &text)
{
    const auto &log = encounter.state().log;
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (log[i].text.contains(text))
            return qsizetype(i);
    }
    return -1;
}

} // namespace

class TestReminders : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QCOMPARE(testRulesetsLoad(), QString()); }

    // The script: start (round 1, Ann acts), next turn (Bob), next turn (round 2, Ann), next
    // turn (Bob). Each count is how many reminders that step raised, worked out from the moments:
    // a round starts at the start and at the third step, ends at the third step; Ann's turn
    // starts at the start and the third step and ends at the second and fourth.
    void eachMomentFiresOnceAtItsStep_data()
    {
        QTest::addColumn<When>("when");
        QTest::addColumn<QList<int>>("raisedPerStep");
        QTest::newRow("start-of-turn-as-anns-turns-begin")
            << When::StartOfTurn << QList<int>{1, 0, 1, 0};
        QTest::newRow("end-of-turn-as-anns-turns-end") << When::EndOfTurn << QList<int>{0, 1, 0, 1};
        QTest::newRow("start-of-round-at-the-start-and-round-2")
            << When::StartOfRound << QList<int>{1, 0, 1, 0};
        QTest::newRow("end-of-round-only-when-round-1-ends")
            << When::EndOfRound << QList<int>{0, 0, 1, 0};
    }

    void eachMomentFiresOnceAtItsStep()
    {
        QFETCH(When, when);
        QFETCH(QList<int>, raisedPerStep);
        auto encounter = annThenBob({aReminder(u"save vs. poison"_s, when)});
        Random random(7);
        QSignalSpy raised(encounter.get(), &Encounter::reminderRaised);
        const Step steps[] = {Step::Start, Step::NextTurn, Step::NextTurn, Step::NextTurn};
        QList<int> counts;
        qsizetype lines = 0;
        for (const Step s : steps) {
            raised.clear();
            QCOMPARE(step(*encounter, random, s), QString());
            counts << int(raised.count());
            // One log line per reminder raised, no more.
            QCOMPARE(reminderLines(*encounter) - lines, qsizetype(raised.count()));
            lines = reminderLines(*encounter);
            for (const QList<QVariant> &args : std::as_const(raised)) {
                QCOMPARE(args.at(0).value<CombatantId>(), idOf(*encounter, u"Ann"_s));
                QCOMPARE(args.at(1).value<Reminder>().text, u"save vs. poison"_s);
            }
        }
        QCOMPARE(counts, raisedPerStep);
        QCOMPARE(lineOf(*encounter, u"Reminder \u00b7 Ann: save vs. poison"_s) >= 0, true);
    }

    // The round's reminders come at its edges: the end before the round's end-of-round work
    // ("The round ends"), the start after "The round begins".
    void roundRemindersSitAtTheRoundsEdges()
    {
        auto encounter = annThenBob({aReminder(u"end note"_s, When::EndOfRound),
            aReminder(u"start note"_s, When::StartOfRound)});
        Random random(7);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        const qsizetype end = lineOf(*encounter, u"end note"_s);
        const qsizetype ends = lineOf(*encounter, u"The round ends"_s);
        const qsizetype begins = qsizetype(encounter->state().log.size()) - 1;
        QVERIFY(end >= 0 && ends > end);
        QCOMPARE(logLinesContaining(*encounter, u"start note"_s), 2);
        // The second start note comes after the second "The round begins".
        const auto &log = encounter->state().log;
        qsizetype lastBegins = -1, lastStart = -1;
        for (qsizetype i = 0; i <= begins; ++i) {
            if (log[std::size_t(i)].text.contains(u"The round begins"_s))
                lastBegins = i;
            if (log[std::size_t(i)].text.contains(u"start note"_s))
                lastStart = i;
        }
        QVERIFY(lastBegins > ends && lastStart > lastBegins);
    }

    // A condition of the GM's own given for 2 rounds in round 1 is there in rounds 1 and 2:
    // its end-of-round reminder fires as rounds 1 and 2 end, not as round 3 ends.
    void conditionReminderStopsWhenTheConditionExpires()
    {
        auto encounter = annThenBob({});
        Random random(7);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        CustomCondition poison;
        poison.label = u"Poisoned"_s;
        poison.reminders = {aReminder(u"save vs. poison"_s, When::EndOfRound)};
        QCOMPARE(
            run(*encounter, random, ApplyConditionCommand({idOf(*encounter, u"Bob"_s)}, poison, 2)),
            QString());
        QList<qsizetype> fired;
        for (int round = 1; round <= 3; ++round) {
            const qsizetype before = reminderLines(*encounter);
            QCOMPARE(step(*encounter, random, Step::NextRound), QString());
            fired << reminderLines(*encounter) - before;
        }
        QCOMPARE(fired, (QList<qsizetype>{1, 1, 0}));
        QVERIFY(!combatantNamed(*encounter, u"Bob"_s)
                     .hasCondition(CustomCondition::idFor(u"Poisoned"_s)));
        QCOMPARE(lineOf(*encounter, u"Reminder \u00b7 Bob: save vs. poison"_s) >= 0, true);
    }

    // Old-school: at 0 HP a combatant is out of the fight; its own reminders no longer fire.
    void nothingFiresForTheOutOfTheFight()
    {
        auto encounter = annThenBob({aReminder(u"rally"_s, When::StartOfRound)});
        Random random(7);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(reminderLines(*encounter), 1);
        QCOMPARE(damage(*encounter, random, u"Ann"_s, 10), QString());
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(reminderLines(*encounter), 1);
    }

    // The shipped rulesets' HP states. BRP (5.12): "reduced to 0 hit points and remains at 0 at
    // the end of the combat round, they are dead": the reminder fires as round 1 ends for one at
    // 0, who then dies, so round 2 has none; First Aid to 1 HP before the round ends saves them
    // and nothing fires; at 1 or 2 HP (unconscious, not dying) nothing fires. C&C: at -7 to -9
    // "mortally wounded and loses one hit point per round": from -8 it fires as rounds 1 (-8)
    // and 2 (-9) end, then the loss to -10 kills; from -9 once; at -3 (grievously wounded, no
    // bleeding) never.
    void rulesetStatesRemindTheRightCombatants_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<qint64>("hurt");
        QTest::addColumn<qint64>("healed");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("fired");
        const QString death = u"Death check"_s;
        const QString bleeding = u"Bleeding"_s;
        QTest::newRow("brp-at-0-death-check-once-then-dead")
            << u"basic-roleplaying"_s << qint64(10) << qint64(0) << death << 1;
        QTest::newRow("brp-at-minus-3-death-check-once")
            << u"basic-roleplaying"_s << qint64(13) << qint64(0) << death << 1;
        QTest::newRow("brp-first-aid-to-1-before-the-round-ends-no-check")
            << u"basic-roleplaying"_s << qint64(10) << qint64(1) << death << 0;
        QTest::newRow("brp-at-2-unconscious-not-dying")
            << u"basic-roleplaying"_s << qint64(8) << qint64(0) << death << 0;
        QTest::newRow("cc-at-minus-8-bleeds-two-rounds")
            << u"castles-crusades"_s << qint64(18) << qint64(0) << bleeding << 2;
        QTest::newRow("cc-at-minus-9-bleeds-one-round")
            << u"castles-crusades"_s << qint64(19) << qint64(0) << bleeding << 1;
        QTest::newRow("cc-at-minus-3-grievously-wounded-no-bleeding")
            << u"castles-crusades"_s << qint64(13) << qint64(0) << bleeding << 0;
        QTest::newRow("cc-at-minus-10-dead-nothing")
            << u"castles-crusades"_s << qint64(20) << qint64(0) << bleeding << 0;
    }

    void rulesetStatesRemindTheRightCombatants()
    {
        QFETCH(QString, ruleset);
        QFETCH(qint64, hurt);
        QFETCH(qint64, healed);
        QFETCH(QString, text);
        QFETCH(int, fired);
        const QMap<QString, qint64> stats{{u"dex"_s, 10}, {u"siz"_s, 10}, {u"con"_s, 10}};
        auto encounter = makeEncounter(ruleset,
            {fighter(u"Hurt"_s, u"party"_s, 10, stats), fighter(u"Foe"_s, u"foes"_s, 10, stats)});
        Random random(11);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(damage(*encounter, random, u"Hurt"_s, hurt), QString());
        if (healed > 0)
            QCOMPARE(run(*encounter, random, HealCommand({idOf(*encounter, u"Hurt"_s)}, healed)),
                QString());
        QSignalSpy raised(encounter.get(), &Encounter::reminderRaised);
        // The GM lets each round end (the window asks first; tst_round_end).
        QCOMPARE(step(*encounter, random, Step::LetRoundEnd), QString());
        QCOMPARE(step(*encounter, random, Step::LetRoundEnd), QString());
        QCOMPARE(int(raised.count()), fired);
        QCOMPARE(int(logLinesContaining(*encounter, u"Reminder \u00b7 Hurt: "_s + text)), fired);
    }

    // Undo takes the reminder's line back with the turn; redo brings that one line back and
    // announces it again; a turn ended anew after an undo writes one line, not a second.
    void undoAndRedoOfATurnLeaveOneLine()
    {
        auto encounter = annThenBob({aReminder(u"concentration"_s, When::EndOfTurn)});
        Random random(7);
        History history;
        QCOMPARE(history.execute(std::make_unique<TurnCommand>(Step::Start), *encounter, random),
            std::nullopt);
        QSignalSpy raised(encounter.get(), &Encounter::reminderRaised);
        QCOMPARE(history.execute(std::make_unique<TurnCommand>(Step::NextTurn), *encounter, random),
            std::nullopt);
        QCOMPARE(reminderLines(*encounter), 1);
        QCOMPARE(raised.count(), 1);
        QCOMPARE(history.undo(*encounter), std::nullopt);
        QCOMPARE(reminderLines(*encounter), 0);
        QCOMPARE(raised.count(), 1); // undo announces nothing
        QCOMPARE(history.redo(*encounter), std::nullopt);
        QCOMPARE(reminderLines(*encounter), 1);
        QCOMPARE(raised.count(), 2);
        QCOMPARE(history.undo(*encounter), std::nullopt);
        QCOMPARE(history.execute(std::make_unique<TurnCommand>(Step::NextTurn), *encounter, random),
            std::nullopt);
        QCOMPARE(reminderLines(*encounter), 1);
        QCOMPARE(raised.count(), 3);
        // Going back a turn ends nothing; going forward again ends Ann's turn once more.
        QCOMPARE(
            history.execute(std::make_unique<TurnCommand>(Step::PreviousTurn), *encounter, random),
            std::nullopt);
        QCOMPARE(reminderLines(*encounter), 1);
        QCOMPARE(history.execute(std::make_unique<TurnCommand>(Step::NextTurn), *encounter, random),
            std::nullopt);
        QCOMPARE(reminderLines(*encounter), 2);
    }

    // Reminders of a combatant and of its own condition go through the file and come back equal;
    // a file from before reminders has none.
    void filesKeepReminders()
    {
        auto encounter = annThenBob({aReminder(u"save vs. poison"_s, When::StartOfTurn),
            aReminder(u"concentration"_s, When::EndOfRound)});
        Random random(7);
        CustomCondition web;
        web.label = u"Webbed"_s;
        web.reminders = {aReminder(u"STR check to break free"_s, When::EndOfTurn)};
        QCOMPARE(run(*encounter, random, ApplyConditionCommand({1}, web, std::nullopt)), QString());
        const auto back = EncounterJson::fromJson(EncounterJson::toBytes(encounter->state()));
        QVERIFY(back.ok());
        QCOMPARE(back->combatants.front().reminders, encounter->combatants().front().reminders);
        QCOMPARE(back->combatants.front().conditions.front().custom->reminders, web.reminders);
        QVERIFY(*back == encounter->state());

        const auto older = EncounterJson::fromJson(
            R"({"format": "fray-encounter", "format_version": 1, "ruleset": "old-school",
                "combatants": [{"name": "Ann", "hp": 10}]})");
        QVERIFY(older.ok());
        QVERIFY(older->combatants.front().reminders.empty());
    }

    void badRemindersInAFileAreRefusedWithTheirPath_data()
    {
        QTest::addColumn<QByteArray>("reminders");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown-moment")
            << QByteArray(R"([{"text": "save", "when": "dawn"}])")
            << u"combatants[0].reminders[0].when: 'dawn' is not a moment"_s;
        QTest::newRow("no-moment")
            << QByteArray(R"([{"text": "save"}])") << u"combatants[0].reminders[0].when: missing"_s;
        QTest::newRow("blank-text")
            << QByteArray(R"([{"text": "", "when": "end_of_turn"}])")
            << u"combatants[0].reminders[0].text: a reminder needs a text"_s;
        QTest::newRow("misspelt-field") << QByteArray(R"([{"txt": "save", "when": "end_of_turn"}])")
                                        << u"combatants[0].reminders[0].txt"_s;
        QTest::newRow("not-a-list")
            << QByteArray(R"("save")") << u"combatants[0].reminders: expected a list"_s;
    }

    void badRemindersInAFileAreRefusedWithTheirPath()
    {
        QFETCH(QByteArray, reminders);
        QFETCH(QString, expected);
        const QByteArray file = R"({"format": "fray-encounter", "format_version": 1,
            "ruleset": "old-school", "combatants": [{"name": "Ann", "hp": 10, "reminders": )"
            + reminders + "}]}";
        const auto read = EncounterJson::fromJson(file);
        QVERIFY(!read.ok());
        QStringList problems;
        for (const auto &p : read.error())
            problems << p.toString();
        QVERIFY2(problems.join(u'\n').contains(expected), qPrintable(problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestReminders)
#include "tst_reminders.moc"
