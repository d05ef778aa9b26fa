// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Change.h"

namespace Fray::Encounter {

bool Change::isEmpty() const
{
    return removed.empty() && inserted.empty() && edited.empty() && !order && !round && !turn
        && !options && !name && !nextId && !events && !nextEventId && logAdded.empty();
}

} // namespace Fray::Encounter
