// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/library/LibraryEntry.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>
#include <QMap>

#include <vector>

namespace Fray::Io {

// Stat lines from a spreadsheet (CSV) into library entries under one ruleset. Columns are
// matched by their headers (name, HP, hit dice, the ruleset's defence, armour, side, kind,
// tags, attacks as "name:attack:damage; ...", notes, and each stat by id or label); the preview
// says what each column became, and every column it could not map and every row it rejects
// (with the line and the reason) is reported, never dropped silently.
class CsvImport
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::CsvImport)

public:
    struct Column
    {
        QString header;
        QString target; // "name", "hp", "defence", "stat:str" ...; empty = not mapped
    };
    struct Rejected
    {
        qint64 line = 0; // in the file, 1 = the header
        QString reason;
    };
    struct Preview
    {
        std::vector<Column> columns;
        QStringList unmapped; // headers of columns that map to nothing
        std::vector<std::pair<qint64, Library::LibraryEntry>> accepted; // line, entry
        std::vector<Rejected> rejected;
    };

    // The targets a column can have for this ruleset, for a mapping editor.
    static QStringList targets(const Rules::Ruleset &ruleset);
    // `mapping` overrides the guess for a header (an empty target leaves the column out).
    static Expected<Preview, QString> preview(const QByteArray &csv, const Rules::Ruleset &ruleset,
        const QMap<QString, QString> &mapping = {},
        const QString &kind = QStringLiteral("monster"));
    // RFC 4180 rows (quoted fields, doubled quotes, line breaks in quotes); the delimiter is
    // guessed from the header line (comma, semicolon or tab).
    // A row's line is the line it starts on (1 = the header), counting the line breaks inside
    // quoted fields.
    struct Row
    {
        qint64 line = 0;
        QStringList cells;
    };
    static Expected<std::vector<Row>, QString> parse(const QByteArray &csv);
};

} // namespace Fray::Io
