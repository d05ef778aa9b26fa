// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/LocalText.h"

#include "core/i18n/Language.h"

#include <QJsonObject>

namespace Fray {

namespace {
const QString kEnglish = QStringLiteral("en");

bool lowerLetters(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'a' && c <= u'z'; });
}

bool upperLetters(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'A' && c <= u'Z'; });
}
} // namespace

LocalText::LocalText(const QString &text)
{
    m_texts.insert(kEnglish, text);
}

std::optional<LocalText> LocalText::fromJson(const Json::JsonValue &value)
{
    if (value.isString())
        return LocalText(value.raw().toString());
    if (!value.isObject()) {
        value.problem(tr("expected a text, or the text in several languages such as "
                         "{\"en\": \"Dead\", \"de\": \"Tot\"}"));
        return std::nullopt;
    }
    // Read from the object itself: a child JsonValue is made only for a problem, as each one
    // builds its path text, and a ruleset holds hundreds of these.
    LocalText text;
    bool ok = true;
    const QJsonObject object = value.raw().toObject();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const QString language = it.key();
        const auto problem = [&](const QString &message) {
            value.field(language).problem(message);
            ok = false;
        };
        if (!isLanguageCode(language)) {
            problem(tr("'%1' is not a language code (such as de, or pt_BR with its country)")
                        .arg(language));
        } else if (!it.value().isString()) {
            problem(tr("expected a text"));
        } else if (it.value().toString().trimmed().isEmpty()) {
            problem(tr("empty: leave the language out to show the English text"));
        } else {
            text.m_texts.insert(language, it.value().toString());
        }
    }
    if (!object.contains(kEnglish)) {
        value.problem(tr("the English text (\"en\") is missing: every language without a "
                         "text of its own shows it"));
        ok = false;
    }
    if (!ok)
        return std::nullopt;
    return text;
}

QJsonValue LocalText::toJson() const
{
    if (!hasLanguages())
        return english();
    QJsonObject o;
    for (auto it = m_texts.constBegin(); it != m_texts.constEnd(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QString LocalText::in(const QString &language) const
{
    if (hasLanguages()) {
        QString code = language;
        code.replace(u'-', u'_');
        if (const auto it = m_texts.constFind(code); it != m_texts.constEnd())
            return it.value();
        const QString base = code.section(u'_', 0, 0);
        if (const auto it = m_texts.constFind(base); it != m_texts.constEnd())
            return it.value();
    }
    return english();
}

QString LocalText::shown() const
{
    return in(Language::current());
}

QString LocalText::english() const
{
    return m_texts.value(kEnglish);
}

LocalText LocalText::toLower() const
{
    LocalText lower = *this;
    for (QString &text : lower.m_texts)
        text = text.toLower();
    return lower;
}

LocalText LocalText::trimmed() const
{
    LocalText result = *this;
    for (QString &text : result.m_texts)
        text = text.trimmed();
    return result;
}

bool LocalText::isLanguageCode(QStringView code)
{
    const QStringView language
        = code.left(code.indexOf(u'_') < 0 ? code.size() : code.indexOf(u'_'));
    if (language.size() < 2 || language.size() > 3 || !lowerLetters(language))
        return false;
    if (language.size() == code.size())
        return true;
    const QStringView country = code.mid(language.size() + 1);
    return country.size() == 2 && upperLetters(country);
}

} // namespace Fray
