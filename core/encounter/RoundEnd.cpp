// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/RoundEnd.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/encounter/CombatantFormulas.h"

#include <algorithm>

namespace Fray::Encounter {

namespace {

bool bleeds(const Rules::HpState &state)
{
    return state.tick && state.tick->when != u"start_of_round";
}

// The most a tick can take in one round: the worst case is the one to ask about.
qint64 worstTick(const Encounter &encounter, const Combatant &c, const Rules::Tick &tick)
{
    const auto bindings = encounter.formulas().bindings(c, tick.amount);
    const auto distribution = Dice::DistributionEvaluator::evaluate(tick.amount, bindings);
    return distribution ? std::max<qint64>(0, distribution->max()) : 0;
}

} // namespace

bool RoundEnd::canAsk(const Rules::Ruleset &ruleset)
{
    return std::any_of(
        ruleset.hpStates.begin(), ruleset.hpStates.end(), [](const Rules::HpState &s) {
            return (s.dead && s.timing == Rules::HpState::Timing::EndOfRound) || bleeds(s);
        });
}

std::optional<RoundEnd::Risk> RoundEnd::riskOf(const Encounter &encounter, CombatantId id)
{
    const Combatant *c = encounter.find(id);
    if (!c)
        return std::nullopt;
    const Rules::Ruleset &ruleset = encounter.ruleset();
    const Rules::HpState *now = ruleset.hpState(c->state);
    if (now && now->dead)
        return std::nullopt;
    Combatant after = *c;
    const Rules::HpState *rule = nullptr;
    if (now && bleeds(*now) && !c->aided) {
        after.hp -= worstTick(encounter, *c, *now->tick);
        rule = now;
    }
    const qint64 found = encounter.formulas().hpState(after, true);
    if (found < 0)
        return std::nullopt;
    const Rules::HpState *becomes = &ruleset.hpStates[std::size_t(found)];
    if (!becomes->dead)
        return std::nullopt;
    // Without a tick, only a state decided at the end of the round is the round end's doing;
    // an immediate dead state would already hold.
    if (!rule && becomes->timing != Rules::HpState::Timing::EndOfRound)
        return std::nullopt;
    return Risk{id, becomes, rule ? rule : becomes};
}

std::vector<RoundEnd::Risk> RoundEnd::risks(const Encounter &encounter)
{
    std::vector<Risk> found;
    if (!canAsk(encounter.ruleset()))
        return found;
    for (const Combatant &c : encounter.combatants()) {
        if (auto risk = riskOf(encounter, c.id))
            found.push_back(*risk);
    }
    return found;
}

QString RoundEnd::words(const Risk &risk)
{
    for (const Rules::Reminder &r : risk.rule->reminders) {
        if (r.when == Rules::Reminder::When::EndOfRound)
            return r.text;
    }
    return risk.rule->note;
}

QString RoundEnd::summary(const Encounter &encounter, const Risk &risk)
{
    const Combatant *c = encounter.find(risk.combatant);
    const QString name = c ? c->name : QString();
    const qint64 hp = c ? c->hp : 0;
    if (risk.rule != risk.becomes)
        return tr("%1 (%2 HP, %3): %4 when the round ends unless the loss is stopped")
            .arg(name)
            .arg(hp)
            .arg(risk.rule->label, risk.becomes->label);
    return tr("%1 (%2 HP): %3 when the round ends").arg(name).arg(hp).arg(risk.becomes->label);
}

QString RoundEnd::refusal(const Encounter &encounter, const std::vector<Risk> &risks)
{
    QStringList who;
    for (const Risk &risk : risks)
        who << summary(encounter, risk);
    return tr("the round cannot end yet: %1. Answer first: 'remedy' on whoever can still be "
              "saved, or 'let-round-end'")
        .arg(who.join(QStringLiteral("; ")));
}

} // namespace Fray::Encounter
