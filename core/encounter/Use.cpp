// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Use.h"

#include "core/KeyTable.h"
#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Expression.h"

#include <QLocale>

namespace Fray::Encounter {

namespace {

constexpr KeyTable::Row<Use::Reset> kUseResets[] = {
    {Use::Reset::Round, "round"},
    {Use::Reset::Turn, "turn"},
    {Use::Reset::Fight, "fight"},
    {Use::Reset::Rest, "rest"},
    {Use::Reset::Never, "never"},
    {Use::Reset::Recharge, "recharge"},
};

} // namespace

QString Use::resetKey(Reset reset)
{
    return KeyTable::keyOf(kUseResets, reset);
}

std::optional<Use::Reset> Use::resetFromKey(const QString &key)
{
    return KeyTable::valueOf(kUseResets, key);
}

QStringList Use::resetKeys()
{
    return KeyTable::keysOf(kUseResets);
}

QString Use::resetText() const
{
    switch (reset) {
    case Reset::Round:
        return tr("each round");
    case Reset::Turn:
        return tr("each turn");
    case Reset::Fight:
        return tr("each fight");
    case Reset::Rest:
        return tr("on a rest");
    case Reset::Never:
        return tr("never");
    case Reset::Recharge:
        break;
    }
    // "recharge 5–6 on 1d6": the range up to the expression's highest result, as the monster
    // manuals write it; only the target where the expression cannot be read.
    const QLocale locale;
    if (const auto parsed = Dice::Expression::parse(recharge)) {
        const auto odds = Dice::DistributionEvaluator::evaluate(*parsed);
        if (odds && odds->max() > target)
            return tr("recharge %1\u2013%2 on %3")
                .arg(locale.toString(target), locale.toString(odds->max()), recharge);
        if (odds && odds->max() == target)
            return tr("recharge %1 on %2").arg(locale.toString(target), recharge);
    }
    return tr("recharge %1+ on %2").arg(locale.toString(target), recharge);
}

QString Use::shortText() const
{
    const QLocale locale;
    return tr("%1 %2/%3").arg(name, locale.toString(left), locale.toString(maximum));
}

QString Use::effectText() const
{
    QStringList parts;
    for (const QString &part : {effect.trimmed(), effectNote.trimmed()}) {
        if (!part.isEmpty())
            parts << part;
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace Fray::Encounter
