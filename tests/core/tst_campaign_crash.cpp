// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HermeticTest.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"
#include "core/storage/Schema.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <chrono>
#include <csignal>
#include <map>
#include <thread>
#include <unistd.h>

using namespace Fray;
using namespace Qt::StringLiterals;

namespace {

QByteArray hashOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// The file as plain SQLite reads it, without Fray: user_version, or -1 when it cannot be read.
int userVersionOf(const QString &path)
{
    const QString name = QUuid::createUuid().toString();
    int version = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        QSqlQuery q(db);
        if (db.open() && q.exec(u"PRAGMA user_version"_s) && q.next())
            version = q.value(0).toInt();
    }
    QSqlDatabase::removeDatabase(name);
    return version;
}

// What a killed child printed: its complete lines.
struct ChildOutput
{
    QList<QByteArray> lines;
    qint64 pid = 0;

    // The step the child announced and had not reported done when it was killed (empty when
    // none): "begin X" after the last "ok".
    QByteArray pending() const
    {
        for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
            if (it->startsWith("ok "))
                return {};
            if (it->startsWith("begin "))
                return it->mid(6);
        }
        return {};
    }
    QList<QByteArray> done() const
    {
        QList<QByteArray> steps;
        for (const QByteArray &line : lines) {
            if (line.startsWith("ok "))
                steps << line.mid(3);
        }
        return steps;
    }
};

QList<QByteArray> completeLines(const QByteArray &out)
{
    QList<QByteArray> lines = out.split('\n');
    lines.removeLast(); // what follows the last newline is not a complete line
    return lines;
}

// Starts the child, waits until it has printed `lines` lines, waits `delay` more and kills it
// with SIGKILL.
void runAndKill(
    const QStringList &arguments, int lines, std::chrono::microseconds delay, ChildOutput *output)
{
    QProcess child;
    child.start(QStringLiteral(FRAY_CRASH_CHILD), arguments);
    QVERIFY2(child.waitForStarted(10000), "the child did not start");
    output->pid = child.processId();
    QByteArray out;
    while (out.count('\n') < lines && child.state() == QProcess::Running) {
        child.waitForReadyRead(30000);
        out += child.readAllStandardOutput();
    }
    std::this_thread::sleep_for(delay);
    child.kill(); // SIGKILL
    QVERIFY(child.waitForFinished(10000));
    out += child.readAllStandardOutput();
    QVERIFY2(child.exitStatus() == QProcess::CrashExit,
        qPrintable(u"the child stopped by itself (exit code %1): %2 %3"_s.arg(child.exitCode())
                       .arg(QString::fromLocal8Bit(out),
                           QString::fromLocal8Bit(child.readAllStandardError()))));
    output->lines = completeLines(out);
}

void checkIntegrity(Storage::Campaign &campaign)
{
    QSqlQuery q(campaign.database());
    QVERIFY(q.exec(u"PRAGMA integrity_check"_s) && q.next());
    QCOMPARE(q.value(0).toString(), u"ok"_s);
    QCOMPARE(campaign.schemaVersion(), Storage::Schema::latestVersion());
    if (campaign.hasFullTextSearch()) {
        // The search index agrees with the library it indexes.
        QVERIFY2(
            q.exec(u"INSERT INTO library_search (library_search) VALUES ('integrity-check')"_s),
            qPrintable(q.lastError().text()));
    }
}

#define OPEN_OR_FAIL(var, path)                                                                    \
    auto var = Storage::Campaign::open(path);                                                      \
    QVERIFY2(var.ok(), qPrintable(u"kill %1: %2"_s.arg(k).arg(var.ok() ? QString() : var.error())))

} // namespace

// Kills a child working on a campaign with SIGKILL at random moments, again and again, and
// checks after each kill that the campaign is intact and holds every change the child had
// reported as done, each completely. Each phase of a campaign's life has its own child mode.
class TestCampaignCrash : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    QByteArray m_v1Hash;
    qint64 m_v1Library = 0;
    QStringList m_v1Encounters;

private Q_SLOTS:
    void initTestCase()
    {
        // What the format 1 fixture holds, read with plain SQLite from a copy.
        QTemporaryDir dir;
        const QString copy = dir.filePath(u"v1.fray"_s);
        QVERIFY(QFile::copy(
            QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA")) + u"/campaigns/v1.fray"_s, copy));
        m_v1Hash = hashOf(copy);
        const QString name = u"v1"_s;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
            db.setDatabaseName(copy);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"PRAGMA user_version"_s) && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
            QVERIFY(q.exec(u"SELECT count(*) FROM library"_s) && q.next());
            m_v1Library = q.value(0).toLongLong();
            QVERIFY(q.exec(u"SELECT name FROM encounters ORDER BY name"_s));
            while (q.next())
                m_v1Encounters << q.value(0).toString();
        }
        QSqlDatabase::removeDatabase(name);
        QVERIFY(m_v1Library > 0 && !m_v1Encounters.isEmpty());
    }

    void killedChildLosesNothingReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("crash.fray"));
        QRandomGenerator random(20261122);
        constexpr int kills = 220;
        qint64 reported = 0;
        qint64 maxLost = 0;

        for (int k = 0; k < kills; ++k) {
            QProcess child;
            child.start(QStringLiteral(FRAY_CRASH_CHILD),
                {QStringLiteral("commit"), path, QString::number(k)});
            QVERIFY2(child.waitForStarted(10000), "the child did not start");
            // Let it commit a little, then kill it at a random moment: between commits, in a
            // commit, or while it is still opening the campaign.
            QVERIFY(child.waitForReadyRead(30000) || child.state() == QProcess::NotRunning);
            QTest::qWait(int(random.bounded(40)));
            child.kill(); // SIGKILL
            QVERIFY(child.waitForFinished(10000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            const QList<QByteArray> lines = child.readAllStandardOutput().split('\n');
            for (const QByteArray &line : lines) {
                if (line.startsWith("committed "))
                    reported = std::max(reported, line.mid(10).toLongLong());
            }

            auto campaign = Storage::Campaign::open(path);
            QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
            QSqlQuery q((*campaign)->database());
            QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));

            const auto id = (*campaign)->encounters().idOf(QStringLiteral("Crash"));
            QVERIFY(id);
            const qint64 journal = (*campaign)->encounters().journalLength(*id);
            QVERIFY2(journal >= reported,
                qPrintable(QStringLiteral("kill %1: %2 reported, %3 stored")
                               .arg(k)
                               .arg(reported)
                               .arg(journal)));
            maxLost = std::max(maxLost, journal - reported); // committed, not yet printed

            // Nothing half-applied: every journalled hit took exactly 1 hit point.
            const auto state = (*campaign)->encounters().load(*id);
            QVERIFY(state.ok());
            qint64 damage = 0;
            for (const auto &c : state->combatants)
                damage += c.maxHp - c.hp;
            QCOMPARE(damage, journal);
            QCOMPARE(qint64(state->log.size()), journal + 1); // one line per hit, after "join"
            reported = journal;
        }
        qInfo("%d kills; %lld commands committed; at most %lld committed but not yet reported "
              "when killed",
            kills, reported, maxLost);
    }

    void killedInEachPhase_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("kills");
        // The child is killed once it has printed up to this many lines, then up to this many
        // microseconds later.
        QTest::addColumn<int>("lines");
        QTest::addColumn<int>("delay");

        QTest::newRow("creating a campaign") << u"create"_s << 80 << 6 << 8000;
        QTest::newRow("opening and locking") << u"open"_s << 80 << 6 << 8000;
        QTest::newRow("migrating format 1") << u"migrate"_s << 60 << 8 << 8000;
        QTest::newRow("library writes") << u"library"_s << 100 << 30 << 3000;
        QTest::newRow("encounters, undo, import, removal") << u"encounters"_s << 100 << 30 << 3000;
    }

    void killedInEachPhase()
    {
        QFETCH(QString, mode);
        QFETCH(int, kills);
        QFETCH(int, lines);
        QFETCH(int, delay);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"crash.fray"_s);
        const QString work = dir.filePath(u"work"_s);
        QRandomGenerator random(20261124);
        m_name.clear();
        m_library.clear();
        m_encounters.clear();
        int pendingKills = 0;

        for (int k = 0; k < kills; ++k) {
            QDir(work).removeRecursively();
            QVERIFY(QDir().mkpath(work));
            QString target = path;
            QString seed = QString::number(k);
            if (mode == u"create") {
                target = work;
            } else if (mode == u"migrate") {
                target = work;
                constexpr int copies = 4;
                seed = QString::number(copies);
                for (int i = 0; i < copies; ++i) {
                    const QString old = u"%1/old-%2.fray"_s.arg(work).arg(i);
                    QVERIFY(QFile::copy(
                        QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA")) + u"/campaigns/v1.fray"_s,
                        old));
                    QFile::setPermissions(old, QFile::ReadOwner | QFile::WriteOwner);
                }
            }
            ChildOutput output;
            runAndKill({mode, target, seed}, int(random.bounded(lines + 1)),
                std::chrono::microseconds(random.bounded(delay)), &output);
            if (QTest::currentTestFailed())
                return;
            for (const QByteArray &line : output.lines)
                QVERIFY2(!line.startsWith("refused"), line.constData());
            if (!output.pending().isEmpty())
                ++pendingKills;

            if (mode == u"create")
                checkCreated(work, output, k);
            else if (mode == u"open")
                checkOpened(path, output, k);
            else if (mode == u"migrate")
                checkMigrated(work, output, k);
            else if (mode == u"library")
                checkLibrary(path, output, k);
            else if (mode == u"encounters")
                checkEncounters(path, output, k);
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("%d kills, %d of them with a step begun and not reported done", kills, pendingKills);
    }

    // A full disk: the campaign lies in a small tmpfs mounted in a private mount namespace, so
    // only the child sees it; once the child is done or killed, its shell copies the campaign
    // out, where the test opens it with space back.
    void fullDiskRefusesWritesAndKeepsEverything()
    {
        if (::geteuid() != 0)
            QSKIP("a full disk is a small tmpfs mounted in a private mount namespace, which "
                  "needs root");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        {
            QProcess probe;
            probe.start(u"unshare"_s,
                {u"-m"_s, u"sh"_s, u"-c"_s, u"mount -t tmpfs -o size=512k tmpfs \"$1\""_s, u"sh"_s,
                    dir.path()});
            if (!probe.waitForFinished(10000) || probe.exitStatus() != QProcess::NormalExit
                || probe.exitCode() != 0)
                QSKIP(qPrintable(u"no tmpfs in a private mount namespace here (unshare -m, "
                                 "mount): %1"_s.arg(QString::fromLocal8Bit(
                                     probe.readAllStandardError().trimmed()))));
        }
        const QString script = u"mount -t tmpfs -o size=512k tmpfs \"$1\" || exit 99\n"
                               "\"$2\" full \"$1/full.fray\" \"$4\"\n"
                               "echo \"exit $?\"\n"
                               "cp \"$1\"/full.fray* \"$3\"/ 2>/dev/null\n"
                               "exit 0\n"_s;
        QRandomGenerator random(20261125);
        constexpr int runs = 12;
        int killed = 0;
        for (int k = 0; k < runs; ++k) {
            const QString disk = dir.filePath(u"disk-%1"_s.arg(k));
            const QString out = dir.filePath(u"out-%1"_s.arg(k));
            QVERIFY(QDir().mkpath(disk) && QDir().mkpath(out));
            const bool kill = k % 2 == 1;
            const int killAt = 2 + int(random.bounded(18));
            const auto delay = std::chrono::microseconds(random.bounded(3000));

            QProcess shell;
            shell.start(u"unshare"_s,
                {u"-m"_s, u"sh"_s, u"-c"_s, script, u"sh"_s, disk, QStringLiteral(FRAY_CRASH_CHILD),
                    out, QString::number(k)});
            QVERIFY(shell.waitForStarted(10000));
            QByteArray text;
            if (kill) {
                while (text.count('\n') < killAt && shell.state() == QProcess::Running) {
                    shell.waitForReadyRead(30000);
                    text += shell.readAllStandardOutput();
                }
                const QList<QByteArray> lines = completeLines(text);
                QVERIFY(!lines.isEmpty() && lines.front().startsWith("pid "));
                std::this_thread::sleep_for(delay);
                // Only a child still running: its shell says "exit" once it has reaped it.
                text += shell.readAllStandardOutput();
                if (!text.contains("\nexit ")
                    && ::kill(pid_t(lines.front().mid(4).toLongLong()), SIGKILL) == 0)
                    ++killed;
            }
            QVERIFY(shell.waitForFinished(60000));
            text += shell.readAllStandardOutput();
            const QString errors = QString::fromLocal8Bit(shell.readAllStandardError());
            QVERIFY2(shell.exitStatus() == QProcess::NormalExit && shell.exitCode() == 0,
                qPrintable(errors));

            qint64 reported = -1;
            int refusals = 0;
            QByteArray exit;
            for (const QByteArray &line : completeLines(text)) {
                if (line.startsWith("ok "))
                    reported = line.mid(3).toLongLong();
                if (line.startsWith("refused ") || line.startsWith("reopen refused ")) {
                    ++refusals;
                    // Refused with the reason, and the reason is the disk, not a lock.
                    QVERIFY2(line.contains("full") && !line.contains("locked")
                            && !line.contains("already open"),
                        line.constData());
                }
                if (line.startsWith("exit "))
                    exit = line.mid(5);
            }
            if (!kill) {
                QVERIFY2(exit == "0", text.constData());
                QVERIFY2(refusals >= 3, text.constData());
                QVERIFY2(text.contains("\ndone\n"), text.constData());
            }

            // Space is back: the campaign opens, intact, with every reported commit.
            const QString copy = out + u"/full.fray"_s;
            if (reported < 0 && !QFile::exists(copy))
                continue; // killed before the campaign was made
            OPEN_OR_FAIL(campaign, copy);
            checkIntegrity(**campaign);
            if (QTest::currentTestFailed())
                return;
            const auto id = (*campaign)->encounters().idOf(u"Full"_s);
            if (reported < 0 && !id)
                continue;
            QVERIFY(id);
            const qint64 journal = (*campaign)->encounters().journalLength(*id);
            QVERIFY2(journal >= reported && journal <= reported + 1,
                qPrintable(u"run %1: %2 reported, %3 stored"_s.arg(k).arg(reported).arg(journal)));
            if (!kill)
                QCOMPARE(journal, reported);
            const auto state = (*campaign)->encounters().load(*id);
            QVERIFY(state.ok());
            qint64 damage = 0;
            for (const auto &c : state->combatants)
                damage += c.maxHp - c.hp;
            QCOMPARE(damage, journal);
            QCOMPARE(qint64(state->log.size()), journal + 1);
        }
        qInfo("%d runs, %d of them killed", runs, killed);
    }

private:
    // Every campaign reported created opens and is complete; the one being created when the
    // child was killed is either not there yet, empty, or a campaign, never half of one.
    void checkCreated(const QString &work, const ChildOutput &output, int k)
    {
        QList<int> made;
        for (const QByteArray &step : output.done())
            made << step.toInt();
        const QByteArray pending = output.pending();
        for (int i : made)
            QVERIFY(QFile::exists(u"%1/new-%2.fray"_s.arg(work).arg(i)));
        if (!pending.isEmpty()) {
            const QString path = u"%1/new-%2.fray"_s.arg(work).arg(pending.toInt());
            if (QFileInfo(path).size() > 0) {
                const int version = userVersionOf(path);
                // Killed while switching the new file to WAL: a journal that a writer rolls
                // back, which a reader cannot.
                const bool switching = version < 0 && QFileInfo(path + u"-journal"_s).size() > 0;
                QVERIFY2(version == 0 || version == Storage::Schema::latestVersion() || switching,
                    qPrintable(
                        u"kill %1: a campaign left half made, format %2"_s.arg(k).arg(version)));
            }
            made << pending.toInt();
        }
        for (int i : made) {
            OPEN_OR_FAIL(campaign, u"%1/new-%2.fray"_s.arg(work).arg(i));
            checkIntegrity(**campaign);
            if (QTest::currentTestFailed())
                return;
            QSqlQuery q((*campaign)->database());
            QVERIFY(q.exec(u"SELECT value FROM meta WHERE key = 'created'"_s) && q.next());
            QVERIFY(!q.value(0).toString().isEmpty());
        }
        const QStringList backups = QDir(work).entryList({u"*.bak*"_s});
        QVERIFY2(backups.isEmpty(), qPrintable(backups.join(u' ')));
    }

    // A lock left by the killed child, or an empty one, never stops the next Fray; the name
    // the child reported is there.
    void checkOpened(const QString &path, const ChildOutput &output, int k)
    {
        const QString lockPath = path + u".lock"_s;
        if (QFileInfo(lockPath).size() > 0) {
            QLockFile lock(lockPath);
            qint64 pid = 0;
            QString host, app;
            QVERIFY(lock.getLockInfo(&pid, &host, &app));
            QCOMPARE(pid, output.pid);
        }
        if (k % 40 == 12) {
            // A Fray killed between creating its lock and writing into it.
            QFile::remove(lockPath);
            QFile empty(lockPath);
            QVERIFY(empty.open(QIODevice::WriteOnly));
        }
        const QList<QByteArray> done = output.done();
        if (!done.isEmpty())
            m_name = QString::fromUtf8(done.back());
        OPEN_OR_FAIL(campaign, path);
        checkIntegrity(**campaign);
        if (QTest::currentTestFailed())
            return;
        const QString name = (*campaign)->name();
        QVERIFY2(name == m_name || name == QString::fromUtf8(output.pending()),
            qPrintable(u"kill %1: named '%2', reported '%3'"_s.arg(k).arg(name, m_name)));
        m_name = name;
    }

    // Each copy is format 1 as it was (or kept whole beside it), or migrated completely.
    void checkMigrated(const QString &work, const ChildOutput &output, int k)
    {
        QList<int> migrated;
        for (const QByteArray &step : output.done())
            migrated << step.toInt();
        const QByteArray pending = output.pending();
        for (int i = 0; QFile::exists(u"%1/old-%2.fray"_s.arg(work).arg(i)); ++i) {
            const QString path = u"%1/old-%2.fray"_s.arg(work).arg(i);
            const QFileInfoList backups = QDir(work).entryInfoList({u"old-%1.fray.bak-*"_s.arg(i)});
            bool backedUp = false;
            for (const QFileInfo &backup : backups) {
                QCOMPARE(hashOf(backup.filePath()), m_v1Hash); // never a partial copy
                backedUp = true;
            }
            const bool untouched = hashOf(path) == m_v1Hash;
            // Fray's own read-only check says whether it is format 1 or migrated, and undamaged.
            bool formatOne = false;
            bool needsWriter = false;
            {
                auto looked = Storage::Campaign::open(path, Storage::Campaign::Access::ReadOnly);
                formatOne = looked.ok() && (*looked)->isUpdatedCopy();
                // Killed while switching the file to WAL: its journal needs a writer.
                needsWriter = !looked.ok()
                    && looked.error().contains(u"only opening it normally (not read-only) can "
                                               "recover"_s);
                QVERIFY2(looked.ok() || formatOne || needsWriter,
                    qPrintable(u"kill %1, copy %2: %3"_s.arg(k).arg(i).arg(
                        looked.ok() ? QString() : looked.error())));
            }
            if (migrated.contains(i)) {
                QVERIFY(!formatOne && !needsWriter);
                QVERIFY(backedUp);
            } else if (pending.isEmpty() || pending.toInt() != i) {
                QVERIFY(untouched);
                QVERIFY(backups.isEmpty());
            } else if (needsWriter) {
                QVERIFY(backedUp);
            } else if (formatOne) {
                QVERIFY2(untouched || backedUp, qPrintable(u"kill %1"_s.arg(k)));
            } else {
                QVERIFY(backedUp);
            }
            // Opening it again finishes the job.
            OPEN_OR_FAIL(campaign, path);
            checkIntegrity(**campaign);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE((*campaign)->library().count(), m_v1Library);
            QStringList names;
            for (const auto &summary : (*campaign)->encounters().list())
                names << summary.name;
            names.sort();
            QCOMPARE(names, m_v1Encounters);
            QVERIFY(!QDir(work).entryList({u"old-%1.fray.bak-*"_s.arg(i)}).isEmpty());
        }
    }

    // The library holds what the child reported: every entry added or updated as it said, every
    // one it removed gone, and at most the step it was in the middle of besides.
    void checkLibrary(const QString &path, const ChildOutput &output, int k)
    {
        auto entry = [](const QByteArray &step) {
            const QList<QByteArray> words = step.split(' '); // op id name hp
            return std::pair{words.value(1).toLongLong(),
                std::pair{QString::fromUtf8(words.value(2)), words.value(3).toLongLong()}};
        };
        auto apply = [&](std::map<qint64, std::pair<QString, qint64>> &library,
                         const QByteArray &step, qint64 newId) {
            const auto [id, value] = entry(step);
            if (step.startsWith("add "))
                library[newId ? newId : id] = value;
            else if (step.startsWith("update "))
                library[id] = value;
            else if (step.startsWith("remove "))
                library.erase(id);
        };
        for (const QByteArray &step : output.done())
            apply(m_library, step, 0);

        OPEN_OR_FAIL(campaign, path);
        checkIntegrity(**campaign);
        if (QTest::currentTestFailed())
            return;
        const auto all = (*campaign)->library().all();
        QVERIFY2(all.ok(), all.ok() ? "" : qPrintable(all.error()));
        std::map<qint64, std::pair<QString, qint64>> stored;
        for (const auto &e : *all)
            stored[e.id] = {e.name, e.prototype.maxHp};
        QCOMPARE((*campaign)->library().count(), qint64(stored.size()));

        auto withPending = m_library;
        const QByteArray pending = output.pending();
        if (!pending.isEmpty()) {
            qint64 newId = 0; // an entry being added has the id the file gave it, if any
            for (const auto &[id, value] : stored) {
                if (!m_library.count(id))
                    newId = id;
            }
            apply(withPending, pending, newId ? newId : -1);
        }
        QVERIFY2(stored == m_library || stored == withPending,
            qPrintable(u"kill %1: %2 entries stored, %3 reported; pending: %4"_s.arg(k)
                           .arg(stored.size())
                           .arg(m_library.size())
                           .arg(QString::fromUtf8(pending))));
        m_library = stored;
    }

    // Each encounter is as the child's last reported command left it (journal length, log
    // length, damage per combatant), the one it was committing when killed at most one step on.
    void checkEncounters(const QString &path, const ChildOutput &output, int k)
    {
        auto apply = [](std::map<QString, QByteArray> &encounters, const QByteArray &step) {
            const QList<QByteArray> words = step.split(' '); // op name [journal log damage]
            const QString name = QString::fromUtf8(words.value(1));
            if (words.value(0) == "remove")
                encounters.erase(name);
            else
                encounters[name] = words.mid(2).join(' ');
        };
        for (const QByteArray &step : output.done())
            apply(m_encounters, step);
        auto withPending = m_encounters;
        if (!output.pending().isEmpty())
            apply(withPending, output.pending());

        OPEN_OR_FAIL(campaign, path);
        checkIntegrity(**campaign);
        if (QTest::currentTestFailed())
            return;
        std::map<QString, QByteArray> stored;
        for (const auto &summary : (*campaign)->encounters().list()) {
            const auto state = (*campaign)->encounters().load(summary.id);
            QVERIFY2(state.ok(), state.ok() ? "" : qPrintable(state.error()));
            QStringList damage;
            for (const auto &c : state->combatants)
                damage << QString::number(c.maxHp - c.hp);
            stored[summary.name]
                = u"%1 %2 %3"_s.arg((*campaign)->encounters().journalLength(summary.id))
                      .arg(state->log.size())
                      .arg(damage.join(u','))
                      .toUtf8();
        }
        auto describe = [](const std::map<QString, QByteArray> &encounters) {
            QStringList parts;
            for (const auto &[name, value] : encounters)
                parts << name + u": "_s + QString::fromUtf8(value);
            return parts.join(u"; "_s);
        };
        QVERIFY2(stored == m_encounters || stored == withPending,
            qPrintable(u"kill %1: stored %2 / reported %3 / pending %4"_s.arg(k).arg(
                describe(stored), describe(m_encounters), QString::fromUtf8(output.pending()))));
        m_encounters = stored;
    }

    QString m_name;
    std::map<qint64, std::pair<QString, qint64>> m_library;
    std::map<QString, QByteArray> m_encounters;
};

QTEST_GUILESS_MAIN(TestCampaignCrash)
#include "tst_campaign_crash.moc"
