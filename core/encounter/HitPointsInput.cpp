// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/HitPointsInput.h"

#include "core/WholeNumber.h"
#include "core/dice/DistributionEvaluator.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"

#include <algorithm>
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

std::optional<HitPointsChange> HitPointsChange::read(QStringView typed)
{
    QStringView text = typed.trimmed();
    HitPointsChange change;
    if (text.startsWith(u'-'))
        change.kind = Kind::Take;
    else if (text.startsWith(u'+'))
        change.kind = Kind::GiveBack;
    else if (text.startsWith(u'='))
        change.kind = Kind::Set;
    if (change.kind != Kind::Set || text.startsWith(u'='))
        text = text.mid(1).trimmed();
    // Digits only: no second sign, no spaces inside, nothing after.
    if (text.isEmpty()
        || !std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
        return std::nullopt;
    const auto amount = wholeNumber(text);
    if (!amount)
        return std::nullopt;
    change.amount = *amount;
    return change;
}

QString HitPointsChange::howToType()
{
    return tr("Type -7 to take hit points, +5 to give them back, or the new number");
}

std::unique_ptr<Command> HitPointsChange::command(const Combatant &c) const
{
    switch (kind) {
    case Kind::Take:
        if (amount == 0)
            return nullptr;
        return std::make_unique<DamageCommand>(std::vector<CombatantId>{c.id}, amount);
    case Kind::GiveBack:
        if (amount == 0 || (c.hp >= c.maxHp && c.subdual == 0))
            return nullptr; // nothing to give back
        return std::make_unique<HealCommand>(std::vector<CombatantId>{c.id}, amount);
    case Kind::Set: {
        if (amount == c.hp)
            return nullptr;
        Combatant edited = c;
        edited.hp = std::min(amount, c.maxHp);
        return std::make_unique<EditCombatantCommand>(edited, tr("hit points"));
    }
    }
    return nullptr;
}

} // namespace Fray::Encounter
