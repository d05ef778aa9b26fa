// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QObject>
#include <QPointer>

class QAction;
class QMenu;
class QWidget;

namespace Fray::Ui {

class CampaignController;
class EncounterSession;

// The party between fights, in the window: Party › Bring the Party (the members join the open
// fight as they are), Encounter › End Fight… (what the fight leaves on them, previewed, then
// written) and Party › Rest the Party… (previewed likewise); Party › Plan a Day… plays a day of
// fights and rests before the table does. The writes go through the campaign
// and are undone from its history (Edit › Undo End of the fight …).
class PartyController : public QObject
{
    Q_OBJECT

public:
    PartyController(CampaignController *campaign, QWidget *window);

    QMenu *menu() const { return m_menu; }
    QAction *endFightAction() const { return m_endFight; }
    // The open fight (nullptr: none).
    void setSession(EncounterSession *session);

    // The members of the open fight's ruleset join it. `quiet`: say nothing when there are none
    // (a new encounter brings the party when it has one).
    void bringParty(bool quiet = false);
    void endFight();
    void rest();
    // Party › Plan a Day…: one dialog at a time, begun with the open fight.
    void planDay();

Q_SIGNALS:
    void message(const QString &text);

private:
    void updateActions();

    CampaignController *m_campaign;
    QWidget *m_window;
    EncounterSession *m_session = nullptr;
    QMenu *m_menu;
    QAction *m_bring;
    QAction *m_endFight;
    QAction *m_rest;
    QAction *m_planDay;
    QPointer<QDialog> m_dayDialog;
};

} // namespace Fray::Ui
