// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/LibraryEntry.h"
#include "ui/print/SheetOptions.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QPrinter;
class QWidget;

namespace Fray::Ui {

class CampaignController;
class EncounterSession;

// File › Print… and File › Export PDF… for the window's open encounter: the actions are
// enabled while an encounter is open; Print shows a print preview, Export PDF asks for a file.
// Both print the sheets in options() with the campaign's and encounter's names in the header.
class PrintController : public QObject
{
    Q_OBJECT

public:
    // `campaign` gives the header's campaign name and may be null.
    PrintController(
        QAction *print, QAction *exportPdf, CampaignController *campaign, QWidget *parent);

    // The encounter to print, or null when none is open; the actions follow it.
    void setSession(EncounterSession *session);
    bool canPrint() const { return !m_session.isNull(); }

    // Which sheets, on which paper, with which odds charts. The paper is the locale's
    // (US Letter where it is the custom, else A4) until set.
    const Print::SheetOptions &options() const { return m_options; }
    void setOptions(const Print::SheetOptions &options) { m_options = options; }
    // The odds chart to print (the one the odds panel shows); none without one.
    void setOddsPair(std::optional<Print::SheetOptions::OddsPair> pair);
    // A simulation's result in one line, printed under the roster's title.
    void setSimulation(const QString &summary) { m_options.simulation = summary; }

    // Writes the open encounter's sheets to `path` without asking anything: the error, or
    // nothing when the file is written.
    std::optional<QString> exportPdf(const QString &path) const;
    // Paints the open encounter's sheets on `printer` with its paper and margins.
    std::optional<QString> printTo(QPrinter &printer) const;

    // Stat blocks for a library selection (under the first entry's ruleset, which the
    // campaign must know), written to `path`: the error, or nothing when the file is written.
    std::optional<QString> exportLibraryPdf(
        const QString &path, const QList<const Library::LibraryEntry *> &entries) const;

    // Asks which sheets to print (SheetChoiceDialog, under `title`) and takes the answer into
    // options(); false when the GM cancels.
    bool askForSheets(const QString &title);

    // The dialogs: which sheets, then a print preview, or a file chooser then the PDF; errors
    // in a message box.
    void showPrintPreview();
    void chooseAndExportPdf();
    void chooseAndExportLibraryPdf(const QList<const Library::LibraryEntry *> &entries);

Q_SIGNALS:
    // A short report for the status bar ("Wrote 6 pages to …").
    void message(const QString &text);

private:
    Print::SheetOptions currentOptions() const;
    // "Una: Longsword against Hobgoblin", the odds panel's chart; empty without one.
    QString oddsChartName() const;
    // A file chooser suggesting `name`.pdf; empty when the GM cancels.
    QString choosePdfPath(const QString &name) const;
    void updateActions();

    QAction *m_print;
    QAction *m_exportPdf;
    QPointer<CampaignController> m_campaign;
    QPointer<EncounterSession> m_session;
    QWidget *m_parent;
    Print::SheetOptions m_options;
};

} // namespace Fray::Ui
