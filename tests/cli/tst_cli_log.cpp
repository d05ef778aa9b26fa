// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli log FILE --format md|html` as a script meets it: a fight played and saved comes out
// with its rounds, rolls and luck report; a hand-written record gives the hand-worked luck row;
// names are escaped; bad input is one error line and exit 2.

#include "CliRunner.h"
#include "HermeticTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

// Every command gets --rulesets so no test reads the real user's folder.
CliResult run(const QStringList &arguments)
{
    return runWithTestRulesets(arguments);
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

QJsonObject record(double chance, bool hit)
{
    QJsonObject r{{u"attacker"_s, 1}, {u"target"_s, 2}, {u"attacker_name"_s, u"Aldo"_s},
        {u"target_name"_s, u"<b>&\""_s}, {u"attack"_s, u"Club"_s},
        {u"outcome"_s, hit ? u"hit"_s : u"miss"_s}, {u"label"_s, hit ? u"Hit"_s : u"Miss"_s},
        {u"hit"_s, hit}, {u"chance"_s, chance}};
    if (hit)
        r.insert(u"damage"_s, 3);
    return r;
}

QJsonObject line(qint64 round, const QJsonObject &attack)
{
    return {{u"round"_s, round},
        {u"text"_s,
            u"Aldo attacks <b>&\" with Club: %1"_s.arg(attack.value(u"label"_s).toString())},
        {u"attack"_s, attack}};
}

// Aldo's three attacks at 55%, 30% and 25%, the first a hit: 1.10 hits expected, and
// P(X <= 1) = 189/800 + 375/800 = 564/800 = 141/200 (worked in tst_luck_report).
QByteArray recordedFight()
{
    const QJsonArray combatants{
        QJsonObject{{u"id"_s, 1}, {u"name"_s, u"Aldo"_s}, {u"side"_s, u"party"_s}, {u"hp"_s, 12}},
        QJsonObject{{u"id"_s, 2}, {u"name"_s, u"<b>&\""_s}, {u"side"_s, u"foes"_s}, {u"hp"_s, 9}}};
    const QJsonArray log{
        line(1, record(0.55, true)), line(1, record(0.3, false)), line(2, record(0.25, false))};
    const QJsonObject fight{
        {u"round"_s, 2}, {u"turn"_s, -1}, {u"order"_s, QJsonArray()}, {u"log"_s, log}};
    return QJsonDocument(QJsonObject{{u"format"_s, u"fray-encounter"_s}, {u"format_version"_s, 2},
                             {u"name"_s, u"Ford"_s}, {u"ruleset"_s, u"castles-crusades"_s},
                             {u"combatants"_s, combatants}, {u"fight"_s, fight}})
        .toJson();
}

} // namespace

class TestCliLog : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // A fight played by `play` and saved: its log by round and a luck row for each attacker.
    void playedFightComesOutWithItsLuck()
    {
        const QString commands = m_dir.filePath(u"attacks.json"_s);
        QVERIFY(writeFile(commands, R"([
            {"command": "start"},
            {"command": "attack", "attacker": "Sir Aldous", "target": "Ghoul"},
            {"command": "attack", "attacker": "Wren", "target": "Skeleton 1"},
            {"command": "next-round"},
            {"command": "attack", "attacker": "Sir Aldous", "target": "Ghoul"}
        ])"));
        const QString saved = m_dir.filePath(u"played.fray.json"_s);
        const CliResult played
            = run({u"play"_s, testData() + u"/encounters/castles-crusades.fray.json"_s,
                u"--commands"_s, commands, u"--seed"_s, u"9"_s, u"--save"_s, saved});
        QVERIFY2(played.exitCode == 0, played.err.constData());

        const CliResult md = run({u"log"_s, saved, u"--format"_s, u"md"_s});
        QVERIFY2(md.exitCode == 0, md.err.constData());
        const QString text = QString::fromUtf8(md.out);
        QVERIFY2(text.contains(u"\n## Round 1\n"_s) && text.contains(u"\n## Round 2\n"_s),
            qPrintable(text));
        QVERIFY2(text.contains(u"- Sir Aldous attacks Ghoul with Longsword: "_s), qPrintable(text));
        // The dice rolled, and the ruleset's name, as written: Markdown reads neither as markup.
        QVERIFY2(text.contains(u"(d20 ["_s), qPrintable(text));
        QVERIFY2(text.contains(u"\nCastles & Crusades \u00b7 round 2\n"_s), qPrintable(text));
        QVERIFY2(text.contains(u"\n## Luck\n"_s), qPrintable(text));
        QVERIFY2(text.contains(u"\n| Sir Aldous | 2 | "_s), qPrintable(text));
        QVERIFY2(text.contains(u"\n| Wren | 1 | "_s), qPrintable(text));
        // One row per attack in the table of attacks rolled.
        const qsizetype attacks = text.indexOf(u"## Attacks rolled"_s);
        QVERIFY(attacks > 0);
        QCOMPARE(
            text.mid(attacks).count(u"\n| 1 | "_s) + text.mid(attacks).count(u"\n| 2 | "_s), 3);

        const CliResult html = run({u"log"_s, saved, u"--format"_s, u"html"_s});
        QCOMPARE(html.exitCode, 0);
        QVERIFY(html.out.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.out.contains("<h2>Round 2</h2>"));
    }

    void luckRowAndEscapedNames_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("luckRow");
        QTest::addColumn<QString>("escapedName");
        QTest::newRow("markdown") << u"md"_s << u"| Aldo | 3 | 1 | 1.10 | 70.5% (141/200) |"_s
                                  << u"\\<b>&\""_s;
        QTest::newRow("html") << u"html"_s
                              << u"<tr><td>Aldo</td><td class=\"n\">3</td><td class=\"n\">1</td>"
                                 "<td class=\"n\">1.10</td><td class=\"n\">70.5% (141/200)</td>"
                                 "</tr>"_s
                              << u"&lt;b&gt;&amp;&quot;"_s;
    }

    void luckRowAndEscapedNames()
    {
        QFETCH(QString, format);
        QFETCH(QString, luckRow);
        QFETCH(QString, escapedName);
        const QString file = m_dir.filePath(u"ford.fray.json"_s);
        QVERIFY(writeFile(file, recordedFight()));
        const CliResult r = run({u"log"_s, file, u"--format"_s, format});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(luckRow), qPrintable(text));
        QVERIFY2(text.contains(escapedName), qPrintable(text));
        static const QRegularExpression unescaped(u"(?<!\\\\)<b>"_s);
        QVERIFY2(!text.contains(unescaped), qPrintable(text));
    }

    void outputGoesToTheFileGiven()
    {
        const QString file = m_dir.filePath(u"ford-out.fray.json"_s);
        QVERIFY(writeFile(file, recordedFight()));
        const QString out = m_dir.filePath(u"ford.html"_s);
        const CliResult r = run({u"log"_s, file, u"--format"_s, u"html"_s, u"-o"_s, out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.isEmpty());
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().startsWith("<!DOCTYPE html>"));
    }

    void badInputIsOneErrorLineAndExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        const QString sample = testData() + u"/encounters/castles-crusades.fray.json"_s;
        QTest::newRow("unknown-format") << QStringList{u"log"_s, sample, u"--format"_s, u"pdf"_s}
                                        << QByteArray("--format must be md or html, not 'pdf'");
        QTest::newRow("no-file") << QStringList{u"log"_s} << QByteArray("give one encounter FILE");
        QTest::newRow("missing-file") << QStringList{u"log"_s, u"/nonexistent/fight.fray.json"_s}
                                      << QByteArray("/nonexistent/fight.fray.json");
        QTest::newRow("unwritable-output") << QStringList{u"log"_s, sample, u"-o"_s,
            u"/nonexistent/dir/log.md"_s} << QByteArray("/nonexistent/dir/log.md");
    }

    void badInputIsOneErrorLineAndExitTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, mentions);
        const CliResult r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.isOneErrorLine(), r.err.constData());
        QVERIFY2(r.err.contains(mentions), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliLog)
#include "tst_cli_log.moc"
