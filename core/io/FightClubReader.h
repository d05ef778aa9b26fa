// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/io/ForeignFile.h"

#include <QCoreApplication>

namespace Fray::Io {

// A Fight Club 5 / DnDAppFiles compendium (kinkofer/FightClub5eXML, Utilities/compendium.xsd):
// <compendium> with <monster> elements (ac "15 (natural armor)", hp "45 (6d8+18)", actions with
// <attack>Name|+4|1d6+2</attack>). Read as a stream, one element at a time. A DTD is refused
// before anything in it is read, so an entity-expansion attack ("billion laughs") fails at once.
class FightClubReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::FightClubReader)

public:
    static bool recognises(const QByteArray &bytes);
    static Expected<ForeignFile, QString> read(const QByteArray &bytes);
};

} // namespace Fray::Io
