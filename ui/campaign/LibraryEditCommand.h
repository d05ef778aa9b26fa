// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/library/LibraryEntry.h"

#include <QPointer>
#include <QUndoCommand>

#include <memory>
#include <vector>

namespace Fray::Ui {

class CampaignController;

// A change to the library (entries added, edited, removed, joining or leaving the party) as one
// step of the campaign's history: the entries as they were and as they are, by id. Made once
// the change has been written, so the first redo does nothing; undone it puts the entries back
// under their own ids, redone it writes them again. A later failure leaves it obsolete.
class LibraryEditCommand : public QUndoCommand
{
public:
    LibraryEditCommand(CampaignController *campaign, std::vector<Library::LibraryEntry> before,
        std::vector<Library::LibraryEntry> after, qint64 seq, const QString &text);

    // The step read back from what the campaign's history keeps (Storage::LibraryStep).
    static Expected<std::unique_ptr<LibraryEditCommand>, QString> fromData(
        CampaignController *campaign, qint64 seq, const QString &text, const QByteArray &data);

    void redo() override;
    void undo() override;

private:
    void write(bool forward);

    QPointer<CampaignController> m_campaign;
    std::vector<Library::LibraryEntry> m_before;
    std::vector<Library::LibraryEntry> m_after;
    qint64 m_seq;
    bool m_written = true;
};

} // namespace Fray::Ui
