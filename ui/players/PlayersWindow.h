// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"
#include "ui/encounter/CombatantTableModel.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QGridLayout;
class QLabel;

namespace Fray::Ui {

class ModelFollower;

// The players' screen: for each party member still in the fight, the chance to hit the current
// target as a percentage and a plain word, in large type; the dead and the out of the fight
// after them, marked so. The target is the one the players' page shows (never one down). The
// target's defence and hit points stay hidden unless the GM reveals them. Follows the encounter
// live.
class PlayersWindow : public QWidget
{
    Q_OBJECT

public:
    // `reveal` is the GM's switch shared with the players' page; without one the window has its
    // own.
    explicit PlayersWindow(QWidget *parent = nullptr, QAction *reveal = nullptr);
    ~PlayersWindow() override;

    // The encounter's combatants to follow, as the table's model shows them.
    void setModel(const CombatantTableModel *model);
    // The target the party is asked about; a party member as target is ignored.
    void setTarget(Encounter::CombatantId target);
    // Values the GM gives with each attack (old-school's "needed"), as the odds panel has them.
    void setGivenValues(const QMap<QString, qint64> &values);
    // Checkable: shows the target's defence and hit points.
    QAction *revealAction() const { return m_reveal; }

    // "likely", "even" ... for a chance to hit.
    static QString chanceWord(double p);
    // Every text on the window, for tests.
    QStringList texts() const;

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    // The model's encounter; null without one.
    const Encounter::Encounter *encounter() const
    {
        return m_model ? &m_model->encounter() : nullptr;
    }
    void refresh();

    QPointer<const CombatantTableModel> m_model;
    Encounter::CombatantId m_target = 0;
    QMap<QString, qint64> m_given;
    QAction *m_reveal;
    QLabel *m_title;
    QLabel *m_revealed;
    QGridLayout *m_rows;
    ModelFollower *m_follower;
};

} // namespace Fray::Ui
