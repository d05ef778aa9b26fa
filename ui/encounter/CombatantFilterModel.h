// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace Fray::Ui {

// Sorting (on raw values, never display text) and filtering by side, by name and by whether a
// combatant is still in the fight (the dead are greyed, and hidden only on request).
class CombatantFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CombatantFilterModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;
    void setSide(const QString &side);
    void setNameFilter(const QString &text);
    void setHideOutOfFight(bool hide);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_side;
    QString m_name;
    bool m_hideOut = false;
};

} // namespace Fray::Ui
