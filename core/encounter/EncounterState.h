// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/AttackRecord.h"
#include "core/encounter/Combatant.h"
#include "core/encounter/Event.h"
#include "core/encounter/Phrase.h"

#include <vector>

namespace Fray::Encounter {

// One place in the initiative order: a combatant, or one of its attacks when the ruleset rolls
// per attack, or an event. Entries of one slot act simultaneously.
struct InitiativeEntry
{
    CombatantId combatant = 0; // the combatant, or the first member of a group or side
    QString side; // set when the entry is a whole side: all its combatants act on it
    QString group; // set (with side) when the entry is a group of that side
    qint64 attack = 0; // 1-based attack number for per-attack initiative, else 0
    EventId event = 0; // set when the entry is an event (then `combatant` is 0)
    qint64 value = 0; // the count, times `scale` (BRP's fractional DEX ranks)
    qint64 scale = 1; // value / scale is the count shown
    qint64 slot = 0; // entries with equal slots act together
    bool lost = false; // below the ruleset's last count
    QString window; // the ruleset's window for this count
    QString note; // "reach first", "holding for Orc 2"
    bool operator==(const InitiativeEntry &) const = default;
    double count() const { return double(value) / double(scale); }
};

// A line of the encounter log: "Round 2 · Orc 3 hits Aldo for 7 (1d8+2: [5]+2) · Aldo is bloodied".
// `text` is the line in the source language, for files and readers that know no phrases; the
// phrase is shown in the language chosen when it is read. Lines from before phrases have none.
// A rolled attack's line also carries its record, for the luck report.
struct LogEntry
{
    qint64 round = 0;
    QString text;
    Phrase phrase;
    std::optional<AttackRecord> attack;
    QString shown() const { return phrase.isEmpty() ? text : phrase.render(); }
    bool operator==(const LogEntry &) const = default;
};

// Everything about a fight, as plain values: saving, undo and tests compare and copy it.
struct EncounterState
{
    QString name;
    QString rulesetId;
    std::vector<Combatant> combatants;
    std::vector<InitiativeEntry> order;
    std::vector<Event> events;
    qint64 round = 0; // 0 = not started
    qint64 turn = -1; // index into order of the acting entry; -1 = none
    QStringList options; // initiative options switched on
    std::vector<LogEntry> log;
    CombatantId nextId = 1;
    EventId nextEventId = 1;
    bool operator==(const EncounterState &) const = default;
};

} // namespace Fray::Encounter
