// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QString>
#include <QStringList>

namespace Fray::Library {

// A character, monster or template a GM keeps to add to encounters: a combatant prototype
// under one ruleset, with hit dice to roll or average when it joins a fight.
struct LibraryEntry
{
    qint64 id = 0; // 0 until stored
    QString name;
    QString kind = QStringLiteral("monster"); // "character", "monster" or "template"
    QString rulesetId;
    QStringList tags;
    QString hitDice; // "2d8+2"; empty = the prototype's fixed hit points
    Encounter::Combatant prototype;
    // A member of the campaign's party: it joins new fights as it is now (hit points,
    // conditions, uses) and takes back what a fight or a rest did to it.
    bool inParty = false;
    // Which stored version of the entry this is (the campaign raises it with every write). An
    // update made on an older one is refused when another Fray wrote the newer one; 0, an entry
    // not read from a campaign, checks nothing.
    qint64 version = 0;

    static const QStringList &kinds();
    bool operator==(const LibraryEntry &) const = default;
};

} // namespace Fray::Library
