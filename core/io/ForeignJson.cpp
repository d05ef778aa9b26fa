// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ForeignJson.h"

#include "core/WholeNumber.h"

#include <cmath>

namespace Fray::Io {

bool ForeignJson::holdsSomething(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return false;
    case QJsonValue::Bool:
        return v.toBool();
    case QJsonValue::String:
        return !v.toString().trimmed().isEmpty();
    case QJsonValue::Array:
        return !v.toArray().isEmpty();
    case QJsonValue::Object:
        return !v.toObject().isEmpty();
    case QJsonValue::Double:
        return true;
    }
    return true;
}

QString JsonPath::toString() const
{
    if (!m_parent)
        return m_text ? *m_text : QString();
    QString out = m_parent->toString();
    if (m_index >= 0) {
        out += QLatin1Char('[') + QString::number(m_index) + QLatin1Char(']');
    } else {
        out += QLatin1Char('.');
        out += m_key;
    }
    return out;
}

void ForeignJson::fail(const JsonPath &path, const QString &message)
{
    if (!m_error.isEmpty())
        return;
    const QString where = path.toString();
    m_error = where.isEmpty() ? message : where + QStringLiteral(": ") + message;
}

std::optional<QString> ForeignJson::text(const QJsonValue &v, const JsonPath &path)
{
    if (failed() || v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isString()) {
        fail(path, tr("expected a text"));
        return std::nullopt;
    }
    QString s = v.toString();
    if (s.size() > maxText) {
        fail(path,
            tr("a text of %1 characters is longer than the %2 an import takes")
                .arg(s.size())
                .arg(maxText));
        return std::nullopt;
    }
    return s;
}

std::optional<qint64> ForeignJson::number(const QJsonValue &v, const JsonPath &path)
{
    if (failed() || v.isUndefined() || v.isNull())
        return std::nullopt;
    if (v.isDouble()) {
        // A fraction or a number past 10^15 (where a double stops holding every whole number)
        // is refused with the value, never rounded into another number.
        const double d = v.toDouble();
        if (std::isfinite(d) && std::abs(d) < 1e15 && d == std::floor(d))
            return qint64(d);
        fail(path, tr("%1 is not a whole number Fray can hold").arg(d));
        return std::nullopt;
    }
    if (v.isString()) {
        if (const auto n = wholeNumber(v.toString().trimmed()))
            return n;
        if (v.toString().trimmed().isEmpty())
            return std::nullopt;
        if (v.toString().trimmed().front().isDigit())
            fail(path,
                tr("%1 is not a whole number Fray can hold").arg(v.toString().trimmed().left(100)));
    }
    fail(path, tr("expected a whole number"));
    return std::nullopt;
}

std::optional<QJsonObject> ForeignJson::object(const QJsonValue &v, const JsonPath &path)
{
    if (failed() || v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isObject()) {
        fail(path, tr("expected an object"));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> ForeignJson::array(const QJsonValue &v, const JsonPath &path)
{
    if (failed() || v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isArray()) {
        fail(path, tr("expected a list"));
        return std::nullopt;
    }
    return v.toArray();
}

QStringList ForeignJson::texts(const QJsonValue &v, const JsonPath &path)
{
    QStringList out;
    if (v.isString()) {
        if (const auto t = text(v, path))
            out << *t;
        return out;
    }
    const auto list = array(v, path);
    if (!list)
        return out;
    for (qsizetype i = 0; i < list->size(); ++i) {
        if (const auto t = text(list->at(i), path.item(i)))
            out << *t;
    }
    return out;
}

QString ForeignJson::flatten(const QJsonValue &v, const JsonPath &path)
{
    if (failed())
        return QString();
    if (v.isString())
        return text(v, path).value_or(QString());
    if (v.isDouble())
        return QString::number(v.toDouble());
    QStringList parts;
    collect(v, path, &parts);
    parts.removeAll(QString());
    return parts.join(QLatin1Char(' '));
}

void ForeignJson::check(const QJsonValue &v, const JsonPath &path)
{
    collect(v, path, nullptr);
}

void ForeignJson::collect(const QJsonValue &v, const JsonPath &path, QStringList *parts)
{
    if (failed())
        return;
    if (v.isString()) {
        const std::optional<QString> t = text(v, path);
        if (parts)
            *parts << t.value_or(QString());
    } else if (v.isDouble()) {
        if (parts)
            *parts << QString::number(v.toDouble());
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (parts)
                *parts << flatten(a.at(i), path.item(i));
            else
                collect(a.at(i), path.item(i), nullptr);
        }
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QString key = it.key();
            if (parts)
                *parts << flatten(it.value(), path.member(key));
            else
                collect(it.value(), path.member(key), nullptr);
        }
    }
}

} // namespace Fray::Io
