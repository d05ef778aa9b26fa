// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/MemberUpdateJson.h"

#include "core/io/LibraryJson.h"
#include "core/json/JsonKey.h"
#include "core/json/JsonParse.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Fray::Io {

using Json::key;

QByteArray MemberUpdateJson::toBytes(
    const std::vector<Party::MemberUpdate> &updates, const QString &kind, qint64 ended)
{
    QJsonArray list;
    for (const Party::MemberUpdate &u : updates)
        list.append(QJsonObject{{QStringLiteral("before"), LibraryJson::storedToJson(u.before)},
            {QStringLiteral("after"), LibraryJson::storedToJson(u.after)},
            {QStringLiteral("changes"), QJsonArray::fromStringList(u.changes)}});
    QJsonObject o{{QStringLiteral("kind"), kind}, {QStringLiteral("updates"), list}};
    if (ended > 0)
        o.insert(QStringLiteral("ended"), ended);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Expected<MemberUpdateJson::Read, QString> MemberUpdateJson::fromBytes(const QByteArray &json)
{
    const auto document = Json::parseObject(json, tr("a history entry"));
    if (!document)
        return document.error().toString();
    QList<Json::JsonProblem> problems;
    const Json::JsonValue o(document->object(), QStringLiteral("party"), &problems);
    o.allowOnly({key("kind"), key("updates"), key("ended")});
    Read read;
    read.kind = o[key("kind")].requiredString().value_or(QString());
    read.ended = o[key("ended")].integer(0);
    for (const Json::JsonValue &u : o[key("updates")].elements()) {
        u.allowOnly({key("before"), key("after"), key("changes")});
        read.updates.push_back({LibraryJson::storedFromJson(u[key("before")]),
            LibraryJson::storedFromJson(u[key("after")]), u[key("changes")].stringList()});
    }
    if (!problems.isEmpty())
        return problems.constFirst().toString();
    return read;
}

} // namespace Fray::Io
