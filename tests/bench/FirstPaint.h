// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a started window reports to bench_startup: when it first painted (on the clock the parent
// started it by) and how much memory it keeps once it has settled. Shared by Fray's start and the
// bare Qt Widgets window it is held against, so both are measured the same way.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QObject>
#include <QTimer>

#include <cstdio>
#include <ctime>

namespace Fray::Bench {

// CLOCK_MONOTONIC in nanoseconds: one clock for every process on the machine, so a child's
// paint can be set against the moment its parent started it.
inline qint64 monotonicNs()
{
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

// The process's resident set in KiB (VmRSS), or -1 where /proc does not tell.
inline qint64 residentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

// Watches a window: at its first paint prints "painted NS MS" (the monotonic time and the
// milliseconds since `sinceMain`), then, after `settleMs` of the running event loop (timers a
// start leaves behind have fired), "resident KIB", and quits.
class FirstPaint : public QObject
{
public:
    FirstPaint(const QElapsedTimer &sinceMain, int settleMs)
        : m_sinceMain(sinceMain)
        , m_settleMs(settleMs)
    { }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            // After the paint has been delivered: the paint event's own work counts.
            QTimer::singleShot(0, this, [this] {
                std::printf("painted %lld %.3f\n", static_cast<long long>(monotonicNs()),
                    double(m_sinceMain.nsecsElapsed()) / 1e6);
                std::fflush(stdout);
                QTimer::singleShot(m_settleMs, this, [] {
                    std::printf("resident %lld\n", static_cast<long long>(residentKiB()));
                    std::fflush(stdout);
                    QCoreApplication::quit();
                });
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer &m_sinceMain;
    int m_settleMs;
    bool m_done = false;
};

} // namespace Fray::Bench
