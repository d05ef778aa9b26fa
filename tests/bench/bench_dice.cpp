// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// In-process cost of an exact distribution (DESIGN.md §5): parse + DistributionEvaluator, cold
// every call, so nothing parsed or computed before is reused. Prints a table, or with --json the
// numbers scripts/bench-dice.sh puts beside fray-cli, icepool and dicelab.

#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Expression.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

using namespace Fray::Dice;

namespace {

struct Workload
{
    const char *expression;
    // The range worked by hand; every value in it can be rolled.
    std::int64_t min;
    std::int64_t max;
};

// DESIGN.md §5, in its order.
constexpr Workload kWorkloads[] = {
    {"3d6", 3, 18},
    {"10d10", 10, 100},
    {"100d6", 100, 600},
    {"4d6dl1", 3, 18},
    {"8d6dl1", 7, 42},
    {"10d10dl1", 9, 90},
    {"12d10kh3", 3, 30},
    {"20d10kh5", 5, 50},
    {"100d10kh10", 10, 100},
    {"2d20kh1+5", 6, 25},
};

// Each workload runs until both floors are met, so fast ones get many samples and slow ones
// still get enough for a stable median.
constexpr int kMinIterations = 51;
constexpr int kMaxIterations = 200'001;
constexpr double kMinSeconds = 0.4;

struct Result
{
    QString expression;
    double firstUs = 0; // the very first call in this process
    double medianUs = 0;
    double minUs = 0;
    double p90Us = 0;
    int iterations = 0;
    QString error; // empty when the distribution was right
};

double percentile(std::vector<double> sorted, double q)
{
    std::sort(sorted.begin(), sorted.end());
    const double at = q * double(sorted.size() - 1);
    const auto below = std::size_t(std::floor(at));
    const auto above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (sorted[above] - sorted[below]) * (at - double(below));
}

// One cold call: a fresh parse and a fresh evaluation. Returns the number of outcomes so the
// work cannot be optimised away, or -1 on an error.
std::int64_t coldCall(const QString &text)
{
    const auto expression = Expression::parse(text);
    if (!expression)
        return -1;
    const auto distribution = DistributionEvaluator::evaluate(*expression);
    if (!distribution)
        return -1;
    return std::int64_t(distribution->size());
}

// Correctness, checked once outside the timed loop: the range, every value present, and a pmf
// summing to 1.
QString check(const Workload &w)
{
    const auto expression = Expression::parse(QString::fromLatin1(w.expression));
    if (!expression)
        return expression.error().toString();
    const auto distribution = DistributionEvaluator::evaluate(*expression);
    if (!distribution)
        return distribution.error().toString();
    if (distribution->min() != w.min || distribution->max() != w.max)
        return QStringLiteral("range %1..%2, expected %3..%4")
            .arg(distribution->min())
            .arg(distribution->max())
            .arg(w.min)
            .arg(w.max);
    if (std::int64_t(distribution->size()) != w.max - w.min + 1)
        return QStringLiteral("%1 outcomes, expected %2")
            .arg(distribution->size())
            .arg(w.max - w.min + 1);
    const double total = distribution->totalProbability();
    if (std::abs(total - 1.0) > 1e-12)
        return QStringLiteral("pmf sums to %1").arg(total, 0, 'g', 17);
    return {};
}

Result measure(const Workload &w)
{
    using Clock = std::chrono::steady_clock;
    Result result;
    result.expression = QString::fromLatin1(w.expression);
    std::vector<double> samples;
    samples.reserve(1024);
    volatile std::int64_t sink = 0;
    const auto start = Clock::now();
    while (int(samples.size()) < kMaxIterations) {
        const auto before = Clock::now();
        sink = sink + coldCall(result.expression);
        const auto after = Clock::now();
        samples.push_back(std::chrono::duration<double, std::micro>(after - before).count());
        const double elapsed = std::chrono::duration<double>(after - start).count();
        if (int(samples.size()) >= kMinIterations && elapsed >= kMinSeconds)
            break;
    }
    result.firstUs = samples.front();
    result.medianUs = percentile(samples, 0.5);
    result.p90Us = percentile(samples, 0.9);
    result.minUs = *std::min_element(samples.begin(), samples.end());
    result.iterations = int(samples.size());
    result.error = check(w);
    return result;
}

void printTable(const std::vector<Result> &results)
{
    QTextStream out(stdout);
    out << QStringLiteral("%1 %2 %3 %4 %5 %6  %7\n")
               .arg(QStringLiteral("workload"), -12)
               .arg(QStringLiteral("median us"), 11)
               .arg(QStringLiteral("min us"), 10)
               .arg(QStringLiteral("p90 us"), 10)
               .arg(QStringLiteral("first us"), 10)
               .arg(QStringLiteral("runs"), 7)
               .arg(QStringLiteral("check"));
    for (const Result &r : results) {
        out << QStringLiteral("%1 %2 %3 %4 %5 %6  %7\n")
                   .arg(r.expression, -12)
                   .arg(r.medianUs, 11, 'f', 2)
                   .arg(r.minUs, 10, 'f', 2)
                   .arg(r.p90Us, 10, 'f', 2)
                   .arg(r.firstUs, 10, 'f', 2)
                   .arg(r.iterations, 7)
                   .arg(r.error.isEmpty() ? QStringLiteral("ok") : r.error);
    }
}

void printJson(const std::vector<Result> &results)
{
    QJsonArray rows;
    for (const Result &r : results) {
        rows.append(QJsonObject{
            {QStringLiteral("workload"), r.expression},
            {QStringLiteral("median_us"), r.medianUs},
            {QStringLiteral("min_us"), r.minUs},
            {QStringLiteral("p90_us"), r.p90Us},
            {QStringLiteral("first_us"), r.firstUs},
            {QStringLiteral("iterations"), r.iterations},
            {QStringLiteral("ok"), r.error.isEmpty()},
            {QStringLiteral("error"), r.error},
        });
    }
    QTextStream(stdout) << QJsonDocument(rows).toJson(QJsonDocument::Compact) << '\n';
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    const bool json = arguments.contains(QStringLiteral("--json"));
    if (arguments.contains(QStringLiteral("--help")) || arguments.size() > int(json)) {
        QTextStream(stdout) << QStringLiteral(
            "Usage: bench_dice [--json]\n"
            "Median in-process time of parse + exact distribution, cold every call.\n");
        return arguments.contains(QStringLiteral("--help")) ? 0 : 2;
    }

    std::vector<Result> results;
    for (const Workload &w : kWorkloads)
        results.push_back(measure(w));
    if (json)
        printJson(results);
    else
        printTable(results);
    return std::all_of(
               results.begin(), results.end(), [](const Result &r) { return r.error.isEmpty(); })
        ? 0
        : 1;
}
