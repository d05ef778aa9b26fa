// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/SheetPrinter.h"

#include "core/OutputFile.h"
#include "ui/print/OddsChartSheet.h"
#include "ui/print/ReferenceSheet.h"
#include "ui/print/RosterSheet.h"
#include "ui/print/StatBlockSheet.h"
#include "ui/print/WanderingSheet.h"

#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

using namespace Qt::StringLiterals;

namespace Fray::Print {

void SheetPrinter::setUpPage(QPagedPaintDevice &device, const SheetOptions &options)
{
    const QPageLayout layout(options.pageSize(), QPageLayout::Portrait,
        QMarginsF(marginMm, marginMm, marginMm, marginMm), QPageLayout::Millimeter);
    device.setPageLayout(layout);
}

Expected<SheetReport, QString> SheetPrinter::print(QPagedPaintDevice &device,
    const Encounter::EncounterState &state, std::shared_ptr<const Rules::Ruleset> ruleset,
    const SheetOptions &options)
{
    if (!ruleset)
        return tr("no ruleset to print with");
    const PrintStyle style(&device);
    const QRect printable = device.pageLayout().paintRectPixels(device.logicalDpiX());
    PageLayouter layouter(style, QSizeF(printable.size()));

    QStringList context;
    if (!options.campaignName.isEmpty())
        context << options.campaignName;
    const QString encounterName
        = options.encounterName.isEmpty() ? state.name : options.encounterName;
    if (!encounterName.isEmpty())
        context << encounterName;
    layouter.setHeader(context.join(u" \u2014 "_s), tr("Fray \u00b7 %1").arg(ruleset->name));

    if (options.includes(SheetOptions::Kind::Roster))
        RosterSheet(layouter, style, state, *ruleset, options.simulation).write();
    if (options.includes(SheetOptions::Kind::StatBlocks))
        StatBlockSheet(layouter, style, state, *ruleset).write();
    if (options.includes(SheetOptions::Kind::Reference))
        ReferenceSheet(layouter, style, ruleset, state).write();
    if (options.includes(SheetOptions::Kind::Odds))
        OddsChartSheet(layouter, style, ruleset, state, options.oddsPairs).write();
    if (options.includes(SheetOptions::Kind::Wandering))
        WanderingSheet(layouter, style, *ruleset, options.tables).write();

    QPainter painter;
    if (!painter.begin(&device))
        return tr("cannot start printing");
    painter.setRenderHint(QPainter::TextAntialiasing);
    const bool painted = layouter.paint(painter, device);
    if (!painter.end() || !painted)
        return tr("printing stopped before the last page");

    SheetReport report;
    report.pages = layouter.pageCount();
    report.items = layouter.items();
    report.overflows = layouter.overflows();
    return report;
}

Encounter::EncounterState SheetPrinter::libraryState(
    const std::vector<Library::LibraryEntry> &entries, const QString &title)
{
    Encounter::EncounterState state;
    state.name = title;
    for (const Library::LibraryEntry &entry : entries) {
        Encounter::Combatant c = entry.prototype;
        c.id = state.nextId++;
        if (!entry.name.isEmpty())
            c.name = entry.name;
        if (state.rulesetId.isEmpty())
            state.rulesetId = entry.rulesetId;
        state.combatants.push_back(std::move(c));
    }
    return state;
}

namespace {

// The writer is gone when this returns, so the PDF is complete before the file is committed.
// Returning the result (rather than assigning it to a placeholder) keeps the report in one
// object from start to end.
Expected<SheetReport, QString> writePdf(QIODevice &file, const Encounter::EncounterState &state,
    std::shared_ptr<const Rules::Ruleset> ruleset, const SheetOptions &options)
{
    QPdfWriter writer(&file);
    writer.setCreator(SheetPrinter::tr("Fray"));
    writer.setTitle(state.name);
    SheetPrinter::setUpPage(writer, options);
    return SheetPrinter::print(writer, state, std::move(ruleset), options);
}

} // namespace

Expected<SheetReport, QString> SheetPrinter::exportPdf(const QString &path,
    const Encounter::EncounterState &state, std::shared_ptr<const Rules::Ruleset> ruleset,
    const SheetOptions &options)
{
    std::optional<SheetReport> report;
    const auto failed = OutputFile::write(path, [&](QIODevice &device) -> std::optional<QString> {
        auto written = writePdf(device, state, std::move(ruleset), options);
        if (!written)
            return written.error();
        report = *written;
        return std::nullopt;
    });
    if (failed)
        return *failed;
    return *report;
}

} // namespace Fray::Print
