// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Random.h"
#include "core/encounter/Change.h"
#include "core/encounter/Encounter.h"

#include <QCoreApplication>

#include <optional>

namespace Fray::Encounter {

// Every change to an encounter is a command. It runs once (checking its input, rolling its
// dice) and keeps what it changed; undo and redo then restore those images, so a redone attack
// shows the same dice. A command that does not fit the encounter changes nothing.
class Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::Command)

public:
    virtual ~Command() = default;

    // The command's name in command files ("damage", "next-turn").
    virtual QString kind() const = 0;
    // What the GM sees in the undo history ("Damage Orc 3 by 7").
    virtual QString text() const = 0;

    std::optional<QString> execute(Encounter &encounter, Dice::Random &random);
    void undo(Encounter &encounter) const { encounter.applyChange(m_change, false); }
    void redo(Encounter &encounter) const { encounter.applyChange(m_change, true); }
    const Change &change() const { return m_change; }

protected:
    virtual std::optional<QString> perform(Encounter &encounter, Dice::Random &random) = 0;

private:
    Change m_change;
};

} // namespace Fray::Encounter
