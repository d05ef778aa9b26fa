// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include <memory>

namespace Ui {
class MainWindow;
}

namespace Fray {

// The GM's window: menus, the encounter area and the status bar. Each dock and dialog is its
// own class; this one only arranges them and routes actions.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void setUpActions();
    void restoreLayout();
    void saveLayout() const;
    void showAbout();

    std::unique_ptr<Ui::MainWindow> m_ui;
};

} // namespace Fray
