// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Command.h"
#include "core/json/JsonValue.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <memory>

namespace Fray::Io {

// Every command kind as command files (docs/file-formats.md) and the campaign's journal write
// it, read and written in this one place; the encounter and its commands know no JSON.
// Combatants are named by name, looked up when the command is read, so a command may name
// combatants added before it.
class CommandJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::CommandJson)

public:
    // "undo" and "redo" are not commands but steps through a History; read() refuses them.
    static bool isUndo(const QJsonObject &command);
    static bool isRedo(const QJsonObject &command);
    // The first problem with an undo or redo command, which has no field but `command`.
    static std::optional<QString> checkHistoryStep(const Json::JsonValue &command);

    // The command, or the first problem with it ("commands[2].pool: expected a text"). Fields
    // of the wrong type and fields the command does not have are problems too. No command (a
    // null one) when it asks for nothing to change: an "hp" change to what a combatant has.
    static Expected<std::unique_ptr<Encounter::Command>, QString> read(
        const Json::JsonValue &command, const Encounter::Encounter &encounter);
    // A command's input as a command file gives it, combatants by name (so after it has run).
    static QJsonObject write(const Encounter::Command &command);

private:
    static Expected<std::unique_ptr<Encounter::Command>, QString> build(
        const Json::JsonValue &command, const Encounter::Encounter &encounter);
};

} // namespace Fray::Io
