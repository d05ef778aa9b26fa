// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/CustomCondition.h"
#include "core/encounter/Use.h"
#include "core/rules/Reminder.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Fray::Encounter {

// Stable within an encounter and never reused, so commands and the log can name a combatant
// even after others were added or removed.
using CombatantId = quint32;

// One way a combatant attacks: "Longsword, +3, 1d8+1".
struct Attack
{
    QString name;
    QString kind = QStringLiteral("melee"); // melee, ranged, thrown, missile, touch ...
    qint64 value = 0; // attack bonus, skill %, SC ... as the ruleset reads it
    QString damage; // dice expression
    QString weaponClass; // BRP: missile, long, medium, short
    qint64 reach = 0; // feet
    qint64 rateOfFire = 1; // rounds per shot: 2 = every other round
    QString count = QStringLiteral("1"); // attacks per round, an expression ("@level")
    bool operator==(const Attack &) const = default;
};

// A condition on a combatant, with what is left of it.
struct ActiveCondition
{
    QString id; // in the ruleset's catalogue
    std::optional<qint64> roundsLeft; // counted down at the end of each round
    qint64 ticksDone = 0;
    qint64 sinceRound = 0;
    QString source; // "Goblin 2's burning oil"
    std::optional<CustomCondition> custom; // a condition of the GM's own, not the catalogue's
    // Rounds the GM gave count the round it came in ("2 rounds" in round 1: gone after round
    // 2); the catalogue's count from the next round ("no attack next round").
    bool countsThisRound = false;

    // The last round it is there in, seen in round `round` (none: until removed or an event).
    std::optional<qint64> lastRound(qint64 round) const;
    bool operator==(const ActiveCondition &) const = default;
};

// A fighter in an encounter: the template it came from, the ruleset's stats, attacks, hit
// points and everything the fight has done to it.
struct Combatant
{
    CombatantId id = 0;
    QString name;
    QString side = QStringLiteral("foes"); // party, foes, neutrals, or a GM-named side
    QString group; // for group initiative; empty = alone
    QString templateId; // the library entry it came from
    QMap<QString, qint64> stats; // the ruleset's stats by id
    std::vector<Attack> attacks;
    qint64 attacksPerRound = 1;
    qint64 maxHp = 1;
    qint64 hp = 1;
    qint64 startHp = 1; // hit points when the fight began (Spelljammer's wound bands)
    qint64 subdual = 0; // subdual or temporary damage taken, part of the damage to hp
    qint64 defence = 10; // what the ruleset calls defence: AC, DEF, parry ...
    qint64 armor = 0; // points subtracted from damage
    qint64 unitSize = 0; // a mass-combat unit of this many members; 0 = one combatant
    std::vector<ActiveCondition> conditions;
    QString state; // the HP state it is in; empty = unhurt or no state applies
    bool aided = false; // stops an HP state's bleeding
    QString declared; // the initiative action declared for the next roll
    // The round whose initiative the declaration went into (0: not rolled yet); a new round's
    // roll forgets it, unless it was declared for every round.
    qint64 declaredRound = 0;
    bool declaredEveryRound = false;
    QStringList overrides; // initiative overrides declared (reach first, hasted ...)
    qint64 diedInRound = 0; // when it went out of the fight; with its slot below
    qint64 diedInSlot = -1;
    std::vector<qint64> lastFired; // per attack: the round it last fired (rate of fire)
    std::vector<Use> uses; // limited resources and what gives them back
    std::vector<Rules::Reminder> reminders; // notes that pop at its turn or the round
    // Morale (Rules::Morale): the checks it has held in this fight, and the moments its side's
    // losses asked for a check that were answered ("first_death", "half_down").
    qint64 moraleHeld = 0;
    QStringList moraleAsked;
    QString notes;
    // The GM keeps it off the players' page (an ambusher not yet seen); the desktop shows it.
    bool hiddenFromPlayers = false;

    // Takes out the stats `retired` names: an older ruleset's stat that duplicated a field
    // ("ac" beside the defence). The field keeps its value: it is what the table, the odds and
    // the sheets always used.
    void dropRetiredStats(const QMap<QString, QString> &retired);

    bool hasCondition(const QString &id) const;
    const ActiveCondition *condition(const QString &id) const;
    // The use called `name` (case-insensitive), or -1.
    qint64 useIndex(const QString &name) const;
    // Survivors of a mass-combat unit: ceil(hp / (maxHp / unitSize)).
    qint64 survivors() const;

    bool operator==(const Combatant &) const = default;
};

} // namespace Fray::Encounter
