// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/SeenVersions.h"

#include <QSqlQuery>

namespace Fray::Storage {

namespace {

struct Row
{
    qint64 id;
    qint64 version;
    QString name;
    QString session;
};

std::optional<std::vector<Row>> rowsOf(const QSqlDatabase &db, QLatin1StringView table)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, version, name, changed_session FROM %1 ORDER BY id")
                    .arg(table)))
        return std::nullopt;
    std::vector<Row> rows;
    while (q.next())
        rows.push_back({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(),
            q.value(3).toString()});
    return rows;
}

} // namespace

bool SeenVersions::readAll(const QSqlDatabase &db)
{
    const auto rows = rowsOf(db, m_table);
    if (!rows)
        return false;
    m_versions.clear();
    for (const Row &row : *rows)
        m_versions.insert(row.id, row.version);
    m_read = true;
    return true;
}

void SeenVersions::heard(const QSqlDatabase &db, qint64 id)
{
    if (!m_read)
        return;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT version FROM %1 WHERE id = ?").arg(m_table));
    q.addBindValue(id);
    if (!q.exec())
        return;
    if (q.next())
        m_versions.insert(id, q.value(0).toLongLong());
    else
        m_versions.remove(id);
}

std::optional<SeenVersions::Missed> SeenVersions::catchUp(
    const QSqlDatabase &db, const QString &session)
{
    if (!m_read)
        return std::nullopt;
    const auto rows = rowsOf(db, m_table);
    if (!rows)
        return std::nullopt;
    Missed missed;
    QHash<qint64, qint64> now;
    for (const Row &row : *rows) {
        now.insert(row.id, row.version);
        const auto seen = m_versions.constFind(row.id);
        // A change of this Fray's own whose word had not come back before the server went.
        const bool own = !session.isEmpty() && row.session == session;
        if (!own && (seen == m_versions.cend() || *seen != row.version)) {
            missed.ids.push_back(row.id);
            missed.names << row.name;
        }
    }
    for (auto it = m_versions.cbegin(); it != m_versions.cend(); ++it) {
        if (!now.contains(it.key()))
            ++missed.removed;
    }
    m_versions = std::move(now);
    return missed;
}

} // namespace Fray::Storage
