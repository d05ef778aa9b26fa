// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"
#include "core/rules/BuiltinVariables.h"

#include <optional>

namespace Fray::Encounter {

// What a combatant gives a built-in variable read off it (Source::Combatant or ::Field): its hit
// points, attacks per round, defence ..., or its stat of that name (level, HD and size are stats
// where the ruleset has them). Nothing for the variables the fight or the check give.
std::optional<qint64> builtinValue(
    const Rules::BuiltinVariable &variable, const Combatant &combatant);

} // namespace Fray::Encounter
