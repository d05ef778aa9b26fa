// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/AttackResolver.h"
#include "core/encounter/Command.h"

namespace Fray::Encounter {

// One attack, rolled by Fray: the log shows the roll, the outcome and the damage dice.
class AttackCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::AttackCommand)

public:
    explicit AttackCommand(AttackResolver::Request request);
    QString kind() const override { return QStringLiteral("attack"); }
    QString text() const override { return tr("%1 attacks %2").arg(m_attackerName, m_targetName); }
    const AttackResolver::Request &request() const { return m_request; }
    const QString &attackerName() const { return m_attackerName; }
    const QString &targetName() const { return m_targetName; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    AttackResolver::Request m_request;
    QString m_attackerName;
    QString m_targetName;
};

// Checks surprise by the ruleset's rule, for each side (or each combatant) named; the
// surprised get the ruleset's surprised condition for the first round.
class SurpriseCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::SurpriseCommand)

public:
    // Values for the surprise check, per side ("" = every side).
    SurpriseCommand(QStringList sides, QMap<QString, QMap<QString, qint64>> values);
    QString kind() const override { return QStringLiteral("surprise"); }
    QString text() const override { return tr("Check surprise"); }
    const QStringList &sides() const { return m_sides; }
    const QMap<QString, QMap<QString, qint64>> &values() const { return m_values; }

    // What each roll gave, once done: the side, who rolled (the side, or one combatant where
    // each rolls), the outcome's label and whether it left them surprised.
    struct Result
    {
        QString side;
        QString who;
        QString outcome;
        bool surprised = false;
    };
    const std::vector<Result> &results() const { return m_results; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    QStringList m_sides;
    QMap<QString, QMap<QString, qint64>> m_values;
    std::vector<Result> m_results;
};

} // namespace Fray::Encounter
