// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/JsonValue.h"
#include "core/rules/ExpressionChecker.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>
#include <QSet>

namespace Fray::Rules {

// Reads a ruleset's modifier catalogue (the odds view's toggles): what each adds to which
// variable or which roll variant it picks, the kinds of attack it applies to and the modifiers
// it does not stack with. RulesetReader calls it once the variables and checks are known.
class ModifierReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::ModifierReader)

public:
    ModifierReader(
        Ruleset &ruleset, const ExpressionChecker &expressions, const QSet<QString> &oddsScope);

    void readModifiers(const Json::JsonValue &modifiers);
    // The labels of the modifiers' groups; read after the modifiers, whose groups they name.
    void readGroups(const Json::JsonValue &groups);

private:
    // A list of effects, or (single) one effect written inline in `effects`.
    std::vector<Effect> readEffects(const Json::JsonValue &effects, bool single);

    Ruleset &m_ruleset;
    const ExpressionChecker &m_expressions;
    const QSet<QString> &m_oddsScope;
};

} // namespace Fray::Rules
