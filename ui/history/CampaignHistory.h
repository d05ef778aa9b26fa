// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/encounter/EncounterStep.h"

#include <QObject>
#include <QPointer>

class QUndoStack;

namespace Fray::Ui {

class CampaignController;
class EncounterSession;

// The window's one history (DESIGN 3a): the open campaign's undo stack, on which the open
// encounter's commands, imports, End Fight, rests and library changes all go in the order they
// were done. When a campaign opens it is filled again with the steps the campaign kept, so
// Ctrl+Z still takes back what was done before Fray was closed or killed. A step of an
// encounter that is not the one open asks for it to be opened first, so the GM sees what is
// undone.
class CampaignHistory : public QObject
{
    Q_OBJECT

public:
    explicit CampaignHistory(CampaignController *campaign, QObject *parent = nullptr);

    QUndoStack *stack() const;
    // The encounter open in the window (null: none); its commands go on the history.
    void setSession(EncounterSession *session);

Q_SIGNALS:
    // A step of encounter `id` is to be undone or redone: open it (at once) if it can be.
    void encounterNeeded(qint64 id);
    void message(const QString &text);

private:
    void rebuild();
    EncounterSession *locate(const EncounterStep::Record &record);
    void announceDropped();

    CampaignController *m_campaign;
    QPointer<EncounterSession> m_session;
};

} // namespace Fray::Ui
