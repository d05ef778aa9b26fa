// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>

#include <cstdint>
#include <vector>

namespace Fray::Dice {

// One physical die of a roll: what it showed (every roll of its chain when it exploded) and
// whether it counted towards the total.
struct RolledDie
{
    QString die; // "d6", "d20", "dF", "d6!"
    std::int64_t value = 0;
    bool kept = true;
    std::vector<std::int64_t> chain; // every roll of an exploding die; one entry otherwise

    // "6", "(1)" when dropped, "6!+4" when it exploded.
    QString toString() const;
};

// The result of rolling an expression once, with every die, for the encounter log.
struct Roll
{
    std::int64_t total = 0;
    std::vector<RolledDie> dice;
    // The expression with each dice term replaced by its dice: "[6, 5, 3, (1)]", "[5]+2".
    QString shown;
    // What each variable bound to an expression showed the first time it was rolled.
    QMap<QString, QString> variablesShown;
    // "4d6dl1 → [6, 5, 3, (1)] = 14".
    QString describe(const QString &expressionText) const;
};

} // namespace Fray::Dice
