// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/JsonValue.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

namespace Fray::Rules {

// Reads a ruleset's `source`: the object {title, section, file}, or the older single text. An
// older text that starts with a file name ("003_d052e44c4a5aca00.txt (Castles & Crusades)") is
// split so that the file name is kept as the file and never shown as the title.
class SourceReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::SourceReader)

public:
    static DocumentSource read(const Json::JsonValue &source);
    // The older single text, split into its file name and title.
    static DocumentSource fromText(const QString &text);
};

} // namespace Fray::Rules
