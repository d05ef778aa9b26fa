// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/CustomCondition.h"
#include "core/storage/CampaignFile.h"
#include "core/storage/EncounterLease.h"
#include "core/storage/EncounterStore.h"
#include "core/storage/HistoryStore.h"
#include "core/storage/LibraryStore.h"
#include "core/storage/PartyStore.h"
#include "core/storage/TableStore.h"

#include <QCoreApplication>

#include <memory>
#include <optional>

namespace Fray::Storage {

// A campaign: one SQLite file (CampaignFile: checked, locked, migrated, one connection and its
// transactions) or a database on a PostgreSQL server a GM group shares (ServerCampaign), with the
// GM's encounters, library and party, each kept by its own store, and a few facts about the
// campaign itself. Every write is committed before the caller shows it done.
class Campaign
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::Campaign)

public:
    using Access = CampaignDatabase::Access;

    // Opens an existing campaign, or creates an empty one when `path` does not exist; a file
    // Fray must refuse is left as it is (CampaignFile). A server's address (postgresql://…,
    // CampaignAddress) opens the campaign in that database, making it in an empty one.
    static Expected<std::unique_ptr<Campaign>, QString> open(
        const QString &path, Access access = Access::ReadWrite);
    // Creates the campaign at `path`, which must not exist, as a copy of `prepared`: a campaign
    // file Fray made ahead (the first start's samples campaign is built with Fray). Only its
    // making is new: it was created now. The copy is whole or absent; another Fray making the
    // same campaign at the same moment leaves one of the two.
    static Expected<std::unique_ptr<Campaign>, QString> createFrom(
        const QString &prepared, const QString &path);
    // Whether another running Fray holds the campaign at `path`.
    static bool isOpenElsewhere(const QString &path) { return CampaignFile::isOpenElsewhere(path); }
    // The default campaign in the user's data folder.
    static QString defaultPath();

    // The file's path, or the server's address without its password.
    const QString &path() const { return m_file->path(); }
    // Whether the campaign lies on a server a GM group shares.
    bool isShared() const { return m_file->dialect().engine() == Dialect::Engine::PostgreSQL; }
    bool isReadOnly() const { return m_file->isReadOnly(); }
    bool isUpdatedCopy() const { return m_file->isUpdatedCopy(); }
    // Why a campaign asked for read-write was opened read-only (empty when it was not).
    const QString &readOnlyReason() const { return m_file->readOnlyReason(); }
    bool hasFullTextSearch() const { return m_file->hasFullTextSearch(); }
    int schemaVersion() const { return m_file->schemaVersion(); }
    QSqlDatabase database() const { return m_file->database(); }

    EncounterStore &encounters() { return m_encounters; }
    // Which Fray runs which encounter (one at a time on a shared campaign).
    EncounterLease &lease() { return m_lease; }
    const EncounterStore &encounters() const { return m_encounters; }
    LibraryStore &library() { return m_library; }
    const LibraryStore &library() const { return m_library; }
    PartyStore &party() { return m_party; }
    const PartyStore &party() const { return m_party; }
    HistoryStore &history() { return m_history; }
    const HistoryStore &history() const { return m_history; }
    TableStore &tables() { return m_tables; }
    const TableStore &tables() const { return m_tables; }

    // What the GM calls the campaign (empty until named).
    QString name() const;
    std::optional<QString> setName(const QString &name);
    // The encounter open when the campaign was last used.
    std::optional<qint64> lastEncounter() const;
    std::optional<QString> setLastEncounter(qint64 id);
    // The GM's own conditions used in the campaign, newest first, offered again in any of its
    // fights; one of a name already there replaces it. At most maxCustomConditions are kept.
    std::vector<Encounter::CustomCondition> customConditions() const;
    std::optional<QString> rememberCustomCondition(const Encounter::CustomCondition &condition);
    static constexpr int maxCustomConditions = 50;

    // A compact copy of the campaign at `path` (Save As); this one stays open.
    std::optional<QString> copyTo(const QString &path) const;
    // Where the campaign is kept, for what reads or copies it whole.
    CampaignDatabase &storage() { return *m_file; }

    // Runs `work` in one transaction: committed when it returns no error, else rolled back.
    std::optional<QString> transaction(const std::function<std::optional<QString>()> &work)
    {
        return m_file->transaction(work);
    }

    // A change the GM can undo, written with its step of the history in one transaction: `work`
    // writes it and returns what takes it back (the step's data). The step's seq, or the error
    // (nothing written).
    Expected<qint64, QString> record(const QString &kind, qint64 encounter, const QString &text,
        const std::function<Expected<QByteArray, QString>()> &work);
    // A step undone (done = false) or redone: `work` writes it, the history marks it, in one
    // transaction. `data`, when given, replaces what the step keeps.
    std::optional<QString> replay(qint64 seq, bool done,
        const std::function<std::optional<QString>()> &work, const QByteArray &data = {});

private:
    explicit Campaign(std::unique_ptr<CampaignDatabase> file);

    std::unique_ptr<CampaignDatabase> m_file;
    EncounterLease m_lease;
    EncounterStore m_encounters;
    LibraryStore m_library;
    PartyStore m_party;
    HistoryStore m_history;
    TableStore m_tables;
};

} // namespace Fray::Storage
