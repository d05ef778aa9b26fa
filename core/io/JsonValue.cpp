// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonValue.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

namespace Fray::Io {

QString JsonProblem::toString() const
{
    return path.isEmpty() ? message : path + QStringLiteral(": ") + message;
}

JsonValue::JsonValue(const QJsonValue &value, QString path, QList<JsonProblem> *problems)
    : m_value(value)
    , m_path(std::move(path))
    , m_problems(problems)
{ }

void JsonValue::problem(const QString &message) const
{
    m_problems->append({m_path, message});
}

JsonValue JsonValue::operator[](QLatin1StringView key) const
{
    return field(QString(key));
}

JsonValue JsonValue::field(const QString &key) const
{
    const QString path = m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key;
    if (!m_value.isObject())
        return JsonValue(QJsonValue(QJsonValue::Undefined), path, m_problems);
    return JsonValue(m_value.toObject().value(key), path, m_problems);
}

std::vector<JsonValue> JsonValue::elements() const
{
    std::vector<JsonValue> result;
    if (!exists())
        return result;
    if (!m_value.isArray()) {
        problem(tr("expected a list"));
        return result;
    }
    const QJsonArray array = m_value.toArray();
    result.reserve(std::size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i)
        result.emplace_back(array.at(i), QStringLiteral("%1[%2]").arg(m_path).arg(i), m_problems);
    return result;
}

QStringList JsonValue::keys() const
{
    if (!exists())
        return {};
    if (!m_value.isObject()) {
        problem(tr("expected an object"));
        return {};
    }
    return m_value.toObject().keys();
}

void JsonValue::allowOnly(std::initializer_list<QLatin1StringView> allowed) const
{
    if (!m_value.isObject())
        return;
    const QStringList present = m_value.toObject().keys();
    for (const QString &key : present) {
        const bool known = std::any_of(
            allowed.begin(), allowed.end(), [&](QLatin1StringView a) { return key == a; });
        if (!known)
            field(key).problem(tr("unknown field"));
    }
}

std::optional<QString> JsonValue::requiredString() const
{
    if (!exists()) {
        problem(tr("missing (a text is required)"));
        return std::nullopt;
    }
    if (!m_value.isString()) {
        problem(tr("expected a text"));
        return std::nullopt;
    }
    return m_value.toString();
}

QString JsonValue::string(const QString &fallback) const
{
    if (!exists() || m_value.isNull())
        return fallback;
    if (!m_value.isString()) {
        problem(tr("expected a text"));
        return fallback;
    }
    return m_value.toString();
}

std::optional<qint64> JsonValue::toInteger() const
{
    if (!m_value.isDouble()) {
        problem(tr("expected a whole number"));
        return std::nullopt;
    }
    const double d = m_value.toDouble();
    constexpr double limit = 9007199254740992.0; // 2^53: JSON numbers are doubles
    if (d != std::floor(d) || std::abs(d) > limit) {
        problem(tr("expected a whole number, not %1").arg(d));
        return std::nullopt;
    }
    return qint64(d);
}

std::optional<qint64> JsonValue::requiredInteger() const
{
    if (!exists()) {
        problem(tr("missing (a whole number is required)"));
        return std::nullopt;
    }
    return toInteger();
}

std::optional<qint64> JsonValue::optionalInteger() const
{
    if (!exists() || m_value.isNull())
        return std::nullopt;
    return toInteger();
}

qint64 JsonValue::integer(qint64 fallback) const
{
    return optionalInteger().value_or(fallback);
}

bool JsonValue::boolean(bool fallback) const
{
    if (!exists())
        return fallback;
    if (!m_value.isBool()) {
        problem(tr("expected true or false"));
        return fallback;
    }
    return m_value.toBool();
}

QStringList JsonValue::stringList() const
{
    QStringList result;
    if (exists() && m_value.isString())
        return {m_value.toString()};
    for (const JsonValue &element : elements()) {
        if (const auto s = element.requiredString())
            result.append(*s);
    }
    return result;
}

} // namespace Fray::Io
