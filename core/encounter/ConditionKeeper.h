// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Random.h"
#include "core/encounter/Encounter.h"

#include <QCoreApplication>

namespace Fray::Encounter {

// Conditions from the ruleset's catalogue on combatants: applying them (with their rolled
// duration), their ticks, counting down and expiring into what follows them.
//
// Timing: a tick "now_and_end_of_round" happens when applied and at the end of each later
// round; "end_of_round" and "start_of_round" ticks at those moments. The catalogue's rounds count
// down at the end of each round after the one the condition came in, so a 1-round condition
// ("no attack next round") lasts until the end of the next round; rounds the GM gives count
// the round they are given in, as a GM counts ("2 rounds" in round 1: gone after round 2);
// "rest_of_round" ends with the current round.
class ConditionKeeper
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::ConditionKeeper)

public:
    ConditionKeeper(Encounter &encounter, Dice::Random &random);

    // The most rounds a condition lasts; more is refused, not counted.
    static constexpr qint64 maxRounds = 100'000;

    // Applies `conditionId` (replacing one already there), or with `custom` the GM's own
    // condition (its id is CustomCondition::idFor its name). `rounds` overrides the
    // catalogue's duration and counts the round it is given in. Sets `log` to what the log
    // says (empty when nothing happened); returns why it cannot be done: a duration that
    // cannot be rolled, more than maxRounds, a condition of one's own the ruleset cannot carry.
    std::optional<QString> apply(qint64 index, const QString &conditionId, const QString &source,
        std::optional<qint64> rounds, Phrase &log,
        const std::optional<CustomCondition> &custom = std::nullopt);
    // `expired` says why in the log: the condition ran out, not the GM's removing it.
    Phrase remove(qint64 index, const QString &conditionId, bool expired = false);
    Phrase startOfRound(qint64 index);
    Phrase endOfRound(qint64 index);

    // The error for a condition the ruleset lacks, or empty.
    QString check(const QString &conditionId) const;

private:
    Phrase tick(qint64 index, const QString &conditionId);
    Phrase expire(qint64 index, const QString &conditionId);

    Encounter &m_encounter;
    Dice::Random &m_random;
};

} // namespace Fray::Encounter
