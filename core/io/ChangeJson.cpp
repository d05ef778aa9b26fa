// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ChangeJson.h"

#include "core/io/AttackRecordJson.h"
#include "core/io/EncounterJson.h"
#include "core/io/EventJson.h"
#include "core/io/PhraseJson.h"
#include "core/json/JsonKey.h"
#include "core/json/JsonParse.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Fray::Io {

using Json::key;

using Encounter::Change;
using Json::JsonValue;

namespace {

QJsonArray placedToJson(const std::vector<Change::Placed> &list)
{
    QJsonArray out;
    for (const Change::Placed &p : list)
        out.append(QJsonObject{{QStringLiteral("index"), p.index},
            {QStringLiteral("combatant"), EncounterJson::combatantToJson(p.combatant)}});
    return out;
}

std::vector<Change::Placed> placedFromJson(const JsonValue &list)
{
    std::vector<Change::Placed> out;
    for (const JsonValue &p : list.elements()) {
        p.allowOnly({key("index"), key("combatant")});
        out.push_back(
            {p[key("index")].integer(0), EncounterJson::combatantFromJson(p[key("combatant")])});
    }
    return out;
}

QJsonObject lineToJson(const Encounter::LogEntry &l)
{
    QJsonObject line{{QStringLiteral("round"), l.round}, {QStringLiteral("text"), l.text}};
    if (!l.phrase.isEmpty())
        line.insert(QStringLiteral("phrase"), PhraseJson::toJson(l.phrase));
    if (l.attack)
        line.insert(QStringLiteral("attack"), AttackRecordJson::toJson(*l.attack));
    return line;
}

Encounter::LogEntry lineFromJson(const JsonValue &l)
{
    l.allowOnly({key("round"), key("text"), key("phrase"), key("attack")});
    const JsonValue phrase = l[key("phrase")];
    const JsonValue attack = l[key("attack")];
    return {l[key("round")].integer(0), l[key("text")].string(),
        phrase.exists() ? PhraseJson::fromJson(phrase) : Encounter::Phrase(),
        attack.exists() ? std::optional(AttackRecordJson::fromJson(attack)) : std::nullopt};
}

// A before/after pair: {"before": …, "after": …}.
template<typename T, typename Write>
void putPair(QJsonObject &o, const char *name, const Change::BeforeAfter<T> &pair, Write write)
{
    if (pair)
        o.insert(QLatin1StringView(name),
            QJsonObject{
                {QStringLiteral("before"), write(pair->first)},
                {QStringLiteral("after"), write(pair->second)},
            });
}

template<typename T, typename Read>
Change::BeforeAfter<T> pairFrom(const JsonValue &o, const char *name, Read read)
{
    const JsonValue pair = o[key(name)];
    if (!pair.exists())
        return std::nullopt;
    if (!pair.isObject()) {
        pair.problem(ChangeJson::tr("expected {\"before\": …, \"after\": …}"));
        return std::nullopt;
    }
    pair.allowOnly({key("before"), key("after")});
    return std::pair<T, T>(read(pair[key("before")]), read(pair[key("after")]));
}

} // namespace

QJsonObject ChangeJson::toJson(const Change &change)
{
    QJsonObject o;
    if (!change.removed.empty())
        o.insert(QStringLiteral("removed"), placedToJson(change.removed));
    if (!change.inserted.empty())
        o.insert(QStringLiteral("inserted"), placedToJson(change.inserted));
    if (!change.edited.empty()) {
        QJsonArray edited;
        for (const auto &[before, after] : change.edited)
            edited.append(
                QJsonObject{{QStringLiteral("before"), EncounterJson::combatantToJson(before)},
                    {QStringLiteral("after"), EncounterJson::combatantToJson(after)}});
        o.insert(QStringLiteral("edited"), edited);
    }
    putPair(o, "order", change.order, &EncounterJson::orderToJson);
    const auto number = [](qint64 n) { return QJsonValue(n); };
    putPair(o, "round", change.round, number);
    putPair(o, "turn", change.turn, number);
    putPair(o, "options", change.options, &QJsonArray::fromStringList);
    putPair(o, "name", change.name, [](const QString &s) { return QJsonValue(s); });
    putPair(o, "next_id", change.nextId,
        [](Encounter::CombatantId id) { return QJsonValue(qint64(id)); });
    putPair(o, "events", change.events, &EventJson::listToJson);
    putPair(o, "next_event_id", change.nextEventId, number);
    o.insert(QStringLiteral("log_before"), change.logBefore);
    if (!change.logAdded.empty()) {
        QJsonArray lines;
        for (const Encounter::LogEntry &l : change.logAdded)
            lines.append(lineToJson(l));
        o.insert(QStringLiteral("log_added"), lines);
    }
    if (!change.reminders.empty()) {
        QJsonArray reminders;
        for (const auto &[id, reminder] : change.reminders)
            reminders.append(QJsonObject{{QStringLiteral("combatant"), qint64(id)},
                {QStringLiteral("when"), Rules::Reminder::whenKey(reminder.when)},
                // A ruleset's reminder keeps its text in every language.
                {QStringLiteral("text"),
                    reminder.wordings.of(QStringLiteral("text"), reminder.text).toJson()},
                {QStringLiteral("shown"), reminder.text}});
        o.insert(QStringLiteral("reminders"), reminders);
    }
    return o;
}

QByteArray ChangeJson::toBytes(const Change &change)
{
    return QJsonDocument(toJson(change)).toJson(QJsonDocument::Compact);
}

Expected<Change, QString> ChangeJson::fromBytes(const QByteArray &json)
{
    const auto document = Json::parseObject(json, tr("a history entry"));
    if (!document)
        return document.error().toString();
    QList<Json::JsonProblem> problems;
    const JsonValue o(document->object(), QStringLiteral("change"), &problems);
    o.allowOnly({key("removed"), key("inserted"), key("edited"), key("order"), key("round"),
        key("turn"), key("options"), key("name"), key("next_id"), key("events"),
        key("next_event_id"), key("log_before"), key("log_added"), key("reminders")});
    Change change;
    change.removed = placedFromJson(o[key("removed")]);
    change.inserted = placedFromJson(o[key("inserted")]);
    for (const JsonValue &e : o[key("edited")].elements()) {
        e.allowOnly({key("before"), key("after")});
        change.edited.emplace_back(EncounterJson::combatantFromJson(e[key("before")]),
            EncounterJson::combatantFromJson(e[key("after")]));
    }
    change.order = pairFrom<std::vector<Encounter::InitiativeEntry>>(
        o, "order", &EncounterJson::orderFromJson);
    const auto number = [](const JsonValue &v) { return qint64(v.integer(0)); };
    change.round = pairFrom<qint64>(o, "round", number);
    change.turn = pairFrom<qint64>(o, "turn", number);
    change.options
        = pairFrom<QStringList>(o, "options", [](const JsonValue &v) { return v.stringList(); });
    change.name = pairFrom<QString>(o, "name", [](const JsonValue &v) { return v.string(); });
    change.nextId = pairFrom<Encounter::CombatantId>(
        o, "next_id", [](const JsonValue &v) { return Encounter::CombatantId(v.integer(0)); });
    change.events = pairFrom<std::vector<Encounter::Event>>(o, "events", &EventJson::listFromJson);
    change.nextEventId = pairFrom<Encounter::EventId>(
        o, "next_event_id", [](const JsonValue &v) { return Encounter::EventId(v.integer(0)); });
    change.logBefore = o[key("log_before")].integer(0);
    for (const JsonValue &l : o[key("log_added")].elements())
        change.logAdded.push_back(lineFromJson(l));
    for (const JsonValue &r : o[key("reminders")].elements()) {
        r.allowOnly({key("combatant"), key("when"), key("text"), key("shown")});
        Rules::Reminder reminder;
        const auto when = Rules::Reminder::whenFromKey(r[key("when")].string());
        if (!when)
            r[key("when")].problem(tr("not a moment of a reminder"));
        reminder.when = when.value_or(Rules::Reminder::When::StartOfTurn);
        if (const auto text = LocalText::fromJson(r[key("text")]))
            reminder.wordings.set(QStringLiteral("text"), *text);
        reminder.text = r[key("shown")].string();
        change.reminders.emplace_back(
            Encounter::CombatantId(r[key("combatant")].integer(0)), reminder);
    }
    if (!problems.isEmpty())
        return problems.constFirst().toString();
    return change;
}

} // namespace Fray::Io
