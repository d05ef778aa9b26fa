// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Initiative by each shipped ruleset's scheme, against the rules documents: one die per PC and
// per group, d6 + DEX every round, initiative per attack with windows and lost counts, d10 with
// DEX ties, DEX ranks, holding, declared actions and group initiative. Where dice decide, a
// test checks what must hold for any roll, over several fixed seeds; where nothing is rolled it
// checks exact values.

#include "EncounterFixture.h"
#include "HermeticTest.h"

class TestInitiativeSchemes : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(testRulesetsLoad().isEmpty(), qPrintable(testRulesetsLoad())); }

    void oldSchoolOneDiePerPcAndPerGroup_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QString>("option");
        QTest::addColumn<int>("entries");
        QTest::addColumn<int>("rollsAfterThreeRounds");
        for (quint64 seed = 1; seed <= 8; ++seed) {
            QTest::addRow("each-pc-d6-each-group-d6-no-reroll/seed-%llu", seed)
                << seed << QString() << 5 << 1;
            QTest::addRow("option-reroll-each-round/seed-%llu", seed)
                << seed << u"reroll-each-round"_s << 5 << 3;
            QTest::addRow("option-one-die-for-the-party/seed-%llu", seed)
                << seed << u"party-roll"_s << 4 << 1;
        }
    }

    void oldSchoolOneDiePerPcAndPerGroup()
    {
        QFETCH(quint64, seed);
        QFETCH(QString, option);
        QFETCH(int, entries);
        QFETCH(int, rollsAfterThreeRounds);

        std::vector<Combatant> cs{
            fighter(u"Aldo"_s, u"party"_s, 12), fighter(u"Brena"_s, u"party"_s, 8)};
        for (int i = 1; i <= 3; ++i) {
            cs.push_back(fighter(u"Goblin %1"_s.arg(i), u"foes"_s, 4));
            cs.back().group = u"Goblins"_s;
        }
        for (int i = 1; i <= 2; ++i) {
            cs.push_back(fighter(u"Orc %1"_s.arg(i), u"foes"_s, 6));
            cs.back().group = u"Orcs"_s;
        }
        cs.push_back(fighter(u"Wolf"_s, u"foes"_s, 9)); // in no group: rolls alone
        auto encounter = makeEncounter(u"old-school"_s, cs);
        Random random(seed);
        if (!option.isEmpty())
            QCOMPARE(run(*encounter, random, SetOptionCommand(option, true)), QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());

        const std::vector<InitiativeEntry> first = encounter->state().order;
        for (int round = 1; round <= 3; ++round) {
            QCOMPARE(encounter->state().round, qint64(round));
            QCOMPARE(qsizetype(encounter->state().order.size()), qsizetype(entries));
            for (const InitiativeEntry &e : encounter->state().order) {
                QVERIFY2(e.value >= 1 && e.value <= 6, qPrintable(QString::number(e.value)));
                QCOMPARE(e.scale, qint64(1));
            }
            verifyOrderShape(*encounter, sameValue);
            if (QTest::currentTestFailed())
                return;
            verifyEachCombatantOnce(*encounter);
            if (QTest::currentTestFailed())
                return;
            // Groups share one entry; the Wolf and (without the party option) each PC have their
            // own.
            QCOMPARE(entriesOf(*encounter, u"Wolf"_s).size(), std::size_t(1));
            QCOMPARE(entriesOf(*encounter, u"Goblin 2"_s).size(), std::size_t(0));
            QCOMPARE(entriesOf(*encounter, u"Aldo"_s).size(),
                std::size_t(option == u"party-roll" ? 0 : 1));
            if (rollsAfterThreeRounds == 1)
                QVERIFY(encounter->state().order == first); // the default: no reroll
            if (round < 3)
                QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        }
        QCOMPARE(initiativeRolls(*encounter), qsizetype(rollsAfterThreeRounds));
    }

    // Ties are simultaneous (000): someone killed on its own count still attacks. C&C (003) says
    // the opposite: damage is immediate and the dead get no action.
    void deathOnATiedCount_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<qint64>("amount");
        QTest::addColumn<qint64>("victimSlot");
        QTest::addColumn<bool>("victimActs");
        QTest::newRow("old-school-killed-on-its-own-tied-count-still-acts")
            << u"old-school"_s << qint64(5) << qint64(0) << true;
        QTest::newRow("old-school-killed-by-a-higher-count-does-not-act")
            << u"old-school"_s << qint64(5) << qint64(1) << false;
        QTest::newRow("d20-ascending-killed-on-its-own-tied-count-still-acts")
            << u"d20-ascending"_s << qint64(5) << qint64(0) << true;
        QTest::newRow("castles-crusades-dead-get-no-action-even-on-a-tie")
            << u"castles-crusades"_s << qint64(15) << qint64(0) << false;
    }

    void deathOnATiedCount()
    {
        QFETCH(QString, ruleset);
        QFETCH(qint64, amount);
        QFETCH(qint64, victimSlot);
        QFETCH(bool, victimActs);

        EncounterState state = stateOf(ruleset,
            {fighter(u"Aldo"_s, u"party"_s, 10), fighter(u"Victim"_s, u"foes"_s, 5),
                fighter(u"Wolf"_s, u"foes"_s, 10)});
        // A fight in round 1 with Aldo acting; the victim shares Aldo's count or comes after.
        InitiativeEntry aldo, victim, wolf;
        aldo.combatant = 1;
        aldo.value = 5;
        aldo.slot = 0;
        victim.combatant = 2;
        victim.value = victimSlot == 0 ? 5 : 4;
        victim.slot = victimSlot;
        wolf.combatant = 3;
        wolf.value = 2;
        wolf.slot = victimSlot + 1;
        state.order = {aldo, victim, wolf};
        state.round = 1;
        state.turn = 0;
        Encounter encounter(rulesetNamed(ruleset), state);
        Random random(1);

        QCOMPARE(damage(encounter, random, u"Victim"_s, amount), QString());
        QVERIFY(Vitals(encounter, random).isOutOfFight(combatantNamed(encounter, u"Victim"_s)));
        QCOMPARE(step(encounter, random, Step::NextTurn), QString());
        QCOMPARE(encounter.state().turn, victimActs ? qint64(1) : qint64(2));
        if (victimActs) {
            // Its turn is its strike: the attack is taken, though it is out of the fight.
            encounter.modifyCombatant(
                1, [](Combatant &c) { c.attacks.push_back(weapon(u"Club"_s, 1, u"1d4"_s)); });
            Fray::Encounter::AttackResolver::Request strike;
            strike.attacker = 2;
            strike.target = 1;
            if (encounter.ruleset().variable(u"needed"_s)) // the GM gives it (old-school)
                strike.values.insert(u"needed"_s, 10);
            const auto refused = Fray::Encounter::AttackResolver(encounter, random).attack(strike);
            QVERIFY2(!refused, qPrintable(refused.value_or(QString())));
            QCOMPARE(step(encounter, random, Step::NextTurn), QString());
            QCOMPARE(encounter.state().turn, qint64(2));
        }
        // Only in the round it fell: it never acts again.
        QCOMPARE(step(encounter, random, Step::NextRound), QString());
        QVERIFY(!actorsUntilRoundEnds(encounter, random).contains(u"Victim"_s));
    }

    // "Superior reach wins round 1 of melee ... This only applies to the first round of combat
    // even if initiative is rerolled each round" (000): first in round 1 whatever it rolled; from
    // round 2 on it acts on its own roll (kept from round 1: old-school does not reroll), so the
    // higher roll goes first and equal rolls share a slot.
    void oldSchoolReachFirstInRoundOneOnly_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QString>("option");
        for (quint64 seed = 1; seed <= 12; ++seed) {
            QTest::addRow("reach-first-round-one-then-own-roll-kept/seed-%llu", seed)
                << seed << QString();
            QTest::addRow("reach-first-round-one-then-own-roll-rerolled/seed-%llu", seed)
                << seed << u"reroll-each-round"_s;
        }
    }

    void oldSchoolReachFirstInRoundOneOnly()
    {
        QFETCH(quint64, seed);
        QFETCH(QString, option);
        auto encounter = makeEncounter(u"old-school"_s,
            {fighter(u"Aldo"_s, u"party"_s, 12), fighter(u"Wolf"_s, u"foes"_s, 9)});
        Random random(seed);
        if (!option.isEmpty())
            QCOMPARE(run(*encounter, random, SetOptionCommand(option, true)), QString());
        QCOMPARE(run(*encounter, random, DeclareCommand(2, QString(), {u"superior-reach"_s})),
            QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(encounter->state().order.size(), std::size_t(2));
        QCOMPARE(encounter->state().order.front().combatant, CombatantId(2));
        QVERIFY(!encounter->state().order.front().note.isEmpty());
        const qint64 wolf = entriesOf(*encounter, u"Wolf"_s).front().value;
        const qint64 aldo = entriesOf(*encounter, u"Aldo"_s).front().value;
        for (int round = 2; round <= 3; ++round) {
            QCOMPARE(step(*encounter, random, Step::NextRound), QString());
            if (option.isEmpty()) {
                QCOMPARE(entriesOf(*encounter, u"Wolf"_s).front().value, wolf);
                QCOMPARE(entriesOf(*encounter, u"Aldo"_s).front().value, aldo);
            }
            verifyOrderShape(*encounter, sameValue);
            if (QTest::currentTestFailed())
                return;
            for (const InitiativeEntry &e : encounter->state().order)
                QCOMPARE(e.note, QString());
        }
    }

    void d20OneD6PlusDexEveryRound_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed = 1; seed <= 10; ++seed)
            QTest::addRow("d6-plus-dex-bonus-rerolled-each-round/seed-%llu", seed) << seed;
    }

    void d20OneD6PlusDexEveryRound()
    {
        QFETCH(quint64, seed);
        const QMap<QString, qint64> bonus{{u"Mira"_s, 2}, {u"Tobin"_s, 0}, {u"Bandit 1"_s, 1},
            {u"Bandit 2"_s, 1}, {u"Chief"_s, -1}, {u"Ogre"_s, 5}};
        std::vector<Combatant> cs;
        for (auto it = bonus.constBegin(); it != bonus.constEnd(); ++it) {
            cs.push_back(fighter(it.key(),
                it.key() == u"Mira" || it.key() == u"Tobin" ? u"party"_s : u"foes"_s, 10,
                {{u"dex_bonus"_s, it.value()}}));
            if (it.key().startsWith(u"Bandit"_s))
                cs.back().group = u"Bandits"_s; // d20-ascending rolls per combatant all the same
        }
        auto encounter = makeEncounter(u"d20-ascending"_s, cs);
        Random random(seed);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        for (int round = 1; round <= 3; ++round) {
            QCOMPARE(encounter->state().order.size(), cs.size());
            for (const InitiativeEntry &e : encounter->state().order) {
                const qint64 b = bonus.value(encounter->find(e.combatant)->name);
                QVERIFY2(e.value >= 1 + b && e.value <= 6 + b,
                    qPrintable(u"%1 with DEX bonus %2"_s.arg(e.value).arg(b)));
            }
            verifyOrderShape(*encounter, sameValue);
            if (QTest::currentTestFailed())
                return;
            if (round < 3)
                QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        }
        QCOMPARE(initiativeRolls(*encounter), qsizetype(3));
    }

    // "The character's action takes place on the same Initiative number as the creature they are
    // waiting for ... simultaneous" (001 Hold Action).
    void d20HoldActsOnTheCountOfTheOneWaitedFor()
    {
        if (!inChildProcess()) {
            const ChildRun child = runCurrentTestInChild();
            QVERIFY2(child.passed, child.output.constData());
            return;
        }
        EncounterState state = stateOf(u"d20-ascending"_s,
            {fighter(u"Holder"_s, u"party"_s, 10), fighter(u"Xan"_s, u"foes"_s, 10),
                fighter(u"Until"_s, u"foes"_s, 10)});
        InitiativeEntry h, x, u;
        h.combatant = 1;
        h.value = 6;
        h.slot = 0;
        x.combatant = 2;
        x.value = 4;
        x.slot = 1;
        u.combatant = 3;
        u.value = 2;
        u.slot = 2;
        state.order = {h, x, u};
        state.round = 1;
        state.turn = 0;
        Encounter encounter(rulesetNamed(u"d20-ascending"_s), state);
        Random random(1);
        const EncounterState before = encounter.state();

        HoldCommand hold(1, 3);
        QCOMPARE(hold.execute(encounter, random).value_or(QString()), QString());
        const auto &order = encounter.state().order;
        QCOMPARE(order.size(), std::size_t(3));
        QCOMPARE(order[0].combatant, CombatantId(2));
        QCOMPARE(order[1].combatant, CombatantId(3));
        QCOMPARE(order[2].combatant, CombatantId(1));
        QCOMPARE(order[2].value, qint64(2)); // Until's number
        QCOMPARE(order[2].slot, order[1].slot); // simultaneous with it
        QCOMPARE(encounter.state().turn, qint64(0)); // Xan acts now
        QCOMPARE(actorsUntilRoundEnds(encounter, random),
            (QStringList{u"Xan"_s, u"Until"_s, u"Holder"_s}));
        hold.undo(encounter);
        QVERIFY(encounter.state().order == before.order);
    }

    // E20: IM +2 with 2 attacks rolls d10+2 and d8+2; one combatant's two attacks on one count:
    // the later goes one count lower.
    void spelljammerInitiativePerAttack_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed = 1; seed <= 60; ++seed)
            QTest::addRow("e20-im-plus-2-two-attacks-d10-and-d8/seed-%llu", seed) << seed;
    }

    void spelljammerInitiativePerAttack()
    {
        QFETCH(quint64, seed);
        Combatant vex = fighter(u"Vex"_s, u"party"_s, 18, {{u"im"_s, 2}});
        vex.attacksPerRound = 2;
        auto encounter = makeEncounter(
            u"spelljammer-d100"_s, {vex, fighter(u"Giff"_s, u"foes"_s, 40, {{u"im"_s, 0}})});
        Random random(seed);
        QCOMPARE(step(*encounter, random, Step::Start), QString());

        const auto attacks = entriesOf(*encounter, u"Vex"_s);
        QCOMPARE(attacks.size(), std::size_t(2));
        const auto first = std::find_if(
            attacks.begin(), attacks.end(), [](const auto &e) { return e.attack == 1; });
        const auto second = std::find_if(
            attacks.begin(), attacks.end(), [](const auto &e) { return e.attack == 2; });
        QVERIFY(first != attacks.end() && second != attacks.end());
        QVERIFY2(first->value >= 3 && first->value <= 12, qPrintable(countText(*first)));
        // d8+2 is 3..10; a collision with the first moves it one lower (to 2 at the least).
        QVERIFY2(second->value >= 2 && second->value <= 10, qPrintable(countText(*second)));
        QVERIFY(second->value != first->value);

        const auto giff = entriesOf(*encounter, u"Giff"_s);
        QCOMPARE(giff.size(), std::size_t(1));
        QVERIFY(giff.front().value >= 1 && giff.front().value <= 10);
        for (const InitiativeEntry &e : encounter->state().order)
            QVERIFY(!e.lost); // nothing here can reach -6
        verifyOrderShape(*encounter, sameValue);
        if (QTest::currentTestFailed())
            return;
    }

    // Windows: pre-movement above 10, movement 10 down to 1, post-movement below 1; -6 or later
    // is lost. Declared actions move the count (no movement +3, run and attack -7).
    void spelljammerWindowsAndLostCounts_data()
    {
        QTest::addColumn<qint64>("im");
        QTest::addColumn<QString>("action");
        QTest::addColumn<qint64>("lowest");
        QTest::addColumn<qint64>("highest");
        QTest::addColumn<QString>("window");
        QTest::newRow("im-plus-10-acts-before-movement")
            << qint64(10) << QString() << qint64(11) << qint64(20) << u"pre-movement"_s;
        QTest::newRow("no-movement-plus-3-im-8-before-movement")
            << qint64(8) << u"no-movement"_s << qint64(12) << qint64(21) << u"pre-movement"_s;
        QTest::newRow("im-0-acts-during-movement")
            << qint64(0) << QString() << qint64(1) << qint64(10) << u"movement"_s;
        QTest::newRow("im-minus-10-acts-after-movement-lost-at-minus-6")
            << qint64(-10) << QString() << qint64(-9) << qint64(0) << u"post-movement"_s;
        QTest::newRow("run-and-attack-at-im-minus-10-is-always-lost") << qint64(
            -10) << u"run-and-attack"_s << qint64(-16) << qint64(-7) << u"post-movement"_s;
    }

    void spelljammerWindowsAndLostCounts()
    {
        QFETCH(qint64, im);
        QFETCH(QString, action);
        QFETCH(qint64, lowest);
        QFETCH(qint64, highest);
        QFETCH(QString, window);
        QString label;
        for (const auto &w : rulesetNamed(u"spelljammer-d100"_s)->initiative.windows) {
            if (w.id == window)
                label = w.label;
        }
        QVERIFY(!label.isEmpty());

        for (quint64 seed = 1; seed <= 12; ++seed) {
            Combatant c = fighter(u"Vex"_s, u"party"_s, 18, {{u"im"_s, im}});
            c.declared = action;
            auto encounter = makeEncounter(u"spelljammer-d100"_s, {c});
            Random random(seed);
            QCOMPARE(step(*encounter, random, Step::RollInitiative), QString());
            const auto entries = entriesOf(*encounter, u"Vex"_s);
            QCOMPARE(entries.size(), std::size_t(1));
            const InitiativeEntry &e = entries.front();
            QVERIFY2(e.value >= lowest && e.value <= highest, qPrintable(countText(e)));
            QCOMPARE(e.window, label);
            QCOMPARE(e.lost, e.value <= -6);
        }
    }

    // The GM calls for declarations each round (SJ 002: "At the beginning of the round, the GM
    // will call for action declarations"): a declared action goes into the next roll only,
    // unless declared for every round. Run and attack with 3 attacks keeps max(1, 3/2) = 1
    // entry; without it, 3 (one per attack).
    void aDeclarationGoesIntoTheNextRollOnly_data()
    {
        QTest::addColumn<bool>("beforeTheFight");
        QTest::addColumn<bool>("everyRound");
        QTest::addColumn<QList<int>>("entriesByRound");
        QTest::newRow("declared-before-round-1-lapses-in-round-2")
            << true << false << QList<int>{1, 3, 3};
        QTest::newRow("declared-during-round-1-goes-into-round-2-only")
            << false << false << QList<int>{3, 1, 3};
        QTest::newRow("declared-for-every-round-stays") << true << true << QList<int>{1, 1, 1};
    }

    void aDeclarationGoesIntoTheNextRollOnly()
    {
        QFETCH(bool, beforeTheFight);
        QFETCH(bool, everyRound);
        QFETCH(QList<int>, entriesByRound);
        Combatant vex = fighter(u"Vex"_s, u"party"_s, 18, {{u"im"_s, 0}});
        vex.attacksPerRound = 3;
        auto encounter = makeEncounter(u"spelljammer-d100"_s, {vex});
        Random random(4);
        const DeclareCommand::Lasting lasting
            = everyRound ? DeclareCommand::Lasting::EveryRound : DeclareCommand::Lasting::NextRoll;
        if (beforeTheFight)
            QCOMPARE(
                run(*encounter, random, DeclareCommand(1, u"run-and-attack"_s, {}, {}, lasting)),
                QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        if (!beforeTheFight)
            QCOMPARE(
                run(*encounter, random, DeclareCommand(1, u"run-and-attack"_s, {}, {}, lasting)),
                QString());
        for (int round = 1; round <= entriesByRound.size(); ++round) {
            QCOMPARE(encounter->state().round, qint64(round));
            QCOMPARE(int(entriesOf(*encounter, u"Vex"_s).size()), entriesByRound[round - 1]);
            QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        }
    }

    void undoingTheNextRoundBringsTheDeclarationBack()
    {
        Combatant vex = fighter(u"Vex"_s, u"party"_s, 18, {{u"im"_s, 0}});
        auto encounter = makeEncounter(u"spelljammer-d100"_s, {vex});
        Random random(4);
        QCOMPARE(run(*encounter, random, DeclareCommand(1, u"run-and-attack"_s, {})), QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(encounter->combatants().front().declared, u"run-and-attack"_s);
        TurnCommand next(Step::NextRound);
        QCOMPARE(next.execute(*encounter, random), std::optional<QString>());
        QCOMPARE(encounter->combatants().front().declared, QString());
        next.undo(*encounter);
        QCOMPARE(encounter->combatants().front().declared, u"run-and-attack"_s);
        QCOMPARE(encounter->combatants().front().declaredRound, qint64(1));
    }

    // A lost entry is skipped: with the only other entry lost, the next turn is the next round.
    void spelljammerLostEntriesAreSkipped()
    {
        Combatant fast = fighter(u"Fast"_s, u"party"_s, 18, {{u"im"_s, 10}});
        Combatant slow = fighter(u"Slow"_s, u"foes"_s, 18, {{u"im"_s, -10}});
        slow.attacksPerRound = 2;
        slow.declared = u"run-and-attack"_s; // d10 - 10 - 7: -16 to -7, always lost
        slow.declaredEveryRound = true;
        auto encounter = makeEncounter(u"spelljammer-d100"_s, {fast, slow});
        Random random(5);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        for (int round = 1; round <= 3; ++round) {
            const auto lost = entriesOf(*encounter, u"Slow"_s);
            QCOMPARE(lost.size(), std::size_t(1)); // run and attack keeps max(1, 2/2) = 1
            QVERIFY(lost.front().lost);
            QCOMPARE(encounter->find(encounter->actingEntry()->combatant)->name, u"Fast"_s);
            QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
            QCOMPARE(encounter->state().round, qint64(round + 1));
        }
    }

    // Move then attack loses floor(n/2) attacks (-5); run and attack keeps max(1, floor(n/2))
    // (-7); the dice are d10, d8, d6, then d4 repeating (R8).
    void spelljammerAttacksKept_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<qint64>("modifier");
        QTest::addColumn<qint64>("attacks");
        QTest::addColumn<qint64>("kept");
        const auto row
            = [](const char *name, const QString &action, qint64 modifier, qint64 attacks,
                  qint64 kept) { QTest::newRow(name) << action << modifier << attacks << kept; };
        row("run-and-attack-1-keeps-1", u"run-and-attack"_s, -7, 1, 1);
        row("run-and-attack-2-keeps-1", u"run-and-attack"_s, -7, 2, 1);
        row("run-and-attack-3-keeps-1", u"run-and-attack"_s, -7, 3, 1);
        row("run-and-attack-4-keeps-2", u"run-and-attack"_s, -7, 4, 2);
        row("run-and-attack-5-keeps-2", u"run-and-attack"_s, -7, 5, 2);
        row("move-and-attack-1-keeps-1", u"move-and-attack"_s, -5, 1, 1);
        row("move-and-attack-2-keeps-1", u"move-and-attack"_s, -5, 2, 1);
        row("move-and-attack-3-keeps-2", u"move-and-attack"_s, -5, 3, 2);
        row("move-and-attack-5-keeps-3", u"move-and-attack"_s, -5, 5, 3);
        row("no-action-3-attacks-d10-d8-d6", QString(), 0, 3, 3);
        row("no-action-5-attacks-d4-repeats", QString(), 0, 5, 5);
    }

    void spelljammerAttacksKept()
    {
        QFETCH(QString, action);
        QFETCH(qint64, modifier);
        QFETCH(qint64, attacks);
        QFETCH(qint64, kept);
        const qint64 dieMax[] = {10, 8, 6, 4, 4};
        for (quint64 seed = 1; seed <= 8; ++seed) {
            Combatant c = fighter(u"Vex"_s, u"party"_s, 18, {{u"im"_s, 0}});
            auto encounter = makeEncounter(u"spelljammer-d100"_s, {c});
            Random random(seed);
            QCOMPARE(run(*encounter, random, DeclareCommand(1, action, {}, attacks)), QString());
            QCOMPARE(step(*encounter, random, Step::RollInitiative), QString());
            auto entries = entriesOf(*encounter, u"Vex"_s);
            QCOMPARE(qint64(entries.size()), kept);
            std::sort(entries.begin(), entries.end(),
                [](const auto &a, const auto &b) { return a.attack < b.attack; });
            for (qint64 i = 0; i < kept; ++i) {
                const InitiativeEntry &e = entries[std::size_t(i)];
                QCOMPARE(e.attack, i + 1);
                // Collisions can push the i-th attack at most i counts below its die's 1.
                QVERIFY2(e.value <= dieMax[i] + modifier && e.value >= 1 + modifier - i,
                    qPrintable(u"attack %1 at %2"_s.arg(i + 1).arg(e.value)));
            }
        }
    }

    void castlesCrusadesD10TiesToDex_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed = 1; seed <= 12; ++seed)
            QTest::addRow("d10-each-round-ties-higher-dex-then-simultaneous/seed-%llu", seed)
                << seed;
    }

    void castlesCrusadesD10TiesToDex()
    {
        QFETCH(quint64, seed);
        std::vector<Combatant> cs{fighter(u"Aldous"_s, u"party"_s, 14, {{u"dex"_s, 12}}),
            fighter(u"Wren"_s, u"party"_s, 8, {{u"dex"_s, 16}}),
            fighter(u"Skeleton 1"_s, u"foes"_s, 6, {{u"dex"_s, 12}}),
            fighter(u"Skeleton 2"_s, u"foes"_s, 6, {{u"dex"_s, 12}}),
            fighter(u"Ghoul"_s, u"foes"_s, 11, {{u"dex"_s, 14}}),
            fighter(u"Rat"_s, u"foes"_s, 2, {{u"dex"_s, 8}})};
        auto encounter = makeEncounter(u"castles-crusades"_s, cs);
        Random random(seed);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        const auto dex = [&](const InitiativeEntry &e) {
            return encounter->find(e.combatant)->stats.value(u"dex"_s);
        };
        for (int round = 1; round <= 3; ++round) {
            QCOMPARE(encounter->state().order.size(), cs.size());
            for (const InitiativeEntry &e : encounter->state().order)
                QVERIFY(e.value >= 1 && e.value <= 10);
            const auto &order = encounter->state().order;
            for (std::size_t i = 1; i < order.size(); ++i) {
                if (order[i - 1].value == order[i].value)
                    QVERIFY2(dex(order[i - 1]) >= dex(order[i]), "higher DEX first on a tie");
            }
            verifyOrderShape(*encounter, [&](const InitiativeEntry &a, const InitiativeEntry &b) {
                return a.value == b.value && dex(a) == dex(b);
            });
            if (QTest::currentTestFailed())
                return;
            if (round < 3)
                QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        }
        QCOMPARE(initiativeRolls(*encounter), qsizetype(3));
    }

    // "Dodge, Evade and Disengage skip initiative" (003); a charge still rolls.
    void castlesCrusadesDeclaredDefenceSkipsTheRoll_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<bool>("rolls");
        QTest::newRow("dodge-skips-the-roll") << u"dodge"_s << false;
        QTest::newRow("evade-skips-the-roll") << u"evade"_s << false;
        QTest::newRow("disengage-skips-the-roll") << u"disengage"_s << false;
        QTest::newRow("charge-still-rolls") << u"charge"_s << true;
    }

    void castlesCrusadesDeclaredDefenceSkipsTheRoll()
    {
        QFETCH(QString, action);
        QFETCH(bool, rolls);
        auto encounter = makeEncounter(u"castles-crusades"_s,
            {fighter(u"Aldous"_s, u"party"_s, 14, {{u"dex"_s, 12}}),
                fighter(u"Ghoul"_s, u"foes"_s, 11, {{u"dex"_s, 14}})});
        Random random(2);
        QCOMPARE(run(*encounter, random, DeclareCommand(1, action, {})), QString());
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(entriesOf(*encounter, u"Aldous"_s).size(), std::size_t(rolls ? 1 : 0));
        QCOMPARE(entriesOf(*encounter, u"Ghoul"_s).size(), std::size_t(1));
    }

    // Optional group initiative: the winning side acts entirely first.
    void castlesCrusadesGroupInitiative()
    {
        for (quint64 seed = 1; seed <= 8; ++seed) {
            auto encounter = makeEncounter(u"castles-crusades"_s,
                {fighter(u"Aldous"_s, u"party"_s, 14, {{u"dex"_s, 12}}),
                    fighter(u"Wren"_s, u"party"_s, 8, {{u"dex"_s, 16}}),
                    fighter(u"Ghoul"_s, u"foes"_s, 11, {{u"dex"_s, 14}}),
                    fighter(u"Skeleton"_s, u"foes"_s, 6, {{u"dex"_s, 12}})});
            Random random(seed);
            QCOMPARE(
                run(*encounter, random, SetOptionCommand(u"group-initiative"_s, true)), QString());
            QCOMPARE(step(*encounter, random, Step::Start), QString());
            const auto &order = encounter->state().order;
            QCOMPARE(order.size(), std::size_t(2));
            QSet<QString> sides;
            for (const InitiativeEntry &e : order) {
                sides.insert(e.side);
                QVERIFY(e.value >= 1 && e.value <= 10);
                QCOMPARE(InitiativeRoller::members(*encounter, e).size(), std::size_t(2));
            }
            QCOMPARE(sides, (QSet<QString>{u"party"_s, u"foes"_s}));
            verifyEachCombatantOnce(*encounter);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void basicRoleplayingDexRanks_data()
    {
        // Each combatant: "Name:DEX:declared action:weapon class:skill".
        QTest::addColumn<QStringList>("combatants");
        QTest::addColumn<QString>("expected");
        QTest::newRow("dex-rank-highest-first")
            << QStringList{u"Ann:16::medium:50"_s, u"Bob:12::medium:50"_s, u"Cid:9::medium:50"_s}
            << u"Ann:16 | Bob:12 | Cid:9"_s;
        QTest::newRow("walk-up-to-5m-keeps-the-full-rank")
            << QStringList{u"Ann:10:walk:medium:50"_s, u"Bob:9::medium:50"_s}
            << u"Ann:10 | Bob:9"_s;
        QTest::newRow("move-6-to-15m-halves-the-rank")
            << QStringList{u"Ann:14:move:medium:50"_s, u"Bob:8::medium:50"_s} << u"Bob:8 | Ann:7"_s;
        QTest::newRow("run-16-to-29m-quarters-the-rank")
            << QStringList{u"Ann:16:run:medium:50"_s, u"Bob:5::medium:50"_s} << u"Bob:5 | Ann:4"_s;
        QTest::newRow("half-rank-3.5-sorts-between-4-and-3")
            << QStringList{u"Ann:7:move:medium:50"_s, u"Bob:4::medium:50"_s, u"Cid:3::medium:50"_s}
            << u"Bob:4 | Ann:3.5 | Cid:3"_s;
        QTest::newRow("quarter-rank-2.75-sorts-between-3-and-2")
            << QStringList{u"Ann:11:run:medium:50"_s, u"Bob:3::medium:50"_s, u"Cid:2::medium:50"_s}
            << u"Bob:3 | Ann:2.75 | Cid:2"_s;
        QTest::newRow("tie-missile-then-long-then-medium-then-short") << QStringList{
            u"Ann:10::short:50"_s, u"Bob:10::medium:50"_s, u"Cid:10::long:50"_s,
            u"Dee:10::missile:50"_s} << u"Dee:10 | Cid:10 | Bob:10 | Ann:10"_s;
        QTest::newRow("tie-same-weapon-type-higher-skill-first")
            << QStringList{u"Ann:10::medium:40"_s, u"Bob:10::medium:65"_s} << u"Bob:10 | Ann:10"_s;
        QTest::newRow("tie-weapon-type-decides-before-skill")
            << QStringList{u"Ann:10::medium:90"_s, u"Bob:10::missile:30"_s} << u"Bob:10 | Ann:10"_s;
        QTest::newRow("tie-same-type-same-skill-simultaneous")
            << QStringList{u"Ann:10::medium:50"_s, u"Bob:10::medium:50"_s, u"Cid:4::short:20"_s}
            << u"Ann+Bob:10 | Cid:4"_s;
        QTest::newRow("halved-rank-ties-a-full-rank-then-weapon-type")
            << QStringList{u"Ann:12:move:missile:50"_s, u"Bob:6::short:50"_s} << u"Ann:6 | Bob:6"_s;
    }

    void basicRoleplayingDexRanks()
    {
        QFETCH(QStringList, combatants);
        QFETCH(QString, expected);
        std::vector<Combatant> cs;
        for (const QString &spec : std::as_const(combatants)) {
            const QStringList f = spec.split(u':');
            Combatant c = fighter(f[0], u"foes"_s, 12, {{u"dex"_s, f[1].toLongLong()}});
            c.declared = f[2];
            c.declaredEveryRound = true; // so the next round may show the order is kept
            c.attacks.push_back(weapon(u"Weapon"_s, f[4].toLongLong(), u"1d6"_s, f[3]));
            cs.push_back(c);
        }
        auto encounter = makeEncounter(u"basic-roleplaying"_s, cs);
        Random random(1);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(slotsText(*encounter), expected);
        // No roll: the next round has the same order.
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(slotsText(*encounter), expected);
    }
};

QTEST_GUILESS_MAIN(TestInitiativeSchemes)
#include "tst_initiative_schemes.moc"
