// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QMap>
#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace Fray::Encounter {
class Encounter;
struct Event;
} // namespace Fray::Encounter

namespace Fray::Ui {

class CombatantTableModel;
class ModelFollower;

// The acting combatant's card: whoever's turn it is, in the ruleset's terms — defence, hit
// points and their state, each attack with its exact chance against the current target,
// conditions with the rounds left, notes — and the Attack button. It follows the turn, so the
// GM reads the stat block of whoever acts without looking for it. When a side or a group acts
// together the card shows the entry's first combatant; on an event's turn, the event.
class ActingCard : public QWidget
{
    Q_OBJECT

public:
    // `attack` is the window's Attack action, which the card's button triggers.
    explicit ActingCard(QAction *attack, QWidget *parent = nullptr);
    ~ActingCard() override;

    // The open fight's combatants, as the table's model shows them; null when none is open.
    void setModel(const CombatantTableModel *model);
    // The target the chances are for (the odds panel's); one of the acting side is ignored.
    void setTarget(Encounter::CombatantId target);
    // Values the GM gives with each attack (old-school's "needed").
    void setGivenValues(const QMap<QString, qint64> &values);

    // The card as plain text, line by line, for tests and screen readers.
    QStringList lines() const { return m_lines; }

private:
    const Encounter::Encounter *encounter() const;
    void refresh();
    // An event's turn: its name, when it acts, its note and what it did this round.
    void showActingEvent(const Encounter::Encounter &encounter, const Encounter::Event &event);

    QPointer<const CombatantTableModel> m_model;
    Encounter::CombatantId m_target = 0;
    QMap<QString, qint64> m_given;
    QLabel *m_title;
    QLabel *m_body;
    QToolButton *m_attack;
    ModelFollower *m_follower;
    QStringList m_lines;
};

} // namespace Fray::Ui
