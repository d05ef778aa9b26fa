// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "HermeticTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString testRulesets()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA")) + u"/rulesets"_s;
}

// Every command gets --rulesets so no test reads the real user's folder.
CliResult run(QStringList arguments)
{
    arguments.insert(1, u"--rulesets"_s);
    arguments.insert(2, testRulesets());
    return runCli(arguments);
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b));
}

} // namespace

class TestCliOdds : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void rulesetsListsEveryRulesetWithItsCatalogue()
    {
        const CliResult r = run({u"rulesets"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = r.json().object();
        QVERIFY(root.value(u"errors"_s).toArray().isEmpty());
        QStringList ids;
        for (const QJsonValue &v : root.value(u"rulesets"_s).toArray()) {
            const QJsonObject ruleset = v.toObject();
            ids << ruleset.value(u"id"_s).toString();
            QVERIFY(ruleset.contains(u"name"_s));
            QVERIFY(ruleset.value(u"variables"_s).isArray());
            QVERIFY(ruleset.value(u"outcomes"_s).isArray());
            QVERIFY(ruleset.value(u"modifiers"_s).isArray());
            const QString source = ruleset.value(u"source"_s).toString();
            QCOMPARE(source,
                ruleset.value(u"id"_s).toString() == u"powered-by-dice" ? u"user"_s : u"builtin"_s);
        }
        for (const QString &id : {u"old-school"_s, u"d20-ascending"_s, u"spelljammer-d100"_s,
                 u"castles-crusades"_s, u"basic-roleplaying"_s, u"powered-by-dice"_s})
            QVERIFY2(ids.contains(id), qPrintable(id));
    }

    void catalogueCarriesTheDocumentsNumbers()
    {
        const CliResult r = run({u"rulesets"_s, u"--json"_s});
        for (const QJsonValue &v : r.json().object().value(u"rulesets"_s).toArray()) {
            const QJsonObject ruleset = v.toObject();
            if (ruleset.value(u"id"_s).toString() != u"castles-crusades")
                continue;
            QMap<QString, QJsonValue> values;
            for (const QJsonValue &m : ruleset.value(u"modifiers"_s).toArray())
                values.insert(
                    m.toObject().value(u"id"_s).toString(), m.toObject().value(u"value"_s));
            // 003's table of situational modifiers and its cover list.
            QCOMPARE(values.value(u"defender-prone-or-blind"_s).toInteger(), 5);
            QCOMPARE(values.value(u"concealment-total"_s).toInteger(), -10);
            QCOMPARE(values.value(u"cover-three-quarters"_s).toInteger(), 6);
            QCOMPARE(values.value(u"range-long"_s).toInteger(), -6);
            QVERIFY(values.value(u"castle-keeper"_s).isNull()); // no number in the document
            return;
        }
        QFAIL("castles-crusades not listed");
    }

    void oddsJsonShape()
    {
        const CliResult r = run({u"odds"_s, u"--ruleset"_s, u"castles-crusades"_s, u"--set"_s,
            u"attack=5"_s, u"--set"_s, u"ac=18"_s, u"--modifier"_s, u"flank"_s, u"--damage"_s,
            u"1d8+1"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json().object();
        QCOMPARE(o.value(u"ruleset"_s).toString(), u"castles-crusades"_s);
        QVERIFY(close(o.value(u"outcomes"_s).toObject().value(u"hit"_s).toDouble(), 9 / 20.0));
        QVERIFY(close(o.value(u"p_hit"_s).toDouble(), 9 / 20.0));
        QVERIFY(close(o.value(u"expected_damage"_s).toDouble(), 9 / 20.0 * 5.5));
        const QJsonArray pmf = o.value(u"damage_pmf"_s).toArray();
        QCOMPARE(pmf.size(), 9); // 0, then 2..9
        QCOMPARE(pmf.at(0).toArray().at(0).toInteger(), 0);
        QVERIFY(close(pmf.at(0).toArray().at(1).toDouble(), 11 / 20.0));
    }

    void oddsWithoutDamageHasNoDamageFields()
    {
        const CliResult r = run({u"odds"_s, u"--ruleset"_s, u"powered-by-dice"_s, u"--set"_s,
            u"stat=0"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json().object();
        QVERIFY(!o.contains(u"expected_damage"_s));
        QVERIFY(!o.contains(u"damage_pmf"_s));
        QVERIFY(
            close(o.value(u"outcomes"_s).toObject().value(u"strong-hit"_s).toDouble(), 1 / 6.0));
    }

    void curveJsonShape()
    {
        const CliResult r = run({u"curve"_s, u"--ruleset"_s, u"castles-crusades"_s, u"--set"_s,
            u"attack=5"_s, u"--vary"_s, u"ac"_s, u"--from"_s, u"10"_s, u"--to"_s, u"30"_s,
            u"--step"_s, u"5"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json().object();
        QCOMPARE(o.value(u"vary"_s).toString(), u"ac"_s);
        const QJsonArray points = o.value(u"points"_s).toArray();
        QCOMPARE(points.size(), 5);
        const double expected[] = {16 / 20.0, 11 / 20.0, 6 / 20.0, 1 / 20.0, 0.0};
        for (int i = 0; i < 5; ++i) {
            const QJsonObject p = points.at(i).toObject();
            QCOMPARE(p.value(u"value"_s).toInteger(), 10 + 5 * i);
            QVERIFY(close(p.value(u"p_hit"_s).toDouble(), expected[i]));
            QVERIFY(!p.contains(u"expected_damage"_s));
        }
    }

    void validateRulesetAcceptsAGoodFile()
    {
        const CliResult r
            = runCli({u"validate-ruleset"_s, testRulesets() + u"/powered-by-dice.json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("powered-by-dice"));
    }

    void validateRulesetListsEveryProblemWithItsPath()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.json"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "fray-ruleset", "format_version": 1, "id": "bad", "name": "Bad",
            "outcomes": [{"id": "miss", "degree": 1}],
            "checks": {"attack": {"roll": "1d20", "bands": [{"when": "@raw > 10", "outcome": "crit"},
                                                            {"outcome": "miss"}]}},
            "initiative": {"actor": "everyone", "roll": "1d6"}})");
        file.close();
        const CliResult r = runCli({u"validate-ruleset"_s, path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.isOneErrorLine(), r.err.constData());
        QVERIFY(r.err.contains("2 problem(s)"));
        QVERIFY(r.out.contains(
            "checks.attack.bands[0].outcome: 'crit' is not an outcome of this check"));
        QVERIFY(
            r.out.contains("initiative.actor: 'everyone' is not combatant, group, side or attack"));
    }

    // A rest's hit points that read no combatant's values are known when the ruleset is read:
    // more than a campaign holds (once 2^63 - 1 passed and left HP -9.2e18) is refused.
    void validateRulesetBoundsARestsHitPoints_data()
    {
        QTest::addColumn<QByteArray>("hp");
        QTest::addColumn<QByteArray>("says");
        QTest::newRow("largest-whole-number")
            << QByteArray("9223372036854775807")
            << QByteArray("rests[0].hp: a rest gives at most 1,000,000,000 hit points; "
                          "'9223372036854775807' can give 9,223,372,036,854,775,807");
        QTest::newRow("a-billion-and-a-die")
            << QByteArray("1000000000 + 1d6") << QByteArray("can give 1,000,000,006");
        QTest::newRow("a-sum-beyond-a-whole-number")
            << QByteArray("9223372036854775807 + 1d6") << QByteArray("rests[0].hp: '");
        QTest::newRow("a-billion-is-the-most") << QByteArray("1000000000") << QByteArray();
    }

    void validateRulesetBoundsARestsHitPoints()
    {
        QFETCH(QByteArray, hp);
        QFETCH(QByteArray, says);
        QFile source(testRulesets() + u"/powered-by-dice.json"_s);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray text = source.readAll();
        const qsizetype brace = text.indexOf('{');
        QVERIFY(brace >= 0 && !text.contains("\"rests\""));
        const QByteArray rests = QByteArrayLiteral("\"rests\": [{\"id\": \"long\", \"label\": "
                                                   "\"Long\", \"hp\": \"")
            + hp + QByteArrayLiteral("\"}],");
        text.insert(brace + 1, rests);
        QTemporaryDir dir;
        QFile file(dir.filePath(u"rested.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        const CliResult r = runCli({u"validate-ruleset"_s, file.fileName()});
        if (says.isEmpty()) {
            QVERIFY2(r.exitCode == 0, r.out.constData());
            return;
        }
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.contains(says), r.out.constData());
    }

    // --rulesets names a folder; a GM's broken copy of a ruleset stops it, naming the file.
    void rulesetsFolderProblemsAreErrors()
    {
        const QStringList odds{u"odds"_s, u"--ruleset"_s, u"castles-crusades"_s, u"--set"_s,
            u"attack=1"_s, u"--set"_s, u"ac=10"_s, u"--rulesets"_s};
        const CliResult missing = runCli(odds + QStringList{u"/nonexistent/rulesets"_s});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.isOneErrorLine(), missing.err.constData());
        QVERIFY2(missing.err.contains("--rulesets /nonexistent/rulesets: no such folder"),
            missing.err.constData());
        const CliResult file
            = runCli(odds + QStringList{testRulesets() + u"/powered-by-dice.json"_s});
        QCOMPARE(file.exitCode, 2);
        QVERIFY2(file.err.contains("not a folder"), file.err.constData());

        QTemporaryDir dir;
        QFile broken(dir.filePath(u"castles-crusades.json"_s));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": \"fray-ruleset\", \"id\": \"castles-crusades\",");
        broken.close();
        const CliResult blocked = runCli(odds + QStringList{dir.path()});
        QCOMPARE(blocked.exitCode, 2);
        QVERIFY2(blocked.isOneErrorLine(), blocked.err.constData());
        QVERIFY2(blocked.err.contains("castles-crusades.json, which did not load"),
            blocked.err.constData());
    }

    void badInputIsOneErrorLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("no-ruleset")
            << QStringList{u"odds"_s} << QByteArray("--ruleset ID is required");
        QTest::newRow("unknown-ruleset") << QStringList{u"odds"_s, u"--ruleset"_s, u"gurps"_s}
                                         << QByteArray("unknown ruleset 'gurps'");
        QTest::newRow("required-value-missing") << QStringList{u"odds"_s, u"--ruleset"_s,
            u"castles-crusades"_s, u"--set"_s, u"attack=1"_s}
                                                << QByteArray("needs a value for 'ac'");
        QTest::newRow("set-not-a-number") << QStringList{u"odds"_s, u"--ruleset"_s,
            u"castles-crusades"_s, u"--set"_s, u"ac=high"_s}
                                          << QByteArray("--set expects NAME=WHOLE_NUMBER");
        QTest::newRow("unknown-modifier")
            << QStringList{u"odds"_s, u"--ruleset"_s, u"castles-crusades"_s, u"--set"_s,
                   u"attack=1"_s, u"--set"_s, u"ac=10"_s, u"--modifier"_s, u"backstab"_s}
            << QByteArray("'backstab' is not a modifier");
        QTest::newRow("bad-damage") << QStringList{u"odds"_s, u"--ruleset"_s, u"castles-crusades"_s,
            u"--set"_s, u"attack=1"_s, u"--set"_s, u"ac=10"_s, u"--damage"_s, u"1d"_s}
                                    << QByteArray("--damage: expected the number of sides");
        QTest::newRow("curve-without-vary") << QStringList{u"curve"_s, u"--ruleset"_s,
            u"castles-crusades"_s, u"--from"_s, u"1"_s, u"--to"_s, u"2"_s}
                                            << QByteArray("--vary is required");
        QTest::newRow("curve-backwards") << QStringList{u"curve"_s, u"--ruleset"_s,
            u"castles-crusades"_s, u"--set"_s, u"attack=1"_s, u"--vary"_s, u"ac"_s, u"--from"_s,
            u"9"_s, u"--to"_s, u"2"_s} << QByteArray("'from' (9) is above 'to' (2)");
        QTest::newRow("curve-unknown-variable") << QStringList{u"curve"_s, u"--ruleset"_s,
            u"castles-crusades"_s, u"--set"_s, u"ac=10"_s, u"--set"_s, u"attack=1"_s, u"--vary"_s,
            u"str"_s, u"--from"_s, u"1"_s, u"--to"_s, u"2"_s}
                                                << QByteArray("'str' is not a variable");
        QTest::newRow("validate-missing-file") << QStringList{u"validate-ruleset"_s,
            u"/nonexistent/x.json"_s} << QByteArray("1 problem(s)");
    }

    void badInputIsOneErrorLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, mentions);
        const CliResult r
            = arguments.first() == u"validate-ruleset" ? runCli(arguments) : run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.isOneErrorLine(), r.err.constData());
        QVERIFY2(r.err.contains(mentions), r.err.constData());
    }

    // House rule A against B: C&C against the GM's copy whose natural 20 doubles the damage
    // roll (tests/data/house-rules). d20 + 0 against AC 11 hits on 11-20 under both, 1/2. 1d6 on
    // a hit: A's expected damage 1/2 · 7/2 = 7/4; B's 9/20 · 7/2 + 1/20 · 7 = 77/40. A 3-HP target
    // falls in one attack with 1/2 · 4/6 = 1/3 under A, and 9/20 · 4/6 + 1/20 · 5/6 = 41/120
    // under B (a doubled roll of 2 or more does 3). Against AC 12: hits on 12-20, 9/20, and
    // B's expected damage 8/20 · 7/2 + 1/20 · 7 = 7/4.
    // tests/data/sim/castles-crusades-compare: Wren (1 HP) strikes first and always hits for 1, an
    // ogre of 2 hit points hits her on 11-20 and fells her; later rounds she acts first with
    // 55/100. Under C&C she wins with 1/2 · (55/100 + 45/100 · 1/2) = 31/80 (tst_tune). The house
    // rule doubles a natural 20's damage: her first blow kills at once with 1/20, else the fight
    // goes as before: 1/20 + 19/20 · 31/80 = 669/1600.
    void compareSimulatesTheFightUnderEach()
    {
        const QString data = QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
        const CliResult r = runCli({u"compare"_s, u"--rulesets"_s, data + u"/house-rules"_s,
            u"--ruleset"_s, u"castles-crusades"_s, u"--ruleset"_s, u"castles-crusades-crits"_s,
            u"--set"_s, u"attack=0"_s, u"--set"_s, u"ac=11"_s, u"--encounter"_s,
            data + u"/sim/castles-crusades-compare.fray.json"_s, u"--trials"_s, u"40000"_s,
            u"--seed"_s, u"2"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject fight = r.json().object()[u"fight"_s].toObject();
        const QJsonObject a = fight[u"a"_s].toObject();
        const QJsonObject b = fight[u"b"_s].toObject();
        QVERIFY2(std::abs(a[u"win"_s].toDouble() - 31.0 / 80) <= 4 * a[u"win_se"_s].toDouble(),
            qPrintable(QString::number(a[u"win"_s].toDouble())));
        QVERIFY2(std::abs(b[u"win"_s].toDouble() - 669.0 / 1600) <= 4 * b[u"win_se"_s].toDouble(),
            qPrintable(QString::number(b[u"win"_s].toDouble())));
    }

    void compareWorksAHouseRuleOutByHand()
    {
        const QString house = QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA")) + u"/house-rules"_s;
        const QStringList asked{u"compare"_s, u"--rulesets"_s, house, u"--ruleset"_s,
            u"castles-crusades"_s, u"--ruleset"_s, u"castles-crusades-crits"_s, u"--set"_s,
            u"attack=0"_s, u"--damage"_s, u"1d6"_s, u"--json"_s};
        const CliResult at = runCli(asked + QStringList{u"--set"_s, u"ac=11"_s, u"--hp"_s, u"3"_s});
        QVERIFY2(at.exitCode == 0, at.err.constData());
        const QJsonObject point = at.json().object()[u"points"_s].toArray().first().toObject();
        const QJsonObject a = point[u"a"_s].toObject();
        const QJsonObject b = point[u"b"_s].toObject();
        QVERIFY(close(a[u"p_hit"_s].toDouble(), 0.5));
        QVERIFY(close(b[u"p_hit"_s].toDouble(), 0.5));
        QVERIFY(close(a[u"expected_damage"_s].toDouble(), 7.0 / 4));
        QVERIFY(close(b[u"expected_damage"_s].toDouble(), 77.0 / 40));
        QVERIFY(close(a[u"drop_within_rounds"_s].toArray().first().toDouble(), 1.0 / 3));
        QVERIFY(close(b[u"drop_within_rounds"_s].toArray().first().toDouble(), 41.0 / 120));

        const CliResult range = runCli(
            asked + QStringList{u"--vary"_s, u"ac"_s, u"--from"_s, u"11"_s, u"--to"_s, u"12"_s});
        QVERIFY2(range.exitCode == 0, range.err.constData());
        const QJsonArray points = range.json().object()[u"points"_s].toArray();
        QCOMPARE(points.size(), 2);
        const QJsonObject twelve = points.at(1).toObject();
        QCOMPARE(twelve[u"value"_s].toInt(), 12);
        QVERIFY(close(twelve[u"a"_s].toObject()[u"p_hit"_s].toDouble(), 9.0 / 20));
        QVERIFY(close(twelve[u"b"_s].toObject()[u"expected_damage"_s].toDouble(), 7.0 / 4));

        const CliResult once = runCli({u"compare"_s, u"--rulesets"_s, house, u"--ruleset"_s,
            u"castles-crusades"_s, u"--set"_s, u"ac=11"_s});
        QCOMPARE(once.exitCode, 2);
        QVERIFY2(once.err.contains("--ruleset must be given twice"), once.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliOdds)
#include "tst_cli_odds.moc"
