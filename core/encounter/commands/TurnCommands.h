// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"

namespace Fray::Encounter {

// The round-and-turn commands; each is one step of TurnKeeper. Let the round end answers the
// question the end of a round asks (RoundEnd): it ends the round though the rules take someone.
class TurnCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::TurnCommand)

public:
    enum class Step { Start, NextTurn, PreviousTurn, NextRound, RollInitiative, LetRoundEnd };

    explicit TurnCommand(Step step);
    QString kind() const override;
    QString text() const override;

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    Step m_step;
};

// A combatant waits and acts together with another (hold action).
class HoldCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::HoldCommand)

public:
    HoldCommand(CombatantId holder, CombatantId until);
    QString kind() const override { return QStringLiteral("hold"); }
    QString text() const override { return tr("%1 holds for %2").arg(m_holderName, m_untilName); }
    const QString &holderName() const { return m_holderName; }
    const QString &untilName() const { return m_untilName; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    CombatantId m_holder;
    CombatantId m_until;
    QString m_holderName;
    QString m_untilName;
};

// What a combatant declares before initiative: an action of the scheme (move and attack,
// dodge, run ...) and the overrides that apply to it (reach first, hasted). The action goes
// into the next roll only, as the GM calls for declarations each round, unless it is declared
// for every round; the overrides stand until declared again.
class DeclareCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::DeclareCommand)

public:
    enum class Lasting { NextRoll, EveryRound };

    DeclareCommand(CombatantId combatant, QString action, QStringList overrides,
        std::optional<qint64> attacksPerRound = std::nullopt, Lasting lasting = Lasting::NextRoll);
    QString kind() const override { return QStringLiteral("declare"); }
    QString text() const override { return tr("%1 declares").arg(m_name); }
    const QString &combatantName() const { return m_name; }
    const QString &action() const { return m_action; }
    const QStringList &overrides() const { return m_overrides; }
    std::optional<qint64> attacksPerRound() const { return m_attacks; }
    bool everyRound() const { return m_everyRound; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    CombatantId m_combatant;
    QString m_action;
    QStringList m_overrides;
    std::optional<qint64> m_attacks;
    bool m_everyRound = false;
    QString m_name;
};

// Switches an initiative option of the ruleset (group initiative, reroll each round).
class SetOptionCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::SetOptionCommand)

public:
    SetOptionCommand(QString option, bool on);
    QString kind() const override { return QStringLiteral("option"); }
    QString text() const override;
    const QString &option() const { return m_option; }
    bool isOn() const { return m_on; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    QString m_option;
    bool m_on;
};

} // namespace Fray::Encounter
