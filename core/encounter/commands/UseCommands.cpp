// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/UseCommands.h"

#include "core/dice/Roller.h"
#include "core/encounter/CombatantFormulas.h"

namespace Fray::Encounter {

namespace {
constexpr char kSpendContext[] = "Fray::Encounter::SpendUseCommand";
} // namespace

UseCountCommand::UseCountCommand(CombatantId combatant, QString use, qint64 step)
    : m_use(std::move(use))
    , m_combatant(combatant)
    , m_step(step)
{ }

std::optional<QString> UseCountCommand::perform(Encounter &encounter, Dice::Random &random)
{
    const qint64 index = encounter.indexOf(m_combatant);
    if (index < 0)
        return Command::tr("no such combatant");
    const Combatant &c = encounter.combatants()[std::size_t(index)];
    m_name = c.name;
    const qint64 use = c.useIndex(m_use);
    if (use < 0) {
        QStringList names;
        for (const Use &u : c.uses)
            names << u.name;
        return names.isEmpty() ? Command::tr("%1 has no uses to count").arg(c.name)
                               : Command::tr("%1 has no use '%2' (it has: %3)")
                                     .arg(c.name, m_use, names.join(QStringLiteral(", ")));
    }
    const Use &u = c.uses[std::size_t(use)];
    m_use = u.name; // as the combatant spells it
    if (const QString refused = refusal(u); !refused.isEmpty())
        return refused;
    const qint64 left = u.left + m_step;
    const qint64 maximum = u.maximum;
    Phrase done = effect(c, u, encounter, random);
    encounter.modifyCombatant(
        index, [&](Combatant &changed) { changed.uses[std::size_t(use)].left = left; });
    encounter.appendLog(logLine(left, maximum, std::move(done)));
    return std::nullopt;
}

Phrase UseCountCommand::effect(
    const Combatant &, const Use &, const Encounter &, Dice::Random &) const
{
    return {};
}

QString SpendUseCommand::refusal(const Use &use) const
{
    return use.left <= 0
        ? tr("%1 has no %2 left (resets: %3)").arg(m_name, use.name, use.resetText())
        : QString();
}

Phrase SpendUseCommand::effect(
    const Combatant &owner, const Use &use, const Encounter &encounter, Dice::Random &random) const
{
    Phrase rolled;
    if (!use.effect.trimmed().isEmpty()) {
        // Files and the form refuse dice that do not parse; dice that cannot be rolled here (a
        // variable the ruleset lacks) are said in the log rather than stopping the spend.
        rolled = Phrase(kSpendContext, QT_TR_NOOP("cannot roll '%1'")).arg(use.effect);
        if (const auto expression = Dice::Expression::parse(use.effect)) {
            const auto roll = Dice::Roller::roll(
                *expression, random, encounter.formulas().bindings(owner, *expression));
            if (roll)
                rolled = Phrase::text(roll->describe(use.effect));
        }
    }
    return Phrase::joined(
        {std::move(rolled), Phrase::text(use.effectNote.trimmed())}, QStringLiteral("; "));
}

Phrase SpendUseCommand::logLine(qint64 left, qint64 maximum, Phrase effect) const
{
    if (!effect.isEmpty())
        return Phrase(kSpendContext, QT_TR_NOOP("%1 uses %2 (%3/%4 left): %5"))
            .arg(m_name)
            .arg(m_use)
            .arg(left)
            .arg(maximum)
            .arg(std::move(effect));
    return Phrase(kSpendContext, QT_TR_NOOP("%1 uses %2 (%3/%4 left)"))
        .arg(m_name)
        .arg(m_use)
        .arg(left)
        .arg(maximum);
}

QString RestoreUseCommand::refusal(const Use &use) const
{
    return use.isFull() ? tr("%1 of %2 is already full (%3/%4)")
                              .arg(use.name, m_name)
                              .arg(use.left)
                              .arg(use.maximum)
                        : QString();
}

Phrase RestoreUseCommand::logLine(qint64 left, qint64 maximum, Phrase) const
{
    return Phrase(
        "Fray::Encounter::RestoreUseCommand", QT_TR_NOOP("%1 gets back one %2 (%3/%4 left)"))
        .arg(m_name)
        .arg(m_use)
        .arg(left)
        .arg(maximum);
}

} // namespace Fray::Encounter
