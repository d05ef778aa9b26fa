// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/EncounterTableJson.h"

#include "core/json/FileHeader.h"
#include "core/json/JsonKey.h"
#include "core/json/JsonParse.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace Fray::Io {

using Json::JsonProblem;
using Json::JsonValue;
using Json::key;
using Wandering::EncounterTable;

namespace {

QJsonValue rollToJson(const EncounterTable::Row &row)
{
    if (row.from == row.to)
        return row.from;
    return QStringLiteral("%1-%2").arg(row.from).arg(row.to);
}

} // namespace

QJsonObject EncounterTableJson::toJson(const EncounterTable &table)
{
    QJsonArray rows;
    for (const EncounterTable::Row &row : table.rows) {
        QJsonObject o{{QStringLiteral("roll"), rollToJson(row)}};
        if (!row.isNothing()) {
            o.insert(QStringLiteral("count"), row.count);
            o.insert(QStringLiteral("creature"), row.creature);
        }
        if (!row.note.isEmpty())
            o.insert(QStringLiteral("note"), row.note);
        rows.append(o);
    }
    QJsonObject o{{QStringLiteral("name"), table.name}, {QStringLiteral("die"), table.die},
        {QStringLiteral("rows"), rows}};
    if (!table.rulesetId.isEmpty())
        o.insert(QStringLiteral("ruleset"), table.rulesetId);
    return o;
}

QByteArray EncounterTableJson::toBytes(const EncounterTable &table)
{
    QJsonObject root = toJson(table);
    root.insert(QStringLiteral("format"), QStringLiteral("fray-encounter-table"));
    root.insert(QStringLiteral("format_version"), formatVersion);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

EncounterTable EncounterTableJson::fromJson(const JsonValue &v)
{
    EncounterTable table;
    if (!v.isObject()) {
        v.problem(tr("expected an encounter table (an object with a die and rows)"));
        return table;
    }
    table.name = v[key("name")].string();
    table.rulesetId = v[key("ruleset")].string();
    table.die = v[key("die")].requiredString().value_or(QString());
    const JsonValue rows = v[key("rows")];
    if (!rows.exists())
        rows.problem(tr("missing (a list of rows is required)"));
    static const QRegularExpression range(
        QStringLiteral(R"(^\s*(-?\d{1,9})\s*(?:[-\x{2013}]\s*(-?\d{1,9})\s*)?$)"));
    for (const JsonValue &r : rows.elements()) {
        EncounterTable::Row row;
        if (!r.isObject()) {
            r.problem(tr("expected a row (an object with its roll and what comes)"));
            continue;
        }
        r.allowOnly({key("roll"), key("count"), key("creature"), key("note")});
        const JsonValue roll = r[key("roll")];
        if (roll.isNumber()) {
            row.from = row.to = roll.requiredInteger().value_or(0);
        } else if (roll.isString()) {
            const QRegularExpressionMatch m = range.match(roll.raw().toString());
            if (m.hasMatch()) {
                row.from = m.captured(1).toLongLong();
                row.to = m.hasCaptured(2) ? m.captured(2).toLongLong() : row.from;
            } else {
                roll.problem(tr("'%1' is not a roll or a range of rolls (3, 4-6)")
                                 .arg(roll.raw().toString()));
            }
        } else {
            roll.problem(tr("missing or not a roll (3, or a range such as \"4-6\")"));
        }
        row.creature = r[key("creature")].string().trimmed();
        const JsonValue count = r[key("count")];
        if (count.isNumber())
            row.count = QString::number(count.requiredInteger().value_or(0));
        else
            row.count = count.string(row.creature.isEmpty() ? QString() : QStringLiteral("1"));
        row.note = r[key("note")].string();
        table.rows.push_back(row);
    }
    return table;
}

Expected<EncounterTable, QList<JsonProblem>> EncounterTableJson::fromBytes(const QByteArray &json)
{
    QList<JsonProblem> problems;
    const auto document = Json::parseObject(json, tr("an encounter table file"));
    if (!document)
        return QList<JsonProblem>{document.error()};
    const JsonValue root(document->object(), QString(), &problems);
    root.allowOnly({key("format"), key("format_version"), key("name"), key("ruleset"), key("die"),
        key("rows")});
    if (auto tooNew
        = Json::FileHeader::check(root, QStringLiteral("fray-encounter-table"), formatVersion))
        return QList<JsonProblem>{*tooNew};
    EncounterTable table = fromJson(root);
    if (!problems.isEmpty())
        return problems;
    if (const auto problem = table.problem())
        return QList<JsonProblem>{{problem->where, problem->what}};
    return table;
}

} // namespace Fray::Io
