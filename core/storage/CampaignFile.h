// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"

#include <QCoreApplication>
#include <QLockFile>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>

class QSqlQuery;

namespace Fray::Storage {

// A campaign's SQLite file and its one connection. Opening locks the file against a second
// Fray (taking over the lock of one that is gone), lets SQLite finish or undo a save that a
// crash interrupted, then checks the file as it lies on disk, creating nothing beside it, so
// a file Fray must refuse (not a campaign, damaged, missing a table, from a newer Fray) is left
// untouched; then copies an older one aside (name.bak-N) and migrates it; read-only, an older one
// is migrated in a copy in memory. A file or folder Fray may not write to is opened read-only,
// with the reason, and a reader leaves nothing beside the file. The file is in WAL mode with
// synchronous=FULL and foreign keys on, and every write goes through transaction(): a crash
// loses nothing that was committed, and a file deleted while open is noticed before the next
// commit is acknowledged.
class CampaignFile
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::CampaignFile)

public:
    enum class Access { ReadWrite, ReadOnly };

    ~CampaignFile();

    // Whether another running Fray holds the campaign at `path` (it can still be opened
    // read-only).
    static bool isOpenElsewhere(const QString &path);

    // Opens an existing campaign, or creates an empty one when `path` does not exist.
    static Expected<std::unique_ptr<CampaignFile>, QString> open(
        const QString &path, Access access);

    const QString &path() const { return m_path; }
    bool isReadOnly() const { return m_readOnly; }
    // Why a campaign asked for read-write was opened read-only (empty when it was not).
    const QString &readOnlyReason() const { return m_readOnlyReason; }
    bool hasFullTextSearch() const { return m_fullText; }
    // Read-only, of an older format, and updated in a copy in memory (the file is as it was).
    bool isUpdatedCopy() const { return m_inMemory; }
    int schemaVersion() const;
    QSqlDatabase database() const { return m_db; }

    // Runs `work` in one transaction: committed when it returns no error, else rolled back.
    // Inside another transaction the work joins it.
    std::optional<QString> transaction(const std::function<std::optional<QString>()> &work);
    std::optional<QString> exec(const QString &sql) const;
    // A write statement prepared once for this connection and kept, reset and ready for new
    // values: the writes a fight repeats on every turn (a command's commit, the history's step)
    // skip SQLite's parsing. Bind every value again before exec(); a statement that failed to
    // prepare is not kept, and its exec() reports why.
    QSqlQuery &statement(const QString &sql);
    // The message for a query that failed.
    QString fail(const QSqlQuery &query) const;
    // Writes a compact copy of the campaign to `path` (replacing a file there): Save As.
    std::optional<QString> copyTo(const QString &path) const;
    // Deletes the row `id` of `table` (one of the schema's, never a caller's text).
    std::optional<QString> removeRow(QLatin1StringView table, qint64 id);

private:
    // Which file a path names: the same path may come to name another file.
    struct FileIdentity
    {
        quint64 device = 0;
        quint64 inode = 0;
        static FileIdentity of(const QString &path);
        bool operator==(const FileIdentity &) const = default;
    };

    CampaignFile() = default;
    std::optional<QString> prepare(const QString &path, Access access);
    std::optional<QString> takeLock();
    static bool hasRecoveryFiles(const QString &path);
    std::optional<QString> recover();
    std::optional<QString> check(int *version) const;
    std::optional<QString> migrate(int from);
    // An older campaign opened read-only: copied into memory and updated there.
    std::optional<QString> openUpdatedCopy(int version);
    std::optional<QString> checkStillOnDisk();

    QString m_path;
    QString m_connection;
    QSqlDatabase m_db;
    std::unique_ptr<QLockFile> m_lock;
    bool m_readOnly = false;
    QString m_readOnlyReason;
    FileIdentity m_identity;
    FileIdentity m_walIdentity; // none until SQLite has made the log
    QString m_lostReason;
    bool m_fullText = false;
    bool m_inMemory = false; // an older campaign's updated copy, read-only
    int m_transactionDepth = 0;
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> m_statements;
    std::unique_ptr<QSqlQuery> m_unprepared; // the last statement that failed to prepare
};

} // namespace Fray::Storage
