// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/EntryDrag.h"

#include <QDataStream>
#include <QIODevice>
#include <QMimeData>

namespace Fray::Library {

QString EntryDrag::mimeType()
{
    return QStringLiteral("application/x-fray-library-entry");
}

QMimeData *EntryDrag::mimeData(const QList<qint64> &ids)
{
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream.setVersion(QDataStream::Qt_6_4);
    stream << ids;
    auto *mime = new QMimeData;
    mime->setData(mimeType(), bytes);
    return mime;
}

QList<qint64> EntryDrag::entryIds(const QMimeData *mime)
{
    QList<qint64> ids;
    if (!mime || !mime->hasFormat(mimeType()))
        return ids;
    QDataStream stream(mime->data(mimeType()));
    stream.setVersion(QDataStream::Qt_6_4);
    stream >> ids;
    if (stream.status() != QDataStream::Ok)
        ids.clear();
    return ids;
}

} // namespace Fray::Library
