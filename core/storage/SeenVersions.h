// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QLatin1StringView>
#include <QSqlDatabase>
#include <QStringList>

#include <optional>
#include <vector>

namespace Fray::Storage {

// The version of every row of one table of a shared campaign (the library, the encounters) as a
// CampaignWatch last saw it, so that after the server was gone the watch can say what others
// added, changed or removed meanwhile, which it could not hear one by one.
class SeenVersions
{
public:
    struct Missed
    {
        std::vector<qint64> ids; // added or changed
        QStringList names; // theirs, in the order of `ids`
        int removed = 0;
    };

    explicit SeenVersions(QLatin1StringView table)
        : m_table(table)
    { }

    // Every row as it is now; false when the table cannot be read.
    bool readAll(const QSqlDatabase &db);
    // Row `id` heard changed: its version as it is now (gone when the row is).
    void heard(const QSqlDatabase &db, qint64 id);
    // What sessions other than `session` changed since it was seen, which is then seen; nothing
    // when the rows were never read or cannot be now.
    std::optional<Missed> catchUp(const QSqlDatabase &db, const QString &session);

private:
    QLatin1StringView m_table;
    QHash<qint64, qint64> m_versions;
    bool m_read = false;
};

} // namespace Fray::Storage
