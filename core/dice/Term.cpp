// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Term.h"

#include "core/dice/Limits.h"

namespace Fray::Dice {

Term Term::make(
    const Node &node, std::int64_t sides, const EvaluationOptions &options, Guard &guard)
{
    Term term;
    term.select = node.select;
    term.selectCount = node.selectCount;
    term.die.kind = node.die == Node::DieKind::Fudge ? Die::Kind::Fudge : Die::Kind::Standard;
    term.die.sides = sides;
    term.die.explode = node.explode;
    term.die.explodeDepth = options.explodeDepth;
    if (node.die == Node::DieKind::Standard) {
        if (sides < 1)
            guard.fail(Guard::tr("a die needs at least one side"));
        if (sides > Limits::maxSides)
            guard.fail(Guard::tr("dice with more than 1,000,000 sides"));
    }
    if (node.explode
        && (options.explodeDepth < 0 || options.explodeDepth > Limits::maxExplodeDepth))
        guard.fail(
            Guard::tr("the explosion depth must be between 0 and %1").arg(Limits::maxExplodeDepth));
    return term;
}

void Term::checkCount(std::int64_t count, Guard &guard) const
{
    if (count < 0)
        guard.fail(Guard::tr("the number of dice cannot be negative"));
    if (select == Node::Select::All || selectCount <= count)
        return;
    if (select == Node::Select::KeepHighest || select == Node::Select::KeepLowest)
        guard.fail(Guard::tr("cannot keep %1 of %n dice", nullptr, int(count)).arg(selectCount));
    guard.fail(Guard::tr("cannot drop %1 of %n dice", nullptr, int(count)).arg(selectCount));
}

std::int64_t Term::kept(std::int64_t count) const
{
    switch (select) {
    case Node::Select::All:
        return count;
    case Node::Select::KeepHighest:
    case Node::Select::KeepLowest:
        return selectCount;
    case Node::Select::DropHighest:
    case Node::Select::DropLowest:
        return count - selectCount;
    }
    return count;
}

bool Term::keepsHighest() const
{
    return select == Node::Select::All || select == Node::Select::KeepHighest
        || select == Node::Select::DropLowest;
}

} // namespace Fray::Dice
