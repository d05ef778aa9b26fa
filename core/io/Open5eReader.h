// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/io/ForeignFile.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace Fray::Io {

// Open5e monsters (open5e/open5e-api): a v1 /monsters/ page ({"count", "results": [...]}, flat
// fields strength, armor_class, actions[{attack_bonus, damage_dice, damage_bonus}]) or v2
// /creatures/ ({"results": [...]}, ability_scores, actions[{attacks[{to_hit_mod,
// damage_die_count, damage_die_type, damage_bonus}]}]), or a bare list or one creature of either.
class Open5eReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::Open5eReader)

public:
    static bool recognises(const QJsonDocument &document);
    static Expected<ForeignFile, QString> read(const QJsonDocument &document);
};

} // namespace Fray::Io
