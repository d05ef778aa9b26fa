// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/history/CampaignHistory.h"

#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/ImportCommand.h"
#include "ui/campaign/LibraryEditCommand.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterStep.h"
#include "ui/party/PartyUpdateCommand.h"

#include <QTimer>
#include <QUndoStack>

#include <memory>
#include <vector>

namespace Fray::Ui {

CampaignHistory::CampaignHistory(CampaignController *campaign, QObject *parent)
    : QObject(parent)
    , m_campaign(campaign)
{
    connect(m_campaign, &CampaignController::campaignChanged, this, &CampaignHistory::rebuild);
    // An encounter's steps went with it (the campaign's history forgets them too).
    connect(m_campaign, &CampaignController::encounterRemoved, this, &CampaignHistory::rebuild);
    connect(m_campaign, &CampaignController::historyFailed, this, &CampaignHistory::message);
    rebuild();
}

QUndoStack *CampaignHistory::stack() const
{
    return m_campaign->history();
}

void CampaignHistory::setSession(EncounterSession *session)
{
    m_session = session;
    if (session)
        session->setHistory(
            stack(), [this](const EncounterStep::Record &record) { return locate(record); });
}

EncounterSession *CampaignHistory::locate(const EncounterStep::Record &record)
{
    // A step of an encounter taken away since (its import or roll undone) went with it, even
    // when another encounter has its id now.
    const Storage::Campaign *campaign = m_campaign->campaign();
    if (record.seq != 0 && campaign && !campaign->history().keeps(record.seq)) {
        Q_EMIT message(tr("A step of an encounter that was taken away cannot be redone."));
        announceDropped();
        return nullptr;
    }
    const qint64 encounter = record.encounter;
    if (!m_session || m_session->encounterId() != encounter)
        Q_EMIT encounterNeeded(encounter);
    if (m_session && m_session->encounterId() == encounter)
        return m_session.data();
    announceDropped();
    return nullptr;
}

void CampaignHistory::announceDropped()
{
    // The step drops out (it makes itself obsolete), and QUndoStack deletes it without a
    // signal: Edit › Redo and the Undo History would still offer it. They hear of the stack as
    // it is once the undo or redo under way has returned.
    QTimer::singleShot(0, this, [this] {
        QUndoStack *s = stack();
        Q_EMIT s->indexChanged(s->index());
        Q_EMIT s->canUndoChanged(s->canUndo());
        Q_EMIT s->undoTextChanged(s->undoText());
        Q_EMIT s->canRedoChanged(s->canRedo());
        Q_EMIT s->redoTextChanged(s->redoText());
    });
}

void CampaignHistory::rebuild()
{
    stack()->clear();
    const Storage::Campaign *campaign = m_campaign->campaign();
    if (!campaign)
        return;
    const auto locator = [this](const EncounterStep::Record &record) { return locate(record); };
    // Undoing goes back in order: a step that cannot be read ends what can be undone.
    std::vector<std::unique_ptr<QUndoCommand>> steps;
    bool lost = false;
    for (const Storage::HistoryStore::Step &step : campaign->history().done()) {
        std::unique_ptr<QUndoCommand> command;
        if (step.kind == u"encounter") {
            if (auto record = EncounterStep::fromData(step.encounter, step.seq, step.data))
                command = std::make_unique<EncounterStep>(
                    locator, std::move(record).value(), step.text);
        } else if (step.kind == u"import") {
            if (auto read = ImportCommand::fromData(m_campaign, step.seq, step.text, step.data))
                command = std::move(read).value();
        } else if (step.kind == u"party") {
            if (auto read
                = PartyUpdateCommand::fromData(m_campaign, step.seq, step.text, step.data))
                command = std::move(read).value();
        } else if (step.kind == u"library") {
            if (auto read
                = LibraryEditCommand::fromData(m_campaign, step.seq, step.text, step.data))
                command = std::move(read).value();
        }
        if (!command) {
            steps.clear();
            lost = true;
            continue;
        }
        steps.push_back(std::move(command));
    }
    for (auto &command : steps)
        stack()->push(command.release()); // its first redo does nothing: it is done already
    if (lost)
        Q_EMIT message(tr("A step of the campaign's history could not be read; what was done "
                          "before it cannot be undone"));
}

} // namespace Fray::Ui
