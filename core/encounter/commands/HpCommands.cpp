// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/HpCommands.h"

#include "core/dice/Roller.h"
#include "core/encounter/CombatantFormulas.h"
#include "core/encounter/RoundEnd.h"
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

RemedyCommand::RemedyCommand(CombatantId target, std::optional<qint64> amount)
    : m_target(target)
    , m_amount(amount)
{ }

std::optional<QString> RemedyCommand::perform(Encounter &encounter, Dice::Random &random)
{
    const qint64 index = encounter.indexOf(m_target);
    if (index < 0)
        return tr("no such combatant");
    const Combatant &c = encounter.combatants()[std::size_t(index)];
    m_name = c.name;
    const auto risk = RoundEnd::riskOf(encounter, m_target);
    if (!risk)
        return tr("%1 is in no danger at the end of the round").arg(m_name);
    const Rules::Remedy *remedy = risk->remedy();
    if (!remedy)
        return tr("%1 names no remedy for %2 (%3)")
            .arg(encounter.ruleset().name, risk->rule->label.toLower(), m_name);
    m_label = remedy->label;
    if (remedy->aid) {
        if (m_amount)
            return tr("%1 stops the loss; it takes no amount").arg(m_label);
        encounter.modifyCombatant(index, [](Combatant &x) { x.aided = true; });
        encounter.appendLog(Phrase(
            "Fray::Encounter::RemedyCommand", QT_TR_NOOP("%1 for %2: no more hit points are lost"))
                                .arg(Rules::labelOf(*remedy))
                                .arg(m_name));
        return std::nullopt;
    }
    qint64 amount = 0;
    Phrase how;
    if (m_amount) {
        if (*m_amount < 0)
            return tr("healing must be 0 or more");
        amount = *m_amount;
        how = Phrase("Fray::Encounter::RemedyCommand", QT_TR_NOOP("rolled at the table: %1"))
                  .arg(amount);
    } else {
        const Dice::Expression &heal = *remedy->heal;
        const auto rolled
            = Dice::Roller::roll(heal, random, encounter.formulas().bindings(c, heal));
        if (!rolled)
            return rolled.error().toString();
        amount = std::max<std::int64_t>(0, rolled->total);
        how = Phrase::text(rolled->describe(heal.text()));
    }
    Vitals vitals(encounter, random);
    std::vector<Phrase> parts{
        Phrase("Fray::Encounter::RemedyCommand", QT_TR_NOOP("%1 for %2 (%3): %4 → %5 HP"))
            .arg(Rules::labelOf(*remedy))
            .arg(m_name)
            .arg(std::move(how))
            .arg(c.hp)
            .arg(c.hp > c.maxHp - amount ? c.maxHp : c.hp + amount)};
    parts.push_back(vitals.heal(index, amount));
    encounter.appendLog(Phrase::joined(std::move(parts), QStringLiteral(" \u00b7 ")));
    return std::nullopt;
}

} // namespace Fray::Encounter
