// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace Fray::Rules {

// What a condition does beyond its modifiers, as a ruleset file names it in a condition's "flags"
// (FORMAT.md). Fray acts on cannot_act, no_attacks, lose_attacks, surprised and fled; the others
// tell the GM what to apply.
enum class ConditionFlag {
    CannotAct,
    NoAttacks,
    LoseAttacks,
    NoDex,
    NoShield,
    NoMove,
    Defenceless,
    Prone,
    NoSpells,
    Surprised,
    Fled,
};

// The flags' one table: each flag's id in a ruleset file and its words for the GM.
class ConditionFlags
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::ConditionFlags)

public:
    // Every flag, in the table's order.
    static const std::vector<ConditionFlag> &all();
    // "cannot_act".
    static QString id(ConditionFlag flag);
    static std::optional<ConditionFlag> fromId(QStringView id);
    // Every id, for an error that names the known ones: "cannot_act, no_attacks, ...".
    static QString ids();
    // "cannot act", in the GM's language.
    static QString label(ConditionFlag flag);
};

} // namespace Fray::Rules
