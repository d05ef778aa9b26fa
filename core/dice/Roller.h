// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Bindings.h"
#include "core/dice/DiceError.h"
#include "core/dice/Expression.h"
#include "core/dice/Guard.h"
#include "core/dice/Random.h"
#include "core/dice/Roll.h"

#include <QCoreApplication>
#include <QStringList>

namespace Fray::Dice {

struct Term;

// Rolls an expression with a seeded Random, keeping every die. Follows the same rules and
// limits as DistributionEvaluator, and refuses an overflow or a division by zero it meets.
class Roller
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Dice::Roller)

public:
    static Expected<Roll, DiceError> roll(const Expression &expression, Random &random,
        const Bindings &bindings = {}, const EvaluationOptions &options = {});

private:
    Roller(Random &random, const Bindings &bindings, const EvaluationOptions &options);

    std::int64_t eval(const Node &node);
    std::int64_t evalVariable(const Node &node);
    std::int64_t evalDice(const Node &node);
    bool isFixed(const Node &node) const;

    struct Replacement
    {
        int begin;
        int end;
        QString text;
    };

    Random &m_random;
    const Bindings &m_bindings;
    const EvaluationOptions &m_options;
    Guard m_guard;
    Roll m_roll;
    QStringList m_activeVariables;
    // The expression with each dice term (and bound variable) replaced by what it rolled.
    static QString shown(const QString &text, std::vector<Replacement> spans);

    // One list per expression being rolled: the top level, then each bound variable's.
    std::vector<std::vector<Replacement>> m_replacements;
};

} // namespace Fray::Dice
