// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Event.h"
#include "core/json/JsonValue.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace Fray::Io {

// An event of the initiative order in JSON (docs/file-formats.md, "Events"), shared by the
// encounter file and the campaign: {id, name, when, count, round, every, note, roll,
// reinforcements: {count, combatant}, fired_round}.
class EventJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::EventJson)

public:
    static QJsonObject toJson(const Encounter::Event &event);
    static QJsonArray listToJson(const std::vector<Encounter::Event> &events);
    // Reads what toJson wrote; what is wrong is recorded as a problem at its path (a roll that
    // is not dice, a count or round out of range, an unknown "when").
    static Encounter::Event fromJson(const Json::JsonValue &value);
    // Also refuses an event without an id or with one used twice.
    static std::vector<Encounter::Event> listFromJson(const Json::JsonValue &value);
};

} // namespace Fray::Io
