// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A campaign a GM group shares, on a real PostgreSQL server the benchmark starts for itself
// (tests/support/PostgresServer.h), reached over loopback TCP as a Fray on the table's network
// reaches it:
//   - one fight command (a DamageCommand, EncounterStore::commit) committed while 2 and while 10
//     Frays commit at once, hit after hit without a pause, each a thread with its own connection
//     running its own encounter (budget: 100 ms at the 99th percentile);
//   - from a command's commit returning to a second Fray hearing it (CampaignWatch, its own
//     connection and session; 100 ms at the 99th percentile);
//   - the library searched as the GM types, in 10,000 shared entries and, keystroke by keystroke
//     in turn, in a campaign file with the same entries (20 ms at the 99th percentile);
//   - a campaign of 5,000 library entries and 200 encounters copied from a file to a new
//     database and back (CampaignCopy; 30 s, a one-off move the GM watches a progress line for).
// Without a PostgreSQL server (Debian's postgresql, scripts/setup-deps.sh --for test) or Qt's
// QPSQL driver it is skipped, and under CI's guard it fails, so the guard never passes unseen.

#include "BenchSupport.h"
#include "PostgresServer.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"
#include "core/storage/CampaignAddress.h"
#include "core/storage/CampaignCopy.h"
#include "core/storage/CampaignWatch.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTimer>

#include <chrono>
#include <cmath>
#include <latch>
#include <memory>
#include <thread>

using namespace Fray;
using Clock = std::chrono::steady_clock;
using Storage::Campaign;

namespace {

const QString kUser = QStringLiteral("fray_bench");
const QString kPassword = QStringLiteral("bench-secret");
const QString kRuleset = QStringLiteral("castles-crusades");

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// How many samples to take: `wanted`, or a quarter of it (at least 20) under CI's guard, whose
// one run asks only whether a result is far past its budget.
int samples(int wanted)
{
    return Bench::guardFactor() > 0 ? std::max(20, wanted / 4) : wanted;
}

struct Spread
{
    double median = 0;
    double p99 = 0;
    double max = 0;
};

// The median, the 99th percentile (nearest rank) and the longest of `times`.
Spread spreadOf(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    const auto rank = std::size_t(std::ceil(0.99 * double(times.size())));
    return {times[times.size() / 2], times[std::max<std::size_t>(rank, 1) - 1], times.back()};
}

// One line of results: the median and the 99th percentile of `times` in milliseconds, the
// latter held against `budgetMs` (none when 0).
void report(const QString &what, const std::vector<double> &times, double budgetMs)
{
    const Spread s = spreadOf(times);
    std::printf("%-58s median %8.3f ms  99th percentile %8.3f ms  (max %.3f, %zu samples, load "
                "%s)",
        qPrintable(what), s.median, s.p99, s.max, times.size(), Bench::loadAverage().constData());
    if (budgetMs > 0)
        std::printf("  budget %g ms at the 99th  %s", budgetMs, Bench::judge(s.p99, budgetMs));
    std::printf("\n");
    std::fflush(stdout);
}

int failed(const QString &why)
{
    std::fprintf(stderr, "bench_shared_campaign: %s\n", qPrintable(why));
    return 1;
}

// A new, empty database on the server, owned by the benchmark's user: its address, or nothing
// (and why, on stderr).
std::optional<QString> newDatabase(Testing::PostgresServer &server, const QString &name)
{
    if (auto error = server.admin(QStringLiteral("CREATE DATABASE %1 OWNER %2").arg(name, kUser))) {
        failed(*error);
        return std::nullopt;
    }
    return server.address(kUser, name, kPassword);
}

// A fight of `count` goblins of a million hit points each, so that no hit ends it, and `hits`
// hits already in its log.
Encounter::EncounterState fight(const std::shared_ptr<const Rules::Ruleset> &ruleset,
    const QString &name, qint64 count, int hits, Dice::Random &random)
{
    Encounter::Encounter fresh(ruleset);
    fresh.setName(name);
    Encounter::Combatant goblin;
    goblin.name = QStringLiteral("Goblin");
    goblin.maxHp = goblin.hp = goblin.startHp = 1'000'000;
    Encounter::AddCombatantsCommand add(goblin, count);
    if (auto error = add.execute(fresh, random))
        qFatal("a fight could not be made: %s", qPrintable(*error));
    for (int i = 0; i < hits; ++i) {
        const auto &combatants = fresh.combatants();
        Encounter::DamageCommand hit({combatants[std::size_t(i) % combatants.size()].id}, 3);
        if (auto error = hit.execute(fresh, random))
            qFatal("a hit could not be made: %s", qPrintable(*error));
    }
    return fresh.state();
}

// The `i`th of a library's entries: goblins, hobgoblins and their chiefs among other monsters.
Library::LibraryEntry libraryEntry(int i)
{
    static const QStringList kinds{QStringLiteral("Goblin"), QStringLiteral("Hobgoblin"),
        QStringLiteral("Goblin chief"), QStringLiteral("Hobgoblin captain"),
        QStringLiteral("Bugbear"), QStringLiteral("Orc"), QStringLiteral("Skeleton"),
        QStringLiteral("Bandit"), QStringLiteral("Wolf"), QStringLiteral("Troll")};
    Library::LibraryEntry e;
    e.name = QStringLiteral("%1 %2").arg(kinds[i % kinds.size()]).arg(i);
    e.rulesetId = kRuleset;
    e.tags = {QStringLiteral("tag%1").arg(i % 37),
        i % 2 ? QStringLiteral("humanoid") : QStringLiteral("beast")};
    e.prototype.name = e.name;
    e.prototype.maxHp = e.prototype.hp = e.prototype.startHp = 4 + i % 40;
    return e;
}

// `entries` library entries and `encounters` fights of four goblins, in one transaction.
std::optional<QString> fill(Campaign &campaign, int entries, int encounters,
    const std::shared_ptr<const Rules::Ruleset> &ruleset)
{
    Dice::Random random(7);
    return campaign.transaction([&]() -> std::optional<QString> {
        for (int i = 0; i < entries; ++i) {
            if (auto added = campaign.library().add(libraryEntry(i)); !added)
                return added.error();
        }
        for (int i = 0; i < encounters; ++i) {
            const auto saved = campaign.encounters().save(
                fight(ruleset, QStringLiteral("Fight %1").arg(i), 4, 3, random));
            if (!saved)
                return saved.error();
        }
        return std::nullopt;
    });
}

// One Fray committing hits to its own encounter: the time of each commit, or what went wrong.
struct Committer
{
    std::vector<double> times;
    QString error;
};

// In a thread of its own: opens the campaign, makes and runs its encounter, waits for the others
// at `ready`, then commits `commits` hits one after another. The connection is made, used and
// closed in this thread alone.
void commitHits(const QString &address, int index, int commits,
    const std::shared_ptr<const Rules::Ruleset> &ruleset, std::latch &ready, Committer &out)
{
    const auto refuse = [&](const QString &why) {
        out.error = why;
        ready.count_down();
    };
    auto campaign = Campaign::open(address);
    if (!campaign)
        return refuse(campaign.error());
    Dice::Random random(std::uint64_t(index) + 1);
    const auto state = fight(ruleset, QStringLiteral("Table %1").arg(index), 12, 0, random);
    const auto id = (*campaign)->encounters().save(state);
    if (!id)
        return refuse(id.error());
    if (auto refused = (*campaign)->lease().run(*id))
        return refuse(*refused);
    Encounter::Encounter encounter(ruleset, state);
    out.times.reserve(std::size_t(commits));
    ready.arrive_and_wait();
    for (int i = 0; i < commits; ++i) {
        const auto &combatants = encounter.combatants();
        Encounter::DamageCommand hit(
            {combatants[std::size_t(random.below(combatants.size()))].id}, 1);
        if (auto error = hit.execute(encounter, random)) {
            out.error = *error;
            return;
        }
        const auto start = Clock::now();
        const auto error = (*campaign)->encounters().commit(
            *id, encounter.state(), hit.change(), true, hit.kind(), hit.text(), QString());
        out.times.push_back(msSince(start));
        if (error) {
            out.error = *error;
            return;
        }
    }
}

int benchCommits(const QString &address, int frays, int commitsEach,
    const std::shared_ptr<const Rules::Ruleset> &ruleset)
{
    std::vector<Committer> committers(std::size_t(frays), Committer{});
    std::latch ready(frays);
    std::vector<std::thread> threads;
    QElapsedTimer wall;
    wall.start();
    for (int i = 0; i < frays; ++i)
        threads.emplace_back(commitHits, address, i, commitsEach, std::cref(ruleset),
            std::ref(ready), std::ref(committers[std::size_t(i)]));
    for (std::thread &t : threads)
        t.join();
    std::vector<double> times;
    for (const Committer &c : committers) {
        if (!c.error.isEmpty())
            return failed(QStringLiteral("a commit was refused: ") + c.error);
        times.insert(times.end(), c.times.begin(), c.times.end());
    }
    report(QStringLiteral("commit of one command, %1 Frays at once (%2 each)")
               .arg(frays)
               .arg(commitsEach),
        times, 100);
    return 0;
}

// Events for `ms` milliseconds: what the server has still to tell arrives and is handled.
void settle(int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
}

int benchHeard(
    Testing::PostgresServer &server, const std::shared_ptr<const Rules::Ruleset> &ruleset)
{
    const auto address = newDatabase(server, QStringLiteral("heard"));
    if (!address)
        return 1;
    auto writer = Campaign::open(*address);
    auto other = Campaign::open(*address);
    if (!writer || !other)
        return failed(writer ? other.error() : writer.error());
    Storage::CampaignWatch watch(
        *Storage::CampaignAddress::parse(*address), (*other)->storage().session());
    if (!watch.start())
        return failed(QStringLiteral("the watch did not connect"));
    int heard = 0;
    QObject::connect(&watch, &Storage::CampaignWatch::encounterChanged, [&heard] { ++heard; });

    Dice::Random random(3);
    const auto state = fight(ruleset, QStringLiteral("Bridge"), 12, 0, random);
    const auto id = (*writer)->encounters().save(state);
    if (!id)
        return failed(id.error());
    if (auto refused = (*writer)->lease().run(*id))
        return failed(*refused);
    Encounter::Encounter encounter(ruleset, state);
    settle(300); // the encounter's making and running are heard and set aside
    heard = 0;

    const int commits = samples(200);
    std::vector<double> afterReturn;
    std::vector<double> fromStart;
    for (int i = 0; i < commits; ++i) {
        const auto &combatants = encounter.combatants();
        Encounter::DamageCommand hit(
            {combatants[std::size_t(random.below(combatants.size()))].id}, 1);
        if (auto error = hit.execute(encounter, random))
            return failed(*error);
        const int before = heard;
        const auto start = Clock::now();
        if (auto error = (*writer)->encounters().commit(
                *id, encounter.state(), hit.change(), true, hit.kind(), hit.text(), QString()))
            return failed(*error);
        const auto returned = Clock::now();
        if (heard == before) {
            QEventLoop wait;
            const auto quit = QObject::connect(
                &watch, &Storage::CampaignWatch::encounterChanged, &wait, &QEventLoop::quit);
            QTimer::singleShot(5000, &wait, &QEventLoop::quit);
            wait.exec();
            QObject::disconnect(quit);
        }
        if (heard == before)
            return failed(QStringLiteral("a commit was not heard within 5 s"));
        afterReturn.push_back(msSince(returned));
        fromStart.push_back(msSince(start));
        QCoreApplication::processEvents(); // anything else the server told, untimed
    }
    settle(300);
    if (heard != commits)
        return failed(QStringLiteral("%1 commits were heard %2 times").arg(commits).arg(heard));
    report(QStringLiteral("another Fray hears a commit, after it returned"), afterReturn, 100);
    report(QStringLiteral("another Fray hears a commit, from its start"), fromStart, 0);
    return 0;
}

int benchSearch(Testing::PostgresServer &server, const QTemporaryDir &dir,
    const std::shared_ptr<const Rules::Ruleset> &ruleset)
{
    const auto address = newDatabase(server, QStringLiteral("search"));
    if (!address)
        return 1;
    auto shared = Campaign::open(*address);
    auto file = Campaign::open(dir.filePath(QStringLiteral("search.fray")));
    if (!shared || !file)
        return failed(shared ? file.error() : shared.error());
    for (Campaign *campaign : {shared->get(), file->get()}) {
        const auto start = Clock::now();
        if (auto error = fill(*campaign, 10000, 0, ruleset))
            return failed(*error);
        std::printf("10,000 library entries added in one transaction, %s: %.0f ms (full-text "
                    "index: %s)\n",
            campaign->isShared() ? "server" : "file", msSince(start),
            campaign->hasFullTextSearch() ? "yes" : "no");
    }
    std::fflush(stdout);

    // What a GM types, a keystroke at a time.
    QStringList typed;
    for (const QString &word :
        {QStringLiteral("hobgoblin"), QStringLiteral("gob chief"), QStringLiteral("troll 99")}) {
        for (qsizetype n = 1; n <= word.size(); ++n)
            typed << word.left(n);
    }
    // As the library dock asks: the first 200 matches and one more.
    const auto search = [](const Campaign &campaign, const QString &text) {
        return campaign.library().search(text, {}, {}, 201).size();
    };
    search(**shared, typed.front()); // the connection's first search is no keystroke's
    search(**file, typed.front());
    const int runs = Bench::repeats(11);
    std::vector<double> onServer;
    std::vector<double> inFile;
    for (const QString &text : typed) {
        std::vector<double> server1;
        std::vector<double> file1;
        std::size_t foundShared = 0;
        std::size_t foundFile = 0;
        for (int r = 0; r < runs; ++r) {
            // In turn, each engine first every other time: both meet the same machine.
            for (int k = 0; k < 2; ++k) {
                const bool sharedNow = (r + k) % 2 == 0;
                const auto start = Clock::now();
                const std::size_t found = search(sharedNow ? **shared : **file, text);
                (sharedNow ? server1 : file1).push_back(msSince(start));
                (sharedNow ? foundShared : foundFile) = found;
            }
        }
        const Spread s = spreadOf(server1);
        const Spread f = spreadOf(file1);
        std::printf("library search \"%s\"%*s server median %7.3f ms, max %7.3f; file median "
                    "%7.3f ms, max %7.3f; found %zu%s\n",
            qPrintable(text), int(std::max<qsizetype>(0, 10 - text.size())), "", s.median, s.max,
            f.median, f.max, foundShared,
            foundShared == foundFile
                ? ""
                : qPrintable(QStringLiteral(" (the file found %1)").arg(foundFile)));
        onServer.insert(onServer.end(), server1.begin(), server1.end());
        inFile.insert(inFile.end(), file1.begin(), file1.end());
    }
    std::fflush(stdout);
    report(QStringLiteral("library search per keystroke, 10,000 entries, server"), onServer, 20);
    report(QStringLiteral("library search per keystroke, 10,000 entries, file"), inFile, 20);
    return 0;
}

int benchCopy(Testing::PostgresServer &server, const QTemporaryDir &dir,
    const std::shared_ptr<const Rules::Ruleset> &ruleset)
{
    const QString sourcePath = dir.filePath(QStringLiteral("copy-source.fray"));
    {
        auto source = Campaign::open(sourcePath);
        if (!source)
            return failed(source.error());
        if (auto error = fill(**source, 5000, 200, ruleset))
            return failed(*error);
    }
    auto source = Campaign::open(sourcePath, Campaign::Access::ReadOnly);
    if (!source)
        return failed(source.error());

    constexpr double budgetMs = 30000;
    std::optional<QString> error;
    std::unique_ptr<Campaign> to;
    QString lastAddress;
    int made = 0;
    Bench::measure(
        "campaign copy, file to server (5,000 entries, 200 fights)", 3, budgetMs,
        [&] {
            if (to && !error)
                error = Storage::CampaignCopy::copy((*source)->storage(), to->storage());
        },
        [&] {
            to.reset();
            const auto address = newDatabase(server, QStringLiteral("copy_%1").arg(++made));
            auto opened = address
                ? Campaign::open(*address)
                : Expected<std::unique_ptr<Campaign>, QString>(QStringLiteral("no database"));
            if (!opened) {
                error = opened.error();
                return;
            }
            to = std::move(opened).value();
            lastAddress = *address;
        });
    to.reset();
    if (error)
        return failed(*error);

    auto back = Campaign::open(lastAddress, Campaign::Access::ReadOnly);
    if (!back)
        return failed(back.error());
    Bench::measure(
        "campaign copy, server to file (5,000 entries, 200 fights)", 3, budgetMs,
        [&] {
            if (to && !error)
                error = Storage::CampaignCopy::copy((*back)->storage(), to->storage());
        },
        [&] {
            to.reset();
            auto opened
                = Campaign::open(dir.filePath(QStringLiteral("copy-back-%1.fray").arg(++made)));
            if (!opened) {
                error = opened.error();
                return;
            }
            to = std::move(opened).value();
        });
    if (error)
        return failed(*error);
    // The copy back holds what the first file held.
    if (to->library().count() != 5000 || to->encounters().list().size() != 200)
        return failed(QStringLiteral("the copy back holds %1 entries and %2 fights")
                          .arg(to->library().count())
                          .arg(to->encounters().list().size()));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    Bench::printMachine();

    const bool noServer = Testing::PostgresServer::binaries().isEmpty();
    if (noServer || !QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        std::printf("skipped: %s (scripts/setup-deps.sh --for test)\n",
            noServer ? "no PostgreSQL server is installed" : "Qt has no QPSQL driver");
        return Bench::guardFactor() > 0 ? 1 : 0;
    }
    Testing::PostgresServer server;
    if (auto error = server.start())
        return failed(QStringLiteral("the server did not start: ") + *error);
    if (auto error
        = server.admin(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(kUser, kPassword)))
        return failed(*error);

    const QTemporaryDir empty;
    const QTemporaryDir dir;
    const auto rulesets = Rules::RulesetLibrary::load(empty.path());
    const auto *castles = rulesets.find(kRuleset);
    if (!castles)
        return failed(QStringLiteral("no ruleset ") + kRuleset);
    const std::shared_ptr<const Rules::Ruleset> ruleset = castles->ruleset;

    const auto address = newDatabase(server, QStringLiteral("commits"));
    if (!address)
        return 1;
    {
        // Made once, before the Frays open it at once.
        auto campaign = Campaign::open(*address);
        if (!campaign)
            return failed(campaign.error());
        QSqlQuery q((*campaign)->database());
        const auto setting = [&](const char *name) {
            return q.exec(QStringLiteral("SHOW ") + QLatin1StringView(name)) && q.next()
                ? q.value(0).toString()
                : QStringLiteral("?");
        };
        std::printf("server: PostgreSQL %s on 127.0.0.1 over TCP, fsync %s, synchronous_commit "
                    "%s, data on %s\n",
            qPrintable(setting("server_version")), qPrintable(setting("fsync")),
            qPrintable(setting("synchronous_commit")),
            QStorageInfo(server.socketFolder()).fileSystemType().constData());
        std::fflush(stdout);
    }

    if (int e = benchCommits(*address, 2, samples(250), ruleset))
        return e;
    if (int e = benchCommits(*address, 10, samples(60), ruleset))
        return e;
    if (int e = benchHeard(server, ruleset))
        return e;
    if (int e = benchSearch(server, dir, ruleset))
        return e;
    if (int e = benchCopy(server, dir, ruleset))
        return e;
    return Bench::finish();
}
