// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/dice/Random.h"
#include "core/party/MemberUpdate.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace Fray::Party {

// A rest between fights for the party: one the ruleset gives (its hit points rolled for each
// member, subdual damage ended where it says so), so many hit points each by the GM's word, or
// back to full. Hit points never rise above the maximum, the HP state follows the ruleset's
// bands, uses that reset on a rest come back, and a dead member gets nothing back.
class PartyRest
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Party::PartyRest)

public:
    struct Plan
    {
        enum class Kind { Ruleset, HitPoints, Full };
        Kind kind = Kind::Full;
        QString restId; // Kind::Ruleset: one of the ruleset's rests
        qint64 hitPoints = 0; // Kind::HitPoints: each member gets this many back
    };

    // The most hit points a rest by the GM's numbers gives; more is a typing mistake.
    static constexpr qint64 maxHitPoints = 100'000;

    // One update per member (of the ruleset's party), or why the plan cannot be followed.
    static Expected<std::vector<MemberUpdate>, QString> preview(
        const std::shared_ptr<const Rules::Ruleset> &ruleset,
        const std::vector<Library::LibraryEntry> &party, const Plan &plan, Dice::Random &random);

    // "A day's rest", "8 hit points each", "Back to full": what the history and journal call it.
    static QString describe(const Rules::Ruleset &ruleset, const Plan &plan);
};

} // namespace Fray::Party
