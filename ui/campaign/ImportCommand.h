// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/campaign/CampaignController.h"

#include <QPointer>
#include <QUndoCommand>

#include <functional>
#include <memory>
#include <optional>

namespace Fray::Ui {

// One import from a file as one step of the campaign's history. It is made once the import has
// been written (CampaignController::applyImport), so the first redo does nothing and a refused
// import never reaches the stack; undone, it removes what was added and puts back what was
// replaced, and redone it writes the same batch again. A step read back after a restart keeps
// only what undoes it, and reads what redoes it just before it is undone. A later failure is
// reported and leaves the command obsolete, so the stack drops it rather than offering to undo
// nothing.
class ImportCommand : public QUndoCommand
{
public:
    ImportCommand(CampaignController *campaign,
        std::optional<CampaignController::ImportBatch> batch, CampaignController::ImportDone done,
        const QString &text);

    // The step read back from what the campaign's history keeps (Storage::CampaignImport::data).
    static Expected<std::unique_ptr<ImportCommand>, QString> fromData(
        CampaignController *campaign, qint64 seq, const QString &text, const QByteArray &data);

    void redo() override;
    void undo() override;

private:
    void fail(const QString &error);

    QPointer<CampaignController> m_campaign;
    std::optional<CampaignController::ImportBatch> m_batch;
    CampaignController::ImportDone m_done;
    bool m_written = true;
};

} // namespace Fray::Ui
