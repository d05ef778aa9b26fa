// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An adventuring day: fights played in order, the party carrying its hit points and HP states
// from one to the next and the rests between them giving hit points back.

#include "FightFixtures.h"
#include "HermeticTest.h"
#include "core/day/DaySimulator.h"
#include "core/io/DayJson.h"

#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using Fray::Day::DayModel;
using Fray::Day::DayPlan;
using Fray::Day::DayResult;
using Fray::Day::DaySimulator;
using Fray::Io::DayJson;
using Fray::Party::PartyRest;
using Fray::Testing::encounterOf;
using Fray::Testing::fighter;
using Fray::Testing::underWayInListOrder;
using Plan = PartyRest::Plan;
using Rest = std::optional<Plan>;

Q_DECLARE_METATYPE(Rest)

namespace {

// |a - b| within k standard errors (and within rounding when the error is 0).
bool within(double a, double b, double se, double k = 4.0)
{
    return std::abs(a - b) <= k * se + 1e-12;
}

// A fight under Castles & Crusades in which `foe` acts first, then Wren: 7 hit points, AC 11, a
// sword at +30 for 1 point, which always hits and fells the foe's 1 hit point.
std::shared_ptr<const Fray::Encounter::Encounter> wrenAgainst(
    const QString &foe, qint64 value, const QString &damage, qint64 wrenHp = 7)
{
    const auto e = encounterOf(u"castles-crusades"_s,
        {fighter(foe, u"foes"_s, 1, 10, value, damage),
            fighter(u"Wren"_s, u"party"_s, wrenHp, 11, 30, u"1"_s)});
    return e ? std::shared_ptr<const Fray::Encounter::Encounter>(underWayInListOrder(*e)) : nullptr;
}

DayPlan fordThenMill(const Rest &rest)
{
    DayPlan plan;
    plan.steps.push_back({u"The ford"_s, wrenAgainst(u"Goblin"_s, 0, u"1d6"_s), std::nullopt});
    plan.steps.push_back({u"The mill"_s, wrenAgainst(u"Ogre"_s, 30, u"1d6"_s), rest});
    return plan;
}

} // namespace

class TestDay : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void theDayIsWorkedOutByHand_data();
    void theDayIsWorkedOutByHand();
    void oneAndTwoThreadsPlayTheSameDays();
    void aHeroMissingFromAFightKeepsItsWoundsForTheNext();
    void aDayThatCannotBePlayedSaysWhy_data();
    void aDayThatCannotBePlayedSaysWhy();
    void aDayFileIsReadOrRefusedSayingWhere_data();
    void aDayFileIsReadOrRefusedSayingWhere();
};

// The ford: a goblin (d20 + 0 against AC 11: 1/2) strikes Wren's 7 hit points once for 1d6, then
// she fells it; a blow of at most 6 cannot take her to 0, so the party always wins and she leaves
// with 7 (1/2) or 7 - d for d = 1..6 (1/12 each). The mill: an ogre that always hits strikes
// once for 1d6 before she fells it; at 0 hit points she is out (unconscious), so she falls to a
// roll of at least her hit points H: (7 - H)/6 for H <= 6, never at 7.
// - No rest: H = 7 (1/2) or h = 1..6 (1/12 each): P = (6+5+4+3+2+1)/72 = 21/72 = 7/24; mean
//   (6·7 + 1+2+3+4+5+6)/12 = 63/12 = 21/4.
// - A day's rest (1 hit point, C&C): H = 7 (7/12) or h = 2..6 (1/12 each): P = 15/72 = 5/24;
//   mean (49 + 20)/12 = 23/4.
// - 3 hit points each: H = 7 (9/12) or 6, 5, 4: P = (1 + 2 + 3)/72 = 1/12; mean 78/12 = 13/2.
// - Back to full: H = 7: P = 0, mean 7.
// Never below -4 hit points: no one dies (dead at -10).
void TestDay::theDayIsWorkedOutByHand_data()
{
    QTest::addColumn<Rest>("rest");
    QTest::addColumn<double>("breaksAtTheMill");
    QTest::addColumn<double>("meanHpBeforeTheMill");
    QTest::newRow("no-rest-between") << Rest() << 7.0 / 24 << 21.0 / 4;
    QTest::newRow("castles-crusades-day-of-rest-gives-1")
        << Rest(Plan{Plan::Kind::Ruleset, u"day"_s, 0}) << 5.0 / 24 << 23.0 / 4;
    QTest::newRow("three-hit-points-each")
        << Rest(Plan{Plan::Kind::HitPoints, QString(), 3}) << 1.0 / 12 << 13.0 / 2;
    QTest::newRow("back-to-full") << Rest(Plan{}) << 0.0 << 7.0;
    // A week's rest is 7 hit points: back to full from any wound of the ford.
    QTest::newRow("castles-crusades-week-gives-7")
        << Rest(Plan{Plan::Kind::Ruleset, u"week"_s, 0}) << 0.0 << 7.0;
}

void TestDay::theDayIsWorkedOutByHand()
{
    QFETCH(Rest, rest);
    QFETCH(double, breaksAtTheMill);
    QFETCH(double, meanHpBeforeTheMill);
    Fray::Sim::SimOptions options;
    options.trials = 200'000;
    options.seed = 7;
    const auto model = DayModel::create(fordThenMill(rest), options);
    QVERIFY2(model, model ? "" : qPrintable(model.error()));
    QCOMPARE((*model)->heroes(), QStringList{u"Wren"_s});
    const DayResult r = DaySimulator::run(**model);
    QCOMPARE(r.trials, 200'000);
    QCOMPARE(r.fights.size(), std::size_t(2));
    QCOMPARE(r.fights[0].reached, 1.0);
    QCOMPARE(r.fights[0].breaks, 0.0);
    QCOMPARE(r.fights[0].heroes[0].meanHp, 7.0);
    QCOMPARE(r.fights[1].reached, 1.0);
    QVERIFY2(within(r.fights[1].breaks, breaksAtTheMill, r.fights[1].breaksSe),
        qPrintable(u"%1 against %2"_s.arg(r.fights[1].breaks).arg(breaksAtTheMill)));
    QVERIFY(within(r.through, 1.0 - breaksAtTheMill, r.throughSe));
    QVERIFY2(
        within(r.fights[1].heroes[0].meanHp, meanHpBeforeTheMill, r.fights[1].heroes[0].meanHpSe),
        qPrintable(u"%1 against %2"_s.arg(r.fights[1].heroes[0].meanHp).arg(meanHpBeforeTheMill)));
    QCOMPARE(r.fights[1].heroes[0].pOut, 0.0);
    QCOMPARE(r.heroes.size(), std::size_t(1));
    QVERIFY(within(r.heroes[0].pOut, breaksAtTheMill, r.heroes[0].pOutSe));
    QVERIFY(r.heroes[0].pDead);
    QCOMPARE(*r.heroes[0].pDead, 0.0);
    QCOMPARE(r.fights[1].restBefore.isEmpty(), !rest.has_value());
}

void TestDay::oneAndTwoThreadsPlayTheSameDays()
{
    Fray::Sim::SimOptions options;
    options.trials = 30'000; // several blocks, split unevenly between the threads
    options.seed = 11;
    QJsonObject first;
    for (const int threads : {1, 2}) {
        options.threads = threads;
        const auto model
            = DayModel::create(fordThenMill(Plan{Plan::Kind::Ruleset, u"day"_s, 0}), options);
        QVERIFY(model);
        QJsonObject json = DaySimulator::run(**model).toJson();
        json.remove(u"days_per_second"_s);
        for (QJsonValueRef f : json[u"fights"_s].toArray()) {
            QJsonObject fight = f.toObject();
            QVERIFY(fight.contains(u"fight"_s));
        }
        if (threads == 1)
            first = json;
        else
            QCOMPARE(QJsonDocument(json).toJson(), QJsonDocument(first).toJson());
    }
}

// Wren sits out the middle fight (a post that cannot strike back, fought by her ally): the rests
// before and after it both count, and she comes to the mill with her wounds from the ford.
void TestDay::aHeroMissingFromAFightKeepsItsWoundsForTheNext()
{
    DayPlan plan = fordThenMill(Plan{Plan::Kind::HitPoints, QString(), 1});
    auto post = encounterOf(u"castles-crusades"_s,
        {fighter(u"Post"_s, u"foes"_s, 1, 10, 0, QString()),
            fighter(u"Aldo"_s, u"party"_s, 5, 11, 30, u"1"_s)});
    QVERIFY(post);
    plan.steps.insert(plan.steps.begin() + 1,
        {u"The post"_s, std::shared_ptr<const Fray::Encounter::Encounter>(std::move(post)),
            Plan{Plan::Kind::HitPoints, QString(), 1}});
    Fray::Sim::SimOptions options;
    options.trials = 200'000;
    options.seed = 3;
    const auto model = DayModel::create(plan, options);
    QVERIFY2(model, model ? "" : qPrintable(model.error()));
    QCOMPARE((*model)->heroes(), (QStringList{u"Wren"_s, u"Aldo"_s}));
    const DayResult r = DaySimulator::run(**model);
    QCOMPARE(r.fights[1].breaks, 0.0);
    QVERIFY(!r.fights[1].heroes[0].inFight);
    // Two rests of 1: the same as one of 2, H = 7 (8/12) or 6, 5, 4, 3: P = (1+2+3+4)/72 = 5/36.
    QVERIFY2(within(r.fights[2].breaks, 5.0 / 36, r.fights[2].breaksSe),
        qPrintable(QString::number(r.fights[2].breaks)));
    // Aldo never fights at the mill: he ends the day as the post left him, standing.
    QCOMPARE(r.heroes[1].pOut, 0.0);
}

void TestDay::aDayThatCannotBePlayedSaysWhy_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("says");
    QTest::newRow("no-fights") << 0 << u"at least one fight"_s;
    QTest::newRow("two-rulesets") << 1 << u"fight 2 (Dungeon) is played under"_s;
    QTest::newRow("a-rest-the-ruleset-lacks") << 2 << u"has no rest 'nap'"_s;
    QTest::newRow("two-heroes-of-one-name") << 3 << u"two heroes named Wren"_s;
    QTest::newRow("no-one-on-the-players-side") << 4 << u"fight 1 (Ford)"_s;
}

void TestDay::aDayThatCannotBePlayedSaysWhy()
{
    QFETCH(int, kind);
    QFETCH(QString, says);
    DayPlan plan;
    const auto ford = wrenAgainst(u"Goblin"_s, 0, u"1d6"_s);
    switch (kind) {
    case 1: {
        auto other = encounterOf(u"basic-roleplaying"_s,
            {fighter(u"Wren"_s, u"party"_s, 7, 0, 50, u"1d6"_s),
                fighter(u"Rat"_s, u"foes"_s, 2, 0, 30, u"1d3"_s)});
        QVERIFY(other);
        plan.steps
            = {{u"Ford"_s, ford, std::nullopt}, {u"Dungeon"_s, std::move(other), std::nullopt}};
        break;
    }
    case 2:
        plan.steps = {{u"Ford"_s, ford, std::nullopt},
            {u"Mill"_s, ford, Plan{Plan::Kind::Ruleset, u"nap"_s, 0}}};
        break;
    case 3: {
        auto twins = encounterOf(u"castles-crusades"_s,
            {fighter(u"Wren"_s, u"party"_s, 7, 11, 0, u"1"_s),
                fighter(u"Wren"_s, u"party"_s, 7, 11, 0, u"1"_s),
                fighter(u"Rat"_s, u"foes"_s, 2, 10, 0, u"1"_s)});
        plan.steps = {{u"Ford"_s, std::move(twins), std::nullopt}};
        break;
    }
    case 4: {
        auto foes
            = encounterOf(u"castles-crusades"_s, {fighter(u"Rat"_s, u"foes"_s, 2, 10, 0, u"1"_s)});
        plan.steps = {{u"Ford"_s, std::move(foes), std::nullopt}};
        break;
    }
    default:
        break;
    }
    const auto model = DayModel::create(plan, Fray::Sim::SimOptions());
    QVERIFY(!model);
    QVERIFY2(model.error().contains(says), qPrintable(model.error()));
}

void TestDay::aDayFileIsReadOrRefusedSayingWhere_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says"); // empty: read
    const QByteArray head = R"("format": "fray-day", "format_version": 1, )";
    QTest::newRow("two-fights-and-a-rest") << "{" + head
            + R"("fights": [{"encounter": "a.json"}, {"encounter": "b.json", "rest": "day"}]})"
                                           << QString();
    QTest::newRow("rest-by-hit-points") << "{" + head
            + R"("fights": [{"encounter": "a.json"}, {"encounter": "b.json", "rest": 4}]})"
                                        << QString();
    QTest::newRow("not-a-day-file")
        << QByteArray(R"({"format": "fray-encounter", "format_version": 1, "fights": []})")
        << u"format"_s;
    QTest::newRow("newer-than-this-fray")
        << QByteArray(R"({"format": "fray-day", "format_version": 9, "fights": []})")
        << u"format_version"_s;
    QTest::newRow("no-fights") << "{" + head + R"("fights": []})" << u"fights"_s;
    QTest::newRow("a-rest-before-the-first-fight")
        << "{" + head + R"("fights": [{"encounter": "a.json", "rest": "day"}]})"
        << u"fights[0].rest"_s;
    QTest::newRow("a-rest-of-negative-hit-points") << "{" + head
            + R"("fights": [{"encounter": "a.json"}, {"encounter": "b.json", "rest": -2}]})"
                                                   << u"fights[1].rest"_s;
    QTest::newRow("a-fight-without-its-encounter")
        << "{" + head + R"("fights": [{"name": "a"}]})" << u"fights[0].encounter"_s;
    QTest::newRow("a-misspelt-key")
        << "{" + head + R"("fights": [{"encounter": "a.json", "rset": "day"}]})" << u"fights[0]"_s;
    QTest::newRow("not-json") << QByteArray("{ \"format\": ") << u"line 1"_s;
}

void TestDay::aDayFileIsReadOrRefusedSayingWhere()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    const auto day = DayJson::fromBytes(json, u"/campaign/days"_s);
    if (says.isEmpty()) {
        QVERIFY(day);
        QCOMPARE(day->fights.size(), std::size_t(2));
        QCOMPARE(day->fights[0].encounterPath, u"/campaign/days/a.json"_s);
        QVERIFY(!day->fights[0].restBefore);
        QVERIFY(day->fights[1].restBefore);
        return;
    }
    QVERIFY(!day);
    QStringList problems;
    for (const auto &p : day.error())
        problems << p.toString();
    QVERIFY2(problems.join(u"; "_s).contains(says), qPrintable(problems.join(u"; "_s)));
}

QTEST_GUILESS_MAIN(TestDay)
#include "tst_day.moc"
