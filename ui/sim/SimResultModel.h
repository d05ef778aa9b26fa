// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/SimResult.h"

#include <QAbstractTableModel>

namespace Fray::Rules {
struct Ruleset;
}

namespace Fray::Ui {

// What the simulated fights did to each combatant, a row each: the chance to be out of the
// fight and to be dead, the hit points left and the damage dealt and taken on average.
class SimResultModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Side, Out, Dead, HpLeft, DamageDealt, DamageTaken, ColumnCount };
    enum Role {
        RawValueRole = Qt::UserRole + 1, // double (probability or mean); invalid when none
        StandardErrorRole, // double; 0 for an exact result
    };

    explicit SimResultModel(QObject *parent = nullptr);

    // The ruleset names the sides its own way, when it does.
    void setResult(const Sim::SimResult &result, const Rules::Ruleset *ruleset = nullptr);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // The value and standard error of a numeric column, or nullopt for none (no death).
    std::optional<std::pair<double, double>> number(
        const Sim::SimResult::CombatantResult &c, int column) const;

    std::vector<Sim::SimResult::CombatantResult> m_rows;
    const Rules::Ruleset *m_ruleset = nullptr;
};

} // namespace Fray::Ui
