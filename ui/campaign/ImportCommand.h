// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/campaign/CampaignController.h"

#include <QPointer>
#include <QUndoCommand>

#include <functional>

namespace Fray::Ui {

// One import from a file as one step of the campaign's history. It is made once the import has
// been written (CampaignController::applyImport), so the first redo does nothing and a refused
// import never reaches the stack; undone, it removes what was added and puts back what was
// replaced, and redone it writes the same batch again. A later failure is reported and leaves the
// command obsolete, so the stack drops it rather than offering to undo nothing.
class ImportCommand : public QUndoCommand
{
public:
    using Report = std::function<void(const QString &)>;

    ImportCommand(CampaignController *campaign, CampaignController::ImportBatch batch,
        CampaignController::ImportDone done, const QString &text, Report report);

    void redo() override;
    void undo() override;

private:
    void fail(const QString &error);

    QPointer<CampaignController> m_campaign;
    CampaignController::ImportBatch m_batch;
    CampaignController::ImportDone m_done;
    Report m_report;
    bool m_written = true;
};

} // namespace Fray::Ui
