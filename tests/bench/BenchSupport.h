// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QFile>
#include <QString>
#include <QSysInfo>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <thread>
#include <vector>

namespace Fray::Bench {

// The one-minute load average ("2.31"), or "?" where the system does not tell.
inline QByteArray loadAverage()
{
    QFile loadavg(QStringLiteral("/proc/loadavg"));
    if (!loadavg.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("?");
    return loadavg.readAll().split(' ').value(0, QByteArrayLiteral("?"));
}

// Prints the machine and how busy it is, so a median can be read against where it was taken.
inline void printMachine()
{
    QByteArray cpu;
    QFile info(QStringLiteral("/proc/cpuinfo"));
    // Files under /proc have no size: read to the end rather than asking atEnd().
    if (info.open(QIODevice::ReadOnly)) {
        const QList<QByteArray> lines = info.readAll().split('\n');
        for (const QByteArray &line : lines) {
            if (line.startsWith("model name")) {
                cpu = line.mid(line.indexOf(':') + 1).trimmed();
                break;
            }
        }
    }
    std::printf("machine: %s, %u cores, %s; load average %s\n",
        cpu.isEmpty() ? "unknown CPU" : cpu.constData(), std::thread::hardware_concurrency(),
        qPrintable(QSysInfo::prettyProductName()), loadAverage().constData());
    std::fflush(stdout);
}

// Runs `work` `runs` times and prints its median (and the spread) in milliseconds against a
// budget (none when 0: a part of another measurement); returns the median. `setup` runs before
// each timed run, untimed.
inline double measure(const char *what, int runs, double budgetMs,
    const std::function<void()> &work, const std::function<void()> &setup = {})
{
    std::vector<double> times;
    times.reserve(std::size_t(runs));
    for (int i = 0; i < runs; ++i) {
        if (setup)
            setup();
        QElapsedTimer timer;
        timer.start();
        work();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    const double median = times[times.size() / 2];
    std::printf("%-58s median %9.3f ms  (min %.3f, max %.3f, %d runs, load %s)", what, median,
        times.front(), times.back(), runs, loadAverage().constData());
    if (budgetMs > 0)
        std::printf("  budget %g ms  %s", budgetMs, median < budgetMs ? "ok" : "OVER");
    std::printf("\n");
    std::fflush(stdout);
    return median;
}

} // namespace Fray::Bench
