// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"

namespace Fray::Encounter {

// One use of a combatant counted down or up: finding the combatant and the use, refusing at
// the end of the count, changing it and writing the log. Spending and restoring differ only in
// the step, the refusal and the log's words.
class UseCountCommand : public Command
{
public:
    const QString &combatantName() const { return m_name; }
    const QString &useName() const { return m_use; }

protected:
    UseCountCommand(CombatantId combatant, QString use, qint64 step);
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;
    // Why the use cannot move by the step (empty: it can).
    virtual QString refusal(const Use &use) const = 0;
    // What moving it does besides counting, for the log (the breath weapon's damage rolled);
    // empty = nothing.
    virtual Phrase effect(const Combatant &owner, const Use &use, const Encounter &encounter,
        Dice::Random &random) const;
    // The log's line once `left` of `maximum` are left, with the effect if there is one.
    virtual Phrase logLine(qint64 left, qint64 maximum, Phrase effect) const = 0;

    QString m_name;
    QString m_use;

private:
    CombatantId m_combatant;
    qint64 m_step;
};

// Spends one of a combatant's uses (the breath weapon, a spell slot, the reaction), rolling
// its effect when it has one: the log says the dice, each die and the note ("18d6 → [...] = 63;
// DC 21 Dexterity save"). Undo takes the line back; redo shows the same dice.
class SpendUseCommand : public UseCountCommand
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::SpendUseCommand)

public:
    SpendUseCommand(CombatantId combatant, QString use)
        : UseCountCommand(combatant, std::move(use), -1)
    { }
    QString kind() const override { return QStringLiteral("use"); }
    QString text() const override { return tr("%1 uses %2").arg(m_name, m_use); }

protected:
    QString refusal(const Use &use) const override;
    Phrase effect(const Combatant &owner, const Use &use, const Encounter &encounter,
        Dice::Random &random) const override;
    Phrase logLine(qint64 left, qint64 maximum, Phrase effect) const override;
};

// Gives one use back by hand (the GM's ruling, a potion, a use spent by mistake).
class RestoreUseCommand : public UseCountCommand
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::RestoreUseCommand)

public:
    RestoreUseCommand(CombatantId combatant, QString use)
        : UseCountCommand(combatant, std::move(use), 1)
    { }
    QString kind() const override { return QStringLiteral("restore"); }
    QString text() const override { return tr("Restore %1 of %2").arg(m_use, m_name); }

protected:
    QString refusal(const Use &use) const override;
    Phrase logLine(qint64 left, qint64 maximum, Phrase effect) const override;
};

} // namespace Fray::Encounter
