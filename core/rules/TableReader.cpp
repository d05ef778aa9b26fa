// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/TableReader.h"

#include "core/rules/RulesetReader.h"
#include "core/rules/RulesetText.h"

namespace Fray::Rules {

using Json::JsonValue;

QMap<QString, Table> TableReader::read(const JsonValue &tables)
{
    QMap<QString, Table> read;
    const QStringList ids = tables.keys();
    for (const QString &id : ids) {
        const JsonValue t = tables.field(id);
        if (!RulesetReader::checkName(t, id))
            continue;
        t.allowOnly(
            {QLatin1StringView("label"), QLatin1StringView("key"), QLatin1StringView("columns"),
                QLatin1StringView("rows"), QLatin1StringView("note"), QLatin1StringView("source")});
        Table table;
        table.id = id;
        table.label = RulesetText::read(t, QLatin1StringView("label"), table.wordings, id);
        table.keyLabel = RulesetText::read(t, QLatin1StringView("key"), table.wordings);
        table.note = RulesetText::read(t, QLatin1StringView("note"), table.wordings);
        table.source.text = t[QLatin1StringView("source")].string();
        table.columns = t[QLatin1StringView("columns")].stringList();
        if (table.columns.isEmpty())
            t[QLatin1StringView("columns")].problem(tr("a table needs at least one column"));
        for (const QString &column : std::as_const(table.columns))
            RulesetReader::checkName(t[QLatin1StringView("columns")], column);

        const std::vector<JsonValue> rows = t[QLatin1StringView("rows")].elements();
        if (rows.empty())
            t[QLatin1StringView("rows")].problem(tr("a table needs at least one row"));
        for (const JsonValue &r : rows) {
            r.allowOnly({QLatin1StringView("key"), QLatin1StringView("from"),
                QLatin1StringView("to"), QLatin1StringView("values")});
            Table::Row row;
            if (r[QLatin1StringView("key")].exists()) {
                row.from = r[QLatin1StringView("key")].optionalInteger();
                row.to = row.from;
            } else {
                row.from = r[QLatin1StringView("from")].optionalInteger();
                row.to = r[QLatin1StringView("to")].optionalInteger();
            }
            if (row.from && row.to && *row.from > *row.to)
                r.problem(tr("'from' (%1) is above 'to' (%2)").arg(*row.from).arg(*row.to));
            for (const JsonValue &v : r[QLatin1StringView("values")].elements()) {
                if (v.isNull())
                    row.values.append(QVariant());
                else if (v.isString())
                    row.values.append(v.raw().toString());
                else if (const auto n = v.optionalInteger())
                    row.values.append(QVariant::fromValue<qint64>(*n));
            }
            if (row.values.size() != table.columns.size())
                r[QLatin1StringView("values")].problem(
                    tr("%1 for %2")
                        .arg(tr("%n values", nullptr, int(row.values.size())),
                            tr("%n columns", nullptr, int(table.columns.size()))));
            table.rows.push_back(row);
        }
        // Keys must be unambiguous: no two rows may hold the same key.
        for (std::size_t i = 0; i < table.rows.size(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                const auto &a = table.rows[i];
                const auto &b = table.rows[j];
                const bool apart
                    = (a.to && b.from && *a.to < *b.from) || (b.to && a.from && *b.to < *a.from);
                if (!apart) {
                    rows[i].problem(tr("overlaps row %1").arg(j));
                    break;
                }
            }
        }
        read.insert(id, table);
    }
    return read;
}

} // namespace Fray::Rules
