// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Expression.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

namespace Fray::Encounter {

class Command;
struct Combatant;

// What a GM types for hit points: a number ("11") or hit dice ("2d8+2"). The character form
// reads it as it is typed; adding combatants averages the dice the same way.
struct HitPointsInput
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::HitPointsInput)

public:
    std::optional<qint64> number; // a plain number of at least 1
    QString dice; // hit dice, as typed
    QString problem; // why the text is neither; empty when it is one

    // `label` is the ruleset's word for hit points, for the problem; without `allowDice` only a
    // number will do (a combatant already in the fight).
    static HitPointsInput read(const QString &text, const QString &label, bool allowDice);
    // Hit dice averaged: rounded down, and at least 1.
    static Expected<qint64, QString> average(const Dice::Expression &dice);
};

// A change a GM types into a combatant's hit points: "-7" takes seven, "+5" gives five back, "12"
// or "=12" sets them. The table's HP cell reads it; so can anything else a GM types into.
struct HitPointsChange
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::HitPointsChange)

public:
    enum class Kind { Take, GiveBack, Set };
    Kind kind = Kind::Set;
    qint64 amount = 0;

    // Nothing when the text is none of the three (or its number does not fit).
    static std::optional<HitPointsChange> read(QStringView typed);
    // What to type, for a GM who typed something else.
    static QString howToType();
    // The command that makes the change to `combatant`; none when it would change nothing
    // (taking 0, giving back to one who lacks nothing, setting what it has).
    std::unique_ptr<Command> command(const Combatant &combatant) const;
};

} // namespace Fray::Encounter
