// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json/JsonValue.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace Fray::Json {

QString JsonProblem::toString() const
{
    return path.isEmpty() ? message : path + QStringLiteral(": ") + message;
}

JsonValue::JsonValue(const QJsonValue &value, QString path, QList<JsonProblem> *problems)
    : m_value(value)
    , m_problems(problems)
    , m_base(std::move(path))
{ }

JsonValue::JsonValue(const QJsonValue &value, const JsonValue &parent, Step step)
    : m_value(value)
    , m_problems(parent.m_problems)
    , m_base(parent.childBase())
    , m_up(parent.m_own)
    , m_own(std::move(step))
{ }

void JsonValue::Step::appendTo(QString &path) const
{
    switch (kind) {
    case Kind::Key:
    case Kind::OwnedKey:
        if (!path.isEmpty())
            path += QLatin1Char('.');
        if (kind == Kind::Key)
            path += key;
        else
            path += ownedKey;
        break;
    case Kind::Index:
        path += QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
        break;
    case Kind::None:
        break;
    }
}

const QString &JsonValue::childBase() const
{
    if (m_up.kind == Step::Kind::None)
        return m_base;
    if (!m_childBaseBuilt) {
        m_childBase = m_base;
        m_up.appendTo(m_childBase);
        m_childBaseBuilt = true;
    }
    return m_childBase;
}

const QString &JsonValue::path() const
{
    if (m_own.kind == Step::Kind::None)
        return childBase();
    if (!m_pathBuilt) {
        m_path = childBase();
        m_own.appendTo(m_path);
        m_pathBuilt = true;
    }
    return m_path;
}

void JsonValue::problem(const QString &message) const
{
    m_problems->append({path(), message});
}

QJsonValue JsonValue::child(QLatin1StringView key) const
{
    if (!m_value.isObject())
        return QJsonValue(QJsonValue::Undefined);
    return m_value.toObject().value(key);
}

JsonValue JsonValue::operator[](QLatin1StringView key) const
{
    return JsonValue(child(key), *this, Step{Step::Kind::Key, key, {}, -1});
}

JsonValue JsonValue::field(const QString &key) const
{
    return JsonValue(
        m_value.isObject() ? m_value.toObject().value(key) : QJsonValue(QJsonValue::Undefined),
        *this, Step{Step::Kind::OwnedKey, {}, key, -1});
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
    if (array.isEmpty())
        return result;
    result.reserve(std::size_t(array.size()));
    // Every element starts from this list's whole path, built once, so reading an element's
    // fields builds no path at all.
    JsonValue list(m_value, path(), m_problems);
    for (qsizetype i = 0; i < array.size(); ++i)
        result.push_back(JsonValue(array.at(i), list, Step{Step::Kind::Index, {}, {}, i}));
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
    const QJsonObject object = m_value.toObject();
    // An object's keys are distinct, so when it holds as many allowed keys as it has keys, none
    // is unknown. Looking them up copies no key, which matters for ten thousand combatants.
    Q_ASSERT(std::all_of(allowed.begin(), allowed.end(),
        [&](QLatin1StringView a) { return std::count(allowed.begin(), allowed.end(), a) == 1; }));
    const auto allowedPresent = std::count_if(
        allowed.begin(), allowed.end(), [&](QLatin1StringView a) { return object.contains(a); });
    if (allowedPresent == object.size())
        return;
    const QStringList present = object.keys();
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
    // Texts only (as they nearly always are): read without a path for each element.
    if (m_value.isArray()) {
        const QJsonArray array = m_value.toArray();
        if (std::all_of(
                array.begin(), array.end(), [](const QJsonValue &e) { return e.isString(); })) {
            for (const QJsonValue &e : array)
                result.append(e.toString());
            return result;
        }
    }
    for (const JsonValue &element : elements()) {
        if (const auto s = element.requiredString())
            result.append(*s);
    }
    return result;
}

} // namespace Fray::Json
