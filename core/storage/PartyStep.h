// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/party/MemberUpdate.h"

#include <QString>

#include <optional>
#include <vector>

namespace Fray::Storage {

class Campaign;

// The one writer of a change to the party a GM can undo (a rest, what a fight leaves on the party
// at its end), for the window and for `fray-cli party`: the members' updates, the fight marked
// ended when one is named, and the step of the campaign's history, in one transaction. So a rest
// taken on the command line is undone in the window like one taken there.
class PartyStep
{
public:
    // Writes the change as a new step of the history (kind "party", named `description`); its
    // number.
    static Expected<qint64, QString> record(Campaign &campaign,
        const std::vector<Party::MemberUpdate> &updates, const QString &kind,
        const QString &description, qint64 ended = 0);
    // The change undone (`forward` false) or redone, and its step `seq` marked so (with no step
    // when `seq` is 0).
    static std::optional<QString> replay(Campaign &campaign,
        const std::vector<Party::MemberUpdate> &updates, const QString &kind,
        const QString &description, bool forward, qint64 seq = 0, qint64 ended = 0);
};

} // namespace Fray::Storage
