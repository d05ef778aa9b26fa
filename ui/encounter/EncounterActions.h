// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/AttackResolver.h"
#include "core/encounter/Combatant.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/library/LibraryEntry.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QWidget;

namespace Fray::Encounter {
class Command;
}

namespace Fray::Ui {

class EncounterSession;
class EncounterView;

// What the Encounter menu and toolbar do to the open encounter: each action asks what it
// needs (an amount, a condition, a target) and runs one command through the session.
class EncounterActions : public QObject
{
    Q_OBJECT

public:
    struct Actions
    {
        QAction *rollInitiative, *start, *nextTurn, *previousTurn, *nextRound, *hold, *declare;
        QAction *attack, *damage, *heal, *condition, *removeCondition, *aid;
        QAction *addAdHoc, *duplicate, *remove, *edit, *surprise, *sortByInitiative;
        QAction *hideFromPlayers; // checkable: follows the first selected combatant
    };

    EncounterActions(const Actions &actions, QWidget *window);

    // The encounter the actions work on; null disables them.
    void setSession(EncounterSession *session, EncounterView *view);
    // Where the Attack dialog starts from: the odds panel's attack, when its attacker is the
    // one about to attack.
    void setAttackDefaults(std::function<Encounter::AttackResolver::Request()> defaults);
    // Runs a command on the open encounter, with the error shown on failure.
    bool run(std::unique_ptr<Encounter::Command> command);
    // Adds `count` of a library entry to the open encounter (the Library panel's Add, or entries
    // dropped on the table), their hit points by `mode` where the entry has hit dice.
    void addFromLibrary(const Library::LibraryEntry &entry, qint64 count,
        Encounter::AddCombatantsCommand::HitPoints mode);

Q_SIGNALS:
    void message(const QString &text);
    // An attack was made (the odds panel remembers its target).
    void attacked(Encounter::CombatantId attacker, Encounter::CombatantId target);

private:
    void updateEnabled();
    // A step of the turn; one that ends the round asks first when the rules would take someone.
    void turnStep(Encounter::TurnCommand::Step step);
    std::vector<Encounter::CombatantId> targets(const QString &what);
    Encounter::CombatantId actingOrSelected() const;

    void damage();
    void heal();
    void condition();
    // Applies a condition of the GM's own and keeps it for the campaign's other fights.
    void applyOwn(const std::vector<Encounter::CombatantId> &ids,
        const Encounter::CustomCondition &condition, std::optional<qint64> rounds);
    void removeCondition();
    void aid();
    void remove();
    void duplicate();
    void addAdHoc();
    void edit();
    void hold();
    void declare();
    void attack();
    void surprise();
    void hideFromPlayers(bool hidden);
    // Checks Hidden from Players when the first selected combatant is.
    void followSelection();

    Actions m_actions;
    QWidget *m_window;
    QPointer<EncounterSession> m_session;
    QPointer<EncounterView> m_view;
    std::function<Encounter::AttackResolver::Request()> m_attackDefaults;
};

} // namespace Fray::Ui
