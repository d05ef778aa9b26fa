// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/EncounterState.h"
#include "core/io/CsvImport.h"
#include "core/io/ForeignImport.h"
#include "core/library/LibraryEntry.h"
#include "core/rules/RulesetLibrary.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace Fray::Io {

// A file to bring into a campaign, read and checked before anything is written: its format told
// from its content, not its name (a Fray encounter, a Fray library, stat lines in CSV, or another
// tool's file: Improved Initiative, Fight Club 5 XML, Open5e, 5e.tools; see docs/import.md), and
// a plan of what it holds and what it could not take, for the window to preview and the command
// line to print. Nothing is written here.
class ImportReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::ImportReader)

public:
    enum class Format {
        Encounter,
        Library,
        StatLines,
        ImprovedInitiative,
        FightClub,
        Open5e,
        FiveETools,
    };

    struct Options
    {
        // The ruleset CSV stat lines are written for, and that other tools' creatures become.
        QString statLinesRuleset;
        QString kind = QStringLiteral("monster"); // what CSV lines become
    };

    struct Plan
    {
        Format format = Format::Library;
        std::optional<Encounter::EncounterState> encounter;
        std::vector<Library::LibraryEntry> entries;
        std::vector<CsvImport::Column> columns; // stat lines: what each column became
        std::vector<CsvImport::Rejected> rejected; // stat lines left out, with the reason
        // Other tools' files: what each entry became, the encounters they saved, what was left
        // out and the losses summed (ForeignImport).
        std::vector<EntryReport> reports;
        std::vector<Encounter::EncounterState> encounters;
        std::vector<EntryReport> encounterReports;
        QStringList rejectedEntries;
        QStringList renamed; // saved encounters renamed apart from another of the file's
        QMap<QString, qint64> lossTotals;
        QMap<QString, qint64> keptTotals;
        QMap<QString, qint64> skipped;
        QString mappingNote; // the ruleset's note on how it converts
    };

    static Format sniff(const QByteArray &bytes);
    // Whether a file of the format needs the ruleset its entries are written for or go into.
    static bool needsRuleset(Format format);
    static QString formatName(Format format);
    // The plan, or why the file cannot be imported (it names no file: the caller does).
    static Expected<Plan, QString> read(
        const QByteArray &bytes, const Rules::RulesetLibrary &rulesets, const Options &options);
};

} // namespace Fray::Io
