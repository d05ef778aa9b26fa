// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli play --save` writes only what Fray reads back: hit points and subdual damage at
// the numeric edges stay within what an encounter file may hold.

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

CliResult run(const QStringList &arguments)
{
    return runWithTestRulesets(arguments);
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
}

QJsonObject combatantNamed(const QJsonArray &combatants, const QString &name)
{
    for (const QJsonValue &v : combatants) {
        if (v.toObject().value(u"name"_s).toString() == name)
            return v.toObject();
    }
    return {};
}

} // namespace

class TestCliPlaySaves : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void damageAtTheEdgesIsSavedAsFrayReadsIt_data()
    {
        QTest::addColumn<QByteArray>("commands");
        QTest::addColumn<qint64>("current");
        QTest::addColumn<qint64>("subdual");
        // An encounter file holds hit points down to -1,000,000,000 (EncounterCheck); the
        // Ghoul has 11.
        QTest::newRow("one-blow-of-2^53-stops-at-the-floor")
            << QByteArray(R"([{"command": "damage", "target": "Ghoul",
                              "amount": 9007199254740992}])")
            << qint64(-1'000'000'000) << qint64(0);
        // A dead combatant takes no more damage: one blow is what reaches past the floor.
        QTest::newRow("one-below-the-floor")
            << QByteArray(R"([{"command": "damage", "target": "Ghoul", "amount": 1000000012}])")
            << qint64(-1'000'000'000) << qint64(0);
        QTest::newRow("exactly-to-the-floor")
            << QByteArray(R"([{"command": "damage", "target": "Ghoul", "amount": 1000000011}])")
            << qint64(-1'000'000'000) << qint64(0);
        // Subdual damage is at most the maximum hit points.
        QTest::newRow("subdual-of-2^53-stops-at-the-maximum")
            << QByteArray(R"([{"command": "damage", "target": "Ghoul", "amount": 9007199254740992,
                              "pool": "subdual"}])")
            << qint64(-1'000'000'000) << qint64(11);
        QTest::newRow("healing-of-2^53-stops-at-the-maximum")
            << QByteArray(R"([{"command": "damage", "target": "Ghoul", "amount": 5},
                             {"command": "heal", "target": "Ghoul", "amount": 9007199254740992}])")
            << qint64(11) << qint64(0);
    }

    void damageAtTheEdgesIsSavedAsFrayReadsIt()
    {
        QFETCH(QByteArray, commands);
        QFETCH(qint64, current);
        QFETCH(qint64, subdual);
        QTemporaryDir dir;
        const QString list = dir.filePath(u"commands.json"_s);
        const QString saved = dir.filePath(u"after.fray.json"_s);
        QVERIFY(writeFile(list, commands));
        const CliResult played
            = run({u"play"_s, testData() + u"/encounters/castles-crusades.fray.json"_s,
                u"--commands"_s, list, u"--seed"_s, u"1"_s, u"--save"_s, saved});
        QVERIFY2(played.exitCode == 0, played.err.constData());

        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject ghoul = combatantNamed(
            QJsonDocument::fromJson(file.readAll()).object().value(u"combatants"_s).toArray(),
            u"Ghoul"_s);
        const QJsonValue hp = ghoul.value(u"hp"_s);
        QCOMPARE(hp.isObject() ? hp.toObject().value(u"current"_s).toInteger() : hp.toInteger(),
            current);
        QCOMPARE(hp.toObject().value(u"subdual"_s).toInteger(0), subdual);

        // Fray reads what it saved.
        QVERIFY(writeFile(list, "[]"));
        const CliResult again
            = run({u"play"_s, saved, u"--commands"_s, list, u"--seed"_s, u"1"_s, u"--json"_s});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(combatantNamed(again.json().object().value(u"combatants"_s).toArray(), u"Ghoul"_s)
                     .value(u"hp"_s)
                     .toInteger(),
            current);
    }
};

QTEST_GUILESS_MAIN(TestCliPlaySaves)
#include "tst_cli_play_saves.moc"
