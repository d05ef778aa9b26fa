// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Change.h"
#include "core/encounter/EncounterState.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace Fray::Storage {

class CampaignDatabase;
class EncounterLease;

// The campaign's encounters: each with its combatants, log and the journal of its commands.
// An encounter is stored whole once, then each command's change is committed on its own.
class EncounterStore
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::EncounterStore)

public:
    struct Summary
    {
        qint64 id = 0;
        QString name;
        QString rulesetId;
        qint64 round = 0;
        qint64 combatants = 0;
        bool ended = false; // the GM ended its fight
        bool archived = false; // put away: the list shows it only when asked
    };

    EncounterStore(CampaignDatabase &file, EncounterLease &lease)
        : m_file(file)
        , m_lease(lease)
    { }

    // Every encounter, by name.
    std::vector<Summary> list() const;
    std::optional<qint64> idOf(const QString &name) const;
    Expected<Encounter::EncounterState, QString> load(qint64 id) const;
    // Stores a whole encounter (new or replacing one of the same name); returns its id.
    Expected<qint64, QString> save(const Encounter::EncounterState &state);
    std::optional<QString> rename(qint64 id, const QString &name);
    std::optional<QString> setEnded(qint64 id, bool ended);
    std::optional<QString> setArchived(qint64 id, bool archived);
    std::optional<QString> remove(qint64 id);
    // Commits one command's change (forward = done or redone, else undone) with its journal
    // entry, reading the rows it touched from `state` (the encounter after the change).
    std::optional<QString> commit(qint64 encounter, const Encounter::EncounterState &state,
        const Encounter::Change &change, bool forward, const QString &kind,
        const QString &description, const QString &parameters);
    // How many journal entries an encounter has (tests and the crash check use it).
    qint64 journalLength(qint64 encounter) const;

private:
    CampaignDatabase &m_file;
    EncounterLease &m_lease;
};

} // namespace Fray::Storage
