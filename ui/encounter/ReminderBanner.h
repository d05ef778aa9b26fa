// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QPointer>
#include <QStringList>
#include <QWidget>

class QLabel;
class QShortcut;
class QToolButton;

namespace Fray::Encounter {
class Encounter;
}

namespace Fray::Ui {

// A strip over the encounter table that shows the reminders a step of the fight raised
// ("Aldo — Start of turn: save vs. poison"). It never takes focus or blocks the table: it stays
// until the GM dismisses it (its button or Esc) or the turn moves on without new reminders.
// The reminders one command raises show together, replacing what was shown before.
class ReminderBanner : public QWidget
{
    Q_OBJECT

public:
    // `escapeScope` is the widget whose Esc dismisses it (the encounter view).
    explicit ReminderBanner(QWidget *escapeScope, QWidget *parent = nullptr);

    void setEncounter(const Encounter::Encounter *encounter);
    // How a strip over the table looks (this one, the morale question): a tooltip's colours,
    // never taking focus.
    static void setBannerLook(QWidget *banner);
    // The reminders shown, one line each; empty when hidden.
    QStringList texts() const { return isHidden() ? QStringList() : m_shown; }

public Q_SLOTS:
    void dismiss();

private:
    void raised(Encounter::CombatantId combatant, const Rules::Reminder &reminder);
    void turnMoved();
    // Runs once the command that raised reminders or moved the turn has finished.
    void settle();
    void queueSettle();

    QPointer<const Encounter::Encounter> m_encounter;
    QStringList m_pending;
    QStringList m_shown;
    bool m_turnMoved = false;
    bool m_settleQueued = false;
    QLabel *m_text;
    QToolButton *m_dismiss;
    QShortcut *m_escape;
};

} // namespace Fray::Ui
