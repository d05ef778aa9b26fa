// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/HistoryStore.h"

#include "core/storage/CampaignDatabase.h"
#include "core/storage/StoredValues.h"

#include <QSqlQuery>
#include <QVariant>

namespace Fray::Storage {

Expected<qint64, QString> HistoryStore::push(
    const QString &kind, qint64 encounter, const QString &text, const QByteArray &data)
{
    qint64 seq = 0;
    const auto error = m_file.transaction([&]() -> std::optional<QString> {
        // On a shared campaign each Fray has its own history among the campaign's steps.
        QSqlQuery &undone = m_file.statement(
            QStringLiteral("DELETE FROM history WHERE done = 0 AND (writer = '' OR writer = ?)"));
        undone.bindValue(0, m_file.writerName());
        if (!undone.exec())
            return m_file.fail(undone);
        QSqlQuery &insert = m_file.statement(
            QStringLiteral("INSERT INTO history (kind, encounter, text, data, done, at, writer) "
                           "VALUES (?, ?, ?, ?, 1, ?, ?) RETURNING seq"));
        insert.bindValue(0, Stored::text(kind));
        insert.bindValue(1, encounter > 0 ? QVariant(encounter) : QVariant());
        insert.bindValue(2, Stored::text(text));
        insert.bindValue(3, QString::fromUtf8(data));
        insert.bindValue(4, Stored::now());
        insert.bindValue(5, m_file.writerName());
        if (!insert.exec())
            return m_file.fail(insert);
        if (!insert.next())
            return m_file.fail(insert);
        seq = insert.value(0).toLongLong();
        insert.finish(); // SQLite commits no transaction with a statement still running
        // The oldest of its own steps past the limit go.
        QSqlQuery &old = m_file.statement(QStringLiteral(
            "DELETE FROM history WHERE (writer = '' OR writer = ?) AND seq <= (SELECT seq FROM "
            "history WHERE writer = '' OR writer = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)"));
        old.bindValue(0, m_file.writerName());
        old.bindValue(1, m_file.writerName());
        old.bindValue(2, limit);
        if (!old.exec())
            return m_file.fail(old);
        return std::nullopt;
    });
    if (error)
        return *error;
    return seq;
}

std::optional<QString> HistoryStore::setDone(qint64 seq, bool done)
{
    return m_file.transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_file.database());
        q.prepare(QStringLiteral("UPDATE history SET done = ? WHERE seq = ?"));
        q.addBindValue(done ? 1 : 0);
        q.addBindValue(seq);
        if (!q.exec())
            return m_file.fail(q);
        return std::nullopt;
    });
}

std::optional<QString> HistoryStore::setData(qint64 seq, const QByteArray &data)
{
    return m_file.transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_file.database());
        q.prepare(QStringLiteral("UPDATE history SET data = ? WHERE seq = ?"));
        q.addBindValue(QString::fromUtf8(data));
        q.addBindValue(seq);
        if (!q.exec())
            return m_file.fail(q);
        return std::nullopt;
    });
}

namespace {

// This Fray's steps (and those from before steps kept who took them).
std::vector<HistoryStore::Step> read(const CampaignDatabase &file, bool doneOnly)
{
    std::vector<HistoryStore::Step> steps;
    QSqlQuery q(file.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT seq, kind, coalesce(encounter, 0), text, data, done "
                             "FROM history WHERE (writer = '' OR writer = ?) %1 ORDER BY seq")
                  .arg(doneOnly ? QStringLiteral("AND done = 1") : QString()));
    q.addBindValue(file.writerName());
    if (!q.exec())
        return steps;
    while (q.next())
        steps.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toLongLong(),
            q.value(3).toString(), q.value(4).toString().toUtf8(), q.value(5).toInt() != 0});
    return steps;
}

} // namespace

std::vector<HistoryStore::Step> HistoryStore::done() const
{
    return read(m_file, true);
}

std::vector<HistoryStore::Step> HistoryStore::all() const
{
    return read(m_file, false);
}

bool HistoryStore::keeps(qint64 seq) const
{
    QSqlQuery q(m_file.database());
    q.prepare(QStringLiteral("SELECT 1 FROM history WHERE seq = ?"));
    q.addBindValue(seq);
    return q.exec() && q.next();
}

} // namespace Fray::Storage
