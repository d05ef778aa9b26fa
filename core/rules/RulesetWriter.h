// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/Ruleset.h"

#include <QByteArray>
#include <QJsonObject>

namespace Fray::Rules {

// Writes a ruleset in the file format RulesetReader reads; reading what it writes gives the
// same ruleset back.
class RulesetWriter
{
public:
    static QJsonObject toJson(const Ruleset &ruleset);
    static QByteArray toBytes(const Ruleset &ruleset);
};

} // namespace Fray::Rules
