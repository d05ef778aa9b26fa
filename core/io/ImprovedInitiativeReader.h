// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/io/ForeignFile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace Fray::Io {

class ForeignJson;

// Improved Initiative's export file (its client/Utility/Store.ts): one object whose keys are
// "Creatures.<id>", "PersistentCharacters.<id>", "PlayerCharacters.<id>" and
// "SavedEncounters.<id>" (older files prefix "ImprovedInitiative." and hold each value as a JSON
// text), each value a StatBlock (common/StatBlock.ts), a PersistentCharacter or a SavedEncounter
// (common/SavedEncounter.ts).
class ImprovedInitiativeReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::ImprovedInitiativeReader)

public:
    static bool recognises(const QJsonObject &root);
    static Expected<ForeignFile, QString> read(const QJsonObject &root);
    // A plain list of StatBlocks, the shape Improved Initiative keeps its own libraries in
    // (ogl_creatures.json, public/sample_players.json): each entry has HP and AC as {Value, Notes}.
    static bool recognisesList(const QJsonArray &list);
    static Expected<ForeignFile, QString> readList(const QJsonArray &list);
    // One StatBlock (also what a saved combatant holds).
    static ForeignCreature statBlock(const QJsonObject &o, const QString &path, ForeignJson &json);
};

} // namespace Fray::Io
