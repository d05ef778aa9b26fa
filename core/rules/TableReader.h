// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/JsonValue.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>
#include <QMap>

namespace Fray::Rules {

// Reads a ruleset's tables (`tables`): each a label, its columns and rows keyed by a number or
// a range of numbers, no two rows holding the same key.
class TableReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::TableReader)

public:
    static QMap<QString, Table> read(const Json::JsonValue &tables);
};

} // namespace Fray::Rules
