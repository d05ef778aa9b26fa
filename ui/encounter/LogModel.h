// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Encounter.h"

#include <QAbstractListModel>

#include <optional>
#include <vector>

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
    // A line translated once for the language installed: the list lays out every row.
    const QString &shown(int row) const;

    const Encounter::Encounter &m_encounter;
    int m_rows = 0;
    mutable std::vector<std::optional<QString>> m_shown;
};

} // namespace Fray::Ui
