// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/SimResult.h"

#include <QAbstractTableModel>

namespace Fray::Ui {

// How long the simulated fights lasted, a row per round from the first to the last any fight
// ended in: the chance the fight ends in that round and the chance it is over by then. Rounds
// no fight ended in are rows of 0, so row r - 1 is round r. The rounds chart draws it.
class SimRoundsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Round, EndsIn, OverBy, ColumnCount };
    enum Role {
        RawValueRole = Qt::UserRole + 1, // int for the round, double (a probability) otherwise
    };

    explicit SimRoundsModel(QObject *parent = nullptr);

    void setResult(const Sim::SimResult &result);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<double> m_endsIn; // [round - 1]
    std::vector<double> m_overBy; // [round - 1]
};

} // namespace Fray::Ui
