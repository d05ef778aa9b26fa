// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/DiceError.h"

#include <QCoreApplication>

namespace Fray::Dice {

QString DiceError::toString() const
{
    if (column <= 0)
        return message;
    return QCoreApplication::translate("Fray::Dice::DiceError", "%1 at column %2")
        .arg(message)
        .arg(column);
}

} // namespace Fray::Dice
