// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Start to first painted window with a 5,000-entry library (DESIGN.md §5). The benchmark fills a
// campaign once, then starts itself as a fresh process for each run: the child times from its
// first line to the end of the main window's first paint, and the parent times the whole
// process from launch to that paint (dynamic loading included).

#include "BenchSupport.h"
#include "core/i18n/Translations.h"
#include "core/storage/Campaign.h"
#include "ui/mainwindow/MainWindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

using namespace Fray;

namespace {

class FirstPaint : public QObject
{
public:
    FirstPaint(QElapsedTimer &timer)
        : m_timer(timer)
    { }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            QTimer::singleShot(0, [this] {
                std::printf("painted %.3f\n", double(m_timer.nsecsElapsed()) / 1e6);
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QElapsedTimer &m_timer;
    bool m_done = false;
};

int child(int argc, char *argv[], const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayBench"));
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(app, QStringLiteral("en"));
    Fray::Ui::MainWindow window(Fray::Ui::MainWindow::Start::Empty);
    FirstPaint first(timer);
    window.installEventFilter(&first);
    window.openAtStart(path);
    window.show();
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    if (argc == 3 && qstrcmp(argv[1], "--child") == 0)
        return child(argc, argv, QString::fromLocal8Bit(argv[2]));

    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    Bench::printMachine();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.fray"));
    {
        auto campaign = Storage::Campaign::open(path);
        if (!campaign) {
            std::fprintf(stderr, "%s\n", qPrintable(campaign.error()));
            return 1;
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
            return 1;
        }
    }

    std::vector<double> inside;
    const int runs = Bench::repeats(9);
    Bench::measure("start to first painted window, 5,000-entry library (process)", runs, 500, [&] {
        QProcess process;
        process.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child"), path});
        process.waitForFinished(30'000);
        const QByteArray out = process.readAllStandardOutput();
        const qsizetype at = out.indexOf("painted ");
        if (at >= 0)
            inside.push_back(out.mid(at + 8).trimmed().toDouble());
    });
    std::sort(inside.begin(), inside.end());
    if (!inside.empty())
        std::printf("%-58s median %9.3f ms\n", "  of which from main() to the first paint",
            inside[inside.size() / 2]);
    // A start that never painted (a crash, a hang) would count as a fast one.
    if (inside.size() != std::size_t(runs)) {
        std::printf("%d of %d starts painted no window: the median above is not to be trusted\n",
            runs - int(inside.size()), runs);
        return 1;
    }
    return Bench::finish();
}
