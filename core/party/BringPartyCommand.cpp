// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/party/BringPartyCommand.h"

#include "core/encounter/commands/RosterCommands.h"

namespace Fray::Party {

namespace {
constexpr char kBringPartyContext[] = "Fray::Party::BringPartyCommand";
}

BringPartyCommand::BringPartyCommand(std::vector<Library::LibraryEntry> party)
    : m_party(std::move(party))
{ }

std::optional<QString> BringPartyCommand::perform(
    Encounter::Encounter &encounter, Dice::Random & /*random*/)
{
    if (encounter.state().round > 0)
        return tr("the party joins before the fight starts; add a member from the library "
                  "to a fight under way");
    const Rules::Ruleset &ruleset = encounter.ruleset();
    std::vector<Encounter::Combatant> joining;
    QStringList names;
    for (const Library::LibraryEntry &member : m_party) {
        if (member.rulesetId != ruleset.id)
            continue;
        const QString templateId = QString::number(member.id);
        const auto &present = encounter.combatants();
        if (std::any_of(present.begin(), present.end(),
                [&](const Encounter::Combatant &c) { return c.templateId == templateId; }))
            continue;
        if (encounter.findByName(member.name))
            return tr("the fight already has a combatant called %1; rename it first")
                .arg(member.name);
        Encounter::Combatant c = member.prototype;
        c.dropRetiredStats(ruleset.retiredStats);
        c.name = member.name;
        c.templateId = templateId;
        if (!ruleset.isPlayers(c.side))
            c.side = ruleset.playersSide().id;
        c.startHp = c.hp;
        if (const QString error = Encounter::EditCombatantCommand::validate(encounter, c);
            !error.isEmpty())
            return error;
        names << c.name;
        joining.push_back(std::move(c));
    }
    if (joining.empty())
        return tr("no member of the party is missing from this fight (members of %1 join it)")
            .arg(ruleset.name);
    for (Encounter::Combatant &c : joining)
        c.id = encounter.takeId();
    encounter.insertCombatants(qint64(encounter.combatants().size()), std::move(joining));
    encounter.appendLog(Encounter::Phrase(kBringPartyContext, QT_TR_NOOP("The party joins: %1"))
                            .arg(names.join(QStringLiteral(", "))));
    return std::nullopt;
}

} // namespace Fray::Party
