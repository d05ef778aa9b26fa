// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/UseCommands.h"

namespace Fray::Encounter {

namespace {

// The combatant's index and the use's index, or why there is none.
std::optional<QString> find(const Encounter &encounter, CombatantId id, QString &useName,
    QString &combatantName, qint64 &index, qint64 &use)
{
    index = encounter.indexOf(id);
    if (index < 0)
        return Command::tr("no such combatant");
    const Combatant &c = encounter.combatants()[std::size_t(index)];
    combatantName = c.name;
    use = c.useIndex(useName);
    if (use < 0) {
        QStringList names;
        for (const Use &u : c.uses)
            names << u.name;
        return names.isEmpty() ? Command::tr("%1 has no uses to count").arg(c.name)
                               : Command::tr("%1 has no use '%2' (it has: %3)")
                                     .arg(c.name, useName, names.join(QStringLiteral(", ")));
    }
    useName = c.uses[std::size_t(use)].name; // as the combatant spells it
    return std::nullopt;
}

} // namespace

SpendUseCommand::SpendUseCommand(CombatantId combatant, QString use)
    : m_combatant(combatant)
    , m_use(std::move(use))
{ }

std::optional<QString> SpendUseCommand::perform(Encounter &encounter, Dice::Random &)
{
    qint64 index = -1, use = -1;
    if (auto error = find(encounter, m_combatant, m_use, m_name, index, use))
        return error;
    const Use &u = encounter.combatants()[std::size_t(index)].uses[std::size_t(use)];
    if (u.left <= 0)
        return tr("%1 has no %2 left (resets: %3)").arg(m_name, u.name, u.resetText());
    const qint64 left = u.left - 1;
    const qint64 maximum = u.maximum;
    encounter.modifyCombatant(index, [&](Combatant &c) { c.uses[std::size_t(use)].left = left; });
    encounter.appendLog(
        Phrase("Fray::Encounter::SpendUseCommand", QT_TR_NOOP("%1 uses %2 (%3/%4 left)"))
            .arg(m_name)
            .arg(m_use)
            .arg(left)
            .arg(maximum));
    return std::nullopt;
}

RestoreUseCommand::RestoreUseCommand(CombatantId combatant, QString use)
    : m_combatant(combatant)
    , m_use(std::move(use))
{ }

std::optional<QString> RestoreUseCommand::perform(Encounter &encounter, Dice::Random &)
{
    qint64 index = -1, use = -1;
    if (auto error = find(encounter, m_combatant, m_use, m_name, index, use))
        return error;
    const Use &u = encounter.combatants()[std::size_t(index)].uses[std::size_t(use)];
    if (u.isFull())
        return tr("%1 of %2 is already full (%3/%4)")
            .arg(u.name, m_name)
            .arg(u.left)
            .arg(u.maximum);
    const qint64 left = u.left + 1;
    const qint64 maximum = u.maximum;
    encounter.modifyCombatant(index, [&](Combatant &c) { c.uses[std::size_t(use)].left = left; });
    encounter.appendLog(
        Phrase("Fray::Encounter::RestoreUseCommand", QT_TR_NOOP("%1 gets back one %2 (%3/%4 left)"))
            .arg(m_name)
            .arg(m_use)
            .arg(left)
            .arg(maximum));
    return std::nullopt;
}

} // namespace Fray::Encounter
