// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"

namespace Fray::Encounter {

// Rolls a step of the ruleset's encounter order (Rules::EncounterStep: document 000's reaction,
// distance, pursuit), or one of the step's chances, and puts the whole roll in the log:
// "Reaction roll ...: 2d6 → [2, 3] = 5 (Reaction (2D6))", "Through a secret door: they go on
// (1 on 1d6): 1d6 → [4] = 4: no". It changes nothing else: what the roll means is the GM's.
class OrderRollCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::OrderRollCommand)

public:
    // `chance`: the step's chance to roll, or -1 for the step's own roll.
    explicit OrderRollCommand(QString step, int chance = -1);
    QString kind() const override { return QStringLiteral("order-roll"); }
    QString text() const override { return tr("Roll for %1").arg(m_label); }
    const QString &step() const { return m_step; }
    int chance() const { return m_chance; }

    // Once done: the total, scaled as the step says, and for a chance whether it came up.
    qint64 total() const { return m_total; }
    std::optional<bool> cameUp() const { return m_cameUp; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    QString m_step;
    int m_chance;
    QString m_label;
    qint64 m_total = 0;
    std::optional<bool> m_cameUp;
};

} // namespace Fray::Encounter
