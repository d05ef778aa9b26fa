// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/EncounterState.h"

#include <optional>
#include <utility>
#include <vector>

namespace Fray::Encounter {

// What one command changed, as before and after images of only the parts it touched. Undo
// restores the before images, redo the after images, and storage journals the after images:
// no command is ever re-run, so its dice stay the dice it rolled.
struct Change
{
    struct Placed
    {
        qint64 index = 0;
        Combatant combatant;
        bool operator==(const Placed &) const = default;
    };
    template<typename T>
    using BeforeAfter = std::optional<std::pair<T, T>>;

    std::vector<Placed> removed; // ascending index in the list before
    std::vector<Placed> inserted; // ascending index in the list after
    std::vector<std::pair<Combatant, Combatant>> edited; // before, after; same id
    BeforeAfter<std::vector<InitiativeEntry>> order;
    BeforeAfter<qint64> round;
    BeforeAfter<qint64> turn;
    BeforeAfter<QStringList> options;
    BeforeAfter<QString> name;
    BeforeAfter<CombatantId> nextId;
    BeforeAfter<std::vector<Event>> events;
    BeforeAfter<EventId> nextEventId;
    qint64 logBefore = 0;
    std::vector<LogEntry> logAdded;
    // The reminders the command raised, announced again when it is redone (never on undo).
    std::vector<std::pair<CombatantId, Rules::Reminder>> reminders;

    // What takes `from` to `to` (a followed fight read again), touching only what differs. The
    // log is taken as `to`'s lines after the lines both share: `logBefore` is how many they share,
    // and the caller cuts `from`'s log there before applying it (another Fray's undo shortens it).
    static Change between(const EncounterState &from, const EncounterState &to);

    bool isEmpty() const;
    bool isStructural() const { return !removed.empty() || !inserted.empty(); }
    bool operator==(const Change &) const = default;
};

} // namespace Fray::Encounter
