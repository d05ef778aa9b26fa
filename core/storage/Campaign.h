// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Change.h"
#include "core/encounter/EncounterState.h"
#include "core/library/LibraryEntry.h"

#include <QCoreApplication>
#include <QLockFile>
#include <QSqlDatabase>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace Fray::Storage {

// A campaign: one SQLite file with the GM's library, encounters (with their full state, log
// and command journal), own rulesets and settings.
//
// Opening refuses a file that is not a Fray campaign, is corrupt or comes from a newer Fray,
// and leaves it untouched; an older one is copied aside (name.bak-N) and migrated. The file is
// in WAL mode with synchronous=FULL and foreign keys on, and every change is committed in one
// transaction before the caller shows it done: a crash loses nothing that was shown.
class Campaign
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::Campaign)

public:
    enum class Access { ReadWrite, ReadOnly };

    struct EncounterSummary
    {
        qint64 id = 0;
        QString name;
        QString rulesetId;
        qint64 round = 0;
        qint64 combatants = 0;
    };

    ~Campaign();

    // Opens an existing campaign, or creates an empty one when `path` does not exist.
    static Expected<std::unique_ptr<Campaign>, QString> open(
        const QString &path, Access access = Access::ReadWrite);
    // The default campaign in the user's data folder.
    static QString defaultPath();

    const QString &path() const { return m_path; }
    bool isReadOnly() const { return m_readOnly; }
    bool hasFullTextSearch() const { return m_fullText; }
    int schemaVersion() const;

    // Settings of the campaign (name, last encounter ...).
    QString setting(const QString &key, const QString &fallback = {}) const;
    std::optional<QString> setSetting(const QString &key, const QString &value);

    // Encounters.
    std::vector<EncounterSummary> encounters() const;
    std::optional<qint64> encounterId(const QString &name) const;
    Expected<Encounter::EncounterState, QString> loadEncounter(qint64 id) const;
    // Stores a whole encounter (new or replacing one of the same name); returns its id.
    Expected<qint64, QString> saveEncounter(const Encounter::EncounterState &state);
    std::optional<QString> renameEncounter(qint64 id, const QString &name);
    std::optional<QString> removeEncounter(qint64 id);
    // Commits one command's change (forward = done or redone, else undone) with its journal
    // entry, reading the rows it touched from `state` (the encounter after the change).
    std::optional<QString> commit(qint64 encounter, const Encounter::EncounterState &state,
        const Encounter::Change &change, bool forward, const QString &kind,
        const QString &description, const QString &parameters);
    // How many journal entries an encounter has (tests and the crash check use it).
    qint64 journalLength(qint64 encounter) const;

    // Library.
    Expected<qint64, QString> addLibraryEntry(const Library::LibraryEntry &entry);
    std::optional<QString> updateLibraryEntry(const Library::LibraryEntry &entry);
    std::optional<QString> removeLibraryEntry(qint64 id);
    std::optional<Library::LibraryEntry> libraryEntry(qint64 id) const;
    // Entries whose name, tags or kind match every word of `text` (prefixes count), filtered
    // by ruleset and kind when given; sorted by name.
    std::vector<Library::LibraryEntry> searchLibrary(const QString &text,
        const QString &ruleset = {}, const QString &kind = {}, int limit = 500) const;
    qint64 libraryCount() const;

    // The GM's own rulesets, copied in so the campaign file is self-contained.
    std::optional<QString> storeRuleset(const QString &id, const QByteArray &json);
    std::vector<std::pair<QString, QByteArray>> rulesets() const;

    // Runs `work` in one transaction: committed when it returns no error, else rolled back.
    std::optional<QString> transaction(const std::function<std::optional<QString>()> &work);

    QSqlDatabase database() const { return m_db; }

private:
    Campaign() = default;
    std::optional<QString> prepare(const QString &path, Access access);
    std::optional<QString> migrate(int from);
    std::optional<QString> exec(const QString &sql) const;
    QString fail(const class QSqlQuery &query) const;
    // Deletes the row `id` of `table` (one of the schema's, never a caller's text).
    std::optional<QString> removeRow(QLatin1StringView table, qint64 id);

    QString m_path;
    QString m_connection;
    QSqlDatabase m_db;
    std::unique_ptr<QLockFile> m_lock;
    bool m_readOnly = false;
    bool m_fullText = false;
    int m_transactionDepth = 0;
};

} // namespace Fray::Storage
