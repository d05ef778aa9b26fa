// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/rules/Reminder.h"

#include <QCoreApplication>
#include <QString>

namespace Fray::Rules {
struct Condition;
struct Ruleset;
} // namespace Fray::Rules

namespace Fray::Encounter {

// A condition of the GM's own, for what no catalogue has ("held by a web", "burning oil"):
// a name and what it does, kept with the combatant that has it. How long it lasts is the
// active condition's rounds (none: until removed).
struct CustomCondition
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::CustomCondition)

public:
    enum class DamageWhen { Now, EachRound, NowAndEachRound };

    QString label;
    QString damage; // dice; empty: none (negative heals)
    DamageWhen damageWhen = DamageWhen::EachRound;
    qint64 toHit = 0; // added to the holder's attacks (the ruleset's @mod)
    qint64 defence = 0; // added to the holder's defence as the ruleset counts it
    bool cannotAct = false;
    std::vector<Rules::Reminder> reminders; // while the condition lasts

    // Bounds: beyond them a number is a mistake.
    static constexpr qint64 maxModifier = 1'000;

    // The id it goes by on a combatant: "custom-" and the name in lower case, words joined
    // by '-' ("custom-held-by-a-web").
    static QString idFor(const QString &label);
    // "now", "end_of_round", "now_and_end_of_round"
    static QString whenName(DamageWhen when);
    static std::optional<DamageWhen> whenNamed(const QString &name);

    // The condition the rules engine sees, or what the ruleset cannot carry (a to-hit
    // modifier where the ruleset has no @mod, damage that is not dice).
    Expected<Rules::Condition, QString> toCondition(const Rules::Ruleset &ruleset) const;

    bool operator==(const CustomCondition &) const = default;
};

} // namespace Fray::Encounter
