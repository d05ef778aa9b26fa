// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/JsonValue.h"
#include "core/rules/Wordings.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>
#include <QStringList>

#include <optional>

namespace Fray::Rules {

// Reads and writes a ruleset's texts (labels, notes, reminders' words): each a plain string or
// an object of languages, {"en": "Dead", "de": "Tot"} (resources/rulesets/FORMAT.md, "Texts in
// several languages"). A text is read in the language Fray runs in; its languages are kept in
// the part's Wordings, so that what is written back is what was read.
class RulesetText
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::RulesetText)

public:
    // `parent`'s text `field` in the language Fray runs in, or `fallback` when it is absent.
    static QString read(const Json::JsonValue &parent, QLatin1StringView field, Wordings &into,
        const QString &fallback = {});
    // The same for a text that must be there (a problem when it is not).
    static std::optional<QString> required(
        const Json::JsonValue &parent, QLatin1StringView field, Wordings &into);
    // A list of texts ("notes"), each kept as "field[i]"; one text alone is a list of one.
    static QStringList readList(
        const Json::JsonValue &parent, QLatin1StringView field, Wordings &into);

    // What a file holds for the text: its object of languages, or the text itself.
    static QJsonValue write(const Wordings &wordings, const QString &field, const QString &shown);
    static QJsonArray writeList(
        const Wordings &wordings, const QString &field, const QStringList &shown);

    // The key a list's text is kept under: "notes[2]".
    static QString listKey(const QString &field, qsizetype index);
};

} // namespace Fray::Rules
