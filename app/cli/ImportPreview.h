// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/ImportReader.h"
#include "core/io/NameClashes.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QTextStream>

namespace Fray::Cli {

// What `fray-cli import` shows before (or instead of, with --dry-run) importing another tool's
// file: each entry's mapped values and losses, the losses summed, what was left out, and the
// name clashes with the library; as text or as one JSON object.
class ImportPreview
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::ImportPreview)

public:
    static void print(const Io::ImportReader::Plan &plan,
        const Io::NameClashes::Resolution &clashes, QTextStream &out);
    // {"format", "note", "entries": [{"name", "kind", "values": [{"field", "value", "from"}],
    //  "lost": [text]}], "encounters": [{"name", "combatants"}], "rejected": [text],
    //  "lost": {kind: entries}, "skipped": {what: count}, "clashes": [name], "outcomes": [text]}
    static QJsonObject json(
        const Io::ImportReader::Plan &plan, const Io::NameClashes::Resolution &clashes);
};

} // namespace Fray::Cli
