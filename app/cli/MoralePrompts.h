// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>
#include <QStringList>

namespace Fray::Cli {

// The morale checks `fray-cli play` asks for, as the window's banner does: after each command,
// each moment that has come for a side and not been answered (MoraleWatch::due), once, with
// each unit's exact chance to hold and the command that answers it.
class MoralePrompts
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::MoralePrompts)

public:
    // After command number `command` (of kind `kind`) has run.
    void after(qsizetype command, const QString &kind, const Encounter::Encounter &encounter);
    const QJsonArray &json() const { return m_json; }
    const QStringList &lines() const { return m_lines; }

private:
    QSet<QString> m_open; // "side\ntrigger" asked and not yet answered
    QJsonArray m_json;
    QStringList m_lines;
};

} // namespace Fray::Cli
