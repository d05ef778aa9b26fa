// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/LibraryEntry.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace Fray::Io {

// Imported entries whose names the library already holds, or that the file itself repeats:
// found, told apart (a name the file holds three times is not "in the library"), then skipped,
// renamed ("Goblin (2)") or put in place of the old entry, as the GM chooses; a repeat's "old
// entry" is the file's earlier one.
// Names compare without case, as the library's search does, and only within a ruleset: a
// Castles & Crusades Goblin does not clash with the Old-School Goblin beside it.
class NameClashes
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::NameClashes)

public:
    enum class Policy { Refuse, Skip, Rename, Replace };

    struct Resolution
    {
        std::vector<Library::LibraryEntry> add;
        std::vector<Library::LibraryEntry> replace; // each with the id of the entry it replaces
        QStringList clashes; // names the library already holds, once each
        // Names the file holds more than once, with how often: "Twin" -> 3.
        std::vector<std::pair<QString, qint64>> repeated;
        QStringList outcomes; // "Goblin: skipped", "Goblin: renamed Goblin (2)"
        // One per incoming entry, in order: what became of it ("skipped", "renamed Goblin (2)",
        // "replaces the library's entry"), empty when it is added as it is.
        QStringList perEntry;
    };

    static Resolution resolve(const std::vector<Library::LibraryEntry> &incoming,
        const std::vector<Library::LibraryEntry> &existing, Policy policy);
    static std::optional<Policy> policyNamed(const QString &name);
    // "Twin 3 times", one per name the file repeats.
    static QStringList repeatedCounts(const Resolution &resolution);
    // Whether anything clashed, with the library or within the file.
    static bool anyClash(const Resolution &resolution);
};

} // namespace Fray::Io
