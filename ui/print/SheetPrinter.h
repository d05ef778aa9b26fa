// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/EncounterState.h"
#include "core/library/LibraryEntry.h"
#include "core/rules/Ruleset.h"
#include "ui/print/PageLayouter.h"
#include "ui/print/SheetOptions.h"

#include <QCoreApplication>

#include <memory>

class QPagedPaintDevice;

namespace Fray::Print {

// What printing did: the pages, every item placed and the ones that would not fit the paper.
struct SheetReport
{
    int pages = 0;
    std::vector<PageLayouter::Item> items;
    std::vector<PageLayouter::Item> overflows;
};

// Prints an encounter's sheets on any paged device: a QPrinter from a print dialog or preview,
// or a QPdfWriter. The main window's File › Print… passes its QPrinter from
// QPrintPreviewDialog::paintRequested; File › Export PDF… calls exportPdf().
class SheetPrinter
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Print::SheetPrinter)

public:
    // Sets `device`'s paper (options.paper) and margins; a print dialog may change them after.
    static void setUpPage(QPagedPaintDevice &device, const SheetOptions &options);

    // Lays out and paints the sheets on `device` with its current paper and margins.
    static Expected<SheetReport, QString> print(QPagedPaintDevice &device,
        const Encounter::EncounterState &state, std::shared_ptr<const Rules::Ruleset> ruleset,
        const SheetOptions &options);

    // Writes the sheets to a PDF file (fonts embedded), replacing it only when all is written.
    static Expected<SheetReport, QString> exportPdf(const QString &path,
        const Encounter::EncounterState &state, std::shared_ptr<const Rules::Ruleset> ruleset,
        const SheetOptions &options);

    // A library selection as an encounter of its prototypes (ids in the selection's order), so
    // its stat blocks print as an encounter's do. `title` names it in the page header.
    static Encounter::EncounterState libraryState(
        const std::vector<Library::LibraryEntry> &entries, const QString &title);

    // The margin on every side, in millimetres.
    static constexpr qreal marginMm = 12;
};

} // namespace Fray::Print
