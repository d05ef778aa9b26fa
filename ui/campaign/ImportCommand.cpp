// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/ImportCommand.h"

#include "core/storage/CampaignImport.h"

namespace Fray::Ui {

ImportCommand::ImportCommand(CampaignController *campaign,
    std::optional<CampaignController::ImportBatch> batch, CampaignController::ImportDone done,
    const QString &text)
    : QUndoCommand(text)
    , m_campaign(campaign)
    , m_batch(std::move(batch))
    , m_done(std::move(done))
{ }

Expected<std::unique_ptr<ImportCommand>, QString> ImportCommand::fromData(
    CampaignController *campaign, qint64 seq, const QString &text, const QByteArray &data)
{
    auto done = Storage::CampaignImport::fromData(seq, data);
    if (!done)
        return done.error();
    return std::make_unique<ImportCommand>(campaign, std::nullopt, std::move(done).value(), text);
}

void ImportCommand::redo()
{
    if (m_written)
        return; // pushed just after the import was written
    if (!m_campaign || !m_batch)
        return setObsolete(true);
    auto done = m_campaign->applyImport(*m_batch, text(), m_done.seq);
    if (!done)
        return fail(done.error());
    m_done = std::move(done).value();
    m_written = true;
}

void ImportCommand::undo()
{
    if (!m_campaign)
        return setObsolete(true);
    if (!m_batch) {
        auto batch = m_campaign->importBatchOf(m_done);
        if (!batch)
            return fail(batch.error());
        m_batch = std::move(batch).value();
    }
    if (auto failed = m_campaign->revertImport(m_done))
        return fail(*failed);
    m_written = false;
}

void ImportCommand::fail(const QString &error)
{
    setObsolete(true);
    if (m_campaign)
        m_campaign->reportHistoryFailure(error);
}

} // namespace Fray::Ui
