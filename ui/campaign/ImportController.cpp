// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/ImportController.h"

#include "core/InputFile.h"
#include "core/io/ImportReader.h"
#include "ui/campaign/CampaignController.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>

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

void ImportController::importFile(const QString &path, const QString &currentRuleset)
{
    const auto read = InputFile::read(path);
    if (!read) {
        QMessageBox::warning(m_window, tr("Import"), read.error());
        return;
    }
    const QByteArray &bytes = *read;
    Io::ImportReader::Options options;
    // CSV stat lines and other tools' creatures need the ruleset they are written for or go into.
    if (Io::ImportReader::needsRuleset(Io::ImportReader::sniff(bytes))) {
        QStringList ids;
        for (const auto &e : m_campaign->rulesets().entries())
            ids << e.ruleset->id;
        bool ok = false;
        options.statLinesRuleset = QInputDialog::getItem(m_window, tr("Import Stat Lines"),
            tr("Ruleset of these stat lines:"), ids, std::max(0, int(ids.indexOf(currentRuleset))),
            false, &ok);
        if (!ok)
            return;
    }
    const auto plan = Io::ImportReader::read(bytes, m_campaign->rulesets(), options);
    if (!plan) {
        QMessageBox::warning(m_window, tr("Import"),
            tr("%1 cannot be imported: %2").arg(QDir::toNativeSeparators(path), plan.error()));
        return;
    }

    if (plan->encounter) {
        const auto id = m_campaign->importEncounter(*plan->encounter);
        if (!id) {
            QMessageBox::warning(m_window, tr("Import"), id.error());
            return;
        }
        Q_EMIT encounterImported(*id);
        return;
    }

    QStringList lines;
    for (const auto &c : plan->columns)
        lines << tr("%1 \u2192 %2")
                     .arg(c.header, c.target.isEmpty() ? tr("(not imported)") : c.target);
    for (const auto &r : plan->rejected)
        lines << tr("Line %1 rejected: %2").arg(r.line).arg(r.reason);
    const QString summary = lines.join(QLatin1Char('\n'));
    const auto count = int(plan->entries.size());
    const QString question = count == 1 ? tr("Add 1 entry to the library?")
                                        : tr("Add %n entries to the library?", nullptr, count);
    if (QMessageBox::question(m_window, tr("Import"),
            question + (summary.isEmpty() ? QString() : QStringLiteral("\n\n") + summary))
        != QMessageBox::Yes)
        return;
    if (const auto error = m_campaign->addLibraryEntries(plan->entries))
        QMessageBox::warning(m_window, tr("Import"), tr("Nothing was imported: %1").arg(*error));
}

} // namespace Fray::Ui
