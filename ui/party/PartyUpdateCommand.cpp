// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/party/PartyUpdateCommand.h"

#include "core/io/MemberUpdateJson.h"
#include "ui/campaign/CampaignController.h"

namespace Fray::Ui {

PartyUpdateCommand::PartyUpdateCommand(CampaignController *campaign,
    std::vector<Party::MemberUpdate> updates, QString kind, qint64 seq, const QString &text,
    qint64 ended)
    : QUndoCommand(text)
    , m_campaign(campaign)
    , m_updates(std::move(updates))
    , m_kind(std::move(kind))
    , m_seq(seq)
    , m_ended(ended)
{ }

Expected<std::unique_ptr<PartyUpdateCommand>, QString> PartyUpdateCommand::fromData(
    CampaignController *campaign, qint64 seq, const QString &text, const QByteArray &data)
{
    auto read = Io::MemberUpdateJson::fromBytes(data);
    if (!read)
        return read.error();
    return std::make_unique<PartyUpdateCommand>(
        campaign, std::move(read->updates), read->kind, seq, text, read->ended);
}

void PartyUpdateCommand::redo()
{
    if (m_written)
        return; // pushed just after the change was written
    write(true);
}

void PartyUpdateCommand::undo()
{
    write(false);
}

void PartyUpdateCommand::write(bool forward)
{
    if (!m_campaign)
        return setObsolete(true);
    if (auto error
        = m_campaign->applyPartyUpdates(m_updates, m_kind, text(), forward, m_seq, m_ended)) {
        setObsolete(true);
        m_campaign->reportHistoryFailure(*error);
        return;
    }
    m_written = forward;
}

} // namespace Fray::Ui
