// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Morale as document 000 gives it ("check monster morale ... after first death, when 50% are
// dead or incapacitated, or when any big upset occurs. Monsters who make their morale roll twice
// will fight to the death"), under the shipped old-school ruleset: each moment asks once and at
// the right time (4 of 8 down is half, 3 is not), the chance of holding is exact, a broken group
// flees (out of the fight, not dead, no longer a target), two checks held end the checks, and
// files keep it all and refuse what they cannot hold.

#include "EncounterFixture.h"
#include "HermeticTest.h"
#include "core/encounter/History.h"
#include "core/encounter/Targets.h"
#include "core/morale/MoraleCommand.h"
#include "core/rules/RulesetReader.h"
#include "core/sim/ExactDuel.h"
#include "core/sim/FightModel.h"
#include "core/sim/Simulator.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace EncounterFixture;
using Fray::Encounter::History;
using Fray::Encounter::MoraleCall;
using Fray::Encounter::MoraleCommand;
using Fray::Encounter::MoraleUnit;
using Fray::Encounter::MoraleWatch;
using Fray::Encounter::Targets;
using Fray::Rules::Morale;

namespace {

// Aldo of the party against `goblins` goblins in one group, each with 3 hit points and the
// morale score `score`; the fight has begun.
std::unique_ptr<Encounter> goblinsFight(int goblins, qint64 score, Random &random)
{
    std::vector<Combatant> all{fighter(u"Aldo"_s, u"party"_s, 20)};
    for (int i = 1; i <= goblins; ++i) {
        Combatant g = fighter(u"Goblin %1"_s.arg(i), u"foes"_s, 3, {{u"morale"_s, score}});
        g.group = u"Goblins"_s;
        all.push_back(g);
    }
    auto e = makeEncounter(u"old-school"_s, std::move(all));
    if (!step(*e, random, Step::Start).isEmpty())
        return nullptr;
    return e;
}

QStringList dueText(const Encounter &encounter)
{
    QStringList out;
    for (const MoraleCall &call : MoraleWatch::due(encounter)) {
        QStringList units;
        for (const MoraleUnit &unit : call.units)
            units << unit.name;
        out << u"%1 %2: %3"_s.arg(call.side, call.triggers.join(u"+"_s), units.join(u", "_s));
    }
    return out;
}

QString flee(Encounter &encounter, Random &random, const QString &name)
{
    return run(encounter, random,
        ApplyConditionCommand({idOf(encounter, name)}, u"fled"_s, std::nullopt, u"test"_s));
}

QString answer(Encounter &encounter, Random &random, const QString &trigger,
    MoraleCommand::Answer how = MoraleCommand::Answer::Roll)
{
    return run(encounter, random, MoraleCommand(u"foes"_s, trigger, how));
}

} // namespace

class TestMorale : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(testRulesetsLoad().isEmpty(), qPrintable(testRulesetsLoad())); }

    void theDocumentsMomentsComeWhenItsWordsSay_data()
    {
        QTest::addColumn<int>("down");
        QTest::addColumn<int>("fled");
        QTest::addColumn<QStringList>("due");
        const QString first = u"foes first_death: Goblins"_s;
        const QString half = u"foes half_down: Goblins"_s;
        QTest::newRow("no one down asks nothing") << 0 << 0 << QStringList();
        QTest::newRow("the first one out is old-school's first death (it states no death)")
            << 1 << 0 << QStringList{first};
        QTest::newRow("3 of 8 down is not half") << 3 << 0 << QStringList{first};
        QTest::newRow("4 of 8 down is half (50% are dead or incapacitated)")
            << 4 << 0 << QStringList{u"foes first_death+half_down: Goblins"_s};
        QTest::newRow("those who fled are neither dead nor incapacitated")
            << 1 << 3 << QStringList{first};
        QTest::newRow("fled before anyone fell: no death, nothing asked")
            << 0 << 4 << QStringList();
    }

    void theDocumentsMomentsComeWhenItsWordsSay()
    {
        QFETCH(int, down);
        QFETCH(int, fled);
        QFETCH(QStringList, due);
        Random random(7);
        auto e = goblinsFight(8, 7, random);
        QVERIFY(e);
        for (int i = 1; i <= down; ++i)
            QCOMPARE(damage(*e, random, u"Goblin %1"_s.arg(i), 3), QString());
        for (int i = down + 1; i <= down + fled; ++i)
            QCOMPARE(flee(*e, random, u"Goblin %1"_s.arg(i)), QString());
        QCOMPARE(dueText(*e), due);
    }

    void eachMomentAsksOnceForEachUnit()
    {
        Random random(7);
        auto e = goblinsFight(8, 7, random);
        QVERIFY(e);
        QCOMPARE(damage(*e, random, u"Goblin 1"_s, 3), QString());
        QCOMPARE(dueText(*e), QStringList{u"foes first_death: Goblins"_s});
        QCOMPARE(answer(*e, random, u"first_death"_s, MoraleCommand::Answer::NotNeeded), QString());
        QCOMPARE(dueText(*e), QStringList());
        QVERIFY(logLinesContaining(*e, u"not checked"_s) == 1);
        // The next death is not the first: nothing more until half are down.
        QCOMPARE(damage(*e, random, u"Goblin 2"_s, 3), QString());
        QCOMPARE(damage(*e, random, u"Goblin 3"_s, 3), QString());
        QCOMPARE(dueText(*e), QStringList());
        QCOMPARE(damage(*e, random, u"Goblin 4"_s, 3), QString());
        QCOMPARE(dueText(*e), QStringList{u"foes half_down: Goblins"_s});
        QCOMPARE(answer(*e, random, u"half_down"_s, MoraleCommand::Answer::NotNeeded), QString());
        QCOMPARE(dueText(*e), QStringList());
        // It answers the moment that came, not the one answered before.
        QCOMPARE(e->state().log.back().shown(),
            u"Morale for Goblins with half of the side dead or out: not checked"_s);
        // A moment answered is refused again, and one not come is refused.
        QVERIFY(answer(*e, random, u"first_death"_s).contains(u"no one on the side 'foes'"_s));
        auto fresh = goblinsFight(8, 7, random);
        QVERIFY(answer(*fresh, random, u"half_down"_s).contains(u"has not come"_s));
        // Only Fray's own moments can be passed over; the GM's are asked by rolling.
        QVERIFY(answer(*fresh, random, u"upset"_s, MoraleCommand::Answer::NotNeeded)
                    .contains(u"without a check"_s));
        QVERIFY(run(*fresh, random, MoraleCommand(u"party"_s, u"upset"_s))
                    .contains(u"does not check morale"_s));
    }

    void momentsThatComeTogetherAreOneCheck()
    {
        Random random(3);
        auto e = goblinsFight(2, 7, random);
        QVERIFY(e);
        QCOMPARE(damage(*e, random, u"Goblin 1"_s, 3), QString());
        QCOMPARE(dueText(*e), QStringList{u"foes first_death+half_down: Goblins"_s});
        QCOMPARE(answer(*e, random, u"half_down"_s), QString());
        QCOMPARE(logLinesContaining(*e,
                     u"Morale for Goblins after the side's first death and with half of the side "
                     "dead or out: "_s),
            qsizetype(1));
        QCOMPARE(dueText(*e), QStringList());
        QCOMPARE(combatantNamed(*e, u"Goblin 2"_s).moraleAsked,
            (QStringList{u"first_death"_s, u"half_down"_s}));
    }

    void theChanceOfHoldingIsExact_data()
    {
        QTest::addColumn<qint64>("score");
        QTest::addColumn<int>("ways"); // of 36, 2D6 at or under the score
        QTest::newRow("2: only snake eyes") << qint64(2) << 1;
        QTest::newRow("7: 21 of 36") << qint64(7) << 21;
        QTest::newRow("9: 30 of 36") << qint64(9) << 30;
        QTest::newRow("12: always") << qint64(12) << 36;
    }

    void theChanceOfHoldingIsExact()
    {
        QFETCH(qint64, score);
        QFETCH(int, ways);
        Random random(1);
        auto e = goblinsFight(2, score, random);
        QVERIFY(e);
        const auto units = MoraleWatch::units(*e, u"foes"_s);
        QCOMPARE(units.size(), std::size_t(1));
        QCOMPARE(units.front().score, score);
        const auto chance = MoraleWatch::chanceToHold(*e, units.front());
        QVERIFY2(chance, qPrintable(chance ? QString() : chance.error()));
        QVERIFY(std::abs(*chance - ways / 36.0) < 1e-12);
    }

    void aBrokenGroupFleesOutOfTheFightButNotDead()
    {
        Random random(11);
        auto e = goblinsFight(3, 2, random); // holds only on snake eyes
        QVERIFY(e);
        History history;
        QCOMPARE(
            history.execute(std::make_unique<MoraleCommand>(u"foes"_s, u"start"_s), *e, random),
            std::nullopt);
        QCOMPARE(logLinesContaining(*e, u"Breaks and flees (2d6"_s), qsizetype(1));
        // The whole roll: both dice, their sum and the score it is weighed against.
        static const QRegularExpression whole(
            u"2d6 \\[(\\d), (\\d)\\] = (\\d+) vs Morale score 2\\)$"_s);
        QString line;
        for (const auto &entry : e->state().log) {
            if (entry.shown().contains(u"Breaks and flees"_s))
                line = entry.shown();
        }
        const auto said = whole.match(line);
        QVERIFY2(said.hasMatch(), qPrintable(line));
        QCOMPARE(said.captured(3).toInt(), said.captured(1).toInt() + said.captured(2).toInt());
        for (int i = 1; i <= 3; ++i) {
            const Combatant &g = combatantNamed(*e, u"Goblin %1"_s.arg(i));
            QVERIFY(g.hasCondition(u"fled"_s));
            QVERIFY(Vitals::outOfFight(e->ruleset(), g));
            QVERIFY(!Vitals::isDown(e->ruleset(), g));
            QVERIFY(!Targets::stands(*e, g));
        }
        // Aldo has no one left to hit, and no goblin is left to check.
        QCOMPARE(Targets::defaultFor(*e, idOf(*e, u"Aldo"_s), 0, 0), CombatantId(0));
        QVERIFY(MoraleWatch::units(*e, u"foes"_s).empty());
        // Undone, they are back.
        QCOMPARE(history.undo(*e), std::nullopt);
        QVERIFY(!combatantNamed(*e, u"Goblin 1"_s).hasCondition(u"fled"_s));
        QCOMPARE(MoraleWatch::units(*e, u"foes"_s).size(), std::size_t(1));
    }

    void twoChecksHeldMeanAFightToTheDeath()
    {
        Random random(5);
        auto e = goblinsFight(4, 12, random); // 2D6 is never over 12
        QVERIFY(e);
        QCOMPARE(answer(*e, random, u"start"_s), QString());
        QCOMPARE(combatantNamed(*e, u"Goblin 1"_s).moraleHeld, qint64(1));
        QCOMPARE(logLinesContaining(*e, u"fight to the death"_s), qsizetype(0));
        QCOMPARE(answer(*e, random, u"upset"_s), QString());
        QCOMPARE(combatantNamed(*e, u"Goblin 4"_s).moraleHeld, qint64(2));
        QCOMPARE(logLinesContaining(*e, u"Goblins will fight to the death"_s), qsizetype(1));
        // No more checks: not on an upset, not after a death, not with half down.
        QVERIFY(answer(*e, random, u"upset"_s).contains(u"no one on the side 'foes'"_s));
        QCOMPARE(damage(*e, random, u"Goblin 1"_s, 3), QString());
        QCOMPARE(damage(*e, random, u"Goblin 2"_s, 3), QString());
        QCOMPARE(dueText(*e), QStringList());
    }

    // Worked by hand. Hero makes two attacks in the one round played, each hitting on 11 or more
    // on a d20 (1/2) and felling a goblin of 1 hit point; the goblins make none. Without morale
    // the party wins only with both hits: 1/4. With morale, the first goblin down is the side's
    // first death and half of it at once: one check, held on 2D6 <= 7 (21/36). Exactly one hit
    // (1/2) then wins when the other flees (15/36): 1/4 + 1/2 * 15/36 = 11/24. The goblins
    // break whenever one falls and the check fails: 3/4 * 15/36 = 5/16.
    void theSimulationHonoursMorale()
    {
        Combatant hero = fighter(u"Hero"_s, u"party"_s, 10);
        hero.attacks.push_back({u"Sword"_s, u"melee"_s, 0, u"1"_s, QString(), 0, 1, u"1"_s});
        hero.attacksPerRound = 2;
        std::vector<Combatant> all{hero};
        for (int i = 1; i <= 2; ++i) {
            Combatant g = fighter(u"Goblin %1"_s.arg(i), u"foes"_s, 1, {{u"morale"_s, 7}});
            g.group = u"Goblins"_s;
            all.push_back(g);
        }
        auto e = makeEncounter(u"old-school"_s, std::move(all));
        constexpr qint64 trials = 200'000;
        const auto simulate = [&](bool morale) {
            Fray::Sim::SimOptions options;
            options.trials = trials;
            options.seed = 33;
            options.threads = 2;
            options.maxRounds = 1;
            options.values.insert(u"needed"_s, 11);
            options.morale = morale;
            auto model = Fray::Sim::FightModel::create(*e, options);
            return model ? Fray::Sim::Simulator::run(**model) : Fray::Sim::SimResult();
        };
        const auto with = simulate(true);
        const auto without = simulate(false);
        QCOMPARE(with.trials, trials);
        QCOMPARE(without.trials, trials);
        const double winWith = with.side(u"party"_s)->win;
        const double winWithout = without.side(u"party"_s)->win;
        const auto within4Se = [](double measured, double exact, double se) {
            return std::abs(measured - exact) <= 4 * se;
        };
        QVERIFY2(within4Se(winWithout, 1.0 / 4, without.side(u"party"_s)->winSe),
            qPrintable(QString::number(winWithout)));
        QVERIFY2(within4Se(winWith, 11.0 / 24, with.side(u"party"_s)->winSe),
            qPrintable(QString::number(winWith)));
        // By how much: the goblins, who have morale, lose 5/24 more often.
        const double seDifference
            = std::hypot(with.side(u"party"_s)->winSe, without.side(u"party"_s)->winSe);
        QVERIFY2(within4Se(winWith - winWithout, 5.0 / 24, seDifference),
            qPrintable(QString::number(winWith - winWithout)));
        const auto *foes = with.side(u"foes"_s);
        QVERIFY(foes->broke);
        QVERIFY2(within4Se(*foes->broke, 5.0 / 16, foes->brokeSe),
            qPrintable(QString::number(*foes->broke)));
        QCOMPARE(foes->brokeIn.size(), std::size_t(1));
        QCOMPARE(foes->brokeIn.front().first, 1);
        // Without morale nothing is said of breaking.
        QVERIFY(!without.side(u"foes"_s)->broke);
    }

    // One against one, morale is asked only when the side's one combatant is down: the exact
    // duel takes the fight and says the side never breaks.
    void theExactDuelSaysMoraleNeverBreaksOneAgainstOne()
    {
        Combatant hero = fighter(u"Hero"_s, u"party"_s, 3);
        hero.attacks.push_back({u"Sword"_s, u"melee"_s, 0, u"1d3"_s, QString(), 0, 1, u"1"_s});
        Combatant orc = fighter(u"Orc"_s, u"foes"_s, 3, {{u"morale"_s, 2}});
        orc.attacks = hero.attacks;
        auto e = makeEncounter(u"old-school"_s, {hero, orc});
        Fray::Sim::SimOptions options;
        options.values.insert(u"needed"_s, 11);
        auto model = Fray::Sim::FightModel::create(*e, options);
        QVERIFY(model);
        QCOMPARE(Fray::Sim::ExactDuel::whyNot(**model), std::nullopt);
        const auto exact = Fray::Sim::ExactDuel::run(**model);
        QVERIFY(exact);
        QCOMPARE(exact->side(u"foes"_s)->broke, std::optional<double>(0.0));
        QVERIFY(exact->notes.join(u" "_s).contains(u"morale never changes the result"_s));
    }

    void filesKeepMoraleAndRefuseWhatTheyCannotHold_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("problem"); // empty: read back as written
        QTest::newRow("held twice") << u"morale_held"_s << QJsonValue(2) << QString();
        QTest::newRow("a moment answered")
            << u"morale_asked"_s << QJsonValue(QJsonArray{u"first_death"_s}) << QString();
        QTest::newRow("held less than never")
            << u"morale_held"_s << QJsonValue(-1)
            << u"combatants[0].morale_held: must be from 0 to 100"_s;
        QTest::newRow("the GM's moment is not kept")
            << u"morale_asked"_s << QJsonValue(QJsonArray{u"upset"_s})
            << u"combatants[0].morale_asked: 'upset' is not a moment"_s;
    }

    void filesKeepMoraleAndRefuseWhatTheyCannotHold()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, problem);
        QJsonObject goblin{{u"name"_s, u"Goblin"_s}, {u"hp"_s, 3}, {field, value}};
        const QJsonObject file{{u"format"_s, u"fray-encounter"_s}, {u"format_version"_s, 1},
            {u"name"_s, u"Ford"_s}, {u"ruleset"_s, u"old-school"_s},
            {u"combatants"_s, QJsonArray{goblin}}};
        const auto read = EncounterJson::fromJson(QJsonDocument(file).toJson());
        if (!problem.isEmpty()) {
            QVERIFY(!read);
            QVERIFY2(read.error().front().toString().startsWith(problem),
                qPrintable(read.error().front().toString()));
            return;
        }
        QVERIFY(read);
        const Combatant &c = read->combatants.front();
        const auto written = EncounterJson::combatantToJson(c);
        QCOMPARE(written.value(field), value);
    }

    void aRulesetsMoraleIsCheckedWithItsPath_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("problem");
        QTest::newRow("a moment the document does not give")
            << u"triggers"_s << QJsonValue(QJsonArray{u"first_blood"_s})
            << u"morale.triggers: 'first_blood' is not a moment for a morale check"_s;
        QTest::newRow("a score that is no stat")
            << u"stat"_s << QJsonValue(u"nerve"_s) << u"morale.stat: 'nerve' is not a stat"_s;
        QTest::newRow("a score the check does not weigh")
            << u"stat"_s << QJsonValue(u"str"_s)
            << u"morale.stat: check 'morale' does not read @str"_s;
        QTest::newRow("fleeing into a condition that keeps them in the fight")
            << u"fled_condition"_s << QJsonValue(u"surprised"_s)
            << u"morale.fled_condition: condition 'surprised' needs the flag \"fled\""_s;
        QTest::newRow("an outcome the check does not have")
            << u"held_outcome"_s << QJsonValue(u"steady"_s)
            << u"morale.held_outcome: 'steady' is not an outcome of check 'morale'"_s;
        QTest::newRow("a count past the limit")
            << u"fight_to_death_after"_s << QJsonValue(101)
            << u"morale.fight_to_death_after: must be from 0 (never) to 100"_s;
    }

    void anEncounterOrderIsCheckedWithItsPath_data()
    {
        QTest::addColumn<QJsonValue>("step");
        QTest::addColumn<QString>("problem");
        QTest::newRow("a step Fray does not know")
            << QJsonValue(QJsonObject{{u"id"_s, u"parley"_s}, {u"label"_s, u"Parley"_s}})
            << u"encounter_order[0].id: 'parley' is not a step Fray knows"_s;
        QTest::newRow("a table the ruleset lacks")
            << QJsonValue(QJsonObject{{u"id"_s, u"reaction"_s}, {u"label"_s, u"Reaction"_s},
                   {u"roll"_s, u"2d6"_s}, {u"table"_s, u"reactions"_s}})
            << u"encounter_order[0].table: unknown table 'reactions'"_s;
        QTest::newRow("a roll that reads a value")
            << QJsonValue(QJsonObject{{u"id"_s, u"distance"_s}, {u"label"_s, u"Distance"_s},
                   {u"roll"_s, u"2d6 * @range"_s}})
            << u"encounter_order[0].roll: '2d6 * @range': unknown variable '@range'"_s;
        QTest::newRow("a scale without a roll") << QJsonValue(
            QJsonObject{{u"id"_s, u"distance"_s}, {u"label"_s, u"Distance"_s},
                {u"scale"_s, 10}}) << u"encounter_order[0].scale: a scale or a unit needs a roll"_s;
    }

    void anEncounterOrderIsCheckedWithItsPath()
    {
        QFETCH(QJsonValue, step);
        QFETCH(QString, problem);
        QFile file(u":/rulesets/old-school.json"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(root.value(u"encounter_order"_s).isArray());
        root.insert(u"encounter_order"_s, QJsonArray{step});
        const auto read = Fray::Rules::RulesetReader::read(QJsonDocument(root));
        QVERIFY(!read);
        QVERIFY2(read.error().front().toString().startsWith(problem),
            qPrintable(read.error().front().toString()));
    }

    void aRulesetsMoraleIsCheckedWithItsPath()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, problem);
        QFile file(u":/rulesets/old-school.json"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QJsonObject morale = root.value(u"morale"_s).toObject();
        QVERIFY(!morale.isEmpty());
        morale.insert(field, value);
        root.insert(u"morale"_s, morale);
        const auto read = Fray::Rules::RulesetReader::read(QJsonDocument(root));
        QVERIFY(!read);
        QVERIFY2(read.error().front().toString().startsWith(problem),
            qPrintable(read.error().front().toString()));
    }
};

QTEST_GUILESS_MAIN(TestMorale)
#include "tst_morale.moc"
