// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"

#include <QCoreApplication>

#include <optional>

namespace Fray::Record {

// The fight's record to keep, as Markdown or as a standalone HTML page: the log round by round
// (every roll with its dice, the damage, HP states and conditions as the log wrote them), where
// each combatant ended, and the luck report with every rolled attack's chance and result.
// Names and log text are escaped, so a combatant called "<b>" shows as written.
class LogExport
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Record::LogExport)

public:
    enum class Format { Markdown, Html };
    // "md" / "markdown" and "html", as the command line and file names give them.
    static std::optional<Format> formatNamed(const QString &name);

    static QString write(const Encounter::Encounter &encounter, Format format);

    // A probability as a percentage for the report: one decimal, more digits for tiny ones.
    static QString percent(double probability);
    // The text for the Markdown source: a character is escaped only where Markdown would read
    // it as markup ("<b>", "[x](y)", "*x*"), so "Castles & Crusades" and "[2]" stay as written.
    static QString markdownEscaped(const QString &text);
};

} // namespace Fray::Record
