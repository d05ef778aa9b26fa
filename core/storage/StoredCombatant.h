// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Combatant.h"
#include "core/io/EncounterJson.h"
#include "core/storage/StoredValues.h"

#include <QCoreApplication>

namespace Fray::Storage {

// A combatant as the campaign's columns hold it, read back before it is written: a value Fray's
// own reader refuses (a number a JSON double cannot hold exactly) is refused here, naming it,
// instead of leaving an entry or an encounter that can no longer be opened.
struct StoredCombatant
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::StoredCombatant)

public:
    static Expected<QByteArray, QString> data(const Encounter::Combatant &combatant)
    {
        const QByteArray bytes = QJsonDocument(Io::EncounterJson::combatantToJson(combatant))
                                     .toJson(QJsonDocument::Compact);
        QList<Json::JsonProblem> problems;
        Io::EncounterJson::combatantFromJson(Json::JsonValue(
            QJsonDocument::fromJson(bytes).object(), QStringLiteral("combatant"), &problems));
        if (!problems.isEmpty())
            return tr("%1 was not saved: Fray could not read it back (%2)")
                .arg(combatant.name, problems.constFirst().toString());
        return bytes;
    }
};

} // namespace Fray::Storage
