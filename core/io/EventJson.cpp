// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/EventJson.h"

#include "core/encounter/EventKeeper.h"
#include "core/io/EncounterJson.h"
#include "core/json/JsonKey.h"

#include <QSet>

namespace Fray::Io {

using Json::JsonValue;
using Json::key;
using namespace Encounter;

QJsonObject EventJson::toJson(const Event &e)
{
    QJsonObject o{{QStringLiteral("id"), e.id}, {QStringLiteral("name"), e.name},
        {QStringLiteral("when"), Event::whenKey(e.when)}, {QStringLiteral("round"), e.firstRound}};
    if (e.when == Event::When::Count)
        o.insert(QStringLiteral("count"), e.count);
    if (e.every > 0)
        o.insert(QStringLiteral("every"), e.every);
    if (!e.note.isEmpty())
        o.insert(QStringLiteral("note"), e.note);
    if (!e.roll.isEmpty())
        o.insert(QStringLiteral("roll"), e.roll);
    if (e.reinforcement)
        o.insert(QStringLiteral("reinforcements"),
            QJsonObject{{QStringLiteral("count"), e.reinforcements},
                {QStringLiteral("combatant"), EncounterJson::combatantToJson(*e.reinforcement)}});
    if (e.firedRound)
        o.insert(QStringLiteral("fired_round"), e.firedRound);
    return o;
}

QJsonArray EventJson::listToJson(const std::vector<Event> &events)
{
    QJsonArray array;
    for (const Event &e : events)
        array.append(toJson(e));
    return array;
}

Event EventJson::fromJson(const JsonValue &v)
{
    Event e;
    if (!v.isObject()) {
        v.problem(tr("expected an event (an object with a name and when it acts)"));
        return e;
    }
    v.allowOnly({key("id"), key("name"), key("when"), key("count"), key("round"), key("every"),
        key("note"), key("roll"), key("reinforcements"), key("fired_round")});
    e.id = v[key("id")].requiredInteger().value_or(0);
    e.name = v[key("name")].requiredString().value_or(QString());
    const QString when = v[key("when")].string(Event::whenKey(Event::When::Count));
    if (const auto parsed = Event::whenFromKey(when))
        e.when = *parsed;
    else
        v[key("when")].problem(tr("'%1' is not when an event acts (one of: %2)")
                                   .arg(when, Event::whenKeys().join(QStringLiteral(", "))));
    if (e.when == Event::When::Count)
        e.count = v[key("count")].requiredInteger().value_or(0);
    else if (v[key("count")].exists())
        v[key("count")].problem(tr("only an event that acts on a count has one"));
    e.firstRound = v[key("round")].integer(1);
    e.every = v[key("every")].integer(0);
    e.note = v[key("note")].string();
    e.roll = v[key("roll")].string();
    const JsonValue more = v[key("reinforcements")];
    if (more.exists()) {
        more.allowOnly({key("count"), key("combatant")});
        e.reinforcements = more[key("count")].integer(1);
        if (more[key("combatant")].exists())
            e.reinforcement = EncounterJson::combatantFromJson(more[key("combatant")]);
        else
            more[key("combatant")].problem(tr("missing (who arrives)"));
    }
    e.firedRound = v[key("fired_round")].integer(0);
    if (v.problems()) {
        for (const Json::JsonProblem &p : EventKeeper::check(e, nullptr, v.path()))
            v.problems()->append(p);
    }
    return e;
}

std::vector<Event> EventJson::listFromJson(const JsonValue &value)
{
    std::vector<Event> events;
    QSet<EventId> ids;
    for (const JsonValue &v : value.elements()) {
        Event e = fromJson(v);
        if (v.isObject() && v[key("id")].exists() && (e.id < 1 || ids.contains(e.id)))
            v[key("id")].problem(tr("%1 is not an id of its own").arg(e.id));
        ids.insert(e.id);
        events.push_back(std::move(e));
    }
    return events;
}

} // namespace Fray::Io
