// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Bindings.h"
#include "core/dice/Die.h"
#include "core/dice/Guard.h"
#include "core/dice/Node.h"

namespace Fray::Dice {

// One dice term ("4d6dl1", "3d6!") once its sides are known: the die and which dice count.
// Both the distribution and the roller build it here, so they follow the same rules.
struct Term
{
    Die die;
    Node::Select select = Node::Select::All;
    std::int64_t selectCount = 0;

    // Checks the sides against the limits and the explosion depth against its range.
    static Term make(
        const Node &node, std::int64_t sides, const EvaluationOptions &options, Guard &guard);

    // Checks a dice count: not negative, and keep/drop within the pool.
    void checkCount(std::int64_t count, Guard &guard) const;
    // How many of `count` dice are summed.
    std::int64_t kept(std::int64_t count) const;
    // Whether the kept dice are the highest (true) or the lowest.
    bool keepsHighest() const;
};

} // namespace Fray::Dice
