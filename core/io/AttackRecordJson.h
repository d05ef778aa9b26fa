// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/AttackRecord.h"
#include "core/json/JsonValue.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Fray::Io {

// A rolled attack's record in JSON (docs/file-formats.md, "Attack records"), shared by the
// encounter file's log and the campaign's log table: {attacker, target, attacker_name,
// target_name, attack, chance, outcome, label, hit, damage}.
class AttackRecordJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::AttackRecordJson)

public:
    static QJsonObject toJson(const Encounter::AttackRecord &record);
    // Reads what toJson wrote; what is wrong is recorded as a problem at its path.
    static Encounter::AttackRecord fromJson(const Json::JsonValue &value);
};

} // namespace Fray::Io
