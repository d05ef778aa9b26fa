// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/JsonValue.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QMap>
#include <QString>

#include <optional>

namespace Fray {

// A text given in several languages, as a ruleset file may give its labels: {"en": "Dead",
// "de": "Tot"}. English is what every language without a text of its own reads; a text given
// once (a plain string) reads the same in every language.
class LocalText
{
    Q_DECLARE_TR_FUNCTIONS(Fray::LocalText)

public:
    LocalText() = default;
    // The same text in every language.
    explicit LocalText(const QString &text);

    // A string, or an object of languages that holds "en". What is wrong is recorded as a
    // problem at its path ("label.de: expected a text") and nothing is returned.
    static std::optional<LocalText> fromJson(const Json::JsonValue &value);
    // The string when there is one text, else the object of languages.
    QJsonValue toJson() const;

    // In `language` ("de_DE" reads de_DE, then de), else in English.
    QString in(const QString &language) const;
    // In the language Fray runs in (Language::current()).
    QString shown() const;
    QString english() const;
    // Whether there is a text in another language than English.
    bool hasLanguages() const { return m_texts.size() > 1; }
    // By language code, "en" among them.
    const QMap<QString, QString> &texts() const { return m_texts; }
    bool isEmpty() const { return english().isEmpty(); }

    // Each language's text changed alike: in lower case ("dead", "tot"), trimmed.
    LocalText toLower() const;
    LocalText trimmed() const;

    // A language ("de") and maybe its country ("pt_BR"), as Qt names them.
    static bool isLanguageCode(QStringView code);

    bool operator==(const LocalText &) const = default;

private:
    QMap<QString, QString> m_texts; // by language; "en" always, and alone for a plain text
};

} // namespace Fray
