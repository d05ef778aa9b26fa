// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

class QMenuBar;

namespace Ui {
class ShortcutsDialog;
}

namespace Fray::Ui {

// Help › Keyboard Shortcuts: every menu action with its keys, read from the menus themselves
// so the list is never out of date.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    ShortcutsDialog(const QMenuBar *menus, QWidget *parent = nullptr);
    ~ShortcutsDialog() override;

private:
    std::unique_ptr<::Ui::ShortcutsDialog> m_ui;
};

} // namespace Fray::Ui
