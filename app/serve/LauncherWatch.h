// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <memory>

namespace Fray::Serve {

// fray-serve stops when the fray-cli that started it goes, however it goes (closed, killed,
// crashed): the players' page must not stay on the network unattended. Each system has its own
// way to learn of it: Linux has the kernel send a signal (PR_SET_PDEATHSIG), macOS waits on the
// launcher's exit with kqueue, Windows waits on the launcher's process handle. The launcher
// names itself in FRAY_LAUNCHER_PID (SheetLauncher::runHelper sets it); without it the parent
// process is the launcher.
class LauncherWatch : public QObject
{
    Q_OBJECT

public:
    // The variable a launcher sets to its process id.
    static const char *const kVariable;

    // Before QCoreApplication: arms what must be armed first (Linux's signal). False when the
    // launcher is already gone, and the program should end at once.
    static bool armEarly();

    explicit LauncherWatch(QObject *parent = nullptr);
    ~LauncherWatch() override;

    // Starts watching once the application exists. False when the launcher is already gone.
    bool start();

Q_SIGNALS:
    void launcherGone();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Fray::Serve
