// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Monsters brought from other tools, as a script meets them: the import's report says what
// became a use and what was kept as notes; `play` spends a use and logs what it rolled (and
// undo takes the line back); the Improved Initiative export holds one ruleset's library.

#include "CliRunner.h"
#include "HermeticTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

QJsonObject named(const QJsonArray &list, const QString &name)
{
    for (const QJsonValue &v : list) {
        if (v.toObject().value(u"name"_s).toString() == name)
            return v.toObject();
    }
    return {};
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliMonsters : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // The dry run's JSON: the breath is a use, the legendary actions are kept as notes (listed
    // apart from what is lost, and summed apart).
    void importReportsUsesAndNotes()
    {
        const CliResult r = runCli({u"import"_s, u"--ruleset"_s, u"castles-crusades"_s,
            u"--dry-run"_s, u"--json"_s, testData() + u"/import/dragon-and-knight.5etools.json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject plan = r.json().object();
        const QJsonObject dragon = named(plan.value(u"entries"_s).toArray(), u"Adult Red Dragon"_s);
        QVERIFY(!dragon.isEmpty());
        QStringList uses;
        for (const QJsonValue &v : dragon.value(u"values"_s).toArray()) {
            if (v.toObject().value(u"field"_s).toString() == u"Use")
                uses << v.toObject().value(u"value"_s).toString();
        }
        uses.sort();
        QCOMPARE(uses,
            (QStringList{u"Fire Breath 1, recharge 5\u20136 on 1d6: 18d6; DC 21 Dexterity save"_s,
                u"Legendary Resistance 3, on a rest"_s}));
        const QJsonArray kept = dragon.value(u"kept_as_notes"_s).toArray();
        QVERIFY(kept.contains(u"Legendary action 'Detect'"_s));
        QVERIFY(kept.contains(u"Action 'Frightful Presence'"_s));
        for (const QJsonValue &lost : dragon.value(u"lost"_s).toArray())
            QVERIFY2(!lost.toString().contains(u"Legendary"_s), qPrintable(lost.toString()));
        QCOMPARE(plan.value(u"kept_as_notes"_s).toObject().value(u"Legendary action"_s).toInt(), 1);

        const CliResult text = runCli({u"import"_s, u"--ruleset"_s, u"castles-crusades"_s,
            u"--dry-run"_s, testData() + u"/import/dragon-and-knight.5etools.json"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("  kept as notes: Legendary action 'Detect'\n"),
            text.out.constData());
        QVERIFY(!text.out.contains("not imported: Legendary action"));
    }

    // A use with an effect, spent in `play`, logs its roll: seeded 5489 the first three d6 are 5,
    // 1 and 3 (tests/core/tst_uses.cpp works them out). Undo takes the line back.
    void spendingAUseLogsItsRoll()
    {
        const QString file = path(u"dragon.fray.json"_s);
        QVERIFY(writeFile(file, R"({"format": "fray-encounter", "format_version": 1,
            "ruleset": "d20-ascending", "combatants": [
              {"name": "Dragon", "hp": 40, "uses": [{"name": "Fire Breath", "max": 1,
                "reset": "recharge", "recharge": "1d6", "target": 5, "effect": "3d6",
                "effect_note": "DC 13 Dexterity save"}]}]})"));
        const QString commands = path(u"spend.json"_s);
        QVERIFY(writeFile(
            commands, R"([{"command": "use", "combatant": "Dragon", "use": "fire breath"}])"));
        const QString saved = path(u"dragon-after.fray.json"_s);
        const CliResult r = runCli({u"play"_s, file, u"--commands"_s, commands, u"--seed"_s,
            u"5489"_s, u"--json"_s, u"--save"_s, saved});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray log = r.json().object().value(u"log"_s).toArray();
        QCOMPARE(log.size(), 1);
        QCOMPARE(log.at(0).toObject().value(u"text"_s).toString(),
            u"Dragon uses Fire Breath (0/1 left): 3d6 \u2192 [5, 1, 3] = 9; DC 13 Dexterity save"_s);
        // The saved file keeps the effect.
        QVERIFY(readAll(saved).contains("\"effect\": \"3d6\""));
        QVERIFY(readAll(saved).contains("\"effect_note\": \"DC 13 Dexterity save\""));

        QVERIFY(writeFile(commands, R"([{"command": "use", "combatant": "Dragon",
            "use": "Fire Breath"}, {"command": "undo"}])"));
        const CliResult undone = runCli(
            {u"play"_s, file, u"--commands"_s, commands, u"--seed"_s, u"5489"_s, u"--json"_s});
        QCOMPARE(undone.exitCode, 0);
        QCOMPARE(undone.json().object().value(u"log"_s).toArray().size(), 0);
    }

    // An Improved Initiative file holds one ruleset's monsters: Fight Club's in Old-School d20
    // and 5e.tools' in Castles & Crusades, exported for C&C, are 5e.tools' three.
    void improvedInitiativeExportHoldsOneRuleset()
    {
        const QString campaign = path(u"two-rulesets.fray"_s);
        QCOMPARE(runCli({u"import"_s, u"--ruleset"_s, u"old-school"_s, u"--db"_s, campaign,
                            testData() + u"/import/fight-club.xml"_s})
                     .exitCode,
            0);
        QCOMPARE(runCli({u"import"_s, u"--ruleset"_s, u"castles-crusades"_s, u"--db"_s, campaign,
                            testData() + u"/import/5etools-bestiary.json"_s})
                     .exitCode,
            0);
        const QString out = path(u"ii.json"_s);
        const QStringList exportArgs{u"export"_s, u"--db"_s, campaign, u"--library"_s,
            u"--format"_s, u"improved-initiative"_s, u"-o"_s, out};
        const CliResult ambiguous = runCli(exportArgs);
        QCOMPARE(ambiguous.exitCode, 2);
        QVERIFY(ambiguous.isOneErrorLine());
        QVERIFY2(ambiguous.err.contains("castles-crusades, old-school; give --ruleset ID"),
            ambiguous.err.constData());
        QVERIFY(!QFile::exists(out));

        QCOMPARE(
            runCli(exportArgs + QStringList{u"--ruleset"_s, u"castles-crusades"_s}).exitCode, 0);
        const QJsonObject ii = QJsonDocument::fromJson(readAll(out)).object();
        QStringList names;
        for (const QJsonValue &id : ii.value(u"Creatures"_s).toArray())
            names
                << ii.value(u"Creatures."_s + id.toString()).toObject().value(u"Name"_s).toString();
        names.sort();
        QCOMPARE(names, (QStringList{u"Goblin"_s, u"Goblin Boss"_s, u"Owlbear"_s}));

        // The Fray library export takes the same choice, and without it stays whole.
        const QString fray = path(u"library.fray.json"_s);
        QCOMPARE(runCli({u"export"_s, u"--db"_s, campaign, u"--library"_s, u"--ruleset"_s,
                            u"old-school"_s, u"-o"_s, fray})
                     .exitCode,
            0);
        const QJsonArray entries
            = QJsonDocument::fromJson(readAll(fray)).object().value(u"entries"_s).toArray();
        QCOMPARE(entries.size(), 3);
        for (const QJsonValue &e : entries)
            QCOMPARE(e.toObject().value(u"ruleset"_s).toString(), u"old-school"_s);
        const QString whole = path(u"whole.fray.json"_s);
        QCOMPARE(
            runCli({u"export"_s, u"--db"_s, campaign, u"--library"_s, u"-o"_s, whole}).exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(readAll(whole)).object().value(u"entries"_s).toArray().size(),
            6);
    }
};

QTEST_GUILESS_MAIN(TestCliMonsters)
#include "tst_cli_monsters.moc"
