// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/EncounterJson.h"

#include "core/InputFile.h"
#include "core/io/AttackRecordJson.h"
#include "core/io/EventJson.h"
#include "core/io/PhraseJson.h"
#include "core/json/FileHeader.h"
#include "core/json/JsonKey.h"
#include "core/json/JsonParse.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace Fray::Io {

using Json::JsonProblem;
using Json::JsonValue;
using Json::key;

using namespace Encounter;

namespace {

void putText(QJsonObject &o, const char *k, const QString &v)
{
    if (!v.isEmpty())
        o.insert(QLatin1StringView(k), v);
}

QJsonObject attackToJson(const Attack &a)
{
    QJsonObject o{{QStringLiteral("name"), a.name}, {QStringLiteral("kind"), a.kind},
        {QStringLiteral("value"), a.value}, {QStringLiteral("damage"), a.damage}};
    putText(o, "weapon_class", a.weaponClass);
    if (a.reach)
        o.insert(QStringLiteral("reach"), a.reach);
    if (a.rateOfFire != 1)
        o.insert(QStringLiteral("rate_of_fire"), a.rateOfFire);
    if (a.count != u"1")
        o.insert(QStringLiteral("count"), a.count);
    return o;
}

QJsonObject entryToJson(const InitiativeEntry &e)
{
    QJsonObject o{{QStringLiteral("value"), e.value}, {QStringLiteral("slot"), e.slot}};
    if (e.event)
        o.insert(QStringLiteral("event"), e.event);
    else
        o.insert(QStringLiteral("combatant"), qint64(e.combatant));
    putText(o, "side", e.side);
    putText(o, "group", e.group);
    if (e.attack)
        o.insert(QStringLiteral("attack"), e.attack);
    if (e.scale != 1)
        o.insert(QStringLiteral("scale"), e.scale);
    if (e.lost)
        o.insert(QStringLiteral("lost"), true);
    putText(o, "window", e.window);
    putText(o, "note", e.note);
    return o;
}

// A use as the file format describes it; its numbers are checked against each other by
// EncounterCheck, like the hit points.
Use useFromJson(const JsonValue &u)
{
    u.allowOnly({key("name"), key("max"), key("left"), key("reset"), key("recharge"), key("target"),
        key("turn_round"), key("effect"), key("effect_note")});
    Use use;
    use.name = u[key("name")].requiredString().value_or(QString());
    use.maximum = u[key("max")].requiredInteger().value_or(1);
    use.left = u[key("left")].integer(use.maximum);
    const QString reset = u[key("reset")].string(QStringLiteral("never"));
    if (const auto kind = Use::resetFromKey(reset))
        use.reset = *kind;
    else
        u[key("reset")].problem(EncounterJson::tr("'%1' is not a reset (one of: %2)")
                                    .arg(reset, Use::resetKeys().join(QStringLiteral(", "))));
    if (use.reset == Use::Reset::Recharge) {
        use.recharge = u[key("recharge")].requiredString().value_or(QString());
        use.target = u[key("target")].requiredInteger().value_or(0);
    } else {
        for (const char *field : {"recharge", "target"}) {
            if (u[key(field)].exists())
                u[key(field)].problem(
                    EncounterJson::tr("only a use that resets by \"recharge\" has this"));
        }
    }
    use.turnRound = u[key("turn_round")].integer(0);
    use.effect = u[key("effect")].string(QString());
    use.effectNote = u[key("effect_note")].string(QString());
    return use;
}

} // namespace

QJsonArray EncounterJson::remindersToJson(const std::vector<Rules::Reminder> &reminders)
{
    QJsonArray list;
    for (const Rules::Reminder &r : reminders)
        list.append(QJsonObject{{QStringLiteral("text"), r.text},
            {QStringLiteral("when"), Rules::Reminder::whenKey(r.when)}});
    return list;
}

// A reminder as the file format describes it: a text that is not blank and one of the moments.
std::vector<Rules::Reminder> EncounterJson::remindersFromJson(const JsonValue &list)
{
    std::vector<Rules::Reminder> reminders;
    for (const JsonValue &r : list.elements()) {
        if (!r.isObject()) {
            r.problem(tr("expected a reminder: {\"text\": …, \"when\": …}"));
            continue;
        }
        r.allowOnly({key("text"), key("when")});
        Rules::Reminder reminder;
        reminder.text = r[key("text")].requiredString().value_or(QString()).trimmed();
        if (r[key("text")].isString() && reminder.text.isEmpty())
            r[key("text")].problem(tr("a reminder needs a text"));
        else if (reminder.text.size() > Rules::Reminder::maxText)
            r[key("text")].problem(tr("longer than %1 characters").arg(Rules::Reminder::maxText));
        if (const auto when = r[key("when")].requiredString()) {
            if (const auto parsed = Rules::Reminder::whenFromKey(*when))
                reminder.when = *parsed;
            else
                r[key("when")].problem(
                    tr("'%1' is not a moment (one of: %2)")
                        .arg(*when, Rules::Reminder::whenKeys().join(QStringLiteral(", "))));
        }
        reminders.push_back(reminder);
    }
    return reminders;
}

QJsonObject EncounterJson::combatantToJson(const Combatant &c)
{
    QJsonObject stats;
    for (auto it = c.stats.constBegin(); it != c.stats.constEnd(); ++it)
        stats.insert(it.key(), it.value());
    QJsonArray attacks;
    for (const Attack &a : c.attacks)
        attacks.append(attackToJson(a));
    QJsonObject o{{QStringLiteral("id"), qint64(c.id)}, {QStringLiteral("name"), c.name},
        {QStringLiteral("side"), c.side}, {QStringLiteral("stats"), stats},
        {QStringLiteral("attacks"), attacks},
        {QStringLiteral("hp"),
            QJsonObject{{QStringLiteral("max"), c.maxHp}, {QStringLiteral("current"), c.hp},
                {QStringLiteral("start"), c.startHp}, {QStringLiteral("subdual"), c.subdual}}},
        {QStringLiteral("defence"), c.defence}, {QStringLiteral("armor"), c.armor}};
    putText(o, "group", c.group);
    putText(o, "template", c.templateId);
    if (c.attacksPerRound != 1)
        o.insert(QStringLiteral("attacks_per_round"), c.attacksPerRound);
    if (c.unitSize)
        o.insert(QStringLiteral("unit_size"), c.unitSize);
    if (!c.conditions.empty()) {
        QJsonArray conditions;
        for (const ActiveCondition &a : c.conditions) {
            QJsonObject j{{QStringLiteral("id"), a.id}, {QStringLiteral("ticks_done"), a.ticksDone},
                {QStringLiteral("since_round"), a.sinceRound}};
            if (a.roundsLeft)
                j.insert(QStringLiteral("rounds_left"), *a.roundsLeft);
            if (a.countsThisRound)
                j.insert(QStringLiteral("counts_this_round"), true);
            putText(j, "source", a.source);
            if (a.custom)
                j.insert(QStringLiteral("custom"), customToJson(*a.custom));
            conditions.append(j);
        }
        o.insert(QStringLiteral("conditions"), conditions);
    }
    putText(o, "state", c.state);
    if (c.aided)
        o.insert(QStringLiteral("aided"), true);
    putText(o, "declared", c.declared);
    if (c.declaredRound != 0)
        o.insert(QStringLiteral("declared_round"), c.declaredRound);
    if (c.declaredEveryRound)
        o.insert(QStringLiteral("declared_every_round"), true);
    if (!c.overrides.isEmpty())
        o.insert(QStringLiteral("overrides"), QJsonArray::fromStringList(c.overrides));
    if (c.diedInRound) {
        o.insert(QStringLiteral("died_in_round"), c.diedInRound);
        o.insert(QStringLiteral("died_in_slot"), c.diedInSlot);
    }
    if (!c.lastFired.empty()) {
        QJsonArray fired;
        for (qint64 r : c.lastFired)
            fired.append(r);
        o.insert(QStringLiteral("last_fired"), fired);
    }
    if (!c.uses.empty()) {
        QJsonArray uses;
        for (const Use &u : c.uses) {
            QJsonObject j{{QStringLiteral("name"), u.name}, {QStringLiteral("max"), u.maximum},
                {QStringLiteral("left"), u.left},
                {QStringLiteral("reset"), Use::resetKey(u.reset)}};
            if (u.reset == Use::Reset::Recharge) {
                j.insert(QStringLiteral("recharge"), u.recharge);
                j.insert(QStringLiteral("target"), u.target);
            }
            if (u.turnRound)
                j.insert(QStringLiteral("turn_round"), u.turnRound);
            putText(j, "effect", u.effect);
            putText(j, "effect_note", u.effectNote);
            uses.append(j);
        }
        o.insert(QStringLiteral("uses"), uses);
    }
    if (!c.reminders.empty())
        o.insert(QStringLiteral("reminders"), remindersToJson(c.reminders));
    putText(o, "notes", c.notes);
    if (c.hiddenFromPlayers)
        o.insert(QStringLiteral("hidden_from_players"), true);
    if (c.moraleHeld > 0)
        o.insert(QStringLiteral("morale_held"), c.moraleHeld);
    if (!c.moraleAsked.isEmpty())
        o.insert(QStringLiteral("morale_asked"), QJsonArray::fromStringList(c.moraleAsked));
    return o;
}

Combatant EncounterJson::combatantFromJson(const JsonValue &v)
{
    if (!v.isObject()) {
        v.problem(tr("expected a combatant (an object with a name and hit points)"));
        return Combatant();
    }
    v.allowOnly({key("id"), key("name"), key("side"), key("group"), key("template"), key("stats"),
        key("attacks"), key("attacks_per_round"), key("hp"), key("defence"), key("armor"),
        key("unit_size"), key("conditions"), key("state"), key("aided"), key("declared"),
        key("declared_round"), key("declared_every_round"), key("overrides"), key("died_in_round"),
        key("died_in_slot"), key("last_fired"), key("uses"), key("reminders"), key("notes"),
        key("hidden_from_players"), key("morale_held"), key("morale_asked")});
    Combatant c;
    c.id = CombatantId(v[key("id")].integer(0));
    c.name = v[key("name")].requiredString().value_or(QString());
    c.side = v[key("side")].string(QStringLiteral("foes"));
    c.group = v[key("group")].string();
    c.templateId = v[key("template")].string();
    const JsonValue stats = v[key("stats")];
    const QStringList statIds = stats.keys();
    for (const QString &id : statIds) {
        if (const auto n = stats.field(id).requiredInteger())
            c.stats.insert(id, *n);
    }
    for (const JsonValue &a : v[key("attacks")].elements()) {
        a.allowOnly({key("name"), key("kind"), key("value"), key("damage"), key("weapon_class"),
            key("reach"), key("rate_of_fire"), key("count")});
        Attack attack;
        attack.name = a[key("name")].requiredString().value_or(QString());
        attack.kind = a[key("kind")].string(QStringLiteral("melee"));
        attack.value = a[key("value")].integer(0);
        attack.damage = a[key("damage")].string();
        attack.weaponClass = a[key("weapon_class")].string();
        attack.reach = a[key("reach")].integer(0);
        attack.rateOfFire = a[key("rate_of_fire")].integer(1);
        attack.count = a[key("count")].string(QStringLiteral("1"));
        if (attack.rateOfFire < 1)
            a[key("rate_of_fire")].problem(tr("must be 1 or more"));
        c.attacks.push_back(attack);
    }
    c.attacksPerRound = v[key("attacks_per_round")].integer(1);
    // Hit points are a number or {max, current, start, subdual}, 1 when not given (as the file
    // format says); anything else (a text, null, a list) is a problem, never read as 1.
    const JsonValue hp = v[key("hp")];
    if (hp.isNumber()) {
        c.maxHp = c.hp = c.startHp = hp.integer(1);
    } else if (hp.isObject()) {
        hp.allowOnly({key("max"), key("current"), key("start"), key("subdual")});
        c.maxHp = hp[key("max")].requiredInteger().value_or(1);
        c.hp = hp[key("current")].integer(c.maxHp);
        c.startHp = hp[key("start")].integer(c.hp);
        c.subdual = hp[key("subdual")].integer(0);
    } else if (hp.exists()) {
        hp.problem(tr("expected a whole number or {\"max\": …, \"current\": …}"));
    }
    if (c.maxHp < 1)
        hp.problem(tr("maximum hit points must be at least 1"));
    c.defence = v[key("defence")].integer(10);
    c.armor = v[key("armor")].integer(0);
    c.unitSize = v[key("unit_size")].integer(0);
    for (const JsonValue &a : v[key("conditions")].elements()) {
        a.allowOnly({key("id"), key("rounds_left"), key("counts_this_round"), key("ticks_done"),
            key("since_round"), key("source"), key("custom")});
        ActiveCondition active;
        active.id = a[key("id")].requiredString().value_or(QString());
        active.roundsLeft = a[key("rounds_left")].optionalInteger();
        active.ticksDone = a[key("ticks_done")].integer(0);
        active.sinceRound = a[key("since_round")].integer(0);
        active.source = a[key("source")].string();
        active.countsThisRound = a[key("counts_this_round")].boolean(false);
        if (a[key("custom")].exists())
            active.custom = customFromJson(a[key("custom")]);
        c.conditions.push_back(active);
    }
    c.state = v[key("state")].string();
    c.aided = v[key("aided")].boolean(false);
    c.declared = v[key("declared")].string();
    c.declaredRound = v[key("declared_round")].integer(0);
    c.declaredEveryRound = v[key("declared_every_round")].boolean(false);
    c.overrides = v[key("overrides")].stringList();
    c.diedInRound = v[key("died_in_round")].integer(0);
    c.diedInSlot = v[key("died_in_slot")].integer(-1);
    for (const JsonValue &f : v[key("last_fired")].elements())
        c.lastFired.push_back(f.integer(0));
    for (const JsonValue &u : v[key("uses")].elements())
        c.uses.push_back(useFromJson(u));
    c.reminders = remindersFromJson(v[key("reminders")]);
    c.notes = v[key("notes")].string();
    c.hiddenFromPlayers = v[key("hidden_from_players")].boolean(false);
    c.moraleHeld = v[key("morale_held")].integer(0);
    if (c.moraleHeld < 0 || c.moraleHeld > Rules::Morale::mostHeld)
        v[key("morale_held")].problem(tr("must be from 0 to %1").arg(Rules::Morale::mostHeld));
    c.moraleAsked = v[key("morale_asked")].stringList();
    for (const QString &asked : std::as_const(c.moraleAsked)) {
        if (asked != Rules::Morale::firstDeath && asked != Rules::Morale::halfDown)
            v[key("morale_asked")].problem(
                tr("'%1' is not a moment Fray asks for morale (first_death, half_down)")
                    .arg(asked));
    }
    return c;
}

QJsonObject EncounterJson::toJson(const EncounterState &state)
{
    QJsonArray combatants;
    for (const Combatant &c : state.combatants)
        combatants.append(combatantToJson(c));
    // Only a log with a ruleset's words in several languages needs version 4, only events
    // version 3 and only a log with attack records version 2: other files stay readable by a Fray
    // that reads an older version.
    const bool records = std::any_of(
        state.log.begin(), state.log.end(), [](const LogEntry &l) { return l.attack.has_value(); });
    const bool languages = std::any_of(state.log.begin(), state.log.end(),
        [](const LogEntry &l) { return l.phrase.hasLanguages(); });
    const int version = languages ? 4 : !state.events.empty() ? 3 : records ? 2 : 1;
    QJsonObject o{{QStringLiteral("format"), QStringLiteral("fray-encounter")},
        {QStringLiteral("format_version"), version}, {QStringLiteral("name"), state.name},
        {QStringLiteral("ruleset"), state.rulesetId}, {QStringLiteral("combatants"), combatants}};
    const bool inProgress
        = state.round > 0 || !state.order.empty() || !state.log.empty() || !state.options.isEmpty();
    if (inProgress) {
        QJsonArray order, log;
        order = orderToJson(state.order);
        for (const LogEntry &l : state.log) {
            QJsonObject line{{QStringLiteral("round"), l.round}, {QStringLiteral("text"), l.text}};
            if (!l.phrase.isEmpty())
                line.insert(QStringLiteral("phrase"), PhraseJson::toJson(l.phrase));
            if (l.attack)
                line.insert(QStringLiteral("attack"), AttackRecordJson::toJson(*l.attack));
            log.append(line);
        }
        o.insert(QStringLiteral("fight"),
            QJsonObject{{QStringLiteral("round"), state.round},
                {QStringLiteral("turn"), state.turn}, {QStringLiteral("order"), order},
                {QStringLiteral("options"), QJsonArray::fromStringList(state.options)},
                {QStringLiteral("log"), log}});
    }
    o.insert(QStringLiteral("next_id"), qint64(state.nextId));
    if (!state.events.empty() || state.nextEventId != 1) {
        o.insert(QStringLiteral("events"), EventJson::listToJson(state.events));
        o.insert(QStringLiteral("next_event_id"), state.nextEventId);
    }
    return o;
}

QByteArray EncounterJson::toBytes(const EncounterState &state)
{
    return QJsonDocument(toJson(state)).toJson(QJsonDocument::Indented);
}

Expected<EncounterState, EncounterJson::Problems> EncounterJson::fromJson(const QByteArray &json)
{
    Problems problems;
    const auto document = Json::parseObject(json, tr("an encounter file"));
    if (!document)
        return Problems{document.error()};
    const JsonValue root(document->object(), QString(), &problems);
    root.allowOnly({key("format"), key("format_version"), key("name"), key("ruleset"),
        key("combatants"), key("fight"), key("next_id"), key("events"), key("next_event_id")});
    if (auto tooNew
        = Json::FileHeader::check(root, QStringLiteral("fray-encounter"), formatVersion))
        return Problems{*tooNew};
    if (!root[key("combatants")].exists())
        root[key("combatants")].problem(tr("missing (a list of combatants is required)"));

    EncounterState state;
    state.name = root[key("name")].string();
    state.rulesetId = root[key("ruleset")].requiredString().value_or(QString());
    QSet<QString> names;
    QSet<CombatantId> ids;
    CombatantId highest = 0;
    for (const JsonValue &c : root[key("combatants")].elements()) {
        Combatant combatant = combatantFromJson(c);
        if (combatant.id == 0 || ids.contains(combatant.id))
            combatant.id = 0; // given a fresh id below
        if (names.contains(combatant.name.toLower()))
            c[key("name")].problem(
                tr("another combatant is already called %1").arg(combatant.name));
        names.insert(combatant.name.toLower());
        ids.insert(combatant.id);
        highest = std::max(highest, combatant.id);
        state.combatants.push_back(combatant);
    }
    for (Combatant &c : state.combatants) {
        if (c.id == 0)
            c.id = ++highest;
    }
    state.nextId = std::max<CombatantId>(highest + 1, CombatantId(root[key("next_id")].integer(1)));
    // Files from before events have none.
    state.events = EventJson::listFromJson(root[key("events")]);
    QSet<EventId> eventIds;
    EventId highestEvent = 0;
    for (const Event &e : state.events) {
        eventIds.insert(e.id);
        highestEvent = std::max(highestEvent, e.id);
    }
    state.nextEventId = std::max(highestEvent + 1, root[key("next_event_id")].integer(1));

    const JsonValue fight = root[key("fight")];
    if (fight.exists()) {
        fight.allowOnly({key("round"), key("turn"), key("order"), key("options"), key("log")});
        state.round = fight[key("round")].integer(0);
        state.turn = fight[key("turn")].integer(-1);
        state.options = fight[key("options")].stringList();
        state.order = orderFromJson(fight[key("order")]);
        for (std::size_t i = 0; i < state.order.size(); ++i) {
            if (state.order[i].event) {
                if (!eventIds.contains(state.order[i].event))
                    fight[key("order")].problem(
                        tr("entry %1: no event has the id %2").arg(i).arg(state.order[i].event));
            } else if (!ids.contains(state.order[i].combatant))
                fight[key("order")].problem(tr("entry %1: no combatant has the id %2")
                                                .arg(i)
                                                .arg(state.order[i].combatant));
        }
        if (state.turn < -1 || state.turn >= qint64(state.order.size()))
            fight[key("turn")].problem(tr("%1 is not a place in the order").arg(state.turn));
        // Lines written before phrases have only their text; they show as written.
        for (const JsonValue &l : fight[key("log")].elements()) {
            const JsonValue phrase = l[key("phrase")];
            const JsonValue attack = l[key("attack")];
            state.log.push_back({l[key("round")].integer(0), l[key("text")].string(),
                phrase.exists() ? PhraseJson::fromJson(phrase) : Encounter::Phrase(),
                attack.exists() ? std::optional(AttackRecordJson::fromJson(attack))
                                : std::nullopt});
        }
    }
    if (!problems.isEmpty())
        return problems;
    return state;
}

QJsonObject EncounterJson::customToJson(const Encounter::CustomCondition &custom)
{
    QJsonObject o{{QStringLiteral("name"), custom.label}};
    if (!custom.damage.isEmpty()) {
        o.insert(QStringLiteral("damage"), custom.damage);
        o.insert(
            QStringLiteral("damage_when"), Encounter::CustomCondition::whenName(custom.damageWhen));
    }
    if (custom.toHit != 0)
        o.insert(QStringLiteral("to_hit"), custom.toHit);
    if (custom.defence != 0)
        o.insert(QStringLiteral("defence"), custom.defence);
    if (custom.cannotAct)
        o.insert(QStringLiteral("cannot_act"), true);
    if (!custom.reminders.empty())
        o.insert(QStringLiteral("reminders"), remindersToJson(custom.reminders));
    return o;
}

Encounter::CustomCondition EncounterJson::customFromJson(const JsonValue &v)
{
    Encounter::CustomCondition custom;
    if (!v.isObject()) {
        v.problem(tr("expected a condition of your own: {\"name\": …}"));
        return custom;
    }
    v.allowOnly({key("name"), key("damage"), key("damage_when"), key("to_hit"), key("defence"),
        key("cannot_act"), key("reminders")});
    custom.label = v[key("name")].requiredString().value_or(QString());
    custom.damage = v[key("damage")].string();
    const QString when = v[key("damage_when")].string(QStringLiteral("end_of_round"));
    if (const auto parsed = Encounter::CustomCondition::whenNamed(when))
        custom.damageWhen = *parsed;
    else
        v[key("damage_when")].problem(tr("expected now, end_of_round or now_and_end_of_round"));
    custom.toHit = v[key("to_hit")].integer(0);
    custom.defence = v[key("defence")].integer(0);
    custom.cannotAct = v[key("cannot_act")].boolean(false);
    custom.reminders = remindersFromJson(v[key("reminders")]);
    return custom;
}

QJsonArray EncounterJson::orderToJson(const std::vector<InitiativeEntry> &order)
{
    QJsonArray array;
    for (const InitiativeEntry &e : order)
        array.append(entryToJson(e));
    return array;
}

std::vector<InitiativeEntry> EncounterJson::orderFromJson(const JsonValue &value)
{
    std::vector<InitiativeEntry> order;
    for (const JsonValue &e : value.elements()) {
        e.allowOnly({key("combatant"), key("event"), key("side"), key("group"), key("attack"),
            key("value"), key("scale"), key("slot"), key("lost"), key("window"), key("note")});
        InitiativeEntry entry;
        // An event's entry names the event instead of a combatant.
        entry.event = e[key("event")].integer(0);
        if (e[key("event")].exists() && entry.event < 1)
            e[key("event")].problem(tr("must be 1 or more"));
        if (!e[key("event")].exists() || e[key("combatant")].exists())
            entry.combatant = CombatantId(e[key("combatant")].requiredInteger().value_or(0));
        entry.side = e[key("side")].string();
        entry.group = e[key("group")].string();
        entry.attack = e[key("attack")].integer(0);
        entry.value = e[key("value")].integer(0);
        entry.scale = e[key("scale")].integer(1);
        entry.slot = e[key("slot")].integer(0);
        entry.lost = e[key("lost")].boolean(false);
        entry.window = e[key("window")].string();
        entry.note = e[key("note")].string();
        if (entry.scale < 1)
            e[key("scale")].problem(tr("must be 1 or more"));
        order.push_back(entry);
    }
    return order;
}

Expected<EncounterState, EncounterJson::Problems> EncounterJson::fromFile(const QString &path)
{
    const auto bytes = InputFile::read(path);
    if (!bytes)
        return Problems{{QString(), bytes.error()}};
    return fromJson(*bytes);
}

} // namespace Fray::Io
