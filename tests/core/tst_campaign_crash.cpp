// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Fray;

// Kills a child that commits commands with SIGKILL at random moments, again and again, and
// checks after each kill that the campaign is intact and holds every command the child had
// reported as committed, each completely.
class TestCampaignCrash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
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
            child.start(QStringLiteral(FRAY_CRASH_CHILD), {path, QString::number(k)});
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
};

QTEST_GUILESS_MAIN(TestCampaignCrash)
#include "tst_campaign_crash.moc"
