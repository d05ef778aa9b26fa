// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Encounter.h"
#include "core/sim/TurnDanger.h"
#include "playerpage/PageIds.h"

#include <QJsonObject>
#include <QUrlQuery>

#include <vector>

namespace Fray::PlayerPage {

// A player's own hero's danger (GET /api/danger?combatant=ID; the page's id): the chance to be
// out before its next turn, from the GM's Sim::TurnDanger for the fight. Only a visible party
// member still in the fight is answered, so a player learns nothing of the foes beyond it.
class PlayerDanger
{
public:
    // `dangers` is TurnDanger::compute for the encounter as it is. The answer, or a short
    // reason for a 400 that names nothing the players may not see.
    static Expected<QJsonObject, QString> answer(const Encounter::Encounter &encounter,
        const PageIds &ids, const QUrlQuery &query,
        const std::vector<Sim::TurnDanger::Danger> &dangers);
};

} // namespace Fray::PlayerPage
