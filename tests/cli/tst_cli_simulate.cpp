// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli simulate` as a script meets it: the JSON shape, the same result for a seed whatever
// the threads, the exact duel, and one error line with exit code 2 for every kind of bad input.

#include "CliRunner.h"
#include "HermeticTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

// The ruleset's sample encounter, or a fight of tests/data/sim.
QString sample(const QString &name)
{
    const bool fight
        = name.endsWith(u"-duel"_s) || name.endsWith(u"-danger"_s) || name.endsWith(u"-tune"_s);
    const QString folder = fight ? u"sim"_s : u"encounters"_s;
    return testData() + u"/%1/%2.fray.json"_s.arg(folder, name);
}

CliResult run(const QStringList &arguments)
{
    return runWithTestRulesets(arguments);
}

QSet<QString> keysOf(const QJsonObject &object)
{
    const QStringList keys = object.keys();
    return QSet<QString>(keys.begin(), keys.end());
}

// A castles-crusades fight written by the test: `party` knights against `foes`, each of
// `hp` hit points.
QByteArray knights(int party, int foes, qint64 hp)
{
    QJsonArray combatants;
    for (int i = 0; i < party + foes; ++i)
        combatants.append(QJsonObject{{u"name"_s, u"Knight %1"_s.arg(i + 1)},
            {u"side"_s, i < party ? u"party"_s : u"foes"_s},
            {u"stats"_s, QJsonObject{{u"dex"_s, 12}, {u"bth"_s, 3}}},
            {u"attacks"_s,
                QJsonArray{QJsonObject{{u"name"_s, u"Longsword"_s}, {u"kind"_s, u"melee"_s},
                    {u"value"_s, 4}, {u"damage"_s, u"1d8+1"_s}}}},
            {u"hp"_s, hp}, {u"defence"_s, 15}});
    return QJsonDocument(QJsonObject{{u"format"_s, u"fray-encounter"_s}, {u"format_version"_s, 1},
                             {u"name"_s, u"Knights"_s}, {u"ruleset"_s, u"castles-crusades"_s},
                             {u"combatants"_s, combatants}})
        .toJson();
}

// The result without the one figure that depends on the machine.
QJsonObject withoutSpeed(QJsonObject o)
{
    o.remove(u"fights_per_second"_s);
    return o;
}

} // namespace

class TestCliSimulate : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void jsonHasTheIssuesShape();
    void aSeedGivesTheSameFightsOnAnyThreads();
    void anExactDuelHasNoStandardErrors();
    void badInputIsOneLine_data();
    void badInputIsOneLine();
    void textNamesEachSideAndCombatant();
    void whatCannotBeSimulatedIsRefusedBeforeTheWork_data();
    void whatCannotBeSimulatedIsRefusedBeforeTheWork();
    void whatIfCountsChangeTheFightNotTheFile_data();
    void whatIfCountsChangeTheFightNotTheFile();
    void aNameOfTwoGroupsIsAskedToBeOne();
    void aLargeGroupMayBeAskedForUpToItsSize();
    void dangerBeforeEachTurnIsWorkedOutByHand_data();
    void dangerBeforeEachTurnIsWorkedOutByHand();
    void dangerNeedsAFightUnderWay();
    void aDayOfTwoFightsIsWorkedOutByHand();
    void aDayThatCannotBePlayedIsOneLine_data();
    void aDayThatCannotBePlayedIsOneLine();
    void tuneFindsTheOgresHitPointsWorkedOutByHand();
    void aTuneThatCannotBeIsOneLine_data();
    void aTuneThatCannotBeIsOneLine();
};

void TestCliSimulate::jsonHasTheIssuesShape()
{
    const CliResult r = run({u"simulate"_s, sample(u"castles-crusades"_s), u"--trials"_s,
        u"20000"_s, u"--seed"_s, u"7"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QJsonObject o = r.json().object();
    QCOMPARE(keysOf(o),
        (QSet<QString>{u"trials"_s, u"seed"_s, u"exact"_s, u"max_rounds"_s, u"sides"_s,
            u"undecided"_s, u"draw"_s, u"rounds"_s, u"combatants"_s, u"difficulty"_s, u"notes"_s,
            u"fights_per_second"_s}));
    QCOMPARE(o.value(u"trials"_s).toInteger(), 20000);
    QCOMPARE(o.value(u"seed"_s).toInteger(), 7);
    QCOMPARE(o.value(u"exact"_s).toBool(), false);
    QCOMPARE(o.value(u"max_rounds"_s).toInteger(), 50);
    const QJsonArray sides = o.value(u"sides"_s).toArray();
    QCOMPARE(sides.size(), 2);
    double total = o.value(u"undecided"_s).toDouble() + o.value(u"draw"_s).toDouble();
    for (const QJsonValue &v : sides) {
        QCOMPARE(keysOf(v.toObject()), (QSet<QString>{u"side"_s, u"win"_s, u"win_se"_s}));
        total += v.toObject().value(u"win"_s).toDouble();
        QVERIFY(v.toObject().value(u"win_se"_s).toDouble() > 0.0);
    }
    QCOMPARE(sides.at(0).toObject().value(u"side"_s).toString(), u"party"_s);
    QVERIFY(std::abs(total - 1.0) < 1e-9);
    const QJsonObject rounds = o.value(u"rounds"_s).toObject();
    QCOMPARE(keysOf(rounds), (QSet<QString>{u"mean"_s, u"mean_se"_s, u"histogram"_s}));
    double decided = 0.0;
    int last = 0;
    for (const QJsonValue &v : rounds.value(u"histogram"_s).toArray()) {
        const QJsonArray pair = v.toArray();
        QCOMPARE(pair.size(), 2);
        QVERIFY(pair.at(0).toInt() > last);
        last = pair.at(0).toInt();
        QVERIFY(pair.at(1).toDouble() > 0.0);
        decided += pair.at(1).toDouble();
    }
    QVERIFY(std::abs(decided + o.value(u"undecided"_s).toDouble() - 1.0) < 1e-9);
    const QJsonArray people = o.value(u"combatants"_s).toArray();
    QCOMPARE(people.size(), 5);
    QCOMPARE(keysOf(people.at(0).toObject()),
        (QSet<QString>{u"name"_s, u"side"_s, u"p_out"_s, u"p_dead"_s, u"mean_hp_left"_s,
            u"mean_damage_dealt"_s, u"mean_damage_taken"_s}));
    QCOMPARE(people.at(0).toObject().value(u"name"_s).toString(), u"Sir Aldous"_s);
    QVERIFY(QStringList({u"easy"_s, u"medium"_s, u"hard"_s, u"deadly"_s})
                .contains(o.value(u"difficulty"_s).toString()));
    QVERIFY(o.value(u"fights_per_second"_s).toDouble() > 0.0);
}

void TestCliSimulate::aSeedGivesTheSameFightsOnAnyThreads()
{
    QJsonObject first;
    for (const QString &threads : {u"1"_s, u"2"_s}) {
        const CliResult r = run({u"simulate"_s, sample(u"d20-ascending"_s), u"--trials"_s,
            u"9000"_s, u"--seed"_s, u"42"_s, u"--threads"_s, threads, u"--tactic"_s, u"random"_s,
            u"--tactic-foes"_s, u"strongest"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = withoutSpeed(r.json().object());
        if (first.isEmpty())
            first = o;
        QCOMPARE(o, first);
    }
    const CliResult other = run({u"simulate"_s, sample(u"d20-ascending"_s), u"--trials"_s,
        u"9000"_s, u"--seed"_s, u"43"_s, u"--json"_s});
    QVERIFY(withoutSpeed(other.json().object()) != first);
}

void TestCliSimulate::anExactDuelHasNoStandardErrors()
{
    const CliResult r = run({u"simulate"_s, sample(u"castles-crusades-duel"_s), u"--exact"_s,
        u"--max-rounds"_s, u"30"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QCOMPARE(o.value(u"exact"_s).toBool(), true);
    QCOMPARE(o.value(u"max_rounds"_s).toInteger(), 30);
    for (const QJsonValue &v : o.value(u"sides"_s).toArray())
        QCOMPARE(v.toObject().value(u"win_se"_s).toDouble(), 0.0);
    QCOMPARE(o.value(u"rounds"_s).toObject().value(u"mean_se"_s).toDouble(), 0.0);
    // Two equal knights: nearly even, the first in the list striking first on equal counts.
    const double party = o.value(u"sides"_s).toArray().at(0).toObject().value(u"win"_s).toDouble();
    QVERIFY(party > 0.5 && party < 0.52);
}

void TestCliSimulate::badInputIsOneLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    const QString cc = sample(u"castles-crusades"_s);
    const QStringList base{u"simulate"_s, cc, u"--seed"_s, u"1"_s};
    QTest::newRow("unknown-tactic")
        << base + QStringList{u"--trials"_s, u"10"_s, u"--tactic"_s, u"bravest"_s}
        << u"unknown tactic 'bravest'"_s;
    QTest::newRow("unknown-foes-tactic")
        << base + QStringList{u"--trials"_s, u"10"_s, u"--tactic-foes"_s, u"x"_s}
        << u"--tactic-foes"_s;
    QTest::newRow("no-trials") << base + QStringList{u"--trials"_s, u"0"_s}
                               << u"--trials must be a whole number from 1 to 1000000000"_s;
    QTest::newRow("negative-trials")
        << base + QStringList{u"--trials"_s, u"-5"_s} << u"--trials must be a whole number"_s;
    QTest::newRow("too-many-trials")
        << base + QStringList{u"--trials"_s, u"1000000001"_s} << u"from 1 to 1000000000"_s;
    QTest::newRow("trials-missing") << base << u"--trials N is required"_s;
    QTest::newRow("seed-missing") << QStringList{u"simulate"_s, cc, u"--trials"_s, u"5"_s}
                                  << u"--seed S is required"_s;
    QTest::newRow("max-rounds-zero")
        << base + QStringList{u"--trials"_s, u"5"_s, u"--max-rounds"_s, u"0"_s}
        << u"--max-rounds"_s;
    QTest::newRow("exact-of-five")
        << QStringList{u"simulate"_s, cc, u"--exact"_s} << u"needs one combatant against one"_s;
    QTest::newRow("old-school-needs-a-value") << QStringList{u"simulate"_s, sample(u"old-school"_s),
        u"--trials"_s, u"5"_s, u"--seed"_s, u"1"_s}
                                              << u"needs a value for 'needed'"_s;
    QTest::newRow("bad-threshold")
        << base + QStringList{u"--trials"_s, u"5"_s, u"--threshold"_s, u"hard.lose=2"_s}
        << u"from 0 to 1"_s;
    // Text that reads as a number but is none a chance can be.
    for (const QString &p : {u"nan"_s, u"NaN"_s, u"inf"_s, u"-inf"_s, u"1e400"_s, u"-0.01"_s})
        QTest::addRow("threshold-not-a-chance-%s", qPrintable(p))
            << base + QStringList{u"--trials"_s, u"5"_s, u"--threshold"_s, u"hard.lose="_s + p}
            << u"hard.lose=%1': the chance must be a number from 0 to 1"_s.arg(p);
    QTest::newRow("count-no-such-group")
        << base + QStringList{u"--trials"_s, u"5"_s, u"--count"_s, u"Wraith=3"_s}
        << u"--count 'Wraith=3': no group of alike combatants is called 'Wraith' (groups: Sir "
           "Aldous, Wren, Skeleton, Ghoul)"_s;
    QTest::newRow("count-above-the-most")
        << base + QStringList{u"--trials"_s, u"5"_s, u"--count"_s, u"Skeleton=100"_s}
        << u"the count must be a whole number from 0 to 99"_s;
    QTest::newRow("count-negative")
        << base + QStringList{u"--trials"_s, u"5"_s, u"--count"_s, u"Skeleton=-1"_s}
        << u"expected NAME=N"_s;
    QTest::newRow("count-without-a-number")
        << base + QStringList{u"--trials"_s, u"5"_s, u"--count"_s, u"Skeleton"_s}
        << u"expected NAME=N"_s;
    QTest::newRow("no-file") << QStringList{u"simulate"_s, u"--trials"_s, u"5"_s, u"--seed"_s,
        u"1"_s} << u"give one encounter FILE"_s;
    // Written by the test: a side whose every combatant is already out of the fight.
    QTest::newRow("side-with-no-one-able")
        << QStringList{u"simulate"_s, u"@FALLEN"_s, u"--trials"_s, u"5"_s, u"--seed"_s, u"1"_s}
        << u"no one on side 'foes' is able to fight"_s;
}

void TestCliSimulate::badInputIsOneLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const qsizetype fallen = arguments.indexOf(u"@FALLEN"_s);
    if (fallen >= 0) {
        QFile in(sample(u"castles-crusades-duel"_s));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        // The Black Knight at -3 HP, grievously wounded.
        text.replace(R"("hp": 14, "defence": 15 }
    ])",
            R"("hp": { "max": 14, "current": -3 }, "state": "grievously-wounded", "defence": 15 }
    ])");
        QVERIFY(text.contains("grievously-wounded"));
        QFile out(dir.filePath(u"fallen.fray.json"_s));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        arguments[fallen] = out.fileName();
    }
    const CliResult r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.isOneErrorLine(), r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCliSimulate::textNamesEachSideAndCombatant()
{
    const CliResult r = run({u"simulate"_s, sample(u"basic-roleplaying"_s), u"--trials"_s,
        u"2000"_s, u"--seed"_s, u"3"_s});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    for (const QString &word :
        {u"party wins"_s, u"foes wins"_s, u"Difficulty"_s, u"Jack"_s, u"Thug 2"_s, u"dead"_s})
        QVERIFY2(text.contains(word), qPrintable(text));
}

void TestCliSimulate::whatCannotBeSimulatedIsRefusedBeforeTheWork_data()
{
    QTest::addColumn<int>("party");
    QTest::addColumn<int>("foes");
    QTest::addColumn<qint64>("hp");
    QTest::addColumn<bool>("exact");
    QTest::addColumn<QString>("says");
    // Once clamped to 1,000,000 without a word ("999,994 HP left").
    QTest::newRow("hit-points-above-the-simulations-cap")
        << 1 << 1 << qint64(3'000'000) << false
        << u"Knight 1 has 3,000,000 of 3,000,000 hit points; the simulation works with at most "
           "1,000,000 either way"_s;
    QTest::newRow("hit-points-just-above-the-cap")
        << 1 << 1 << qint64(1'000'001) << false << u"at most 1,000,000 either way"_s;
    // Under the simulation's cap, over the exact chain's (2^21 hit points from floor to top):
    // said before the tables are built.
    QTest::newRow("exact-hit-points-beyond-the-chain")
        << 1 << 1 << qint64(800'000) << true
        << u"--exact: Knight 1 has too many hit points for an exact result"_s;
    // Once every table was built before the count: 14 s and 3.2 GB.
    QTest::newRow("ten-thousand-combatants") << 5'000 << 5'000 << qint64(5) << false
                                             << u"the fight has 10,000 combatants; the simulation "
                                                "works with at most 1,000"_s;
    QTest::newRow("attackers-times-targets-beyond-the-tables")
        << 400 << 600 << qint64(5) << false
        << u"the fight has 480,000 pairs of attacker and target; the simulation works with at "
           "most 200,000 attack tables"_s;
}

void TestCliSimulate::whatCannotBeSimulatedIsRefusedBeforeTheWork()
{
    QFETCH(int, party);
    QFETCH(int, foes);
    QFETCH(qint64, hp);
    QFETCH(bool, exact);
    QFETCH(QString, says);
    QTemporaryDir dir;
    QFile file(dir.filePath(u"knights.fray.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(knights(party, foes, hp));
    file.close();
    const CliResult r = run(exact ? QStringList{u"simulate"_s, file.fileName(), u"--exact"_s}
                                  : QStringList{u"simulate"_s, file.fileName(), u"--trials"_s,
                                      u"10"_s, u"--seed"_s, u"1"_s});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.isOneErrorLine(), r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

// --count NAME=N: the fight simulated has N of the group, named by its stem or by a member; the
// same count as the file's changes nothing; the file is never written.
void TestCliSimulate::whatIfCountsChangeTheFightNotTheFile_data()
{
    QTest::addColumn<QString>("count");
    QTest::addColumn<QStringList>("combatants");
    QTest::addColumn<int>("inFile");
    const QString aldous = u"Sir Aldous"_s, wren = u"Wren"_s, ghoul = u"Ghoul"_s;
    QTest::newRow("none-of-a-group") << u"Skeleton=0"_s << QStringList{aldous, wren, ghoul} << 2;
    QTest::newRow("more-named-by-a-member")
        << u"skeleton 2 = 3"_s
        << QStringList{aldous, wren, u"Skeleton 1"_s, u"Skeleton 2"_s, u"Skeleton 3"_s, ghoul} << 2;
    QTest::newRow("a-one-member-group")
        << u"Ghoul=2"_s
        << QStringList{aldous, wren, u"Skeleton 1"_s, u"Skeleton 2"_s, ghoul, u"Ghoul 2"_s} << 1;
    QTest::newRow("the-files-own-count")
        << u"Skeleton=2"_s << QStringList{aldous, wren, u"Skeleton 1"_s, u"Skeleton 2"_s, ghoul}
        << 0;
}

void TestCliSimulate::whatIfCountsChangeTheFightNotTheFile()
{
    QFETCH(QString, count);
    QFETCH(QStringList, combatants);
    QFETCH(int, inFile);
    const QString file = sample(u"castles-crusades"_s);
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray before = in.readAll();
    in.close();
    const QStringList base{
        u"simulate"_s, file, u"--trials"_s, u"500"_s, u"--seed"_s, u"5"_s, u"--json"_s};
    const CliResult r = run(base + QStringList{u"--count"_s, count});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QStringList names;
    for (const QJsonValue &c : o.value(u"combatants"_s).toArray())
        names << c.toObject().value(u"name"_s).toString();
    QCOMPARE(names, combatants);
    const QJsonArray whatIf = o.value(u"what_if"_s).toArray();
    if (inFile == 0) {
        QVERIFY(!o.contains(u"what_if"_s));
        QCOMPARE(withoutSpeed(o), withoutSpeed(run(base).json().object()));
    } else {
        QCOMPARE(whatIf.size(), 1);
        QCOMPARE(whatIf.at(0).toObject().value(u"in_file"_s).toInt(), inFile);
        QCOMPARE(whatIf.at(0).toObject().value(u"side"_s).toString(), u"foes"_s);
    }
    QVERIFY(in.open(QIODevice::ReadOnly));
    QCOMPARE(in.readAll(), before);
}

// Knights on both sides are two groups of one name: a member's name says which is meant.
void TestCliSimulate::aNameOfTwoGroupsIsAskedToBeOne()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(u"knights.fray.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(knights(2, 2, 10));
    file.close();
    const QStringList base{
        u"simulate"_s, file.fileName(), u"--trials"_s, u"100"_s, u"--seed"_s, u"1"_s};
    const CliResult both = run(base + QStringList{u"--count"_s, u"Knight=3"_s});
    QCOMPARE(both.exitCode, 2);
    QVERIFY2(both.isOneErrorLine(), both.err.constData());
    QVERIFY2(QString::fromUtf8(both.err).contains(
                 u"'Knight=3': 2 groups are called 'Knight'; name one by its side and "
                 "a member (party:Knight 1, foes:Knight 3)"_s),
        both.err.constData());
    for (const QString &count : {u"Knight 3=3"_s, u"foes:Knight=3"_s, u"FOES : knight 4 = 3"_s}) {
        const CliResult one = run(base + QStringList{u"--count"_s, count, u"--json"_s});
        QCOMPARE(one.exitCode, 0);
        const QJsonArray whatIf = one.json().object().value(u"what_if"_s).toArray();
        QCOMPARE(whatIf.size(), 1);
        QCOMPARE(whatIf.at(0).toObject().value(u"side"_s).toString(), u"foes"_s);
        QCOMPARE(one.json().object().value(u"combatants"_s).toArray().size(), 5);
    }
}

// A group larger than the most a count may ask for may keep or lose members, never grow.
void TestCliSimulate::aLargeGroupMayBeAskedForUpToItsSize()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(u"knights.fray.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(knights(1, 105, 10));
    file.close();
    const QStringList base{
        u"simulate"_s, file.fileName(), u"--trials"_s, u"20"_s, u"--seed"_s, u"1"_s};
    QCOMPARE(run(base + QStringList{u"--count"_s, u"foes:Knight=105"_s}).exitCode, 0);
    QCOMPARE(run(base + QStringList{u"--count"_s, u"foes:Knight=100"_s}).exitCode, 0);
    const CliResult more = run(base + QStringList{u"--count"_s, u"foes:Knight=106"_s});
    QCOMPARE(more.exitCode, 2);
    QVERIFY2(
        more.err.contains("the count must be a whole number from 0 to 105"), more.err.constData());
}

// tests/data/sim/castles-crusades-danger: Wren (3 HP) and Sir Aldous (5 HP) act, then two goblins
// (d20 + 0 against AC 11: a hit on 11-20, 1/2; 1d6). C&C rolls the order again each round, so it
// is Wren's danger until the round ends, and Sir Aldous's turn comes before any goblin's.
// Aiming at the weakest, both strike Wren, out at 0 HP: it stays up only on 0, 1 or 2 damage in
// all, 1/4 + 1/12 + (1/12 + 1/144) = 61/144, so 83/144. Aiming at random, each strikes Wren with
// 1/2: per attack 0 with 3/4 and each face with 1/24; up on 9/16 + 1/16 + (1/16 + 1/576) =
// 397/576, so 179/576.
void TestCliSimulate::dangerBeforeEachTurnIsWorkedOutByHand_data()
{
    QTest::addColumn<QString>("tactic");
    QTest::addColumn<double>("wren");
    QTest::newRow("weakest") << u"weakest"_s << 83.0 / 144;
    QTest::newRow("random") << u"random"_s << 179.0 / 576;
}

void TestCliSimulate::dangerBeforeEachTurnIsWorkedOutByHand()
{
    QFETCH(QString, tactic);
    QFETCH(double, wren);
    const CliResult r = run(
        {u"danger"_s, sample(u"castles-crusades-danger"_s), u"--tactic"_s, tactic, u"--json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject out = r.json().object();
    QVERIFY(out.value(u"assumption"_s).toString().contains(u"tactic"_s));
    const QJsonArray list = out.value(u"combatants"_s).toArray();
    QCOMPARE(list.size(), 4);
    const QJsonObject first = list.at(0).toObject();
    QCOMPARE(first.value(u"name"_s).toString(), u"Wren"_s);
    QCOMPARE_LE(std::abs(first.value(u"out"_s).toDouble() - wren), 1e-12);
    QCOMPARE(first.value(u"attacks"_s).toInt(), 2);
    QCOMPARE(first.value(u"until"_s).toString(), u"round_end"_s);
    const QJsonObject aldous = list.at(1).toObject();
    QCOMPARE(aldous.value(u"out"_s).toDouble(), 0.0);
    QCOMPARE(aldous.value(u"until"_s).toString(), u"next_turn"_s);

    const CliResult text = run({u"danger"_s, sample(u"castles-crusades-danger"_s)});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("Wren"), text.out.constData());
}

void TestCliSimulate::dangerNeedsAFightUnderWay()
{
    const CliResult r = run({u"danger"_s, sample(u"castles-crusades"_s)});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.isOneErrorLine());
    QVERIFY2(r.err.contains("the fight has not started"), r.err.constData());
    const CliResult bad
        = run({u"danger"_s, sample(u"castles-crusades-danger"_s), u"--tactic"_s, u"bravest"_s});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("unknown tactic 'bravest'"), bad.err.constData());
}

// tests/data/day/the-mill-by-night: at the ford a goblin strikes Wren (7 HP, AC 11) once, hitting
// on 11-20 for 1d6, before she fells it; a day's rest gives her 1 hit point back; at the mill an
// ogre that always hits strikes once for 1d6 before she fells it, and she is out at 0. She comes to
// the mill with 7 (7/12) or h = 2..6 (1/12 each), and falls there with (7 - h)/6: 15/72 = 5/24.
// Mean hit points before the mill: (7 · 7 + 2+3+4+5+6)/12 = 23/4.
void TestCliSimulate::aDayOfTwoFightsIsWorkedOutByHand()
{
    const QString day = testData() + u"/day/the-mill-by-night.json"_s;
    const CliResult r
        = run({u"day"_s, day, u"--trials"_s, u"100000"_s, u"--seed"_s, u"5"_s, u"--json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = r.json().object();
    QCOMPARE(o[u"trials"_s].toInteger(), 100000);
    const double through = o[u"through"_s].toDouble();
    QVERIFY2(std::abs(through - 19.0 / 24) <= 4 * o[u"through_se"_s].toDouble(),
        qPrintable(QString::number(through)));
    const QJsonArray fights = o[u"fights"_s].toArray();
    QCOMPARE(fights.size(), 2);
    QCOMPARE(fights[0].toObject()[u"name"_s].toString(), u"The ford"_s);
    QCOMPARE(fights[0].toObject()[u"breaks"_s].toDouble(), 0.0);
    const QJsonObject mill = fights[1].toObject();
    QCOMPARE(mill[u"rest_before"_s].toString(), u"A day's rest"_s);
    const QJsonObject wren = mill[u"heroes_before"_s].toArray()[0].toObject();
    QCOMPARE(wren[u"name"_s].toString(), u"Wren"_s);
    QVERIFY(
        std::abs(wren[u"mean_hp"_s].toDouble() - 23.0 / 4) <= 4 * wren[u"mean_hp_se"_s].toDouble());
    QVERIFY(mill[u"fight"_s].toObject().contains(u"difficulty"_s));

    const CliResult text = run({u"day"_s, day, u"--trials"_s, u"1000"_s, u"--seed"_s, u"5"_s});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    const QString out = QString::fromUtf8(text.out);
    QVERIFY2(out.contains(u"The mill by night: 1,000 days, seed 5"_s), qPrintable(out));
    QVERIFY(out.contains(u"2. The mill, after A day's rest"_s));
    QVERIFY(out.contains(u"Wren at the day's end: out"_s));
}

void TestCliSimulate::aDayThatCannotBePlayedIsOneLine_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("says");
    QTest::newRow("no-such-encounter") << QByteArray(
        R"({"format": "fray-day", "format_version": 1, "fights": [{"encounter": "nowhere.fray.json"}]})")
                                       << u"nowhere.fray.json"_s;
    QTest::newRow("a-rest-the-ruleset-lacks")
        << QByteArray(
               R"({"format": "fray-day", "format_version": 1, "fights": [{"encounter": "@DAY/ford.fray.json"}, {"encounter": "@DAY/mill.fray.json", "rest": "nap"}]})")
        << u"the rest before fight 2: Castles & Crusades has no rest 'nap'"_s;
    QTest::newRow("a-misspelt-key") << QByteArray(
        R"({"format": "fray-day", "format_version": 1, "fights": [{"encounter": "@DAY/ford.fray.json", "rests": 1}]})")
                                    << u"fights[0]"_s;
}

void TestCliSimulate::aDayThatCannotBePlayedIsOneLine()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, says);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile out(dir.filePath(u"day.json"_s));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(file.replace("@DAY", (testData() + u"/day"_s).toUtf8()));
    out.close();
    const CliResult r
        = run({u"day"_s, out.fileName(), u"--trials"_s, u"10"_s, u"--seed"_s, u"1"_s});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.isOneErrorLine(), r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
}

// tests/data/sim/castles-crusades-tune: Wren (1 HP, always hits for 1) strikes first, then an ogre
// of k hit points that hits her on 11-20 and fells her; later rounds she acts first with 55/100
// (d10, her DEX breaks ties). She wins with (1/2)^(k-1) · 31/40 for k >= 2 (tst_tune works it out):
// 0.3875, 0.19375, 0.096875 for 2, 3, 4. A fifth: 3 hit points.
void TestCliSimulate::tuneFindsTheOgresHitPointsWorkedOutByHand()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(u"tuned.fray.json"_s);
    const CliResult r = run({u"tune"_s, sample(u"castles-crusades-tune"_s), u"--knob"_s,
        u"hp:Ogre"_s, u"--target"_s, u"win=0.2"_s, u"--from"_s, u"1"_s, u"--to"_s, u"30"_s,
        u"--trials"_s, u"20000"_s, u"--seed"_s, u"3"_s, u"--write"_s, out, u"--json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = r.json().object();
    QCOMPARE(o[u"best"_s].toObject()[u"value"_s].toInt(), 3);
    QCOMPARE(o[u"current"_s].toInt(), 4);
    QVERIFY(o[u"scanned"_s].toInt() <= 26);
    const QJsonArray curve = o[u"curve"_s].toArray();
    QVERIFY(curve.size() < 30);
    for (const QJsonValue &v : curve) {
        const QJsonObject p = v.toObject();
        const int k = p[u"value"_s].toInt();
        const double exact = k == 1 ? 1.0 : std::pow(0.5, k - 1) * 31.0 / 40;
        // The standard error of the exact chance: a rare win may not come up in 20,000 fights.
        const double se = std::sqrt(exact * (1 - exact) / 20000);
        QVERIFY2(std::abs(p[u"win"_s].toDouble() - exact) <= 4 * se + 1e-12,
            qPrintable(QString::number(k)));
    }
    // The copy has the ogre at 3 hit points, and reads back as any encounter file.
    const CliResult back
        = run({u"simulate"_s, out, u"--trials"_s, u"10"_s, u"--seed"_s, u"1"_s, u"--json"_s});
    QVERIFY2(back.exitCode == 0, back.err.constData());
    QFile written(out);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll().contains("\"max\": 3"));
}

void TestCliSimulate::aTuneThatCannotBeIsOneLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    const QStringList base{
        u"tune"_s, sample(u"castles-crusades-tune"_s), u"--trials"_s, u"10"_s, u"--seed"_s, u"1"_s};
    QTest::newRow("no-knob") << base + QStringList{u"--target"_s, u"hard"_s}
                             << u"--knob is required"_s;
    QTest::newRow("a-knob-of-no-kind")
        << base + QStringList{u"--knob"_s, u"armour:Ogre"_s, u"--target"_s, u"hard"_s}
        << u"expected count:GROUP, hp:NAME or attack:NAME"_s;
    QTest::newRow("no-such-combatant")
        << base + QStringList{u"--knob"_s, u"hp:Troll"_s, u"--target"_s, u"hard"_s}
        << u"no combatant is called 'Troll'"_s;
    QTest::newRow("no-target") << base + QStringList{u"--knob"_s, u"hp:Ogre"_s}
                               << u"--target is required"_s;
    QTest::newRow("a-chance-above-one")
        << base + QStringList{u"--knob"_s, u"hp:Ogre"_s, u"--target"_s, u"win=1.2"_s}
        << u"a target is win=P"_s;
    QTest::newRow("a-range-upside-down") << base
            + QStringList{u"--knob"_s, u"hp:Ogre"_s, u"--target"_s, u"hard"_s, u"--from"_s, u"9"_s,
                u"--to"_s, u"2"_s} << u"not from 9 to 2"_s;
    QTest::newRow("a-bound-not-a-number") << base
            + QStringList{u"--knob"_s, u"hp:Ogre"_s, u"--target"_s, u"hard"_s, u"--to"_s, u"ten"_s}
                                          << u"--to must be a whole number"_s;
}

void TestCliSimulate::aTuneThatCannotBeIsOneLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const CliResult r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.isOneErrorLine(), r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliSimulate)
#include "tst_cli_simulate.moc"
