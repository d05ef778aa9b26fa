// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Random.h"
#include "core/encounter/Encounter.h"

#include <QCoreApplication>

#include <optional>

namespace Fray::Encounter {

// Rounds and turns: starting the fight, moving the acting entry (skipping those who cannot
// act), and the end of a round (ticks, bleeding, countdowns, end-of-round states) before the
// next one begins (with a new initiative roll where the scheme rerolls).
class TurnKeeper
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::TurnKeeper)

public:
    TurnKeeper(Encounter &encounter, Dice::Random &random);

    // Moving past the end of the round is refused while the rules would take someone then
    // (RoundEnd) unless the GM lets the round end.
    enum class AtRisk { Refuse, LetRoundEnd };

    std::optional<QString> start();
    std::optional<QString> nextTurn(AtRisk atRisk = AtRisk::Refuse);
    std::optional<QString> previousTurn();
    std::optional<QString> nextRound(AtRisk atRisk = AtRisk::Refuse);
    std::optional<QString> rollInitiative();

    // Makes `turn` the acting entry (-1: none); its members' turns start, so their uses that
    // reset each turn come back and those that recharge roll.
    void enterTurn(qint64 turn);

    // The acting entry at `turn` was taken out of the order (a combatant removed, an event):
    // the turn passes on as next-turn would pass it, to the next entry from `turn` on that can
    // act, or to the next round when everyone has acted.
    std::optional<QString> passRemovedTurn(qint64 turn);

    bool canAct(const InitiativeEntry &entry) const;
    // The first entry after `from` that can act, or -1.
    qint64 nextActable(qint64 from) const;

private:
    std::optional<QString> beginRound(qint64 round, bool reroll);
    // The order for a round without a new roll: kept counts, this round's overrides.
    std::optional<QString> keepInitiative(qint64 round);
    // A declaration that went into an earlier round's roll lapses before round `round` rolls,
    // unless it was declared for every round.
    void forgetSpentDeclarations(qint64 round);
    // The declarations just rolled are spent in `round`.
    void markDeclarationsRolled(qint64 round);
    void endRound();
    void settleTurn();

    Encounter &m_encounter;
    Dice::Random &m_random;
};

} // namespace Fray::Encounter
