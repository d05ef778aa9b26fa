// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/day/CampaignDay.h"

#include "core/party/BringPartyCommand.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"

namespace Fray::Day {

Expected<DayPlan, QString> CampaignDay::plan(const Storage::Campaign &campaign,
    const Rules::RulesetLibrary &rulesets, const std::vector<Fight> &fights)
{
    DayPlan plan;
    for (const Fight &f : fights) {
        auto state = campaign.encounters().load(f.encounterId);
        if (!state)
            return state.error();
        const Rules::RulesetLibrary::Entry *entry = rulesets.find(state->rulesetId);
        if (!entry)
            return tr("%1: %2").arg(state->name, rulesets.whyMissing(state->rulesetId));
        const QString name = state->name;
        auto fight
            = std::make_shared<Encounter::Encounter>(entry->ruleset, std::move(state).value());
        if (fight->state().round <= 0) {
            const auto party = campaign.library().party(entry->ruleset->id);
            if (!party)
                return party.error();
            Dice::Random random(1);
            Party::BringPartyCommand bring(*party);
            // Nothing to bring (no members, or all already in it) is no error: the fight is
            // played as the campaign has it.
            bring.execute(*fight, random);
        }
        plan.steps.push_back(
            {name, std::move(fight), plan.steps.empty() ? std::nullopt : f.restBefore});
    }
    return plan;
}

} // namespace Fray::Day
