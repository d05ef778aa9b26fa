// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Encounter.h"
#include "playerpage/PageIds.h"

#include <QJsonObject>
#include <QUrlQuery>

namespace Fray::PlayerPage {

// A player's own odds question from the page (GET /api/odds?attacker=ID&target=ID&attack=N
// &modifier=ID[:N]...; the ids are the page's, see PageIds), answered by the core's AttackResolver
// exactly as the GM's odds view and fray-cli odds answer it. Only a visible party member still in
// the fight may ask, only about a visible target still in the fight.
class PlayerOdds
{
public:
    // The answer, or a short reason for a 400 that names nothing the players may not see.
    static Expected<QJsonObject, QString> answer(
        const Encounter::Encounter &encounter, const PageIds &ids, const QUrlQuery &query);
};

} // namespace Fray::PlayerPage
