// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/library/LibraryEntry.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace Fray::Storage {

class CampaignDatabase;

// The campaign's library of characters, monsters and templates, searched as the GM types
// (a trigram index where SQLite has FTS5).
class LibraryStore
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::LibraryStore)

public:
    explicit LibraryStore(CampaignDatabase &file)
        : m_file(file)
    { }

    Expected<qint64, QString> add(const Library::LibraryEntry &entry);
    // Puts back an entry removed before, under its own id (undo keeps ids the fights refer to).
    std::optional<QString> restore(const Library::LibraryEntry &entry);
    // Writes the entry over the stored one, refused when another Fray wrote it after
    // `entry.version` was read (see changedElsewhere).
    std::optional<QString> update(const Library::LibraryEntry &entry);
    // Nothing, when the stored entry is still as `seen` (its version aside); else why not: who
    // changed it, and when. Undo and redo ask before they write an entry back.
    std::optional<QString> unchanged(const Library::LibraryEntry &seen) const;
    // "Aldo was changed on another computer (Mira's laptop) at 20:14; reload it …".
    static QString changedElsewhere(const QString &name, const QString &by, const QString &at);
    std::optional<QString> remove(qint64 id);
    // The entry, or why not: there is none with that id, or its stored combatant is damaged.
    Expected<Library::LibraryEntry, QString> entry(qint64 id) const;
    // Every entry, sorted by name; an error names the first damaged one.
    Expected<std::vector<Library::LibraryEntry>, QString> all() const;
    // Entries whose name, tags or kind match every word of `text` (prefixes count), filtered
    // by ruleset and kind when given; sorted by name. A damaged entry is listed as far as it
    // can be read; entry() says what is wrong with it.
    std::vector<Library::LibraryEntry> search(const QString &text, const QString &ruleset = {},
        const QString &kind = {}, int limit = 500) const;
    // The party's members (entries marked as members), of one ruleset when given; sorted by
    // name. An error names the first damaged one.
    Expected<std::vector<Library::LibraryEntry>, QString> party(const QString &ruleset = {}) const;
    qint64 count() const;

private:
    std::optional<QString> refusal(qint64 id, const QString &name) const;
    // A new row, under the entry's id when it has one.
    Expected<qint64, QString> insert(const Library::LibraryEntry &entry);

    CampaignDatabase &m_file;
};

} // namespace Fray::Storage
