// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The players' page under load: 50 pages connected over loopback WebSockets, 200 changes to the
// encounter; for each, the time from the change to the last page's message (budget: 100 ms at
// the 99th percentile), and the CPU the server's thread spent. The pages run in a thread of
// their own, so the server's CPU time is its own.

#include "BenchSupport.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/rules/RulesetLibrary.h"
#include "playerpage/PageFeed.h"
#include "playerpage/ShareServer.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QWebSocket>

#include <atomic>
#include <chrono>
#include <ctime>
#include <memory>

using namespace Fray;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int pages = 50;
constexpr int changes = 200;

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

Encounter::EncounterState fight()
{
    Encounter::EncounterState s;
    s.name = QStringLiteral("Load");
    s.rulesetId = QStringLiteral("d20-ascending");
    for (int i = 0; i < 12; ++i) {
        Encounter::Combatant c;
        c.id = Encounter::CombatantId(i + 1);
        c.name = (i < 4 ? QStringLiteral("Hero %1") : QStringLiteral("Orc %1")).arg(i + 1);
        c.side = i < 4 ? QStringLiteral("party") : QStringLiteral("foes");
        c.maxHp = c.hp = c.startHp = 20;
        c.defence = 12 + i % 5;
        Encounter::Attack a;
        a.name = QStringLiteral("Sword");
        a.value = 3 + i % 4;
        a.damage = QStringLiteral("1d8+1");
        c.attacks.push_back(a);
        s.combatants.push_back(c);
    }
    s.nextId = 13;
    return s;
}

// The pages: each counts its messages; the bench reads the time the last one arrived.
struct Pages
{
    std::vector<std::unique_ptr<QWebSocket>> sockets;
    std::atomic<int> received{0};
    std::atomic<qint64> lastArrival{0};
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    Bench::printMachine();
    const QTemporaryDir empty;
    const auto library = Rules::RulesetLibrary::load(empty.path());
    Encounter::Encounter encounter(library.find(QStringLiteral("d20-ascending"))->ruleset, fight());
    Dice::Random random(1);
    Encounter::TurnCommand(Encounter::TurnCommand::Step::Start).execute(encounter, random);

    PlayerPage::ShareServer server;
    server.feed().setEncounter(&encounter);
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 1;
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1/ws?t=%2")
                       .arg(server.port())
                       .arg(QString::fromLatin1(server.token())));

    Pages pagesState;
    QThread thread;
    QObject home;
    home.moveToThread(&thread);
    thread.start();
    QMetaObject::invokeMethod(&home, [&] {
        for (int i = 0; i < pages; ++i) {
            auto socket = std::make_unique<QWebSocket>();
            QObject::connect(socket.get(), &QWebSocket::textMessageReceived, [&pagesState] {
                pagesState.lastArrival = Clock::now().time_since_epoch().count();
                ++pagesState.received;
            });
            socket->open(url);
            pagesState.sockets.push_back(std::move(socket));
        }
    });
    // Every page connected and holding its first state.
    while (pagesState.received < pages)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);

    std::vector<double> latencies;
    const double cpuBefore = threadCpuMs();
    QElapsedTimer wall;
    wall.start();
    Encounter::TurnCommand next(Encounter::TurnCommand::Step::NextTurn);
    for (int i = 0; i < changes; ++i) {
        const int expected = pagesState.received + pages;
        const auto start = Clock::now();
        next.execute(encounter, random);
        while (pagesState.received < expected)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        const auto last = Clock::time_point(Clock::duration(pagesState.lastArrival.load()));
        latencies.push_back(std::chrono::duration<double, std::milli>(last - start).count());
    }
    const double cpu = threadCpuMs() - cpuBefore;
    const double elapsed = double(wall.nsecsElapsed()) / 1e6;

    std::sort(latencies.begin(), latencies.end());
    const double median = latencies[latencies.size() / 2];
    const double p99 = latencies[size_t(double(latencies.size()) * 0.99) - 1];
    std::printf("players' page, %d pages, %d changes: change to last page median %.2f ms, "
                "99th percentile %.2f ms (budget 100 ms %s), max %.2f ms; server thread CPU %.1f "
                "ms in %.1f ms (%.0f%%)\n",
        pages, changes, median, p99, Bench::judge(p99, 100.0), latencies.back(), cpu, elapsed,
        100.0 * cpu / elapsed);

    QMetaObject::invokeMethod(
        &home, [&] { pagesState.sockets.clear(); }, Qt::BlockingQueuedConnection);
    thread.quit();
    thread.wait();
    return Bench::finish();
}
