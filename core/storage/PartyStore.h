// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/party/MemberUpdate.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace Fray::Storage {

class CampaignDatabase;
class LibraryStore;

// The campaign's party: which library entries are its members, and what fights and rests did
// to them. Each carry-over or rest is written whole or not at all, with a line in the party's
// journal, and only onto members still as the preview saw them, so nothing the GM changed since
// is overwritten.
class PartyStore
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::PartyStore)

public:
    PartyStore(CampaignDatabase &file, LibraryStore &library)
        : m_file(file)
        , m_library(library)
    { }

    // Marks the entries as members of the party, or takes them out of it.
    std::optional<QString> setMembers(const std::vector<qint64> &ids, bool members);
    // Writes each update's after (forward: applied or redone) or its before (taken back).
    // `kind` names it in the journal ("carry-over", "rest"), `description` is the GM's words.
    std::optional<QString> apply(const std::vector<Party::MemberUpdate> &updates,
        const QString &kind, const QString &description, bool forward);
    // How many lines the party's journal has (tests read it).
    qint64 journalLength() const;

private:
    CampaignDatabase &m_file;
    LibraryStore &m_library;
};

} // namespace Fray::Storage
