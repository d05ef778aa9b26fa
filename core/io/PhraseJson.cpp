// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/PhraseJson.h"

#include "core/json/JsonKey.h"

#include <QJsonArray>
#include <QJsonObject>

#include <limits>

namespace Fray::Io {

using Json::key;

using Encounter::Phrase;
using Json::JsonValue;

QJsonValue PhraseJson::toJson(const Phrase &phrase)
{
    switch (phrase.kind()) {
    case Phrase::Kind::Empty:
        return QJsonValue();
    case Phrase::Kind::Text:
        return phrase.plainText();
    case Phrase::Kind::Local:
        return QJsonObject{{QStringLiteral("languages"), phrase.localText().toJson()}};
    case Phrase::Kind::Number:
        return phrase.value();
    case Phrase::Kind::Translated: {
        QJsonObject o{{QStringLiteral("context"), QString::fromUtf8(phrase.context())},
            {QStringLiteral("source"), QString::fromUtf8(phrase.source())}};
        if (phrase.count() >= 0)
            o.insert(QStringLiteral("n"), phrase.count());
        if (!phrase.parts().empty()) {
            QJsonArray args;
            for (const Phrase &arg : phrase.parts())
                args.append(toJson(arg));
            o.insert(QStringLiteral("args"), args);
        }
        return o;
    }
    case Phrase::Kind::Joined: {
        QJsonArray parts;
        for (const Phrase &part : phrase.parts())
            parts.append(toJson(part));
        return QJsonObject{
            {QStringLiteral("join"), phrase.plainText()}, {QStringLiteral("parts"), parts}};
    }
    }
    return QJsonValue();
}

Phrase PhraseJson::fromJson(const JsonValue &value)
{
    bool ok = true;
    Phrase phrase = read(value, 0, ok);
    return ok ? phrase : Phrase();
}

Phrase PhraseJson::read(const JsonValue &value, int depth, bool &ok)
{
    if (depth > maxDepth) {
        value.problem(tr("nested more than %1 deep").arg(maxDepth));
        ok = false;
        return Phrase();
    }
    if (value.isString())
        return Phrase::text(value.raw().toString());
    if (value.isNumber()) {
        const auto number = value.optionalInteger();
        ok = ok && number.has_value();
        return Phrase::number(number.value_or(0));
    }
    if (!value.isObject()) {
        value.problem(tr("expected a text, a whole number or an object"));
        ok = false;
        return Phrase();
    }
    if (value[key("languages")].exists()) {
        value.allowOnly({key("languages")});
        const auto words = LocalText::fromJson(value[key("languages")]);
        ok = ok && words.has_value();
        return words ? Phrase::local(*words) : Phrase();
    }
    if (value[key("join")].exists()) {
        value.allowOnly({key("join"), key("parts")});
        const QString separator = value[key("join")].requiredString().value_or(QString());
        if (!value[key("parts")].isArray()) {
            value[key("parts")].problem(tr("expected a list of parts"));
            ok = false;
            return Phrase();
        }
        std::vector<Phrase> parts;
        for (const JsonValue &part : value[key("parts")].elements())
            parts.push_back(read(part, depth + 1, ok));
        return Phrase::joined(std::move(parts), separator);
    }
    value.allowOnly({key("context"), key("source"), key("n"), key("args")});
    const auto context = value[key("context")].requiredString();
    const auto source = value[key("source")].requiredString();
    const auto n = value[key("n")].optionalInteger();
    if (n && (*n < 0 || *n > std::numeric_limits<int>::max())) {
        value[key("n")].problem(
            tr("must be from 0 to %1, not %2").arg(std::numeric_limits<int>::max()).arg(*n));
        ok = false;
    }
    if (!context || !source || (value[key("n")].exists() && !n)) {
        ok = false;
        return Phrase();
    }
    Phrase phrase(context->toUtf8(), source->toUtf8(), n ? int(*n) : -1);
    for (const JsonValue &arg : value[key("args")].elements())
        phrase.arg(read(arg, depth + 1, ok));
    return phrase;
}

} // namespace Fray::Io
