// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/ImportController.h"

#include "core/InputFile.h"
#include "core/io/ImportReader.h"
#include "core/settings/Settings.h"
#include "core/storage/CampaignImport.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/ImportCommand.h"
#include "ui/campaign/ImportPreviewDialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QUndoStack>

namespace Fray::Ui {

ImportController::ImportController(CampaignController *campaign, QWidget *window)
    : QObject(window)
    , m_campaign(campaign)
    , m_window(window)
{ }

void ImportController::chooseAndImport(const QString &currentRuleset)
{
    if (!m_campaign->campaign())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import"), QDir::homePath(),
        tr("Fray files, stat lines and other tools' files (*.fray.json *.json *.csv *.xml);;"
           "All files (*)"));
    if (!path.isEmpty())
        importFile(path, currentRuleset);
}

void ImportController::warn(const QString &text)
{
    Q_EMIT failed(text);
    // Not exec(): the window goes on, and a test can read the signal without a modal loop.
    auto *box
        = new QMessageBox(QMessageBox::Warning, tr("Import"), text, QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

ImportPreviewDialog *ImportController::importFile(
    const QString &path, const QString &currentRuleset)
{
    if (!m_campaign->campaign())
        return nullptr;
    const auto read = InputFile::read(path);
    if (!read) {
        warn(read.error());
        return nullptr;
    }
    const QByteArray &bytes = *read;
    Io::ImportReader::Options options;
    // CSV stat lines and other tools' creatures need the ruleset they are written for or go
    // into: the one open first, else the last one used; the preview lets the GM pick another.
    if (Io::ImportReader::needsRuleset(Io::ImportReader::sniff(bytes))) {
        options.statLinesRuleset
            = currentRuleset.isEmpty() ? Settings().lastRuleset() : currentRuleset;
        if (!m_campaign->rulesets().find(options.statLinesRuleset)
            && !m_campaign->rulesets().entries().empty())
            options.statLinesRuleset = m_campaign->rulesets().entries().front().ruleset->id;
    }
    auto plan = Io::ImportReader::read(bytes, m_campaign->rulesets(), options);
    if (!plan) {
        warn(tr("%1 cannot be imported: %2").arg(QDir::toNativeSeparators(path), plan.error()));
        return nullptr;
    }

    if (plan->encounter) {
        const auto id = m_campaign->importEncounter(*plan->encounter);
        if (!id) {
            warn(id.error());
            return nullptr;
        }
        Q_EMIT encounterImported(*id);
        return nullptr;
    }

    auto existing = m_campaign->campaign()->library().all();
    if (!existing) {
        warn(existing.error());
        return nullptr;
    }
    auto *preview = new ImportPreviewDialog(bytes, QFileInfo(path).fileName(),
        m_campaign->rulesets(), options.statLinesRuleset, std::move(plan).value(),
        std::move(existing).value(), m_window);
    preview->setAttribute(Qt::WA_DeleteOnClose);
    connect(preview, &QDialog::accepted, this, [this, preview] { write(preview); });
    preview->open();
    return preview;
}

void ImportController::write(ImportPreviewDialog *preview)
{
    CampaignController::ImportBatch batch{
        preview->toAdd(), preview->toReplace(), preview->encounters()};
    const int entries = int(batch.add.size() + batch.replace.size());
    const int encounters = int(batch.encounters.size());
    const QString text = Storage::CampaignImport::stepText(preview->fileName());
    auto done = m_campaign->applyImport(batch, text);
    if (!done) {
        warn(tr("Nothing was imported: %1").arg(done.error()));
        return;
    }
    // English has no catalogue to pick its plural from, so its singular is chosen here.
    QString summary = entries == 1 ? tr("Imported 1 library entry")
                                   : tr("Imported %n library entries", nullptr, entries);
    if (encounters > 0)
        summary += QLatin1Char(' ')
            + (encounters == 1 ? tr("and 1 encounter")
                               : tr("and %n encounters", nullptr, encounters));
    m_campaign->history()->push(
        new ImportCommand(m_campaign, std::move(batch), std::move(done).value(), text));
    Q_EMIT imported(summary);
    Q_EMIT message(summary);
}

} // namespace Fray::Ui
