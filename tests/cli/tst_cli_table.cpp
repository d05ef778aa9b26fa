// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli table` as a GM's script meets it: a wandering-monster table's exact odds in JSON and
// text, and one error line with exit code 2 for a table that cannot be read.

#include "CliRunner.h"
#include "HermeticTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Goblins on 1-2 of a d8 (2d4 of them), an ogre on 3, nothing on 4-8.
const QByteArray mill = R"({"format": "fray-encounter-table", "format_version": 1,
    "name": "The old mill", "die": "1d8", "rows": [
    {"roll": "1-2", "count": "2d4", "creature": "Goblin"},
    {"roll": 3, "count": "1", "creature": "Ogre"},
    {"roll": "4-8"}]})";

} // namespace

class TestCliTable : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &text)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(text);
        return file.fileName();
    }

private Q_SLOTS:
    // 2/8, 1/8 and 5/8; 2 goblins is 2/8 of 1/16, 5 goblins 2/8 of 4/16; on average
    // 2/8 * 5 + 1/8 = 11/8 foes.
    void jsonHasTheExactOdds()
    {
        const CliResult r = runCli({u"table"_s, write(u"mill.json"_s, mill), u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json().object();
        const QJsonArray rows = o.value(u"rows"_s).toArray();
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.at(0).toObject().value(u"chance"_s).toDouble(), 2.0 / 8);
        QCOMPARE(rows.at(1).toObject().value(u"chance"_s).toDouble(), 1.0 / 8);
        QCOMPARE(rows.at(2).toObject().value(u"chance"_s).toDouble(), 5.0 / 8);
        QVERIFY(!rows.at(2).toObject().contains(u"creature"_s));
        QCOMPARE(rows.at(0).toObject().value(u"mean_count"_s).toDouble(), 5.0);
        QCOMPARE(o.value(u"nothing"_s).toDouble(), 5.0 / 8);
        QCOMPARE(o.value(u"mean_foes"_s).toDouble(), 11.0 / 8);
        QMap<qint64, double> foes;
        for (const QJsonValue &f : o.value(u"foes"_s).toArray())
            foes.insert(f.toArray().at(0).toInteger(), f.toArray().at(1).toDouble());
        QCOMPARE(foes.value(0), 5.0 / 8);
        QCOMPARE(foes.value(1), 1.0 / 8);
        QCOMPARE(foes.value(2), 2.0 / 8 / 16);
        QCOMPARE(foes.value(5), 2.0 / 8 * 4 / 16);
        QCOMPARE(foes.size(), 9); // 0, 1 and 2 to 8
    }

    void textNamesEachRowWithItsChance()
    {
        const CliResult r = runCli({u"table"_s, write(u"mill.json"_s, mill)});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        for (const QString &line :
            {u"The old mill (1d8)"_s, u"25.0%  2d4 Goblin (2\u20138, 5.0 on average)"_s,
                u"12.5%  1 Ogre"_s, u"62.5%  nothing"_s, u"Foes on average: 1.38; none: 62.5%"_s})
            QVERIFY2(text.contains(line), qPrintable(text));
    }

    void aBadTableIsOneErrorLine_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        QTest::newRow("overlapping-rows")
            << QByteArray(R"({"format": "fray-encounter-table", "format_version": 1, "die": "1d6",
                "rows": [{"roll": "1-3"}, {"roll": "3-6"}]})")
            << u"rows[1].roll: 3\u20136 overlaps rows[0] (1\u20133)"_s;
        QTest::newRow("not-json") << QByteArray("{die: 1d6") << u"mill.json: "_s;
    }

    void aBadTableIsOneErrorLine()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        const CliResult r = runCli({u"table"_s, write(u"mill.json"_s, json)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.isOneErrorLine(), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // A seed rolls the same again; the JSON says the die, the row and how many.
    void aSeededRollIsTheSameAgain()
    {
        const QString file = write(u"mill.json"_s, mill);
        const QStringList roll{u"table"_s, file, u"--roll"_s, u"--seed"_s, u"11"_s, u"--json"_s};
        const CliResult first = runCli(roll);
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(runCli(roll).out, first.out);
        const QJsonObject o = first.json().object();
        QCOMPARE(o.value(u"seed"_s).toInteger(), 11);
        const qint64 result = o.value(u"roll"_s).toInteger();
        QVERIFY(result >= 1 && result <= 8);
        const qint64 rowAt = o.value(u"row"_s).toInteger();
        QCOMPARE(rowAt, result <= 2 ? 0 : result == 3 ? 1 : 2);
        QCOMPARE(o.contains(u"creature"_s), rowAt < 2);
        const CliResult text = runCli({u"table"_s, file, u"--roll"_s, u"--seed"_s, u"11"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith("Seed 11: 1d8 \u2192 ["), text.out.constData());
        const CliResult lone = runCli({u"table"_s, file, u"--seed"_s, u"11"_s});
        QCOMPARE(lone.exitCode, 2);
        QVERIFY(lone.err.contains("--seed and --db go with --roll"));
    }

    // With a campaign, a roll builds the fight it brings there: the party (the sample library's
    // four members), the library's creatures, as many as the count rolled, each with its hit
    // points, and the rolls in the fight's log, the distance (old-school's 2D6 x 10) last. A row of
    // nothing builds nothing; a creature the library lacks is refused before anything is rolled or
    // written.
    void aRollWithACampaignBuildsTheFight()
    {
        const QString campaign = m_dir.filePath(u"ford.fray"_s);
        const CliResult imported = runCli({u"import"_s, u"--db"_s, campaign,
            QStringLiteral(FRAY_SOURCE_DIR "/resources/samples/old-school-library.fray.json")});
        QCOMPARE(imported.exitCode, 0);
        QByteArray oldSchool = mill;
        oldSchool.replace("\"name\": \"The old mill\",",
            "\"name\": \"The old mill\", \"ruleset\": \"old-school\",");
        const QString file = write(u"mill-os.json"_s, oldSchool);
        int fights = 0, nothing = 0;
        for (int seed = 1; seed <= 12; ++seed) {
            const CliResult r = runCli({u"table"_s, file, u"--roll"_s, u"--seed"_s,
                QString::number(seed), u"--db"_s, campaign, u"--json"_s});
            QCOMPARE(r.exitCode, 0);
            const QJsonObject o = r.json().object();
            const int row = o.value(u"row"_s).toInt();
            const int count = o.value(u"count"_s).toInt();
            if (row == 2) {
                ++nothing;
                QVERIFY(!o.contains(u"encounter"_s));
                QCOMPARE(count, 0);
                continue;
            }
            ++fights;
            QVERIFY(row == 0 ? count >= 2 && count <= 8 : count == 1);
            QCOMPARE(o.value(u"combatants"_s).toInt(), count + 4);
            const int distance = o.value(u"distance"_s).toInt();
            QVERIFY(distance % 10 == 0 && distance >= 20 && distance <= 120);
            const QString name = o.value(u"encounter"_s).toString();
            const QString out = m_dir.filePath(u"fight-%1.json"_s.arg(seed));
            QCOMPARE(
                runCli({u"export"_s, u"--db"_s, campaign, u"--encounter"_s, name, u"-o"_s, out})
                    .exitCode,
                0);
            QFile saved(out);
            QVERIFY(saved.open(QIODevice::ReadOnly));
            const QJsonObject fight = QJsonDocument::fromJson(saved.readAll()).object();
            const QJsonArray combatants = fight.value(u"combatants"_s).toArray();
            QCOMPARE(combatants.size(), count + 4);
            int foes = 0;
            for (const auto &c : combatants) {
                if (c.toObject().value(u"side"_s).toString() == u"party"_s)
                    continue;
                ++foes;
                QVERIFY(c.toObject().value(u"name"_s).toString().startsWith(
                    row == 0 ? u"Goblin"_s : u"Ogre"_s));
                // A band of several is one group: one initiative roll, one morale check.
                if (count > 1)
                    QCOMPARE(c.toObject().value(u"group"_s).toString(), u"Goblin"_s);
            }
            QCOMPARE(foes, count);
            const QJsonArray log = fight.value(u"fight"_s).toObject().value(u"log"_s).toArray();
            QVERIFY(log.size() >= 3);
            QVERIFY(log.at(0).toObject().value(u"text"_s).toString().startsWith(
                u"Wandering monsters (The old mill): 1d8 → ["_s));
            QVERIFY(log.last().toObject().value(u"text"_s).toString().endsWith(
                u" = %1 ft indoors, yd outdoors"_s.arg(distance)));
        }
        QVERIFY(fights > 0 && nothing > 0);

        // How deadly each row is for the campaign's party: old-school needs the number needed
        // given; the fights of a row are shared by its counts by their chances, each at least
        // 500 (2d4's 2 to 8: 1/16 ... 4/16 of 2,000, so 500 each, 3,500; one ogre: 2,000).
        const CliResult bare = runCli({u"table"_s, file, u"--danger"_s});
        QCOMPARE(bare.exitCode, 2);
        QVERIFY2(bare.err.contains("--danger needs --db CAMPAIGN"), bare.err.constData());
        const CliResult danger = runCli({u"table"_s, file, u"--danger"_s, u"--db"_s, campaign,
            u"--set"_s, u"needed=11"_s, u"--trials"_s, u"2000"_s, u"--json"_s});
        QCOMPARE(danger.exitCode, 0);
        const QJsonArray rows = danger.json().object().value(u"rows"_s).toArray();
        QCOMPARE(rows.size(), 3);
        for (int r = 0; r < 2; ++r) {
            const QJsonObject o = rows.at(r).toObject();
            QCOMPARE(o.value(u"fights"_s).toInt(), r == 0 ? 3500 : 2000);
            const double win = o.value(u"win"_s).toDouble(-1);
            QVERIFY(win >= 0 && win <= 1);
            QVERIFY(!o.value(u"difficulty"_s).toString().isEmpty());
        }
        QVERIFY(rows.at(2).isNull());

        QByteArray wyvern = oldSchool;
        wyvern.replace("\"Ogre\"", "\"Wyvern\"");
        const CliResult refused = runCli({u"table"_s, write(u"wyvern.json"_s, wyvern), u"--roll"_s,
            u"--seed"_s, u"1"_s, u"--db"_s, campaign});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("rows[1].creature: the library has no 'Wyvern'"),
            refused.err.constData());
    }

    void noFileIsOneErrorLine()
    {
        const CliResult r = runCli({u"table"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.isOneErrorLine());
        QVERIFY(r.err.contains("give one table FILE"));
    }
};

QTEST_GUILESS_MAIN(TestCliTable)
#include "tst_cli_table.moc"
