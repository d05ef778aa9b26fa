// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Guard.h"

namespace Fray::Dice {

void Guard::spend(double steps)
{
    m_spent += steps;
    if (m_spent > double(Limits::maxWork))
        fail(tr("too large to compute exactly (more than %1 billion steps)")
                 .arg(Limits::maxWork / 1'000'000'000));
}

void Guard::checkOutcomes(double count) const
{
    if (count > double(Limits::maxOutcomes))
        fail(tr("more than 1,000,000 distinct outcomes"));
}

void Guard::countDice(std::int64_t dice)
{
    if (dice > Limits::maxDice || m_dice + dice > Limits::maxDice)
        fail(tr("more than 10,000 dice"));
    m_dice += dice;
}

void Guard::step()
{
    if (++m_steps > Limits::maxRollSteps)
        fail(tr("too large to roll (more than 1,000,000 steps)"));
}

std::int64_t Guard::value(std::optional<std::int64_t> v) const
{
    if (!v)
        fail(tr("a possible result is beyond the 64-bit integer range"));
    return *v;
}

void Guard::fail(const QString &message) const
{
    throw DiceError{message, m_column};
}

} // namespace Fray::Dice
