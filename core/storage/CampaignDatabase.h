// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/Dialect.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>

class QSqlQuery;

namespace Fray::Storage {

class CampaignWatch;

// Where a campaign lies and its one connection, as the stores use it: an SQLite file
// (CampaignFile) or a database on a PostgreSQL server (ServerCampaign). Every write goes through
// transaction(); what the two engines write differently is asked of dialect().
class CampaignDatabase
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::CampaignDatabase)

public:
    enum class Access { ReadWrite, ReadOnly };

    virtual ~CampaignDatabase();
    CampaignDatabase(const CampaignDatabase &) = delete;
    CampaignDatabase &operator=(const CampaignDatabase &) = delete;

    // The file's path, or the server's address without its password: what the GM is shown and
    // what opens the campaign again.
    const QString &path() const { return m_path; }
    bool isReadOnly() const { return m_readOnly; }
    // Why a campaign asked for read-write was opened read-only (empty when it was not).
    const QString &readOnlyReason() const { return m_readOnlyReason; }
    bool hasFullTextSearch() const { return m_fullText; }
    // Read-only, of an older format, and updated in a copy in memory (the file is as it was).
    virtual bool isUpdatedCopy() const { return false; }
    virtual int schemaVersion() const = 0;
    const Dialect &dialect() const { return m_dialect; }
    QSqlDatabase database() const { return m_db; }

    // Runs `work` in one transaction: committed when it returns no error, else rolled back.
    // Inside another transaction the work joins it.
    std::optional<QString> transaction(const std::function<std::optional<QString>()> &work);
    std::optional<QString> exec(const QString &sql) const;
    // A write statement prepared once for this connection and kept, reset and ready for new
    // values: the writes a fight repeats on every turn (a command's commit, the history's step)
    // skip the engine's parsing. Bind every value again before exec(); a statement that failed
    // to prepare is not kept, and its exec() reports why.
    QSqlQuery &statement(const QString &sql);
    // The message for a query that failed.
    QString fail(const QSqlQuery &query) const;
    // Deletes the row `id` of `table` (one of the schema's, never a caller's text).
    std::optional<QString> removeRow(QLatin1StringView table, qint64 id);

    // What hears other Frays' changes to a shared campaign; none for a file (one Fray has it).
    virtual std::unique_ptr<CampaignWatch> watch() const;
    // A server that cannot be reached (CampaignWatch::connectionLost): every write is refused at
    // once, saying so, until it is reachable again.
    void setUnreachable(bool unreachable) { m_unreachable = unreachable; }
    // Makes the connection again when it was lost (a server that is back): reads find the
    // campaign again. Whether it is connected now.
    bool ensureConnected() { return isConnected() || reconnect(); }
    bool isUnreachable() const { return m_unreachable; }
    // A change whose commit's answer was lost with the connection, when no new connection could
    // be made to ask, is not known to be saved until the server is back. Then this says, once,
    // whether it was; nothing when no such change waits or it is still not known. Until it is
    // known no other change is written (the next would hide the answer).
    std::optional<bool> settleUnknownCommit();
    // Whether such a change waits, or its answer waits to be told.
    bool hasUnknownCommit() const { return m_unknownCommit || m_settled.has_value(); }

    // Who writes, as other Frays on a shared campaign are told ("Mira's laptop"): this
    // computer's name unless the GM gave another.
    const QString &writerName() const { return m_writerName; }
    void setWriterName(const QString &name);
    // This connection's own mark, told apart from another Fray of the same name.
    const QString &session() const { return m_session; }
    // Whether the Fray of session `other` is still there (connected): each holds a sign the
    // server lets go when its connection ends. A file is open in one Fray only: any other
    // session's Fray is gone.
    virtual bool isSessionAlive(const QString &other) { return other == m_session; }

protected:
    explicit CampaignDatabase(Dialect dialect);

    // A new connection's name, unique in the process.
    static QString connectionName();
    // Opens the connection of `driver` under a new name (its options are set by `configure`).
    void addConnection(const QString &driver);
    void closeConnection();
    // Why nothing may be written now (checked before every transaction), or nothing.
    virtual std::optional<QString> refusesWrites() { return std::nullopt; }
    // After every commit.
    virtual void committed() { }
    // The message for a commit the engine refused.
    virtual QString commitFailed(const QString &engineMessage) const;

    // A server's connection, which can be lost and made again. A file's is never lost.
    virtual bool isConnected() { return true; }
    virtual bool reconnect() { return false; }
    // The message for a write refused because the connection is lost.
    virtual QString lostConnection() const { return QString(); }
    // Written last in every transaction, so that whether a commit whose answer was lost with the
    // connection happened can be asked afterwards (wasCommitted).
    virtual std::optional<QString> seal() { return std::nullopt; }
    // After a commit whose answer was lost and a new connection: whether it was committed.
    virtual std::optional<bool> wasCommitted() { return std::nullopt; }

    QString m_path;
    QString m_connection;
    QSqlDatabase m_db;
    bool m_readOnly = false;
    QString m_readOnlyReason;
    bool m_fullText = false;
    int m_transactionDepth = 0;

private:
    // Asks the server whether the change of unknown fate was committed, when it can.
    void resolveUnknownCommit();

    Dialect m_dialect;
    QString m_writerName;
    bool m_unreachable = false;
    bool m_unknownCommit = false; // see settleUnknownCommit
    std::optional<bool> m_settled; // its answer, found before anyone asked
    QString m_session;
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> m_statements;
    std::unique_ptr<QSqlQuery> m_unprepared; // the last statement that failed to prepare
};

} // namespace Fray::Storage
