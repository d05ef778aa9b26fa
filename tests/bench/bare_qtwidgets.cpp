// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The floor for the window's start-up budget (bench_startup): a bare Qt Widgets main window with
// a menu, a label and a status bar, shown and painted, linked to nothing but Qt Widgets.
// Usage: bare_qtwidgets SETTLE_MS (prints what FirstPaint.h says).
#include "FirstPaint.h"

#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QMainWindow window;
    window.menuBar()->addMenu(QStringLiteral("&File"))->addAction(QStringLiteral("&Quit"));
    window.setCentralWidget(new QLabel(QStringLiteral("A bare window")));
    window.statusBar()->showMessage(QStringLiteral("Ready"));
    window.resize(1024, 700);
    Fray::Bench::FirstPaint first(sinceMain, argc > 1 ? QByteArray(argv[1]).toInt() : 0);
    window.installEventFilter(&first);
    window.show();
    return app.exec();
}
