// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QDockWidget;
class QListView;
class QMainWindow;
class QUndoStack;
class QUndoView;

namespace Fray::Ui {

class ActingCard;
class CombatantTableModel;
class EncounterActions;
class EncounterSession;
class LogModel;
class LuckDock;
class OddsPanel;
class PlayerScreens;
class PrintController;

// The docks that follow the open fight: the log with the luck report and the undo history
// tabbed beside it at the bottom, the odds and the acting combatant's card on the right. It
// makes them, ties them to each other and to the players' screens and the printed odds, and
// points them at a fight or at none.
class FightDocks : public QObject
{
    Q_OBJECT

public:
    FightDocks(QMainWindow *window, EncounterActions *actions, PlayerScreens *players,
        PrintController *print, QAction *attack);

    // The fight to follow through its table model, or none (nullptr).
    void setSession(EncounterSession *session, CombatantTableModel *model);
    // The campaign's one history, shown in the Undo History dock.
    void setHistory(QUndoStack *history);

    OddsPanel *oddsPanel() const { return m_oddsPanel; }
    // In the order the View menu lists them.
    QList<QDockWidget *> docks() const { return m_docks; }

private:
    void setUpLog(QMainWindow *window);
    void setUpOdds(QMainWindow *window, EncounterActions *actions, PlayerScreens *players,
        PrintController *print, QAction *attack);

    QList<QDockWidget *> m_docks;
    QListView *m_logView = nullptr;
    LogModel *m_logModel = nullptr;
    QUndoView *m_undoView = nullptr;
    LuckDock *m_luckDock = nullptr;
    OddsPanel *m_oddsPanel = nullptr;
    ActingCard *m_actingCard = nullptr;
    PlayerScreens *m_players = nullptr;
};

} // namespace Fray::Ui
