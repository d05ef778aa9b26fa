// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ForeignJson.h"

#include "core/WholeNumber.h"

#include <cmath>

namespace Fray::Io {

void ForeignJson::fail(const QString &path, const QString &message)
{
    if (m_error.isEmpty())
        m_error = path.isEmpty() ? message : path + QStringLiteral(": ") + message;
}

std::optional<QString> ForeignJson::text(const QJsonValue &v, const QString &path)
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

std::optional<qint64> ForeignJson::number(const QJsonValue &v, const QString &path)
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

std::optional<QJsonObject> ForeignJson::object(const QJsonValue &v, const QString &path)
{
    if (failed() || v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isObject()) {
        fail(path, tr("expected an object"));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> ForeignJson::array(const QJsonValue &v, const QString &path)
{
    if (failed() || v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isArray()) {
        fail(path, tr("expected a list"));
        return std::nullopt;
    }
    return v.toArray();
}

QStringList ForeignJson::texts(const QJsonValue &v, const QString &path)
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
        if (const auto t = text(list->at(i), QStringLiteral("%1[%2]").arg(path).arg(i)))
            out << *t;
    }
    return out;
}

QString ForeignJson::flatten(const QJsonValue &v, const QString &path)
{
    if (failed())
        return QString();
    if (v.isString())
        return text(v, path).value_or(QString());
    if (v.isDouble())
        return QString::number(v.toDouble());
    QStringList parts;
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            parts << flatten(a.at(i), QStringLiteral("%1[%2]").arg(path).arg(i));
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            parts << flatten(it.value(), path + QLatin1Char('.') + it.key());
    }
    parts.removeAll(QString());
    return parts.join(QLatin1Char(' '));
}

} // namespace Fray::Io
