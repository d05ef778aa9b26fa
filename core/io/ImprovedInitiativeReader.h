// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/io/ForeignFile.h"

#include <QCoreApplication>
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
    // One StatBlock (also what a saved combatant holds).
    static ForeignCreature statBlock(const QJsonObject &o, const QString &path, ForeignJson &json);
};

} // namespace Fray::Io
