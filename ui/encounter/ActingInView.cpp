// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/ActingInView.h"

#include <QAbstractItemView>

namespace Fray::Ui {

void bringActingIntoView(QAbstractItemView *view, const QModelIndex &acting, Qt::Orientation flow)
{
    const QRect shown = view->viewport()->rect();
    const QRect item = view->visualRect(acting);
    const bool inFullView = flow == Qt::Vertical
        ? item.height() > 0 && item.top() >= shown.top() && item.bottom() <= shown.bottom()
        : item.width() > 0 && item.left() >= shown.left() && item.right() <= shown.right();
    if (inFullView)
        return;
    const QModelIndex before = acting.siblingAtRow(acting.row() - 1);
    view->scrollTo(before.isValid() ? before : acting, QAbstractItemView::PositionAtTop);
}

} // namespace Fray::Ui
