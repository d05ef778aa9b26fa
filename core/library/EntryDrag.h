// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

class QMimeData;

namespace Fray::Library {

// Library entries dragged onto an encounter, as the drag carries them: their ids under one MIME
// type. The library's model writes a drag and the encounter's table reads it; neither knows the
// other.
class EntryDrag
{
public:
    static QString mimeType();
    // A drag of `ids`, in their order (the caller owns it).
    static QMimeData *mimeData(const QList<qint64> &ids);
    // The entry ids a drag carries; empty when it carries none, or bytes that are not ids.
    static QList<qint64> entryIds(const QMimeData *mime);
};

} // namespace Fray::Library
