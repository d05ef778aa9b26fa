// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QMap>
#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QMainWindow;

namespace Fray::Ui {

class CombatantTableModel;
class PlayersWindow;
class ShareDialog;

// What players see of the open fight: the players' window on a second screen and the page on
// their own devices, with the one switch that shows them foes' defence and hit points. Both
// follow the fight the table shows and the odds panel's target. The status bar says when the
// page is shared, so a closed dialog does not hide it.
class PlayerScreens : public QObject
{
    Q_OBJECT

public:
    explicit PlayerScreens(QMainWindow *window);
    ~PlayerScreens() override;

    // Checkable, in the Tools menu.
    QAction *revealAction() const { return m_reveal; }

    // The open fight's combatants; null when none is open.
    void setModel(const CombatantTableModel *model);
    void setTarget(Encounter::CombatantId target);
    // Values the GM gives with each attack (old-school's "needed").
    void setGivenValues(const QMap<QString, qint64> &values);

    void showPlayersWindow();
    void showShareDialog();
    PlayersWindow *playersWindow() const;
    ShareDialog *shareDialog() const;

private:
    void showSharing();

    QMainWindow *m_window;
    QAction *m_reveal;
    QLabel *m_sharing;
    QPointer<const CombatantTableModel> m_model;
    Encounter::CombatantId m_target = 0;
    QMap<QString, qint64> m_given;
    QPointer<PlayersWindow> m_playersWindow;
    QPointer<ShareDialog> m_shareDialog;
};

} // namespace Fray::Ui
