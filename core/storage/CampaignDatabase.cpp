// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/CampaignDatabase.h"

#include "core/storage/CampaignWatch.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QUuid>

#include <utility>

namespace Fray::Storage {

CampaignDatabase::CampaignDatabase(Dialect dialect)
    : m_dialect(dialect)
    , m_writerName(QSysInfo::machineHostName())
    , m_session(QUuid::createUuid().toString(QUuid::WithoutBraces))
{ }

void CampaignDatabase::setWriterName(const QString &name)
{
    m_writerName = name.trimmed().isEmpty() ? QSysInfo::machineHostName() : name.trimmed();
}

CampaignDatabase::~CampaignDatabase()
{
    closeConnection();
}

std::unique_ptr<CampaignWatch> CampaignDatabase::watch() const
{
    return nullptr;
}

QString CampaignDatabase::connectionName()
{
    return QStringLiteral("fray-campaign-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

void CampaignDatabase::addConnection(const QString &driver)
{
    closeConnection();
    m_connection = connectionName();
    m_db = QSqlDatabase::addDatabase(driver, m_connection);
}

void CampaignDatabase::closeConnection()
{
    // A kept statement holds the connection: it goes first.
    m_statements.clear();
    m_unprepared.reset();
    if (m_db.isValid()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

QSqlQuery &CampaignDatabase::statement(const QString &sql)
{
    auto kept = m_statements.find(sql);
    if (kept != m_statements.end()) {
        kept->second->finish();
        return *kept->second;
    }
    auto query = std::make_unique<QSqlQuery>(m_db);
    if (!query->prepare(sql)) {
        m_unprepared = std::move(query);
        return *m_unprepared;
    }
    return *m_statements.emplace(sql, std::move(query)).first->second;
}

QString CampaignDatabase::fail(const QSqlQuery &query) const
{
    return tr("the campaign database reported: %1").arg(query.lastError().text());
}

std::optional<QString> CampaignDatabase::exec(const QString &sql) const
{
    QSqlQuery q(m_db);
    if (!q.exec(sql))
        return fail(q);
    return std::nullopt;
}

QString CampaignDatabase::commitFailed(const QString &engineMessage) const
{
    return tr("saving failed: %1").arg(engineMessage);
}

std::optional<QString> CampaignDatabase::transaction(
    const std::function<std::optional<QString>()> &work)
{
    if (m_readOnly)
        return m_readOnlyReason.isEmpty() ? tr("the campaign is open read-only") : m_readOnlyReason;
    if (m_unreachable)
        return lostConnection();
    if (auto refused = refusesWrites())
        return refused;
    resolveUnknownCommit();
    if (m_unknownCommit)
        return lostConnection();
    // Inside another transaction the work joins it: all of it commits or none does.
    if (m_transactionDepth > 0) {
        ++m_transactionDepth;
        const std::optional<QString> error = work();
        --m_transactionDepth;
        return error;
    }
    if (!m_db.transaction()) {
        const QString message = m_db.lastError().text();
        // A lost connection is made again before anything is begun: nothing is in flight.
        if (isConnected())
            return tr("the campaign database reported: %1").arg(message);
        if (!reconnect() || !m_db.transaction())
            return lostConnection();
    }
    ++m_transactionDepth;
    std::optional<QString> error = work();
    if (!error)
        error = seal();
    --m_transactionDepth;
    if (error) {
        m_db.rollback();
        // What the work met may be the connection's loss: the server undoes what was begun.
        if (!isConnected()) {
            reconnect();
            return lostConnection();
        }
        return error;
    }
    if (!m_db.commit()) {
        const QString message = m_db.lastError().text();
        m_db.rollback();
        if (isConnected())
            return commitFailed(message);
        // The answer was lost with the connection: asked again on a new one.
        const std::optional<bool> done = reconnect() ? wasCommitted() : std::nullopt;
        if (done && *done) {
            committed();
            return std::nullopt;
        }
        if (done)
            return tr("%1 The change was not saved.").arg(lostConnection());
        m_unknownCommit = true;
        return tr("%1 Whether the last change was saved is not known until the connection is "
                  "back.")
            .arg(lostConnection());
    }
    committed();
    return std::nullopt;
}

void CampaignDatabase::resolveUnknownCommit()
{
    if (!m_unknownCommit || !ensureConnected())
        return;
    if (const std::optional<bool> done = wasCommitted()) {
        m_settled = done;
        m_unknownCommit = false;
    }
}

std::optional<bool> CampaignDatabase::settleUnknownCommit()
{
    resolveUnknownCommit();
    return std::exchange(m_settled, std::nullopt);
}

std::optional<QString> CampaignDatabase::removeRow(QLatin1StringView table, qint64 id)
{
    return transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(table));
        q.addBindValue(id);
        if (!q.exec())
            return fail(q);
        return std::nullopt;
    });
}

} // namespace Fray::Storage
