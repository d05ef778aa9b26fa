// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/LibraryJson.h"

#include "core/io/EncounterJson.h"
#include "core/json/FileHeader.h"
#include "core/json/JsonKey.h"
#include "core/json/JsonParse.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Fray::Io {

using Json::JsonProblem;
using Json::JsonValue;
using Json::key;

QJsonObject LibraryJson::entryToJson(const Library::LibraryEntry &entry)
{
    // The prototype's own id and fight state mean nothing outside an encounter.
    QJsonObject prototype = EncounterJson::combatantToJson(entry.prototype);
    prototype.remove(QStringLiteral("id"));
    prototype.remove(QStringLiteral("name"));
    QJsonObject o{{QStringLiteral("name"), entry.name}, {QStringLiteral("kind"), entry.kind},
        {QStringLiteral("ruleset"), entry.rulesetId}, {QStringLiteral("combatant"), prototype}};
    if (!entry.tags.isEmpty())
        o.insert(QStringLiteral("tags"), QJsonArray::fromStringList(entry.tags));
    if (!entry.hitDice.isEmpty())
        o.insert(QStringLiteral("hit_dice"), entry.hitDice);
    if (entry.inParty)
        o.insert(QStringLiteral("party"), true);
    return o;
}

Library::LibraryEntry LibraryJson::entryFromJson(const JsonValue &v)
{
    v.allowOnly({key("name"), key("kind"), key("ruleset"), key("tags"), key("hit_dice"),
        key("combatant"), key("party")});
    Library::LibraryEntry entry;
    entry.name = v[key("name")].requiredString().value_or(QString());
    entry.kind = v[key("kind")].string(QStringLiteral("monster"));
    if (!Library::LibraryEntry::kinds().contains(entry.kind))
        v[key("kind")].problem(tr("expected character, monster or template"));
    entry.rulesetId = v[key("ruleset")].requiredString().value_or(QString());
    entry.tags = v[key("tags")].stringList();
    entry.hitDice = v[key("hit_dice")].string();
    entry.inParty = v[key("party")].boolean(false);
    const JsonValue given = v[key("combatant")];
    if (!given.isObject()) {
        given.problem(given.exists() ? tr("expected a combatant (an object with hit points)")
                                     : tr("missing (the entry's combatant is required)"));
        return entry;
    }
    QJsonObject combatant = given.raw().toObject();
    combatant.insert(QStringLiteral("name"), entry.name);
    entry.prototype
        = EncounterJson::combatantFromJson(JsonValue(combatant, given.path(), v.problems()));
    entry.prototype.id = 0;
    return entry;
}

QJsonObject LibraryJson::storedToJson(const Library::LibraryEntry &entry)
{
    return {{QStringLiteral("id"), entry.id}, {QStringLiteral("entry"), entryToJson(entry)}};
}

Library::LibraryEntry LibraryJson::storedFromJson(const JsonValue &value)
{
    value.allowOnly({key("id"), key("entry")});
    Library::LibraryEntry entry = entryFromJson(value[key("entry")]);
    entry.id = value[key("id")].integer(0);
    return entry;
}

QJsonArray LibraryJson::storedToJson(const std::vector<Library::LibraryEntry> &entries)
{
    QJsonArray list;
    for (const Library::LibraryEntry &e : entries)
        list.append(storedToJson(e));
    return list;
}

std::vector<Library::LibraryEntry> LibraryJson::storedListFromJson(const JsonValue &value)
{
    std::vector<Library::LibraryEntry> entries;
    for (const JsonValue &e : value.elements())
        entries.push_back(storedFromJson(e));
    return entries;
}

QByteArray LibraryJson::toBytes(const std::vector<Library::LibraryEntry> &entries)
{
    QJsonArray array;
    for (const Library::LibraryEntry &e : entries)
        array.append(entryToJson(e));
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("fray-library")},
        {QStringLiteral("format_version"), formatVersion}, {QStringLiteral("entries"), array}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Expected<std::vector<Library::LibraryEntry>, QList<JsonProblem>> LibraryJson::fromJson(
    const QByteArray &json)
{
    QList<JsonProblem> problems;
    const auto document = Json::parseObject(json, tr("a library file"));
    if (!document)
        return QList<JsonProblem>{document.error()};
    const JsonValue root(document->object(), QString(), &problems);
    root.allowOnly({key("format"), key("format_version"), key("entries")});
    if (auto tooNew = Json::FileHeader::check(root, QStringLiteral("fray-library"), formatVersion))
        return QList<JsonProblem>{*tooNew};
    if (!root[key("entries")].exists())
        root[key("entries")].problem(tr("missing (a list of entries is required)"));
    std::vector<Library::LibraryEntry> entries;
    for (const JsonValue &e : root[key("entries")].elements())
        entries.push_back(entryFromJson(e));
    if (!problems.isEmpty())
        return problems;
    return entries;
}

} // namespace Fray::Io
