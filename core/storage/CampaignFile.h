// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/storage/CampaignDatabase.h"

#include <QCoreApplication>
#include <QLockFile>
#include <QString>

#include <memory>

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
class CampaignFile : public CampaignDatabase
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::CampaignFile)

public:
    // Whether another running Fray holds the campaign at `path` (it can still be opened
    // read-only).
    static bool isOpenElsewhere(const QString &path);

    // Opens an existing campaign, or creates an empty one when `path` does not exist.
    static Expected<std::unique_ptr<CampaignFile>, QString> open(
        const QString &path, Access access);

    ~CampaignFile() override;

    bool isUpdatedCopy() const override { return m_inMemory; }
    int schemaVersion() const override;
    // Writes a compact copy of the campaign to `path` (replacing a file there): Save As.
    std::optional<QString> copyTo(const QString &path) const;

private:
    // Which file a path names: the same path may come to name another file.
    struct FileIdentity
    {
        quint64 device = 0;
        quint64 inode = 0;
        static FileIdentity of(const QString &path);
        bool operator==(const FileIdentity &) const = default;
    };

    CampaignFile();
    std::optional<QString> prepare(const QString &path, Access access);
    std::optional<QString> takeLock();
    static bool hasRecoveryFiles(const QString &path);
    std::optional<QString> recover();
    std::optional<QString> check(int *version) const;
    std::optional<QString> migrate(int from);
    // An older campaign opened read-only: copied into memory and updated there.
    std::optional<QString> openUpdatedCopy(int version);
    std::optional<QString> checkStillOnDisk();
    std::optional<QString> refusesWrites() override { return checkStillOnDisk(); }
    void committed() override;

    std::unique_ptr<QLockFile> m_lock;
    FileIdentity m_identity;
    FileIdentity m_walIdentity; // none until SQLite has made the log
    QString m_lostReason;
    bool m_inMemory = false; // an older campaign's updated copy, read-only
};

} // namespace Fray::Storage
