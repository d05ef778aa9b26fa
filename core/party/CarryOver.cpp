// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/party/CarryOver.h"

#include "core/party/MemberChanges.h"

namespace Fray::Party {

bool CarryOver::lasts(const Encounter::Encounter &fight, const Encounter::ActiveCondition &active)
{
    if (active.roundsLeft)
        return false;
    const Rules::Condition *rule = fight.condition(active);
    if (!rule)
        return false;
    using Kind = Rules::Duration::Kind;
    return rule->duration.kind == Kind::UntilRemoved || rule->duration.kind == Kind::UntilEvent;
}

std::vector<MemberUpdate> CarryOver::preview(
    const Encounter::Encounter &fight, const std::vector<Library::LibraryEntry> &party)
{
    std::vector<MemberUpdate> updates;
    for (const Library::LibraryEntry &member : party) {
        const QString templateId = QString::number(member.id);
        const auto &combatants = fight.combatants();
        const auto fought = std::find_if(combatants.begin(), combatants.end(),
            [&](const Encounter::Combatant &c) { return c.templateId == templateId; });
        if (fought == combatants.end())
            continue;
        MemberUpdate update{member, member, {}};
        Encounter::Combatant &kept = update.after.prototype;
        kept.hp = fought->hp;
        kept.startHp = fought->hp;
        kept.subdual = fought->subdual;
        kept.state = fought->state;
        kept.aided = fought->aided;
        kept.conditions.clear();
        for (const Encounter::ActiveCondition &active : fought->conditions) {
            if (!lasts(fight, active))
                continue;
            Encounter::ActiveCondition carried = active;
            carried.sinceRound = 0;
            carried.countsThisRound = false;
            kept.conditions.push_back(carried);
        }
        kept.uses = fought->uses;
        for (Encounter::Use &use : kept.uses)
            use.turnRound = 0;
        update.changes = MemberChanges::between(update.before.prototype, kept, fight.ruleset());
        updates.push_back(std::move(update));
    }
    return updates;
}

} // namespace Fray::Party
