// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Random.h"
#include "core/encounter/Encounter.h"

#include <QCoreApplication>

namespace Fray::Encounter {

// Fires the reminders due at a moment of the fight: a combatant's own, its conditions' (the
// GM's or the catalogue's) and its HP state's. Each writes a log line and is announced by the
// encounter. Nothing fires for a combatant out of the fight, except what its HP state declares
// (that state is why it is out), and nothing at all for the dead.
class ReminderKeeper
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::ReminderKeeper)

public:
    ReminderKeeper(Encounter &encounter, Dice::Random &random);

    void fire(qint64 index, Rules::Reminder::When when);
    void fireAll(Rules::Reminder::When when);
    // The acting entry's turn ends: its members' end-of-turn reminders.
    void endOfTurn();

    // Every reminder the combatant carries now, whenever it is due: its own, its conditions'
    // and its HP state's (with an end-of-round state its hit points are headed for).
    static std::vector<Rules::Reminder> carried(
        const Encounter &encounter, const Combatant &combatant);

private:
    Encounter &m_encounter;
    Dice::Random &m_random;
};

} // namespace Fray::Encounter
