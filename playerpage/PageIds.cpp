// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/PageIds.h"

namespace Fray::PlayerPage {

qint64 PageIds::of(Encounter::CombatantId combatant)
{
    const auto it = m_page.constFind(combatant);
    if (it != m_page.constEnd())
        return *it;
    const qint64 id = m_next++;
    m_page.insert(combatant, id);
    m_combatant.insert(id, combatant);
    return id;
}

Encounter::CombatantId PageIds::combatant(qint64 pageId) const
{
    return m_combatant.value(pageId, 0);
}

} // namespace Fray::PlayerPage
