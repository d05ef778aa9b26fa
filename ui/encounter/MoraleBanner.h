// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace Fray::Ui {

class EncounterSession;

// A strip over the encounter table that asks for morale when the ruleset's moment has come (a
// side's first death, half of it down): who would check, each with its exact chance of holding,
// and two answers, Roll Morale and No Check Needed. It follows the encounter as it stands, so an
// undo that takes the death back takes the question back too. It never takes focus.
class MoraleBanner : public QWidget
{
    Q_OBJECT

public:
    explicit MoraleBanner(EncounterSession *session, QWidget *parent = nullptr);

    // The question shown; empty when hidden.
    QString text() const;

public Q_SLOTS:
    void roll();
    void notNeeded();

private:
    void refresh();
    void queueRefresh();
    void answer(bool roll);

    EncounterSession *m_session;
    QLabel *m_text;
    QPushButton *m_roll;
    QPushButton *m_notNeeded;
    QString m_side;
    QString m_trigger;
    bool m_refreshQueued = false;
};

} // namespace Fray::Ui
