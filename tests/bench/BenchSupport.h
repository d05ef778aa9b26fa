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

// CI's guard (scripts/guard-benchmarks.sh sets FRAY_BENCH_GUARD=10): a result past that many times
// its budget fails the benchmark's run, far outside any machine's noise. Within it, a budget is
// a figure to read, not a test. 0 when unset.
inline double guardFactor()
{
    static const double factor = qEnvironmentVariable("FRAY_BENCH_GUARD").toDouble();
    return factor;
}

inline int &resultsPastGuard()
{
    static int count = 0;
    return count;
}

// How many times to repeat a measurement: `wanted`, or a few under the guard, whose one run in
// CI asks only whether a result is far past its budget.
inline int repeats(int wanted)
{
    return guardFactor() > 0 ? std::min(wanted, 5) : wanted;
}

// "ok" or "OVER" for a time against its budget ("UNDER" for a rate, `atLeast`, below it); a
// result past the guard says so and counts against the run.
inline const char *judge(double value, double budget, bool atLeast = false)
{
    const double guard = guardFactor();
    if (guard > 0 && (atLeast ? value * guard < budget : value > budget * guard)) {
        ++resultsPastGuard();
        return atLeast ? "UNDER, PAST THE GUARD" : "OVER, PAST THE GUARD";
    }
    if (atLeast)
        return value >= budget ? "ok" : "UNDER";
    return value <= budget ? "ok" : "OVER";
}

// A benchmark's exit status: 1 when a result was past the guard.
inline int finish()
{
    if (resultsPastGuard() == 0)
        return 0;
    std::printf("%d result(s) past %g times their budget\n", resultsPastGuard(), guardFactor());
    std::fflush(stdout);
    return 1;
}

// Runs `work` `runs` times and prints its median (and the spread) in milliseconds against a
// budget (none when 0: a part of another measurement); returns the median. `setup` runs before
// each timed run, untimed.
inline double measure(const char *what, int runs, double budgetMs,
    const std::function<void()> &work, const std::function<void()> &setup = {})
{
    runs = repeats(runs);
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
        std::printf("  budget %g ms  %s", budgetMs, judge(median, budgetMs));
    std::printf("\n");
    std::fflush(stdout);
    return median;
}

} // namespace Fray::Bench
