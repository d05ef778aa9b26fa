// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonOutput.h"

namespace Fray::Cli::JsonOutput {

QJsonArray pmf(const Dice::Distribution &distribution)
{
    QJsonArray array;
    for (const auto &o : distribution.outcomes())
        array.append(QJsonArray {qint64(o.value), o.probability});
    return array;
}

QJsonObject distribution(const Dice::Distribution &distribution)
{
    return QJsonObject {
        {QStringLiteral("min"), qint64(distribution.min())},
        {QStringLiteral("max"), qint64(distribution.max())},
        {QStringLiteral("mean"), distribution.mean()},
        {QStringLiteral("stddev"), distribution.standardDeviation()},
        {QStringLiteral("pmf"), pmf(distribution)},
    };
}

QJsonObject roll(const Dice::Roll &roll, const QString &expression)
{
    QJsonArray dice;
    for (const Dice::RolledDie &die : roll.dice) {
        QJsonObject object {
            {QStringLiteral("die"), die.die},
            {QStringLiteral("value"), qint64(die.value)},
            {QStringLiteral("kept"), die.kept},
        };
        if (die.chain.size() > 1) {
            QJsonArray chain;
            for (std::int64_t v : die.chain)
                chain.append(qint64(v));
            object.insert(QStringLiteral("rolls"), chain);
        }
        dice.append(object);
    }
    return QJsonObject {
        {QStringLiteral("total"), qint64(roll.total)},
        {QStringLiteral("dice"), dice},
        {QStringLiteral("detail"), roll.describe(expression)},
    };
}

} // namespace Fray::Cli::JsonOutput
