// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

class QMainWindow;

namespace Fray::Ui {

// Where the main window and its docks are: as the GM left them, or on a first start sized for
// the screen — a laptop's used whole, the table in the middle with its State column in view,
// the odds and about ten lines of log beside and under it.
class WindowLayout : public QObject
{
    Q_OBJECT

public:
    explicit WindowLayout(QMainWindow *window);

    // Call once the docks exist.
    void restore();
    void save() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyDefaultDockSizes();

    QMainWindow *m_window;
    bool m_defaultDocksPending = false; // no remembered layout: size the docks once shown
    QTimer m_defaultDocksTimer;
};

} // namespace Fray::Ui
