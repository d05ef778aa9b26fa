// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/ExportController.h"

#include "core/OutputFile.h"
#include "core/encounter/EncounterState.h"
#include "core/io/EncounterJson.h"
#include "core/io/ImprovedInitiativeWriter.h"
#include "core/settings/Settings.h"
#include "ui/campaign/CampaignController.h"

#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QSet>

#include <algorithm>

namespace Fray::Ui {

ExportController::ExportController(CampaignController *campaign, QWidget *window)
    : QObject(window)
    , m_campaign(campaign)
    , m_window(window)
{ }

void ExportController::chooseAndExportEncounter(const Encounter::EncounterState *encounter)
{
    if (!encounter) {
        Q_EMIT message(tr("Open an encounter to export"));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Encounter"),
        QDir::home().filePath(encounter->name + QStringLiteral(".fray.json")),
        tr("Fray encounters (*.fray.json)"));
    if (path.isEmpty())
        return;
    if (const auto failed = exportEncounterTo(path, *encounter))
        QMessageBox::warning(m_window, tr("Export Encounter"), *failed);
}

std::optional<QString> ExportController::exportEncounterTo(
    const QString &path, const Encounter::EncounterState &encounter)
{
    return OutputFile::write(path, Io::EncounterJson::toBytes(encounter));
}

std::optional<QString> ExportController::chooseRuleset(qint64 encounterId)
{
    const Storage::Campaign *campaign = m_campaign->campaign();
    if (encounterId != 0) {
        for (const auto &summary : campaign->encounters().list()) {
            if (summary.id == encounterId)
                return summary.rulesetId;
        }
    }
    const auto entries = campaign->library().all();
    if (!entries) {
        QMessageBox::warning(m_window, tr("Export for Improved Initiative"), entries.error());
        return std::nullopt;
    }
    QSet<QString> held;
    for (const auto &e : *entries)
        held.insert(e.rulesetId);
    // The rulesets by name, each with entries in the library; a library of one asks nothing.
    QStringList names;
    QStringList ids;
    for (const auto &known : m_campaign->rulesets().entries()) {
        if (held.contains(known.ruleset->id)) {
            names << known.ruleset->name;
            ids << known.ruleset->id;
        }
    }
    if (ids.size() <= 1)
        return ids.value(0, Settings().lastRuleset());
    bool ok = false;
    const QString picked = QInputDialog::getItem(m_window, tr("Export for Improved Initiative"),
        tr("The library of which ruleset?"), names,
        int(std::max<qsizetype>(0, ids.indexOf(Settings().lastRuleset()))), false, &ok);
    if (!ok)
        return std::nullopt;
    return ids.value(names.indexOf(picked));
}

void ExportController::chooseAndExport(qint64 encounterId)
{
    if (!m_campaign->campaign())
        return;
    const auto ruleset = chooseRuleset(encounterId);
    if (!ruleset)
        return;
    const QString path
        = QFileDialog::getSaveFileName(m_window, tr("Export for Improved Initiative"),
            QDir::home().filePath(m_campaign->displayName() + QStringLiteral(".json")),
            tr("Improved Initiative files (*.json)"));
    if (path.isEmpty())
        return;
    if (const auto failed = exportTo(path, encounterId, *ruleset))
        QMessageBox::warning(m_window, tr("Export for Improved Initiative"),
            tr("%1 was not written: %2").arg(QDir::toNativeSeparators(path), *failed));
}

std::optional<QString> ExportController::exportTo(
    const QString &path, qint64 encounterId, const QString &rulesetId)
{
    const Storage::Campaign *campaign = m_campaign->campaign();
    if (!campaign)
        return tr("no campaign is open");
    auto all = campaign->library().all();
    if (!all)
        return all.error();
    std::vector<Library::LibraryEntry> entries = std::move(all).value();
    std::erase_if(entries, [&](const auto &e) { return e.rulesetId != rulesetId; });
    std::vector<Encounter::EncounterState> encounters;
    if (encounterId != 0) {
        auto state = campaign->encounters().load(encounterId);
        if (!state)
            return state.error();
        encounters.push_back(std::move(state).value());
    }
    const QByteArray bytes
        = Io::ImprovedInitiativeWriter::write(entries, encounters, m_campaign->rulesets());
    if (auto failed = OutputFile::write(path, bytes))
        return failed;
    // English has no catalogue to pick its plural from, so its singular is chosen here.
    const int count = int(entries.size());
    const auto *found = m_campaign->rulesets().find(rulesetId);
    const QString ruleset = found ? found->ruleset->name : rulesetId;
    const QString what = count == 1 ? tr("1 library entry of %1").arg(ruleset)
                                    : tr("%n library entries of %1", nullptr, count).arg(ruleset);
    const QString where = QDir::toNativeSeparators(path);
    Q_EMIT message(encounters.empty() ? tr("Exported %1 to %2").arg(what, where)
                                      : tr("Exported %1 and the encounter to %2").arg(what, where));
    return std::nullopt;
}

} // namespace Fray::Ui
