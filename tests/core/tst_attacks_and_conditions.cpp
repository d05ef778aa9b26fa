// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Attacks and conditions under each shipped ruleset, against the rules documents: what the log
// shows of a roll, armour, stun, rate of fire, conditions that tick and expire and that refuse
// attacks. Where dice decide, a
// test checks what must hold for any roll, over several fixed seeds; where nothing is rolled it
// checks exact values.

#include "EncounterFixture.h"
#include "HermeticTest.h"
#include "core/encounter/RollText.h"

Q_DECLARE_METATYPE(std::vector<Fray::Odds::Contribution>)

class TestAttacksAndConditions : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(testRulesetsLoad().isEmpty(), qPrintable(testRulesetsLoad())); }

    // "Light crossbow every 2 rounds" (001): it fires in round 1, reloads in round 2 and fires
    // again in round 3, hit or miss.
    void d20LightCrossbowFiresEveryOtherRound()
    {
        Combatant tobin = fighter(u"Tobin"_s, u"party"_s, 10);
        tobin.attacks.push_back(weapon(u"Light crossbow"_s, 2, u"1d6"_s));
        tobin.attacks.back().kind = u"ranged"_s;
        tobin.attacks.back().rateOfFire = 2;
        Combatant bandit = fighter(u"Bandit"_s, u"foes"_s, 100);
        bandit.defence = 12;
        auto encounter = makeEncounter(u"d20-ascending"_s, {tobin, bandit});
        Random random(6);
        AttackResolver::Request request;
        request.attacker = 1;
        request.target = 2;
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(run(*encounter, random, AttackCommand(request)), QString());
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        const EncounterState reloading = encounter->state();
        QVERIFY(run(*encounter, random, AttackCommand(request)).contains(u"reloading"_s));
        QVERIFY(encounter->state() == reloading);
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(run(*encounter, random, AttackCommand(request)), QString());
    }

    // "A single hit doing more than CON → stunned for the rest of the round, remaining attacks
    // lost" (002; E22: CON 14 → more than 14). Full Defence makes no attacks at all. Per-attack
    // initiative: a lost attack is a turn skipped.
    void spelljammerStunLosesRemainingAttacks_data()
    {
        QTest::addColumn<qint64>("hit"); // damage to Vex, 0 = none
        QTest::addColumn<QString>("condition"); // applied to Vex, empty = none
        QTest::addColumn<bool>("vexActs");
        QTest::newRow("hit-of-15-above-con-14-stuns-remaining-attacks-lost")
            << qint64(15) << QString() << false;
        QTest::newRow("hit-of-14-not-above-con-14-keeps-the-attacks")
            << qint64(14) << QString() << true;
        QTest::newRow("full-defence-no-attacks") << qint64(0) << u"full-defence"_s << false;
    }

    void spelljammerStunLosesRemainingAttacks()
    {
        QFETCH(qint64, hit);
        QFETCH(QString, condition);
        QFETCH(bool, vexActs);
        Combatant giff = fighter(u"Giff"_s, u"foes"_s, 40, {{u"im"_s, 10}});
        Combatant vex = fighter(u"Vex"_s, u"party"_s, 60, {{u"im"_s, 0}, {u"con"_s, 14}});
        vex.attacksPerRound = 2;
        auto encounter = makeEncounter(u"spelljammer-d100"_s, {giff, vex});
        Random random(3);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        // Giff (11..20) acts before both of Vex's attacks (at most 10).
        QCOMPARE(encounter->find(encounter->actingEntry()->combatant)->name, u"Giff"_s);
        if (hit > 0)
            QCOMPARE(damage(*encounter, random, u"Vex"_s, hit), QString());
        if (!condition.isEmpty())
            QCOMPARE(run(*encounter, random, ApplyConditionCommand({2}, condition)), QString());
        QCOMPARE(combatantNamed(*encounter, u"Vex"_s).hasCondition(u"stunned"_s), hit > 14);
        QCOMPARE(actorsUntilRoundEnds(*encounter, random),
            vexActs ? (QStringList{u"Giff"_s, u"Vex"_s, u"Vex"_s}) : QStringList{u"Giff"_s});
        QCOMPARE(encounter->state().round, qint64(2));
    }

    // The log names the band a roll fell in after the outcome, unless the band is named like the
    // outcome ("Hit" after "Hit"). E17: MSC 72 (SC 112 vs DEF 40) is grievous on 01-04 (with its
    // armour effect), critical on 05-11, a hit on 12-72, a miss above; 96-100 always miss. With
    // MSC below 1 only the automatic results are left (F1): 01 grievous, 02 critical, 03 hit.
    void spelljammerAttackLogNamesTheBandOnce_data()
    {
        QTest::addColumn<qint64>("sc");
        QTest::addColumn<qint64>("def");
        QTest::addColumn<Shown>("shown"); // up to this roll, what follows the outcome
        const QString grievous = u"Armour PROT -1 until repaired"_s;
        const QString alwaysMiss = u"96-100 always miss"_s;
        QTest::newRow("e17-msc-72-hit-band-named-like-its-outcome-not-repeated")
            << qint64(112) << qint64(40)
            << Shown{{4, grievous}, {11, u"Critical"_s}, {95, QString()}, {100, alwaysMiss}};
        QTest::newRow("msc-below-1-automatic-bands-still-named")
            << qint64(10) << qint64(60)
            << Shown{{1, grievous}, {2, u"Critical (02 always)"_s}, {3, u"Hit (03 always)"_s},
                   {95, QString()}, {100, alwaysMiss}};
    }

    void spelljammerAttackLogNamesTheBandOnce()
    {
        QFETCH(qint64, sc);
        QFETCH(qint64, def);
        QFETCH(Shown, shown);
        Combatant vex = fighter(u"Vex"_s, u"party"_s, 60);
        vex.attacks.push_back(weapon(u"Cutlass"_s, sc, u"1d4"_s));
        Combatant giff = fighter(u"Giff"_s, u"foes"_s, 1'000'000, {{u"con"_s, 50}});
        giff.defence = def;
        auto encounter = makeEncounter(u"spelljammer-d100"_s, {vex, giff});
        Random random(17);
        AttackResolver::Request request;
        request.attacker = 1;
        request.target = 2;
        const QRegularExpression rolled(u"d100 \\[(\\d+)\\]"_s);
        const QRegularExpression damageDone(u"^\\d+ damage"_s);
        QSet<int> seen;
        for (int attack = 0; attack < 5000 && seen.size() < shown.size(); ++attack) {
            QCOMPARE(run(*encounter, random, AttackCommand(request)), QString());
            const QString line = encounter->state().log.back().text;
            const auto match = rolled.match(line);
            QVERIFY2(match.hasMatch(), qPrintable(line));
            const int raw = match.captured(1).toInt();
            const auto expected = shown.lowerBound(raw);
            QVERIFY(expected != shown.end());
            seen.insert(expected.key());
            const QStringList parts = line.split(u" \u00b7 "_s);
            const QString after
                = parts.size() > 1 && !damageDone.match(parts[1]).hasMatch() ? parts[1] : QString();
            QVERIFY2(expected->isEmpty() ? after.isEmpty() : after.startsWith(*expected),
                qPrintable(u"roll %1: %2"_s.arg(raw).arg(line)));
        }
        QCOMPARE(seen.size(), shown.size());
    }

    // E28 through an attack: armour 2 comes off a 6-point weapon (a special success adds the
    // weapon's maximum: 6 + 6 - 2 = 10). Skill 100 never misses; no parry.
    void basicRoleplayingAttackThroughArmour_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed = 1; seed <= 12; ++seed)
            QTest::addRow("e28-6-damage-through-2-ap/seed-%llu", seed) << seed;
    }

    void basicRoleplayingAttackThroughArmour()
    {
        QFETCH(quint64, seed);
        Combatant thug = fighter(u"Thug"_s, u"foes"_s, 14, {{u"dex"_s, 10}});
        thug.attacks.push_back(weapon(u"Club"_s, 100, u"6"_s, u"medium"_s));
        Combatant jack = fighter(u"Jack"_s, u"party"_s, 12, {{u"dex"_s, 12}});
        jack.armor = 2;
        jack.defence = 0;
        auto encounter = makeEncounter(u"basic-roleplaying"_s, {thug, jack});
        Random random(seed);
        AttackResolver::Request request;
        request.attacker = 1;
        request.target = 2;
        QCOMPARE(run(*encounter, random, AttackCommand(request)), QString());
        const QString line = encounter->state().log.back().text;
        const Combatant &hit = combatantNamed(*encounter, u"Jack"_s);
        if (line.contains(u"Special success"_s)) {
            QCOMPARE(hit.hp, qint64(2));
            QCOMPARE(hit.state, u"unconscious"_s);
        } else {
            QCOMPARE(hit.hp, qint64(8));
            QCOMPARE(hit.state, QString());
        }
    }

    // D20-17 burning oil: 1d8 now and 1d8 on the following round, at most two rounds; putting it
    // out during the following round spares the second.
    void d20BurningOil_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<bool>("putOut");
        QTest::addColumn<int>("ticks");
        for (quint64 seed = 1; seed <= 6; ++seed) {
            QTest::addRow("1d8-now-and-next-round-never-a-third/seed-%llu", seed)
                << seed << false << 2;
            QTest::addRow("put-out-in-the-next-round-burns-once/seed-%llu", seed)
                << seed << true << 1;
        }
    }

    void d20BurningOil()
    {
        QFETCH(quint64, seed);
        QFETCH(bool, putOut);
        QFETCH(int, ticks);
        auto encounter = makeEncounter(u"d20-ascending"_s,
            {fighter(u"Mira"_s, u"party"_s, 16), fighter(u"Ogre"_s, u"foes"_s, 60)});
        Random random(seed);
        const QString burns = u" from "_s + encounter->ruleset().condition(u"burning"_s)->label;
        const CombatantId ogre = idOf(*encounter, u"Ogre"_s);
        const auto hp = [&] { return combatantNamed(*encounter, u"Ogre"_s).hp; };
        QCOMPARE(step(*encounter, random, Step::Start), QString());

        QCOMPARE(run(*encounter, random, ApplyConditionCommand({ogre}, u"burning"_s)), QString());
        QVERIFY(hp() >= 60 - 8 && hp() <= 60 - 1);
        QCOMPARE(logLinesContaining(*encounter, burns), qsizetype(1));
        qint64 before = hp();
        QCOMPARE(step(*encounter, random, Step::NextRound), QString()); // end of round 1
        QCOMPARE(hp(), before);
        QVERIFY(combatantNamed(*encounter, u"Ogre"_s).hasCondition(u"burning"_s));
        if (putOut)
            QCOMPARE(
                run(*encounter, random, RemoveConditionCommand({ogre}, u"burning"_s)), QString());
        QCOMPARE(step(*encounter, random, Step::NextRound), QString()); // end of round 2
        if (!putOut)
            QVERIFY(before - hp() >= 1 && before - hp() <= 8);
        QVERIFY(!combatantNamed(*encounter, u"Ogre"_s).hasCondition(u"burning"_s));
        before = hp();
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(hp(), before);
        QCOMPARE(logLinesContaining(*encounter, burns), qsizetype(ticks));
    }

    // The catalogue's durations in rounds count down at the end of each round after the one
    // the condition came in: "no attack next round" (1 round) lasts through the next round.
    void conditionExpiryByRounds_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("condition");
        QTest::addColumn<int>("rounds"); // 0 = the catalogue's duration
        QTest::addColumn<int>("roundsLeft"); // -1 = none
        QTest::addColumn<int>("lastRound"); // the last round it is still there (6 = stays)
        QTest::newRow("d20-weapon-broken-1-round-lasts-through-the-next-round")
            << u"d20-ascending"_s << u"weapon-broken"_s << 0 << 1 << 2;
        QTest::newRow("d20-heavy-crossbow-reloads-2-rounds")
            << u"d20-ascending"_s << u"reloading-heavy"_s << 0 << 2 << 3;
        // Rounds the GM gives count the round they are given in, as the GM counts.
        QTest::newRow("d20-gm-given-3-rounds-in-round-1-ends-after-round-3")
            << u"d20-ascending"_s << u"shaken"_s << 3 << 3 << 3;
        QTest::newRow("d20-rest-of-round-ends-with-the-round")
            << u"d20-ascending"_s << u"parrying"_s << 0 << -1 << 1;
        QTest::newRow("d20-until-removed-stays")
            << u"d20-ascending"_s << u"shaken"_s << 0 << -1 << 6;
        QTest::newRow("old-school-rear-attack-then-round-two")
            << u"old-school"_s << u"attacked-from-behind"_s << 0 << -1 << 1;
        QTest::newRow("cc-until-removed-stays")
            << u"castles-crusades"_s << u"prone"_s << 0 << -1 << 6;
    }

    void conditionExpiryByRounds()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, condition);
        QFETCH(int, rounds);
        QFETCH(int, roundsLeft);
        QFETCH(int, lastRound);
        auto encounter = makeEncounter(
            ruleset, {fighter(u"Mira"_s, u"party"_s, 16), fighter(u"Ogre"_s, u"foes"_s, 30)});
        Random random(1);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(run(*encounter, random,
                     ApplyConditionCommand({idOf(*encounter, u"Ogre"_s)}, condition,
                         rounds > 0 ? std::optional<qint64>(rounds) : std::nullopt)),
            QString());
        const ActiveCondition *active = combatantNamed(*encounter, u"Ogre"_s).condition(condition);
        QVERIFY(active);
        QCOMPARE(active->roundsLeft.value_or(-1), qint64(roundsLeft));
        for (int round = 2; round <= 6; ++round) {
            QCOMPARE(step(*encounter, random, Step::NextRound), QString());
            QCOMPARE(
                combatantNamed(*encounter, u"Ogre"_s).hasCondition(condition), round <= lastRound);
        }
    }

    // A condition of the GM's own, in any ruleset: damage now and/or at the end of each round,
    // rounds counted as the GM counts them (given in round 1 for 2 rounds: gone after round 2).
    // The damage is a fixed 3 so the totals are worked out by hand.
    void customConditionTicksAndExpires_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("when");
        QTest::addColumn<int>("rounds"); // 0 = until removed
        QTest::addColumn<QList<int>>("hpAfterRound"); // hit points at the start of rounds 1..4
        QTest::addColumn<int>("lastRound"); // the last round it is there (9 = stays)
        // Ogre 30 hp. Each round: -3 at the end of rounds 1 and 2, then gone.
        QTest::newRow("cc-burning-oil-each-round-2-rounds")
            << u"castles-crusades"_s << u"end_of_round"_s << 2 << QList<int>{30, 27, 24, 24} << 2;
        // Now and each round after: -3 now, -3 at the end of round 2 (as the catalogue's oil:
        // "1d8 now, 1d8 next round"), gone after round 2.
        QTest::newRow("d20-burning-oil-now-and-each-later-round-2-rounds")
            << u"d20-ascending"_s << u"now_and_end_of_round"_s << 2 << QList<int>{27, 27, 24, 24}
            << 2;
        // Now only, until removed: -3 once.
        QTest::newRow("sj-web-damage-now-until-removed")
            << u"spelljammer-d100"_s << u"now"_s << 0 << QList<int>{27, 27, 27, 27} << 9;
        QTest::newRow("brp-held-by-a-web-1-round-no-damage")
            << u"basic-roleplaying"_s << QString() << 1 << QList<int>{30, 30, 30, 30} << 1;
    }

    void customConditionTicksAndExpires()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, when);
        QFETCH(int, rounds);
        QFETCH(QList<int>, hpAfterRound);
        QFETCH(int, lastRound);
        auto encounter = makeEncounter(
            ruleset, {fighter(u"Mira"_s, u"party"_s, 16), fighter(u"Ogre"_s, u"foes"_s, 30)});
        Random random(1);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        Fray::Encounter::CustomCondition own;
        own.label = u"Burning oil"_s;
        if (!when.isEmpty()) {
            own.damage = u"3"_s;
            own.damageWhen = *Fray::Encounter::CustomCondition::whenNamed(when);
        }
        QCOMPARE(run(*encounter, random,
                     ApplyConditionCommand({idOf(*encounter, u"Ogre"_s)}, own,
                         rounds > 0 ? std::optional<qint64>(rounds) : std::nullopt)),
            QString());
        const QString id = u"custom-burning-oil"_s;
        QCOMPARE(combatantNamed(*encounter, u"Ogre"_s).hp, qint64(hpAfterRound[0]));
        for (int round = 2; round <= 4; ++round) {
            QCOMPARE(step(*encounter, random, Step::NextRound), QString());
            QCOMPARE(combatantNamed(*encounter, u"Ogre"_s).hp, qint64(hpAfterRound[round - 1]));
            QCOMPARE(combatantNamed(*encounter, u"Ogre"_s).hasCondition(id), round <= lastRound);
        }
        // What Fray writes it reads back, the GM's condition with it.
        const auto loaded = EncounterJson::fromJson(EncounterJson::toBytes(encounter->state()));
        QVERIFY(loaded.ok());
        QVERIFY(*loaded == encounter->state());
    }

    // What a condition of one's own does to the odds: a to-hit modifier on the holder's
    // attacks (the ruleset's @mod), a defence modifier on attacks against it, cannot act.
    void customConditionModifiesTheOdds()
    {
        Combatant mira = fighter(u"Mira"_s, u"party"_s, 16);
        Combatant ogre = fighter(u"Ogre"_s, u"foes"_s, 30);
        mira.attacks.push_back(weapon(u"Sword"_s, 3, u"1d8"_s));
        ogre.attacks.push_back(weapon(u"Club"_s, 2, u"1d6"_s));
        auto encounter = makeEncounter(u"castles-crusades"_s, {mira, ogre});
        Random random(1);
        Fray::Encounter::CustomCondition web;
        web.label = u"Held by a web"_s;
        web.toHit = -2;
        web.defence = -4;
        QCOMPARE(
            run(*encounter, random, ApplyConditionCommand({idOf(*encounter, u"Ogre"_s)}, web, 3)),
            QString());
        AttackResolver::Request byOgre;
        byOgre.attacker = idOf(*encounter, u"Ogre"_s);
        byOgre.target = idOf(*encounter, u"Mira"_s);
        auto request = AttackResolver::oddsRequest(*encounter, byOgre);
        QVERIFY(request.ok());
        QCOMPARE(request->adjustments.value(u"mod"_s), qint64(-2));
        AttackResolver::Request atOgre;
        atOgre.attacker = idOf(*encounter, u"Mira"_s);
        atOgre.target = idOf(*encounter, u"Ogre"_s);
        request = AttackResolver::oddsRequest(*encounter, atOgre);
        QVERIFY(request.ok());
        QCOMPARE(request->adjustments.value(u"ac"_s), qint64(-4));
        QCOMPARE(request->adjustments.value(u"mod"_s), qint64(0));

        Fray::Encounter::CustomCondition stuck;
        stuck.label = u"Stuck fast"_s;
        stuck.cannotAct = true;
        QCOMPARE(run(*encounter, random,
                     ApplyConditionCommand({idOf(*encounter, u"Mira"_s)}, stuck, std::nullopt)),
            QString());
        QVERIFY(!Fray::Encounter::Vitals(*encounter, random)
                     .canAct(combatantNamed(*encounter, u"Mira"_s)));

        // Undone, it is gone and its effects with it.
        ApplyConditionCommand again({idOf(*encounter, u"Ogre"_s)}, web, 3);
        const auto before = encounter->state();
        QCOMPARE(again.execute(*encounter, random), std::optional<QString>());
        again.undo(*encounter);
        QVERIFY(encounter->state() == before);
    }

    void customConditionTheRulesetCannotCarryIsRefused_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("damage");
        QTest::addColumn<qint64>("defence");
        QTest::addColumn<QString>("message");
        QTest::newRow("no-name") << u"castles-crusades"_s << u"  "_s << QString() << qint64(0)
                                 << u"a condition of your own needs a name"_s;
        QTest::newRow("damage-not-dice") << u"castles-crusades"_s << u"Acid"_s << u"1d"_s
                                         << qint64(0) << u"'Acid': damage '1d'"_s;
        QTest::newRow("old-school-reads-no-defence")
            << u"old-school"_s << u"Blur"_s << QString() << qint64(2)
            << u"reads no defence from its target"_s;
    }

    void customConditionTheRulesetCannotCarryIsRefused()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, label);
        QFETCH(QString, damage);
        QFETCH(qint64, defence);
        QFETCH(QString, message);
        auto encounter = makeEncounter(ruleset, {fighter(u"Ogre"_s, u"foes"_s, 30)});
        Random random(1);
        Fray::Encounter::CustomCondition own;
        own.label = label;
        own.damage = damage;
        own.defence = defence;
        const QString error
            = run(*encounter, random, ApplyConditionCommand({idOf(*encounter, u"Ogre"_s)}, own, 2));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(combatantNamed(*encounter, u"Ogre"_s).conditions.empty());
    }

    // Old-school: "attacked from behind" ends with its round and is followed by a round of
    // recovery (advantage for the attacker in round 2).
    void oldSchoolRearAttackChainsIntoRoundTwo()
    {
        auto encounter = makeEncounter(u"old-school"_s,
            {fighter(u"Aldo"_s, u"party"_s, 16), fighter(u"Ogre"_s, u"foes"_s, 30)});
        Random random(1);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(
            run(*encounter, random,
                ApplyConditionCommand({idOf(*encounter, u"Ogre"_s)}, u"attacked-from-behind"_s)),
            QString());
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QVERIFY(combatantNamed(*encounter, u"Ogre"_s).hasCondition(u"behind-round-two"_s));
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QVERIFY(combatantNamed(*encounter, u"Ogre"_s).conditions.empty());
    }

    // An attack writes one log line with the roll and the damage dice, and the damage lands.
    void attackLogsRollAndDamage_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed = 1; seed <= 10; ++seed)
            QTest::addRow("cc-bonus-30-vs-ac-10-always-hits/seed-%llu", seed) << seed;
    }

    void attackLogsRollAndDamage()
    {
        QFETCH(quint64, seed);
        Combatant aldous = fighter(u"Aldous"_s, u"party"_s, 14, {{u"dex"_s, 12}});
        aldous.attacks.push_back(weapon(u"Longsword"_s, 30, u"1d8+2"_s));
        Combatant ghoul = fighter(u"Ghoul"_s, u"foes"_s, 40, {{u"dex"_s, 14}});
        ghoul.defence = 10;
        auto encounter = makeEncounter(u"castles-crusades"_s, {aldous, ghoul});
        Random random(seed);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        const std::size_t lines = encounter->state().log.size();
        AttackResolver::Request request;
        request.attacker = 1;
        request.target = 2;
        QCOMPARE(run(*encounter, random, AttackCommand(request)), QString());
        QCOMPARE(encounter->state().log.size(), lines + 1);
        const QString line = encounter->state().log.back().text;
        QVERIFY2(line.startsWith(u"Aldous attacks Ghoul with Longsword: Hit"_s), qPrintable(line));
        // The whole roll: the die, the attack bonus, the total against the defence.
        const auto roll = QRegularExpression(
            u"\\(d20 \\[(\\d+)\\] \\+ 30 Attack bonus \\(BtH \\+ STR or DEX\\) = (\\d+) vs Defender's AC 10\\)"_s)
                              .match(line);
        QVERIFY2(roll.hasMatch(), qPrintable(line));
        QVERIFY(roll.captured(1).toInt() >= 1 && roll.captured(1).toInt() <= 20);
        QCOMPARE(roll.captured(2).toInt(), roll.captured(1).toInt() + 30);
        const auto dealt
            = QRegularExpression(u"(\\d+) damage \\(1d8\\+2: \\[(\\d+)\\]\\+2\\)"_s).match(line);
        QVERIFY2(dealt.hasMatch(), qPrintable(line));
        const int die = dealt.captured(2).toInt();
        QVERIFY(die >= 1 && die <= 8);
        QCOMPARE(dealt.captured(1).toInt(), die + 2);
        QCOMPARE(combatantNamed(*encounter, u"Ghoul"_s).hp, qint64(40 - die - 2));
    }

    // A condition that forbids attacking ("no attack next round", "+2 AC instead of an attack",
    // "remaining attacks lost") refuses an attack by its bearer, naming the condition, and
    // changes nothing; other conditions let it attack.
    // C&C surprise is a WIS check per side: 1d20 + bonus + the Castle Keeper's adjustment
    // against the target the GM gives; success is not surprised. The log shows the roll and
    // every value the check read, and the verdict follows from them.
    void surpriseLogShowsTheRollAndWhatItWasChecked_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed = 1; seed <= 16; ++seed)
            QTest::addRow("cc-wis-check-bonus-2-target-12/seed-%llu", seed) << seed;
    }

    void surpriseLogShowsTheRollAndWhatItWasChecked()
    {
        QFETCH(quint64, seed);
        auto encounter = makeEncounter(u"castles-crusades"_s,
            {fighter(u"Aldous"_s, u"party"_s, 10), fighter(u"Ghoul"_s, u"foes"_s, 10)});
        Random random(seed);
        const QMap<QString, QMap<QString, qint64>> values{
            {u"party"_s,
                {{u"wis_bonus"_s, 2}, {u"surprise_adjust"_s, 0}, {u"surprise_target"_s, 12}}},
            {u"foes"_s,
                {{u"wis_bonus"_s, 0}, {u"surprise_adjust"_s, -3}, {u"surprise_target"_s, 18}}}};
        SurpriseCommand surprise({u"party"_s, u"foes"_s}, values);
        QCOMPARE(surprise.execute(*encounter, random), std::optional<QString>());
        QCOMPARE(surprise.results().size(), std::size_t(2));
        // The whole roll: the die, the values that count (a 0 adds nothing and is left out), the
        // total and the target (DESIGN 3a).
        static const QRegularExpression line(
            u"^Surprise for (\\w+): (Not surprised|Surprised) \\(d20 \\[(\\d+)\\] (.*)\\)$"_s);
        int checked = 0;
        for (const auto &entry : encounter->state().log) {
            const auto m = line.match(entry.text);
            if (!m.hasMatch())
                continue;
            // One on a side rolls under their own name.
            const auto result = std::find_if(surprise.results().begin(), surprise.results().end(),
                [&](const auto &r) { return r.who == m.captured(1); });
            QVERIFY(result != surprise.results().end());
            const qint64 raw = m.captured(3).toLongLong();
            const bool party = result->side == u"party";
            const qint64 total = raw + (party ? 2 : -3);
            QCOMPARE(m.captured(4),
                party
                    ? u"+ 2 WIS check bonus (level + WIS modifier) = %1 vs WIS check target 12"_s
                          .arg(total)
                    : u"\u2212 3 Castle Keeper's surprise adjustment = %1 vs WIS check target 18"_s
                          .arg(total));
            const bool surprised = total < (party ? 12 : 18);
            QCOMPARE(m.captured(2), surprised ? u"Surprised"_s : u"Not surprised"_s);
            QCOMPARE(result->surprised, surprised);
            ++checked;
        }
        QCOMPARE(checked, 2);
    }

    void noAttacksConditionRefusesAttacks_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("condition");
        QTest::addColumn<bool>("refused");
        QTest::newRow("d20-weapon-broken-no-attack")
            << u"d20-ascending"_s << u"weapon-broken"_s << true;
        QTest::newRow("d20-parrying-instead-of-attacking")
            << u"d20-ascending"_s << u"parrying"_s << true;
        QTest::newRow("d20-heavy-crossbow-reloading-no-attack")
            << u"d20-ascending"_s << u"reloading-heavy"_s << true;
        QTest::newRow("spelljammer-stunned-remaining-attacks-lost")
            << u"spelljammer-d100"_s << u"stunned"_s << true;
        QTest::newRow("cc-dodging-instead-of-attacking")
            << u"castles-crusades"_s << u"dodging"_s << true;
        QTest::newRow("d20-surprised-cannot-act") << u"d20-ascending"_s << u"surprised"_s << true;
        QTest::newRow("d20-shaken-still-attacks-at-minus-2")
            << u"d20-ascending"_s << u"shaken"_s << false;
        QTest::newRow("d20-prone-still-attacks-at-minus-4")
            << u"d20-ascending"_s << u"prone"_s << false;
    }

    void noAttacksConditionRefusesAttacks()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, condition);
        QFETCH(bool, refused);
        Combatant mira = fighter(u"Mira"_s, u"party"_s, 16);
        mira.attacks.push_back(weapon(u"Longsword"_s, 5, u"1d8+1"_s));
        auto encounter = makeEncounter(ruleset, {mira, fighter(u"Bandit"_s, u"foes"_s, 30)});
        Random random(1);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(run(*encounter, random, ApplyConditionCommand({1}, condition)), QString());
        const EncounterState before = encounter->state();
        AttackResolver::Request request;
        request.attacker = 1;
        request.target = 2;
        const QString error = run(*encounter, random, AttackCommand(request));
        if (!refused) {
            QCOMPARE(error, QString());
            QCOMPARE(encounter->state().log.size(), before.log.size() + 1);
            return;
        }
        const QString label = encounter->ruleset().condition(condition)->label;
        QVERIFY2(
            error.contains(u"Mira cannot attack"_s) && error.contains(label), qPrintable(error));
        QVERIFY(encounter->state() == before);
    }

    // The whole roll (DESIGN 3a), read from the band that decided it as each ruleset writes it:
    // the die, each value and each ticked modifier or condition, the total, and what it was set
    // against; a value that adds nothing is left out.
    void wholeRollIsSaid_data()
    {
        using Parts = std::vector<Fray::Odds::Contribution>;
        using Values = QMap<QString, qint64>;
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("when");
        QTest::addColumn<qint64>("raw");
        QTest::addColumn<Values>("values");
        QTest::addColumn<Parts>("parts");
        QTest::addColumn<QString>("said");
        const QString hit = u"@raw + @attack + @mod >= @ac"_s;
        QTest::newRow("cc-rear-attack-adds-to-the-roll")
            << u"castles-crusades"_s << hit << qint64(5)
            << Values{{u"attack"_s, 3}, {u"mod"_s, 2}, {u"ac"_s, 18}}
            << Parts{{u"mod"_s, Fray::LocalText(u"Rear attack"_s), 2}}
            << u"d20 [5] + 3 Attack bonus (BtH + STR or DEX) + 2 Rear attack = 10 vs "
               "Defender's AC 18"_s;
        QTest::newRow("cc-cover-adds-to-the-defence")
            << u"castles-crusades"_s << hit << qint64(14)
            << Values{{u"attack"_s, 3}, {u"mod"_s, 0}, {u"ac"_s, 18}}
            << Parts{{u"ac"_s, Fray::LocalText(u"Cover 1/2"_s), 4}}
            << u"d20 [14] + 3 Attack bonus (BtH + STR or DEX) = 17 vs Defender's AC 14 + 4 "
               "Cover 1/2 = 18"_s;
        QTest::newRow("cc-prone-and-a-wound-take-away")
            << u"castles-crusades"_s << hit << qint64(12)
            << Values{{u"attack"_s, 3}, {u"mod"_s, -5}, {u"ac"_s, 10}}
            << Parts{{u"mod"_s, Fray::LocalText(u"Prone"_s), -4},
                   {u"mod"_s, Fray::LocalText(u"Wounded"_s), -1}}
            << u"d20 [12] + 3 Attack bonus (BtH + STR or DEX) \u2212 4 Prone \u2212 1 Wounded = 10 "
               "vs Defender's AC 10"_s;
        QTest::newRow("old-school-needed-on-d20")
            << u"old-school"_s << u"@raw + @mod >= @needed"_s << qint64(9)
            << Values{{u"mod"_s, 2}, {u"needed"_s, 13}}
            << Parts{{u"mod"_s, Fray::LocalText(u"Flank attack"_s), 2}}
            << u"d20 [9] + 2 Flank attack = 11 vs Needed on d20 13"_s;
        QTest::newRow("spelljammer-roll-under-the-derived-chance")
            << u"spelljammer-d100"_s << u"@raw <= @msc"_s << qint64(60) << Values{{u"msc"_s, 72}}
            << Parts{} << u"d100 [60] vs Modified strike chance (SC - DEF) 72"_s;
        QTest::newRow("brp-special-a-fifth-of-the-chance")
            << u"basic-roleplaying"_s << u"@special_rounded == 0 and @raw * 5 < @chance"_s
            << qint64(7) << Values{{u"special_rounded"_s, 0}, {u"chance"_s, 60}} << Parts{}
            << u"d100 [7] \u00d7 5 = 35 vs Attack chance after modifiers 60"_s;
        QTest::newRow("a-natural-20-needs-no-vs")
            << u"d20-ascending"_s << u"@raw == 20"_s << qint64(20) << Values{} << Parts{}
            << u"d20 [20]"_s;
    }

    void wholeRollIsSaid()
    {
        using Values = QMap<QString, qint64>;
        QFETCH(QString, ruleset);
        QFETCH(QString, when);
        QFETCH(qint64, raw);
        QFETCH(Values, values);
        QFETCH(std::vector<Fray::Odds::Contribution>, parts);
        QFETCH(QString, said);
        Fray::Odds::RollDecision decision;
        decision.expression = ruleset.endsWith(u"d100"_s) || ruleset == u"basic-roleplaying"
            ? u"1d100"_s
            : u"1d20"_s;
        decision.shown = u"[%1]"_s.arg(raw);
        decision.raw = raw;
        decision.when = *Fray::Dice::Expression::parse(when);
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            decision.values.insert(it.key(), it.value());
        const auto rules = rulesetNamed(ruleset);
        QVERIFY(rules);
        QCOMPARE(Fray::Encounter::RollText::describe(decision, parts, *rules).render(), said);
    }

    // Through an attack with Flank ticked: the line shows the flank's +1 (003, Flank and rear
    // attacks) and a total that is the die plus the attack's 3 plus 1.
    void anAttackSaysItsTickedModifier()
    {
        Combatant aldous = fighter(u"Aldous"_s, u"party"_s, 14, {{u"dex"_s, 12}});
        aldous.attacks.push_back(weapon(u"Longsword"_s, 3, u"1d8"_s));
        Combatant ghoul = fighter(u"Ghoul"_s, u"foes"_s, 40, {{u"dex"_s, 14}});
        ghoul.defence = 18;
        auto encounter = makeEncounter(u"castles-crusades"_s, {aldous, ghoul});
        Random random(3);
        AttackResolver::Request request;
        request.attacker = 1;
        request.target = 2;
        request.modifiers.push_back({u"flank"_s, std::nullopt});
        const auto odds = AttackResolver::oddsRequest(*encounter, request);
        QVERIFY(odds);
        QCOMPARE(run(*encounter, random, AttackCommand(request)), QString());
        const QString line = encounter->state().log.back().text;
        const auto m = QRegularExpression(
            u"\\(d20 \\[(\\d+)\\] \\+ 3 Attack bonus \\(BtH \\+ STR or DEX\\) \\+ (\\d+) Flank attack = (\\d+) vs Defender's AC 18\\)"_s)
                           .match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QCOMPARE(m.captured(2).toInt(), 1);
        QCOMPARE(m.captured(3).toInt(), m.captured(1).toInt() + 3 + 1);
    }
};

QTEST_GUILESS_MAIN(TestAttacksAndConditions)
#include "tst_attacks_and_conditions.moc"
