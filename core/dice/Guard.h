// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/DiceError.h"
#include "core/dice/Limits.h"

#include <QCoreApplication>

#include <cstdint>
#include <optional>

namespace Fray::Dice {

// Enforces the hard limits while one expression is evaluated: every operation states its cost
// and size before doing the work, and the guard refuses what would go beyond the limits. Errors
// carry the column of the part of the expression being evaluated.
class Guard
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Dice::Guard)

public:
    void setColumn(int column) { m_column = column; }
    int column() const { return m_column; }

    // Reserves `steps` arithmetic steps of the evaluation's budget.
    void spend(double steps);
    // Refuses a result that may hold more than Limits::maxOutcomes distinct values.
    void checkOutcomes(double count) const;
    // Counts dice towards Limits::maxDice for the whole expression.
    void countDice(std::int64_t dice);
    std::int64_t diceCounted() const { return m_dice; }
    // Counts one evaluated part of a roll towards Limits::maxRollSteps.
    void step();
    // The value, or an overflow error when the arithmetic left the 64-bit range.
    std::int64_t value(std::optional<std::int64_t> v) const;

    [[noreturn]] void fail(const QString &message) const;

private:
    double m_spent = 0;
    std::int64_t m_dice = 0;
    std::int64_t m_steps = 0;
    int m_column = 0;
};

} // namespace Fray::Dice
