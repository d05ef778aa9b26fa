// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/ConditionKeeper.h"

#include "core/dice/Roller.h"
#include "core/encounter/CombatantFormulas.h"
#include "core/encounter/EncounterCheck.h"
#include "core/encounter/Vitals.h"

#include <QLocale>

#include <algorithm>

namespace Fray::Encounter {

namespace {
constexpr char kConditionKeeperContext[] = "Fray::Encounter::ConditionKeeper";

Phrase join(std::vector<Phrase> parts)
{
    return Phrase::joined(std::move(parts), QStringLiteral(" \u00b7 "));
}
} // namespace

ConditionKeeper::ConditionKeeper(Encounter &encounter, Dice::Random &random)
    : m_encounter(encounter)
    , m_random(random)
{ }

QString ConditionKeeper::check(const QString &conditionId) const
{
    if (m_encounter.ruleset().condition(conditionId))
        return QString();
    QStringList known;
    for (const Rules::Condition &c : m_encounter.ruleset().conditions)
        known << c.id;
    return tr("%1 has no condition '%2' (it has: %3)")
        .arg(m_encounter.ruleset().name, conditionId, known.join(QStringLiteral(", ")));
}

std::optional<QString> ConditionKeeper::apply(qint64 index, const QString &conditionId,
    const QString &source, std::optional<qint64> rounds, Phrase &log,
    const std::optional<CustomCondition> &custom)
{
    log = Phrase();
    std::optional<Rules::Condition> own;
    if (custom) {
        auto built = custom->toCondition(m_encounter.ruleset());
        if (!built)
            return built.error();
        own = std::move(built).value();
    }
    const Rules::Condition *condition = own ? &*own : m_encounter.ruleset().condition(conditionId);
    if (!condition)
        return std::nullopt;
    const Combatant &combatant = m_encounter.combatants()[std::size_t(index)];

    ActiveCondition active;
    active.id = own ? own->id : conditionId;
    active.source = source;
    active.sinceRound = m_encounter.state().round;
    active.custom = custom;
    QString durationText;
    if (rounds) {
        if (*rounds < 1)
            return tr("%1 must last at least one round").arg(condition->label);
        active.roundsLeft = *rounds;
        active.countsThisRound = true;
    } else if (condition->duration.kind == Rules::Duration::Kind::Rounds
        && condition->duration.rounds) {
        const Dice::Expression &e = *condition->duration.rounds;
        const auto rolled
            = Dice::Roller::roll(e, m_random, m_encounter.formulas().bindings(combatant, e));
        if (!rolled)
            return tr("%1's duration %2 cannot be rolled for %3: %4")
                .arg(condition->label, e.text(), combatant.name, rolled.error().toString());
        active.roundsLeft = std::max<qint64>(1, rolled->total);
        if (e.hasDice())
            durationText = rolled->describe(e.text());
    }
    if (active.roundsLeft && *active.roundsLeft > maxRounds)
        return tr("%1 would last %2 rounds; a condition lasts at most %3")
            .arg(condition->label)
            .arg(*active.roundsLeft)
            .arg(maxRounds);
    const bool held = std::any_of(combatant.conditions.begin(), combatant.conditions.end(),
        [&](const ActiveCondition &a) { return a.id == active.id; });
    if (!held && combatant.conditions.size() >= EncounterCheck::maxConditions)
        return tr("%1 already has %2 conditions, the most one combatant can carry; remove one "
                  "first")
            .arg(combatant.name)
            .arg(EncounterCheck::maxConditions);
    m_encounter.modifyCombatant(index, [&](Combatant &c) {
        std::erase_if(c.conditions, [&](const ActiveCondition &a) { return a.id == active.id; });
        c.conditions.push_back(active);
    });

    Phrase text = active.roundsLeft ? Phrase(kConditionKeeperContext,
                      QT_TR_N_NOOP("%1 is %2 for %n round(s), until the end of round %3"),
                      int(*active.roundsLeft))
                                          .arg(combatant.name)
                                          .arg(Rules::labelOf(*condition))
                                          .arg(*active.lastRound(m_encounter.state().round))
                                    : Phrase(kConditionKeeperContext, QT_TR_NOOP("%1 is %2"))
                                          .arg(combatant.name)
                                          .arg(Rules::labelOf(*condition));
    if (!durationText.isEmpty())
        text = Phrase::joined(
            {text, Phrase::text(QStringLiteral("(%1)").arg(durationText))}, QStringLiteral(" "));
    Phrase tickText;
    if (condition->tick
        && (condition->tick->when == u"now_and_end_of_round" || condition->tick->when == u"now"))
        tickText = tick(index, active.id);
    log = join({text, tickText});
    return std::nullopt;
}

Phrase ConditionKeeper::remove(qint64 index, const QString &conditionId, bool expired)
{
    const Combatant &combatant = m_encounter.combatants()[std::size_t(index)];
    if (!combatant.hasCondition(conditionId))
        return Phrase();
    const Rules::Condition *condition = m_encounter.condition(index, conditionId);
    const LocalText label = condition ? Rules::labelOf(*condition) : LocalText(conditionId);
    const QString name = combatant.name;
    m_encounter.modifyCombatant(index, [&](Combatant &c) {
        std::erase_if(c.conditions, [&](const ActiveCondition &a) { return a.id == conditionId; });
    });
    if (!expired)
        return Phrase(kConditionKeeperContext, QT_TR_NOOP("%1 is no longer %2"))
            .arg(name)
            .arg(label);
    return Phrase(kConditionKeeperContext, QT_TR_NOOP("%1 is no longer %2 (%3)"))
        .arg(name)
        .arg(label)
        .arg(Phrase(kConditionKeeperContext, QT_TR_NOOP("expired")));
}

Phrase ConditionKeeper::tick(qint64 index, const QString &conditionId)
{
    const Rules::Condition *condition = m_encounter.condition(index, conditionId);
    const Combatant &combatant = m_encounter.combatants()[std::size_t(index)];
    const ActiveCondition *active = combatant.condition(conditionId);
    if (!condition || !condition->tick || !active)
        return Phrase();
    const Rules::Tick &t = *condition->tick;
    if (t.maxTicks && active->ticksDone >= *t.maxTicks)
        return Phrase();
    const auto rolled = Dice::Roller::roll(
        t.amount, m_random, m_encounter.formulas().bindings(combatant, t.amount));
    if (!rolled)
        return Phrase();
    const QString name = combatant.name;
    m_encounter.modifyCombatant(index, [&](Combatant &c) {
        for (ActiveCondition &a : c.conditions) {
            if (a.id == conditionId)
                ++a.ticksDone;
        }
    });
    Vitals vitals(m_encounter, m_random);
    const QString detail = rolled->describe(t.amount.text());
    Phrase text;
    Phrase state;
    if (rolled->total >= 0) {
        text = Phrase(kConditionKeeperContext, QT_TR_NOOP("%1 takes %2 from %3 (%4)"))
                   .arg(name)
                   .arg(rolled->total)
                   .arg(Rules::labelOf(*condition))
                   .arg(detail);
        state = vitals.damage(index, rolled->total, t.pool);
    } else {
        text = Phrase(kConditionKeeperContext, QT_TR_NOOP("%1 regains %2 from %3 (%4)"))
                   .arg(name)
                   .arg(-rolled->total)
                   .arg(Rules::labelOf(*condition))
                   .arg(detail);
        state = vitals.heal(index, -rolled->total);
    }
    return join({text, state});
}

Phrase ConditionKeeper::expire(qint64 index, const QString &conditionId)
{
    const Rules::Condition *condition = m_encounter.condition(index, conditionId);
    const QString then = condition ? condition->then : QString();
    const QString label = condition ? condition->label : conditionId;
    Phrase text = remove(index, conditionId, true);
    if (!then.isEmpty()) {
        // The expiry stands; a follow-up condition that cannot be applied is said in the log.
        Phrase log;
        const auto error = apply(index, then, label, std::nullopt, log);
        text = join({text, error ? Phrase::text(*error) : log});
    }
    return text;
}

Phrase ConditionKeeper::startOfRound(qint64 index)
{
    std::vector<Phrase> texts;
    const auto conditions = m_encounter.combatants()[std::size_t(index)].conditions;
    for (const ActiveCondition &active : conditions) {
        const Rules::Condition *condition = m_encounter.condition(active);
        if (condition && condition->tick && condition->tick->when == u"start_of_round")
            texts.push_back(tick(index, active.id));
    }
    return join(std::move(texts));
}

Phrase ConditionKeeper::endOfRound(qint64 index)
{
    std::vector<Phrase> texts;
    const qint64 round = m_encounter.state().round;
    const auto conditions = m_encounter.combatants()[std::size_t(index)].conditions;
    for (const ActiveCondition &active : conditions) {
        const Rules::Condition *condition = m_encounter.condition(active);
        if (!condition)
            continue;
        const bool later = active.sinceRound < round;
        if (condition->tick) {
            const QString &when = condition->tick->when;
            if (when == u"end_of_round" || (when == u"now_and_end_of_round" && later))
                texts.push_back(tick(index, active.id));
        }

        const ActiveCondition *now
            = m_encounter.combatants()[std::size_t(index)].condition(active.id);
        if (!now)
            continue;
        bool expires = condition->duration.kind == Rules::Duration::Kind::RestOfRound
            || condition->duration.kind == Rules::Duration::Kind::Instant;
        if (condition->tick && condition->tick->maxTicks
            && now->ticksDone >= *condition->tick->maxTicks)
            expires = true;
        if (now->roundsLeft && (later || now->countsThisRound)) {
            const qint64 left = *now->roundsLeft - 1;
            m_encounter.modifyCombatant(index, [&](Combatant &c) {
                for (ActiveCondition &a : c.conditions) {
                    if (a.id == active.id)
                        a.roundsLeft = left;
                }
            });
            if (left <= 0)
                expires = true;
        }
        if (expires)
            texts.push_back(expire(index, active.id));
    }
    return join(std::move(texts));
}

} // namespace Fray::Encounter
