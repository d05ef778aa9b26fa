// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/serve/LauncherWatch.h"

#include <QtGlobal>

#if defined(Q_OS_WIN)
#include <QWinEventNotifier>
#include <qt_windows.h>
#elif defined(Q_OS_DARWIN)
#include <QSocketNotifier>

// sys/event.h wants sys/types.h before it.
// clang-format off
#include <sys/types.h>
#include <sys/event.h>
// clang-format on
#include <unistd.h>
#elif defined(Q_OS_LINUX)
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#else
#include <QTimer>

#include <unistd.h>
#endif

namespace Fray::Serve {

const char *const LauncherWatch::kVariable = "FRAY_LAUNCHER_PID";

#if defined(Q_OS_WIN) || defined(Q_OS_DARWIN)
namespace {

// The launcher's process id: FRAY_LAUNCHER_PID when a launcher gave it, else 0.
qint64 namedLauncher()
{
    bool ok = false;
    const qint64 pid = qEnvironmentVariableIntValue(LauncherWatch::kVariable, &ok);
    return ok && pid > 0 ? pid : 0;
}

} // namespace
#endif

struct LauncherWatch::Private
{
#if defined(Q_OS_WIN)
    HANDLE launcher = nullptr;
    QWinEventNotifier *notifier = nullptr;
#elif defined(Q_OS_DARWIN)
    int queue = -1;
    QSocketNotifier *notifier = nullptr;
#elif !defined(Q_OS_LINUX)
    pid_t launcher = 0;
    QTimer *poll = nullptr;
#endif
};

bool LauncherWatch::armEarly()
{
#if defined(Q_OS_LINUX)
    // The signal comes when the parent ends; it may have ended before the signal was armed.
    const pid_t launcher = getppid();
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    return getppid() == launcher;
#else
    return true;
#endif
}

LauncherWatch::LauncherWatch(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{ }

LauncherWatch::~LauncherWatch()
{
#if defined(Q_OS_WIN)
    if (d->launcher)
        CloseHandle(d->launcher);
#elif defined(Q_OS_DARWIN)
    if (d->queue >= 0)
        close(d->queue);
#endif
}

bool LauncherWatch::start()
{
#if defined(Q_OS_WIN)
    // Windows keeps no parent for a process to ask, so the launcher names itself.
    const qint64 pid = namedLauncher();
    if (!pid)
        return true;
    d->launcher = OpenProcess(SYNCHRONIZE, FALSE, DWORD(pid));
    if (!d->launcher || WaitForSingleObject(d->launcher, 0) == WAIT_OBJECT_0)
        return false;
    d->notifier = new QWinEventNotifier(d->launcher, this);
    connect(d->notifier, &QWinEventNotifier::activated, this, &LauncherWatch::launcherGone);
    return true;
#elif defined(Q_OS_DARWIN)
    const pid_t launcher = namedLauncher() ? pid_t(namedLauncher()) : getppid();
    d->queue = kqueue();
    if (d->queue < 0)
        return true;
    struct kevent change;
    EV_SET(&change, launcher, EVFILT_PROC, EV_ADD | EV_ONESHOT, NOTE_EXIT, 0, nullptr);
    // ESRCH: the launcher has already gone.
    if (kevent(d->queue, &change, 1, nullptr, 0, nullptr) < 0)
        return false;
    d->notifier = new QSocketNotifier(d->queue, QSocketNotifier::Read, this);
    connect(d->notifier, &QSocketNotifier::activated, this, [this] {
        d->notifier->setEnabled(false);
        Q_EMIT launcherGone();
    });
    return true;
#elif defined(Q_OS_LINUX)
    return true; // armEarly's signal ends the process.
#else
    // Elsewhere the parent is asked once a second: a process whose parent went is adopted.
    d->launcher = getppid();
    d->poll = new QTimer(this);
    connect(d->poll, &QTimer::timeout, this, [this] {
        if (getppid() != d->launcher)
            Q_EMIT launcherGone();
    });
    d->poll->start(1000);
    return true;
#endif
}

} // namespace Fray::Serve
