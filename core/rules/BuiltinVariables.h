// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLatin1StringView>
#include <QStringList>

#include <vector>

namespace Fray::Rules {

struct Ruleset;

// A name a ruleset's formulas may use without declaring it (FORMAT.md, "Built-in variables").
struct BuiltinVariable
{
    enum class Id {
        Hp,
        MaxHp,
        StartHp,
        TempHp,
        Subdual,
        DamageTaken,
        Level,
        Hd,
        Size,
        Attacks,
        AttackIndex,
        Round,
        Margin,
        Moved,
        Defence,
        Armor,
        Raw,
        Damage,
        DamageDice,
        Bonus
    };
    // What gives it a value.
    enum class Source {
        Combatant, // read off the combatant (or its stat of that name); combatant formulas see it
        Fight, // the fight or the attack under way (round, margin ...); combatant formulas see it
        Field, // a combatant's field a variable reads with "from" (target.defence), not a formula
        Check, // the check and damage being worked out; not a variable's name
    };

    Id id;
    QLatin1StringView name;
    Source source;
    // English source text ("%1": the ruleset's word for hit points); null: the name in words.
    const char *label;
};

class BuiltinVariables
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::BuiltinVariables)

public:
    static const std::vector<BuiltinVariable> &all();
    static const BuiltinVariable *find(QStringView name);
    static const BuiltinVariable &of(BuiltinVariable::Id id);
    // The names of every variable from these sources.
    static QStringList names(std::initializer_list<BuiltinVariable::Source> sources);
    // What combatant formulas (initiative, HP states, conditions) may use besides the
    // ruleset's stats and variables; and the names only checks and damage formulas have.
    static const QStringList &formulaNames();
    static const QStringList &checkNames();
    // How a reference sheet says it, in the ruleset's words ("max HP", "the roll").
    static QString label(const BuiltinVariable &variable, const Ruleset &ruleset);
};

} // namespace Fray::Rules
