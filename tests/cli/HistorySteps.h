// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>

// The steps of a campaign's history as another program reads them, in order: "kind|text|done"
// each, and the JSON each keeps in `data` when asked for.
inline QStringList historySteps(const QString &campaign, QStringList *data = nullptr)
{
    QStringList steps;
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("steps"));
        db.setDatabaseName(campaign);
        if (db.open()) {
            QSqlQuery query(
                QStringLiteral("SELECT kind, text, done, data FROM history ORDER BY seq"), db);
            while (query.next()) {
                steps << QStringLiteral("%1|%2|%3")
                             .arg(query.value(0).toString(), query.value(1).toString(),
                                 query.value(2).toString());
                if (data)
                    *data << query.value(3).toString();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("steps"));
    return steps;
}
