// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/ForeignCreature.h"

#include <QString>

#include <optional>

namespace Fray::Io {

// The small texts 5e-style stat blocks are written in, read into numbers and dice: "15 (natural
// armor)", "45 (6d8+18)", "1/4", "Melee Weapon Attack: +4 to hit ... Hit: 5 (1d6 + 2) slashing
// damage.", "The goblin makes two attacks". Every format's reader shares them.
namespace StatText {

struct NumberAndNote
{
    std::optional<qint64> number;
    QString note; // what followed the number, without brackets ("natural armor", "6d8+18")
    QString unread; // a leading number Fray cannot take, as written ("1e308"); then no number
};

// The one reading of a whole number a stat block writes ("+4", "-1", "15"), or none when it is
// not one or does not fit in 64 bits; the range each value may take is the mapping's.
std::optional<qint64> wholeNumber(const QString &text);
// A bonus as stat blocks and other tools' files write it: "+4", "-1", "+0" (no locale).
QString signedNumber(qint64 n);
// Why a number as written cannot be taken: "not a whole number Fray can hold".
QString notAWholeNumber();

// "15 (natural armor)" -> 15, "natural armor"; "45 (6d8+18)" -> 45, "6d8+18".
NumberAndNote numberAndNote(const QString &text);
// A dice expression as Fray writes it ("1d6 + 2" -> "1d6+2"), or empty when `text` is none.
QString dice(const QString &text);
// Why `text` is not dice Fray can roll ("more than 10,000 dice"), or empty when it is (or is
// empty): so dice past the limits are reported, not dropped.
QString diceProblem(const QString &text);
// Both of the above from one reading of `text`.
struct DiceReading
{
    QString dice;
    QString problem;
};
DiceReading readDice(const QString &text);
// "1/4" -> 0, "10" -> 10, "" -> none.
std::optional<qint64> challenge(const QString &text);
// An attack described in words: its bonus and damage dice (the "plus" damage added), if any;
// a bonus or dice Fray cannot take are in its `unread`.
std::optional<ForeignAttack> attackFromText(const QString &name, const QString &text);
// The dice of the damage a hit adds ("... damage plus 3 (1d6) poison damage" -> "1d6"), or empty.
QString extraDamage(const QString &text);
// "Ranged Weapon Attack: ..." -> "ranged"; any other -> "melee".
QString attackKind(const QString &text);
// "makes two attacks" -> 2; none when the text says no count.
std::optional<qint64> multiattackCount(const QString &text);
// The count of dice of "6d8+18" (6); none without dice.
std::optional<qint64> diceCount(const QString &dice);

} // namespace StatText

} // namespace Fray::Io
