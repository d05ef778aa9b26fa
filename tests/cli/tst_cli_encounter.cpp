// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli initiative` and `fray-cli play` as a script meets them: the JSON shapes, seeded
// reproducibility, a scripted fight with undo, and one error line with exit code 2 for every
// kind of bad input. The encounters are the samples in tests/data/encounters.

#include "CliRunner.h"
#include "HermeticTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

QString sample(const QString &rulesetId)
{
    return testData() + u"/encounters/%1.fray.json"_s.arg(rulesetId);
}

// Every command gets --rulesets so no test reads the real user's folder.
CliResult run(const QStringList &arguments)
{
    return runWithTestRulesets(arguments);
}

QSet<QString> keysOf(const QJsonObject &object)
{
    const QStringList keys = object.keys();
    return QSet<QString>(keys.begin(), keys.end());
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

// The names an initiative entry may carry for a sample file: combatants, groups and sides.
QSet<QString> namesIn(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QSet<QString> names;
    const QJsonArray combatants
        = QJsonDocument::fromJson(file.readAll()).object().value(u"combatants"_s).toArray();
    for (const QJsonValue &v : combatants) {
        const QJsonObject c = v.toObject();
        for (const char *field : {"name", "group", "side"}) {
            const QString name = c.value(QLatin1StringView(field)).toString();
            if (!name.isEmpty())
                names.insert(name);
        }
    }
    return names;
}

QJsonObject combatantNamed(const QJsonObject &play, const QString &name)
{
    for (const QJsonValue &v : play.value(u"combatants"_s).toArray()) {
        if (v.toObject().value(u"name"_s).toString() == name)
            return v.toObject();
    }
    return {};
}

QStringList logTexts(const QJsonObject &play)
{
    QStringList texts;
    for (const QJsonValue &v : play.value(u"log"_s).toArray())
        texts << v.toObject().value(u"text"_s).toString();
    return texts;
}

} // namespace

class TestCliEncounter : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeCommands(const QByteArray &json)
    {
        static int n = 0;
        const QString path = m_dir.filePath(u"commands-%1.json"_s.arg(++n));
        return writeFile(path, json) ? path : QString();
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void initiativeJsonShape_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<bool>("perAttack");
        QTest::newRow("old-school") << u"old-school"_s << false;
        QTest::newRow("d20-ascending") << u"d20-ascending"_s << false;
        QTest::newRow("spelljammer-d100-per-attack") << u"spelljammer-d100"_s << true;
        QTest::newRow("castles-crusades") << u"castles-crusades"_s << false;
        QTest::newRow("basic-roleplaying") << u"basic-roleplaying"_s << false;
    }

    void initiativeJsonShape()
    {
        QFETCH(QString, ruleset);
        QFETCH(bool, perAttack);
        const QStringList arguments{u"initiative"_s, sample(ruleset), u"--seed"_s, u"7"_s,
            u"--rounds"_s, u"3"_s, u"--json"_s};
        const CliResult r = run(arguments);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject root = r.json().object();
        QCOMPARE(keysOf(root), (QSet<QString>{u"rounds"_s}));
        const QJsonArray rounds = root.value(u"rounds"_s).toArray();
        QCOMPARE(rounds.size(), 3);
        const QSet<QString> names = namesIn(sample(ruleset));
        const QSet<QString> required{u"slot"_s, u"combatant"_s, u"attack"_s, u"value"_s, u"lost"_s};
        const QSet<QString> allowed
            = required + QSet<QString>{u"window"_s, u"members"_s, u"note"_s};
        for (qsizetype i = 0; i < rounds.size(); ++i) {
            const QJsonObject round = rounds.at(i).toObject();
            QCOMPARE(keysOf(round), (QSet<QString>{u"round"_s, u"order"_s}));
            QCOMPARE(round.value(u"round"_s).toInteger(), i + 1);
            const QJsonArray order = round.value(u"order"_s).toArray();
            QVERIFY(!order.isEmpty());
            qint64 slot = 0;
            double value = 0;
            for (const QJsonValue &v : order) {
                const QJsonObject e = v.toObject();
                const QSet<QString> keys = keysOf(e);
                QVERIFY2(keys.contains(required) && allowed.contains(keys),
                    qPrintable(QStringList(keys.begin(), keys.end()).join(u", "_s)));
                // Slots start at 1 and go up by one in acting order; counts never rise.
                const qint64 s = e.value(u"slot"_s).toInteger();
                QVERIFY2(s == slot || s == slot + 1, qPrintable(QString::number(s)));
                QVERIFY(slot > 0 || s == 1);
                QVERIFY(e.value(u"value"_s).isDouble());
                if (slot > 0)
                    QVERIFY(e.value(u"value"_s).toDouble() <= value);
                slot = s;
                value = e.value(u"value"_s).toDouble();
                QVERIFY(e.value(u"lost"_s).isBool());
                QVERIFY(names.contains(e.value(u"combatant"_s).toString()));
                QCOMPARE(e.value(u"attack"_s).toInteger() > 0, perAttack);
                if (e.contains(u"members"_s)) {
                    for (const QJsonValue &m : e.value(u"members"_s).toArray())
                        QVERIFY(names.contains(m.toString()));
                }
            }
        }
        // The same seed gives the same rolls, byte for byte.
        QCOMPARE(run(arguments).out, r.out);
    }

    // BRP rolls nothing: the order is exact. DEX 14, 11, 11, 9; the tie at 11 goes to the
    // medium weapon (Thug 1's club) before the short one (Rosa's knife).
    void initiativeBasicRoleplayingIsExact()
    {
        const CliResult r = run(
            {u"initiative"_s, sample(u"basic-roleplaying"_s), u"--seed"_s, u"1"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray order = r.json()
                                     .object()
                                     .value(u"rounds"_s)
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(u"order"_s)
                                     .toArray();
        QStringList got;
        for (const QJsonValue &v : order) {
            const QJsonObject e = v.toObject();
            got << u"%1:%2:%3"_s.arg(e.value(u"slot"_s).toInteger())
                       .arg(e.value(u"combatant"_s).toString())
                       .arg(e.value(u"value"_s).toDouble());
        }
        QCOMPARE(
            got, (QStringList{u"1:Jack:14"_s, u"2:Thug 1:11"_s, u"3:Rosa:11"_s, u"4:Thug 2:9"_s}));
    }

    void initiativeTextOutput()
    {
        const CliResult r
            = run({u"initiative"_s, sample(u"basic-roleplaying"_s), u"--seed"_s, u"1"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("Round 1\n"));
        QVERIFY(r.out.contains("Jack"));
    }

    // A small scripted fight with an undo, under C&C.
    void playJsonShapeAndUndo()
    {
        const QString commands = writeCommands(R"([
            {"command": "start"},
            {"command": "damage", "target": "Ghoul", "amount": 4},
            {"command": "undo"},
            {"command": "damage", "target": "Ghoul", "amount": 3},
            {"command": "condition", "target": "Skeleton 1", "condition": "prone"},
            {"command": "condition", "target": "Wren", "condition": "stunned", "rounds": 2},
            {"command": "heal", "target": "Ghoul", "amount": 1},
            {"command": "damage", "targets": ["Skeleton 1", "Skeleton 2"], "amount": 2},
            {"command": "undo"},
            {"command": "redo"},
            {"command": "next-turn"}
        ])");
        const QStringList arguments{u"play"_s, sample(u"castles-crusades"_s), u"--commands"_s,
            commands, u"--seed"_s, u"5"_s, u"--json"_s};
        const CliResult r = run(arguments);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject root = r.json().object();
        QCOMPARE(keysOf(root), (QSet<QString>{u"round"_s, u"turn"_s, u"combatants"_s, u"log"_s}));
        QCOMPARE(root.value(u"round"_s).toInteger(), 1);
        QVERIFY(namesIn(sample(u"castles-crusades"_s)).contains(root.value(u"turn"_s).toString()));

        const QJsonArray combatants = root.value(u"combatants"_s).toArray();
        QCOMPARE(combatants.size(), 5);
        for (const QJsonValue &v : combatants)
            QCOMPARE(keysOf(v.toObject()),
                (QSet<QString>{
                    u"name"_s, u"side"_s, u"hp"_s, u"max_hp"_s, u"state"_s, u"conditions"_s}));
        const QJsonObject ghoul = combatantNamed(root, u"Ghoul"_s);
        QCOMPARE(ghoul.value(u"hp"_s).toInteger(), 11 - 3 + 1);
        QCOMPARE(ghoul.value(u"max_hp"_s).toInteger(), 11);
        QVERIFY(ghoul.value(u"state"_s).isNull());
        QCOMPARE(combatantNamed(root, u"Skeleton 1"_s).value(u"hp"_s).toInteger(), 6 - 2);
        QCOMPARE(combatantNamed(root, u"Skeleton 2"_s).value(u"hp"_s).toInteger(), 6 - 2);
        QCOMPARE(combatantNamed(root, u"Sir Aldous"_s).value(u"hp"_s).toInteger(), 14);
        QCOMPARE(combatantNamed(root, u"Skeleton 1"_s).value(u"conditions"_s).toArray(),
            (QJsonArray{QJsonObject{{u"id"_s, u"prone"_s}, {u"rounds_left"_s, QJsonValue()}}}));
        QCOMPARE(combatantNamed(root, u"Wren"_s).value(u"conditions"_s).toArray(),
            (QJsonArray{QJsonObject{{u"id"_s, u"stunned"_s}, {u"rounds_left"_s, 2}}}));

        const QJsonArray log = root.value(u"log"_s).toArray();
        for (const QJsonValue &v : log) {
            QCOMPARE(keysOf(v.toObject()), (QSet<QString>{u"round"_s, u"text"_s}));
            QCOMPARE(v.toObject().value(u"round"_s).toInteger(), 1);
        }
        const QStringList texts = logTexts(root);
        QVERIFY(texts.contains(u"Ghoul takes 3 damage"_s));
        QVERIFY(!texts.join(u'\n').contains(u"Ghoul takes 4 damage"_s)); // undone
        QCOMPARE(texts.filter(u"Skeleton 1 takes 2 damage"_s).size(), 1); // undone, then redone

        QCOMPARE(run(arguments).out, r.out);
    }

    // "hp" reads a change as a GM types it into the HP cell; one that changes nothing does
    // nothing, with no log line and no step to undo. The Ghoul has 11 of 11.
    void playHpTakesAChangeAsTyped_data()
    {
        QTest::addColumn<QByteArray>("commands");
        QTest::addColumn<int>("hp");
        QTest::addColumn<QStringList>("lines"); // the log's lines about the Ghoul

        QTest::newRow("minus-takes") << QByteArray(R"([{"command": "hp", "target": "Ghoul",
            "change": "-7"}])") << 4 << QStringList{u"Ghoul takes 7 damage"_s};
        QTest::newRow("plus-gives-back")
            << QByteArray(R"([{"command": "damage", "target": "Ghoul", "amount": 7},
                {"command": "hp", "target": "ghoul", "change": "+5"}])")
            << 9 << QStringList{u"Ghoul takes 7 damage"_s, u"Ghoul regains 5 hit points"_s};
        QTest::newRow("a-number-sets") << QByteArray(R"([{"command": "hp", "target": "Ghoul",
            "change": "3"}])") << 3 << QStringList();
        QTest::newRow("equals-sets") << QByteArray(R"([{"command": "hp", "target": "Ghoul",
            "change": "= 6"}])") << 6 << QStringList();
        QTest::newRow("a-set-above-the-maximum-stops-there")
            << QByteArray(R"([{"command": "damage", "target": "Ghoul", "amount": 7},
                {"command": "hp", "target": "Ghoul", "change": "=40"}])")
            << 11 << QStringList{u"Ghoul takes 7 damage"_s};
        // Nothing to give back to the unhurt: no line, and undo takes back the damage before.
        QTest::newRow("giving-back-to-the-unhurt-changes-nothing") << QByteArray(
            R"([{"command": "damage", "target": "Ghoul", "amount": 2},
                {"command": "heal", "target": "Ghoul", "amount": 2},
                {"command": "hp", "target": "Ghoul", "change": "+5"},
                {"command": "undo"}])") << 9 << QStringList{u"Ghoul takes 2 damage"_s};
        QTest::newRow("taking-none-changes-nothing") << QByteArray(R"([{"command": "hp",
            "target": "Ghoul", "change": "-0"}])") << 11
                                                     << QStringList();
    }

    void playHpTakesAChangeAsTyped()
    {
        QFETCH(QByteArray, commands);
        QFETCH(int, hp);
        QFETCH(QStringList, lines);
        const CliResult r = run({u"play"_s, sample(u"castles-crusades"_s), u"--commands"_s,
            writeCommands(commands), u"--seed"_s, u"5"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject root = r.json().object();
        QCOMPARE(combatantNamed(root, u"Ghoul"_s).value(u"hp"_s).toInteger(), hp);
        QCOMPARE(logTexts(root).filter(u"Ghoul"_s), lines);
    }

    // use and restore count a combatant's uses; the output and the saved file show them.
    void playUseAndRestore()
    {
        const QString file = m_dir.filePath(u"dragon.fray.json"_s);
        QVERIFY(writeFile(file, R"({"format": "fray-encounter", "format_version": 1,
            "ruleset": "castles-crusades", "combatants": [
              {"name": "Wren", "side": "party", "hp": 9},
              {"name": "Dragon", "hp": 40, "uses": [
                {"name": "Breath", "max": 1, "reset": "recharge", "recharge": "1d6", "target": 7},
                {"name": "Spells", "max": 3, "left": 2, "reset": "rest"}]}]})"));
        const QString commands = writeCommands(R"([
            {"command": "use", "combatant": "Dragon", "use": "Breath"},
            {"command": "use", "combatant": "dragon", "use": "spells"},
            {"command": "use", "combatant": "Dragon", "use": "Spells"},
            {"command": "restore", "combatant": "Dragon", "use": "Spells"},
            {"command": "use", "combatant": "Dragon", "use": "Spells"},
            {"command": "undo"}
        ])");
        const QString saved = m_dir.filePath(u"dragon-after.fray.json"_s);
        const CliResult r = run({u"play"_s, file, u"--commands"_s, commands, u"--seed"_s, u"1"_s,
            u"--json"_s, u"--save"_s, saved});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject root = r.json().object();
        // Spells: 2, spent twice (0), one restored (1), spent again (0) and that undone (1).
        QCOMPARE(combatantNamed(root, u"Dragon"_s).value(u"uses"_s).toArray(),
            (QJsonArray{QJsonObject{{u"name"_s, u"Breath"_s}, {u"left"_s, 0}, {u"max"_s, 1},
                            {u"reset"_s, u"recharge"_s}},
                QJsonObject{{u"name"_s, u"Spells"_s}, {u"left"_s, 1}, {u"max"_s, 3},
                    {u"reset"_s, u"rest"_s}}}));
        QVERIFY(!combatantNamed(root, u"Wren"_s).contains(u"uses"_s));
        QCOMPARE(logTexts(root),
            (QStringList{u"Dragon uses Breath (0/1 left)"_s, u"Dragon uses Spells (1/3 left)"_s,
                u"Dragon uses Spells (0/3 left)"_s, u"Dragon gets back one Spells (1/3 left)"_s}));

        const QString none = writeCommands("[]");
        const CliResult again
            = run({u"play"_s, saved, u"--commands"_s, none, u"--seed"_s, u"1"_s, u"--json"_s});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.json().object().value(u"combatants"_s), root.value(u"combatants"_s));
    }

    // Ann acts before Bob (old-school, both of the party, the order given). The reminders each
    // command raised, by hand: the start raises Ann's start-of-turn note; the second next-turn
    // ends round 1 (Bob's end-of-round note) and starts Ann's turn in round 2 (her note again);
    // after her note is removed, next-round raises only Bob's. An undone command's reminder goes
    // with it; its redo raises it again.
    void playListsTheRemindersEachCommandRaised()
    {
        const QString file = m_dir.filePath(u"reminders.fray.json"_s);
        QVERIFY(writeFile(file, R"({"format": "fray-encounter", "format_version": 1,
            "ruleset": "old-school", "combatants": [
              {"id": 1, "name": "Ann", "side": "party", "hp": 10},
              {"id": 2, "name": "Bob", "side": "party", "hp": 10}],
            "fight": {"round": 0, "turn": -1, "order": [
              {"combatant": 1, "value": 6, "slot": 0}, {"combatant": 2, "value": 2, "slot": 1}]},
            "next_id": 3})"));
        const QString commands = writeCommands(R"([
            {"command": "add-reminder", "combatant": "ann", "text": "save vs. poison", "when": "start_of_turn"},
            {"command": "add-reminder", "combatant": "Bob", "text": "concentration", "when": "end_of_round"},
            {"command": "start"},
            {"command": "next-turn"},
            {"command": "next-turn"},
            {"command": "remove-reminder", "combatant": "Ann", "text": "SAVE VS. POISON"},
            {"command": "next-round"},
            {"command": "undo"},
            {"command": "redo"}
        ])");
        const QString saved = m_dir.filePath(u"reminders-after.fray.json"_s);
        const CliResult r = run({u"play"_s, file, u"--commands"_s, commands, u"--seed"_s, u"1"_s,
            u"--json"_s, u"--save"_s, saved});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject root = r.json().object();
        const auto raised = [](int command, const char *kind, int round, const char *name,
                                const char *when, const char *text) {
            return QJsonObject{{u"command"_s, command}, {u"kind"_s, QString::fromLatin1(kind)},
                {u"round"_s, round}, {u"combatant"_s, QString::fromLatin1(name)},
                {u"when"_s, QString::fromLatin1(when)}, {u"text"_s, QString::fromLatin1(text)}};
        };
        QCOMPARE(root.value(u"reminders"_s).toArray(),
            (QJsonArray{raised(2, "start", 1, "Ann", "start_of_turn", "save vs. poison"),
                raised(4, "next-turn", 1, "Bob", "end_of_round", "concentration"),
                raised(4, "next-turn", 2, "Ann", "start_of_turn", "save vs. poison"),
                raised(6, "next-round", 2, "Bob", "end_of_round", "concentration"),
                raised(8, "redo", 3, "Bob", "end_of_round", "concentration")}));
        const QStringList log = logTexts(root);
        QCOMPARE(log.count(u"Reminder \u00b7 Ann: save vs. poison"_s), 2);
        QCOMPARE(log.count(u"Reminder \u00b7 Bob: concentration"_s), 2);
        QVERIFY(log.contains(u"Ann will be reminded at the start of its turn: save vs. poison"_s));
        QVERIFY(log.contains(u"Ann will no longer be reminded: save vs. poison"_s));

        // The file keeps Bob's reminder; a play that raises none has no "reminders" key.
        const QString none = writeCommands("[]");
        const CliResult again
            = run({u"play"_s, saved, u"--commands"_s, none, u"--seed"_s, u"1"_s, u"--json"_s});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(!again.json().object().contains(u"reminders"_s));
        QFile written(saved);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QJsonArray combatants
            = QJsonDocument::fromJson(written.readAll()).object().value(u"combatants"_s).toArray();
        QVERIFY(!combatants.at(0).toObject().contains(u"reminders"_s));
        QCOMPARE(combatants.at(1).toObject().value(u"reminders"_s).toArray(),
            (QJsonArray{
                QJsonObject{{u"text"_s, u"concentration"_s}, {u"when"_s, u"end_of_round"_s}}}));

        // The text output lists them after the log.
        const CliResult text
            = run({u"play"_s, file, u"--commands"_s, commands, u"--seed"_s, u"1"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Reminders:\n  commands[2] (start) \u00b7 Ann: Start of turn: "
                                   "save vs. poison\n"),
            text.out.constData());
    }

    // --save writes an encounter file that fray-cli reads back, fight and all.
    void playSaveWritesALoadableFile()
    {
        const QString out = m_dir.filePath(u"saved.fray.json"_s);
        const QString commands = writeCommands(R"([
            {"command": "start"},
            {"command": "damage", "target": "Bandit 1", "amount": 2},
            {"command": "condition", "target": "Mira", "condition": "shaken"}
        ])");
        const CliResult r = run({u"play"_s, sample(u"d20-ascending"_s), u"--commands"_s, commands,
            u"--seed"_s, u"3"_s, u"--save"_s, out});
        QCOMPARE(r.exitCode, 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(saved.value(u"format"_s).toString(), u"fray-encounter"_s);
        // Version 4: the log's "Mira is Shaken" keeps the ruleset's word in English and German.
        QCOMPARE(saved.value(u"format_version"_s).toInteger(), 4);
        QCOMPARE(saved.value(u"ruleset"_s).toString(), u"d20-ascending"_s);
        QCOMPARE(saved.value(u"fight"_s).toObject().value(u"round"_s).toInteger(), 1);

        const QString none = writeCommands("[]");
        const CliResult again
            = run({u"play"_s, out, u"--commands"_s, none, u"--seed"_s, u"1"_s, u"--json"_s});
        QCOMPARE(again.exitCode, 0);
        const QJsonObject root = again.json().object();
        QCOMPARE(root.value(u"round"_s).toInteger(), 1);
        QCOMPARE(combatantNamed(root, u"Bandit 1"_s).value(u"hp"_s).toInteger(), 6 - 2);
        QCOMPARE(combatantNamed(root, u"Mira"_s).value(u"conditions"_s).toArray().size(), 1);
    }

    void badInputIsOneErrorLineAndExitTwo_data()
    {
        // %SAMPLE%: the C&C sample; %FILE%: `file` written to a temporary file; %CMDS%:
        // `commands` written to a temporary file.
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QByteArray>("commands");
        QTest::addColumn<QByteArray>("mentions");

        const QByteArray good = R"({"format": "fray-encounter", "format_version": 1,
            "ruleset": "castles-crusades", "combatants": [{"name": "Orc", "hp": 5}]})";
        const QStringList playFile{
            u"play"_s, u"%FILE%"_s, u"--commands"_s, u"%CMDS%"_s, u"--seed"_s, u"1"_s};
        const QStringList playSample{
            u"play"_s, u"%SAMPLE%"_s, u"--commands"_s, u"%CMDS%"_s, u"--seed"_s, u"1"_s};
        const QStringList initiativeFile{u"initiative"_s, u"%FILE%"_s, u"--seed"_s, u"1"_s};

        QTest::newRow("initiative-without-seed")
            << QStringList{u"initiative"_s, u"%SAMPLE%"_s} << QByteArray() << QByteArray()
            << QByteArray("--seed N is required");
        QTest::newRow("play-without-seed")
            << QStringList{u"play"_s, u"%SAMPLE%"_s, u"--commands"_s, u"%CMDS%"_s} << QByteArray()
            << QByteArray("[]") << QByteArray("--seed N is required");
        QTest::newRow("play-without-commands")
            << QStringList{u"play"_s, u"%SAMPLE%"_s, u"--seed"_s, u"1"_s} << QByteArray()
            << QByteArray() << QByteArray("--commands CMDS.json is required");
        QTest::newRow("seed-not-a-number")
            << QStringList{u"initiative"_s, u"%SAMPLE%"_s, u"--seed"_s, u"abc"_s} << QByteArray()
            << QByteArray() << QByteArray("--seed must be a whole number");
        QTest::newRow("unknown-combatant-in-commands")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "damage", "target": "Nobody", "amount": 1}])")
            << QByteArray("commands[0].target: no combatant is called 'Nobody'");
        QTest::newRow("command-that-fails")
            << playSample << QByteArray() << QByteArray(R"([{"command": "next-turn"}])")
            << QByteArray("commands[0] (next-turn): the fight has not started yet");
        QTest::newRow("add-reminder-unknown-moment")
            << playFile << good
            << QByteArray(R"([{"command": "add-reminder", "combatant": "Orc", "text": "roar",
                              "when": "dawn"}])")
            << QByteArray("commands[0].when: 'dawn' is not a moment");
        QTest::newRow("add-reminder-without-moment")
            << playFile << good
            << QByteArray(R"([{"command": "add-reminder", "combatant": "Orc", "text": "roar"}])")
            << QByteArray("commands[0].when: missing");
        QTest::newRow("add-reminder-blank-text")
            << playFile << good
            << QByteArray(R"([{"command": "add-reminder", "combatant": "Orc", "text": " ",
                              "when": "end_of_turn"}])")
            << QByteArray("commands[0] (add-reminder): a reminder needs a text");
        QTest::newRow("add-reminder-misspelt-field")
            << playFile << good
            << QByteArray(R"([{"command": "add-reminder", "combatant": "Orc", "text": "roar",
                              "when": "end_of_turn", "round": 2}])")
            << QByteArray("commands[0].round");
        QTest::newRow("remove-reminder-not-there")
            << playFile << good
            << QByteArray(R"([{"command": "add-reminder", "combatant": "Orc", "text": "roar",
                              "when": "end_of_turn"},
                             {"command": "remove-reminder", "combatant": "Orc", "text": "flee"}])")
            << QByteArray(
                   "commands[1] (remove-reminder): Orc has no reminder 'flee' (it has: roar)");
        QTest::newRow("remove-reminder-at-another-moment")
            << playFile << good
            << QByteArray(R"([{"command": "add-reminder", "combatant": "Orc", "text": "roar",
                              "when": "end_of_turn"},
                             {"command": "remove-reminder", "combatant": "Orc", "text": "roar",
                              "when": "start_of_turn"}])")
            << QByteArray("commands[1] (remove-reminder): Orc has no reminder 'roar'");
        QTest::newRow("undo-with-nothing-done")
            << playSample << QByteArray() << QByteArray(R"([{"command": "undo"}])")
            << QByteArray("nothing to undo");
        QTest::newRow("unknown-command")
            << playSample << QByteArray() << QByteArray(R"([{"command": "fireball"}])")
            << QByteArray("unknown command 'fireball'");
        QTest::newRow("command-field-of-the-wrong-type")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "damage", "target": "Ghoul", "amount": 2, "pool": 5}])")
            << QByteArray("commands[0].pool: expected a text");
        QTest::newRow("option-switch-not-true-or-false")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "option", "option": "group-initiative", "on": "no"}])")
            << QByteArray("commands[0].on: expected true or false");
        QTest::newRow("misspelt-optional-field")
            << playSample << QByteArray()
            << QByteArray(
                   R"([{"command": "condition", "target": "Ghoul", "condition": "prone", "rouns": 2}])")
            << QByteArray("commands[0].rouns: unknown field");
        QTest::newRow("field-on-a-command-that-takes-none")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "start"}, {"command": "next-turn", "count": 2}])")
            << QByteArray("commands[1].count: unknown field");
        QTest::newRow("field-on-undo")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "start"}, {"command": "next-turn"},
                             {"command": "undo", "steps": 2}])")
            << QByteArray("commands[2].steps: unknown field");
        QTest::newRow("amount-as-text")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "damage", "target": "Ghoul", "amount": "4"}])")
            << QByteArray("commands[0].amount: expected a whole number");
        QTest::newRow("bad-command-after-good-ones-applies-nothing")
            << QStringList(playSample) + QStringList{u"--save"_s, u"%FILE%"_s} << QByteArray()
            << QByteArray(R"([{"command": "start"},
                             {"command": "damage", "target": "Ghoul", "amount": 4},
                             {"command": "heal", "target": "Ghoul", "amount": 1, "amout": 2}])")
            << QByteArray("commands[2].amout: unknown field");
        QTest::newRow("save-to-a-full-disk")
            << QStringList(playSample) + QStringList{u"--save"_s, u"/dev/full"_s} << QByteArray()
            << QByteArray(R"([{"command": "start"}])") << QByteArray("cannot write /dev/full");
        QTest::newRow("declared-attacks-past-the-bound")
            << playSample << QByteArray()
            << QByteArray(
                   R"([{"command": "declare", "combatant": "Ghoul", "attacks": 1000000000}])")
            << QByteArray("commands[0] (declare): attacks per round must be from 1 to 100, not "
                          "1,000,000,000");
        QTest::newRow("own-condition-misspelt-field")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "condition", "target": "Ghoul",
                             "custom": {"name": "Web", "to_hot": -2}}])")
            << QByteArray("commands[0].custom.to_hot: unknown field");
        QTest::newRow("own-condition-and-a-catalogue-one")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "condition", "target": "Ghoul", "condition": "prone",
                             "custom": {"name": "Web"}}])")
            << QByteArray("give a condition of the ruleset or one of your own (custom), not both");
        QTest::newRow("own-condition-damage-not-dice")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "condition", "target": "Ghoul",
                             "custom": {"name": "Acid", "damage": "2d"}}])")
            << QByteArray("'Acid': damage '2d'");
        QTest::newRow("declared-every-round-not-true-or-false")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "declare", "combatant": "Ghoul", "every_round": "yes"}])")
            << QByteArray("commands[0].every_round: expected true or false");
        QTest::newRow("declared-attacks-zero")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "declare", "combatant": "Ghoul", "attacks": 0}])")
            << QByteArray("attacks per round must be from 1 to 100, not 0");
        QTest::newRow("rolled-hit-points-without-hit-dice")
            << playSample << QByteArray()
            << QByteArray(
                   R"([{"command": "add", "name": "Orc", "side": "foes", "hp": 6, "hp_mode": "roll"}])")
            << QByteArray("commands[0].hit_dice: hit points by 'roll' need the hit dice");
        QTest::newRow("unknown-hit-point-mode")
            << playSample << QByteArray()
            << QByteArray(
                   R"([{"command": "add", "name": "Orc", "side": "foes", "hp": 6, "hp_mode": "max"}])")
            << QByteArray("commands[0].hp_mode: expected fixed, roll or average");
        const QByteArray dragon = R"({"format": "fray-encounter", "format_version": 1,
            "ruleset": "castles-crusades", "combatants": [{"name": "Dragon", "hp": 40,
            "uses": [{"name": "Breath", "max": 1, "left": 0, "reset": "recharge",
                      "recharge": "1d6", "target": 5}]}]})";
        QTest::newRow("use-with-none-left")
            << playFile << dragon
            << QByteArray(R"([{"command": "use", "combatant": "Dragon", "use": "Breath"}])")
            << QByteArray("commands[0] (use): Dragon has no Breath left (resets: recharge "
                          "5\xe2\x80\x93"
                          "6 on 1d6)");
        QTest::newRow("restore-when-full")
            << playFile << dragon
            << QByteArray(R"([{"command": "restore", "combatant": "Dragon", "use": "Breath"},
                             {"command": "restore", "combatant": "Dragon", "use": "Breath"}])")
            << QByteArray("commands[1] (restore): Breath of Dragon is already full (1/1)");
        QTest::newRow("use-it-does-not-have")
            << playFile << dragon
            << QByteArray(R"([{"command": "use", "combatant": "Dragon", "use": "Wish"}])")
            << QByteArray("Dragon has no use 'Wish' (it has: Breath)");
        QTest::newRow("use-without-its-name")
            << playFile << dragon << QByteArray(R"([{"command": "use", "combatant": "Dragon"}])")
            << QByteArray("commands[0].use: ");
        QTest::newRow("use-with-a-misspelt-field")
            << playFile << dragon
            << QByteArray(R"([{"command": "use", "combatant": "Dragon", "uses": "Breath"}])")
            << QByteArray("commands[0].uses: unknown field");
        QTest::newRow("file-with-an-unknown-reset")
            << playFile << QByteArray(R"({"format": "fray-encounter", "format_version": 1,
                 "ruleset": "castles-crusades", "combatants": [{"name": "Dragon", "hp": 40,
                 "uses": [{"name": "Breath", "max": 1, "reset": "daily"}]}]})")
            << QByteArray("[]")
            << QByteArray("combatants[0].uses[0].reset: 'daily' is not a reset");
        QTest::newRow("targets-not-a-list")
            << playSample << QByteArray()
            << QByteArray(R"([{"command": "heal", "targets": "Ghoul", "amount": 1}])")
            << QByteArray("commands[0].targets: expected a list");
        QTest::newRow("command-kind-missing")
            << playSample << QByteArray() << QByteArray(R"([{"target": "Ghoul", "amount": 1}])")
            << QByteArray("commands[0].command: missing");
        QTest::newRow("commands-not-json")
            << playSample << QByteArray() << QByteArray("[\n  {\"command\": }")
            << QByteArray("not valid JSON at line 2, column");
        QTest::newRow("commands-not-a-list")
            << playSample << QByteArray() << QByteArray(R"({"command": "start"})")
            << QByteArray("expected a list of commands");
        QTest::newRow("unknown-ruleset-in-the-file")
            << initiativeFile << QByteArray(good).replace("castles-crusades", "no-such-rules")
            << QByteArray() << QByteArray("unknown ruleset 'no-such-rules'");
        QTest::newRow("newer-format-version")
            << initiativeFile
            << QByteArray(good).replace("\"format_version\": 1", "\"format_version\": 5")
            << QByteArray() << QByteArray("needs a newer Fray (format version 5");
        QTest::newRow("not-an-encounter-file")
            << initiativeFile << QByteArray(good).replace("fray-encounter", "fray-ruleset")
            << QByteArray() << QByteArray("expected \"fray-encounter\"");
        QTest::newRow("encounter-file-not-json") << initiativeFile << QByteArray("{ \"format\": ")
                                                 << QByteArray() << QByteArray("not valid JSON");
        QTest::newRow("misspelt-field-in-the-file")
            << initiativeFile << QByteArray(good).replace("\"hp\"", "\"hit_points\"")
            << QByteArray() << QByteArray("combatants[0].hit_points: unknown field");
        QTest::newRow("play-file-not-json")
            << playFile << QByteArray("[") << QByteArray("[]") << QByteArray("not valid JSON");
        // Every way a file can be wrong is refused with where and why, never read as a default.
        // A combatant as the ruleset (C&C: STR 3-18 ...) and the file format allow, then one
        // thing changed per row.
        const auto withCombatant = [](const char *fields) {
            return QByteArray(R"({"format": "fray-encounter", "format_version": 1,
                "ruleset": "castles-crusades", "combatants": [{"name": "Orc", )")
                + fields + "}]}";
        };
        const auto refused = [&](const char *name, const QByteArray &file, const char *mentions) {
            QTest::newRow(name) << initiativeFile << file << QByteArray() << QByteArray(mentions);
        };
        refused("hp-as-text", withCombatant(R"("hp": "16")"),
            "combatants[0].hp: expected a whole number or");
        refused("hp-true", withCombatant(R"("hp": true)"),
            "combatants[0].hp: expected a whole number or");
        refused("hp-a-list", withCombatant(R"("hp": [16])"),
            "combatants[0].hp: expected a whole number or");
        refused("hp-null", withCombatant(R"("hp": null)"),
            "combatants[0].hp: expected a whole number or");
        refused("hp-beyond-json", withCombatant(R"("hp": 9223372036854775807)"),
            "combatants[0].hp: expected a whole number, not");
        refused("unknown-stat", withCombatant(R"("hp": 5, "stats": {"luck": 3})"),
            "combatants[0].stats.luck: Castles & Crusades has no stat 'luck'");
        refused("stat-out-of-range", withCombatant(R"("hp": 5, "stats": {"dex": 1000000})"),
            "combatants[0].stats.dex: 1000000 is outside");
        refused("unknown-condition", withCombatant(R"("hp": 5, "conditions": [{"id": "cursed"}])"),
            "combatants[0].conditions[0].id: Castles & Crusades has no condition 'cursed'");
        refused("unknown-hp-state", withCombatant(R"("hp": 5, "state": "zombie")"),
            "combatants[0].state: Castles & Crusades has no HP state 'zombie'");
        refused("unknown-declared-action", withCombatant(R"("hp": 5, "declared": "teleport")"),
            "combatants[0].declared: Castles & Crusades has no declared action 'teleport'");
        refused("unknown-override", withCombatant(R"("hp": 5, "overrides": ["always-first"])"),
            "combatants[0].overrides: Castles & Crusades has no initiative override "
            "'always-first'");
        refused("damage-not-dice",
            withCombatant(R"("hp": 5, "attacks": [{"name": "Axe", "value": 1, "damage": "1d"}])"),
            "combatants[0].attacks[0].damage: '1d': expected the number of sides");
        refused("damage-past-the-limits",
            withCombatant(
                R"("hp": 5, "attacks": [{"name": "Axe", "value": 1, "damage": "1000000d1000000"}])"),
            "combatants[0].attacks[0].damage: '1000000d1000000': more than 10,000 dice");
        refused("current-above-maximum", withCombatant(R"("hp": {"max": 5, "current": 9})"),
            "combatants[0].hp.current: 9 is more than the maximum 5");
        refused("current-far-below-zero",
            withCombatant(R"("hp": {"max": 5, "current": -9007199254740992})"),
            "combatants[0].hp.current: -9007199254740992 is outside");
        refused("subdual-above-maximum", withCombatant(R"("hp": {"max": 5, "subdual": 6})"),
            "combatants[0].hp.subdual: 6 is outside 0 to the maximum 5");
        refused("negative-unit-size", withCombatant(R"("hp": 5, "unit_size": -3)"),
            "combatants[0].unit_size: -3 is outside");
        refused("no-attacks-per-round", withCombatant(R"("hp": 5, "attacks_per_round": 0)"),
            "combatants[0].attacks_per_round: 0 is outside 1 to 100");
        refused("ten-thousand-attacks-per-round",
            withCombatant(R"("hp": 5, "attacks_per_round": 10000)"),
            "combatants[0].attacks_per_round: 10000 is outside 1 to 100");
        refused("empty-name", QByteArray(R"({"format": "fray-encounter", "format_version": 1,
                "ruleset": "castles-crusades", "combatants": [{"name": " ", "hp": 5}]})"),
            "combatants[0].name: a combatant needs a name");
        refused("round-below-zero", QByteArray(R"({"format": "fray-encounter", "format_version": 1,
                "ruleset": "castles-crusades", "combatants": [{"id": 1, "name": "Orc", "hp": 5}],
                "fight": {"round": -3, "turn": -1, "order": []}})"),
            "fight.round: -3 is outside 0 to");
        refused("order-entry-for-no-one",
            QByteArray(R"({"format": "fray-encounter", "format_version": 1,
                "ruleset": "castles-crusades", "combatants": [{"id": 1, "name": "Orc", "hp": 5}],
                "fight": {"round": 1, "turn": 0, "order": [{"combatant": 0, "value": 5}]}})"),
            "fight.order: entry 0: no combatant has the id 0");
        refused("format-version-zero",
            QByteArray(good).replace("\"format_version\": 1", "\"format_version\": 0"),
            "format_version: must be 1 or more, not 0");
        refused("format-version-negative",
            QByteArray(good).replace("\"format_version\": 1", "\"format_version\": -3"),
            "format_version: must be 1 or more, not -3");
        refused("no-combatants-list",
            QByteArray(R"({"format": "fray-encounter", "format_version": 1,
                "ruleset": "castles-crusades"})"),
            "combatants: missing");
        QTest::newRow("hp-change-not-a-change")
            << playFile << good
            << QByteArray(R"([{"command": "hp", "target": "Orc", "change": "-x"}])")
            << QByteArray("commands[0].change: '-x' is not a change of hit points");
        QTest::newRow("hp-change-not-a-text")
            << playFile << good
            << QByteArray(R"([{"command": "hp", "target": "Orc", "change": -7}])")
            << QByteArray("commands[0].change: expected a text");
        QTest::newRow("hp-without-target")
            << playFile << good << QByteArray(R"([{"command": "hp", "change": "-7"}])")
            << QByteArray("commands[0]: give a 'target'");
        QTest::newRow("hp-for-two")
            << playFile << good
            << QByteArray(R"([{"command": "hp", "targets": ["Orc"], "change": "-7"}])")
            << QByteArray("commands[0].targets: unknown field");
        QTest::newRow("missing-encounter-file")
            << QStringList{u"initiative"_s, u"/nonexistent/none.fray.json"_s, u"--seed"_s, u"1"_s}
            << QByteArray() << QByteArray() << QByteArray("cannot read");
    }

    void badInputIsOneErrorLineAndExitTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, file);
        QFETCH(QByteArray, commands);
        QFETCH(QByteArray, mentions);
        const QString filePath = m_dir.filePath(u"bad.fray.json"_s);
        QVERIFY(writeFile(filePath, file));
        const QString commandsPath = writeCommands(commands);
        for (QString &a : arguments) {
            a.replace(u"%SAMPLE%"_s, sample(u"castles-crusades"_s));
            a.replace(u"%FILE%"_s, filePath);
            a.replace(u"%CMDS%"_s, commandsPath);
        }
        const CliResult r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.isOneErrorLine(), r.err.constData());
        QVERIFY2(r.err.contains(mentions), r.err.constData());
        QVERIFY(r.out.isEmpty());
        // Nothing was saved either (--save %FILE% would overwrite it).
        QFile written(filePath);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), file);
    }

    // `turn` in play --json names the acting entry as `initiative` does: the combatant, or the
    // group or side for a group or side entry (old-school: a d6 per PC, per group of foes, or
    // one for the party with the party-roll option).
    void playTurnNamesTheActingEntry_data()
    {
        QTest::addColumn<QByteArray>("combatants");
        QTest::addColumn<QByteArray>("option");
        QTest::addColumn<QString>("turn");
        QTest::newRow("own-entry-names-the-combatant")
            << QByteArray(R"([{"name": "Aldo", "side": "party", "hp": 8}])") << QByteArray()
            << u"Aldo"_s;
        QTest::newRow("group-entry-names-the-group")
            << QByteArray(R"([{"name": "Goblin 1", "group": "Goblins", "hp": 4},
                              {"name": "Goblin 2", "group": "Goblins", "hp": 5}])")
            << QByteArray() << u"Goblins"_s;
        QTest::newRow("side-entry-names-the-side")
            << QByteArray(R"([{"name": "Aldo", "side": "party", "hp": 8},
                              {"name": "Brena", "side": "party", "hp": 6}])")
            << QByteArray(R"({"command": "option", "option": "party-roll"},)") << u"party"_s;
    }

    void playTurnNamesTheActingEntry()
    {
        QFETCH(QByteArray, combatants);
        QFETCH(QByteArray, option);
        QFETCH(QString, turn);
        const QString file = m_dir.filePath(u"turn.fray.json"_s);
        QVERIFY(writeFile(file,
            R"({"format": "fray-encounter", "format_version": 1, "ruleset": "old-school",
                "combatants": )"
                + combatants + "}"));
        const CliResult r = run({u"play"_s, file, u"--commands"_s,
            writeCommands("[" + option + R"({"command": "start"}])"), u"--seed"_s, u"1"_s,
            u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().object().value(u"turn"_s).toString(), turn);
        const CliResult text = run({u"play"_s, file, u"--commands"_s,
            writeCommands("[" + option + R"({"command": "start"}])"), u"--seed"_s, u"1"_s});
        QVERIFY2(
            text.out.startsWith("Round 1, " + turn.toUtf8() + " acts\n"), text.out.constData());
    }

    // Removing a group's first member, the one its initiative entry names: play must still
    // print the fight, and a saved file must load again.
    void removingAGroupsFirstMember()
    {
        const QString goblins = m_dir.filePath(u"goblins.fray.json"_s);
        QVERIFY(writeFile(goblins, R"({"format": "fray-encounter", "format_version": 1,
            "ruleset": "old-school", "combatants": [
                {"name": "Goblin 1", "group": "Goblins", "hp": 4},
                {"name": "Goblin 2", "group": "Goblins", "hp": 5}]})"));
        const QString out = m_dir.filePath(u"without-goblin-1.fray.json"_s);
        const CliResult r
            = run({u"play"_s, goblins, u"--commands"_s, writeCommands(R"([{"command": "start"},
                              {"command": "remove", "combatant": "Goblin 1"}])"),
                u"--seed"_s, u"1"_s, u"--json"_s, u"--save"_s, out});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().object().value(u"combatants"_s).toArray().size(), 1);
        QCOMPARE(r.json().object().value(u"turn"_s).toString(), u"Goblins"_s);
        const CliResult again = run({u"initiative"_s, out, u"--seed"_s, u"1"_s, u"--json"_s});
        QCOMPARE(again.exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliEncounter)
#include "tst_cli_encounter.moc"
