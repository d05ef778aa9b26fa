// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/RulesetWriter.h"

#include "core/rules/RulesetText.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Fray::Rules {

namespace {

void putText(QJsonObject &o, const char *key, const QString &value)
{
    if (!value.isEmpty())
        o.insert(QLatin1StringView(key), value);
}

// A text the file may give in several languages: written as it was read.
QJsonValue text(const Wordings &wordings, const char *key, const QString &shown)
{
    return RulesetText::write(wordings, QString::fromLatin1(key), shown);
}

void putText(QJsonObject &o, const char *key, const QString &value, const Wordings &wordings)
{
    if (!value.isEmpty())
        o.insert(QLatin1StringView(key), text(wordings, key, value));
}

void putTexts(QJsonObject &o, const char *key, const QStringList &values, const Wordings &wordings)
{
    if (!values.isEmpty())
        o.insert(QLatin1StringView(key),
            RulesetText::writeList(wordings, QString::fromLatin1(key), values));
}

void putList(QJsonObject &o, const char *key, const QStringList &values)
{
    if (!values.isEmpty())
        o.insert(QLatin1StringView(key), QJsonArray::fromStringList(values));
}

void putNumber(QJsonObject &o, const char *key, const std::optional<qint64> &value)
{
    if (value)
        o.insert(QLatin1StringView(key), *value);
}

void putExpression(QJsonObject &o, const char *key, const std::optional<Expression> &e)
{
    if (e)
        o.insert(QLatin1StringView(key), e->text());
}

QJsonArray outcomesJson(const std::vector<Outcome> &outcomes)
{
    QJsonArray array;
    for (const Outcome &outcome : outcomes) {
        QJsonObject o{{QStringLiteral("id"), outcome.id},
            {QStringLiteral("label"), text(outcome.wordings, "label", outcome.label)},
            {QStringLiteral("degree"), outcome.degree}};
        if (outcome.hits)
            o.insert(QStringLiteral("hits"), true);
        putExpression(o, "present_if", outcome.presentIf);
        array.append(o);
    }
    return array;
}

QJsonObject checkJson(const Check &check)
{
    QJsonObject o;
    if (check.label != check.id || !check.wordings.isEmpty())
        o.insert(QStringLiteral("label"), text(check.wordings, "label", check.label));
    o.insert(QStringLiteral("roll"), check.roll.text());
    if (!check.rollVariants.isEmpty()) {
        QJsonObject variants;
        for (auto it = check.rollVariants.constBegin(); it != check.rollVariants.constEnd(); ++it)
            variants.insert(it.key(), it.value().text());
        o.insert(QStringLiteral("roll_variants"), variants);
    }
    if (!check.cancellingVariants.empty()) {
        QJsonArray pairs;
        for (const auto &[a, b] : check.cancellingVariants)
            pairs.append(QJsonArray{a, b});
        o.insert(QStringLiteral("cancelling_variants"), pairs);
    }
    if (!check.outcomes.empty())
        o.insert(QStringLiteral("outcomes"), outcomesJson(check.outcomes));
    QJsonArray bands;
    for (const Band &band : check.bands) {
        QJsonObject b;
        putExpression(b, "when", band.when);
        putText(b, "outcome", band.outcome);
        putText(b, "damage", band.damage);
        putText(b, "effect", band.effect, band.wordings);
        putText(b, "label", band.label, band.wordings);
        if (band.then)
            b.insert(QStringLiteral("then"), checkJson(*band.then));
        bands.append(b);
    }
    o.insert(QStringLiteral("bands"), bands);
    return o;
}

QJsonObject effectJson(const Effect &effect)
{
    QJsonObject o;
    putText(o, "roll", effect.roll);
    putText(o, "to", effect.variable);
    if (effect.add)
        o.insert(QStringLiteral("add"), effect.add->text());
    putList(o, "applies_to", effect.appliesTo);
    return o;
}

QJsonArray effectsJson(const std::vector<Effect> &effects)
{
    QJsonArray array;
    for (const Effect &effect : effects)
        array.append(effectJson(effect));
    return array;
}

QJsonObject tickJson(const Tick &tick)
{
    QJsonObject o{{QStringLiteral("amount"), tick.amount.text()},
        {QStringLiteral("when"), tick.when}, {QStringLiteral("pool"), tick.pool}};
    if (tick.maxTicks)
        o.insert(QStringLiteral("max_ticks"), *tick.maxTicks);
    return o;
}

void putReminders(QJsonObject &o, const std::vector<Rules::Reminder> &reminders)
{
    if (reminders.empty())
        return;
    QJsonArray list;
    for (const Rules::Reminder &r : reminders)
        list.append(QJsonObject{{QStringLiteral("text"), text(r.wordings, "text", r.text)},
            {QStringLiteral("when"), Rules::Reminder::whenKey(r.when)}});
    o.insert(QStringLiteral("reminders"), list);
}

QJsonValue durationJson(const Duration &duration)
{
    switch (duration.kind) {
    case Duration::Kind::Instant:
        return QStringLiteral("instant");
    case Duration::Kind::RestOfRound:
        return QStringLiteral("rest_of_round");
    case Duration::Kind::UntilRemoved:
        return QStringLiteral("until_removed");
    case Duration::Kind::Rounds: {
        QJsonObject o{{QStringLiteral("kind"), QStringLiteral("rounds")}};
        putExpression(o, "rounds", duration.rounds);
        return o;
    }
    case Duration::Kind::UntilEvent:
        return QJsonObject{{QStringLiteral("kind"), QStringLiteral("until_event")},
            {QStringLiteral("event"), duration.event}};
    }
    return QStringLiteral("until_removed");
}

QJsonValue actorsJson(const QMap<QString, QString> &actors)
{
    if (actors.size() == 1 && actors.contains(QStringLiteral("*")))
        return actors.value(QStringLiteral("*"));
    QJsonObject actor;
    for (auto it = actors.constBegin(); it != actors.constEnd(); ++it)
        actor.insert(it.key(), it.value());
    return actor;
}

QJsonObject initiativeJson(const Initiative &initiative)
{
    QJsonObject o;
    o.insert(QStringLiteral("actor"), actorsJson(initiative.actor));
    putExpression(o, "roll", initiative.roll);
    putExpression(o, "value", initiative.value);
    if (!initiative.perAttack.isEmpty()) {
        QJsonArray dice;
        for (const Expression &e : initiative.perAttack)
            dice.append(e.text());
        o.insert(QStringLiteral("per_attack"), dice);
        o.insert(QStringLiteral("repeat_last"), initiative.repeatLastPerAttack);
    }
    o.insert(QStringLiteral("order"),
        initiative.highFirst ? QStringLiteral("high_first") : QStringLiteral("low_first"));
    o.insert(QStringLiteral("reroll"), initiative.reroll);
    o.insert(QStringLiteral("dead_act"), initiative.deadAct);
    QJsonArray ties;
    for (const TieBreak &tie : initiative.ties) {
        QJsonObject t{{QStringLiteral("by"), tie.by}};
        putText(t, "stat", tie.stat);
        putList(t, "order", tie.order);
        ties.append(t);
    }
    if (!ties.isEmpty())
        o.insert(QStringLiteral("ties"), ties);
    QJsonArray windows;
    for (const Window &window : initiative.windows) {
        QJsonObject w{{QStringLiteral("id"), window.id},
            {QStringLiteral("label"), text(window.wordings, "label", window.label)}};
        putNumber(w, "from", window.from);
        putNumber(w, "to", window.to);
        windows.append(w);
    }
    if (!windows.isEmpty())
        o.insert(QStringLiteral("windows"), windows);
    putNumber(o, "lost_at_or_below", initiative.lostAtOrBelow);
    if (initiative.collisionLaterSegment)
        o.insert(QStringLiteral("collision_later_segment"), true);
    QJsonArray actions;
    for (const InitiativeAction &action : initiative.actions) {
        QJsonObject a{{QStringLiteral("id"), action.id},
            {QStringLiteral("label"), text(action.wordings, "label", action.label)}};
        putNumber(a, "modifier", action.modifier);
        if (action.factorNumerator != 1 || action.factorDenominator != 1)
            a.insert(QStringLiteral("factor"),
                QJsonArray{action.factorNumerator, action.factorDenominator});
        putExpression(a, "attacks_kept", action.attacksKept);
        if (action.skipsRoll)
            a.insert(QStringLiteral("skips_roll"), true);
        putText(a, "note", action.note, action.wordings);
        actions.append(a);
    }
    if (!actions.isEmpty())
        o.insert(QStringLiteral("actions"), actions);
    QJsonArray overrides;
    for (const InitiativeOverride &override_ : initiative.overrides) {
        QJsonObject v{{QStringLiteral("id"), override_.id},
            {QStringLiteral("label"), text(override_.wordings, "label", override_.label)},
            {QStringLiteral("placement"), override_.placement}};
        if (override_.roundOneOnly)
            v.insert(QStringLiteral("round_one_only"), true);
        putText(v, "note", override_.note, override_.wordings);
        overrides.append(v);
    }
    if (!overrides.isEmpty())
        o.insert(QStringLiteral("overrides"), overrides);
    QJsonArray options;
    for (const InitiativeOption &option : initiative.options) {
        QJsonObject v{{QStringLiteral("id"), option.id},
            {QStringLiteral("label"), text(option.wordings, "label", option.label)}};
        if (option.enabledByDefault)
            v.insert(QStringLiteral("default"), true);
        if (!option.actor.isEmpty())
            v.insert(QStringLiteral("actor"), actorsJson(option.actor));
        putText(v, "reroll", option.reroll);
        putText(v, "note", option.note, option.wordings);
        options.append(v);
    }
    if (!options.isEmpty())
        o.insert(QStringLiteral("options"), options);
    putText(o, "note", initiative.note, initiative.wordings);
    return o;
}

QJsonValue cellJson(const QVariant &cell)
{
    if (!cell.isValid() || cell.isNull())
        return QJsonValue::Null;
    if (cell.typeId() == QMetaType::LongLong)
        return cell.toLongLong();
    return cell.toString();
}

} // namespace

QJsonObject RulesetWriter::toJson(const Ruleset &r)
{
    QJsonObject o{{QStringLiteral("format"), QStringLiteral("fray-ruleset")},
        {QStringLiteral("format_version"), Ruleset::formatVersion}, {QStringLiteral("id"), r.id},
        {QStringLiteral("name"), text(r.wordings, "name", r.name)}};
    putText(o, "version", r.version);
    putText(o, "summary", r.summary, r.wordings);
    if (!r.source.isEmpty()) {
        QJsonObject source;
        putText(source, "title", r.source.title);
        putText(source, "section", r.source.section);
        putText(source, "file", r.source.file);
        o.insert(QStringLiteral("source"), source);
    }
    if (r.roundSeconds || !r.phases.isEmpty()) {
        QJsonObject round;
        putNumber(round, "seconds", r.roundSeconds);
        putTexts(round, "phases", r.phases, r.wordings);
        o.insert(QStringLiteral("round"), round);
    }
    o.insert(QStringLiteral("defence_label"), text(r.wordings, "defence_label", r.defenceLabel));
    putList(o, "defence_names", r.defenceNames);
    o.insert(QStringLiteral("hp_label"), text(r.wordings, "hp_label", r.hpLabel));
    putText(o, "armor_label", r.armorLabel, r.wordings);
    QJsonArray sides;
    for (const Side &side : r.sides) {
        QJsonObject s{{QStringLiteral("id"), side.id},
            {QStringLiteral("label"), text(side.wordings, "label", side.label)}};
        if (side.players)
            s.insert(QStringLiteral("players"), true);
        sides.append(s);
    }
    o.insert(QStringLiteral("sides"), sides);
    o.insert(QStringLiteral("attack_kinds"), QJsonArray::fromStringList(r.attackKinds));

    QJsonArray stats;
    for (const Stat &stat : r.stats) {
        QJsonObject s{{QStringLiteral("id"), stat.id},
            {QStringLiteral("label"), text(stat.wordings, "label", stat.label)},
            {QStringLiteral("default"), stat.defaultValue}};
        putNumber(s, "min", stat.minimum);
        putNumber(s, "max", stat.maximum);
        stats.append(s);
    }
    o.insert(QStringLiteral("stats"), stats);
    if (!r.retiredStats.isEmpty()) {
        QJsonObject retired;
        for (auto it = r.retiredStats.constBegin(); it != r.retiredStats.constEnd(); ++it)
            retired.insert(it.key(), it.value());
        o.insert(QStringLiteral("retired_stats"), retired);
    }
    if (!r.attackValue.label.isEmpty() || !r.attackValue.formula.isEmpty()
        || !r.attackValue.note.isEmpty()) {
        QJsonObject value;
        putText(value, "label", r.attackValue.label, r.attackValue.wordings);
        if (!r.attackValue.formula.isEmpty()) {
            QJsonObject formula;
            for (auto it = r.attackValue.formula.constBegin();
                 it != r.attackValue.formula.constEnd(); ++it)
                formula.insert(it.key(), it.value().text());
            value.insert(QStringLiteral("formula"), formula);
        }
        putText(value, "note", r.attackValue.note, r.attackValue.wordings);
        o.insert(QStringLiteral("attack_value"), value);
    }

    QJsonArray variables;
    for (const Variable &v : r.variables) {
        const bool isSwitch = v.kind == Variable::Kind::Switch;
        QJsonObject j{{QStringLiteral("name"), v.name},
            {QStringLiteral("label"), text(v.wordings, "label", v.label)}};
        if (isSwitch) {
            j.insert(QStringLiteral("kind"), QStringLiteral("switch"));
            j.insert(QStringLiteral("default"), v.defaultValue != 0);
        } else {
            j.insert(QStringLiteral("default"), v.defaultValue);
            putNumber(j, "min", v.minimum);
            putNumber(j, "max", v.maximum);
        }
        if (v.required)
            j.insert(QStringLiteral("required"), true);
        j.insert(QStringLiteral("side"), v.side);
        putText(j, "from", v.from);
        putText(j, "note", v.note, v.wordings);
        putText(j, "change", v.change, v.wordings);
        variables.append(j);
    }
    o.insert(QStringLiteral("variables"), variables);

    QJsonArray derived;
    for (const Derived &d : r.derived)
        derived.append(QJsonObject{{QStringLiteral("name"), d.name},
            {QStringLiteral("label"), text(d.wordings, "label", d.label)},
            {QStringLiteral("value"), d.value.text()}});
    o.insert(QStringLiteral("derived"), derived);
    o.insert(QStringLiteral("outcomes"), outcomesJson(r.outcomes));

    QJsonObject checks;
    for (auto it = r.checks.constBegin(); it != r.checks.constEnd(); ++it)
        checks.insert(it.key(), checkJson(*it.value()));
    o.insert(QStringLiteral("checks"), checks);

    QJsonObject formulas, byOutcome;
    for (auto it = r.damage.formulas.constBegin(); it != r.damage.formulas.constEnd(); ++it)
        formulas.insert(it.key(), it.value().text());
    for (auto it = r.damage.byOutcome.constBegin(); it != r.damage.byOutcome.constEnd(); ++it)
        byOutcome.insert(it.key(), it.value());
    o.insert(QStringLiteral("damage"),
        QJsonObject{{QStringLiteral("formulas"), formulas},
            {QStringLiteral("by_outcome"), byOutcome},
            {QStringLiteral("pools"), QJsonArray::fromStringList(r.damage.pools)}});

    QJsonArray modifiers;
    for (const Modifier &m : r.modifiers) {
        QJsonObject j{{QStringLiteral("id"), m.id},
            {QStringLiteral("label"), text(m.wordings, "label", m.label)}};
        putText(j, "group", m.group);
        j.insert(QStringLiteral("side"), m.side);
        if (m.effects.size() == 1) {
            const QJsonObject effect = effectJson(m.effects.front());
            for (auto it = effect.constBegin(); it != effect.constEnd(); ++it)
                j.insert(it.key(), it.value());
        } else {
            j.insert(QStringLiteral("effects"), effectsJson(m.effects));
        }
        if (m.perCount)
            j.insert(QStringLiteral("per_count"), true);
        putText(j, "count_label", m.countLabel, m.wordings);
        putList(j, "applies_to", m.appliesTo);
        putList(j, "excludes", m.excludes);
        putText(j, "note", m.note, m.wordings);
        putText(j, "source", m.source.text);
        modifiers.append(j);
    }
    o.insert(QStringLiteral("modifiers"), modifiers);
    if (!r.modifierGroups.empty()) {
        QJsonArray groups;
        for (const ModifierGroup &g : r.modifierGroups)
            groups.append(QJsonObject{{QStringLiteral("id"), g.id},
                {QStringLiteral("label"), text(g.wordings, "label", g.label)}});
        o.insert(QStringLiteral("modifier_groups"), groups);
    }

    QJsonArray conditions;
    for (const Condition &c : r.conditions) {
        QJsonObject j{{QStringLiteral("id"), c.id},
            {QStringLiteral("label"), text(c.wordings, "label", c.label)}};
        if (!c.whenAttacking.empty())
            j.insert(QStringLiteral("attacking"), effectsJson(c.whenAttacking));
        if (!c.whenAttacked.empty())
            j.insert(QStringLiteral("attacked"), effectsJson(c.whenAttacked));
        QStringList flags;
        for (const ConditionFlag flag : c.flags)
            flags << ConditionFlags::id(flag);
        putList(j, "flags", flags);
        j.insert(QStringLiteral("duration"), durationJson(c.duration));
        if (c.tick)
            j.insert(QStringLiteral("tick"), tickJson(*c.tick));
        putText(j, "then", c.then);
        putList(j, "removed_by", c.removedBy);
        putText(j, "note", c.note, c.wordings);
        putText(j, "source", c.source.text);
        putReminders(j, c.reminders);
        conditions.append(j);
    }
    o.insert(QStringLiteral("conditions"), conditions);

    QJsonArray states;
    for (const HpState &s : r.hpStates) {
        QJsonObject j{{QStringLiteral("id"), s.id},
            {QStringLiteral("label"), text(s.wordings, "label", s.label)},
            {QStringLiteral("when"), s.when.text()},
            {QStringLiteral("timing"),
                s.timing == HpState::Timing::EndOfRound ? QStringLiteral("end_of_round")
                                                        : QStringLiteral("immediate")},
            {QStringLiteral("can_act"), s.canAct}, {QStringLiteral("dead"), s.dead},
            {QStringLiteral("out_of_fight"), s.outOfFight}};
        putExpression(j, "action_modifier", s.actionModifier);
        if (s.tick)
            j.insert(QStringLiteral("tick"), tickJson(*s.tick));
        if (s.suppressIfStartInBand)
            j.insert(QStringLiteral("suppress_if_start_in_band"), true);
        putText(j, "further_damage", s.furtherDamage);
        putText(j, "note", s.note, s.wordings);
        putReminders(j, s.reminders);
        if (s.remedy) {
            QJsonObject remedy{
                {QStringLiteral("label"), text(s.remedy->wordings, "label", s.remedy->label)}};
            putExpression(remedy, "heal", s.remedy->heal);
            if (s.remedy->aid)
                remedy.insert(QStringLiteral("aid"), true);
            putText(remedy, "note", s.remedy->note, s.remedy->wordings);
            j.insert(QStringLiteral("remedy"), remedy);
        }
        states.append(j);
    }
    o.insert(QStringLiteral("hp_states"), states);

    QJsonArray triggers;
    for (const Trigger &t : r.triggers)
        triggers.append(QJsonObject{{QStringLiteral("id"), t.id},
            {QStringLiteral("label"), text(t.wordings, "label", t.label)},
            {QStringLiteral("when"), t.when.text()}, {QStringLiteral("condition"), t.condition}});
    o.insert(QStringLiteral("triggers"), triggers);
    o.insert(QStringLiteral("initiative"), initiativeJson(r.initiative));

    if (r.surprise) {
        QJsonObject s{{QStringLiteral("per"), r.surprise->per},
            {QStringLiteral("check"), r.surprise->check},
            {QStringLiteral("surprised_outcome"), r.surprise->surprisedOutcome}};
        putText(s, "note", r.surprise->note, r.surprise->wordings);
        o.insert(QStringLiteral("surprise"), s);
    }
    if (r.morale) {
        const Morale &m = *r.morale;
        QJsonObject j{{QStringLiteral("per"), m.per}, {QStringLiteral("check"), m.check},
            {QStringLiteral("stat"), m.stat}, {QStringLiteral("held_outcome"), m.heldOutcome},
            {QStringLiteral("triggers"), QJsonArray::fromStringList(m.triggers)},
            {QStringLiteral("fled_condition"), m.fledCondition}};
        if (!m.sides.isEmpty())
            j.insert(QStringLiteral("sides"), QJsonArray::fromStringList(m.sides));
        if (m.fightToDeathAfter > 0)
            j.insert(QStringLiteral("fight_to_death_after"), m.fightToDeathAfter);
        if (m.firstDeathCounts != u"dead")
            j.insert(QStringLiteral("first_death_counts"), m.firstDeathCounts);
        putText(j, "note", m.note, m.wordings);
        o.insert(QStringLiteral("morale"), j);
    }
    if (!r.encounterOrder.empty())
        o.insert(QStringLiteral("encounter_order"), EncounterStep::write(r.encounterOrder));

    if (!r.rests.empty()) {
        QJsonArray rests;
        for (const Rest &rest : r.rests) {
            QJsonObject j{{QStringLiteral("id"), rest.id},
                {QStringLiteral("label"), text(rest.wordings, "label", rest.label)},
                {QStringLiteral("hp"), rest.hp.text()}};
            if (rest.clearsSubdual)
                j.insert(QStringLiteral("clears_subdual"), true);
            putText(j, "note", rest.note, rest.wordings);
            putText(j, "source", rest.source.text);
            rests.append(j);
        }
        o.insert(QStringLiteral("rests"), rests);
    }

    QJsonObject tables;
    for (const Table &t : r.tables) {
        QJsonArray rows;
        for (const Table::Row &row : t.rows) {
            QJsonObject j;
            if (row.from && row.to && *row.from == *row.to) {
                j.insert(QStringLiteral("key"), *row.from);
            } else {
                putNumber(j, "from", row.from);
                putNumber(j, "to", row.to);
            }
            QJsonArray values;
            for (const QVariant &cell : row.values)
                values.append(cellJson(cell));
            j.insert(QStringLiteral("values"), values);
            rows.append(j);
        }
        QJsonObject j{{QStringLiteral("label"), text(t.wordings, "label", t.label)},
            {QStringLiteral("columns"), QJsonArray::fromStringList(t.columns)},
            {QStringLiteral("rows"), rows}};
        putText(j, "key", t.keyLabel, t.wordings);
        putText(j, "note", t.note, t.wordings);
        putText(j, "source", t.source.text);
        tables.insert(t.id, j);
    }
    o.insert(QStringLiteral("tables"), tables);
    putTexts(o, "notes", r.notes, r.wordings);
    const ImportMapping &m = r.importMapping;
    if (m.declared) {
        QJsonObject mapping;
        const auto putExpression = [&mapping](const char *key, const std::optional<Expression> &e) {
            if (e)
                mapping.insert(QLatin1StringView(key), e->text());
        };
        putExpression("defence", m.defence);
        putExpression("armor", m.armor);
        putExpression("attack_value", m.attackValue);
        if (!m.stats.isEmpty()) {
            QJsonObject mappedStats;
            for (auto it = m.stats.constBegin(); it != m.stats.constEnd(); ++it)
                mappedStats.insert(it.key(), it.value().text());
            mapping.insert(QStringLiteral("stats"), mappedStats);
        }
        if (!m.conditions.isEmpty()) {
            QJsonObject mappedConditions;
            for (auto it = m.conditions.constBegin(); it != m.conditions.constEnd(); ++it)
                mappedConditions.insert(it.key(), it.value());
            mapping.insert(QStringLiteral("conditions"), mappedConditions);
        }
        putText(mapping, "note", m.note, m.wordings);
        o.insert(QStringLiteral("import"), mapping);
    }
    return o;
}

QByteArray RulesetWriter::toBytes(const Ruleset &ruleset)
{
    return QJsonDocument(toJson(ruleset)).toJson(QJsonDocument::Indented);
}

} // namespace Fray::Rules
