// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// HP states under each shipped ruleset, against the rules documents: wounds and their modifiers,
// stun thresholds, bleeding, death at the end of the round, subdual damage. Where dice decide, a
// test checks what must hold for any roll, over several fixed seeds; where nothing is rolled it
// checks exact values.

#include "EncounterFixture.h"
#include "HermeticTest.h"

class TestHpStates : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(testRulesetsLoad().isEmpty(), qPrintable(testRulesetsLoad())); }

    // E22: stunned by a single hit doing more than the threshold, never by one doing exactly it.
    void spelljammerStunThresholds_data()
    {
        QTest::addColumn<qint64>("con");
        QTest::addColumn<qint64>("size");
        QTest::addColumn<qint64>("maxHp");
        QTest::addColumn<qint64>("threshold");
        QTest::newRow("e22-con-14-more-than-14")
            << qint64(14) << qint64(0) << qint64(60) << qint64(14);
        QTest::newRow("e22-con-30-more-than-35")
            << qint64(30) << qint64(0) << qint64(80) << qint64(35);
        QTest::newRow("e22-con-24-giant-more-than-31")
            << qint64(24) << qint64(4) << qint64(80) << qint64(31);
        QTest::newRow("e22-con-20-hp-125-more-than-23")
            << qint64(20) << qint64(0) << qint64(125) << qint64(23);
        QTest::newRow("e22-con-25-large-more-than-29")
            << qint64(25) << qint64(2) << qint64(80) << qint64(29);
    }

    void spelljammerStunThresholds()
    {
        QFETCH(qint64, con);
        QFETCH(qint64, size);
        QFETCH(qint64, maxHp);
        QFETCH(qint64, threshold);
        for (const qint64 amount : {threshold, threshold + 1}) {
            auto encounter = makeEncounter(u"spelljammer-d100"_s,
                {fighter(u"Target"_s, u"foes"_s, maxHp, {{u"con"_s, con}, {u"stun_size"_s, size}}),
                    fighter(u"Other"_s, u"party"_s, 20)});
            Random random(1);
            QCOMPARE(step(*encounter, random, Step::Start), QString());
            QCOMPARE(damage(*encounter, random, u"Target"_s, amount), QString());
            const Combatant &target = combatantNamed(*encounter, u"Target"_s);
            QCOMPARE(target.hp, maxHp - amount);
            QCOMPARE(target.hasCondition(u"stunned"_s), amount > threshold);
            // For the rest of the round only.
            QCOMPARE(step(*encounter, random, Step::NextRound), QString());
            QVERIFY(!combatantNamed(*encounter, u"Target"_s).hasCondition(u"stunned"_s));
        }
    }

    // E23: wound modifiers, with no modifier for a band the starting hit points already fall in.
    void spelljammerWoundModifiers_data()
    {
        QTest::addColumn<qint64>("start");
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<QString>("state");
        QTest::addColumn<qint64>("modifier");
        QTest::newRow("e23-start-18-at-12-no-modifier")
            << qint64(18) << qint64(12) << u"wounded"_s << qint64(0);
        QTest::newRow("e23-start-18-at-10-minus-20")
            << qint64(18) << qint64(10) << u"very-badly-wounded-10"_s << qint64(-20);
        QTest::newRow("e23-start-18-at-4-minus-30")
            << qint64(18) << qint64(4) << u"very-badly-wounded-5"_s << qint64(-30);
        QTest::newRow("e23-start-40-at-20-minus-10")
            << qint64(40) << qint64(20) << u"badly-wounded"_s << qint64(-10);
        QTest::newRow("start-40-at-19-below-half-minus-10")
            << qint64(40) << qint64(19) << u"badly-wounded"_s << qint64(-10);
    }

    void spelljammerWoundModifiers()
    {
        QFETCH(qint64, start);
        QFETCH(qint64, hp);
        QFETCH(QString, state);
        QFETCH(qint64, modifier);
        Combatant wounded = fighter(u"Vex"_s, u"party"_s, start, {{u"con"_s, 50}});
        wounded.attacks.push_back(weapon(u"Cutlass"_s, 80, u"1d8"_s));
        auto encounter
            = makeEncounter(u"spelljammer-d100"_s, {wounded, fighter(u"Giff"_s, u"foes"_s, 40)});
        Random random(1);
        QCOMPARE(damage(*encounter, random, u"Vex"_s, start - hp), QString());
        const Combatant &vex = combatantNamed(*encounter, u"Vex"_s);
        QCOMPARE(vex.hp, hp);
        QCOMPARE(vex.state, state);
        // The modifier counts against the wounded combatant's attacks.
        AttackResolver::Request request;
        request.attacker = vex.id;
        request.target = idOf(*encounter, u"Giff"_s);
        const auto odds = AttackResolver::oddsRequest(*encounter, request);
        QVERIFY(odds.ok());
        QCOMPARE(odds->adjustments.value(u"mod"_s), modifier);
    }

    // E28: 12 HP in hard leather (2 AP) hit for 6 takes 4; at 2 HP unconscious; at 0 or less
    // when the round ends dead, unless First Aid raised it to 1 before.
    void basicRoleplayingWoundsAndDeath_data()
    {
        QTest::addColumn<qint64>("amount");
        QTest::addColumn<qint64>("healed");
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("stateAfterRound");
        QTest::newRow("e28-hard-leather-6-damage-takes-4")
            << qint64(4) << qint64(0) << qint64(8) << QString() << QString();
        QTest::newRow("e28-at-2-unconscious")
            << qint64(10) << qint64(0) << qint64(2) << u"unconscious"_s << u"unconscious"_s;
        QTest::newRow("e28-at-0-when-the-round-ends-dead")
            << qint64(12) << qint64(0) << qint64(0) << u"unconscious"_s << u"dead"_s;
        QTest::newRow("e28-first-aid-to-1-before-the-round-ends-saves")
            << qint64(12) << qint64(1) << qint64(1) << u"unconscious"_s << u"unconscious"_s;
        QTest::newRow("r18-negative-hit-points-exist")
            << qint64(15) << qint64(0) << qint64(-3) << u"unconscious"_s << u"dead"_s;
    }

    void basicRoleplayingWoundsAndDeath()
    {
        QFETCH(qint64, amount);
        QFETCH(qint64, healed);
        QFETCH(qint64, hp);
        QFETCH(QString, state);
        QFETCH(QString, stateAfterRound);
        auto encounter = makeEncounter(u"basic-roleplaying"_s,
            {fighter(u"Jack"_s, u"party"_s, 12, {{u"dex"_s, 12}}),
                fighter(u"Thug"_s, u"foes"_s, 14, {{u"dex"_s, 10}})});
        Random random(1);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(damage(*encounter, random, u"Jack"_s, amount), QString());
        if (healed > 0)
            QCOMPARE(run(*encounter, random, HealCommand({idOf(*encounter, u"Jack"_s)}, healed)),
                QString());
        QCOMPARE(combatantNamed(*encounter, u"Jack"_s).hp, hp);
        QCOMPARE(combatantNamed(*encounter, u"Jack"_s).state, state);
        // The GM lets the round end (the window asks first; tst_round_end).
        QCOMPARE(step(*encounter, random, Step::LetRoundEnd), QString());
        QCOMPARE(combatantNamed(*encounter, u"Jack"_s).state, stateAfterRound);
    }

    // C&C (003): 0 unconscious; -1 to -6 unconscious and grievously wounded; -7 to -9 mortally
    // wounded; -10 dead.
    void castlesCrusadesHpStates_data()
    {
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<QString>("state");
        QTest::addColumn<bool>("dead");
        QTest::newRow("1-hp-fights-on") << qint64(1) << QString() << false;
        QTest::newRow("0-unconscious") << qint64(0) << u"unconscious"_s << false;
        QTest::newRow("minus-1-grievously-wounded")
            << qint64(-1) << u"grievously-wounded"_s << false;
        QTest::newRow("minus-6-grievously-wounded")
            << qint64(-6) << u"grievously-wounded"_s << false;
        QTest::newRow("minus-7-mortally-wounded") << qint64(-7) << u"mortally-wounded"_s << false;
        QTest::newRow("minus-9-mortally-wounded") << qint64(-9) << u"mortally-wounded"_s << false;
        QTest::newRow("minus-10-dead") << qint64(-10) << u"dead"_s << true;
        QTest::newRow("minus-15-dead") << qint64(-15) << u"dead"_s << true;
    }

    void castlesCrusadesHpStates()
    {
        QFETCH(qint64, hp);
        QFETCH(QString, state);
        QFETCH(bool, dead);
        auto encounter = makeEncounter(u"castles-crusades"_s,
            {fighter(u"Aldous"_s, u"party"_s, 14), fighter(u"Orc"_s, u"foes"_s, 10)});
        Random random(1);
        QCOMPARE(damage(*encounter, random, u"Orc"_s, 10 - hp), QString());
        const Combatant &orc = combatantNamed(*encounter, u"Orc"_s);
        QCOMPARE(orc.hp, hp);
        QCOMPARE(orc.state, state);
        Vitals vitals(*encounter, random);
        QCOMPARE(vitals.isDead(orc), dead);
        QCOMPARE(vitals.canAct(orc), hp > 0);
    }

    // C&C: -7 to -9 mortally wounded, -1 HP per round until aided; -10 dead.
    void castlesCrusadesBleeding_data()
    {
        QTest::addColumn<int>("aidAfterRounds"); // -1 = never
        QTest::addColumn<QList<qint64>>("hpAfterRounds");
        QTest::addColumn<QString>("finalState");
        QTest::newRow("mortally-wounded-at-minus-7-dead-after-three-rounds")
            << -1 << QList<qint64>{-8, -9, -10, -10} << u"dead"_s;
        QTest::newRow("aid-at-once-stops-the-loss")
            << 0 << QList<qint64>{-7, -7, -7, -7} << u"mortally-wounded"_s;
        QTest::newRow("aid-after-one-round-stops-at-minus-8")
            << 1 << QList<qint64>{-8, -8, -8, -8} << u"mortally-wounded"_s;
    }

    void castlesCrusadesBleeding()
    {
        QFETCH(int, aidAfterRounds);
        QFETCH(QList<qint64>, hpAfterRounds);
        QFETCH(QString, finalState);
        auto encounter = makeEncounter(u"castles-crusades"_s,
            {fighter(u"Aldous"_s, u"party"_s, 14, {{u"dex"_s, 12}}),
                fighter(u"Orc"_s, u"foes"_s, 10, {{u"dex"_s, 10}})});
        Random random(1);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(damage(*encounter, random, u"Orc"_s, 17), QString());
        QCOMPARE(combatantNamed(*encounter, u"Orc"_s).hp, qint64(-7));
        QCOMPARE(combatantNamed(*encounter, u"Orc"_s).state, u"mortally-wounded"_s);
        for (int round = 0; round < hpAfterRounds.size(); ++round) {
            if (round == aidAfterRounds)
                QCOMPARE(
                    run(*encounter, random, AidCommand(idOf(*encounter, u"Orc"_s))), QString());
            QCOMPARE(step(*encounter, random, Step::LetRoundEnd), QString());
            QCOMPARE(combatantNamed(*encounter, u"Orc"_s).hp, hpAfterRounds[round]);
        }
        QCOMPARE(combatantNamed(*encounter, u"Orc"_s).state, finalState);
    }

    // D20-17: "reduced to zero hit points and has taken some non-lethal damage, they fall
    // unconscious instead of dying. Any further damage to an unconscious character counts as
    // lethal and can kill them" (001 17.0.16; R7: otherwise 0 is dead).
    void d20DeathAndSubdual_data()
    {
        QTest::addColumn<QString>("firstPool");
        QTest::addColumn<qint64>("first");
        QTest::addColumn<QString>("secondPool");
        QTest::addColumn<qint64>("second");
        QTest::addColumn<QString>("state");
        QTest::newRow("r7-lethal-to-0-is-dead")
            << u"lethal"_s << qint64(8) << QString() << qint64(0) << u"dead"_s;
        QTest::newRow("subdual-to-0-is-unconscious")
            << u"subdual"_s << qint64(8) << QString() << qint64(0) << u"subdued"_s;
        QTest::newRow("some-subdual-then-lethal-to-0-is-unconscious")
            << u"subdual"_s << qint64(2) << u"lethal"_s << qint64(6) << u"subdued"_s;
        QTest::newRow("lethal-below-0-with-subdual-taken-is-unconscious")
            << u"subdual"_s << qint64(3) << u"lethal"_s << qint64(9) << u"subdued"_s;
        QTest::newRow("further-damage-to-the-unconscious-is-lethal")
            << u"subdual"_s << qint64(8) << u"lethal"_s << qint64(2) << u"dead"_s;
        QTest::newRow("further-subdual-damage-to-the-unconscious-counts-as-lethal")
            << u"subdual"_s << qint64(8) << u"subdual"_s << qint64(1) << u"dead"_s;
    }

    void d20DeathAndSubdual()
    {
        QFETCH(QString, firstPool);
        QFETCH(qint64, first);
        QFETCH(QString, secondPool);
        QFETCH(qint64, second);
        QFETCH(QString, state);
        auto encounter = makeEncounter(u"d20-ascending"_s,
            {fighter(u"Mira"_s, u"party"_s, 16), fighter(u"Bandit"_s, u"foes"_s, 8)});
        Random random(1);
        QCOMPARE(damage(*encounter, random, u"Bandit"_s, first, firstPool), QString());
        if (!secondPool.isEmpty())
            QCOMPARE(damage(*encounter, random, u"Bandit"_s, second, secondPool), QString());
        QCOMPARE(combatantNamed(*encounter, u"Bandit"_s).hp, 8 - first - second);
        QCOMPARE(combatantNamed(*encounter, u"Bandit"_s).state, state);
        // The state holds when the round ends and the states are looked at again.
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(combatantNamed(*encounter, u"Bandit"_s).state, state);
    }

    // A damage command takes exactly its amount, under every ruleset, from every target.
    void damageLeavesHpMinusAmount_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const char *id : {"old-school", "d20-ascending", "spelljammer-d100",
                 "castles-crusades", "basic-roleplaying", "powered-by-dice"})
            QTest::addRow("%s-damage-3-of-10-leaves-7", id) << QString::fromLatin1(id);
    }

    void damageLeavesHpMinusAmount()
    {
        QFETCH(QString, ruleset);
        auto encounter = makeEncounter(ruleset,
            {fighter(u"Ann"_s, u"party"_s, 10), fighter(u"Bob"_s, u"foes"_s, 10),
                fighter(u"Cid"_s, u"foes"_s, 10)});
        Random random(1);
        QCOMPARE(run(*encounter, random,
                     DamageCommand({idOf(*encounter, u"Bob"_s), idOf(*encounter, u"Cid"_s)}, 3)),
            QString());
        QCOMPARE(combatantNamed(*encounter, u"Ann"_s).hp, qint64(10));
        QCOMPARE(combatantNamed(*encounter, u"Bob"_s).hp, qint64(7));
        QCOMPARE(combatantNamed(*encounter, u"Cid"_s).hp, qint64(7));
        QCOMPARE(
            run(*encounter, random, DamageCommand({idOf(*encounter, u"Ann"_s)}, 0)), QString());
        QCOMPARE(combatantNamed(*encounter, u"Ann"_s).hp, qint64(10));
    }
};

QTEST_GUILESS_MAIN(TestHpStates)
#include "tst_hp_states.moc"
