// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/InputFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace Fray {

Expected<QByteArray, QString> InputFile::read(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (QFileInfo(path).isDir())
        return tr("%1 is a folder, not a file").arg(shown);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("cannot read %1: %2").arg(shown, file.errorString());
    const QString tooLarge = tr("%1 is larger than %2 MB; Fray reads no file that large")
                                 .arg(shown)
                                 .arg(maxBytes / (1024 * 1024));
    QByteArray bytes;
    if (!file.isSequential()) {
        if (file.size() > maxBytes)
            return tooLarge;
        bytes = file.readAll();
    } else {
        // A device or a pipe has no size: read in pieces, up to one byte past the bound, until
        // a read gives nothing (atEnd() says "at the end" of a device whose bytes have not been
        // asked for yet, so /dev/zero read as empty).
        while (bytes.size() <= maxBytes) {
            const QByteArray piece = file.read(1024 * 1024);
            if (piece.isEmpty())
                break;
            bytes += piece;
        }
        if (bytes.size() > maxBytes)
            return tooLarge;
    }
    if (file.error() != QFileDevice::NoError)
        return tr("cannot read %1: %2").arg(shown, file.errorString());
    return bytes;
}

} // namespace Fray
