// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/json/JsonValue.h"
#include "core/wandering/EncounterTable.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Fray::Io {

// A wandering-monster table as a file ("fray-encounter-table", docs/file-formats.md): its die
// and rows, a row's roll a number or a range ("3", "4-6"). Read back, a table is checked whole
// (EncounterTable::problem): one that overlaps, leaves a result out or cannot roll a count is
// refused with where.
class EncounterTableJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::EncounterTableJson)

public:
    static constexpr int formatVersion = 1;

    static QJsonObject toJson(const Wandering::EncounterTable &table);
    static QByteArray toBytes(const Wandering::EncounterTable &table);
    static Wandering::EncounterTable fromJson(const Json::JsonValue &value);
    // A whole file: the table, or its problems with their places.
    static Expected<Wandering::EncounterTable, QList<Json::JsonProblem>> fromBytes(
        const QByteArray &json);
};

} // namespace Fray::Io
