// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QIODevice>
#include <QString>

#include <functional>
#include <optional>

namespace Fray {

// A file Fray writes for the GM (an exported encounter or library, a saved fight, a PDF): all of
// it or nothing. A regular file is written beside its old self and swapped in only once every
// byte is on disk, so a full disk or a failed writer leaves the old file as it was; a device or
// a pipe (/dev/stdout, a FIFO) is written in place, and an error there is still an error.
class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(Fray::OutputFile)

public:
    // Writes what `writer` puts into the device; the writer returns its own error, if any, and
    // then nothing is kept. Returns why the file could not be written, or nothing.
    using Writer = std::function<std::optional<QString>(QIODevice &)>;
    static std::optional<QString> write(const QString &path, const Writer &writer);
    static std::optional<QString> write(const QString &path, const QByteArray &bytes);
};

} // namespace Fray
