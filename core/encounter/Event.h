// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace Fray::Encounter {

// Stable within an encounter and never reused, like a combatant's id.
using EventId = qint64;

// An entry in the initiative order that is not a combatant: lair actions, reinforcements, a
// collapsing ceiling. It takes its place by its count under the ruleset's order (or at the top
// or the end of the round) in the rounds it fires in.
struct Event
{
    enum class When { Count, TopOfRound, EndOfRound };

    EventId id = 0;
    QString name;
    When when = When::Count;
    qint64 count = 0; // in the ruleset's terms: a DEX rank, a segment, an initiative total
    qint64 firstRound = 1;
    qint64 every = 0; // 0: once, in firstRound; K: every K rounds from firstRound
    QString note;
    QString roll; // dice shown when it fires ("2d6"), or empty
    std::optional<Combatant> reinforcement; // the template of those who arrive
    qint64 reinforcements = 0; // how many arrive
    qint64 firedRound = 0; // the last round it fired in, so going back and on fires it once

    bool firesIn(qint64 round) const;
    static QString whenKey(When when);
    static std::optional<When> whenFromKey(const QString &key);
    static QStringList whenKeys();
    bool operator==(const Event &) const = default;
};

} // namespace Fray::Encounter
