// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ConditionFlag.h"

#include "core/KeyTable.h"

#include <QStringList>

#include <iterator>

namespace Fray::Rules {

namespace {

struct FlagRow
{
    ConditionFlag value;
    const char *key; // the id a ruleset file writes
    const char *label;
};

constexpr FlagRow flagTable[] = {
    {ConditionFlag::CannotAct, "cannot_act",
        QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "cannot act")},
    {ConditionFlag::NoAttacks, "no_attacks",
        QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "no attacks")},
    {ConditionFlag::LoseAttacks, "lose_attacks",
        QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "loses its remaining attacks")},
    {ConditionFlag::NoDex, "no_dex",
        QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "no DEX to defence")},
    {ConditionFlag::NoShield, "no_shield",
        QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "no shield")},
    {ConditionFlag::NoMove, "no_move",
        QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "cannot move")},
    {ConditionFlag::Defenceless, "defenceless",
        QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "defenceless")},
    {ConditionFlag::Prone, "prone", QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "prone")},
    {ConditionFlag::NoSpells, "no_spells",
        QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "no spells")},
    {ConditionFlag::Surprised, "surprised",
        QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "surprised")},
    {ConditionFlag::Fled, "fled",
        QT_TRANSLATE_NOOP("Fray::Rules::ConditionFlags", "fled: out of the fight, not dead")},
};

} // namespace

const std::vector<ConditionFlag> &ConditionFlags::all()
{
    static const std::vector<ConditionFlag> flags = [] {
        std::vector<ConditionFlag> out;
        for (const FlagRow &row : flagTable)
            out.push_back(row.value);
        return out;
    }();
    return flags;
}

QString ConditionFlags::id(ConditionFlag flag)
{
    return KeyTable::keyOf(flagTable, flag);
}

std::optional<ConditionFlag> ConditionFlags::fromId(QStringView id)
{
    return KeyTable::valueOf(flagTable, id);
}

QString ConditionFlags::ids()
{
    return KeyTable::keysOf(flagTable).join(QStringLiteral(", "));
}

QString ConditionFlags::label(ConditionFlag flag)
{
    return tr(KeyTable::rowOf(flagTable, flag).label);
}

} // namespace Fray::Rules
