// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/ForeignCreature.h"

#include <vector>

namespace Fray::Io {

// A tag on a saved combatant ("Prone", 2 rounds left).
struct ForeignTag
{
    QString text;
    std::optional<qint64> roundsLeft;
    bool operator==(const ForeignTag &) const = default;
};

// A combatant of another tool's saved encounter: its stat block and where the fight left it.
struct ForeignCombatant
{
    ForeignCreature creature;
    QString alias; // the name shown in the fight, when it differs
    std::optional<qint64> maxHp;
    std::optional<qint64> currentHp;
    std::optional<qint64> initiative;
    QString group;
    // The tool's own number among combatants of one stat block (Improved Initiative's
    // "IndexLabel"), used to tell them apart when they share a name.
    std::optional<qint64> indexLabel;
    std::vector<ForeignTag> tags;
    bool hidden = false;
    QStringList lost; // fight fields with no place: "Temporary HP 5"
    bool operator==(const ForeignCombatant &) const = default;
};

struct ForeignEncounter
{
    QString name;
    std::vector<ForeignCombatant> combatants;
    qint64 round = 0;
    qsizetype activeIndex = -1; // the combatant whose turn it is
    bool operator==(const ForeignEncounter &) const = default;
};

// What an importer read from a file of another tool, before any ruleset is applied.
// The fewest creatures worth a core of their own when a long file is read or mapped in parts
// (inParts): below it, starting a thread costs more than it saves.
constexpr qsizetype creaturesPerCore = 256;

struct ForeignFile
{
    std::vector<ForeignCreature> creatures;
    std::vector<ForeignEncounter> encounters;
    // What the file holds that is not creatures, counted: "spell" -> 12.
    QMap<QString, qint64> skipped;
    // Entries left out, with why ("Goblin Boss: copies 'Goblin', which the file does not hold").
    QStringList rejected;
};

} // namespace Fray::Io
