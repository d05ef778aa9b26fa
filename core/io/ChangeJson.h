// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Change.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Fray::Io {

// What one encounter command changed (its before and after images) as the campaign's history
// keeps it, so the command can be undone and redone after Fray was closed or killed. Only the
// parts the command touched are written; combatants, the order, events and log lines as the
// encounter file writes them.
class ChangeJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::ChangeJson)

public:
    static QJsonObject toJson(const Encounter::Change &change);
    static QByteArray toBytes(const Encounter::Change &change);
    // The change, or the first problem with the text (with its JSON path).
    static Expected<Encounter::Change, QString> fromBytes(const QByteArray &json);
};

} // namespace Fray::Io
