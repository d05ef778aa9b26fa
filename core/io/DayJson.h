// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/json/JsonValue.h"
#include "core/party/PartyRest.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace Fray::Io {

// A day file (`fray-cli day FILE`): the fights of an adventuring day in order, each an encounter
// file, and the rest before each.
//
//   { "format": "fray-day", "format_version": 1, "name": "The mill by night",
//     "fights": [ { "encounter": "ford.fray.json" },
//                 { "encounter": "mill.fray.json", "rest": "day", "name": "The mill" } ] }
//
// "rest" is one of the ruleset's rests, "full" or a number of hit points each; none before the
// first fight. Encounter paths are relative to the day file.
class DayJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::DayJson)

public:
    static constexpr int formatVersion = 1;
    static constexpr std::size_t maxFights = 50;

    struct Fight
    {
        QString encounterPath; // absolute, or as given
        QString name; // empty: the encounter's own
        std::optional<Party::PartyRest::Plan> restBefore;
    };
    struct Day
    {
        QString name;
        std::vector<Fight> fights;
    };

    // `baseDir` is the folder relative encounter paths are read from.
    static Expected<Day, QList<Json::JsonProblem>> fromBytes(
        const QByteArray &json, const QString &baseDir);
    static Expected<Day, QList<Json::JsonProblem>> fromFile(const QString &path);
};

} // namespace Fray::Io
