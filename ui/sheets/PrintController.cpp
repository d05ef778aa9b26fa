// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sheets/PrintController.h"

#include "ui/campaign/CampaignController.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/print/SheetPrinter.h"
#include "ui/sheets/SheetChoiceDialog.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace Fray::Ui {

namespace {

// A file name from the encounter's name: what a file system may not hold becomes "-".
QString suggestedFileName(const QString &encounterName)
{
    static const QRegularExpression unsafe(u"[\\\\/:*?\"<>|\\x00-\\x1f]+"_s);
    QString base = encounterName.simplified().replace(unsafe, u"-"_s);
    if (base.isEmpty())
        base = PrintController::tr("encounter");
    return base + u".pdf"_s;
}

} // namespace

PrintController::PrintController(
    QAction *print, QAction *exportPdf, CampaignController *campaign, QWidget *parent)
    : QObject(parent)
    , m_print(print)
    , m_exportPdf(exportPdf)
    , m_campaign(campaign)
    , m_parent(parent)
{
    m_options.paper = QLocale::system().measurementSystem() == QLocale::ImperialUSSystem
        ? Print::SheetOptions::Paper::Letter
        : Print::SheetOptions::Paper::A4;
    connect(m_print, &QAction::triggered, this, &PrintController::showPrintPreview);
    connect(m_exportPdf, &QAction::triggered, this, &PrintController::chooseAndExportPdf);
    updateActions();
}

void PrintController::setOddsPair(std::optional<Print::SheetOptions::OddsPair> pair)
{
    m_options.oddsPairs.clear();
    if (pair)
        m_options.oddsPairs.push_back(std::move(*pair));
}

void PrintController::setSession(EncounterSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    // A simulated result belongs to its own fight.
    if (session != m_session)
        m_options.simulation.clear();
    m_session = session;
    // A session closed without telling the controller still disables the actions.
    if (session)
        connect(session, &QObject::destroyed, this, &PrintController::updateActions);
    updateActions();
}

void PrintController::updateActions()
{
    const bool open = canPrint();
    m_print->setEnabled(open);
    m_exportPdf->setEnabled(open);
}

Print::SheetOptions PrintController::currentOptions() const
{
    Print::SheetOptions options = m_options;
    if (options.campaignName.isEmpty() && m_campaign)
        options.campaignName = m_campaign->displayName();
    // The campaign's wandering-monster tables of the open encounter's ruleset.
    if (m_campaign && m_session) {
        if (const auto tables = m_campaign->tables()) {
            for (const Storage::TableStore::Saved &saved : *tables) {
                if (saved.table.rulesetId == m_session->encounter().ruleset().id)
                    options.tables.push_back(saved.table);
            }
        }
    }
    return options;
}

std::optional<QString> PrintController::exportPdf(const QString &path) const
{
    if (!m_session)
        return tr("Open an encounter to print its sheets.");
    const Encounter::Encounter &encounter = m_session->encounter();
    const auto report = Print::SheetPrinter::exportPdf(
        path, encounter.state(), encounter.sharedRuleset(), currentOptions());
    if (!report)
        return report.error();
    return std::nullopt;
}

std::optional<QString> PrintController::printTo(QPrinter &printer) const
{
    if (!m_session)
        return tr("Open an encounter to print its sheets.");
    const Encounter::Encounter &encounter = m_session->encounter();
    const auto report = Print::SheetPrinter::print(
        printer, encounter.state(), encounter.sharedRuleset(), currentOptions());
    if (!report)
        return report.error();
    return std::nullopt;
}

QString PrintController::oddsChartName() const
{
    if (!m_session || m_options.oddsPairs.empty())
        return QString();
    const Encounter::Encounter &encounter = m_session->encounter();
    const Print::SheetOptions::OddsPair &pair = m_options.oddsPairs.front();
    const Encounter::Combatant *attacker = encounter.find(pair.attacker);
    const Encounter::Combatant *target = encounter.find(pair.target);
    if (!attacker || !target)
        return QString();
    if (pair.attack < 0 || pair.attack >= qint64(attacker->attacks.size()))
        return tr("%1 against %2").arg(attacker->name, target->name);
    return tr("%1: %2 against %3")
        .arg(attacker->name, attacker->attacks[std::size_t(pair.attack)].name, target->name);
}

bool PrintController::askForSheets(const QString &title)
{
    SheetChoiceDialog dialog(m_parent);
    dialog.setWindowTitle(title);
    dialog.setOddsChart(oddsChartName());
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_options.kinds = dialog.chosen();
    return true;
}

void PrintController::showPrintPreview()
{
    if (!m_session || !askForSheets(tr("Print")))
        return;
    QPrinter printer(QPrinter::HighResolution);
    Print::SheetPrinter::setUpPage(printer, currentOptions());
    printer.setDocName(m_session->encounter().state().name);
    QPrintPreviewDialog dialog(&printer, m_parent);
    dialog.setWindowTitle(tr("Print Preview"));
    std::optional<QString> error;
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
        [this, &error](QPrinter *target) { error = printTo(*target); });
    dialog.exec();
    if (error)
        QMessageBox::warning(
            m_parent, tr("Print"), tr("The sheets were not printed: %1").arg(*error));
}

QString PrintController::choosePdfPath(const QString &name) const
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested = QDir(folder).filePath(suggestedFileName(name));
    QString path = QFileDialog::getSaveFileName(
        m_parent, tr("Export PDF"), suggested, tr("PDF files (*.pdf)"));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += u".pdf"_s;
    return path;
}

void PrintController::chooseAndExportPdf()
{
    if (!m_session || !askForSheets(tr("Export PDF")))
        return;
    const QString path = choosePdfPath(m_session->encounter().state().name);
    if (path.isEmpty())
        return;
    if (const auto error = exportPdf(path)) {
        QMessageBox::warning(
            m_parent, tr("Export PDF"), tr("The PDF was not written: %1").arg(*error));
        return;
    }
    Q_EMIT message(tr("Sheets written to %1").arg(QDir::toNativeSeparators(path)));
}

std::optional<QString> PrintController::exportLibraryPdf(
    const QString &path, const QList<const Library::LibraryEntry *> &entries) const
{
    std::vector<Library::LibraryEntry> selection;
    for (const Library::LibraryEntry *entry : entries) {
        if (entry)
            selection.push_back(*entry);
    }
    if (selection.empty())
        return tr("Select library entries to print their stat blocks.");
    const QString rulesetId = selection.front().rulesetId;
    const Rules::RulesetLibrary::Entry *ruleset
        = m_campaign ? m_campaign->rulesets().find(rulesetId) : nullptr;
    if (!ruleset)
        return tr("The ruleset '%1' is not available.").arg(rulesetId);
    Print::SheetOptions options = currentOptions();
    options.kinds = {Print::SheetOptions::Kind::StatBlocks};
    options.encounterName = tr("Library");
    const auto report = Print::SheetPrinter::exportPdf(path,
        Print::SheetPrinter::libraryState(selection, options.encounterName), ruleset->ruleset,
        options);
    if (!report)
        return report.error();
    return std::nullopt;
}

void PrintController::chooseAndExportLibraryPdf(const QList<const Library::LibraryEntry *> &entries)
{
    const QString path = choosePdfPath(tr("stat blocks"));
    if (path.isEmpty())
        return;
    if (const auto error = exportLibraryPdf(path, entries)) {
        QMessageBox::warning(
            m_parent, tr("Export PDF"), tr("The PDF was not written: %1").arg(*error));
        return;
    }
    Q_EMIT message(tr("Stat blocks written to %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace Fray::Ui
