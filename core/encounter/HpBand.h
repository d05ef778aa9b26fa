// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace Fray::Encounter {

// How hurt hit points alone say a combatant is, where the ruleset's HP states say nothing: the
// one banding the GM's table and what the players see share. Half left is still wounded.
enum class HpBand { Unhurt, Wounded, BadlyWounded, Down };

constexpr HpBand hpBand(qint64 hp, qint64 maxHp)
{
    if (hp <= 0)
        return HpBand::Down;
    if (hp >= maxHp)
        return HpBand::Unhurt;
    return 2 * hp >= maxHp ? HpBand::Wounded : HpBand::BadlyWounded;
}

} // namespace Fray::Encounter
