// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AppInfo.h"
#include "settings/Settings.h"
#include "ui_MainWindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFont>
#include <QMessageBox>

namespace Fray {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
{
    m_ui->setupUi(this);
    setWindowIcon(QIcon(QStringLiteral(":/icons/fray.svg")));

    QFont titleFont = m_ui->emptyTitleLabel->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_ui->emptyTitleLabel->setFont(titleFont);

    setUpActions();
    restoreLayout();
    statusBar()->showMessage(tr("Ready"));
}

MainWindow::~MainWindow() = default;

void MainWindow::setUpActions()
{
    m_ui->actionQuit->setShortcut(QKeySequence::Quit);
    m_ui->actionUndo->setShortcut(QKeySequence::Undo);
    m_ui->actionRedo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    m_ui->actionNextTurn->setShortcut(QKeySequence(Qt::Key_N));
    m_ui->actionPreviousTurn->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_N));
    m_ui->actionFullScreen->setShortcut(QKeySequence::FullScreen);

    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->actionFullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(
            on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_ui->actionAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::restoreLayout()
{
    const Settings settings;
    const QByteArray geometry = settings.mainWindowGeometry();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const QByteArray state = settings.mainWindowState();
    if (!state.isEmpty())
        restoreState(state);
}

void MainWindow::saveLayout() const
{
    Settings settings;
    settings.setMainWindowGeometry(saveGeometry());
    settings.setMainWindowState(saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    event->accept();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Fray"),
        tr("<h3>Fray %1</h3>"
           "<p>An encounter manager for tabletop RPG game masters: initiative, rounds, hit "
           "points and conditions under any ruleset, with exact odds to hit.</p>"
           "<p>Licensed under the GNU General Public License, version 3 or later (%2).</p>"
           "<p>Built with Qt %3, running on Qt %4.</p>")
            .arg(AppInfo::version(), AppInfo::licenseName(), QStringLiteral(QT_VERSION_STR),
                QString::fromLatin1(qVersion())));
}

} // namespace Fray
