// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiceFuzzHarness.h"

#include "core/dice/Bindings.h"
#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Expression.h"
#include "core/dice/Random.h"
#include "core/dice/Roller.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Fray::Fuzz {

using namespace Fray::Dice;

namespace {

constexpr std::uint64_t kSeed = 20260101;

Expression parsed(const char *text)
{
    return Expression::parse(QString::fromLatin1(text)).value();
}

// A number, expressions with and without dice, one naming another, one naming itself, and one
// at the edge of the 64-bit range.
const Bindings &bindings()
{
    static const Bindings values = [] {
        Bindings b;
        b.set(QStringLiteral("a"), 3);
        b.set(QStringLiteral("b"), parsed("1d6+1"));
        b.set(QStringLiteral("c"), parsed("@a*@b-2"));
        b.set(QStringLiteral("n"), parsed("2+@a"));
        b.set(QStringLiteral("self"), parsed("@self+1"));
        b.set(QStringLiteral("big"), std::numeric_limits<std::int64_t>::max());
        return b;
    }();
    return values;
}

void checkError(
    const DiceError &error, const QString &text, const char *stage, QStringList &problems)
{
    if (error.message.isEmpty())
        problems << QStringLiteral("%1: an error without a message").arg(QLatin1StringView(stage));
    if (error.column < 0 || error.column > text.size() + 1)
        problems << QStringLiteral("%1: error column %2 outside the text of %3 characters")
                        .arg(QLatin1StringView(stage))
                        .arg(error.column)
                        .arg(text.size());
}

void checkDistribution(const Distribution &d, QStringList &problems)
{
    const auto &outcomes = d.outcomes();
    if (outcomes.empty()) {
        problems << QStringLiteral("distribution: no outcomes");
        return;
    }
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const double p = outcomes[i].probability;
        if (!std::isfinite(p) || p <= 0.0 || p > 1.0 + 1e-9)
            problems << QStringLiteral("distribution: P(%1) = %2")
                            .arg(outcomes[i].value)
                            .arg(p, 0, 'g', 17);
        if (i > 0 && outcomes[i].value <= outcomes[i - 1].value)
            problems << QStringLiteral("distribution: values not ascending at %1").arg(i);
    }
    const double total = d.totalProbability();
    if (!(std::abs(total - 1.0) <= 1e-6))
        problems << QStringLiteral("distribution: probabilities sum to %1").arg(total, 0, 'g', 17);
    if (!(d.truncated() >= 0.0 && d.truncated() <= 1.0))
        problems << QStringLiteral("distribution: truncated mass %1").arg(d.truncated());
    const double mean = d.mean();
    const double slack
        = 1e-6 * std::max({1.0, std::abs(double(d.min())), std::abs(double(d.max()))});
    if (!(mean >= double(d.min()) - slack && mean <= double(d.max()) + slack))
        problems << QStringLiteral("distribution: mean %1 outside %2..%3")
                        .arg(mean, 0, 'g', 17)
                        .arg(d.min())
                        .arg(d.max());
}

struct Reading
{
    bool distribution = false;
    bool roll = false;
};

Reading exerciseText(const QString &text, QStringList &problems)
{
    Reading reading;
    const auto expression = Expression::parse(text);
    if (!expression) {
        checkError(expression.error(), text, "parse", problems);
        return reading;
    }
    if (expression->text() != text)
        problems << QStringLiteral("parse: the expression does not keep its text");
    (void)expression->variables();
    (void)expression->hasDice();

    const auto distribution = DistributionEvaluator::evaluate(*expression, bindings());
    reading.distribution = distribution.ok();
    if (distribution)
        checkDistribution(*distribution, problems);
    else
        checkError(distribution.error(), text, "distribution", problems);

    Random random(kSeed);
    const auto roll = Roller::roll(*expression, random, bindings());
    if (!roll) {
        checkError(roll.error(), text, "roll", problems);
        return reading;
    }
    reading.roll = true;
    (void)roll->describe(text);
    if (distribution && (roll->total < distribution->min() || roll->total > distribution->max()))
        problems << QStringLiteral("roll: %1 is outside the distribution's %2..%3")
                        .arg(roll->total)
                        .arg(distribution->min())
                        .arg(distribution->max());

    Random again(kSeed);
    const auto replay = Roller::roll(*expression, again, bindings());
    if (!replay || replay->total != roll->total || replay->shown != roll->shown
        || replay->dice.size() != roll->dice.size())
        problems << QStringLiteral("roll: the same seed rolled differently");
    return reading;
}

} // namespace

QStringList exerciseDice(QByteArrayView input, bool *accepted, bool *refused)
{
    QStringList problems;
    const QString utf8 = QString::fromUtf8(input);
    const Reading first = exerciseText(utf8, problems);
    Reading second;
    // Bytes above 0x7f read differently as Latin-1 (0xa0 is a no-break space, for one).
    const QString latin1 = QString::fromLatin1(input);
    if (latin1 != utf8)
        second = exerciseText(latin1, problems);
    if (accepted)
        *accepted = (first.distribution && first.roll) || (second.distribution && second.roll);
    if (refused)
        *refused = !first.distribution && !second.distribution;
    return problems;
}

} // namespace Fray::Fuzz
