// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/ExportController.h"

#include "core/OutputFile.h"
#include "core/io/ImprovedInitiativeWriter.h"
#include "ui/campaign/CampaignController.h"

#include <QDir>
#include <QFileDialog>
#include <QMessageBox>

namespace Fray::Ui {

ExportController::ExportController(CampaignController *campaign, QWidget *window)
    : QObject(window)
    , m_campaign(campaign)
    , m_window(window)
{ }

void ExportController::chooseAndExport(qint64 encounterId)
{
    if (!m_campaign->campaign())
        return;
    const QString path
        = QFileDialog::getSaveFileName(m_window, tr("Export for Improved Initiative"),
            QDir::home().filePath(m_campaign->displayName() + QStringLiteral(".json")),
            tr("Improved Initiative files (*.json)"));
    if (path.isEmpty())
        return;
    if (const auto failed = exportTo(path, encounterId))
        QMessageBox::warning(m_window, tr("Export for Improved Initiative"),
            tr("%1 was not written: %2").arg(QDir::toNativeSeparators(path), *failed));
}

std::optional<QString> ExportController::exportTo(const QString &path, qint64 encounterId)
{
    const Storage::Campaign *campaign = m_campaign->campaign();
    if (!campaign)
        return tr("no campaign is open");
    auto entries = campaign->library().all();
    if (!entries)
        return entries.error();
    std::vector<Encounter::EncounterState> encounters;
    if (encounterId != 0) {
        auto state = campaign->encounters().load(encounterId);
        if (!state)
            return state.error();
        encounters.push_back(std::move(state).value());
    }
    const QByteArray bytes
        = Io::ImprovedInitiativeWriter::write(*entries, encounters, m_campaign->rulesets());
    if (auto failed = OutputFile::write(path, bytes))
        return failed;
    // English has no catalogue to pick its plural from, so its singular is chosen here.
    const int count = int(entries->size());
    const QString what
        = count == 1 ? tr("1 library entry") : tr("%n library entries", nullptr, count);
    const QString where = QDir::toNativeSeparators(path);
    Q_EMIT message(encounters.empty() ? tr("Exported %1 to %2").arg(what, where)
                                      : tr("Exported %1 and the encounter to %2").arg(what, where));
    return std::nullopt;
}

} // namespace Fray::Ui
