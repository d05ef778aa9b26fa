// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/party/PartyRest.h"

#include "core/dice/Roller.h"
#include "core/encounter/CombatantFormulas.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/Vitals.h"
#include "core/party/MemberChanges.h"

#include <QLocale>

namespace Fray::Party {

QString PartyRest::describe(const Rules::Ruleset &ruleset, const Plan &plan)
{
    switch (plan.kind) {
    case Plan::Kind::Ruleset:
        if (const Rules::Rest *rest = ruleset.rest(plan.restId))
            return rest->label;
        return plan.restId;
    case Plan::Kind::HitPoints:
        return tr("%n hit point(s) each", nullptr, int(plan.hitPoints));
    case Plan::Kind::Full:
        break;
    }
    return tr("Back to full");
}

Expected<std::vector<MemberUpdate>, QString> PartyRest::preview(
    const std::shared_ptr<const Rules::Ruleset> &ruleset,
    const std::vector<Library::LibraryEntry> &party, const Plan &plan, Dice::Random &random)
{
    const Rules::Rest *rest = nullptr;
    if (plan.kind == Plan::Kind::Ruleset) {
        rest = ruleset->rest(plan.restId);
        if (!rest) {
            QStringList known;
            for (const Rules::Rest &r : ruleset->rests)
                known << r.id;
            return known.isEmpty()
                ? tr("%1 names no rests; rest by hit points or back to full").arg(ruleset->name)
                : tr("%1 has no rest '%2' (it has: %3)")
                      .arg(ruleset->name, plan.restId, known.join(QStringLiteral(", ")));
        }
    }
    if (plan.kind == Plan::Kind::HitPoints && (plan.hitPoints < 0 || plan.hitPoints > maxHitPoints))
        return tr("a rest gives between 0 and %1 hit points, not %2")
            .arg(QLocale().toString(maxHitPoints), QLocale().toString(plan.hitPoints));

    // The members fight no one here: a scratch encounter lets the ruleset's own healing and
    // HP states apply to them exactly as in a fight.
    Encounter::EncounterState state;
    state.rulesetId = ruleset->id;
    std::vector<const Library::LibraryEntry *> members;
    for (const Library::LibraryEntry &member : party) {
        if (member.rulesetId != ruleset->id)
            continue;
        Encounter::Combatant c = member.prototype;
        c.id = Encounter::CombatantId(members.size() + 1);
        c.name = member.name;
        state.combatants.push_back(std::move(c));
        members.push_back(&member);
    }
    state.nextId = Encounter::CombatantId(members.size() + 1);
    Encounter::Encounter scratch(ruleset, std::move(state));
    Encounter::Vitals vitals(scratch, random);

    std::vector<MemberUpdate> updates;
    for (std::size_t i = 0; i < members.size(); ++i) {
        const qint64 index = qint64(i);
        MemberUpdate update{*members[i], *members[i], {}};
        if (vitals.isDead(scratch.combatants()[i])) {
            update.changes << tr("dead: the rest gives nothing back");
            updates.push_back(std::move(update));
            continue;
        }
        if (plan.kind == Plan::Kind::Full || (rest && rest->clearsSubdual))
            vitals.heal(index, scratch.combatants()[i].subdual);
        qint64 amount = 0;
        QString rolledText;
        const Encounter::Combatant &resting = scratch.combatants()[i];
        switch (plan.kind) {
        case Plan::Kind::Ruleset: {
            const auto rolled = Dice::Roller::roll(
                rest->hp, random, scratch.formulas().bindings(resting, rest->hp));
            if (!rolled)
                return tr("%1: the rest's hit points %2 cannot be rolled: %3")
                    .arg(members[i]->name, rest->hp.text(), rolled.error().toString());
            amount = std::max<qint64>(0, rolled->total);
            if (rest->hp.hasDice())
                rolledText = rolled->describe(rest->hp.text());
            break;
        }
        case Plan::Kind::HitPoints:
            amount = plan.hitPoints;
            break;
        case Plan::Kind::Full:
            amount = resting.maxHp - resting.hp;
            break;
        }
        vitals.heal(index, amount);
        vitals.updateState(index, false);
        scratch.modifyCombatant(index, [](Encounter::Combatant &c) {
            for (Encounter::Use &use : c.uses) {
                if (use.reset == Encounter::Use::Reset::Rest)
                    use.left = use.maximum;
            }
        });
        const Encounter::Combatant &rested = scratch.combatants()[i];
        Encounter::Combatant &kept = update.after.prototype;
        kept.hp = rested.hp;
        kept.startHp = rested.hp;
        kept.subdual = rested.subdual;
        kept.state = rested.state;
        kept.uses = rested.uses;
        update.changes = MemberChanges::between(update.before.prototype, kept, *ruleset);
        if (!rolledText.isEmpty())
            update.changes.prepend(tr("rolled %1").arg(rolledText));
        updates.push_back(std::move(update));
    }
    return updates;
}

} // namespace Fray::Party
