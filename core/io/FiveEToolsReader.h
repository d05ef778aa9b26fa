// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/io/ForeignFile.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Fray::Io {

// A 5e.tools bestiary ({"monster": [...]}, TheGiddyLimit/5etools-utils schema
// schema/brew/bestiary/bestiary.json): ac as [15] or [{"ac": 15, "from": [...]}], hp as
// {"average", "formula"}, cr as "1/4" or {"cr": ...}, actions as entries with {@hit 4} and
// {@damage 1d6 + 2} tags. A "_copy" of a monster in the same file is resolved; of another, not.
class FiveEToolsReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::FiveEToolsReader)

public:
    static bool recognises(const QJsonObject &root);
    static Expected<ForeignFile, QString> read(const QJsonObject &root);
    // "{@atk mw} {@hit 4} to hit" -> "Melee Weapon Attack: +4 to hit".
    static QString plainText(const QString &tagged);
};

} // namespace Fray::Io
