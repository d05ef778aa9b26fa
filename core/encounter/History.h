// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace Fray::Encounter {

// The commands done and undone, for the CLI and the tests (the window uses a QUndoStack).
class History
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::History)

public:
    std::optional<QString> execute(
        std::unique_ptr<Command> command, Encounter &encounter, Dice::Random &random);
    std::optional<QString> undo(Encounter &encounter);
    std::optional<QString> redo(Encounter &encounter);
    std::size_t size() const { return m_done.size(); }

private:
    std::vector<std::unique_ptr<Command>> m_done;
    std::vector<std::unique_ptr<Command>> m_undone;
};

} // namespace Fray::Encounter
