// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Use.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Fray::Io {

// One attack of another tool's stat block: "Scimitar, +4 to hit, 5 (1d6 + 2) slashing".
// A value of the file Fray cannot take (a number past 64 bits, "1e308", dice past the limits),
// as written and why: reported, never read as another number or as "not given".
struct ForeignUnread
{
    QString text;
    QString reason;
    bool operator==(const ForeignUnread &) const = default;
};

struct ForeignAttack
{
    QString name;
    std::optional<qint64> bonus; // to hit
    QString damage; // a dice expression ("1d6+2"); empty = none given
    QString kind = QStringLiteral("melee"); // "ranged" when the text says "Ranged ... Attack"
    // Its parts Fray cannot take, by what they are ("bonus", "damage").
    QMap<QString, ForeignUnread> unread;
    bool operator==(const ForeignAttack &) const = default;
};

// A monster or character as another tool (Improved Initiative, Fight Club 5, Open5e, 5e.tools)
// describes it, in one shape for every format, before any ruleset is involved. Each reader fills
// what its format has and names every other field it met in `lost`, so that the mapping onto a
// ruleset can report it: nothing is dropped silently.
struct ForeignCreature
{
    QString name;
    QString kind = QStringLiteral("monster"); // or "character"
    std::optional<qint64> ac;
    QString acText; // as written: "15 (natural armor)"
    std::optional<qint64> hp;
    QString hpDice; // "6d8+18"; empty = none given
    std::optional<qint64> cr; // fractions rounded down (1/2 is 0)
    QString crText; // as written: "1/2"
    std::optional<qint64> level; // a character's level
    std::optional<qint64> initiative; // initiative modifier
    QMap<QString, qint64> abilities; // "str" ... "cha"
    std::vector<ForeignAttack> attacks;
    std::optional<qint64> attacksPerRound; // from a multiattack ("makes two attacks")
    // Limited actions and traits ("Fire Breath (Recharge 5–6)", "Legendary Resistance (3/Day)")
    // with what spending them rolls and says (ForeignActions).
    std::vector<Encounter::Use> uses;
    QStringList tags;
    QString notes; // the source's own description
    QStringList lost; // source fields with no place in any ruleset: "Speed"
    // Values Fray cannot take, by the source value they are ("ac", "hp", "hd", "cr", "str").
    QMap<QString, ForeignUnread> unread;
    // Traits, reactions, legendary actions ... with no place of their own: named here
    // ("Trait 'Nimble Escape'") and their text kept for the notes by the part of the stat block
    // they came from (ForeignActions::Part), "Nimble Escape. The goblin can ...".
    QStringList kept;
    QMap<int, QStringList> keptText;

    static const QStringList &abilityIds(); // str, dex, con, int, wis, cha
    bool operator==(const ForeignCreature &) const = default;
};

} // namespace Fray::Io
