// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forms/TableRowButtons.h"

#include <QAbstractItemModel>
#include <QItemSelectionModel>
#include <QPushButton>
#include <QTableView>

namespace Fray::Ui::TableRowButtons {

void connect(QTableView *view, QPushButton *add, QPushButton *remove, std::function<int()> addRow,
    std::function<void(int)> removeRow, int editColumn, std::function<void()> changed)
{
    QAbstractItemModel *model = view->model();
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        QObject::connect(model, signal, view, changed);
    QObject::connect(model, &QAbstractItemModel::dataChanged, view, changed);
    QObject::connect(model, &QAbstractItemModel::modelReset, view, changed);

    const auto updateRemove
        = [view, remove] { remove->setEnabled(view->currentIndex().isValid()); };
    QObject::connect(
        view->selectionModel(), &QItemSelectionModel::currentChanged, remove, updateRemove);
    QObject::connect(model, &QAbstractItemModel::modelReset, remove, updateRemove);
    QObject::connect(model, &QAbstractItemModel::rowsRemoved, remove, updateRemove);
    updateRemove();

    QObject::connect(add, &QPushButton::clicked, view, [view, addRow, editColumn] {
        const QModelIndex first = view->model()->index(addRow(), editColumn);
        view->setCurrentIndex(first);
        view->setFocus(Qt::OtherFocusReason);
        view->edit(first);
    });
    QObject::connect(remove, &QPushButton::clicked, view,
        [view, removeRow] { removeRow(view->currentIndex().row()); });
}

} // namespace Fray::Ui::TableRowButtons
