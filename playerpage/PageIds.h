// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QHash>

namespace Fray::PlayerPage {

// The numbers the players' page knows combatants by. The encounter's own ids count every
// combatant, hidden ones too, so a gap in them would tell players how many they cannot see:
// a page id is given only to a combatant players see, the next number at the first sight,
// and kept for the whole share (the page's picker keeps its choice when others appear).
class PageIds
{
public:
    // The page id of a combatant players see, given now if it has none yet.
    qint64 of(Encounter::CombatantId combatant);
    // The combatant a page id names; 0 when none.
    Encounter::CombatantId combatant(qint64 pageId) const;

private:
    QHash<Encounter::CombatantId, qint64> m_page;
    QHash<qint64, Encounter::CombatantId> m_combatant;
    qint64 m_next = 1;
};

} // namespace Fray::PlayerPage
