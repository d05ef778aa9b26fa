// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/day/DayResult.h"

#include <QAbstractTableModel>

namespace Fray::Ui {

// What the simulated days did, a row per fight: how often the day comes to it, how often the
// party breaks there, its rounds and difficulty, then a column per hero with the hit points it
// has on average when the fight begins.
class DayResultModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Fight, Reached, Breaks, Rounds, Difficulty, FirstHero };
    enum Role {
        RawValueRole = Qt::UserRole + 1, // double (probability or mean); invalid when none
        StandardErrorRole,
    };

    explicit DayResultModel(QObject *parent = nullptr);

    void setResult(const Day::DayResult &result);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Day::DayResult m_result;
};

} // namespace Fray::Ui
