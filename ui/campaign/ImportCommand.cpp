// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/ImportCommand.h"

namespace Fray::Ui {

ImportCommand::ImportCommand(CampaignController *campaign, CampaignController::ImportBatch batch,
    CampaignController::ImportDone done, const QString &text, Report report)
    : QUndoCommand(text)
    , m_campaign(campaign)
    , m_batch(std::move(batch))
    , m_done(std::move(done))
    , m_report(std::move(report))
{ }

void ImportCommand::redo()
{
    if (m_written)
        return; // pushed just after the import was written
    if (!m_campaign)
        return setObsolete(true);
    auto done = m_campaign->applyImport(m_batch);
    if (!done)
        return fail(done.error());
    m_done = std::move(done).value();
    m_written = true;
}

void ImportCommand::undo()
{
    if (!m_campaign)
        return setObsolete(true);
    if (auto failed = m_campaign->revertImport(m_done))
        return fail(*failed);
    m_written = false;
}

void ImportCommand::fail(const QString &error)
{
    setObsolete(true);
    if (m_report)
        m_report(error);
}

} // namespace Fray::Ui
