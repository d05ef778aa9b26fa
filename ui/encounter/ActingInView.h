// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>

class QAbstractItemView;
class QModelIndex;

namespace Fray::Ui {

// How the table and the Order strip follow the turns: the acting item, in full view, stays where
// it is; one that is not comes in at the start of the view (its top, or its left for a view along
// `flow` Horizontal), after the item before it. The view moves once a page of turns rather than
// on every turn, and the ones acting next show after the acting one.
void bringActingIntoView(QAbstractItemView *view, const QModelIndex &acting, Qt::Orientation flow);

} // namespace Fray::Ui
