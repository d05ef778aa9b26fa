// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"
#include "core/library/LibraryEntry.h"

#include <vector>

namespace Fray::Party {

// The party joins a fight that has not started, each member as it is now: hit points, subdual
// damage, HP state, lasting conditions and uses left, so the last fight and the rest since
// count. Members of another ruleset and those already in the fight stay out.
class BringPartyCommand : public Encounter::Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Party::BringPartyCommand)

public:
    explicit BringPartyCommand(std::vector<Library::LibraryEntry> party);
    QString kind() const override { return QStringLiteral("bring-party"); }
    QString text() const override { return tr("Bring the Party"); }

protected:
    std::optional<QString> perform(Encounter::Encounter &encounter, Dice::Random &random) override;

private:
    std::vector<Library::LibraryEntry> m_party;
};

} // namespace Fray::Party
