// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/CustomCondition.h"

#include "core/rules/Ruleset.h"

#include <QRegularExpression>

#include <algorithm>

namespace Fray::Encounter {

QString CustomCondition::idFor(const QString &label)
{
    static const QRegularExpression separators(QStringLiteral("[^\\w]+"));
    QString slug = label.toLower().replace(separators, QStringLiteral("-"));
    while (slug.startsWith(u'-'))
        slug.remove(0, 1);
    while (slug.endsWith(u'-'))
        slug.chop(1);
    return QStringLiteral("custom-") + slug;
}

QString CustomCondition::whenName(DamageWhen when)
{
    switch (when) {
    case DamageWhen::Now:
        return QStringLiteral("now");
    case DamageWhen::EachRound:
        return QStringLiteral("end_of_round");
    case DamageWhen::NowAndEachRound:
        return QStringLiteral("now_and_end_of_round");
    }
    return QString();
}

std::optional<CustomCondition::DamageWhen> CustomCondition::whenNamed(const QString &name)
{
    for (DamageWhen when : {DamageWhen::Now, DamageWhen::EachRound, DamageWhen::NowAndEachRound}) {
        if (whenName(when) == name)
            return when;
    }
    return std::nullopt;
}

Expected<Rules::Condition, QString> CustomCondition::toCondition(
    const Rules::Ruleset &ruleset) const
{
    if (label.trimmed().isEmpty())
        return tr("a condition of your own needs a name");
    if (label.size() > 80)
        return tr("the name '%1…' is longer than 80 characters").arg(label.left(20));
    if (toHit < -maxModifier || toHit > maxModifier || defence < -maxModifier
        || defence > maxModifier)
        return tr("'%1': a modifier is from %2 to %3")
            .arg(label)
            .arg(-maxModifier)
            .arg(maxModifier);

    Rules::Condition c;
    c.id = idFor(label);
    c.label = label.trimmed();
    c.duration.kind = Rules::Duration::Kind::UntilRemoved; // its rounds are counted down
    if (cannotAct)
        c.flags.push_back(Rules::ConditionFlag::CannotAct);
    if (!damage.trimmed().isEmpty()) {
        auto amount = Rules::Expression::parse(damage.trimmed());
        if (!amount)
            return tr("'%1': damage '%2': %3").arg(label, damage, amount.error().toString());
        Rules::Tick tick;
        tick.amount = *amount;
        tick.when = whenName(damageWhen); // "now" ticks once, as it is given
        c.tick = tick;
    }
    if (toHit != 0) {
        if (!ruleset.modifierVariable())
            return tr("'%1': %2 has no to-hit modifier (@mod) to add to").arg(label, ruleset.name);
        Rules::Effect e;
        e.variable = QString(Rules::Ruleset::modifierName);
        e.add = *Rules::Expression::parse(QString::number(toHit));
        c.whenAttacking.push_back(e);
    }
    if (defence != 0) {
        const auto defenceVariable
            = std::find_if(ruleset.variables.begin(), ruleset.variables.end(),
                [](const Rules::Variable &v) { return v.from == u"target.defence"; });
        if (defenceVariable == ruleset.variables.end())
            return tr("'%1': %2 reads no defence from its target to add to")
                .arg(label, ruleset.name);
        Rules::Effect e;
        e.variable = defenceVariable->name;
        e.add = *Rules::Expression::parse(QString::number(defence));
        c.whenAttacked.push_back(e);
    }
    for (const Rules::Reminder &r : reminders) {
        if (r.text.trimmed().isEmpty())
            return tr("'%1': a reminder needs a text").arg(label);
        if (r.text.size() > Rules::Reminder::maxText)
            return tr("'%1': a reminder is at most %2 characters")
                .arg(label)
                .arg(Rules::Reminder::maxText);
    }
    c.reminders = reminders;
    return c;
}

} // namespace Fray::Encounter
