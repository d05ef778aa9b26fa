// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Phrase.h"
#include "core/json/JsonValue.h"

#include <QCoreApplication>
#include <QJsonValue>

namespace Fray::Io {

// A log line's phrase in JSON (docs/file-formats.md, "Log phrases"), shared by the encounter
// file and the campaign's log table: a string is plain text, a whole number is a number, an
// object {context, source, n, args} a translated phrase, {join, parts} parts joined and
// {languages: {"en": …, "de": …}} a ruleset's text in several languages.
class PhraseJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::PhraseJson)

public:
    // Deeper nesting than this is refused: Fray writes phrases three or four levels deep.
    static constexpr int maxDepth = 16;

    static QJsonValue toJson(const Encounter::Phrase &phrase);
    // Reads what toJson wrote; what is wrong is recorded as a problem at its path and the
    // phrase read is then empty.
    static Encounter::Phrase fromJson(const Json::JsonValue &value);

private:
    static Encounter::Phrase read(const Json::JsonValue &value, int depth, bool &ok);
};

} // namespace Fray::Io
