// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/json/JsonValue.h"
#include "core/library/LibraryEntry.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <vector>

namespace Fray::Io {

// Library entries as a file ("fray-library" version 1; docs/file-formats.md), for sharing
// monsters and characters between campaigns.
class LibraryJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::LibraryJson)

public:
    static constexpr int formatVersion = 1;

    static QJsonObject entryToJson(const Library::LibraryEntry &entry);
    static Library::LibraryEntry entryFromJson(const Json::JsonValue &value);
    // An entry as the campaign knows it, with its id: {"id": N, "entry": {…}} (the history's
    // steps keep entries so).
    static QJsonObject storedToJson(const Library::LibraryEntry &entry);
    static Library::LibraryEntry storedFromJson(const Json::JsonValue &value);
    static QJsonArray storedToJson(const std::vector<Library::LibraryEntry> &entries);
    static std::vector<Library::LibraryEntry> storedListFromJson(const Json::JsonValue &value);

    static QByteArray toBytes(const std::vector<Library::LibraryEntry> &entries);
    static Expected<std::vector<Library::LibraryEntry>, QList<Json::JsonProblem>> fromJson(
        const QByteArray &json);
};

} // namespace Fray::Io
