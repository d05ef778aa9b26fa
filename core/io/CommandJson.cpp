// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/CommandJson.h"

#include "core/WholeNumber.h"
#include "core/encounter/HitPointsInput.h"
#include "core/encounter/commands/AttackCommand.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/EventCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/OrderRollCommand.h"
#include "core/encounter/commands/ReminderCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/encounter/commands/UseCommands.h"
#include "core/io/EncounterJson.h"
#include "core/io/EventJson.h"
#include "core/json/JsonKey.h"
#include "core/morale/MoraleCommand.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace Fray::Io {

using Json::key;

using Encounter::AddCombatantsCommand;
using Encounter::AddEventCommand;
using Encounter::AddReminderCommand;
using Encounter::AidCommand;
using Encounter::ApplyConditionCommand;
using Encounter::Attack;
using Encounter::AttackCommand;
using Encounter::AttackResolver;
using Encounter::Combatant;
using Encounter::CombatantId;
using Encounter::Command;
using Encounter::DamageCommand;
using Encounter::DeclareCommand;
using Encounter::EditCombatantCommand;
using Encounter::Event;
using Encounter::HealCommand;
using Encounter::HoldCommand;
using Encounter::RemedyCommand;
using Encounter::RemoveCombatantCommand;
using Encounter::RemoveConditionCommand;
using Encounter::RemoveEventCommand;
using Encounter::RemoveReminderCommand;
using Encounter::RestoreUseCommand;
using Encounter::SetOptionCommand;
using Encounter::SpendUseCommand;
using Encounter::SurpriseCommand;
using Encounter::TurnCommand;
using Json::JsonProblem;
using Json::JsonValue;

namespace {

Expected<CombatantId, QString> combatantNamed(
    const Encounter::Encounter &encounter, const JsonValue &value)
{
    const QString name = value.string();
    if (name.isEmpty())
        return CommandJson::tr("%1: name a combatant").arg(value.path());
    const Combatant *c = encounter.findByName(name);
    if (!c)
        return CommandJson::tr("%1: no combatant is called '%2'").arg(value.path(), name);
    return c->id;
}

// "targets": ["Orc 1", "Orc 2"] or "target": "Orc 1".
Expected<std::vector<CombatantId>, QString> targets(
    const Encounter::Encounter &encounter, const JsonValue &command)
{
    std::vector<CombatantId> ids;
    const JsonValue one = command[key("target")];
    if (one.exists()) {
        auto id = combatantNamed(encounter, one);
        if (!id)
            return id.error();
        ids.push_back(*id);
    }
    for (const JsonValue &t : command[key("targets")].elements()) {
        auto id = combatantNamed(encounter, t);
        if (!id)
            return id.error();
        ids.push_back(*id);
    }
    if (ids.empty())
        return CommandJson::tr("%1: give a 'target' or 'targets'").arg(command.path());
    return ids;
}

// A whole number within what JSON holds exactly; missing, another type or a fraction is the
// error, with the field's path.
Expected<qint64, QString> integer(const JsonValue &value)
{
    QList<JsonProblem> problems;
    const auto n = JsonValue(value.raw(), value.path(), &problems).requiredInteger();
    if (!n)
        return problems.constFirst().toString();
    return *n;
}

// add-reminder and remove-reminder: a combatant, a text and a moment (which remove may leave out).
Expected<std::unique_ptr<Command>, QString> reminderCommand(
    const JsonValue &command, const Encounter::Encounter &encounter, bool add)
{
    auto id = combatantNamed(encounter, command[key("combatant")]);
    if (!id)
        return id.error();
    const auto text = command[key("text")].requiredString();
    std::optional<Rules::Reminder::When> when;
    const JsonValue whenField = command[key("when")];
    if (add || whenField.exists()) {
        if (const auto name = whenField.requiredString()) {
            when = Rules::Reminder::whenFromKey(*name);
            if (!when)
                whenField.problem(
                    CommandJson::tr("'%1' is not a moment (one of: %2)")
                        .arg(*name, Rules::Reminder::whenKeys().join(QStringLiteral(", "))));
        }
    }
    if (!command.problems()->isEmpty())
        return command.problems()->constFirst().toString();
    if (add)
        return std::unique_ptr<Command>(new AddReminderCommand(*id, Rules::Reminder{*text, *when}));
    return std::unique_ptr<Command>(new RemoveReminderCommand(*id, *text, when));
}

// Every field a command of `kind` may have, so a misspelt one is an error and not ignored.
void allowFields(const JsonValue &command, const QString &kind)
{
    if (kind == u"damage")
        command.allowOnly(
            {key("command"), key("target"), key("targets"), key("amount"), key("pool")});
    else if (kind == u"heal")
        command.allowOnly({key("command"), key("target"), key("targets"), key("amount")});
    else if (kind == u"hp")
        command.allowOnly({key("command"), key("target"), key("change")});
    else if (kind == u"condition")
        command.allowOnly({key("command"), key("target"), key("targets"), key("condition"),
            key("custom"), key("rounds"), key("source")});
    else if (kind == u"remove-condition")
        command.allowOnly({key("command"), key("target"), key("targets"), key("condition")});
    else if (kind == u"aid")
        command.allowOnly({key("command"), key("target")});
    else if (kind == u"remedy")
        command.allowOnly({key("command"), key("target"), key("amount")});
    else if (kind == u"remove")
        command.allowOnly({key("command"), key("combatant")});
    else if (kind == u"attack")
        command.allowOnly({key("command"), key("attacker"), key("target"), key("attack"),
            key("modifiers"), key("values"), key("pool")});
    else if (kind == u"hold")
        command.allowOnly({key("command"), key("combatant"), key("until")});
    else if (kind == u"declare")
        command.allowOnly({key("command"), key("combatant"), key("action"), key("overrides"),
            key("attacks"), key("every_round")});
    else if (kind == u"option")
        command.allowOnly({key("command"), key("option"), key("on")});
    else if (kind == u"surprise")
        command.allowOnly({key("command"), key("sides"), key("values")});
    else if (kind == u"order-roll")
        command.allowOnly({key("command"), key("step"), key("chance")});
    else if (kind == u"morale")
        command.allowOnly({key("command"), key("side"), key("moment"), key("answer")});
    else if (kind == u"use" || kind == u"restore")
        command.allowOnly({key("command"), key("combatant"), key("use")});
    else if (kind == u"remove-event")
        command.allowOnly({key("command"), key("event")});
    else if (kind == u"add-reminder" || kind == u"remove-reminder")
        command.allowOnly({key("command"), key("combatant"), key("text"), key("when")});
    // An added combatant's fields are checked as an encounter file's; an unknown command is
    // reported as such.
}

} // namespace

bool CommandJson::isUndo(const QJsonObject &command)
{
    return command.value(QStringLiteral("command")).toString() == u"undo";
}

bool CommandJson::isRedo(const QJsonObject &command)
{
    return command.value(QStringLiteral("command")).toString() == u"redo";
}

std::optional<QString> CommandJson::checkHistoryStep(const JsonValue &command)
{
    QList<JsonProblem> problems;
    JsonValue(command.raw(), command.path(), &problems).allowOnly({key("command")});
    if (!problems.isEmpty())
        return problems.constFirst().toString();
    return std::nullopt;
}

Expected<std::unique_ptr<Command>, QString> CommandJson::read(
    const JsonValue &command, const Encounter::Encounter &encounter)
{
    // The problems go to a list of our own, so every caller gets them as the error: a field of
    // the wrong type is refused, never read as its default.
    QList<JsonProblem> problems;
    const JsonValue checked(command.raw(), command.path(), &problems);
    auto made = build(checked, encounter);
    if (!problems.isEmpty())
        return problems.constFirst().toString();
    return made;
}

Expected<std::unique_ptr<Command>, QString> CommandJson::build(
    const JsonValue &command, const Encounter::Encounter &encounter)
{
    if (!command.isObject())
        return tr("%1: expected a command object").arg(command.path());
    const QString kind = command[key("command")].requiredString().value_or(QString());
    const QString at = command.path();
    allowFields(command, kind);

    using Step = TurnCommand::Step;
    static const QMap<QString, Step> steps{{QStringLiteral("start"), Step::Start},
        {QStringLiteral("next-turn"), Step::NextTurn},
        {QStringLiteral("previous-turn"), Step::PreviousTurn},
        {QStringLiteral("next-round"), Step::NextRound},
        {QStringLiteral("roll-initiative"), Step::RollInitiative},
        {QStringLiteral("let-round-end"), Step::LetRoundEnd}};
    if (steps.contains(kind)) {
        command.allowOnly({key("command")});
        return std::unique_ptr<Command>(new TurnCommand(steps.value(kind)));
    }

    if (kind == u"damage" || kind == u"heal") {
        auto ids = targets(encounter, command);
        if (!ids)
            return ids.error();
        auto amount = integer(command[key("amount")]);
        if (!amount)
            return amount.error();
        if (kind == u"heal")
            return std::unique_ptr<Command>(new HealCommand(*ids, *amount));
        return std::unique_ptr<Command>(new DamageCommand(
            *ids, *amount, command[key("pool")].string(QStringLiteral("lethal"))));
    }
    if (kind == u"hp") {
        // As a GM types into the HP cell: "-7", "+5", "12" or "=12".
        if (!command[key("target")].exists())
            return tr("%1: give a 'target'").arg(at);
        auto id = combatantNamed(encounter, command[key("target")]);
        if (!id)
            return id.error();
        const JsonValue field = command[key("change")];
        const auto typed = field.requiredString();
        if (!typed)
            return field.problems()->constFirst().toString();
        const auto change = Encounter::HitPointsChange::read(*typed);
        if (!change)
            return tr("%1: '%2' is not a change of hit points (%3)")
                .arg(field.path(), *typed, Encounter::HitPointsChange::howToType());
        // None when it changes nothing, as the cell then does nothing.
        return change->command(*encounter.find(*id));
    }
    if (kind == u"condition" || kind == u"remove-condition") {
        auto ids = targets(encounter, command);
        if (!ids)
            return ids.error();
        const QString condition = command[key("condition")].string();
        const bool custom = kind == u"condition" && command[key("custom")].exists();
        if (custom && !condition.isEmpty())
            return tr("%1: give a condition of the ruleset or one of your own (custom), not both")
                .arg(at);
        if (condition.isEmpty() && !custom)
            return tr("%1.condition: name a condition").arg(at);
        if (kind == u"remove-condition")
            return std::unique_ptr<Command>(new RemoveConditionCommand(*ids, condition));
        std::optional<qint64> rounds;
        if (command[key("rounds")].exists()) {
            auto r = integer(command[key("rounds")]);
            if (!r)
                return r.error();
            rounds = *r;
        }
        if (custom) {
            const auto own = EncounterJson::customFromJson(command[key("custom")]);
            if (!command.problems()->isEmpty())
                return command.problems()->constFirst().toString();
            return std::unique_ptr<Command>(
                new ApplyConditionCommand(*ids, own, rounds, command[key("source")].string()));
        }
        return std::unique_ptr<Command>(
            new ApplyConditionCommand(*ids, condition, rounds, command[key("source")].string()));
    }
    if (kind == u"aid") {
        auto id = combatantNamed(encounter, command[key("target")]);
        if (!id)
            return id.error();
        return std::unique_ptr<Command>(new AidCommand(*id));
    }
    if (kind == u"remedy") {
        auto id = combatantNamed(encounter, command[key("target")]);
        if (!id)
            return id.error();
        std::optional<qint64> amount;
        if (command[key("amount")].exists()) {
            auto given = integer(command[key("amount")]);
            if (!given)
                return given.error();
            amount = *given;
        }
        return std::unique_ptr<Command>(new RemedyCommand(*id, amount));
    }
    if (kind == u"remove") {
        auto id = combatantNamed(encounter, command[key("combatant")]);
        if (!id)
            return id.error();
        return std::unique_ptr<Command>(new RemoveCombatantCommand(*id));
    }
    if (kind == u"add-event") {
        // The fields of an encounter file's event, without the id the encounter gives it.
        QJsonObject fields = command.raw().toObject();
        fields.remove(QStringLiteral("command"));
        if (fields.contains(QStringLiteral("id")))
            return tr("%1.id: unknown field (the encounter gives an event its id)").arg(at);
        fields.insert(QStringLiteral("id"), 1);
        if (fields.contains(QStringLiteral("fired_round")))
            return tr("%1.fired_round: unknown field").arg(at);
        const Event event = EventJson::fromJson(JsonValue(fields, at, command.problems()));
        if (!command.problems()->isEmpty())
            return command.problems()->constFirst().toString();
        return std::unique_ptr<Command>(new AddEventCommand(event));
    }
    if (kind == u"remove-event") {
        const auto name = command[key("event")].requiredString();
        if (!name)
            return command.problems()->constFirst().toString();
        for (const Event &e : encounter.events()) {
            if (e.name.compare(*name, Qt::CaseInsensitive) == 0)
                return std::unique_ptr<Command>(new RemoveEventCommand(e.id));
        }
        return tr("%1.event: no event is called '%2'").arg(at, *name);
    }
    if (kind == u"add") {
        QJsonObject fields = command.raw().toObject();
        for (const char *extra : {"command", "count", "hit_dice", "hp_mode", "position"})
            fields.remove(QLatin1StringView(extra));
        Combatant prototype
            = EncounterJson::combatantFromJson(JsonValue(fields, at, command.problems()));
        if (!command.problems()->isEmpty())
            return command.problems()->constFirst().toString();
        qint64 count = 1;
        if (command[key("count")].exists()) {
            auto c = integer(command[key("count")]);
            if (!c)
                return c.error();
            count = *c;
        }
        const QString mode = command[key("hp_mode")].string(QStringLiteral("fixed"));
        using HitPoints = AddCombatantsCommand::HitPoints;
        HitPoints hitPoints = HitPoints::Fixed;
        if (mode == u"roll")
            hitPoints = HitPoints::Roll;
        else if (mode == u"average")
            hitPoints = HitPoints::Average;
        else if (mode != u"fixed")
            return tr("%1.hp_mode: expected fixed, roll or average").arg(at);
        if (hitPoints != HitPoints::Fixed && command[key("hit_dice")].string().isEmpty())
            return tr("%1.hit_dice: hit points by '%2' need the hit dice").arg(at, mode);
        return std::unique_ptr<Command>(new AddCombatantsCommand(prototype, count,
            command[key("hit_dice")].string(), hitPoints, command[key("position")].integer(-1)));
    }
    if (kind == u"attack") {
        AttackResolver::Request request;
        auto attacker = combatantNamed(encounter, command[key("attacker")]);
        if (!attacker)
            return attacker.error();
        auto target = combatantNamed(encounter, command[key("target")]);
        if (!target)
            return target.error();
        request.attacker = *attacker;
        request.target = *target;
        const JsonValue attack = command[key("attack")];
        const Combatant *a = encounter.find(*attacker);
        if (!attack.exists()) {
            request.attack = 0;
        } else if (attack.isNumber()) {
            auto n = integer(attack);
            if (!n)
                return n.error();
            request.attack = *n - 1;
        } else {
            const QString name = attack.string();
            const auto it = std::find_if(a->attacks.begin(), a->attacks.end(),
                [&](const Attack &x) { return x.name.compare(name, Qt::CaseInsensitive) == 0; });
            if (it == a->attacks.end())
                return tr("%1.attack: %2 has no attack called '%3'").arg(at, a->name, name);
            request.attack = qint64(it - a->attacks.begin());
        }
        static const QRegularExpression modifier(
            QStringLiteral("^([a-z0-9][a-z0-9_-]*)(?:=(-?\\d+))?$"));
        for (const JsonValue &m : command[key("modifiers")].elements()) {
            const auto match = modifier.match(m.string());
            if (!match.hasMatch())
                return tr("%1: expected a modifier id or id=N").arg(m.path());
            std::optional<qint64> value;
            if (match.hasCaptured(2)) {
                value = wholeNumber(match.captured(2));
                if (!value)
                    return tr("%1: the number in '%2' is too large").arg(m.path(), m.string());
            }
            request.modifiers.push_back({match.captured(1), value});
        }
        const JsonValue values = command[key("values")];
        const QStringList names = values.keys();
        for (const QString &name : names) {
            auto v = integer(values.field(name));
            if (!v)
                return v.error();
            request.values.insert(name, *v);
        }
        request.pool = command[key("pool")].string(QStringLiteral("lethal"));
        return std::unique_ptr<Command>(new AttackCommand(request));
    }
    if (kind == u"hold") {
        auto holder = combatantNamed(encounter, command[key("combatant")]);
        if (!holder)
            return holder.error();
        auto until = combatantNamed(encounter, command[key("until")]);
        if (!until)
            return until.error();
        return std::unique_ptr<Command>(new HoldCommand(*holder, *until));
    }
    if (kind == u"declare") {
        auto id = combatantNamed(encounter, command[key("combatant")]);
        if (!id)
            return id.error();
        std::optional<qint64> attacks;
        if (command[key("attacks")].exists()) {
            auto n = integer(command[key("attacks")]);
            if (!n)
                return n.error();
            attacks = *n;
        }
        const bool everyRound = command[key("every_round")].boolean(false);
        return std::unique_ptr<Command>(new DeclareCommand(*id, command[key("action")].string(),
            command[key("overrides")].stringList(), attacks,
            everyRound ? DeclareCommand::Lasting::EveryRound : DeclareCommand::Lasting::NextRoll));
    }
    if (kind == u"option") {
        const QString option = command[key("option")].string();
        if (option.isEmpty())
            return tr("%1.option: name an option").arg(at);
        return std::unique_ptr<Command>(
            new SetOptionCommand(option, command[key("on")].boolean(true)));
    }
    if (kind == u"surprise") {
        QMap<QString, QMap<QString, qint64>> values;
        const JsonValue all = command[key("values")];
        const QStringList sides = all.keys();
        for (const QString &side : sides) {
            const JsonValue v = all.field(side);
            const QStringList names = v.keys();
            for (const QString &name : names) {
                auto n = integer(v.field(name));
                if (!n)
                    return n.error();
                values[side == u"*" ? QString() : side].insert(name, *n);
            }
        }
        return std::unique_ptr<Command>(
            new SurpriseCommand(command[key("sides")].stringList(), values));
    }
    if (kind == u"order-roll") {
        const auto step = command[key("step")].requiredString();
        if (!step)
            return command.problems()->constFirst().toString();
        const qint64 chance = command[key("chance")].integer(-1);
        if (chance < -1 || chance > 100)
            return tr("%1.chance: expected a chance's number from 0, or none for the step's roll")
                .arg(at);
        return std::unique_ptr<Command>(new Encounter::OrderRollCommand(*step, int(chance)));
    }
    if (kind == u"morale") {
        const auto side = command[key("side")].requiredString();
        const auto moment = command[key("moment")].requiredString();
        if (!side || !moment)
            return command.problems()->constFirst().toString();
        const QString answer = command[key("answer")].string(QStringLiteral("roll"));
        if (answer != u"roll" && answer != u"not-needed")
            return tr("%1.answer: expected roll or not-needed, found '%2'").arg(at, answer);
        return std::unique_ptr<Command>(new Encounter::MoraleCommand(*side, *moment,
            answer == u"roll" ? Encounter::MoraleCommand::Answer::Roll
                              : Encounter::MoraleCommand::Answer::NotNeeded));
    }
    if (kind == u"use" || kind == u"restore") {
        auto id = combatantNamed(encounter, command[key("combatant")]);
        if (!id)
            return id.error();
        const auto use = command[key("use")].requiredString();
        if (!use)
            return command.problems()->constFirst().toString();
        if (kind == u"use")
            return std::unique_ptr<Command>(new SpendUseCommand(*id, *use));
        return std::unique_ptr<Command>(new RestoreUseCommand(*id, *use));
    }
    if (kind == u"add-reminder" || kind == u"remove-reminder")
        return reminderCommand(command, encounter, kind == u"add-reminder");
    return tr(
        "%1.command: unknown command '%2' (known: add, remove, start, next-turn, "
        "previous-turn, next-round, roll-initiative, let-round-end, damage, heal, aid, "
        "remedy, condition, remove-condition, attack, hold, declare, option, surprise, morale, "
        "order-roll, use, "
        "restore, add-event, "
        "remove-event, add-reminder, remove-reminder, undo, redo)")
        .arg(at, kind);
}

} // namespace Fray::Io
