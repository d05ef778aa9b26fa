// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace Fray::Ui {

class EncounterSession;
class EncounterView;

// Encounter › Check Morale: the GM asks for morale when the ruleset lets them (at the start of
// the fight, after a big upset), or answers a moment Fray asks about; each choice names who
// would check and their exact chance of holding. Disabled when the ruleset has no morale rule.
class MoraleActions : public QObject
{
    Q_OBJECT

public:
    MoraleActions(QAction *check, QWidget *window);

    // The encounter the action works on; null disables it.
    void setSession(EncounterSession *session, EncounterView *view);

    // What the GM may ask now, one line each, with the side and moment it stands for.
    struct Choice
    {
        QString side;
        QString trigger;
        QString text; // "Morale of the foes after a big upset: Goblins 58.3% to hold"
    };
    std::vector<Choice> choices() const;

Q_SIGNALS:
    void message(const QString &text);

private:
    void updateEnabled();
    void ask();

    QAction *m_check;
    QWidget *m_window;
    QPointer<EncounterSession> m_session;
};

} // namespace Fray::Ui
