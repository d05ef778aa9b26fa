// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/FightDocks.h"

#include "ui/encounter/ActingCard.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterActions.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/LogModel.h"
#include "ui/encounter/LuckDock.h"
#include "ui/odds/OddsPanel.h"
#include "ui/odds/OddsPresenter.h"
#include "ui/players/PlayerScreens.h"
#include "ui/sheets/PrintController.h"

#include <QDockWidget>
#include <QListView>
#include <QMainWindow>
#include <QUndoStack>
#include <QUndoView>

namespace Fray::Ui {

FightDocks::FightDocks(QMainWindow *window, EncounterActions *actions, PlayerScreens *players,
    PrintController *print, QAction *attack)
    : QObject(window)
    , m_players(players)
{
    setUpLog(window);
    setUpOdds(window, actions, players, print, attack);
}

void FightDocks::setUpLog(QMainWindow *window)
{
    auto *logDock = new QDockWidget(tr("Log"), window);
    logDock->setObjectName(QStringLiteral("logDock"));
    m_logView = new QListView(logDock);
    m_logView->setObjectName(QStringLiteral("logView"));
    m_logView->setAccessibleName(logDock->windowTitle());
    m_logView->setWordWrap(true);
    m_logView->setUniformItemSizes(false);
    m_logView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    logDock->setWidget(m_logView);
    window->addDockWidget(Qt::BottomDockWidgetArea, logDock);

    auto *undoDock = new QDockWidget(tr("Undo History"), window);
    undoDock->setObjectName(QStringLiteral("undoDock"));
    m_undoView = new QUndoView(undoDock);
    m_undoView->setObjectName(QStringLiteral("undoView"));
    m_undoView->setAccessibleName(undoDock->windowTitle());
    m_undoView->setEmptyLabel(tr("<campaign opened>"));
    undoDock->setWidget(m_undoView);
    window->addDockWidget(Qt::BottomDockWidgetArea, undoDock);
    m_luckDock = new LuckDock(window);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_luckDock);
    window->tabifyDockWidget(logDock, m_luckDock);
    window->tabifyDockWidget(logDock, undoDock);
    logDock->raise();
    window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    m_docks << logDock << m_luckDock << undoDock;
}

void FightDocks::setUpOdds(QMainWindow *window, EncounterActions *actions, PlayerScreens *players,
    PrintController *print, QAction *attack)
{
    auto *oddsDock = new QDockWidget(tr("Odds"), window);
    oddsDock->setObjectName(QStringLiteral("oddsDock"));
    m_oddsPanel = new OddsPanel(oddsDock);
    oddsDock->setWidget(m_oddsPanel);
    window->addDockWidget(Qt::RightDockWidgetArea, oddsDock);
    connect(actions, &EncounterActions::attacked, m_oddsPanel, &OddsPanel::noteAttack);
    actions->setAttackDefaults([this] { return m_oddsPanel->request(); });
    connect(m_oddsPanel, &OddsPanel::targetChanged, players, &PlayerScreens::setTarget);
    connect(m_oddsPanel->presenter(), &OddsPresenter::updated, players,
        [this, players] { players->setGivenValues(m_oddsPanel->request().values); });

    // Whoever acts, with its chances against the odds panel's target; tabbed with the odds.
    auto *actingDock = new QDockWidget(tr("Acting"), window);
    actingDock->setObjectName(QStringLiteral("actingDock"));
    m_actingCard = new ActingCard(attack, actingDock);
    actingDock->setWidget(m_actingCard);
    window->addDockWidget(Qt::RightDockWidgetArea, actingDock);
    window->tabifyDockWidget(oddsDock, actingDock);
    oddsDock->raise();
    connect(m_oddsPanel, &OddsPanel::targetChanged, m_actingCard, &ActingCard::setTarget);
    connect(m_oddsPanel->presenter(), &OddsPresenter::updated, m_actingCard,
        [this] { m_actingCard->setGivenValues(m_oddsPanel->request().values); });
    // The printed odds chart is the one the panel shows, with its toggles.
    connect(m_oddsPanel->presenter(), &OddsPresenter::updated, print, [this, print] {
        const auto r = m_oddsPanel->request();
        print->setOddsPair(m_oddsPanel->presenter()->result()
                ? std::optional(Print::SheetOptions::OddsPair{
                    r.attacker, r.attack, r.target, r.values, r.modifiers})
                : std::nullopt);
    });
    m_docks << oddsDock << actingDock;
}

void FightDocks::setSession(EncounterSession *session, CombatantTableModel *model)
{
    if (!session) {
        m_oddsPanel->setModel(nullptr);
        m_players->setModel(nullptr);
        m_actingCard->setModel(nullptr);
        m_logView->setModel(nullptr);
        delete m_logModel;
        m_logModel = nullptr;
        m_luckDock->setEncounter(nullptr);
        return;
    }
    m_logModel = new LogModel(session->encounter(), m_logView);
    m_logView->setModel(m_logModel);
    connect(m_logModel, &QAbstractItemModel::rowsInserted, m_logView, &QListView::scrollToBottom);
    m_logView->scrollToBottom();
    m_luckDock->setEncounter(&session->encounter());
    m_oddsPanel->setModel(model);
    m_players->setModel(model);
    m_players->setTarget(m_oddsPanel->target());
    m_actingCard->setModel(model);
    m_actingCard->setTarget(m_oddsPanel->target());
}

void FightDocks::setHistory(QUndoStack *history)
{
    m_undoView->setStack(history);
}

} // namespace Fray::Ui
