// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/party/MemberUpdate.h"

#include <QPointer>
#include <QUndoCommand>

#include <memory>
#include <vector>

namespace Fray::Ui {

class CampaignController;

// A fight's carry-over or a rest as one step of the campaign's history. It is made once the
// change has been written (CampaignController::recordPartyUpdates), so the first redo does
// nothing; undone it puts the members back as they were, redone it writes them again. A later
// failure (a member edited since) is reported and leaves the command obsolete, so the stack
// drops it rather than offer to undo nothing.
class PartyUpdateCommand : public QUndoCommand
{
public:
    // `ended`: the encounter the step marks over (End Fight), or 0.
    PartyUpdateCommand(CampaignController *campaign, std::vector<Party::MemberUpdate> updates,
        QString kind, qint64 seq, const QString &text, qint64 ended = 0);

    // The step read back from what the campaign's history keeps.
    static Expected<std::unique_ptr<PartyUpdateCommand>, QString> fromData(
        CampaignController *campaign, qint64 seq, const QString &text, const QByteArray &data);

    void redo() override;
    void undo() override;

private:
    void write(bool forward);

    QPointer<CampaignController> m_campaign;
    std::vector<Party::MemberUpdate> m_updates;
    QString m_kind;
    qint64 m_seq;
    qint64 m_ended;
    bool m_written = true;
};

} // namespace Fray::Ui
