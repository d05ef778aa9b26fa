// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/OutputFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace Fray {

namespace {

QString cannotWrite(const QString &path, const QString &why)
{
    return OutputFile::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
}

} // namespace

std::optional<QString> OutputFile::write(const QString &path, const Writer &writer)
{
    const QFileInfo info(path);
    if (info.isDir())
        return cannotWrite(path, tr("it is a folder"));
    if (info.exists() && !info.isFile()) {
        // A device or a pipe cannot be swapped for a new file: write into it and check that
        // every byte went out.
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return cannotWrite(path, file.errorString());
        if (auto failed = writer(file))
            return failed;
        if (file.error() != QFileDevice::NoError || !file.flush())
            return cannotWrite(path, file.errorString());
        file.close();
        if (file.error() != QFileDevice::NoError)
            return cannotWrite(path, file.errorString());
        return std::nullopt;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file.errorString());
    if (auto failed = writer(file)) {
        file.cancelWriting();
        return failed;
    }
    if (!file.commit())
        return cannotWrite(path, file.errorString());
    return std::nullopt;
}

std::optional<QString> OutputFile::write(const QString &path, const QByteArray &bytes)
{
    return write(path, [&](QIODevice &device) -> std::optional<QString> {
        if (device.write(bytes) != bytes.size())
            return cannotWrite(path, device.errorString());
        return std::nullopt;
    });
}

} // namespace Fray
