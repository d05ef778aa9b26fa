// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/party/MemberChanges.h"

#include <QLocale>

namespace Fray::Party {

namespace {

QString conditionName(const Encounter::ActiveCondition &active, const Rules::Ruleset &ruleset)
{
    if (active.custom)
        return active.custom->label;
    const Rules::Condition *condition = ruleset.condition(active.id);
    return condition ? condition->label : active.id;
}

QString stateName(const QString &id, const Rules::Ruleset &ruleset)
{
    const Rules::HpState *state = ruleset.hpState(id);
    return state ? state->label : id;
}

} // namespace

QStringList MemberChanges::between(const Encounter::Combatant &before,
    const Encounter::Combatant &after, const Rules::Ruleset &ruleset)
{
    const QLocale locale;
    QStringList changes;
    if (before.hp != after.hp)
        changes << tr("%1 %2 \u2192 %3 of %4")
                       .arg(ruleset.hpLabel, locale.toString(before.hp), locale.toString(after.hp),
                           locale.toString(after.maxHp));
    if (before.subdual != after.subdual)
        changes << tr("subdual damage %1 \u2192 %2")
                       .arg(locale.toString(before.subdual), locale.toString(after.subdual));
    if (before.state != after.state) {
        if (after.state.isEmpty())
            changes << tr("no longer %1").arg(stateName(before.state, ruleset));
        else
            changes << tr("now %1").arg(stateName(after.state, ruleset));
    }
    for (const Encounter::ActiveCondition &active : after.conditions) {
        if (!before.hasCondition(active.id))
            changes << tr("keeps %1").arg(conditionName(active, ruleset));
    }
    for (const Encounter::ActiveCondition &active : before.conditions) {
        if (!after.hasCondition(active.id))
            changes << tr("%1 ends").arg(conditionName(active, ruleset));
    }
    for (const Encounter::Use &use : after.uses) {
        const qint64 was = before.useIndex(use.name);
        if (was < 0 || before.uses[std::size_t(was)].left != use.left)
            changes << tr("%1 %2 \u2192 %3 of %4")
                           .arg(use.name,
                               locale.toString(
                                   was < 0 ? use.maximum : before.uses[std::size_t(was)].left),
                               locale.toString(use.left), locale.toString(use.maximum));
    }
    return changes;
}

} // namespace Fray::Party
