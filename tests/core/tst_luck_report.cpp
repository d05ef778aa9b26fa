// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The fight's record and the luck report: a rolled attack leaves its exact chance and result in
// the log, kept by the encounter file and the campaign; per combatant, hits against expected hits
// and the Poisson-binomial chance of doing that well or worse, checked against fractions worked
// by hand (the arithmetic is in each row's comment).

#include "AttackRecords.h"
#include "CampaignPlaces.h"
#include "EncounterFixture.h"
#include "HermeticTest.h"
#include "core/io/AttackRecordJson.h"
#include "core/record/LuckReport.h"
#include "core/record/PoissonBinomial.h"
#include "core/storage/Campaign.h"
#include "core/storage/EncounterStore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

using Fray::Encounter::AttackRecord;
using Fray::Encounter::LogEntry;
using Fray::Record::LuckReport;
using Fray::Record::PoissonBinomial;
using namespace EncounterFixture;

namespace {

AttackRecord record(CombatantId attacker, const QString &name, double chance, bool hit)
{
    return clubAttack(attacker, name, 99, u"Target"_s, chance, hit);
}

LogEntry line(qint64 round, std::optional<AttackRecord> attack)
{
    LogEntry entry;
    entry.round = round;
    entry.text = attack ? u"an attack"_s : u"The round begins"_s;
    entry.attack = std::move(attack);
    return entry;
}

} // namespace

class TestLuckReport : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(testRulesetsLoad().isEmpty(), qPrintable(testRulesetsLoad())); }

    void init() { QLocale::setDefault(QLocale::c()); }

    void chanceIsReadAsTheFractionItWas_data()
    {
        QTest::addColumn<double>("chance");
        QTest::addColumn<int>("numerator"); // -1: no small fraction
        QTest::addColumn<int>("denominator");
        QTest::newRow("d20-needs-10") << 0.55 << 11 << 20;
        QTest::newRow("one-third") << 1.0 / 3.0 << 1 << 3;
        QTest::newRow("3d6-at-least-11") << 108.0 / 216.0 << 1 << 2;
        QTest::newRow("3d6-at-least-13") << 81.0 / 216.0 << 3 << 8;
        QTest::newRow("3d6-at-most-12") << 160.0 / 216.0 << 20 << 27;
        QTest::newRow("two-d100") << 4321.0 / 10000.0 << 4321 << 10000;
        QTest::newRow("never") << 0.0 << 0 << 1;
        QTest::newRow("always") << 1.0 << 1 << 1;
        // 0.05 added eleven times is not 0.55 in doubles; it is read as 11/20 all the same.
        double summed = 0.0;
        for (int i = 0; i < 11; ++i)
            summed += 0.05;
        QTest::newRow("summed-twentieths") << summed << 11 << 20;
        QTest::newRow("one-over-root-two") << 1.0 / std::sqrt(2.0) << -1 << 0;
        QTest::newRow("not-a-probability") << 1.5 << -1 << 0;
    }

    void chanceIsReadAsTheFractionItWas()
    {
        QFETCH(double, chance);
        QFETCH(int, numerator);
        QFETCH(int, denominator);
        const auto fraction = PoissonBinomial::fractionOf(chance);
        if (numerator < 0) {
            QVERIFY(!fraction);
            return;
        }
        QVERIFY(fraction);
        QCOMPARE(int(fraction->first), numerator);
        QCOMPARE(int(fraction->second), denominator);
    }

    void tailAgainstHandWorkedValues_data()
    {
        QTest::addColumn<QList<double>>("chances");
        QTest::addColumn<int>("hits");
        QTest::addColumn<QString>("exact"); // empty: not exact
        QTest::addColumn<double>("expected");
        // P(0) + P(1) = 1/8 + 3/8 = 1/2.
        QTest::newRow("three-coins-one-head")
            << QList<double>{0.5, 0.5, 0.5} << 1 << u"1/2"_s << 0.5;
        // P(0) = 9/20 * 7/10 * 3/4 = 189/800; P(1) = 11/20*7/10*3/4 + 9/20*3/10*3/4
        // + 9/20*7/10*1/4 = (231 + 81 + 63)/800 = 375/800; together 564/800 = 141/200.
        QTest::newRow("three-odds-one-hit")
            << QList<double>{0.55, 0.3, 0.25} << 1 << u"141/200"_s << 0.705;
        // Three attacks that hit on 2-20 all missing: (1/20)^3 = 1/8000.
        QTest::newRow("three-sure-hits-all-miss")
            << QList<double>{0.95, 0.95, 0.95} << 0 << u"1/8000"_s << 1.0 / 8000.0;
        // Four at 1/4, two hits or fewer: 1 - P(3) - P(4) = 1 - 4*(1/4)^3*(3/4) - (1/4)^4
        // = 1 - 12/256 - 1/256 = 243/256.
        QTest::newRow("four-quarters-two-hits")
            << QList<double>{0.25, 0.25, 0.25, 0.25} << 2 << u"243/256"_s << 243.0 / 256.0;
        // 1/3 and 1/6 both missing: 2/3 * 5/6 = 10/18 = 5/9.
        QTest::newRow("third-and-sixth-both-miss")
            << QList<double>{1.0 / 3.0, 1.0 / 6.0} << 0 << u"5/9"_s << 5.0 / 9.0;
        // Every attack hitting is as well as can be done: certain.
        QTest::newRow("all-hit") << QList<double>{0.55, 0.05, 0.5} << 3 << u"1/1"_s << 1.0;
        // Seventy coin flips, no heads: 1/2^70, past any machine integer.
        QTest::newRow("seventy-coins-no-head")
            << QList<double>(70, 0.5) << 0 << u"1/1180591620717411303424"_s << std::ldexp(1.0, -70);
        // Thirty attacks hitting on 2-20, every one missing: (1/20)^30 = 1/(2^30 * 10^30).
        QTest::newRow("thirty-sure-hits-all-miss")
            << QList<double>(30, 0.95) << 0 << u"1/1073741824000000000000000000000000000000"_s
            << std::pow(0.05, 30);
        // Past 400 attacks no fraction is worked out; 401 coin flips without a head: 2^-401.
        QTest::newRow("past-400-attacks-by-doubles")
            << QList<double>(401, 0.5) << 0 << QString() << std::ldexp(1.0, -401);
        // Ten attacks at 1/2, at most 2 hits: (C(10,0) + C(10,1) + C(10,2))/2^10
        // = (1 + 10 + 45)/1024 = 56/1024 = 7/128.
        QTest::newRow("ten-coins-two-heads")
            << QList<double>(10, 0.5) << 2 << u"7/128"_s << 7.0 / 128.0;
        // Not fractions: (1 - 1/sqrt 2)^2 = 3/2 - sqrt 2, by doubles.
        QTest::newRow("irrational-both-miss")
            << QList<double>{1.0 / std::sqrt(2.0), 1.0 / std::sqrt(2.0)} << 0 << QString()
            << 1.5 - std::sqrt(2.0);
        // One hit or none of the same two: 1 - P(both) = 1 - (1/sqrt 2)^2 = 1/2.
        QTest::newRow("irrational-one-hit")
            << QList<double>{1.0 / std::sqrt(2.0), 1.0 / std::sqrt(2.0)} << 1 << QString() << 0.5;
    }

    void tailAgainstHandWorkedValues()
    {
        QFETCH(QList<double>, chances);
        QFETCH(int, hits);
        QFETCH(QString, exact);
        QFETCH(double, expected);
        const PoissonBinomial distribution(std::vector<double>(chances.begin(), chances.end()));
        const auto fraction = distribution.exactAtMost(hits);
        QCOMPARE(fraction ? fraction->toString() : QString(), exact);
        const double tail = distribution.atMost(hits);
        QVERIFY2(std::abs(tail - expected) <= 1e-12 * expected,
            qPrintable(u"%1 against %2"_s.arg(tail, 0, 'g', 17).arg(expected, 0, 'g', 17)));
    }

    void reportCountsEachCombatantsAttacks()
    {
        EncounterState state;
        state.combatants.push_back(fighter(u"Aldo"_s, u"party"_s, 10));
        state.combatants.back().id = 1;
        state.combatants.push_back(fighter(u"Bea"_s, u"party"_s, 10));
        state.combatants.back().id = 2;
        // Orc 3 (id 7) attacked, then left the fight; Bea never attacked.
        state.log = {line(1, std::nullopt), line(1, record(7, u"Orc 3"_s, 0.5, false)),
            line(1, record(1, u"Aldo"_s, 0.55, true)), line(2, record(1, u"Aldo"_s, 0.3, false)),
            line(2, record(7, u"Orc 3"_s, 0.5, false)), line(3, record(1, u"Aldo"_s, 0.25, false))};
        const LuckReport report = LuckReport::of(state);
        QCOMPARE(report.attacks().size(), std::size_t(5));
        QCOMPARE(report.attacks()[1].round, qint64(1));
        QCOMPARE(report.attacks()[4].record.chance, 0.25);
        QCOMPARE(report.rows().size(), std::size_t(2));
        // The roster's order first, then who left.
        const LuckReport::Row &aldo = report.rows()[0];
        QCOMPARE(aldo.name, u"Aldo"_s);
        QCOMPARE(aldo.attacks, qint64(3));
        QCOMPARE(aldo.hits, qint64(1));
        QVERIFY(std::abs(aldo.expectedHits - 1.1) < 1e-12); // 0.55 + 0.3 + 0.25
        QCOMPARE(aldo.exactAtMost->toString(), u"141/200"_s); // as in three-odds-one-hit
        const LuckReport::Row &orc = report.rows()[1];
        QCOMPARE(orc.attacker, CombatantId(7));
        QCOMPARE(orc.name, u"Orc 3"_s);
        QCOMPARE(orc.hits, qint64(0));
        QCOMPARE(orc.exactAtMost->toString(), u"1/4"_s); // 1/2 * 1/2
        QCOMPARE(orc.atMost, 0.25);
    }

    // C&C: 1d20 + 3 against AC 14 hits on 11 to 20, 10 of 20 faces: the record says 1/2 (what
    // AttackResolver::odds says for the same values), who attacked whom, and the roll's result.
    void rolledAttackLeavesItsRecord_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed = 1; seed <= 12; ++seed)
            QTest::addRow("cc-bonus-3-vs-ac-14/seed-%llu", seed) << seed;
    }

    void rolledAttackLeavesItsRecord()
    {
        QFETCH(quint64, seed);
        Combatant aldous = fighter(u"Aldous"_s, u"party"_s, 14, {{u"dex"_s, 12}});
        aldous.attacks.push_back(weapon(u"Longsword"_s, 3, u"1d8+2"_s));
        Combatant ghoul = fighter(u"Ghoul"_s, u"foes"_s, 40, {{u"dex"_s, 14}});
        ghoul.defence = 14;
        auto encounter = makeEncounter(u"castles-crusades"_s, {aldous, ghoul});
        Random random(seed);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        AttackResolver::Request request;
        request.attacker = 1;
        request.target = 2;
        const auto odds = AttackResolver::odds(*encounter, request);
        QVERIFY(odds.ok());
        QCOMPARE(run(*encounter, random, AttackCommand(request)), QString());
        const LogEntry &entry = encounter->state().log.back();
        QVERIFY(entry.attack);
        const AttackRecord &r = *entry.attack;
        QCOMPARE(r.chance, odds->pHit);
        QVERIFY(std::abs(r.chance - 0.5) < 1e-15);
        QCOMPARE(r.attacker, CombatantId(1));
        QCOMPARE(r.target, CombatantId(2));
        QCOMPARE(r.attackerName, u"Aldous"_s);
        QCOMPARE(r.targetName, u"Ghoul"_s);
        QCOMPARE(r.attack, u"Longsword"_s);
        QVERIFY2(entry.text.startsWith(u"Aldous attacks Ghoul with Longsword: %1"_s.arg(r.label)),
            qPrintable(entry.text));
        const qint64 lost = 40 - combatantNamed(*encounter, u"Ghoul"_s).hp;
        if (r.hit) {
            QVERIFY(r.damage);
            QCOMPARE(*r.damage, lost);
            QVERIFY(*r.damage >= 3 && *r.damage <= 10); // 1d8+2, or more on a critical
        } else {
            QVERIFY(!r.damage);
            QCOMPARE(lost, qint64(0));
        }
        // Other lines carry no record.
        QVERIFY(!encounter->state().log.front().attack);
    }

    void recordsSurviveTheFileAndTheCampaign()
    {
        Combatant aldous = fighter(u"Aldous"_s, u"party"_s, 14, {{u"dex"_s, 12}});
        aldous.attacks.push_back(weapon(u"Longsword"_s, 3, u"1d8+2"_s));
        Combatant ghoul = fighter(u"Ghoul"_s, u"foes"_s, 400, {{u"dex"_s, 14}});
        ghoul.defence = 14;
        auto encounter = makeEncounter(u"castles-crusades"_s, {aldous, ghoul});
        Random random(5);
        // Without attacks the file stays in version 1, which an older Fray reads.
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(EncounterJson::toJson(encounter->state()).value(u"format_version"_s).toInt(), 1);
        AttackResolver::Request request;
        request.attacker = 1;
        request.target = 2;
        for (int i = 0; i < 6; ++i)
            QCOMPARE(run(*encounter, random, AttackCommand(request)), QString());
        const QByteArray bytes = EncounterJson::toBytes(encounter->state());
        // Records need version 2; the log's outcomes ("Hit", "Treffer") in two languages, 4.
        QCOMPARE(QJsonDocument::fromJson(bytes).object().value(u"format_version"_s).toInt(), 4);
        const auto loaded = EncounterJson::fromJson(bytes);
        QVERIFY2(
            loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error().constFirst().toString()));
        QVERIFY(loaded->log == encounter->state().log);

        QTemporaryDir dir;
        auto campaign = Fray::Storage::Campaign::open(
            Fray::Testing::CampaignPlaces::fresh(dir, u"luck.fray"_s));
        QVERIFY(campaign.ok());
        const auto id = (*campaign)->encounters().save(encounter->state());
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error()));
        const auto stored = (*campaign)->encounters().load(*id);
        QVERIFY2(stored.ok(), stored.ok() ? "" : qPrintable(stored.error()));
        QVERIFY(stored->log == encounter->state().log);
        QCOMPARE(LuckReport::of(*stored).rows().front().attacks, qint64(6));
    }

    void aWrongRecordIsAProblemAtItsPath_data()
    {
        QTest::addColumn<QByteArray>("attack");
        QTest::addColumn<QString>("problem");
        const QByteArray good
            = R"("attacker": 1, "target": 2, "attack": "Club", "outcome": "hit", "hit": true)";
        QTest::newRow("chance-above-one") << QByteArray("{" + good + R"(, "chance": 1.5})")
                                          << u"fight.log[0].attack.chance: expected a probability "
                                             "from 0 to 1"_s;
        QTest::newRow("chance-missing") << QByteArray("{" + good + "}")
                                        << u"fight.log[0].attack.chance: expected a probability "
                                           "from 0 to 1"_s;
        QTest::newRow("negative-damage")
            << QByteArray("{" + good + R"(, "chance": 0.5, "damage": -2})")
            << u"fight.log[0].attack.damage: must be 0 or more, not -2"_s;
        QTest::newRow("misspelt-field")
            << QByteArray("{" + good + R"(, "chance": 0.5, "damge": 2})")
            << u"fight.log[0].attack.damge: unknown field"_s;
    }

    void aWrongRecordIsAProblemAtItsPath()
    {
        QFETCH(QByteArray, attack);
        QFETCH(QString, problem);
        const QByteArray file = R"({"format": "fray-encounter", "format_version": 2,
            "ruleset": "castles-crusades", "combatants": [],
            "fight": {"log": [{"round": 1, "text": "x", "attack": )"
            + attack + "}]}}";
        const auto read = EncounterJson::fromJson(file);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().front().toString(), problem);
    }
};

QTEST_GUILESS_MAIN(TestLuckReport)
#include "tst_luck_report.moc"
