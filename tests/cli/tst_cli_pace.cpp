// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// fray-cli simulate --db CAMPAIGN: how long the fight takes at the pace of the campaign's own
// fights (Storage::TablePace, worked out by hand in tst_campaign): the simulated rounds, times the
// turns of a round, times the table's median turn.

#include "CliRunner.h"
#include "HermeticTest.h"
#include "core/storage/Campaign.h"

#include <QDateTime>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using Fray::Storage::Campaign;

namespace {

QString duel()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"))
        + u"/sim/castles-crusades-duel.fray.json"_s;
}

// A campaign whose one fight ended turns `gaps` seconds apart.
bool campaignWithTurns(const QString &path, const std::vector<int> &gaps)
{
    auto campaign = Campaign::open(path);
    if (!campaign)
        return false;
    Fray::Encounter::EncounterState fight;
    fight.rulesetId = u"castles-crusades"_s;
    fight.name = u"Bridge"_s;
    const auto id = (*campaign)->encounters().save(fight);
    if (!id)
        return false;
    QSqlQuery q((*campaign)->storage().database());
    q.prepare(u"INSERT INTO journal (encounter, seq, kind, direction, description, parameters, "
              "at) VALUES (?, ?, 'next-turn', 'do', '', '{}', ?)"_s);
    QDateTime at(QDate(2026, 11, 27), QTime(20, 0), QTimeZone::utc());
    qint64 seq = 0;
    std::vector<int> all{0};
    all.insert(all.end(), gaps.begin(), gaps.end());
    for (const int gap : all) {
        at = at.addSecs(gap);
        q.bindValue(0, *id);
        q.bindValue(1, ++seq);
        q.bindValue(2, at.toString(Qt::ISODate));
        if (!q.exec())
            return false;
    }
    return true;
}

} // namespace

class TestCliPace : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    // Turns of 30, 40, 50, 60 and 70 s: 50 s a turn. The duel has two entries a round.
    void theFightsLengthIsItsRoundsAtTheTablesPace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"table.fray"_s);
        QVERIFY(campaignWithTurns(path, {30, 40, 50, 60, 70}));
        const CliResult r = runWithTestRulesets(
            {u"simulate"_s, duel(), u"--exact"_s, u"--db"_s, path, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject out = r.json().object();
        const QJsonObject pace = out.value(u"pace"_s).toObject();
        QCOMPARE(pace.value(u"seconds_per_turn"_s).toDouble(), 50.0);
        QCOMPARE(pace.value(u"turns_measured"_s).toInt(), 5);
        QCOMPARE(pace.value(u"turns_per_round"_s).toInt(), 2);
        const double rounds = out.value(u"rounds"_s).toObject().value(u"mean"_s).toDouble();
        QVERIFY(rounds > 1.0);
        QCOMPARE_LE(std::abs(pace.value(u"minutes"_s).toDouble() - rounds * 2 * 50 / 60), 1e-9);

        const CliResult text
            = runWithTestRulesets({u"simulate"_s, duel(), u"--exact"_s, u"--db"_s, path});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("at this table's pace (50 s a turn"), text.out.constData());
    }

    // Four turns measure nothing yet: said, and nothing simulated.
    void tooFewTurnsAreRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"new.fray"_s);
        QVERIFY(campaignWithTurns(path, {30, 40, 50, 60}));
        const CliResult r = runWithTestRulesets(
            {u"simulate"_s, duel(), u"--exact"_s, u"--db"_s, path, u"--json"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.isOneErrorLine());
        QVERIFY2(r.err.contains("too few turns played"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPace)
#include "tst_cli_pace.moc"
