// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Bindings.h"
#include "core/dice/DiceError.h"
#include "core/dice/Distribution.h"
#include "core/dice/Expression.h"
#include "core/dice/Guard.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

namespace Fray::Dice {

// The exact distribution of an expression: convolution for sums, the pool dynamic program for
// keep/drop, exact products, quotients and extremes. Never enumerates rolls.
class DistributionEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Dice::DistributionEvaluator)

public:
    static Expected<Distribution, DiceError> evaluate(const Expression &expression,
        const Bindings &bindings = {}, const EvaluationOptions &options = {});
    // The same for one part of a parsed expression (the roller uses it for maxof and minof).
    static Expected<Distribution, DiceError> evaluate(
        const Node &node, const Bindings &bindings, const EvaluationOptions &options);

private:
    DistributionEvaluator(const Bindings &bindings, const EvaluationOptions &options);

    Distribution eval(const Node &node);
    Distribution evalVariable(const Node &node);
    Distribution evalDice(const Node &node);
    Distribution evalTable(const Node &node);
    Distribution dicePool(const struct Term &term, std::int64_t count);

    const Bindings &m_bindings;
    const EvaluationOptions &m_options;
    Guard m_guard;
    QStringList m_activeVariables;
    struct Evaluated
    {
        Distribution distribution;
        std::int64_t dice = 0;
    };
    QHash<QString, Evaluated> m_variables;
};

} // namespace Fray::Dice
