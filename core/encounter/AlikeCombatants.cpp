// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/AlikeCombatants.h"

#include <QRegularExpression>

#include <algorithm>

namespace Fray::Encounter {

QString AlikeCombatants::stem(const QString &name)
{
    static const QRegularExpression numbered(QStringLiteral(R"(^(.*\S)\s+#?\d+$)"));
    const QRegularExpressionMatch m = numbered.match(name.trimmed());
    return m.hasMatch() ? m.captured(1) : name.trimmed();
}

// The same uses, whatever each has left: the block prints them once, the boxes all free.
bool AlikeCombatants::sameUses(const Combatant &a, const Combatant &b)
{
    return std::equal(
        a.uses.begin(), a.uses.end(), b.uses.begin(), b.uses.end(), [](const Use &x, const Use &y) {
            return x.name == y.name && x.maximum == y.maximum && x.reset == y.reset
                && x.recharge == y.recharge && x.target == y.target;
        });
}

bool AlikeCombatants::alike(const Combatant &a, const Combatant &b)
{
    return stem(a.name) == stem(b.name) && a.templateId == b.templateId && a.side == b.side
        && a.group == b.group && a.stats == b.stats && a.attacks == b.attacks
        && a.attacksPerRound == b.attacksPerRound && a.defence == b.defence && a.armor == b.armor
        && a.unitSize == b.unitSize && a.notes == b.notes && a.reminders == b.reminders
        && sameUses(a, b);
}

std::vector<AlikeCombatants::Group> AlikeCombatants::of(const std::vector<Combatant> &combatants)
{
    std::vector<Group> groups;
    for (const Combatant &c : combatants) {
        const auto same = std::find_if(groups.begin(), groups.end(),
            [&](const Group &g) { return alike(*g.members.front(), c); });
        if (same != groups.end())
            same->members.push_back(&c);
        else
            groups.push_back({stem(c.name), {&c}});
    }
    return groups;
}

} // namespace Fray::Encounter
