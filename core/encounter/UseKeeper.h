// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Random.h"
#include "core/encounter/Encounter.h"

#include <QCoreApplication>

namespace Fray::Encounter {

// Gives combatants' uses back at the moments of a fight their resets name: the fight's start, a
// round's start, the start of the owner's turn (with the recharge roll of a use that is not
// full). Each returns what the log says, empty when nothing came back. A rest between fights is
// the party's (Party::PartyRest).
class UseKeeper
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::UseKeeper)

public:
    UseKeeper(Encounter &encounter, Dice::Random &random);

    Phrase startOfFight(qint64 index);
    Phrase startOfRound(qint64 index);
    // Once per round: a second start of the same combatant's turn in a round gives nothing.
    Phrase startOfTurn(qint64 index);

private:
    Phrase refill(qint64 index, Use::Reset reset);
    Phrase line(qint64 index, std::vector<Phrase> parts) const;

    Encounter &m_encounter;
    Dice::Random &m_random;
};

} // namespace Fray::Encounter
