// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Random.h"
#include "core/encounter/Encounter.h"
#include "core/json/JsonValue.h"

#include <QCoreApplication>

namespace Fray::Encounter {

// What an event does when the turn reaches it: a line in the log with its note and its roll,
// and its reinforcements, who join the order right after it. And what makes an event sound
// before it is added.
class EventKeeper
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::EventKeeper)

public:
    using Problems = QList<Json::JsonProblem>;

    // Bounds no ruleset raises: beyond them a number is a mistake.
    static constexpr qint64 maxCount = 1'000'000;
    static constexpr qint64 maxReinforcements = 1'000;

    EventKeeper(Encounter &encounter, Dice::Random &random);

    // Fires the event on the entry at `turn`, once a round: nothing when the entry is a
    // combatant's or the event already fired this round.
    void fire(qint64 turn);

    // Problems with an event under a ruleset; `at` is its path ("events[0]").
    // Without a ruleset, the reinforcements are checked only as far as no ruleset matters.
    static Problems check(const Event &event, const Rules::Ruleset *ruleset, const QString &at);
    // "count 20", "top of the round", "end of the round".
    static QString whenText(const Event &event);
    // "round 3", "every round from round 2", "every 2 rounds from round 1".
    static QString roundsText(const Event &event);

private:
    // Places the entries of those who just arrived right after the acting one.
    std::optional<QString> joinAfterActing(const std::vector<InitiativeEntry> &old);

    Encounter &m_encounter;
    Dice::Random &m_random;
};

} // namespace Fray::Encounter
