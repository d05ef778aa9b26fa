// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/wandering/EncounterTable.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace Fray::Storage {

class CampaignDatabase;

// The campaign's wandering-monster tables, each kept whole as its file format holds it
// (Io::EncounterTableJson) under a name of its own. A table is read back before it is written:
// one Fray would refuse to open (rows that overlap, a count it cannot roll) is never stored.
class TableStore
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::TableStore)

public:
    explicit TableStore(CampaignDatabase &file)
        : m_file(file)
    { }

    struct Saved
    {
        qint64 id = 0;
        Wandering::EncounterTable table;
    };

    // Every table, sorted by name; an error names the first damaged one.
    Expected<std::vector<Saved>, QString> all() const;
    // Adds the table (id 0) or replaces the one with `id`; its id, or why not.
    Expected<qint64, QString> save(const Wandering::EncounterTable &table, qint64 id = 0);
    std::optional<QString> remove(qint64 id);

private:
    CampaignDatabase &m_file;
};

} // namespace Fray::Storage
