// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"
#include "core/party/PartyRest.h"

#include <memory>
#include <optional>
#include <vector>

namespace Fray::Day {

// An adventuring day as a GM plans it: fights in order, each after a rest or none. The party is
// in each fight (the same heroes by name on the players' side); the first fight finds them as its
// encounter has them, the later ones as the fights and rests before left them.
struct DayPlan
{
    struct Step
    {
        QString name; // what the day calls the fight
        std::shared_ptr<const Encounter::Encounter> fight;
        std::optional<Party::PartyRest::Plan> restBefore; // none before the first fight
    };
    std::vector<Step> steps;
};

} // namespace Fray::Day
