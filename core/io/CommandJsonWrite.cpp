// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// CommandJson's writing half: a command's input as a command file gives it (the reading half is
// CommandJson.cpp).
#include "core/encounter/commands/AttackCommand.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/EventCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/OrderRollCommand.h"
#include "core/encounter/commands/ReminderCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/encounter/commands/UseCommands.h"
#include "core/io/CommandJson.h"
#include "core/io/EncounterJson.h"
#include "core/io/EventJson.h"
#include "core/json/JsonKey.h"
#include "core/morale/MoraleCommand.h"

#include <QJsonArray>

namespace Fray::Io {

using Json::key;

namespace {

template<typename T>
const T *as(const Encounter::Command &command)
{
    return dynamic_cast<const T *>(&command);
}

} // namespace

QJsonObject CommandJson::write(const Encounter::Command &command)
{
    if (const auto *c = as<Encounter::DamageCommand>(command))
        return {{QStringLiteral("targets"), QJsonArray::fromStringList(c->targetNames())},
            {QStringLiteral("amount"), c->amount()}, {QStringLiteral("pool"), c->pool()}};
    if (const auto *c = as<Encounter::HealCommand>(command))
        return {{QStringLiteral("targets"), QJsonArray::fromStringList(c->targetNames())},
            {QStringLiteral("amount"), c->amount()}};
    if (const auto *c = as<Encounter::AidCommand>(command))
        return {{QStringLiteral("target"), c->targetName()}};
    if (const auto *c = as<Encounter::RemedyCommand>(command)) {
        QJsonObject o{{QStringLiteral("target"), c->targetName()}};
        if (c->amount())
            o.insert(QStringLiteral("amount"), *c->amount());
        return o;
    }
    if (const auto *c = as<Encounter::ApplyConditionCommand>(command)) {
        QJsonObject o{{QStringLiteral("targets"), QJsonArray::fromStringList(c->targetNames())}};
        if (c->custom())
            o.insert(QStringLiteral("custom"), EncounterJson::customToJson(*c->custom()));
        else
            o.insert(QStringLiteral("condition"), c->condition());
        if (c->rounds())
            o.insert(QStringLiteral("rounds"), *c->rounds());
        return o;
    }
    if (const auto *c = as<Encounter::RemoveConditionCommand>(command))
        return {{QStringLiteral("targets"), QJsonArray::fromStringList(c->targetNames())},
            {QStringLiteral("condition"), c->condition()}};
    if (const auto *c = as<Encounter::AddCombatantsCommand>(command)) {
        QJsonObject o = EncounterJson::combatantToJson(c->prototype());
        o.insert(QStringLiteral("count"), c->count());
        if (!c->hitDice().isEmpty()) {
            using HitPoints = Encounter::AddCombatantsCommand::HitPoints;
            o.insert(QStringLiteral("hit_dice"), c->hitDice());
            o.insert(QStringLiteral("hp_mode"),
                c->hitPointsMode() == HitPoints::Roll          ? QStringLiteral("roll")
                    : c->hitPointsMode() == HitPoints::Average ? QStringLiteral("average")
                                                               : QStringLiteral("fixed"));
        }
        return o;
    }
    if (const auto *c = as<Encounter::RemoveCombatantCommand>(command))
        return {{QStringLiteral("combatant"), c->name()}};
    if (const auto *c = as<Encounter::EditCombatantCommand>(command))
        return EncounterJson::combatantToJson(c->edited());
    if (const auto *c = as<Encounter::HoldCommand>(command))
        return {{QStringLiteral("combatant"), c->holderName()},
            {QStringLiteral("until"), c->untilName()}};
    if (const auto *c = as<Encounter::DeclareCommand>(command)) {
        QJsonObject o{{QStringLiteral("combatant"), c->combatantName()},
            {QStringLiteral("action"), c->action()},
            {QStringLiteral("overrides"), QJsonArray::fromStringList(c->overrides())}};
        if (c->attacksPerRound())
            o.insert(QStringLiteral("attacks"), *c->attacksPerRound());
        if (c->everyRound())
            o.insert(QStringLiteral("every_round"), true);
        return o;
    }
    if (const auto *c = as<Encounter::SetOptionCommand>(command))
        return {{QStringLiteral("option"), c->option()}, {QStringLiteral("on"), c->isOn()}};
    if (const auto *c = as<Encounter::AttackCommand>(command)) {
        const Encounter::AttackResolver::Request &request = c->request();
        QJsonObject values;
        for (auto it = request.values.constBegin(); it != request.values.constEnd(); ++it)
            values.insert(it.key(), it.value());
        QJsonArray modifiers;
        for (const auto &m : request.modifiers)
            modifiers.append(m.value ? QStringLiteral("%1=%2").arg(m.id).arg(*m.value) : m.id);
        return {{QStringLiteral("attacker"), c->attackerName()},
            {QStringLiteral("attack"), request.attack + 1},
            {QStringLiteral("target"), c->targetName()}, {QStringLiteral("modifiers"), modifiers},
            {QStringLiteral("values"), values}};
    }
    if (const auto *c = as<Encounter::SurpriseCommand>(command)) {
        QJsonObject values;
        for (auto it = c->values().constBegin(); it != c->values().constEnd(); ++it) {
            QJsonObject side;
            for (auto v = it->constBegin(); v != it->constEnd(); ++v)
                side.insert(v.key(), v.value());
            values.insert(it.key(), side);
        }
        return {{QStringLiteral("sides"), QJsonArray::fromStringList(c->sides())},
            {QStringLiteral("values"), values}};
    }
    if (const auto *c = as<Encounter::OrderRollCommand>(command)) {
        QJsonObject o{{QStringLiteral("step"), c->step()}};
        if (c->chance() >= 0)
            o.insert(QStringLiteral("chance"), c->chance());
        return o;
    }
    if (const auto *c = as<Encounter::MoraleCommand>(command))
        return {{QStringLiteral("side"), c->side()}, {QStringLiteral("moment"), c->trigger()},
            {QStringLiteral("answer"),
                c->answer() == Encounter::MoraleCommand::Answer::Roll
                    ? QStringLiteral("roll")
                    : QStringLiteral("not-needed")}};
    if (const auto *c = as<Encounter::SpendUseCommand>(command))
        return {{QStringLiteral("combatant"), c->combatantName()},
            {QStringLiteral("use"), c->useName()}};
    if (const auto *c = as<Encounter::RestoreUseCommand>(command))
        return {{QStringLiteral("combatant"), c->combatantName()},
            {QStringLiteral("use"), c->useName()}};
    if (const auto *c = as<Encounter::AddEventCommand>(command)) {
        QJsonObject o = EventJson::toJson(c->event());
        o.remove(QStringLiteral("id"));
        o.remove(QStringLiteral("fired_round"));
        return o;
    }
    if (const auto *c = as<Encounter::RemoveEventCommand>(command))
        return {{QStringLiteral("event"), c->name()}};
    if (const auto *c = as<Encounter::AddReminderCommand>(command))
        return {{QStringLiteral("combatant"), c->combatantName()},
            {QStringLiteral("text"), c->reminder().text},
            {QStringLiteral("when"), Rules::Reminder::whenKey(c->reminder().when)}};
    if (const auto *c = as<Encounter::RemoveReminderCommand>(command)) {
        QJsonObject o{{QStringLiteral("combatant"), c->combatantName()},
            {QStringLiteral("text"), c->reminderText()}};
        if (c->when())
            o.insert(QStringLiteral("when"), Rules::Reminder::whenKey(*c->when()));
        return o;
    }
    // The turn commands have no input but their kind.
    return {};
}

} // namespace Fray::Io
