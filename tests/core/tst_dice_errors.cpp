// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every malformed or oversized expression is refused with one exact message and the column it
// points at (1-based, 0 for the expression as a whole). Columns are counted by hand.

#include "DiceTestSupport.h"
#include "HermeticTest.h"

#include <QLocale>
#include <QStandardPaths>
#include <QTest>

using namespace DiceTest;
using namespace Qt::StringLiterals;

namespace {

QString repeated(const QString &text, int times)
{
    return text.repeated(times);
}

// "max(1,max(1,...1...))" with `levels` calls, one inside the other.
QString nestedMax(int levels)
{
    return repeated(u"max(1,"_s, levels) + u'1' + repeated(u")"_s, levels);
}

const QString kExpectedOperand = u"expected a number, a die, '(', '@' or a function"_s;

} // namespace

class TestDiceErrors : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void parseError_data();
    void parseError();

    void evaluationError_data();
    void evaluationError();

    void rollError_data();
    void rollError();

    void nestingWithinTheLimitParses_data();
    void nestingWithinTheLimitParses();

    void errorNamesTheWholeCharacter();
    void aBoundDistributionCannotBeRolled();
    void errorToStringAddsTheColumn();
};

void TestDiceErrors::parseError_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("column");

    const auto row = [](const char *name, const QString &text, const QString &message, int column) {
        QTest::newRow(name) << text << message << column;
    };

    row("empty", u""_s, u"empty expression"_s, 0);
    row("only-spaces", u"   "_s, u"empty expression"_s, 0);
    row("trailing-plus", u"1d6+"_s, kExpectedOperand + u", but the expression ended"_s, 5);
    row("trailing-times", u"2*"_s, kExpectedOperand + u", but the expression ended"_s, 3);
    row("dice-without-sides", u"3d"_s,
        u"expected the number of sides after 'd', but the expression ended"_s, 3);
    row("sides-not-a-number", u"3dx"_s, u"expected the number of sides after 'd', found 'x'"_s, 3);
    row("unknown-function", u"foo(2)"_s, u"unknown function 'foo'"_s, 1);
    row("unknown-function-named-in-lower-case", u"1+Sqrt(4)"_s, u"unknown function 'sqrt'"_s, 3);
    row("unclosed-parenthesis", u"(1d6+2"_s, u"expected ')', but the expression ended"_s, 7);
    row("unclosed-inner-parenthesis", u"((1)+2"_s, u"expected ')', but the expression ended"_s, 7);
    row("extra-closing-parenthesis", u"1d6+2)"_s, u"unexpected ')'"_s, 6);
    row("empty-parentheses", u"()"_s, kExpectedOperand + u", found ')'"_s, 2);
    row("stray-comma", u"1d6,2"_s, u"unexpected ','"_s, 4);
    row("leading-comma", u",1"_s, kExpectedOperand + u", found ','"_s, 1);
    row("missing-argument", u"max(1,)"_s, kExpectedOperand + u", found ')'"_s, 7);
    // Dice written as numbers are held to the limits as they are read, their counts summed over
    // the whole expression, so neither a distribution nor a roll starts on them.
    row("zero-sides", u"d0"_s, u"a die needs at least one side"_s, 1);
    row("zero-sides-later", u"1+2d0"_s, u"a die needs at least one side"_s, 3);
    row("zero-sides-counted", u"1d0"_s, u"a die needs at least one side"_s, 1);
    row("too-many-sides", u"d1000001"_s, u"dice with more than 1,000,000 sides"_s, 1);
    row("too-many-dice", u"10001d6"_s, u"more than 10,000 dice"_s, 1);
    row("too-many-dice-in-total", u"5001d6+5000d6"_s, u"more than 10,000 dice"_s, 8);
    row("too-many-dice-before-any-work", u"10000d6+10000d6"_s, u"more than 10,000 dice"_s, 9);
    row("unclosed-call", u"max(1,2"_s, u"expected ',' or ')', but the expression ended"_s, 8);
    row("max-with-one-value", u"max(1d6)"_s,
        u"max needs at least two values; maxof and minof give a roll's highest or lowest "
        "possible result"_s,
        1);
    row("min-with-one-value", u"2+min(3)"_s,
        u"min needs at least two values; maxof and minof give a roll's highest or lowest "
        "possible result"_s,
        3);
    row("maxof-with-two-values", u"maxof(1d6, 2)"_s, u"maxof takes exactly one value"_s, 1);
    row("minof-with-three-values", u"1+minof(1,2,3)"_s, u"minof takes exactly one value"_s, 3);
    row("function-without-parenthesis", u"max 1d6"_s, u"expected '(' after 'max', found '1'"_s, 5);
    row("function-name-alone", u"max"_s, u"expected '(' after 'max', but the expression ended"_s,
        4);
    row("explode-twice", u"3d6!!"_s, u"'!' given twice"_s, 5);
    row("explode-twice-around-keep", u"4d6!kh3!"_s, u"'!' given twice"_s, 8);
    row("two-selectors", u"4d6kh3dl1"_s, u"only one keep or drop per dice term"_s, 7);
    row("two-keeps", u"4d6k1k1"_s, u"only one keep or drop per dice term"_s, 6);
    row("drop-without-direction", u"4d6d1"_s,
        u"expected 'h' or 'l' after 'd' (drop highest or lowest), found '1'"_s, 5);
    row("drop-at-the-end", u"4d6d"_s,
        u"expected 'h' or 'l' after 'd' (drop highest or lowest), but the expression ended"_s, 5);
    row("keep-on-a-number", u"4kh3"_s, u"unexpected 'k'"_s, 2);
    row("letter-after-dice", u"3d6x"_s, u"unexpected 'x'"_s, 4);
    row("fudge-with-sides", u"2dF6"_s, u"unexpected '6'"_s, 4);
    row("number-too-large", u"99999999999999999999"_s, u"number too large"_s, 1);
    row("number-one-past-int64", u"1+9223372036854775808"_s, u"number too large"_s, 3);
    row("keep-count-too-large", u"4d6kh99999999999999999999"_s, u"number too large"_s, 6);
    row("sides-too-large-to-read", u"1d99999999999999999999"_s, u"number too large"_s, 3);
    row("variable-without-name", u"1+@"_s, u"expected a variable name after '@'"_s, 4);
    row("variable-starting-with-digit", u"@1st"_s, u"expected a variable name after '@'"_s, 2);
    // The 257th level is entered after the 256th '(' (column 257) or at the 256th sign.
    row("nesting-300-parentheses", repeated(u"("_s, 300) + u'1' + repeated(u")"_s, 300),
        u"nesting deeper than 256 levels"_s, 258);
    row("nesting-300-signs", repeated(u"-"_s, 300) + u'1', u"nesting deeper than 256 levels"_s,
        257);
    row("longer-than-10000-characters", u"1"_s + repeated(u"+1"_s, 5000),
        u"expression longer than 10,000 characters"_s, 0);
}

void TestDiceErrors::parseError()
{
    QFETCH(QString, expression);
    QFETCH(QString, message);
    QFETCH(int, column);

    const auto parsed = Expression::parse(expression);
    QVERIFY2(!parsed.ok(), "the expression parsed");
    QCOMPARE(parsed.error().message, message);
    QCOMPARE(parsed.error().column, column);
}

void TestDiceErrors::evaluationError_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QStringList>("bindings");
    QTest::addColumn<int>("explodeDepth");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("column");

    const QStringList none;
    const auto row
        = [&](const char *name, const QString &text, const QString &message, int column) {
              QTest::newRow(name) << text << none << 10 << message << column;
          };
    const auto bound = [](const char *name, const QString &text, const QStringList &bindings,
                           const QString &message, int column) {
        QTest::newRow(name) << text << bindings << 10 << message << column;
    };
    const QString overflow = u"a possible result is beyond the 64-bit integer range"_s;
    const QString tooLarge = u"too large to compute exactly (more than 1 billion steps)"_s;
    const QString tooManyOutcomes = u"more than 1,000,000 distinct outcomes"_s;

    row("keep-more-than-rolled", u"4d6kh5"_s, u"cannot keep 5 of 4 dice"_s, 1);
    row("drop-more-than-rolled", u"4d6dl5"_s, u"cannot drop 5 of 4 dice"_s, 1);
    row("keep-lowest-more-than-rolled", u"2+3d6kl4"_s, u"cannot keep 4 of 3 dice"_s, 3);
    row("drop-highest-of-one-die", u"1d20dh2"_s, u"cannot drop 2 of 1 dice"_s, 1);
    row("keep-from-no-dice", u"0d6kh1"_s, u"cannot keep 1 of 0 dice"_s, 1);
    row("keep-from-a-count-that-can-be-too-small", u"(1d4)d6kh2"_s, u"cannot keep 2 of 1 dice"_s,
        1);
    row("negative-sides", u"1d(0-6)"_s, u"a die needs at least one side"_s, 1);
    row("negative-dice-count", u"(0-2)d6"_s, u"the number of dice cannot be negative"_s, 1);
    row("possibly-negative-dice-count", u"(1d4-2)d6"_s, u"the number of dice cannot be negative"_s,
        1);
    row("sides-from-a-roll", u"1d(1d6)"_s,
        u"the number of sides must be a fixed number, not a roll"_s, 4);
    row("division-by-zero", u"1d6/0"_s, u"division by zero"_s, 5);
    row("division-by-an-expression-that-is-zero", u"10/(1d1-1)"_s, u"division by zero"_s, 5);
    row("division-by-zero-is-possible", u"10/(1d6-1)"_s, u"division by zero is possible"_s, 5);
    row("division-by-a-fudge-die", u"6/1dF"_s, u"division by zero is possible"_s, 3);
    row("overflow-adding", u"9223372036854775807+1"_s, overflow, 21);
    row("overflow-scaling-dice", u"1d6*2000000000000000000"_s, overflow, 5);
    row("overflow-negating", u"-(0-9223372036854775807-1)"_s, overflow, 1);
    row("overflow-floor-division", u"(0-9223372036854775807-1)/(0-1)"_s, overflow, 28);
    row("outcomes-sum", u"2d1000000"_s, tooManyOutcomes, 1);
    row("outcomes-exploding-die", u"1d100001!"_s, tooManyOutcomes, 1);
    row("outcomes-keep", u"3d1000000kh2"_s, tooManyOutcomes, 1);
    row("steps-sum", u"2000d500"_s, tooLarge, 1);
    row("steps-pool", u"100d1000kh99"_s, tooLarge, 1);
    row("steps-adding-wide-rolls", u"1d1000000+1d1000000*2"_s, tooLarge, 11);

    bound("unknown-variable", u"1d20+@bonus"_s, none, u"unknown variable '@bonus'"_s, 6);
    bound("unknown-variable-as-sides", u"2d@sides"_s, none, u"unknown variable '@sides'"_s, 3);
    bound("variable-refers-to-itself", u"@a"_s, {u"a=@a+1"_s},
        u"in '@a': the variable '@a' refers to itself at column 1"_s, 1);
    bound("variable-refers-to-itself-later", u"1d20+@a"_s, {u"a=@a+1"_s},
        u"in '@a': the variable '@a' refers to itself at column 1"_s, 6);
    // Each variable names itself and the column inside its own text.
    bound("variables-refer-to-each-other", u"@a"_s, {u"a=@b"_s, u"b=1+@a"_s},
        u"in '@a': in '@b': the variable '@a' refers to itself at column 3 at column 1"_s, 1);
    bound("error-inside-a-variable", u"@w+1"_s, {u"w=1d6/0"_s},
        u"in '@w': division by zero at column 5"_s, 1);
    bound("sides-from-a-rolled-variable", u"2d@w"_s, {u"w=1d6"_s},
        u"the number of sides must be a fixed number, not a roll"_s, 3);
    bound("keep-more-than-a-variable-count", u"@n d6kh3"_s, {u"n=2"_s},
        u"cannot keep 3 of 2 dice"_s, 1);
    bound(
        "zero-sides-from-a-variable", u"1d@s"_s, {u"s=0"_s}, u"a die needs at least one side"_s, 1);

    QTest::newRow("explode-depth-above-100")
        << u"1d6!"_s << none << 101 << u"the explosion depth must be between 0 and 100"_s << 1;
    QTest::newRow("explode-depth-negative")
        << u"2+1d6!"_s << none << -1 << u"the explosion depth must be between 0 and 100"_s << 3;
}

void TestDiceErrors::evaluationError()
{
    QFETCH(QString, expression);
    QFETCH(QStringList, bindings);
    QFETCH(int, explodeDepth);
    QFETCH(QString, message);
    QFETCH(int, column);

    const auto bound = bindingsFrom(bindings);
    QVERIFY(bound);
    DICE_PARSE(parsed, expression);
    const auto distribution
        = DistributionEvaluator::evaluate(parsed, *bound, withDepth(explodeDepth));
    QVERIFY2(!distribution.ok(), "the expression was evaluated");
    QCOMPARE(distribution.error().message, message);
    QCOMPARE(distribution.error().column, column);
}

void TestDiceErrors::rollError_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QStringList>("bindings");
    QTest::addColumn<int>("explodeDepth");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("column");

    const QStringList none;
    const auto row
        = [&](const char *name, const QString &text, const QString &message, int column) {
              QTest::newRow(name) << text << none << 10 << message << column;
          };
    const QString rolledZero = u"division by zero (the divisor came out 0)"_s;

    // The roller meets a divisor of 0 only when it is rolled; 1d1-1 always is.
    row("division-by-zero", u"1d6/0"_s, rolledZero, 5);
    row("division-by-a-roll-of-zero", u"1d6/(1d1-1)"_s, rolledZero, 6);
    row("keep-more-than-rolled", u"4d6kh5"_s, u"cannot keep 5 of 4 dice"_s, 1);
    row("drop-more-than-rolled", u"4d6dl5"_s, u"cannot drop 5 of 4 dice"_s, 1);
    row("negative-dice-count", u"(0-1)d6"_s, u"the number of dice cannot be negative"_s, 1);
    row("sides-from-a-roll", u"1d(1d6)"_s,
        u"the number of sides must be a fixed number, not a roll"_s, 4);
    row("overflow", u"9223372036854775807+1d1"_s,
        u"a possible result is beyond the 64-bit integer range"_s, 21);
    row("unknown-variable", u"1d20+@bonus"_s, u"unknown variable '@bonus'"_s, 6);
    QTest::newRow("variable-refers-to-itself")
        << u"1d20+@a"_s << QStringList{u"a=@a+1"_s} << 10
        << u"in '@a': the variable '@a' refers to itself at column 1"_s << 6;
    QTest::newRow("sides-from-a-rolled-variable")
        << u"2d@w"_s << QStringList{u"w=1d6"_s} << 10
        << u"the number of sides must be a fixed number, not a roll"_s << 3;
    QTest::newRow("explode-depth-above-100")
        << u"1d6!"_s << none << 101 << u"the explosion depth must be between 0 and 100"_s << 1;
}

void TestDiceErrors::rollError()
{
    QFETCH(QString, expression);
    QFETCH(QStringList, bindings);
    QFETCH(int, explodeDepth);
    QFETCH(QString, message);
    QFETCH(int, column);

    const auto bound = bindingsFrom(bindings);
    QVERIFY(bound);
    DICE_PARSE(parsed, expression);
    Random random(2026);
    const auto roll = Roller::roll(parsed, random, *bound, withDepth(explodeDepth));
    QVERIFY2(!roll.ok(), "the expression was rolled");
    QCOMPARE(roll.error().message, message);
    QCOMPARE(roll.error().column, column);
}

void TestDiceErrors::nestingWithinTheLimitParses_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<qint64>("value");

    QTest::newRow("255-parentheses") << repeated(u"("_s, 255) + u'7' + repeated(u")"_s, 255) << 7LL;
    QTest::newRow("255-signs") << repeated(u"-"_s, 255) + u'7' << -7LL;
    QTest::newRow("100-nested-max-calls") << nestedMax(100) << 1LL;
    // A function call is one level, as the limit's comment and message say ("parentheses,
    // functions, signs"); so 128 and 200 nested calls are well within 256 levels.
    QTest::newRow("128-nested-max-calls") << nestedMax(128) << 1LL;
    QTest::newRow("200-nested-max-calls") << nestedMax(200) << 1LL;
    QTest::newRow("exactly-10000-characters") << repeated(u"+1"_s, 5000) << 5000LL;
}

void TestDiceErrors::nestingWithinTheLimitParses()
{
    QFETCH(QString, expression);
    QFETCH(qint64, value);

    const auto parsed = Expression::parse(expression);
    QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
    DICE_EVALUATE(distribution, *parsed, Bindings{}, EvaluationOptions{});
    QVERIFY(distribution.isConstant());
    QCOMPARE(distribution.min(), value);
}

void TestDiceErrors::errorNamesTheWholeCharacter()
{
    // A character outside the BMP is two UTF-16 units; the message must quote both, not half a
    // surrogate pair.
    const QString emoji = u"\U0001F3B2"_s; // 🎲
    const auto parsed = Expression::parse(u"1+"_s + emoji);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().column, 3);
    QCOMPARE(parsed.error().message, kExpectedOperand + u", found '"_s + emoji + u"'"_s);
}

void TestDiceErrors::aBoundDistributionCannotBeRolled()
{
    // Exact odds may bind a weapon's distribution; a roll needs its dice.
    Bindings bindings;
    bindings.set(u"w"_s, Distribution::fromOutcomes({{1, 0.5}, {2, 0.5}}));
    DICE_PARSE(parsed, u"1d20+@w"_s);
    Random random(2026);
    const auto roll = Roller::roll(parsed, random, bindings);
    QVERIFY2(!roll.ok(), "the expression was rolled");
    QCOMPARE(roll.error().message, u"'@w' is known only as odds and cannot be rolled"_s);
    QCOMPARE(roll.error().column, 6);
}

void TestDiceErrors::errorToStringAddsTheColumn()
{
    QCOMPARE((DiceError{u"expected ')'"_s, 7}.toString()), u"expected ')' at column 7"_s);
    QCOMPARE((DiceError{u"empty expression"_s, 0}.toString()), u"empty expression"_s);

    const auto parsed = Expression::parse(u"3d"_s);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().toString(),
        u"expected the number of sides after 'd', but the expression ended at column 3"_s);
}

QTEST_GUILESS_MAIN(TestDiceErrors)
#include "tst_dice_errors.moc"
