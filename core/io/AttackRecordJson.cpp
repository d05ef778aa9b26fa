// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/AttackRecordJson.h"

#include "core/json/JsonKey.h"

#include <QCoreApplication>

#include <limits>

namespace Fray::Io {

using Json::key;

using Encounter::AttackRecord;
using Json::JsonValue;

namespace {
// A combatant's id: a whole number a CombatantId can hold.
Encounter::CombatantId idOf(const JsonValue &value)
{
    const auto id = value.requiredInteger();
    if (!id)
        return 0;
    if (*id < 1 || *id > std::numeric_limits<Encounter::CombatantId>::max()) {
        value.problem(
            QCoreApplication::translate("Fray::Io::AttackRecordJson", "%1 is not a combatant's id")
                .arg(*id));
        return 0;
    }
    return Encounter::CombatantId(*id);
}
} // namespace

QJsonObject AttackRecordJson::toJson(const AttackRecord &record)
{
    QJsonObject o{{QStringLiteral("attacker"), qint64(record.attacker)},
        {QStringLiteral("target"), qint64(record.target)},
        {QStringLiteral("attacker_name"), record.attackerName},
        {QStringLiteral("target_name"), record.targetName},
        {QStringLiteral("attack"), record.attack}, {QStringLiteral("chance"), record.chance},
        {QStringLiteral("outcome"), record.outcome}, {QStringLiteral("label"), record.label},
        {QStringLiteral("hit"), record.hit}};
    if (record.damage)
        o.insert(QStringLiteral("damage"), *record.damage);
    return o;
}

AttackRecord AttackRecordJson::fromJson(const JsonValue &value)
{
    AttackRecord record;
    if (!value.isObject()) {
        value.problem(tr("expected an object"));
        return record;
    }
    value.allowOnly({key("attacker"), key("target"), key("attacker_name"), key("target_name"),
        key("attack"), key("chance"), key("outcome"), key("label"), key("hit"), key("damage")});
    record.attacker = idOf(value[key("attacker")]);
    record.target = idOf(value[key("target")]);
    record.attackerName = value[key("attacker_name")].string();
    record.targetName = value[key("target_name")].string();
    record.attack = value[key("attack")].string();
    record.outcome = value[key("outcome")].string();
    record.label = value[key("label")].string();
    record.hit = value[key("hit")].boolean(false);
    const JsonValue chance = value[key("chance")];
    const double p = chance.raw().toDouble(-1.0);
    // A chance is a probability; NaN fails both comparisons and is refused too.
    if (!chance.isNumber() || !(p >= 0.0 && p <= 1.0))
        chance.problem(tr("expected a probability from 0 to 1"));
    else
        record.chance = p;
    const JsonValue damage = value[key("damage")];
    if (damage.exists()) {
        const qint64 amount = damage.integer(0);
        if (amount < 0)
            damage.problem(tr("must be 0 or more, not %1").arg(amount));
        else
            record.damage = amount;
    }
    return record;
}

} // namespace Fray::Io
