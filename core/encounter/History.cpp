// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/History.h"

namespace Fray::Encounter {

std::optional<QString> History::execute(
    std::unique_ptr<Command> command, Encounter &encounter, Dice::Random &random)
{
    if (auto error = command->execute(encounter, random))
        return error;
    m_done.push_back(std::move(command));
    m_undone.clear();
    return std::nullopt;
}

std::optional<QString> History::undo(Encounter &encounter)
{
    if (m_done.empty())
        return tr("there is nothing to undo");
    m_done.back()->undo(encounter);
    m_undone.push_back(std::move(m_done.back()));
    m_done.pop_back();
    return std::nullopt;
}

std::optional<QString> History::redo(Encounter &encounter)
{
    if (m_undone.empty())
        return tr("there is nothing to redo");
    m_undone.back()->redo(encounter);
    m_done.push_back(std::move(m_undone.back()));
    m_undone.pop_back();
    return std::nullopt;
}

} // namespace Fray::Encounter
