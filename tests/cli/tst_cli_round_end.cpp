// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli play` asks before the round ends when Basic Roleplaying would take someone then
// (document 004, 5.12: "reduced to 0 hit points and remains at 0 at the end of the combat round,
// they are dead"): next-turn past the last entry is one error line naming who and the commands
// that answer it; remedy (First Aid) or let-round-end answers it, and undo takes the answer
// back. The encounter is the BRP sample: Jack DEX 14 and 12 HP, Thug 1 11, Rosa 11, Thug 2 9.

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

// Jack is taken to 0 in round 1; then the turn moves to the last entry (Thug 2).
constexpr char kJackDown[] = R"(
    {"command": "start"},
    {"command": "damage", "target": "Jack", "amount": 12},
    {"command": "next-turn"}, {"command": "next-turn"}, {"command": "next-turn"})";

QJsonObject combatant(const QJsonObject &play, const QString &name)
{
    for (const QJsonValue &v : play.value(u"combatants"_s).toArray()) {
        if (v.toObject().value(u"name"_s).toString() == name)
            return v.toObject();
    }
    return {};
}

} // namespace

class TestCliRoundEnd : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    CliResult play(const QByteArray &more)
    {
        static int n = 0;
        const QString path = m_dir.filePath(u"commands-%1.json"_s.arg(++n));
        QFile file(path);
        const QByteArray json = "[" + QByteArray(kJackDown) + more + "]";
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
            return {};
        file.close();
        return runCli({u"play"_s, testData() + u"/encounters/basic-roleplaying.fray.json"_s,
            u"--commands"_s, path, u"--seed"_s, u"4"_s, u"--json"_s});
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void theRoundEndsOnlyOnceAnswered_data()
    {
        QTest::addColumn<QByteArray>("commands");
        QTest::addColumn<int>("exit");
        QTest::addColumn<QString>("jackState");
        QTest::addColumn<qint64>("jackHp");
        QTest::addColumn<qint64>("round");
        QTest::newRow("at-the-last-entry-no-question-yet")
            << QByteArray() << 0 << u"unconscious"_s << 0ll << 1ll;
        QTest::newRow("first-aid-of-1-saves-jack")
            << QByteArray(R"(, {"command": "remedy", "target": "Jack", "amount": 1},
                             {"command": "next-turn"})")
            << 0 << u"unconscious"_s << 1ll << 2ll;
        QTest::newRow("let-round-end-takes-jack")
            << QByteArray(R"(, {"command": "let-round-end"})") << 0 << u"dead"_s << 0ll << 2ll;
        QTest::newRow("undo-takes-the-answer-back")
            << QByteArray(R"(, {"command": "let-round-end"}, {"command": "undo"})") << 0
            << u"unconscious"_s << 0ll << 1ll;
    }
    void theRoundEndsOnlyOnceAnswered()
    {
        QFETCH(QByteArray, commands);
        QFETCH(int, exit);
        QFETCH(QString, jackState);
        QFETCH(qint64, jackHp);
        QFETCH(qint64, round);
        const CliResult r = play(commands);
        QCOMPARE(r.exitCode, exit);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject root = r.json().object();
        QCOMPARE(root.value(u"round"_s).toInteger(), round);
        const QJsonObject jack = combatant(root, u"Jack"_s);
        QCOMPARE(jack.value(u"hp"_s).toInteger(), jackHp);
        QCOMPARE(jack.value(u"state"_s).toString(), jackState);
    }

    void nextTurnPastTheRoundIsRefused_data()
    {
        QTest::addColumn<QByteArray>("commands");
        QTest::addColumn<QByteArray>("error");
        QTest::newRow("next-turn")
            << QByteArray(R"(, {"command": "next-turn"})")
            << QByteArray("commands[5] (next-turn): the round cannot end yet: "
                          "Jack (0 HP): Dead when the round ends. Answer "
                          "first: 'remedy' on whoever can still be saved, "
                          "or 'let-round-end'");
        QTest::newRow("next-round") << QByteArray(R"(, {"command": "next-round"})")
                                    << QByteArray("the round cannot end yet");
        QTest::newRow("first-aid-not-enough-is-still-asked")
            << QByteArray(R"(, {"command": "damage", "target": "Jack", "amount": 3},
                             {"command": "remedy", "target": "Jack", "amount": 2},
                             {"command": "next-turn"})")
            << QByteArray("Jack (-1 HP): Dead when the round ends");
        QTest::newRow("remedy-for-someone-not-at-risk")
            << QByteArray(R"(, {"command": "remedy", "target": "Rosa"})")
            << QByteArray("Rosa is in no danger at the end of the round");
    }
    void nextTurnPastTheRoundIsRefused()
    {
        QFETCH(QByteArray, commands);
        QFETCH(QByteArray, error);
        const CliResult r = play(commands);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.isOneErrorLine(), r.err.constData());
        QVERIFY2(r.err.contains(error), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliRoundEnd)
#include "tst_cli_round_end.moc"
