// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Fray::Dice {

// What went wrong with a dice expression, and where: `column` is 1-based, or 0 when the problem
// belongs to the expression as a whole.
struct DiceError
{
    QString message;
    int column = 0;

    // "expected ')' at column 7", ready to show to a GM.
    QString toString() const;
};

} // namespace Fray::Dice
