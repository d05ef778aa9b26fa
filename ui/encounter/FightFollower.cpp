// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/FightFollower.h"

#include "ui/campaign/CampaignController.h"
#include "ui/encounter/EncounterSession.h"

#include <QAction>

namespace Fray::Ui {

FightFollower::FightFollower(CampaignController *campaign, QAction *takeOver,
    std::function<EncounterSession *()> session, std::function<void(qint64)> reopen,
    QObject *parent)
    : QObject(parent)
    , m_takeOver(takeOver)
    , m_session(std::move(session))
    , m_reopen(std::move(reopen))
{
    connect(campaign, &CampaignController::encounterChangedElsewhere, this,
        &FightFollower::changedElsewhere);
    connect(campaign, &CampaignController::unknownCommitSettled, this, [this](bool saved) {
        // The fight's last command, taken back here as not known to be saved, was saved.
        EncounterSession *open = m_session();
        if (saved && open && !open->readAgain())
            m_reopen(open->encounterId());
    });
    connect(takeOver, &QAction::triggered, this, &FightFollower::takeOver);
    update();
}

void FightFollower::update()
{
    EncounterSession *session = m_session();
    m_takeOver->setEnabled(session && session->isFollowing());
    m_takeOver->setStatusTip(
        session && session->isFollowing() ? session->readOnlyReason() : QString());
}

void FightFollower::changedElsewhere(qint64 id)
{
    // The Fray that runs the fight committed a command: the followed fight catches up with it,
    // or is opened again when who runs it changed.
    EncounterSession *session = m_session();
    if (!session || session->encounterId() != id)
        return;
    if (session->isFollowing()) {
        if (!session->catchUp())
            m_reopen(id);
        return;
    }
    // Another Fray took over the fight this one ran: this window follows it from now on.
    if (!session->isTakenOver())
        return;
    m_reopen(id);
    if (EncounterSession *followed = m_session(); followed && followed->isFollowing())
        Q_EMIT message(followed->readOnlyReason());
}

void FightFollower::takeOver()
{
    EncounterSession *session = m_session();
    if (!session || !session->isFollowing())
        return;
    const qint64 id = session->encounterId();
    if (auto error = session->takeOver()) {
        Q_EMIT message(*error);
        return;
    }
    m_reopen(id);
    Q_EMIT message(tr("You run this fight now; the other Fray follows it"));
}

} // namespace Fray::Ui
