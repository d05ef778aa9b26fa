// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Command.h"
#include "core/io/JsonValue.h"

#include <QCoreApplication>

#include <memory>

namespace Fray::Encounter {

// Builds commands from command files (docs/file-formats.md), naming combatants by name. Names
// are looked up when the command is built, so a command may name combatants added before it.
class CommandFactory
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::CommandFactory)

public:
    // "undo" and "redo" are not commands but steps through History; create() refuses them.
    static bool isUndo(const QJsonObject &command);
    static bool isRedo(const QJsonObject &command);
    // The first problem with an undo or redo command, which has no field but `command`.
    static std::optional<QString> checkHistoryStep(const Io::JsonValue &command);

    // The command, or the first problem with it ("commands[2].pool: expected a text"). Fields
    // of the wrong type and fields the command does not have are problems too.
    static Expected<std::unique_ptr<Command>, QString> create(
        const Io::JsonValue &command, const Encounter &encounter);

private:
    static Expected<std::unique_ptr<Command>, QString> build(
        const Io::JsonValue &command, const Encounter &encounter);
};

// The commands done and undone, for the CLI and the tests (the GUI uses a QUndoStack).
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
