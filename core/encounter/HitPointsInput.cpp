// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/HitPointsInput.h"

#include "core/WholeNumber.h"
#include "core/dice/DistributionEvaluator.h"

#include <cmath>

namespace Fray::Encounter {

HitPointsInput HitPointsInput::read(const QString &typed, const QString &label, bool allowDice)
{
    const QString text = typed.trimmed();
    HitPointsInput input;
    if (const auto number = wholeNumber(text)) {
        if (*number < 1)
            input.problem = tr("%1: must be at least 1, not %2").arg(label).arg(*number);
        else
            input.number = number;
        return input;
    }
    if (!allowDice) {
        input.problem = tr("%1: expected a whole number such as 11").arg(label);
        return input;
    }
    if (text.isEmpty()) {
        input.problem = tr("%1: expected a number or dice such as 2d8+2").arg(label);
        return input;
    }
    const auto parsed = Dice::Expression::parse(text);
    if (!parsed) {
        input.problem = tr("%1: expected a number or dice such as 2d8+2 — %2")
                            .arg(label, parsed.error().toString());
        return input;
    }
    if (!parsed->variables().isEmpty()) {
        input.problem = tr("%1: hit dice cannot use @%2; write the dice, such as 2d8+2")
                            .arg(label, parsed->variables().constFirst());
        return input;
    }
    input.dice = text;
    return input;
}

Expected<qint64, QString> HitPointsInput::average(const Dice::Expression &dice)
{
    const auto distribution = Dice::DistributionEvaluator::evaluate(dice);
    if (!distribution)
        return distribution.error().toString();
    return std::max<qint64>(1, qint64(std::floor(distribution->mean())));
}

} // namespace Fray::Encounter
