// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/players/PlayerScreens.h"

#include "ui/encounter/CombatantTableModel.h"
#include "ui/players/PlayersWindow.h"
#include "ui/players/ShareDialog.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

namespace Fray::Ui {

PlayerScreens::PlayerScreens(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_reveal(new QAction(tr("Show Foes' Defence and HP to Players"), this))
    , m_sharing(new QLabel(window))
{
    m_reveal->setCheckable(true);
    m_reveal->setObjectName(QStringLiteral("actionRevealDefence"));
    m_sharing->setObjectName(QStringLiteral("sharingStatus"));
    m_sharing->hide();
    window->statusBar()->addPermanentWidget(m_sharing);
}

PlayerScreens::~PlayerScreens() = default;

void PlayerScreens::setModel(const CombatantTableModel *model)
{
    m_model = model;
    m_target = 0;
    if (m_playersWindow)
        m_playersWindow->setModel(model);
    if (m_shareDialog)
        m_shareDialog->setEncounter(model ? &model->encounter() : nullptr);
}

void PlayerScreens::setTarget(Encounter::CombatantId target)
{
    m_target = target;
    if (m_playersWindow)
        m_playersWindow->setTarget(target);
    if (m_shareDialog)
        m_shareDialog->setTarget(target);
}

void PlayerScreens::setGivenValues(const QMap<QString, qint64> &values)
{
    m_given = values;
    if (m_playersWindow)
        m_playersWindow->setGivenValues(values);
}

void PlayerScreens::showPlayersWindow()
{
    if (!m_playersWindow) {
        m_playersWindow = new PlayersWindow(m_window, m_reveal);
        m_playersWindow->setModel(m_model);
        m_playersWindow->setGivenValues(m_given);
        m_playersWindow->setTarget(m_target);
    }
    m_playersWindow->show();
    m_playersWindow->raise();
}

void PlayerScreens::showShareDialog()
{
    if (!m_shareDialog) {
        m_shareDialog = new ShareDialog(m_reveal, m_window);
        m_shareDialog->setEncounter(m_model ? &m_model->encounter() : nullptr);
        m_shareDialog->setTarget(m_target);
        connect(m_shareDialog, &ShareDialog::sharingChanged, this, &PlayerScreens::showSharing);
    }
    m_shareDialog->show();
    m_shareDialog->raise();
    m_shareDialog->activateWindow();
}

PlayersWindow *PlayerScreens::playersWindow() const
{
    return m_playersWindow;
}

ShareDialog *PlayerScreens::shareDialog() const
{
    return m_shareDialog;
}

void PlayerScreens::showSharing()
{
    const bool sharing = m_shareDialog && m_shareDialog->isSharing();
    m_sharing->setVisible(sharing);
    if (sharing)
        m_sharing->setText(
            tr("Shared with players: %n device(s)", nullptr, m_shareDialog->connectedDevices()));
}

} // namespace Fray::Ui
