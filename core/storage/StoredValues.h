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

inline QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

inline QByteArray compact(const QJsonArray &a)
{
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

// SQLite stores a null QString as NULL; the schema's text columns want a text, maybe empty.
inline QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

} // namespace Fray::Storage::Stored
