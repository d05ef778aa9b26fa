// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/FightTuner.h"

#include <QAbstractTableModel>

namespace Fray::Ui {

// The values a tuning worked out, a row each in order: the knob's value, the party's chance to
// win, the difficulty and the rounds; the value chosen is marked.
class TuneCurveModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Value, Win, Difficulty, Rounds, ColumnCount };
    enum Role {
        RawValueRole = Qt::UserRole + 1, // the value, the win as a probability, the rounds
        StandardErrorRole,
        ChosenRole, // bool
    };

    explicit TuneCurveModel(QObject *parent = nullptr);

    void setResult(const Sim::FightTuner::Result &result);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Sim::FightTuner::Point> m_points;
    std::optional<int> m_chosen;
};

} // namespace Fray::Ui
