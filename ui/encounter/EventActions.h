// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Event.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace Fray::Ui {

class EncounterSession;
class EventDialog;

// Encounter › Add Event… and Remove Event…: the dialog's event, or the one the GM picks, goes
// through the session as a command, so Edit › Undo takes it back and the campaign keeps it.
class EventActions : public QObject
{
    Q_OBJECT

public:
    explicit EventActions(QWidget *window);

    QAction *addAction() const { return m_add; }
    QAction *removeAction() const { return m_remove; }
    // Puts both actions in `menu` right after `after`.
    void addToMenu(QMenu *menu, QAction *after);
    // The encounter the actions work on; null disables them.
    void setSession(EncounterSession *session);

    // Runs the commands, with a refusal shown as a message.
    bool add(const Encounter::Event &event);
    bool remove(Encounter::EventId id);

    // Tests fill the dialog instead of a GM: called with it open, before it runs.
    void setDialogHook(std::function<void(EventDialog &)> hook) { m_hook = std::move(hook); }

Q_SIGNALS:
    void message(const QString &text);

private:
    void updateEnabled();
    void askToAdd();
    void askToRemove();

    QWidget *m_window;
    QAction *m_add;
    QAction *m_remove;
    QPointer<EncounterSession> m_session;
    std::function<void(EventDialog &)> m_hook;
};

} // namespace Fray::Ui
