// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/LibraryEditCommand.h"

#include "core/storage/LibraryStep.h"
#include "ui/campaign/CampaignController.h"

namespace Fray::Ui {

LibraryEditCommand::LibraryEditCommand(CampaignController *campaign,
    std::vector<Library::LibraryEntry> before, std::vector<Library::LibraryEntry> after, qint64 seq,
    const QString &text)
    : QUndoCommand(text)
    , m_campaign(campaign)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_seq(seq)
{ }

Expected<std::unique_ptr<LibraryEditCommand>, QString> LibraryEditCommand::fromData(
    CampaignController *campaign, qint64 seq, const QString &text, const QByteArray &data)
{
    auto edit = Storage::LibraryStep::fromData(data);
    if (!edit)
        return edit.error();
    return std::make_unique<LibraryEditCommand>(
        campaign, std::move(edit->before), std::move(edit->after), seq, text);
}

void LibraryEditCommand::redo()
{
    if (m_written)
        return; // pushed just after the change was written
    write(true);
}

void LibraryEditCommand::undo()
{
    write(false);
}

void LibraryEditCommand::write(bool forward)
{
    if (!m_campaign)
        return setObsolete(true);
    const auto &from = forward ? m_before : m_after;
    const auto &to = forward ? m_after : m_before;
    if (auto error = m_campaign->replaceLibraryEntries(from, to, m_seq, forward)) {
        setObsolete(true);
        m_campaign->reportHistoryFailure(*error);
        return;
    }
    m_written = forward;
}

} // namespace Fray::Ui
