// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;
class QWidget;

namespace Fray::Ui {

class EncounterSession;
class EncounterView;

// Spending and restoring a combatant's uses: Encounter › Spend a Use and Restore a Use work on
// the selected combatant (or the acting one) and ask which use when there are several; a click
// in the table's Uses column offers the same as a menu.
class UseActions : public QObject
{
    Q_OBJECT

public:
    UseActions(QAction *spend, QAction *restore, QWidget *window);

    // The encounter the actions work on; null disables them.
    void setSession(EncounterSession *session, EncounterView *view);
    // The menu a click on a combatant's uses shows: one entry to spend each use that has one
    // left, one to restore each that is not full.
    void fillMenu(QMenu *menu, Encounter::CombatantId id);

    enum class Way { Spend, Restore };
    // Spends or restores `use` of `id`, with the refusal shown as a message.
    bool apply(Way way, Encounter::CombatantId id, const QString &use);

Q_SIGNALS:
    void message(const QString &text);

private:
    void updateEnabled();
    Encounter::CombatantId actingOrSelected() const;
    void ask(Way way);
    void showMenu(Encounter::CombatantId id);

    QAction *m_spend;
    QAction *m_restore;
    QWidget *m_window;
    QPointer<EncounterSession> m_session;
    QPointer<EncounterView> m_view;
};

} // namespace Fray::Ui
