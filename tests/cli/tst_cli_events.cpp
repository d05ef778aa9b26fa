// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Events in `fray-cli play`: add-event and remove-event, the events and the order in the output
// (an event's entry among the combatants by its count), reinforcements joining the order after
// the event, undo, and one error line with exit code 2 for bad events. The encounter is the BRP
// sample: Jack DEX 14, Thug 1 and Rosa 11 (the club before the knife), Thug 2 9.

#include "CliRunner.h"
#include "HermeticTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

CliResult run(const QStringList &arguments)
{
    return runWithTestRulesets(arguments);
}

QString orderOf(const QJsonObject &play)
{
    QStringList parts;
    for (const QJsonValue &v : play.value(u"order"_s).toArray()) {
        const QJsonObject e = v.toObject();
        parts << u"%1:%2%3"_s.arg(e.value(u"slot"_s).toInteger())
                     .arg(e.value(u"combatant"_s).toString(),
                         e.value(u"event"_s).toBool() ? u"*"_s : QString());
    }
    return parts.join(u' ');
}

QStringList logTexts(const QJsonObject &play)
{
    QStringList texts;
    for (const QJsonValue &v : play.value(u"log"_s).toArray())
        texts << v.toObject().value(u"text"_s).toString();
    return texts;
}

constexpr char kEvents[] = R"(
    {"command": "add-event", "name": "Siren", "count": 12, "every": 1, "note": "a siren wails"},
    {"command": "add-event", "name": "Police", "when": "end_of_round", "round": 1,
     "reinforcements": {"count": 2, "combatant": {"name": "Cop", "side": "party",
                        "stats": {"dex": 10, "con": 10, "siz": 10}, "hp": 10}}},
    {"command": "start"})";

} // namespace

class TestCliEvents : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeCommands(const QByteArray &json)
    {
        static int n = 0;
        const QString path = m_dir.filePath(u"commands-%1.json"_s.arg(++n));
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(json) == json.size() ? path
                                                                                  : QString();
    }

    CliResult play(const QByteArray &commands, bool json = true)
    {
        QStringList arguments{u"play"_s, testData() + u"/encounters/basic-roleplaying.fray.json"_s,
            u"--commands"_s, writeCommands(commands), u"--seed"_s, u"4"_s};
        if (json)
            arguments << u"--json"_s;
        return run(arguments);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void eventsTakeTheirPlaceInTheOrder()
    {
        const CliResult r = play("[" + QByteArray(kEvents) + R"(, {"command": "next-turn"}])");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject root = r.json().object();
        QCOMPARE(orderOf(root), u"1:Jack 2:Siren* 3:Thug 1 4:Rosa 5:Thug 2 6:Police*"_s);
        QCOMPARE(root.value(u"turn"_s).toString(), u"Siren"_s);
        QVERIFY(logTexts(root).contains(u"Siren: a siren wails"_s));
        const QJsonArray events = root.value(u"events"_s).toArray();
        QCOMPARE(events.size(), 2);
        QCOMPARE(events[0].toObject(),
            (QJsonObject{{u"name"_s, u"Siren"_s}, {u"when"_s, u"count 12"_s},
                {u"rounds"_s, u"every round from round 1"_s}, {u"note"_s, u"a siren wails"_s}}));
        QCOMPARE(events[1].toObject().value(u"when"_s).toString(), u"end of the round"_s);
        QCOMPARE(events[1].toObject().value(u"rounds"_s).toString(), u"round 1"_s);
    }

    void reinforcementsJoinAfterTheEvent()
    {
        const CliResult r = play("[" + QByteArray(kEvents) + R"(,
            {"command": "next-turn"}, {"command": "next-turn"}, {"command": "next-turn"},
            {"command": "next-turn"}, {"command": "next-turn"}])");
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = r.json().object();
        QCOMPARE(root.value(u"turn"_s).toString(), u"Police"_s);
        QCOMPARE(
            orderOf(root), u"1:Jack 2:Siren* 3:Thug 1 4:Rosa 5:Thug 2 6:Police* 7:Cop 1 7:Cop 2"_s);
        QCOMPARE(root.value(u"combatants"_s).toArray().size(), 6);
        QVERIFY(logTexts(root).contains(u"Cop 1 to Cop 2 join the fight"_s));

        // Round 2: the police came once, the siren wails again, the cops act by DEX 10.
        const CliResult next = play("[" + QByteArray(kEvents) + R"(,
            {"command": "next-turn"}, {"command": "next-turn"}, {"command": "next-turn"},
            {"command": "next-turn"}, {"command": "next-turn"}, {"command": "next-round"}])");
        QCOMPARE(next.exitCode, 0);
        QCOMPARE(orderOf(next.json().object()),
            u"1:Jack 2:Siren* 3:Thug 1 4:Rosa 5:Cop 1 5:Cop 2 6:Thug 2"_s);
    }

    void removeEventAndUndo()
    {
        const CliResult r = play("[" + QByteArray(kEvents) + R"(,
            {"command": "remove-event", "event": "siren"}])");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(orderOf(r.json().object()), u"1:Jack 2:Thug 1 3:Rosa 4:Thug 2 5:Police*"_s);
        QVERIFY(logTexts(r.json().object()).contains(u"Event Siren removed"_s));
        const CliResult undone = play("[" + QByteArray(kEvents) + R"(,
            {"command": "remove-event", "event": "siren"}, {"command": "undo"}])");
        QCOMPARE(undone.exitCode, 0);
        QCOMPARE(orderOf(undone.json().object()),
            u"1:Jack 2:Siren* 3:Thug 1 4:Rosa 5:Thug 2 6:Police*"_s);
    }

    void textOutputShowsTheOrderAndTheEvents()
    {
        const CliResult r = play("[" + QByteArray(kEvents) + "]", false);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Order: Jack 14, Siren 12, Thug 1 11, Rosa 11, Thug 2 9, Police "
                                "(end of the round)\n"),
            r.out.constData());
        QVERIFY(r.out.contains("count 12, every round from round 1  a siren wails"));
    }

    void badEventsAreOneErrorLine_data()
    {
        QTest::addColumn<QByteArray>("commands");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("roll-not-dice")
            << QByteArray(R"([{"command": "add-event", "name": "Lair", "count": 3, "roll": "2d"}])")
            << QByteArray("commands[0].roll: '2d' is not dice Fray can roll");
        QTest::newRow("unknown-when")
            << QByteArray(R"([{"command": "add-event", "name": "Lair", "when": "noon"}])")
            << QByteArray("commands[0].when: 'noon' is not when an event acts");
        QTest::newRow("count-missing")
            << QByteArray(R"([{"command": "add-event", "name": "Lair"}])")
            << QByteArray("commands[0].count: ");
        QTest::newRow("id-given") << QByteArray(
            R"([{"command": "add-event", "id": 4, "name": "Lair", "count": 3}])")
                                  << QByteArray("commands[0].id: unknown field");
        QTest::newRow("name-used-twice")
            << QByteArray(R"([{"command": "add-event", "name": "Lair", "count": 3},
                             {"command": "add-event", "name": "LAIR", "count": 5}])")
            << QByteArray("commands[1] (add-event): another event is already called LAIR");
        QTest::newRow("reinforcement-with-an-unknown-stat")
            << QByteArray(R"([{"command": "add-event", "name": "Gate", "count": 3,
                "reinforcements": {"count": 1, "combatant": {"name": "Orc", "hp": 5,
                                   "stats": {"charm": 3}}}}])")
            << QByteArray("reinforcements.combatant.stats");
        QTest::newRow("remove-an-event-not-there")
            << QByteArray(R"([{"command": "remove-event", "event": "Nope"}])")
            << QByteArray("commands[0].event: no event is called 'Nope'");
    }

    void badEventsAreOneErrorLine()
    {
        QFETCH(QByteArray, commands);
        QFETCH(QByteArray, mentions);
        const CliResult r = play(commands);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.isOneErrorLine(), r.err.constData());
        QVERIFY2(r.err.contains(mentions), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliEvents)
#include "tst_cli_events.moc"
