// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/party/PartyUpdateCommand.h"

#include "ui/campaign/CampaignController.h"

namespace Fray::Ui {

PartyUpdateCommand::PartyUpdateCommand(CampaignController *campaign,
    std::vector<Party::MemberUpdate> updates, QString kind, const QString &text, Report report)
    : QUndoCommand(text)
    , m_campaign(campaign)
    , m_updates(std::move(updates))
    , m_kind(std::move(kind))
    , m_report(std::move(report))
{ }

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
    if (auto error = m_campaign->applyPartyUpdates(m_updates, m_kind, text(), forward)) {
        setObsolete(true);
        if (m_report)
            m_report(*error);
        return;
    }
    m_written = forward;
}

} // namespace Fray::Ui
