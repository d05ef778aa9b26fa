// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Start to first painted window (DESIGN.md §5), as whole processes: the benchmark starts itself
// (or the bare window beside it) as a fresh process for each run, and the child reports when its
// window first painted (FirstPaint.h), on the clock the parent started it by.
//
// 1. A newcomer's first start (a fresh profile: the samples campaign is made), held against a bare
//    Qt Widgets window (bare_qtwidgets) started in the same rounds, alternating which goes first:
//    time to the first paint within 3×, and memory resident once the window has settled within
//    1.5×, each the median of the rounds' ratios.
// 2. A campaign with a 5,000-entry library, under 500 ms.
//
// The window runs on the offscreen platform unless QT_QPA_PLATFORM says otherwise (xcb on a
// desktop or Xvfb measures the window manager's mapping too).

#include "BenchSupport.h"
#include "FirstPaint.h"
#include "core/AppInfo.h"
#include "core/i18n/Translations.h"
#include "core/rules/RulesetLibrary.h"
#include "core/settings/Settings.h"
#include "core/storage/Campaign.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/mainwindow/Theme.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QIcon>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace Fray;

namespace {

// How long a started window runs before its memory is read: the start's own timers (the first
// start's dock sizes) have fired by then.
constexpr int settleMs = 400;

// As app/gui/main.cpp starts the window, with no campaign named: the last one, or on a first
// start the samples campaign.
int freshChild(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    AppInfo::applyTo(app);
    app.setDesktopFileName(QStringLiteral("org.fray.Fray"));
    QString language = Settings().language();
    if (language.isEmpty() && QLocale::system().language() == QLocale::C)
        language = QStringLiteral("en");
    Translations::install(app, language);
    if (!language.isEmpty())
        QLocale::setDefault(QLocale(language));
    Rules::RulesetLibrary::readBuiltinsAhead();
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/fray-%1.png").arg(size), QSize(size, size));
    app.setWindowIcon(icon);
    Fray::Ui::Theme::apply(Settings().theme());
    Fray::Ui::MainWindow window(Fray::Ui::MainWindow::Start::Empty);
    Bench::FirstPaint first(sinceMain, settleMs);
    window.installEventFilter(&first);
    window.openAtStart(QString());
    window.show();
    return app.exec();
}

int libraryChild(int argc, char *argv[], const QString &path)
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayBench"));
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(app, QStringLiteral("en"));
    Rules::RulesetLibrary::readBuiltinsAhead();
    Fray::Ui::MainWindow window(Fray::Ui::MainWindow::Start::Empty);
    Bench::FirstPaint first(sinceMain, 0);
    window.installEventFilter(&first);
    window.openAtStart(path);
    window.show();
    return app.exec();
}

struct Start
{
    double ms = 0; // from the parent's start() to the child's first paint
    double insideMs = 0; // from the child's main() to its first paint
    double residentMiB = 0;
    bool painted = false;
};

Start start(const QString &program, const QStringList &arguments,
    const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    const qint64 launched = Bench::monotonicNs();
    process.start(program, arguments);
    process.waitForFinished(30'000);
    Start result;
    const QList<QByteArray> lines = process.readAllStandardOutput().split('\n');
    for (const QByteArray &line : lines) {
        const QList<QByteArray> words = line.split(' ');
        if (words.size() == 3 && words[0] == "painted") {
            result.ms = double(words[1].toLongLong() - launched) / 1e6;
            result.insideMs = words[2].toDouble();
            result.painted = true;
        } else if (words.size() == 2 && words[0] == "resident") {
            result.residentMiB = words[1].toDouble() / 1024;
        }
    }
    if (!result.painted)
        std::fprintf(stderr, "%s painted no window: %s\n", qPrintable(program),
            process.readAllStandardError().constData());
    return result;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

void printRow(const char *what, double value, const char *unit, const std::vector<double> &all)
{
    const auto [low, high] = std::minmax_element(all.begin(), all.end());
    std::printf("%-58s median %9.3f %s  (min %.3f, max %.3f, %zu runs)\n", what, value, unit,
        all.empty() ? 0 : *low, all.empty() ? 0 : *high, all.size());
}

void printRatio(const char *what, const std::vector<double> &ratios, double budget)
{
    const double m = median(ratios);
    std::printf("%-58s median %9.2f×    (load %s)  budget %g×  %s\n", what, m,
        Bench::loadAverage().constData(), budget, Bench::judge(m, budget));
}

// A newcomer's first start against the bare window, round by round. Returns false when a start
// painted no window.
bool freshStart(int rounds)
{
    const QString bare
        = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("bare_qtwidgets"));
    std::vector<double> fray, frayInside, frayMiB, bareMs, bareMiB, timeRatio, memoryRatio;
    for (int round = 0; round < rounds; ++round) {
        // A profile of its own for every start: each is a first start.
        QTemporaryDir profile;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("HOME"), profile.path());
        environment.insert(
            QStringLiteral("XDG_CONFIG_HOME"), profile.filePath(QStringLiteral("config")));
        environment.insert(
            QStringLiteral("XDG_DATA_HOME"), profile.filePath(QStringLiteral("data")));
        environment.insert(
            QStringLiteral("XDG_CACHE_HOME"), profile.filePath(QStringLiteral("cache")));
        const auto startFray = [&] {
            return start(
                QCoreApplication::applicationFilePath(), {QStringLiteral("--fresh")}, environment);
        };
        const auto startBare
            = [&] { return start(bare, {QString::number(settleMs)}, environment); };
        Start f, b;
        if (round % 2 == 0) {
            b = startBare();
            f = startFray();
        } else {
            f = startFray();
            b = startBare();
        }
        if (!f.painted || !b.painted)
            return false;
        fray.push_back(f.ms);
        frayInside.push_back(f.insideMs);
        frayMiB.push_back(f.residentMiB);
        bareMs.push_back(b.ms);
        bareMiB.push_back(b.residentMiB);
        timeRatio.push_back(f.ms / b.ms);
        memoryRatio.push_back(f.residentMiB / b.residentMiB);
    }
    printRow("first start (fresh profile) to first paint (process)", median(fray), "ms ", fray);
    printRow("  of which from main() to the first paint", median(frayInside), "ms ", frayInside);
    printRow("bare Qt Widgets window to first paint (process)", median(bareMs), "ms ", bareMs);
    printRatio("first start / bare window, time to first paint", timeRatio, 3.0);
    printRow("first start, resident memory once settled", median(frayMiB), "MiB", frayMiB);
    printRow(
        "bare Qt Widgets window, resident memory once settled", median(bareMiB), "MiB", bareMiB);
    printRatio("first start / bare window, resident memory", memoryRatio, 1.5);
    std::fflush(stdout);
    return true;
}

bool libraryStart(int runs)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.fray"));
    {
        auto campaign = Storage::Campaign::open(path);
        if (!campaign) {
            std::fprintf(stderr, "%s\n", qPrintable(campaign.error()));
            return false;
        }
        const auto error = (*campaign)->transaction([&]() -> std::optional<QString> {
            for (int i = 0; i < 5000; ++i) {
                Library::LibraryEntry e;
                e.name = QStringLiteral("Monster %1").arg(i, 4, 10, QLatin1Char('0'));
                e.rulesetId = QStringLiteral("d20-ascending");
                e.tags = {QStringLiteral("tag%1").arg(i % 37)};
                e.prototype.name = e.name;
                e.prototype.maxHp = e.prototype.hp = 5 + i % 40;
                if (auto added = (*campaign)->library().add(e); !added)
                    return added.error();
            }
            return std::nullopt;
        });
        if (error) {
            std::fprintf(stderr, "%s\n", qPrintable(*error));
            return false;
        }
    }
    std::vector<double> whole, inside;
    for (int i = 0; i < runs; ++i) {
        const Start s
            = start(QCoreApplication::applicationFilePath(), {QStringLiteral("--library"), path});
        // A start that never painted (a crash, a hang) would count as a fast one.
        if (!s.painted)
            return false;
        whole.push_back(s.ms);
        inside.push_back(s.insideMs);
    }
    const double m = median(whole);
    std::printf(
        "%-58s median %9.3f ms  (min %.3f, max %.3f, %d runs, load %s)  budget 500 ms  %s\n",
        "start to first painted window, 5,000-entry library (process)", m,
        *std::min_element(whole.begin(), whole.end()),
        *std::max_element(whole.begin(), whole.end()), runs, Bench::loadAverage().constData(),
        Bench::judge(m, 500));
    printRow("  of which from main() to the first paint", median(inside), "ms ", inside);
    std::fflush(stdout);
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (argc == 2 && qstrcmp(argv[1], "--fresh") == 0)
        return freshChild(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--library") == 0)
        return libraryChild(argc, argv, QString::fromLocal8Bit(argv[2]));

    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    Bench::printMachine();
    const int rounds = qEnvironmentVariableIntValue("FRAY_BENCH_STARTUP_ROUNDS");
    if (!freshStart(rounds > 0 ? rounds : Bench::repeats(11)) || !libraryStart(Bench::repeats(9))) {
        std::printf("a start painted no window: no median here is to be trusted\n");
        return 1;
    }
    return Bench::finish();
}
