// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/party/MemberUpdate.h"

#include <QPointer>
#include <QUndoCommand>

#include <functional>
#include <vector>

namespace Fray::Ui {

class CampaignController;

// A fight's carry-over or a rest as one step of the campaign's history. It is made once the
// change has been written, so the first redo does nothing; undone it puts the members back as
// they were, redone it writes them again. A later failure (a member edited since) is reported
// and leaves the command obsolete, so the stack drops it rather than offer to undo nothing.
class PartyUpdateCommand : public QUndoCommand
{
public:
    using Report = std::function<void(const QString &)>;

    PartyUpdateCommand(CampaignController *campaign, std::vector<Party::MemberUpdate> updates,
        QString kind, const QString &text, Report report);

    void redo() override;
    void undo() override;

private:
    void write(bool forward);

    QPointer<CampaignController> m_campaign;
    std::vector<Party::MemberUpdate> m_updates;
    QString m_kind;
    Report m_report;
    bool m_written = true;
};

} // namespace Fray::Ui
