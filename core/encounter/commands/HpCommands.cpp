// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/HpCommands.h"

#include "core/encounter/Vitals.h"

#include <limits>

namespace Fray::Encounter {

namespace {

// The targets' names, or the error for one that is not there.
std::optional<QString> resolve(
    const Encounter &encounter, const std::vector<CombatantId> &ids, QStringList &names)
{
    names.clear();
    if (ids.empty())
        return Command::tr("choose at least one combatant");
    for (const CombatantId id : ids) {
        const Combatant *c = encounter.find(id);
        if (!c)
            return Command::tr("no such combatant");
        names << c->name;
    }
    return std::nullopt;
}

} // namespace

DamageCommand::DamageCommand(std::vector<CombatantId> targets, qint64 amount, QString pool)
    : m_targets(std::move(targets))
    , m_amount(amount)
    , m_pool(std::move(pool))
{ }

QString DamageCommand::text() const
{
    return tr("Damage %1 by %2").arg(m_names.join(QStringLiteral(", "))).arg(m_amount);
}

std::optional<QString> DamageCommand::perform(Encounter &encounter, Dice::Random &random)
{
    if (auto error = resolve(encounter, m_targets, m_names))
        return error;
    if (m_amount < 0)
        return tr("damage must be 0 or more; heal to add hit points");
    if (!encounter.ruleset().damage.pools.contains(m_pool) && m_pool != u"lethal")
        return tr("%1 has no '%2' damage (it has: %3)")
            .arg(encounter.ruleset().name, m_pool,
                encounter.ruleset().damage.pools.join(QStringLiteral(", ")));
    Vitals vitals(encounter, random);
    for (const CombatantId id : m_targets) {
        const Combatant *c = encounter.find(id);
        if (vitals.isDead(*c))
            return tr("%1 is already dead").arg(c->name);
    }
    for (const CombatantId id : m_targets) {
        const qint64 index = encounter.indexOf(id);
        const QString name = encounter.combatants()[std::size_t(index)].name;
        std::vector<Phrase> parts{m_pool == u"lethal"
                ? Phrase("Fray::Encounter::DamageCommand", QT_TR_NOOP("%1 takes %2 damage"))
                      .arg(name)
                      .arg(m_amount)
                : Phrase("Fray::Encounter::DamageCommand", QT_TR_NOOP("%1 takes %2 %3 damage"))
                      .arg(name)
                      .arg(m_amount)
                      .arg(m_pool)};
        parts.push_back(vitals.damage(index, m_amount, m_pool));
        if (m_amount > 0)
            parts.push_back(vitals.triggers(index, m_amount));
        encounter.appendLog(Phrase::joined(std::move(parts), QStringLiteral(" \u00b7 ")));
    }
    return std::nullopt;
}

HealCommand::HealCommand(std::vector<CombatantId> targets, qint64 amount)
    : m_targets(std::move(targets))
    , m_amount(amount)
{ }

QString HealCommand::text() const
{
    return tr("Heal %1 by %2").arg(m_names.join(QStringLiteral(", "))).arg(m_amount);
}

std::optional<QString> HealCommand::perform(Encounter &encounter, Dice::Random &random)
{
    if (auto error = resolve(encounter, m_targets, m_names))
        return error;
    if (m_amount < 0)
        return tr("healing must be 0 or more; damage to take hit points away");
    Vitals vitals(encounter, random);
    for (const CombatantId id : m_targets) {
        const Combatant *c = encounter.find(id);
        if (vitals.isDead(*c))
            return tr("%1 is dead; healing cannot help").arg(c->name);
    }
    for (const CombatantId id : m_targets) {
        const qint64 index = encounter.indexOf(id);
        const QString name = encounter.combatants()[std::size_t(index)].name;
        std::vector<Phrase> parts{
            Phrase("Fray::Encounter::HealCommand", QT_TR_N_NOOP("%1 regains %n hit points"),
                int(std::min<qint64>(m_amount, std::numeric_limits<int>::max())))
                .arg(name)};
        parts.push_back(vitals.heal(index, m_amount));
        encounter.appendLog(Phrase::joined(std::move(parts), QStringLiteral(" \u00b7 ")));
    }
    return std::nullopt;
}

AidCommand::AidCommand(CombatantId target)
    : m_target(target)
{ }

std::optional<QString> AidCommand::perform(Encounter &encounter, Dice::Random &random)
{
    const qint64 index = encounter.indexOf(m_target);
    if (index < 0)
        return tr("no such combatant");
    const Combatant &c = encounter.combatants()[std::size_t(index)];
    m_name = c.name;
    Vitals vitals(encounter, random);
    if (vitals.isDead(c))
        return tr("%1 is already dead").arg(c.name);
    const Rules::HpState *state = vitals.state(c);
    if (!state || !state->tick)
        return tr("%1 is not bleeding; there is nothing to stop").arg(c.name);
    if (c.aided)
        return tr("%1 has already been aided").arg(c.name);
    encounter.modifyCombatant(index, [](Combatant &x) { x.aided = true; });
    encounter.appendLog(Phrase(
        "Fray::Encounter::AidCommand", QT_TR_NOOP("%1 is aided: no more hit points are lost"))
                            .arg(m_name));
    return std::nullopt;
}

} // namespace Fray::Encounter
