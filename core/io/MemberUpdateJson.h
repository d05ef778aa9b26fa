// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/party/MemberUpdate.h"

#include <QCoreApplication>

#include <vector>

namespace Fray::Io {

// A fight's carry-over or a rest as the campaign's history keeps it, to undo and redo it after a
// restart: {"kind": "rest", "updates": [{"before": …, "after": …, "changes": […]}]}, the members
// with their library ids.
class MemberUpdateJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::MemberUpdateJson)

public:
    struct Read
    {
        QString kind;
        std::vector<Party::MemberUpdate> updates;
        qint64 ended = 0; // the encounter whose fight it ended (End Fight), or 0
    };

    static QByteArray toBytes(
        const std::vector<Party::MemberUpdate> &updates, const QString &kind, qint64 ended = 0);
    static Expected<Read, QString> fromBytes(const QByteArray &json);
};

} // namespace Fray::Io
