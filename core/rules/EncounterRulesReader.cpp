// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/EncounterRulesReader.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/json/JsonKey.h"
#include "core/rules/RulesetReader.h"
#include "core/rules/RulesetText.h"

#include <QLocale>

#include <algorithm>

namespace Fray::Rules {

using Json::JsonValue;
using Json::key;
// Not "Dice": that would hide the dice namespace from files built in the same unity batch.
using DiceRule = ExpressionChecker::Dice;

EncounterRulesReader::EncounterRulesReader(
    Ruleset &ruleset, const ExpressionChecker &expressions, const QSet<QString> &combatantScope)
    : m_ruleset(ruleset)
    , m_expressions(expressions)
    , m_scope(combatantScope)
{ }

std::vector<Effect> EncounterRulesReader::readEffects(const JsonValue &effects)
{
    std::vector<Effect> result;
    const Rules::Check *attack = m_ruleset.attack();
    for (const JsonValue &e : effects.elements()) {
        e.allowOnly({key("to"), key("add"), key("roll"), key("applies_to")});
        Effect effect;
        effect.roll = e[key("roll")].string();
        if (!effect.roll.isEmpty()) {
            if (!attack || !attack->rollVariants.contains(effect.roll))
                e[key("roll")].problem(tr("the attack has no roll variant '%1'").arg(effect.roll));
        } else {
            effect.variable = e[key("to")].requiredString().value_or(QString());
            if (!effect.variable.isEmpty() && !m_ruleset.variable(effect.variable))
                e[key("to")].problem(tr("unknown variable '%1'").arg(effect.variable));
            effect.add = m_expressions.read(e[key("add")], m_scope, DiceRule::Forbidden);
        }
        effect.appliesTo = e[key("applies_to")].stringList();
        result.push_back(effect);
    }
    return result;
}

std::optional<Tick> EncounterRulesReader::readTick(const JsonValue &t)
{
    if (!t.exists())
        return std::nullopt;
    t.allowOnly({key("amount"), key("when"), key("max_ticks"), key("pool")});
    Tick tick;
    if (const auto amount = m_expressions.require(t[key("amount")], m_scope, DiceRule::Allowed))
        tick.amount = *amount;
    tick.when = t[key("when")].string(QStringLiteral("end_of_round"));
    static const QStringList whens{QStringLiteral("start_of_round"), QStringLiteral("end_of_round"),
        QStringLiteral("now_and_end_of_round")};
    if (!whens.contains(tick.when))
        t[key("when")].problem(tr("expected start_of_round, end_of_round or now_and_end_of_round"));
    if (const auto max = t[key("max_ticks")].optionalInteger())
        tick.maxTicks = int(*max);
    tick.pool = t[key("pool")].string(QStringLiteral("lethal"));
    return tick;
}

std::optional<Remedy> EncounterRulesReader::readRemedy(const JsonValue &r)
{
    if (!r.exists())
        return std::nullopt;
    if (!r.isObject()) {
        r.problem(tr("expected a remedy: {\"label\": …, \"heal\": … or \"aid\": true}"));
        return std::nullopt;
    }
    r.allowOnly({key("label"), key("heal"), key("aid"), key("note")});
    Remedy remedy;
    remedy.label = RulesetText::required(r, key("label"), remedy.wordings).value_or(QString());
    if (r[key("label")].isString() && remedy.label.trimmed().isEmpty())
        r[key("label")].problem(tr("a remedy needs a label"));
    if (r[key("heal")].exists())
        remedy.heal = m_expressions.require(r[key("heal")], m_scope, DiceRule::Allowed);
    remedy.aid = r[key("aid")].boolean(false);
    if (r[key("heal")].exists() == remedy.aid)
        r.problem(tr("a remedy either heals (heal) or stops a tick (aid: true), one of them"));
    remedy.note = RulesetText::read(r, key("note"), remedy.wordings);
    return remedy;
}

Duration EncounterRulesReader::readDuration(const JsonValue &d)
{
    Duration duration;
    if (!d.exists())
        return duration;
    const QString kind = d.isString() ? d.raw().toString() : d[key("kind")].string();
    if (d.isObject())
        d.allowOnly({key("kind"), key("rounds"), key("event")});
    if (kind == u"instant")
        duration.kind = Duration::Kind::Instant;
    else if (kind == u"rest_of_round")
        duration.kind = Duration::Kind::RestOfRound;
    else if (kind == u"rounds")
        duration.kind = Duration::Kind::Rounds;
    else if (kind == u"until_removed")
        duration.kind = Duration::Kind::UntilRemoved;
    else if (kind == u"until_event")
        duration.kind = Duration::Kind::UntilEvent;
    else
        d.problem(tr("expected instant, rest_of_round, rounds, until_removed or until_event"));
    if (duration.kind == Duration::Kind::Rounds)
        duration.rounds = m_expressions.require(d[key("rounds")], m_scope, DiceRule::Allowed);
    if (duration.kind == Duration::Kind::UntilEvent)
        duration.event = d[key("event")].requiredString().value_or(QString());
    return duration;
}

std::vector<Rules::Reminder> EncounterRulesReader::readReminders(const JsonValue &reminders)
{
    using Rules::Reminder;
    std::vector<Reminder> result;
    for (const JsonValue &r : reminders.elements()) {
        if (!r.isObject()) {
            r.problem(tr("expected a reminder: {\"text\": …, \"when\": …}"));
            continue;
        }
        r.allowOnly({key("text"), key("when")});
        Reminder reminder;
        reminder.text = RulesetText::required(r, key("text"), reminder.wordings)
                            .value_or(QString())
                            .trimmed();
        const LocalText text = reminder.wordings.of(QStringLiteral("text"), reminder.text);
        reminder.wordings.set(QStringLiteral("text"), text.trimmed());
        if (r[key("text")].isString() && reminder.text.isEmpty())
            r[key("text")].problem(tr("a reminder needs a text"));
        // Each language's text is held to the same length.
        for (auto it = text.texts().constBegin(); it != text.texts().constEnd(); ++it) {
            if (it.value().trimmed().size() > Reminder::maxText)
                (text.hasLanguages() ? r[key("text")].field(it.key()) : r[key("text")])
                    .problem(tr("longer than %1 characters").arg(Reminder::maxText));
        }
        if (const auto when = r[key("when")].requiredString()) {
            if (const auto parsed = Reminder::whenFromKey(*when))
                reminder.when = *parsed;
            else
                r[key("when")].problem(
                    tr("'%1' is not a moment (one of: %2)")
                        .arg(*when, Reminder::whenKeys().join(QStringLiteral(", "))));
        }
        result.push_back(reminder);
    }
    return result;
}

void EncounterRulesReader::readConditions(const JsonValue &conditions)
{
    const std::vector<JsonValue> items = conditions.elements();
    QSet<QString> ids;
    for (const JsonValue &c : items) {
        c.allowOnly({key("id"), key("label"), key("attacking"), key("attacked"), key("flags"),
            key("duration"), key("tick"), key("then"), key("removed_by"), key("note"),
            key("source"), key("reminders")});
        Condition condition;
        condition.id = c[key("id")].requiredString().value_or(QString());
        if (ids.contains(condition.id))
            c[key("id")].problem(tr("condition '%1' is defined twice").arg(condition.id));
        ids.insert(condition.id);
        condition.label
            = RulesetText::required(c, key("label"), condition.wordings).value_or(condition.id);
        condition.whenAttacking = readEffects(c[key("attacking")]);
        condition.whenAttacked = readEffects(c[key("attacked")]);
        for (const QString &id : c[key("flags")].stringList()) {
            if (const auto flag = ConditionFlags::fromId(id))
                condition.flags.push_back(*flag);
            else
                c[key("flags")].problem(
                    tr("unknown flag '%1' (known: %2)").arg(id, ConditionFlags::ids()));
        }
        condition.duration = readDuration(c[key("duration")]);
        condition.tick = readTick(c[key("tick")]);
        condition.then = c[key("then")].string();
        condition.removedBy = c[key("removed_by")].stringList();
        condition.note = RulesetText::read(c, key("note"), condition.wordings);
        condition.source.text = c[key("source")].string();
        condition.reminders = readReminders(c[key("reminders")]);
        m_ruleset.conditions.push_back(condition);
    }
    checkConditionChains(items);
}

void EncounterRulesReader::checkConditionChains(const std::vector<JsonValue> &items)
{
    for (std::size_t i = 0; i < m_ruleset.conditions.size(); ++i) {
        const Condition &start = m_ruleset.conditions[i];
        if (start.then.isEmpty())
            continue;
        if (!m_ruleset.condition(start.then)) {
            items[i][key("then")].problem(tr("unknown condition '%1'").arg(start.then));
            continue;
        }
        // Following "then" must end; coming back to the start is a cycle.
        QStringList chain{start.id};
        const Condition *next = m_ruleset.condition(start.then);
        while (next && !chain.contains(next->id)) {
            chain.append(next->id);
            next = next->then.isEmpty() ? nullptr : m_ruleset.condition(next->then);
        }
        if (next && next->id == start.id) {
            chain.append(start.id);
            items[i][key("then")].problem(
                tr("cyclic reference: %1").arg(chain.join(QStringLiteral(" \u2192 "))));
        }
    }
}

void EncounterRulesReader::readHpStates(const JsonValue &states)
{
    const std::vector<JsonValue> items = states.elements();
    for (const JsonValue &s : items) {
        s.allowOnly({key("id"), key("label"), key("when"), key("timing"), key("can_act"),
            key("dead"), key("out_of_fight"), key("action_modifier"), key("tick"),
            key("suppress_if_start_in_band"), key("further_damage"), key("note"), key("reminders"),
            key("remedy")});
        HpState state;
        state.id = s[key("id")].requiredString().value_or(QString());
        state.label = RulesetText::required(s, key("label"), state.wordings).value_or(state.id);
        if (const auto when = m_expressions.require(s[key("when")], m_scope, DiceRule::Forbidden))
            state.when = *when;
        const QString timing = s[key("timing")].string(QStringLiteral("immediate"));
        if (timing == u"end_of_round")
            state.timing = HpState::Timing::EndOfRound;
        else if (timing != u"immediate")
            s[key("timing")].problem(tr("expected immediate or end_of_round"));
        state.canAct = s[key("can_act")].boolean(true);
        state.dead = s[key("dead")].boolean(false);
        state.outOfFight = s[key("out_of_fight")].boolean(state.dead);
        state.actionModifier
            = m_expressions.read(s[key("action_modifier")], m_scope, DiceRule::Forbidden);
        state.tick = readTick(s[key("tick")]);
        state.suppressIfStartInBand = s[key("suppress_if_start_in_band")].boolean(false);
        state.furtherDamage = s[key("further_damage")].string();
        state.note = RulesetText::read(s, key("note"), state.wordings);
        state.reminders = readReminders(s[key("reminders")]);
        state.remedy = readRemedy(s[key("remedy")]);
        if (state.remedy && state.remedy->aid && !state.tick)
            s[key("remedy")][key("aid")].problem(
                tr("aid stops a tick, and this state has no tick"));
        if (state.remedy && state.timing != HpState::Timing::EndOfRound && !state.tick)
            s[key("remedy")].problem(
                tr("a remedy belongs to an end_of_round state or to a state with a tick"));
        m_ruleset.hpStates.push_back(state);
    }
    for (std::size_t i = 0; i < m_ruleset.hpStates.size(); ++i) {
        const HpState &state = m_ruleset.hpStates[i];
        if (state.furtherDamage.isEmpty())
            continue;
        const bool known = std::any_of(m_ruleset.hpStates.begin(), m_ruleset.hpStates.end(),
            [&](const HpState &s) { return s.id == state.furtherDamage; });
        if (!known || state.furtherDamage == state.id)
            items[i][key("further_damage")].problem(
                tr("expected the id of another HP state, not '%1'").arg(state.furtherDamage));
    }
}

void EncounterRulesReader::readTriggers(const JsonValue &triggers)
{
    for (const JsonValue &t : triggers.elements()) {
        t.allowOnly({key("id"), key("label"), key("when"), key("condition")});
        Trigger trigger;
        trigger.id = t[key("id")].requiredString().value_or(QString());
        trigger.label = RulesetText::read(t, key("label"), trigger.wordings, trigger.id);
        if (const auto when = m_expressions.require(t[key("when")], m_scope, DiceRule::Forbidden))
            trigger.when = *when;
        trigger.condition = t[key("condition")].requiredString().value_or(QString());
        if (!trigger.condition.isEmpty() && !m_ruleset.condition(trigger.condition))
            t[key("condition")].problem(tr("unknown condition '%1'").arg(trigger.condition));
        m_ruleset.triggers.push_back(trigger);
    }
}

void EncounterRulesReader::checkRestAmount(const JsonValue &at, const Expression &hp)
{
    // An amount that reads no combatant's values is known now: its largest roll must be hit
    // points a campaign can hold. One over values is bounded when it is rolled.
    if (!hp.variables().isEmpty() || !hp.tables().isEmpty())
        return;
    const auto amounts = Fray::Dice::DistributionEvaluator::evaluate(hp);
    if (!amounts)
        at.problem(tr("'%1' cannot be worked out: %2").arg(hp.text(), amounts.error().toString()));
    else if (amounts->max() > Rest::maxHitPoints)
        at.problem(tr("a rest gives at most %1 hit points; '%2' can give %3")
                       .arg(QLocale().toString(Rest::maxHitPoints), hp.text(),
                           QLocale().toString(amounts->max())));
}

void EncounterRulesReader::readRests(const JsonValue &rests)
{
    const std::vector<JsonValue> items = rests.elements();
    for (const JsonValue &r : items) {
        r.allowOnly({key("id"), key("label"), key("hp"), key("clears_subdual"), key("note"),
            key("source")});
        Rest rest;
        rest.id = r[key("id")].requiredString().value_or(QString());
        RulesetReader::checkId(r[key("id")], rest.id);
        rest.label = RulesetText::read(r, key("label"), rest.wordings, rest.id);
        if (const auto hp = m_expressions.require(r[key("hp")], m_scope, DiceRule::Allowed)) {
            rest.hp = *hp;
            checkRestAmount(r[key("hp")], rest.hp);
        }
        rest.clearsSubdual = r[key("clears_subdual")].boolean(false);
        rest.note = RulesetText::read(r, key("note"), rest.wordings);
        rest.source.text = r[key("source")].string();
        m_ruleset.rests.push_back(rest);
    }
    RulesetReader::checkUnique(
        m_ruleset.rests, items, [](const Rest &rest) { return rest.id; }, tr("rest"));
}

void EncounterRulesReader::readInitiative(const JsonValue &i)
{
    Initiative &initiative = m_ruleset.initiative;
    if (!i.exists()) {
        i.problem(tr("missing (every ruleset needs an initiative scheme)"));
        return;
    }
    i.allowOnly({key("actor"), key("roll"), key("value"), key("per_attack"), key("repeat_last"),
        key("order"), key("reroll"), key("ties"), key("dead_act"), key("windows"),
        key("lost_at_or_below"), key("collision_later_segment"), key("actions"), key("overrides"),
        key("options"), key("note")});

    initiative.actor = readActors(i[key("actor")]);
    if (initiative.actor.isEmpty())
        i[key("actor")].problem(tr("missing (who rolls: combatant, group, side or attack)"));

    initiative.roll = m_expressions.read(i[key("roll")], m_scope, DiceRule::Allowed);
    initiative.value = m_expressions.read(i[key("value")], m_scope, DiceRule::Forbidden);
    for (const JsonValue &die : i[key("per_attack")].elements()) {
        if (const auto e = m_expressions.require(die, m_scope, DiceRule::Allowed))
            initiative.perAttack.append(*e);
    }
    if (!initiative.roll && !initiative.value && initiative.perAttack.isEmpty())
        i.problem(tr("give a 'roll', a static 'value' or 'per_attack' dice"));
    initiative.repeatLastPerAttack = i[key("repeat_last")].boolean(true);
    const QString order = i[key("order")].string(QStringLiteral("high_first"));
    if (order != u"high_first" && order != u"low_first")
        i[key("order")].problem(tr("expected high_first or low_first"));
    initiative.highFirst = order == u"high_first";
    initiative.reroll = i[key("reroll")].string(QStringLiteral("each_round"));
    if (initiative.reroll != u"each_round" && initiative.reroll != u"once")
        i[key("reroll")].problem(tr("expected each_round or once"));
    initiative.deadAct = i[key("dead_act")].string(QStringLiteral("immediate"));
    if (initiative.deadAct != u"immediate" && initiative.deadAct != u"simultaneous_ties")
        i[key("dead_act")].problem(tr("expected immediate or simultaneous_ties"));

    static const QStringList tieKinds{QStringLiteral("stat"), QStringLiteral("weapon_class"),
        QStringLiteral("skill"), QStringLiteral("simultaneous"), QStringLiteral("reroll")};
    for (const JsonValue &t : i[key("ties")].elements()) {
        t.allowOnly({key("by"), key("stat"), key("order")});
        TieBreak tie;
        tie.by = t[key("by")].requiredString().value_or(QString());
        if (!tieKinds.contains(tie.by))
            t[key("by")].problem(tr("expected stat, weapon_class, skill, simultaneous or reroll"));
        tie.stat = t[key("stat")].string();
        if (tie.by == u"stat" && !m_scope.contains(tie.stat))
            t[key("stat")].problem(tr("unknown stat '%1'").arg(tie.stat));
        tie.order = t[key("order")].stringList();
        initiative.ties.push_back(tie);
    }

    for (const JsonValue &w : i[key("windows")].elements()) {
        w.allowOnly({key("id"), key("label"), key("from"), key("to")});
        Window window;
        window.id = w[key("id")].requiredString().value_or(QString());
        window.label = RulesetText::read(w, key("label"), window.wordings, window.id);
        window.from = w[key("from")].optionalInteger();
        window.to = w[key("to")].optionalInteger();
        initiative.windows.push_back(window);
    }
    initiative.lostAtOrBelow = i[key("lost_at_or_below")].optionalInteger();
    initiative.collisionLaterSegment = i[key("collision_later_segment")].boolean(false);

    QSet<QString> attackScope = m_scope;
    attackScope.insert(QStringLiteral("attacks"));
    for (const JsonValue &a : i[key("actions")].elements()) {
        a.allowOnly({key("id"), key("label"), key("modifier"), key("factor"), key("attacks_kept"),
            key("skips_roll"), key("note")});
        InitiativeAction action;
        action.id = a[key("id")].requiredString().value_or(QString());
        action.label = RulesetText::required(a, key("label"), action.wordings).value_or(action.id);
        action.modifier = a[key("modifier")].optionalInteger();
        const JsonValue factor = a[key("factor")];
        if (factor.exists()) {
            const auto parts = factor.elements();
            if (parts.size() != 2)
                factor.problem(tr("expected [numerator, denominator]"));
            else {
                action.factorNumerator = parts[0].integer(1);
                action.factorDenominator = parts[1].integer(1);
                if (action.factorDenominator <= 0 || action.factorNumerator <= 0)
                    factor.problem(tr("both parts must be above zero"));
            }
        }
        action.attacksKept
            = m_expressions.read(a[key("attacks_kept")], attackScope, DiceRule::Forbidden);
        action.skipsRoll = a[key("skips_roll")].boolean(false);
        action.note = RulesetText::read(a, key("note"), action.wordings);
        initiative.actions.push_back(action);
    }

    static const QStringList placements{QStringLiteral("first"), QStringLiteral("last"),
        QStringLiteral("first_and_last"), QStringLiteral("on_count_of")};
    for (const JsonValue &o : i[key("overrides")].elements()) {
        o.allowOnly(
            {key("id"), key("label"), key("placement"), key("round_one_only"), key("note")});
        InitiativeOverride override_;
        override_.id = o[key("id")].requiredString().value_or(QString());
        override_.label
            = RulesetText::required(o, key("label"), override_.wordings).value_or(override_.id);
        override_.placement = o[key("placement")].requiredString().value_or(QString());
        if (!placements.contains(override_.placement))
            o[key("placement")].problem(tr("expected first, last, first_and_last or on_count_of"));
        override_.roundOneOnly = o[key("round_one_only")].boolean(false);
        override_.note = RulesetText::read(o, key("note"), override_.wordings);
        initiative.overrides.push_back(override_);
    }
    for (const JsonValue &o : i[key("options")].elements()) {
        o.allowOnly(
            {key("id"), key("label"), key("default"), key("actor"), key("reroll"), key("note")});
        InitiativeOption option;
        option.id = o[key("id")].requiredString().value_or(QString());
        option.label = RulesetText::required(o, key("label"), option.wordings).value_or(option.id);
        option.enabledByDefault = o[key("default")].boolean(false);
        if (o[key("actor")].exists())
            option.actor = readActors(o[key("actor")]);
        option.reroll = o[key("reroll")].string();
        if (!option.reroll.isEmpty() && option.reroll != u"each_round" && option.reroll != u"once")
            o[key("reroll")].problem(tr("expected each_round or once"));
        option.note = RulesetText::read(o, key("note"), option.wordings);
        initiative.options.push_back(option);
    }
    initiative.note = RulesetText::read(i, key("note"), initiative.wordings);
}

QMap<QString, QString> EncounterRulesReader::readActors(const JsonValue &actor)
{
    static const QStringList actors{QStringLiteral("combatant"), QStringLiteral("group"),
        QStringLiteral("side"), QStringLiteral("attack")};
    QMap<QString, QString> result;
    if (actor.isString()) {
        result.insert(QStringLiteral("*"), actor.raw().toString());
    } else {
        const QStringList sides = actor.keys();
        for (const QString &side : sides)
            result.insert(side, actor.field(side).requiredString().value_or(QString()));
    }
    for (auto it = result.constBegin(); it != result.constEnd(); ++it) {
        if (!actors.contains(it.value()))
            actor.problem(tr("'%1' is not combatant, group, side or attack").arg(it.value()));
    }
    return result;
}

void EncounterRulesReader::readSurprise(const JsonValue &s)
{
    if (!s.exists())
        return;
    s.allowOnly({key("per"), key("check"), key("surprised_outcome"), key("note")});
    Surprise surprise;
    surprise.per = s[key("per")].string(QStringLiteral("side"));
    if (surprise.per != u"side" && surprise.per != u"combatant")
        s[key("per")].problem(tr("expected side or combatant"));
    surprise.check = s[key("check")].requiredString().value_or(QString());
    const auto check = m_ruleset.checks.constFind(surprise.check);
    if (!surprise.check.isEmpty() && check == m_ruleset.checks.constEnd())
        s[key("check")].problem(tr("unknown check '%1'").arg(surprise.check));
    surprise.surprisedOutcome = s[key("surprised_outcome")].string(QStringLiteral("surprised"));
    if (check != m_ruleset.checks.constEnd()) {
        const auto &outcomes = (*check)->outcomes;
        const bool known = std::any_of(outcomes.begin(), outcomes.end(),
            [&](const Outcome &o) { return o.id == surprise.surprisedOutcome; });
        if (!known)
            s[key("surprised_outcome")].problem(
                tr("'%1' is not an outcome of check '%2'")
                    .arg(surprise.surprisedOutcome, surprise.check));
    }
    surprise.note = RulesetText::read(s, key("note"), surprise.wordings);
    m_ruleset.surprise = surprise;
}

void EncounterRulesReader::readMorale(const JsonValue &m)
{
    if (!m.exists())
        return;
    m.allowOnly({key("sides"), key("per"), key("check"), key("stat"), key("held_outcome"),
        key("triggers"), key("fight_to_death_after"), key("first_death_counts"),
        key("fled_condition"), key("note")});
    Morale morale;
    morale.sides = m[key("sides")].stringList();
    for (const QString &side : std::as_const(morale.sides)) {
        if (std::none_of(m_ruleset.sides.begin(), m_ruleset.sides.end(),
                [&](const Side &s) { return s.id == side; }))
            m[key("sides")].problem(tr("'%1' is not a side of this ruleset").arg(side));
    }
    morale.per = m[key("per")].string(QStringLiteral("group"));
    if (morale.per != u"group" && morale.per != u"combatant" && morale.per != u"side")
        m[key("per")].problem(tr("expected group, combatant or side"));
    morale.check = m[key("check")].requiredString().value_or(QString());
    const auto check = m_ruleset.checks.constFind(morale.check);
    if (!morale.check.isEmpty() && check == m_ruleset.checks.constEnd())
        m[key("check")].problem(tr("unknown check '%1'").arg(morale.check));
    morale.stat = m[key("stat")].requiredString().value_or(QString());
    if (!morale.stat.isEmpty() && !m_ruleset.stat(morale.stat))
        m[key("stat")].problem(tr("'%1' is not a stat of this ruleset").arg(morale.stat));
    else if (!morale.stat.isEmpty() && check != m_ruleset.checks.constEnd()
        && !m_ruleset.variablesRead(morale.check, false).contains(morale.stat))
        m[key("stat")].problem(tr("check '%1' does not read @%2: it cannot weigh the score")
                                   .arg(morale.check, morale.stat));
    morale.heldOutcome = m[key("held_outcome")].string(QStringLiteral("holds"));
    if (check != m_ruleset.checks.constEnd()) {
        const auto &outcomes = (*check)->outcomes;
        if (std::none_of(outcomes.begin(), outcomes.end(),
                [&](const Outcome &o) { return o.id == morale.heldOutcome; }))
            m[key("held_outcome")].problem(
                tr("'%1' is not an outcome of check '%2'").arg(morale.heldOutcome, morale.check));
    }
    morale.triggers = m[key("triggers")].stringList();
    for (const QString &trigger : std::as_const(morale.triggers)) {
        if (!Morale::allTriggers().contains(trigger))
            m[key("triggers")].problem(
                tr("'%1' is not a moment for a morale check (one of: %2)")
                    .arg(trigger, Morale::allTriggers().join(QStringLiteral(", "))));
    }
    morale.fightToDeathAfter = m[key("fight_to_death_after")].integer(0);
    if (morale.fightToDeathAfter < 0 || morale.fightToDeathAfter > Morale::mostHeld)
        m[key("fight_to_death_after")].problem(
            tr("must be from 0 (never) to %1").arg(Morale::mostHeld));
    morale.firstDeathCounts = m[key("first_death_counts")].string(QStringLiteral("dead"));
    if (morale.firstDeathCounts != u"dead" && morale.firstDeathCounts != u"down")
        m[key("first_death_counts")].problem(tr("expected dead or down"));
    morale.fledCondition = m[key("fled_condition")].requiredString().value_or(QString());
    const Condition *fled = m_ruleset.condition(morale.fledCondition);
    if (!morale.fledCondition.isEmpty() && !fled)
        m[key("fled_condition")].problem(tr("unknown condition '%1'").arg(morale.fledCondition));
    else if (fled && !fled->has(ConditionFlag::Fled))
        m[key("fled_condition")].problem(
            tr("condition '%1' needs the flag \"fled\"").arg(morale.fledCondition));
    morale.note = RulesetText::read(m, key("note"), morale.wordings);
    m_ruleset.morale = morale;
}

} // namespace Fray::Rules
