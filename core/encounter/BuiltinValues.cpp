// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/BuiltinValues.h"

namespace Fray::Encounter {

std::optional<qint64> builtinValue(const Rules::BuiltinVariable &variable, const Combatant &c)
{
    using Id = Rules::BuiltinVariable::Id;
    switch (variable.id) {
    case Id::Hp:
        return c.hp;
    case Id::MaxHp:
        return c.maxHp;
    case Id::StartHp:
        return c.startHp;
    case Id::Subdual:
        return c.subdual;
    case Id::Attacks:
        return c.attacksPerRound;
    case Id::Defence:
        return c.defence;
    case Id::Armor:
        return c.armor;
    case Id::TempHp:
    case Id::Level:
    case Id::Hd:
    case Id::Size: {
        const auto stat = c.stats.constFind(QString(variable.name));
        return stat == c.stats.constEnd() ? std::nullopt : std::optional(*stat);
    }
    case Id::DamageTaken:
    case Id::AttackIndex:
    case Id::Round:
    case Id::Margin:
    case Id::Moved:
    case Id::Raw:
    case Id::Damage:
    case Id::DamageDice:
    case Id::Bonus:
        break;
    }
    return std::nullopt;
}

} // namespace Fray::Encounter
