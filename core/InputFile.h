// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Fray {

// A file Fray is given to read (an encounter, a ruleset, an import, a list of commands): read
// only up to a bound, so a wrong file (a device, a disk image) is refused at once instead of
// filling the memory.
class InputFile
{
    Q_DECLARE_TR_FUNCTIONS(Fray::InputFile)

public:
    static constexpr qint64 maxBytes = 64 * 1024 * 1024;

    // The file's bytes, or why not: it cannot be opened, or it holds more than maxBytes.
    static Expected<QByteArray, QString> read(const QString &path);
};

} // namespace Fray
