// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/party/MemberUpdate.h"

#include <QAbstractTableModel>

#include <vector>

namespace Fray::Ui {

// The preview of a carry-over or rest: each member and what changes for it, one change a line.
class MemberUpdateModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Member, Changes, ColumnCount };

    explicit MemberUpdateModel(QObject *parent = nullptr);

    void setUpdates(std::vector<Party::MemberUpdate> updates);
    const std::vector<Party::MemberUpdate> &updates() const { return m_updates; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Party::MemberUpdate> m_updates;
};

} // namespace Fray::Ui
