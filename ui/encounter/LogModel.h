// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"

#include <QAbstractListModel>

namespace Fray::Ui {

// The encounter's event log, newest at the bottom: "Round 2 · Orc 3 attacks Aldo ...". Each
// line is shown in the language chosen now, whatever it was when the line was written.
class LogModel : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit LogModel(const Encounter::Encounter &encounter, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    const Encounter::Encounter &m_encounter;
    int m_rows = 0;
};

} // namespace Fray::Ui
