// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/WindowLayout.h"

#include "core/settings/Settings.h"

#include <QDockWidget>
#include <QEvent>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QStyle>

namespace Fray::Ui {

WindowLayout::WindowLayout(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    m_defaultDocksTimer.setSingleShot(true);
    m_defaultDocksTimer.setInterval(150);
    connect(&m_defaultDocksTimer, &QTimer::timeout, this, &WindowLayout::applyDefaultDockSizes);
    window->installEventFilter(this);
}

void WindowLayout::restore()
{
    const Settings settings;
    const QByteArray geometry = settings.mainWindowGeometry();
    const QByteArray state = settings.mainWindowState();
    if (!geometry.isEmpty()) {
        m_window->restoreGeometry(geometry);
    } else if (const QScreen *screen = QGuiApplication::primaryScreen()) {
        // First start: a laptop's screen is used whole; a larger one mostly, centred.
        const QRect available = screen->availableGeometry();
        const QSize size = (available.size() * 0.92).boundedTo(QSize(1600, 1000));
        m_window->setGeometry(
            QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
        if (available.width() <= 1440 || available.height() <= 900)
            m_window->setWindowState(m_window->windowState() | Qt::WindowMaximized);
    }
    m_defaultDocksPending = state.isEmpty() || !m_window->restoreState(state);
}

void WindowLayout::save() const
{
    Settings settings;
    settings.setMainWindowGeometry(m_window->saveGeometry());
    settings.setMainWindowState(m_window->saveState());
}

bool WindowLayout::eventFilter(QObject *watched, QEvent *event)
{
    // A window manager maximizes after the first show: the sizes wait for the last resize.
    if (watched == m_window && m_defaultDocksPending
        && (event->type() == QEvent::Show
            || (event->type() == QEvent::Resize && m_window->isVisible())))
        m_defaultDocksTimer.start();
    return QObject::eventFilter(watched, event);
}

void WindowLayout::applyDefaultDockSizes()
{
    // Sizes for a first start, once the window has its own: the table keeps the middle, the
    // odds and the log the room their text needs. Moved docks are remembered by save().
    m_defaultDocksPending = false;
    const int ch = m_window->fontMetrics().averageCharWidth();
    const int line = m_window->fontMetrics().height();
    const auto dock = [this](const char *name) {
        return m_window->findChild<QDockWidget *>(QLatin1StringView(name));
    };
    QDockWidget *encounters = dock("encountersDock");
    QDockWidget *odds = dock("oddsDock");
    QDockWidget *log = dock("logDock");
    const int width = m_window->width();
    // Left docks and odds take at most a quarter and a third of the window, so a laptop's
    // table keeps the width of the columns a GM reads in a fight (up to Conditions).
    if (encounters && odds)
        m_window->resizeDocks({encounters, odds},
            {std::min(ch * 44, width / 4), std::min(ch * 92, width / 3)}, Qt::Horizontal);
    // About ten lines of the log, without taking more than a third of the height from the table.
    if (log)
        m_window->resizeDocks({log}, {std::min(line * 18, m_window->height() / 3)}, Qt::Vertical);
}

} // namespace Fray::Ui
