// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"
#include "core/io/ForeignFile.h"
#include "core/io/StatBlockMapper.h"
#include "core/library/LibraryEntry.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

#include <vector>

namespace Fray::Io {

// What an entry of another tool's file became under the campaign's ruleset: each field's value
// and what was lost, for the preview and the command line.
struct EntryReport
{
    QString name;
    std::vector<MappedValue> values;
    std::vector<ImportLoss> lost;
};

// Another tool's creatures and saved encounters, mapped onto one ruleset (StatBlockMapper) and
// checked as any entry is: library entries, Fray encounters, a report per entry and the losses
// summed over the file. Entries the ruleset cannot take are left out with the reason.
class ForeignImport
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::ForeignImport)

public:
    struct Result
    {
        std::vector<Library::LibraryEntry> entries;
        std::vector<EntryReport> reports; // one per entry, in the same order
        std::vector<Encounter::EncounterState> encounters;
        std::vector<EntryReport> encounterReports; // one per combatant of every encounter
        QStringList rejected; // "Goblin: ..." entries left out
        // Saved encounters renamed because the file holds another of the name: "encounter
        // Ambush: ... imported as Ambush (2)".
        QStringList renamed;
        // Lost fields summed over the file: "CR" -> the entries that had one.
        QMap<QString, qint64> lossTotals;
        // Fields kept as notes, summed the same way: "Legendary action" -> entries.
        QMap<QString, qint64> keptTotals;
        QMap<QString, qint64> skipped; // what the file holds that is not creatures
    };

    static Result map(const ForeignFile &file, const Rules::Ruleset &ruleset);
    // The kind of a loss, for the sums: "Action 'Nimble Escape'" -> "Action".
    static QString lossKind(const QString &field);
};

} // namespace Fray::Io
