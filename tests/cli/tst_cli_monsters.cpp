// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Monsters' uses as a script meets them: `play` spends a use and logs what it rolled (and undo
// takes the line back).

#include "CliRunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

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

class TestCliMonsters : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

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
};

QTEST_GUILESS_MAIN(TestCliMonsters)
#include "tst_cli_monsters.moc"
