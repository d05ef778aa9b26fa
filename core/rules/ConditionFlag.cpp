// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ConditionFlag.h"

#include <QStringList>

#include <iterator>

namespace Fray::Rules {

namespace {

struct FlagRow
{
    ConditionFlag flag;
    const char *id;
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
};

const FlagRow &rowOf(ConditionFlag flag)
{
    for (const FlagRow &row : flagTable) {
        if (row.flag == flag)
            return row;
    }
    Q_UNREACHABLE();
}

} // namespace

const std::vector<ConditionFlag> &ConditionFlags::all()
{
    static const std::vector<ConditionFlag> flags = [] {
        std::vector<ConditionFlag> out;
        for (const FlagRow &row : flagTable)
            out.push_back(row.flag);
        return out;
    }();
    return flags;
}

QString ConditionFlags::id(ConditionFlag flag)
{
    return QLatin1StringView(rowOf(flag).id);
}

std::optional<ConditionFlag> ConditionFlags::fromId(QStringView id)
{
    for (const FlagRow &row : flagTable) {
        if (id == QLatin1StringView(row.id))
            return row.flag;
    }
    return std::nullopt;
}

QString ConditionFlags::ids()
{
    QStringList out;
    for (const FlagRow &row : flagTable)
        out << QLatin1StringView(row.id);
    return out.join(QStringLiteral(", "));
}

QString ConditionFlags::label(ConditionFlag flag)
{
    return tr(rowOf(flag).label);
}

} // namespace Fray::Rules
