// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli dist` and `fray-cli roll` as a script meets them: the JSON shapes, exact values for
// hand-worked distributions, seeded reproducibility, and one error line with exit code 2.

#include "CliRunner.h"
#include "HermeticTest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

// 3d6: the number of ways to roll 3..18 out of 216.
const std::vector<int> k3d6Counts{1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1};

QSet<QString> keysOf(const QJsonObject &object)
{
    const QStringList keys = object.keys();
    return QSet<QString>(keys.begin(), keys.end());
}

bool isClose(double actual, double expected)
{
    return std::fabs(actual - expected) <= 1e-12 * std::max(std::fabs(expected), 1e-300);
}

// "[6, (1), 6!+2]" from the JSON dice: dropped dice in parentheses, exploded ones as their rolls
// joined by "!+".
QString bracketList(const QJsonArray &dice)
{
    QStringList parts;
    for (const QJsonValue &value : dice) {
        const QJsonObject die = value.toObject();
        QString text = QString::number(die[u"value"_s].toInteger());
        if (die.contains(u"rolls"_s)) {
            QStringList rolls;
            for (const QJsonValue &roll : die[u"rolls"_s].toArray())
                rolls << QString::number(roll.toInteger());
            text = rolls.join(u"!+"_s);
        }
        parts << (die[u"kept"_s].toBool() ? text : u'(' + text + u')');
    }
    return u'[' + parts.join(u", "_s) + u']';
}

} // namespace

class TestCliDice : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void distJsonShape_data();
    void distJsonShape();
    void distJsonOf3d6IsExact();
    void distJsonValues_data();
    void distJsonValues();
    void distTableHasALinePerValue();
    void distTableNamesTheExplosionCap();

    void rollJsonShape_data();
    void rollJsonShape();
    void rollTextShowsEveryRollAndTheSeed();
    void sameSeedGivesSameOutput_data();
    void sameSeedGivesSameOutput();
    void differentSeedsGiveDifferentRolls();

    void badInputIsOneErrorLineAndExitTwo_data();
    void badInputIsOneErrorLineAndExitTwo();
};

void TestCliDice::distJsonShape_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("exploding");
    QTest::addColumn<int>("explodeDepth");

    QTest::newRow("plain-dice") << QStringList{u"3d6"_s} << false << 0;
    QTest::newRow("keep-drop") << QStringList{u"4d6dl1"_s} << false << 0;
    QTest::newRow("plain-dice-ignore-the-depth")
        << QStringList{u"3d6"_s, u"--explode-depth"_s, u"3"_s} << false << 0;
    QTest::newRow("exploding-default-depth") << QStringList{u"1d6!"_s} << true << 10;
    QTest::newRow("exploding-depth-3")
        << QStringList{u"1d6!"_s, u"--explode-depth"_s, u"3"_s} << true << 3;
    QTest::newRow("exploding-through-a-variable")
        << QStringList{u"@w"_s, u"--set"_s, u"w=1d6!"_s} << true << 10;
}

void TestCliDice::distJsonShape()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, exploding);
    QFETCH(int, explodeDepth);

    const CliResult r = runCli(QStringList{u"dist"_s, u"--json"_s} + arguments);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY(r.out.endsWith('\n'));
    QCOMPARE(r.out.count('\n'), 1);
    const QJsonDocument document = r.json();
    QVERIFY(document.isObject());
    const QJsonObject object = document.object();

    QSet<QString> expectedKeys{
        u"expression"_s, u"min"_s, u"max"_s, u"mean"_s, u"stddev"_s, u"pmf"_s};
    if (exploding)
        expectedKeys += QSet<QString>{u"explode_depth"_s, u"truncated"_s};
    QCOMPARE(keysOf(object), expectedKeys);

    QVERIFY(object[u"expression"_s].isString());
    for (const QString &key : {u"min"_s, u"max"_s, u"mean"_s, u"stddev"_s})
        QVERIFY2(object[key].isDouble(), qPrintable(key));
    if (exploding) {
        QCOMPARE(object[u"explode_depth"_s].toInt(-1), explodeDepth);
        QVERIFY(object[u"truncated"_s].toDouble() > 0.0);
    }

    // [[value, probability], ...], values ascending, probabilities summing to 1.
    const QJsonArray pmf = object[u"pmf"_s].toArray();
    QVERIFY(!pmf.isEmpty());
    double sum = 0.0;
    qint64 previous = 0;
    for (qsizetype i = 0; i < pmf.size(); ++i) {
        const QJsonArray pair = pmf[i].toArray();
        QCOMPARE(pair.size(), 2);
        QVERIFY(pair[0].isDouble() && pair[1].isDouble());
        const qint64 value = pair[0].toInteger();
        QCOMPARE(double(value), pair[0].toDouble()); // a whole number
        if (i > 0)
            QVERIFY(value > previous);
        previous = value;
        QVERIFY(pair[1].toDouble() > 0.0);
        sum += pair[1].toDouble();
    }
    QVERIFY(std::fabs(sum - 1.0) <= 1e-12);
    QCOMPARE(object[u"min"_s].toInteger(), pmf.first()[0].toInteger());
    QCOMPARE(object[u"max"_s].toInteger(), pmf.last()[0].toInteger());
}

void TestCliDice::distJsonOf3d6IsExact()
{
    const CliResult r = runCli({u"dist"_s, u"3d6"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject object = r.json().object();
    QCOMPARE(object[u"expression"_s].toString(), u"3d6"_s);
    QCOMPARE(object[u"min"_s].toInteger(), 3);
    QCOMPARE(object[u"max"_s].toInteger(), 18);
    QVERIFY(isClose(object[u"mean"_s].toDouble(), 10.5));
    QVERIFY(isClose(object[u"stddev"_s].toDouble(), std::sqrt(35.0 / 4)));

    const QJsonArray pmf = object[u"pmf"_s].toArray();
    QCOMPARE(pmf.size(), qsizetype(k3d6Counts.size()));
    for (std::size_t i = 0; i < k3d6Counts.size(); ++i) {
        const QJsonArray pair = pmf[qsizetype(i)].toArray();
        QCOMPARE(pair[0].toInteger(), qint64(3 + i));
        const double expected = k3d6Counts[i] / 216.0;
        QVERIFY2(isClose(pair[1].toDouble(), expected),
            qPrintable(u"P(%1) = %2, expected %3"_s.arg(3 + i)
                           .arg(pair[1].toDouble(), 0, 'g', 17)
                           .arg(expected, 0, 'g', 17)));
    }
}

void TestCliDice::distJsonValues_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expression");
    QTest::addColumn<qint64>("min");
    QTest::addColumn<qint64>("max");
    QTest::addColumn<double>("mean");
    QTest::addColumn<double>("stddev");
    QTest::addColumn<double>("truncated"); // -1 when the key must be absent

    QTest::newRow("words-joined-with-spaces")
        << QStringList{u"2d20kh1"_s, u"+"_s, u"5"_s} << u"2d20kh1 + 5"_s << 6LL << 25LL << 18.825
        << std::sqrt(22.194375) << -1.0;
    QTest::newRow("number-binding")
        << QStringList{u"1d20+@str"_s, u"--set"_s, u"str=3"_s} << u"1d20+@str"_s << 4LL << 23LL
        << 13.5 << std::sqrt(399.0 / 12) << -1.0;
    QTest::newRow("binding-with-at-sign")
        << QStringList{u"1d20+@str"_s, u"--set"_s, u"@str=-1"_s} << u"1d20+@str"_s << 0LL << 19LL
        << 9.5 << std::sqrt(399.0 / 12) << -1.0;
    QTest::newRow("expression-binding-rolled-twice")
        << QStringList{u"@w+@w"_s, u"--set"_s, u"w=1d8+1"_s} << u"@w+@w"_s << 4LL << 18LL << 11.0
        << std::sqrt(10.5) << -1.0;
    QTest::newRow("leading-minus-after-double-dash")
        << QStringList{u"--"_s, u"-1d6"_s} << u"-1d6"_s << -6LL << -1LL << -3.5
        << std::sqrt(35.0 / 12) << -1.0;
    // Depth 0: a 6 is kept as 6 and its explosion is cut short, 1/6 of the time.
    QTest::newRow("exploding-depth-0")
        << QStringList{u"1d6!"_s, u"--explode-depth"_s, u"0"_s} << u"1d6!"_s << 1LL << 6LL << 3.5
        << std::sqrt(35.0 / 12) << 1.0 / 6;
}

void TestCliDice::distJsonValues()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expression);
    QFETCH(qint64, min);
    QFETCH(qint64, max);
    QFETCH(double, mean);
    QFETCH(double, stddev);
    QFETCH(double, truncated);

    const CliResult r = runCli(QStringList{u"dist"_s, u"--json"_s} + arguments);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject object = r.json().object();
    QCOMPARE(object[u"expression"_s].toString(), expression);
    QCOMPARE(object[u"min"_s].toInteger(), min);
    QCOMPARE(object[u"max"_s].toInteger(), max);
    QVERIFY2(isClose(object[u"mean"_s].toDouble(), mean),
        qPrintable(QString::number(object[u"mean"_s].toDouble(), 'g', 17)));
    QVERIFY2(isClose(object[u"stddev"_s].toDouble(), stddev),
        qPrintable(QString::number(object[u"stddev"_s].toDouble(), 'g', 17)));
    if (truncated < 0)
        QVERIFY(!object.contains(u"truncated"_s));
    else
        QVERIFY(isClose(object[u"truncated"_s].toDouble(), truncated));
}

void TestCliDice::distTableHasALinePerValue()
{
    const CliResult r = runCli({u"dist"_s, u"3d6"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    QStringList lines = QString::fromUtf8(r.out).split(u'\n');
    QCOMPARE(lines.takeLast(), QString()); // the output ends with a newline

    QCOMPARE(lines.value(0), u"3d6"_s);
    QCOMPARE(lines.value(1),
        u"mean 10.5, standard deviation %1, from 3 to 18"_s.arg(
            QString::number(std::sqrt(35.0 / 4), 'g', 12)));
    static const QRegularExpression header(u"^\\s*value\\s+probability\\s+at least$"_s);
    QVERIFY2(header.match(lines.value(2)).hasMatch(), qPrintable(lines.value(2)));

    // "    3      0.4630%  100.0000%  #": value, P(X = v), P(X >= v), a bar scaled to the mode.
    static const QRegularExpression row(
        u"^\\s*(-?\\d+)\\s+(\\d+\\.\\d{4})%\\s+(\\d+\\.\\d{4})%\\s+(#*)$"_s);
    const QStringList rows = lines.mid(3);
    QCOMPARE(rows.size(), qsizetype(k3d6Counts.size()));
    int atLeast = 216;
    for (std::size_t i = 0; i < k3d6Counts.size(); ++i) {
        const QString &line = rows[qsizetype(i)];
        const QRegularExpressionMatch match = row.match(line);
        QVERIFY2(match.hasMatch(), qPrintable(line));
        QCOMPARE(match.captured(1).toInt(), int(3 + i));
        QCOMPARE(match.captured(2), QString::number(100.0 * k3d6Counts[i] / 216, 'f', 4));
        QCOMPARE(match.captured(3), QString::number(100.0 * atLeast / 216, 'f', 4));
        QCOMPARE(match.captured(4).size(), qsizetype(std::lround(40.0 * k3d6Counts[i] / 27)));
        atLeast -= k3d6Counts[i];
    }
}

void TestCliDice::distTableNamesTheExplosionCap()
{
    const CliResult r = runCli({u"dist"_s, u"1d6!"_s, u"--explode-depth"_s, u"1"_s});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n');
    // 1d6! with one extra roll: 1..5, 7..12; the chain 6, 6 is cut short 1/36 of the time.
    QCOMPARE(lines.value(2),
        u"exploding dice stop after 1 extra rolls; probability cut short: %1"_s.arg(
            QString::number(1.0 / 36, 'g', 6)));
    QCOMPARE(lines.size(), 4 + 11 + 1);
}

void TestCliDice::rollJsonShape_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("dropped");
    QTest::addColumn<QString>("die");
    QTest::addColumn<int>("added");

    QTest::newRow("4d6dl1") << u"4d6dl1"_s << 4 << 1 << u"d6"_s << 0;
    QTest::newRow("advantage") << u"2d20kh1+5"_s << 2 << 1 << u"d20"_s << 5;
    QTest::newRow("fudge") << u"4dF"_s << 4 << 0 << u"dF"_s << 0;
    QTest::newRow("exploding") << u"3d6!"_s << 3 << 0 << u"d6!"_s << 0;
}

void TestCliDice::rollJsonShape()
{
    QFETCH(QString, expression);
    QFETCH(int, dice);
    QFETCH(int, dropped);
    QFETCH(QString, die);
    QFETCH(int, added);

    const CliResult r = runCli(
        {u"roll"_s, expression, u"--seed"_s, u"20260101"_s, u"--times"_s, u"3"_s, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.out.count('\n'), 1);
    const QJsonObject object = r.json().object();
    QCOMPARE(keysOf(object), (QSet<QString>{u"expression"_s, u"seed"_s, u"rolls"_s}));
    QCOMPARE(object[u"expression"_s].toString(), expression);
    QCOMPARE(object[u"seed"_s].toInteger(), 20260101);

    const QJsonArray rolls = object[u"rolls"_s].toArray();
    QCOMPARE(rolls.size(), 3);
    for (const QJsonValue &rollValue : rolls) {
        const QJsonObject roll = rollValue.toObject();
        QCOMPARE(keysOf(roll), (QSet<QString>{u"total"_s, u"dice"_s, u"detail"_s}));
        const QJsonArray diceArray = roll[u"dice"_s].toArray();
        QCOMPARE(diceArray.size(), dice);

        qint64 keptSum = 0;
        int droppedCount = 0;
        for (const QJsonValue &dieValue : diceArray) {
            const QJsonObject rolled = dieValue.toObject();
            QSet<QString> keys{u"die"_s, u"value"_s, u"kept"_s};
            // "rolls" appears only for a die that exploded, and adds up to its value.
            if (rolled.contains(u"rolls"_s)) {
                keys += u"rolls"_s;
                const QJsonArray chain = rolled[u"rolls"_s].toArray();
                QVERIFY(chain.size() > 1);
                qint64 chainSum = 0;
                for (const QJsonValue &v : chain)
                    chainSum += v.toInteger();
                QCOMPARE(chainSum, rolled[u"value"_s].toInteger());
            }
            QCOMPARE(keysOf(rolled), keys);
            QCOMPARE(rolled[u"die"_s].toString(), die);
            QVERIFY(rolled[u"kept"_s].isBool());
            if (rolled[u"kept"_s].toBool())
                keptSum += rolled[u"value"_s].toInteger();
            else
                ++droppedCount;
        }
        QCOMPARE(droppedCount, dropped);
        const qint64 total = roll[u"total"_s].toInteger();
        QCOMPARE(total, keptSum + added);
        QVERIFY2(roll[u"detail"_s].toString().startsWith(
                     expression + u" \u2192 "_s + bracketList(diceArray)),
            qPrintable(roll[u"detail"_s].toString()));
        QVERIFY(roll[u"detail"_s].toString().endsWith(u" = "_s + QString::number(total)));
    }
}

void TestCliDice::rollTextShowsEveryRollAndTheSeed()
{
    const CliResult r = runCli({u"roll"_s, u"3d6"_s, u"--seed"_s, u"9"_s, u"--times"_s, u"3"_s});
    QCOMPARE(r.exitCode, 0);
    QStringList lines = QString::fromUtf8(r.out).split(u'\n');
    QCOMPARE(lines.takeLast(), QString());
    QCOMPARE(lines.size(), 4);
    static const QRegularExpression rollLine(
        u"^3d6 \u2192 \\[([1-6]), ([1-6]), ([1-6])\\] = (\\d+)$"_s);
    for (int i = 0; i < 3; ++i) {
        const QRegularExpressionMatch match = rollLine.match(lines[i]);
        QVERIFY2(match.hasMatch(), qPrintable(lines[i]));
        QCOMPARE(match.captured(4).toInt(),
            match.captured(1).toInt() + match.captured(2).toInt() + match.captured(3).toInt());
    }
    QCOMPARE(lines[3], u"seed 9"_s);
}

void TestCliDice::sameSeedGivesSameOutput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("json") << QStringList{
        u"roll"_s, u"4d6dl1"_s, u"--seed"_s, u"123"_s, u"--times"_s, u"5"_s, u"--json"_s};
    QTest::newRow("text") << QStringList{
        u"roll"_s, u"5d6!kh3+2"_s, u"--seed"_s, u"9007199254740991"_s, u"--times"_s, u"5"_s};
    QTest::newRow("seed-zero") << QStringList{u"roll"_s, u"1d20"_s, u"--seed"_s, u"0"_s};
}

void TestCliDice::sameSeedGivesSameOutput()
{
    QFETCH(QStringList, arguments);
    const CliResult first = runCli(arguments);
    const CliResult second = runCli(arguments);
    QCOMPARE(first.exitCode, 0);
    QVERIFY(!first.out.isEmpty());
    QCOMPARE(second.exitCode, 0);
    QCOMPARE(second.out, first.out);
}

void TestCliDice::differentSeedsGiveDifferentRolls()
{
    const auto rollsFor = [](const QString &seed) {
        const CliResult r
            = runCli({u"roll"_s, u"1d20"_s, u"--seed"_s, seed, u"--times"_s, u"20"_s, u"--json"_s});
        return r.json().object()[u"rolls"_s].toArray();
    };
    const QJsonArray one = rollsFor(u"1"_s);
    const QJsonArray two = rollsFor(u"2"_s);
    QCOMPARE(one.size(), 20);
    QCOMPARE(two.size(), 20);
    QVERIFY(one != two);
}

void TestCliDice::badInputIsOneErrorLineAndExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    // The whole line after "fray-cli: error: ", or, for Qt's own option errors, its start.
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("exact");

    const auto row = [](const char *name, const QStringList &arguments, const QString &message) {
        QTest::newRow(name) << arguments << message << true;
    };
    row("dist-without-expression", {u"dist"_s}, u"no dice expression given"_s);
    row("dist-empty-expression", {u"dist"_s, u""_s}, u"empty expression"_s);
    row("dist-dice-without-sides", {u"dist"_s, u"3d"_s},
        u"expected the number of sides after 'd', but the expression ended at column 3"_s);
    row("dist-keep-too-many", {u"dist"_s, u"4d6kh5"_s}, u"cannot keep 5 of 4 dice at column 1"_s);
    row("dist-division-by-zero", {u"dist"_s, u"1d6/0"_s}, u"division by zero at column 5"_s);
    row("dist-unknown-variable", {u"dist"_s, u"1d20+@x"_s}, u"unknown variable '@x' at column 6"_s);
    row("dist-too-many-outcomes", {u"dist"_s, u"2d1000000"_s},
        u"more than 1,000,000 distinct outcomes at column 1"_s);
    row("dist-explode-depth-101", {u"dist"_s, u"1d6!"_s, u"--explode-depth"_s, u"101"_s},
        u"--explode-depth must be a whole number from 0 to 100, not '101'"_s);
    row("dist-explode-depth-negative", {u"dist"_s, u"1d6!"_s, u"--explode-depth=-1"_s},
        u"--explode-depth must be a whole number from 0 to 100, not '-1'"_s);
    row("dist-explode-depth-not-a-number", {u"dist"_s, u"1d6!"_s, u"--explode-depth"_s, u"x"_s},
        u"--explode-depth must be a whole number from 0 to 100, not 'x'"_s);
    row("dist-set-without-equals", {u"dist"_s, u"1d6+@x"_s, u"--set"_s, u"x"_s},
        u"--set expects NAME=VALUE, not 'x'"_s);
    row("dist-set-bad-expression", {u"dist"_s, u"@w"_s, u"--set"_s, u"w=3d"_s},
        u"--set w: expected the number of sides after 'd', but the expression ended at column 3"_s);
    row("roll-without-expression", {u"roll"_s}, u"no dice expression given"_s);
    row("roll-explode-twice", {u"roll"_s, u"3d6!!"_s}, u"'!' given twice at column 5"_s);
    row("roll-bad-seed", {u"roll"_s, u"1d6"_s, u"--seed"_s, u"abc"_s},
        u"--seed must be a whole number from 0 to 9007199254740991, not 'abc'"_s);
    row("roll-negative-seed", {u"roll"_s, u"1d6"_s, u"--seed=-1"_s},
        u"--seed must be a whole number from 0 to 9007199254740991, not '-1'"_s);
    row("roll-seed-beyond-2^53", {u"roll"_s, u"1d6"_s, u"--seed"_s, u"9007199254740992"_s},
        u"--seed must be a whole number from 0 to 9007199254740991, not '9007199254740992'"_s);
    row("roll-times-0", {u"roll"_s, u"1d6"_s, u"--times"_s, u"0"_s},
        u"--times must be a whole number from 1 to 1000000, not '0'"_s);
    row("roll-times-too-many", {u"roll"_s, u"1d6"_s, u"--times"_s, u"1000001"_s},
        u"--times must be a whole number from 1 to 1000000, not '1000001'"_s);
    row("roll-explode-depth-101", {u"roll"_s, u"1d6!"_s, u"--explode-depth"_s, u"101"_s},
        u"--explode-depth must be a whole number from 0 to 100, not '101'"_s);
    row("roll-set-without-equals", {u"roll"_s, u"1d6"_s, u"--set"_s, u"x"_s},
        u"--set expects NAME=VALUE, not 'x'"_s);
    row("roll-division-by-a-rolled-zero", {u"roll"_s, u"1d6/(1d1-1)"_s},
        u"division by zero (the divisor came out 0) at column 6"_s);
    row("roll-keep-too-many", {u"roll"_s, u"4d6dl5"_s}, u"cannot drop 5 of 4 dice at column 1"_s);

    QTest::newRow("dist-unknown-option")
        << QStringList{u"dist"_s, u"3d6"_s, u"--frobnicate"_s} << u"Unknown option"_s << false;
    QTest::newRow("dist-set-missing-value")
        << QStringList{u"dist"_s, u"3d6"_s, u"--set"_s} << u"Missing value"_s << false;
    QTest::newRow("negative-expression-without-double-dash")
        << QStringList{u"dist"_s, u"-1d6"_s} << u"Unknown option"_s << false;
}

void TestCliDice::badInputIsOneErrorLineAndExitTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QFETCH(bool, exact);

    const CliResult r = runCli(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.isOneErrorLine(), r.err.constData());
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QString line = QString::fromUtf8(r.err).chopped(1).mid(qsizetype(17));
    if (exact)
        QCOMPARE(line, message);
    else
        QVERIFY2(line.startsWith(message), qPrintable(line));
}

QTEST_GUILESS_MAIN(TestCliDice)
#include "tst_cli_dice.moc"
