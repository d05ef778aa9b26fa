// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/RulesetTables.h"

namespace Fray::Rules {

RulesetTables::RulesetTables(const QMap<QString, Table> &tables)
    : m_tables(tables)
{ }

const Table::Row *RulesetTables::row(const Table &table, std::int64_t key)
{
    for (const Table::Row &row : table.rows) {
        if ((!row.from || key >= *row.from) && (!row.to || key <= *row.to))
            return &row;
    }
    return nullptr;
}

Expected<std::int64_t, QString> RulesetTables::lookup(
    const QString &name, const QString &column, std::int64_t key) const
{
    const auto table = m_tables.constFind(name);
    if (table == m_tables.constEnd())
        return tr("unknown table '%1'").arg(name);
    const qsizetype index = column.isEmpty() ? 0 : table->columns.indexOf(column);
    if (index < 0)
        return tr("table '%1' has no column '%2'").arg(name, column);
    const Table::Row *found = row(*table, key);
    if (!found)
        return tr("table '%1' has no row for %2").arg(table->label).arg(key);
    const QVariant &cell = found->values.value(index);
    if (cell.typeId() != QMetaType::LongLong)
        return tr("table '%1' gives no number for %2").arg(table->label).arg(key);
    return std::int64_t(cell.toLongLong());
}

} // namespace Fray::Rules
