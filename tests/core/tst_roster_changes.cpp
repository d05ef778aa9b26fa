// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Combatants joining and leaving a fight under way, and the sample encounter files: the order,
// the turn and the saved file stay valid. Where dice decide, a
// test checks what must hold for any roll, over several fixed seeds; where nothing is rolled it
// checks exact values.

#include "EncounterFixture.h"
#include "HermeticTest.h"
#include "core/encounter/EncounterCheck.h"

using Fray::Encounter::EncounterCheck;

class TestRosterChanges : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(testRulesetsLoad().isEmpty(), qPrintable(testRulesetsLoad())); }

    void sampleFilesLoadStartAndRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files
            = QDir(testData() + u"/encounters"_s).entryList({u"*.fray.json"_s}, QDir::Files);
        QCOMPARE(files.size(), 5);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << f;
    }

    void sampleFilesLoadStartAndRoundTrip()
    {
        QFETCH(QString, file);
        const auto state = EncounterJson::fromFile(testData() + u"/encounters/"_s + file);
        QVERIFY2(state.ok(), state.ok() ? "" : qPrintable(state.error().constFirst().toString()));
        QCOMPARE(state->rulesetId + u".fray.json"_s, file);
        QVERIFY(state->combatants.size() >= 3);
        Encounter encounter(rulesetNamed(state->rulesetId), *state);
        Random random(1);
        QCOMPARE(step(encounter, random, Step::Start), QString());
        QVERIFY(encounter.actingEntry());
        const auto again = EncounterJson::fromJson(EncounterJson::toBytes(encounter.state()));
        QVERIFY(again.ok());
        QVERIFY(*again == encounter.state());
    }

    // The players' page's flag is written only when set and read back; a file without it shows
    // everyone, as every file from before the flag did.
    void hiddenFromPlayersRoundTripsThroughTheFile()
    {
        std::vector<Combatant> cs{
            fighter(u"Aldo"_s, u"party"_s, 10), fighter(u"Lurker"_s, u"foes"_s, 6)};
        cs[1].hiddenFromPlayers = true;
        auto encounter = makeEncounter(u"old-school"_s, cs);
        const QByteArray bytes = EncounterJson::toBytes(encounter->state());
        QCOMPARE(bytes.count("\"hidden_from_players\""), qsizetype(1));
        const auto loaded = EncounterJson::fromJson(bytes);
        QVERIFY(loaded.ok());
        QVERIFY(*loaded == encounter->state());
        QVERIFY(!loaded->combatants[0].hiddenFromPlayers);
        QVERIFY(loaded->combatants[1].hiddenFromPlayers);
    }

    // Older files carry stats the rulesets have since retired because they repeated a field
    // (C&C's "ac" beside the AC). They still load; the stat is dropped and the field, which the
    // table and the odds always read, keeps its value even where the two disagreed.
    void retiredStatsLoadAndTheFieldStays_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("stat");
        QTest::newRow("castles-crusades-ac") << u"castles-crusades"_s << u"ac"_s;
        QTest::newRow("d20-ascending-ac") << u"d20-ascending"_s << u"ac"_s;
        QTest::newRow("spelljammer-def") << u"spelljammer-d100"_s << u"def"_s;
        QTest::newRow("spelljammer-prot") << u"spelljammer-d100"_s << u"prot"_s;
        QTest::newRow("spelljammer-sc") << u"spelljammer-d100"_s << u"sc"_s;
        QTest::newRow("basic-roleplaying-armour-points")
            << u"basic-roleplaying"_s << u"armour_points"_s;
    }

    void retiredStatsLoadAndTheFieldStays()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, stat);
        Combatant chief = EncounterFixture::fighter(u"Hobgoblin chief"_s, u"foes"_s, 18);
        chief.stats.insert(stat, 15);
        chief.defence = 18;
        chief.armor = 2;
        chief.attacks = {EncounterFixture::weapon(u"Morning star"_s, 4, u"2d4"_s)};
        const EncounterState state = EncounterFixture::stateOf(ruleset, {chief});
        const auto problems = EncounterCheck::encounter(state, *rulesetNamed(ruleset));
        QVERIFY2(problems.isEmpty(), qPrintable(EncounterCheck::summary(problems)));

        Encounter encounter(rulesetNamed(ruleset), state);
        const Combatant &loaded = encounter.combatants().front();
        QVERIFY(!loaded.stats.contains(stat));
        QCOMPARE(loaded.defence, 18);
        QCOMPARE(loaded.armor, 2);
        QCOMPARE(loaded.attacks.front().value, 4);

        // A library entry saved with the stat joins without it.
        Random random(1);
        chief.name = u"Second chief"_s;
        QCOMPARE(run(encounter, random, AddCombatantsCommand(chief, 1)), QString());
        QVERIFY(!encounter.combatants().back().stats.contains(stat));
        QCOMPARE(encounter.combatants().back().defence, 18);
    }

    // Removing a group's first member (the one its initiative entry names) must leave an
    // encounter that saves and loads back.
    void removingAGroupMemberKeepsTheFileLoadable_data()
    {
        QTest::addColumn<QString>("removed");
        QTest::newRow("no-one-removed") << QString();
        QTest::newRow("second-member-removed") << u"Goblin 2"_s;
        QTest::newRow("first-member-removed") << u"Goblin 1"_s;
    }

    void removingAGroupMemberKeepsTheFileLoadable()
    {
        QFETCH(QString, removed);
        std::vector<Combatant> cs{fighter(u"Aldo"_s, u"party"_s, 12)};
        for (int i = 1; i <= 3; ++i) {
            cs.push_back(fighter(u"Goblin %1"_s.arg(i), u"foes"_s, 4));
            cs.back().group = u"Goblins"_s;
        }
        auto encounter = makeEncounter(u"old-school"_s, cs);
        Random random(4);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        if (!removed.isEmpty())
            QCOMPARE(run(*encounter, random, RemoveCombatantCommand(idOf(*encounter, removed))),
                QString());
        // The Goblins still have their one entry, and it names one of them.
        for (const InitiativeEntry &e : encounter->state().order)
            QVERIFY(encounter->find(e.combatant));
        const auto goblins = std::count_if(encounter->state().order.begin(),
            encounter->state().order.end(), [&](const InitiativeEntry &e) {
                return e.group == u"Goblins" && encounter->find(e.combatant)->group == u"Goblins";
            });
        QCOMPARE(goblins, std::ptrdiff_t(1));
        const auto loaded = EncounterJson::fromJson(EncounterJson::toBytes(encounter->state()));
        QVERIFY2(
            loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error().constFirst().toString()));
        QVERIFY(*loaded == encounter->state());
    }

    // Removing a combatant keeps the turn where the fight is: the acting entry keeps acting, or,
    // when it is the one removed, the turn passes as next-turn would pass it, never back to
    // someone who has acted. Old-school keeps its order from round to round, so no dice decide.
    void removingACombatantKeepsTheTurn_data()
    {
        QTest::addColumn<QString>("removed");
        QTest::addColumn<qint64>("turn"); // acting before: 0 Aldo, 1 Goblins, 2 Brena
        QTest::addColumn<QString>("acting"); // acting after
        QTest::addColumn<qint64>("round");
        QTest::newRow("acting-removed-the-next-entry-acts")
            << u"Aldo"_s << qint64(0) << u"Goblins"_s << qint64(1);
        QTest::newRow("acting-last-removed-the-next-round-begins")
            << u"Brena"_s << qint64(2) << u"Aldo"_s << qint64(2);
        QTest::newRow("one-who-acted-removed-the-acting-still-acts")
            << u"Aldo"_s << qint64(2) << u"Brena"_s << qint64(1);
        QTest::newRow("one-still-to-act-removed-the-acting-still-acts")
            << u"Brena"_s << qint64(1) << u"Goblins"_s << qint64(1);
        QTest::newRow("acting-group-loses-its-first-member-and-still-acts")
            << u"Goblin 1"_s << qint64(1) << u"Goblins"_s << qint64(1);
        QTest::newRow("acting-group-loses-its-last-member-the-next-entry-acts")
            << u"Goblin 2"_s << qint64(1) << u"Brena"_s << qint64(1);
    }

    void removingACombatantKeepsTheTurn()
    {
        QFETCH(QString, removed);
        QFETCH(qint64, turn);
        QFETCH(QString, acting);
        QFETCH(qint64, round);
        Combatant goblin1 = fighter(u"Goblin 1"_s, u"foes"_s, 4);
        Combatant goblin2 = fighter(u"Goblin 2"_s, u"foes"_s, 4);
        goblin1.group = goblin2.group = u"Goblins"_s;
        EncounterState state = stateOf(u"old-school"_s,
            {fighter(u"Aldo"_s, u"party"_s, 10), goblin1, goblin2,
                fighter(u"Brena"_s, u"party"_s, 8)});
        if (removed == u"Goblin 2") // a group of one: removing it leaves no member
            state.combatants.erase(state.combatants.begin() + 1);
        InitiativeEntry aldo, goblins, brena;
        aldo.combatant = 1;
        aldo.value = 6;
        aldo.slot = 0;
        goblins.combatant = removed == u"Goblin 2" ? 3 : 2;
        goblins.side = u"foes"_s;
        goblins.group = u"Goblins"_s;
        goblins.value = 4;
        goblins.slot = 1;
        brena.combatant = 4;
        brena.value = 2;
        brena.slot = 2;
        state.order = {aldo, goblins, brena};
        state.round = 1;
        state.turn = turn;
        Encounter encounter(rulesetNamed(u"old-school"_s), state);
        Random random(1);

        QCOMPARE(
            run(encounter, random, RemoveCombatantCommand(idOf(encounter, removed))), QString());
        QCOMPARE(encounter.state().round, round);
        QVERIFY(encounter.actingEntry());
        QCOMPARE(InitiativeRoller::name(encounter, *encounter.actingEntry()), acting);
        for (const InitiativeEntry &e : encounter.state().order)
            QVERIFY(encounter.find(e.combatant));
    }

    // A combatant added during a fight gets its place in this round's order at once, rolled by
    // the ruleset's scheme, and everyone else keeps theirs: old-school (000) rolls a d6 for a PC
    // and one d6 for a new group, a new member of a group acts on its group's entry; D20-17 (001)
    // rolls d6 + DEX bonus.
    // A combatant added under a name the fight has already numbered goes on from the highest
    // number ("Goblin 4" beside Goblin 1-3), as a drag from the library adds one at a time; a
    // name the fight does not hold keeps its own, and several are numbered from 1.
    void anAddedCombatantIsNumberedOnFromItsNamesakes_data()
    {
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<QStringList>("added");
        QTest::newRow("a-new-name-stays-as-it-is")
            << QStringList{} << qint64(1) << QStringList{u"Goblin"_s};
        QTest::newRow("several-are-numbered-from-one")
            << QStringList{} << qint64(3)
            << QStringList{u"Goblin 1"_s, u"Goblin 2"_s, u"Goblin 3"_s};
        QTest::newRow("a-second-of-a-name-is-number-two")
            << QStringList{u"Goblin"_s} << qint64(1) << QStringList{u"Goblin 2"_s};
        QTest::newRow("one-more-goes-on-from-the-numbered") << QStringList{u"Goblin 1"_s,
            u"Goblin 2"_s, u"Goblin 3"_s} << qint64(1) << QStringList{u"Goblin 4"_s};
        QTest::newRow("a-gap-is-not-filled")
            << QStringList{u"Goblin 1"_s, u"Goblin 3"_s} << qint64(1) << QStringList{u"Goblin 4"_s};
        QTest::newRow("several-go-on-from-the-highest")
            << QStringList{u"Goblin 2"_s} << qint64(2) << QStringList{u"Goblin 3"_s, u"Goblin 4"_s};
        QTest::newRow("a-longer-name-is-another-name")
            << QStringList{u"Goblin Boss 1"_s} << qint64(1) << QStringList{u"Goblin"_s};
    }

    void anAddedCombatantIsNumberedOnFromItsNamesakes()
    {
        QFETCH(QStringList, present);
        QFETCH(qint64, count);
        QFETCH(QStringList, added);
        std::vector<Combatant> cs{fighter(u"Aldo"_s, u"party"_s, 12)};
        for (const QString &name : std::as_const(present))
            cs.push_back(fighter(name, u"foes"_s, 4));
        auto encounter = makeEncounter(u"old-school"_s, cs);
        Random random(1);
        QCOMPARE(run(*encounter, random,
                     AddCombatantsCommand(fighter(u"Goblin"_s, u"foes"_s, 4), count)),
            QString());
        QStringList names;
        for (std::size_t i = cs.size(); i < encounter->combatants().size(); ++i)
            names << encounter->combatants()[i].name;
        QCOMPARE(names, added);
    }

    void combatantAddedMidFightGetsAnEntry_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("side");
        QTest::addColumn<QString>("group");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<qint64>("dexBonus"); // -1: the ruleset has no such stat
        QTest::addColumn<QString>("entry"); // the new entry's name, empty for none
        QTest::addColumn<qint64>("lowest");
        QTest::addColumn<qint64>("highest");
        for (quint64 seed = 1; seed <= 6; ++seed) {
            QTest::addRow("old-school-pc-rolls-a-d6/seed-%llu", seed)
                << seed << u"old-school"_s << u"Cade"_s << u"party"_s << QString() << qint64(1)
                << qint64(-1) << u"Cade"_s << qint64(1) << qint64(6);
            QTest::addRow("old-school-new-group-rolls-one-d6/seed-%llu", seed)
                << seed << u"old-school"_s << u"Orc"_s << u"foes"_s << QString() << qint64(3)
                << qint64(-1) << u"Orc"_s << qint64(1) << qint64(6);
            QTest::addRow("old-school-new-member-acts-with-its-group/seed-%llu", seed)
                << seed << u"old-school"_s << u"Goblin 3"_s << u"foes"_s << u"Goblins"_s
                << qint64(1) << qint64(-1) << QString() << qint64(0) << qint64(0);
            QTest::addRow("d20-rolls-d6-plus-dex-bonus-2/seed-%llu", seed)
                << seed << u"d20-ascending"_s << u"Cade"_s << u"party"_s << QString() << qint64(1)
                << qint64(2) << u"Cade"_s << qint64(3) << qint64(8);
        }
    }

    void combatantAddedMidFightGetsAnEntry()
    {
        QFETCH(quint64, seed);
        QFETCH(QString, ruleset);
        QFETCH(QString, name);
        QFETCH(QString, side);
        QFETCH(QString, group);
        QFETCH(qint64, count);
        QFETCH(qint64, dexBonus);
        QFETCH(QString, entry);
        QFETCH(qint64, lowest);
        QFETCH(qint64, highest);
        const QMap<QString, qint64> stats
            = dexBonus < 0 ? QMap<QString, qint64>{} : QMap<QString, qint64>{{u"dex_bonus"_s, 0}};
        std::vector<Combatant> cs{fighter(u"Aldo"_s, u"party"_s, 12, stats)};
        for (int i = 1; i <= 2; ++i) {
            cs.push_back(fighter(u"Goblin %1"_s.arg(i), u"foes"_s, 4, stats));
            cs.back().group = u"Goblins"_s;
        }
        auto encounter = makeEncounter(ruleset, cs);
        Random random(seed);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        const std::vector<InitiativeEntry> before = encounter->state().order;
        const InitiativeEntry acting = *encounter->actingEntry();

        Combatant added = fighter(name, side, 6,
            dexBonus < 0 ? QMap<QString, qint64>{}
                         : QMap<QString, qint64>{{u"dex_bonus"_s, dexBonus}});
        added.group = group;
        QCOMPARE(run(*encounter, random, AddCombatantsCommand(added, count)), QString());

        const auto &order = encounter->state().order;
        QCOMPARE(order.size(), before.size() + (entry.isEmpty() ? 0 : 1));
        QVERIFY(InitiativeRoller::sameActor(*encounter->actingEntry(), acting));
        std::vector<InitiativeEntry> kept;
        for (const InitiativeEntry &e : order) {
            if (InitiativeRoller::name(*encounter, e) != entry) {
                kept.push_back(e);
                continue;
            }
            QVERIFY2(e.value >= lowest && e.value <= highest, qPrintable(countText(e)));
        }
        QCOMPARE(kept.size(), before.size());
        for (std::size_t i = 0; i < kept.size(); ++i) {
            QVERIFY(InitiativeRoller::sameActor(kept[i], before[i]));
            QCOMPARE(kept[i].value, before[i].value);
        }
        verifyOrderShape(*encounter, sameValue);
        if (QTest::currentTestFailed())
            return;
        verifyEachCombatantOnce(*encounter);
    }

    // BRP rolls nothing: a combatant added in the middle of a round acts on its DEX rank this
    // round if that rank is still to come, else from the next round on.
    void brpCombatantAddedMidRoundActsOnItsRank_data()
    {
        QTest::addColumn<qint64>("dex");
        QTest::addColumn<QStringList>("thisRound");
        QTest::addColumn<QStringList>("nextRound");
        QTest::newRow("dex-12-after-the-acting-14-acts-before-9-this-round")
            << qint64(12) << QStringList{u"Jack"_s, u"Cade"_s, u"Thug"_s}
            << QStringList{u"Jack"_s, u"Cade"_s, u"Thug"_s};
        QTest::newRow("dex-16-before-the-acting-14-acts-next-round")
            << qint64(16) << QStringList{u"Jack"_s, u"Thug"_s}
            << QStringList{u"Cade"_s, u"Jack"_s, u"Thug"_s};
    }

    void brpCombatantAddedMidRoundActsOnItsRank()
    {
        QFETCH(qint64, dex);
        QFETCH(QStringList, thisRound);
        QFETCH(QStringList, nextRound);
        auto encounter = makeEncounter(u"basic-roleplaying"_s,
            {fighter(u"Jack"_s, u"party"_s, 12, {{u"dex"_s, 14}}),
                fighter(u"Thug"_s, u"foes"_s, 10, {{u"dex"_s, 9}})});
        Random random(1);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(
            run(*encounter, random,
                AddCombatantsCommand(fighter(u"Cade"_s, u"party"_s, 10, {{u"dex"_s, dex}}), 1)),
            QString());
        QCOMPARE(actorsUntilRoundEnds(*encounter, random), thisRound);
        QCOMPARE(actorsUntilRoundEnds(*encounter, random), nextRound);
    }
};

QTEST_GUILESS_MAIN(TestRosterChanges)
#include "tst_roster_changes.moc"
