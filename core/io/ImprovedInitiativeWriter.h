// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"
#include "core/library/LibraryEntry.h"
#include "core/rules/RulesetLibrary.h"

#include <QByteArray>
#include <QCoreApplication>

#include <vector>

namespace Fray::Io {

// Library entries and encounters in Improved Initiative's own export shape (its
// client/Utility/Store.ts ExportListings: "Creatures": [ids], "Creatures.<id>": StatBlock, and
// likewise PersistentCharacters and SavedEncounters), so a GM can take them back there. Each
// value the ruleset's "import" section maps from one source value alone (AC by "19 - @ac", STR by
// "@str") is turned back by finding the source value that maps to it; the rest is left at
// Improved Initiative's defaults, and ImprovedInitiativeReader reads the file back to the same
// entries.
class ImprovedInitiativeWriter
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::ImprovedInitiativeWriter)

public:
    static QByteArray write(const std::vector<Library::LibraryEntry> &entries,
        const std::vector<Encounter::EncounterState> &encounters,
        const Rules::RulesetLibrary &rulesets);
};

} // namespace Fray::Io
