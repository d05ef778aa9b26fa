// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/wandering/TableText.h"

#include "core/i18n/NumberText.h"

#include <QLocale>
#include <QStringList>

namespace Fray::Wandering {

QString TableText::rowChance(
    const EncounterTable::Row &row, const EncounterTableOdds::RowOdds &odds)
{
    if (row.isNothing() || odds.count.isConstant())
        return NumberText::percent(odds.chance);
    return tr("%1 (%2 on average)")
        .arg(NumberText::percent(odds.chance), NumberText::decimal(odds.count.mean(), 1));
}

QString TableText::countChances(const EncounterTableOdds::RowOdds &odds)
{
    QStringList counts;
    for (const auto &o : odds.count.outcomes())
        counts << tr("%1: %2").arg(
            QLocale().toString(o.value), NumberText::percent(o.probability, 2));
    return counts.join(QStringLiteral(", "));
}

QString TableText::summary(const EncounterTableOdds &odds)
{
    return tr("Nothing comes: %1 · foes on average: %2 · at most %3")
        .arg(NumberText::percent(odds.nothing), NumberText::decimal(odds.meanFoes),
            QLocale().toString(odds.foes.max()));
}

} // namespace Fray::Wandering
