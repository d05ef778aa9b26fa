// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Roll.h"

#include <QStringList>

namespace Fray::Dice {

QString RolledDie::toString() const
{
    QStringList parts;
    for (std::size_t i = 0; i < chain.size(); ++i)
        parts << QString::number(chain[i])
                + (i + 1 < chain.size() ? QStringLiteral("!") : QString());
    const QString text = parts.join(QLatin1Char('+'));
    return kept ? text : QLatin1Char('(') + text + QLatin1Char(')');
}

QString Roll::describe(const QString &expressionText) const
{
    const QString expression = expressionText.simplified();
    const QString sum = QString::number(total);
    if (shown.simplified() == expression)
        return QStringLiteral("%1 = %2").arg(expression, sum);
    return QStringLiteral("%1 \u2192 %2 = %3").arg(expression, shown, sum);
}

} // namespace Fray::Dice
