// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/Ruleset.h"

namespace Fray::Rules {

// What an attack's value is to the attack roll, read from the attack check's bands: a bonus
// added to the roll (d20 + attack >= AC: printed "+5"), a number the roll is held against
// (d100 <= skill: printed "80", and "80%" when the roll is a d100), or nothing the ruleset
// reads. No ruleset is known by name: the bands say it.
class AttackValueReading
{
public:
    enum class Kind {
        NotRead, // no variable takes the attack's value
        Number, // read, but not compared with the roll in a way that says which
        Bonus, // added to the roll
        Target, // the roll is compared with it
        Percent, // the roll of 1d100 is compared with it
    };

    static Kind of(const Ruleset &ruleset);
};

} // namespace Fray::Rules
