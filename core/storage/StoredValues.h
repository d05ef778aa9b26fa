// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How values are written into the campaign's columns, shared by its stores.

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace Fray::Storage::Stored {

// The time of a change, in UTC.
inline QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

// JSON as the text columns keep it (PostgreSQL refuses bytes in a text column).
inline QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

inline QString compact(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

// Bytes of JSON as the text columns keep them.
inline QString text(const QByteArray &json)
{
    return QString::fromUtf8(json);
}

// SQLite stores a null QString as NULL; the schema's text columns want a text, maybe empty.
inline QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

} // namespace Fray::Storage::Stored
