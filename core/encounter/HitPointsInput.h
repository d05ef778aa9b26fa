// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Expression.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Fray::Encounter {

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

} // namespace Fray::Encounter
