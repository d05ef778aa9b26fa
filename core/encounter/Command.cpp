// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Command.h"

namespace Fray::Encounter {

std::optional<QString> Command::execute(Encounter &encounter, Dice::Random &random)
{
    encounter.beginRecording();
    const std::optional<QString> error = perform(encounter, random);
    Change change = encounter.endRecording();
    if (error) {
        // Whatever was done before the problem showed is taken back: nothing half-applies.
        if (!change.isEmpty())
            encounter.applyChange(change, false);
        return error;
    }
    m_change = std::move(change);
    encounter.announce(m_change);
    return std::nullopt;
}

} // namespace Fray::Encounter
