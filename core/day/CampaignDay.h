// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/day/DayPlan.h"

#include <QCoreApplication>

namespace Fray::Storage {
class Campaign;
}
namespace Fray::Rules {
class RulesetLibrary;
}

namespace Fray::Day {

// A day of a campaign's own encounters (Party › Plan a Day…): each read from the campaign, and
// where its fight has not started the party brought in as it is now (Party::BringPartyCommand),
// so the day begins with the heroes as the last fight and rest left them.
class CampaignDay
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Day::CampaignDay)

public:
    struct Fight
    {
        qint64 encounterId = 0;
        std::optional<Party::PartyRest::Plan> restBefore;
    };

    static Expected<DayPlan, QString> plan(const Storage::Campaign &campaign,
        const Rules::RulesetLibrary &rulesets, const std::vector<Fight> &fights);
};

} // namespace Fray::Day
