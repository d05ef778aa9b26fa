// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

class QPushButton;
class QTableView;

namespace Fray::Ui::TableRowButtons {

// The form's lists (attacks, uses, reminders) work alike: Add puts a row at the end and opens
// its first editable cell, Remove takes the current row and is off while there is none, and
// any change in the view's model calls `changed`. One wiring keeps them alike.
void connect(QTableView *view, QPushButton *add, QPushButton *remove, std::function<int()> addRow,
    std::function<void(int)> removeRow, int editColumn, std::function<void()> changed);

} // namespace Fray::Ui::TableRowButtons
