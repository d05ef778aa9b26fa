// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/EncounterState.h"
#include "core/json/JsonValue.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace Fray::Io {

// The encounter file format (*.fray.json, "fray-encounter" version 3; docs/file-formats.md):
// the ruleset id, the combatants, the events and, optionally, a fight in progress. Version 2
// added the attack records of the log, version 3 the events; a file without them is written
// as the oldest version that holds it.
class EncounterJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::EncounterJson)

public:
    static constexpr int formatVersion = 4;
    using Problems = QList<Json::JsonProblem>;

    static QJsonObject toJson(const Encounter::EncounterState &state);
    static QByteArray toBytes(const Encounter::EncounterState &state);
    static Expected<Encounter::EncounterState, Problems> fromJson(const QByteArray &json);
    static Expected<Encounter::EncounterState, Problems> fromFile(const QString &path);

    static QJsonObject combatantToJson(const Encounter::Combatant &combatant);
    static Encounter::Combatant combatantFromJson(const Json::JsonValue &value);
    // A condition of the GM's own: {name, damage, damage_when, to_hit, defence, cannot_act}.
    static QJsonObject customToJson(const Encounter::CustomCondition &custom);
    static Encounter::CustomCondition customFromJson(const Json::JsonValue &value);
    static QJsonArray remindersToJson(const std::vector<Rules::Reminder> &reminders);
    static std::vector<Rules::Reminder> remindersFromJson(const Json::JsonValue &list);
    static QJsonArray orderToJson(const std::vector<Encounter::InitiativeEntry> &order);
    static std::vector<Encounter::InitiativeEntry> orderFromJson(const Json::JsonValue &value);
};

} // namespace Fray::Io
