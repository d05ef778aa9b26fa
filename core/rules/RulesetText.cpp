// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/RulesetText.h"

namespace Fray::Rules {

using Json::JsonValue;

QString RulesetText::read(
    const JsonValue &parent, QLatin1StringView field, Wordings &into, const QString &fallback)
{
    const JsonValue value = parent[field];
    if (!value.exists() || value.isNull())
        return fallback;
    const auto text = LocalText::fromJson(value);
    if (!text)
        return fallback;
    into.set(QString(field), *text);
    return text->shown();
}

std::optional<QString> RulesetText::required(
    const JsonValue &parent, QLatin1StringView field, Wordings &into)
{
    const JsonValue value = parent[field];
    if (!value.exists())
        return value.requiredString(); // records that it is missing
    const auto text = LocalText::fromJson(value);
    if (!text)
        return std::nullopt;
    into.set(QString(field), *text);
    return text->shown();
}

QStringList RulesetText::readList(const JsonValue &parent, QLatin1StringView field, Wordings &into)
{
    const JsonValue value = parent[field];
    if (!value.exists())
        return {};
    if (!value.isArray()) {
        if (const auto text = LocalText::fromJson(value)) {
            into.set(listKey(QString(field), 0), *text);
            return {text->shown()};
        }
        return {};
    }
    QStringList result;
    const std::vector<JsonValue> items = value.elements();
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (const auto text = LocalText::fromJson(items[i])) {
            into.set(listKey(QString(field), qsizetype(result.size())), *text);
            result << text->shown();
        }
    }
    return result;
}

QJsonValue RulesetText::write(const Wordings &wordings, const QString &field, const QString &shown)
{
    return wordings.of(field, shown).toJson();
}

QJsonArray RulesetText::writeList(
    const Wordings &wordings, const QString &field, const QStringList &shown)
{
    QJsonArray array;
    for (qsizetype i = 0; i < shown.size(); ++i)
        array.append(write(wordings, listKey(field, i), shown[i]));
    return array;
}

QString RulesetText::listKey(const QString &field, qsizetype index)
{
    return field + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

} // namespace Fray::Rules
