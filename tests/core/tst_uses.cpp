// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Uses that reset: each reset kind gives a use back once, at its moment and no other; a
// recharge rolls with a fixed seed; spending and restoring are refused at 0 and at the maximum
// and undo exactly; files keep uses and refuse bad ones with their path.

#include "EncounterFixture.h"
#include "HermeticTest.h"
#include "core/encounter/EncounterCheck.h"
#include "core/encounter/History.h"
#include "core/encounter/UseKeeper.h"
#include "core/encounter/commands/UseCommands.h"

using Fray::Encounter::History;
using Fray::Encounter::RestoreUseCommand;
using Fray::Encounter::SpendUseCommand;
using Fray::Encounter::Use;
using Fray::Encounter::UseKeeper;
using namespace EncounterFixture;

Q_DECLARE_METATYPE(Fray::Encounter::Use::Reset)

namespace {

Use aUse(const QString &name, qint64 maximum, qint64 left, Use::Reset reset,
    const QString &recharge = {}, qint64 target = 0, qint64 turnRound = 0)
{
    return Use{name, maximum, left, reset, recharge, target, turnRound};
}

// Ann acts before the Dragon every round: old-school rolls once, and both are of the party so
// each has an entry of its own; the order is given, so no die decides it.
std::unique_ptr<Encounter> annThenDragon(const Use &dragonsUse)
{
    Combatant dragon = fighter(u"Dragon"_s, u"party"_s, 40);
    dragon.uses = {dragonsUse};
    EncounterState state
        = stateOf(u"old-school"_s, {fighter(u"Ann"_s, u"party"_s, 10), std::move(dragon)});
    InitiativeEntry ann, dragonEntry;
    ann.combatant = 1;
    ann.value = 6;
    ann.slot = 0;
    dragonEntry.combatant = 2;
    dragonEntry.value = 2;
    dragonEntry.slot = 1;
    state.order = {ann, dragonEntry};
    return std::make_unique<Encounter>(rulesetNamed(u"old-school"_s), std::move(state));
}

qint64 dragonLeft(const Encounter &encounter)
{
    return combatantNamed(encounter, u"Dragon"_s).uses.front().left;
}

QString acting(const Encounter &encounter)
{
    const InitiativeEntry *entry = encounter.actingEntry();
    const Combatant *c = entry ? encounter.find(entry->combatant) : nullptr;
    return c ? c->name : QString();
}

} // namespace

class TestUses : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QCOMPARE(testRulesetsLoad(), QString()); }

    // The Dragon's one use is spent before the fight and again whenever it is back. Left is
    // read at four moments: Ann's turn in round 1, the Dragon's turn in round 1, Ann's turn in
    // round 2, the Dragon's turn in round 2.
    void resetsFireAtTheirMoment_data()
    {
        QTest::addColumn<Use>("use");
        QTest::addColumn<QList<qint64>>("left");
        QTest::addColumn<QString>("logged");
        QTest::addColumn<int>("lines");

        const auto use = [](Use::Reset reset, QString recharge = {}, qint64 target = 0) {
            return aUse(u"Breath"_s, 1, 0, reset, recharge, target);
        };
        QTest::newRow("round-back-at-each-round-start")
            << use(Use::Reset::Round) << QList<qint64>{1, 0, 1, 0} << u"Breath back to 1/1"_s << 2;
        QTest::newRow("turn-back-at-the-owners-turn-only")
            << use(Use::Reset::Turn) << QList<qint64>{0, 1, 0, 1} << u"Breath back to 1/1"_s << 2;
        QTest::newRow("fight-back-once-when-it-starts")
            << use(Use::Reset::Fight) << QList<qint64>{1, 0, 0, 0} << u"Breath back to 1/1"_s << 1;
        QTest::newRow("rest-not-in-a-fight")
            << use(Use::Reset::Rest) << QList<qint64>{0, 0, 0, 0} << u"back to"_s << 0;
        QTest::newRow("never-back")
            << use(Use::Reset::Never) << QList<qint64>{0, 0, 0, 0} << u"back to"_s << 0;
        // 1d6 is always 1 or more, never 7 or more: no seed decides these two.
        QTest::newRow("recharge-1-on-1d6-at-each-owners-turn")
            << use(Use::Reset::Recharge, u"1d6"_s, 1) << QList<qint64>{0, 1, 0, 1}
            << u"Dragon: Breath recharges (rolled "_s << 2;
        QTest::newRow("recharge-7-on-1d6-rolls-and-fails")
            << use(Use::Reset::Recharge, u"1d6"_s, 7) << QList<qint64>{0, 0, 0, 0}
            << u"Dragon: Breath does not recharge (rolled "_s << 2;
    }

    void resetsFireAtTheirMoment()
    {
        QFETCH(Use, use);
        QFETCH(QList<qint64>, left);
        QFETCH(QString, logged);
        QFETCH(int, lines);

        auto encounter = annThenDragon(use);
        Random random(1);
        const CombatantId dragon = idOf(*encounter, u"Dragon"_s);
        const auto spendIfAny = [&] {
            if (dragonLeft(*encounter) > 0)
                QCOMPARE(run(*encounter, random, SpendUseCommand(dragon, u"Breath"_s)), QString());
        };
        QList<qint64> seen;
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(acting(*encounter), u"Ann"_s);
        seen << dragonLeft(*encounter);
        spendIfAny();
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        QCOMPARE(acting(*encounter), u"Dragon"_s);
        seen << dragonLeft(*encounter);
        spendIfAny();
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        QCOMPARE(encounter->state().round, 2);
        QCOMPARE(acting(*encounter), u"Ann"_s);
        seen << dragonLeft(*encounter);
        spendIfAny();
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        QCOMPARE(acting(*encounter), u"Dragon"_s);
        seen << dragonLeft(*encounter);
        QCOMPARE(seen, left);
        QCOMPARE(logLinesContaining(*encounter, logged), qsizetype(lines));
    }

    // Going back a turn and forward again is the same turn: nothing comes back twice, no second
    // recharge roll.
    void aTurnStartedAgainGivesNothingTwice_data()
    {
        QTest::addColumn<Use>("use");
        QTest::newRow("turn") << aUse(u"Parry"_s, 1, 0, Use::Reset::Turn);
        QTest::newRow("recharge") << aUse(u"Parry"_s, 1, 0, Use::Reset::Recharge, u"1d6"_s, 1);
    }

    void aTurnStartedAgainGivesNothingTwice()
    {
        QFETCH(Use, use);
        auto encounter = annThenDragon(use);
        Random random(3);
        const CombatantId dragon = idOf(*encounter, u"Dragon"_s);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        QCOMPARE(dragonLeft(*encounter), 1);
        QCOMPARE(run(*encounter, random, SpendUseCommand(dragon, u"parry"_s)), QString());
        QCOMPARE(step(*encounter, random, Step::PreviousTurn), QString());
        QCOMPARE(step(*encounter, random, Step::NextTurn), QString());
        QCOMPARE(acting(*encounter), u"Dragon"_s);
        QCOMPARE(dragonLeft(*encounter), 0);
    }

    // The seeded engine is the standard's mt19937_64: seeded 5489 its first three draws are
    // 14514284786278117030, 4620546740167642908 and 13109570281517897720 (the first is the
    // engine's well-known first output). A d6 is draw % 6 + 1 (Random::roll; none of these is in
    // the rejected top block): 4 + 1 = 5, 0 + 1 = 1, 2 + 1 = 3.
    void rechargeRollsWithTheSeed_data()
    {
        QTest::addColumn<qint64>("target");
        QTest::addColumn<QStringList>("log");
        QTest::addColumn<QList<qint64>>("left");
        QTest::newRow("recharge-5-6-rolls-5-then-1-then-3")
            << qint64(5)
            << QStringList{u"Dragon: Breath recharges (rolled 5)"_s,
                   u"Dragon: Breath does not recharge (rolled 1)"_s,
                   u"Dragon: Breath does not recharge (rolled 3)"_s}
            << QList<qint64>{1, 0, 0};
        QTest::newRow("recharge-6-rolls-5-then-1-then-3")
            << qint64(6)
            << QStringList{u"Dragon: Breath does not recharge (rolled 5)"_s,
                   u"Dragon: Breath does not recharge (rolled 1)"_s,
                   u"Dragon: Breath does not recharge (rolled 3)"_s}
            << QList<qint64>{0, 0, 0};
    }

    void rechargeRollsWithTheSeed()
    {
        QFETCH(qint64, target);
        QFETCH(QStringList, log);
        QFETCH(QList<qint64>, left);

        auto encounter
            = annThenDragon(aUse(u"Breath"_s, 1, 0, Use::Reset::Recharge, u"1d6"_s, target));
        Random random(5489);
        const qint64 index = encounter->indexOf(idOf(*encounter, u"Dragon"_s));
        QStringList said;
        QList<qint64> seen;
        for (qint64 round = 1; round <= 3; ++round) {
            encounter->setRound(round);
            said << UseKeeper(*encounter, random).startOfTurn(index).sourceText();
            seen << dragonLeft(*encounter);
            // Spent again at once, so the next turn rolls.
            encounter->modifyCombatant(index, [](Combatant &c) { c.uses.front().left = 0; });
        }
        QCOMPARE(said, log);
        QCOMPARE(seen, left);
    }

    // A full use does not roll: the seed's first draw is still there for the next one.
    void aFullUseDoesNotRoll()
    {
        auto encounter = annThenDragon(aUse(u"Breath"_s, 1, 1, Use::Reset::Recharge, u"1d6"_s, 5));
        Random random(5489);
        encounter->setRound(1);
        QVERIFY(UseKeeper(*encounter, random).startOfTurn(1).isEmpty());
        QCOMPARE(random.roll(6), 5);
    }

    void spendAndRestoreAreRefusedAtTheirEnds_data()
    {
        QTest::addColumn<bool>("spend");
        QTest::addColumn<qint64>("left");
        QTest::addColumn<QString>("use");
        QTest::addColumn<QString>("error");
        QTest::addColumn<qint64>("after");
        QTest::addColumn<QString>("logged");
        QTest::newRow("spend-one-of-three") << true << qint64(3) << u"spells"_s << QString()
                                            << qint64(2) << u"Dragon uses Spells (2/3 left)"_s;
        QTest::newRow("spend-the-last") << true << qint64(1) << u"Spells"_s << QString()
                                        << qint64(0) << u"Dragon uses Spells (0/3 left)"_s;
        QTest::newRow("spend-at-0-refused")
            << true << qint64(0) << u"Spells"_s
            << u"Dragon has no Spells left (resets: on a rest)"_s << qint64(0) << QString();
        QTest::newRow("restore-one") << false << qint64(1) << u"Spells"_s << QString() << qint64(2)
                                     << u"Dragon gets back one Spells (2/3 left)"_s;
        QTest::newRow("restore-at-max-refused")
            << false << qint64(3) << u"Spells"_s << u"Spells of Dragon is already full (3/3)"_s
            << qint64(3) << QString();
        QTest::newRow("unknown-use-refused")
            << true << qint64(3) << u"Wish"_s << u"Dragon has no use 'Wish' (it has: Spells)"_s
            << qint64(3) << QString();
    }

    void spendAndRestoreAreRefusedAtTheirEnds()
    {
        QFETCH(bool, spend);
        QFETCH(qint64, left);
        QFETCH(QString, use);
        QFETCH(QString, error);
        QFETCH(qint64, after);
        QFETCH(QString, logged);

        auto encounter = annThenDragon(aUse(u"Spells"_s, 3, left, Use::Reset::Rest));
        Random random(1);
        const CombatantId dragon = idOf(*encounter, u"Dragon"_s);
        const qsizetype linesBefore = qsizetype(encounter->state().log.size());
        const QString got = spend ? run(*encounter, random, SpendUseCommand(dragon, use))
                                  : run(*encounter, random, RestoreUseCommand(dragon, use));
        QCOMPARE(got, error);
        QCOMPARE(dragonLeft(*encounter), after);
        if (logged.isEmpty()) {
            QCOMPARE(qsizetype(encounter->state().log.size()), linesBefore);
        } else {
            QCOMPARE(qsizetype(encounter->state().log.size()), linesBefore + 1);
            QCOMPARE(encounter->state().log.back().text, logged);
        }
    }

    // A use with an effect rolls it when spent and the log says the dice, each die and the note.
    // Seeded 5489 the first three d6 are 5, 1 and 3 (rechargeRollsWithTheSeed works them out).
    void spendingRollsTheEffect_data()
    {
        QTest::addColumn<QString>("effect");
        QTest::addColumn<QString>("note");
        QTest::addColumn<QString>("logged");
        QTest::addColumn<bool>("rollsNothing"); // the seed's first d6 (5) is left for the next
        QTest::newRow("dice-and-save")
            << u"3d6"_s << u"DC 15 Dexterity save"_s
            << u"Dragon uses Breath (0/1 left): 3d6 \u2192 [5, 1, 3] = 9; DC 15 Dexterity save"_s
            << false;
        QTest::newRow("dice-alone")
            << u"3d6"_s << QString() << u"Dragon uses Breath (0/1 left): 3d6 \u2192 [5, 1, 3] = 9"_s
            << false;
        QTest::newRow("save-alone-rolls-nothing")
            << QString() << u"DC 11 Constitution save"_s
            << u"Dragon uses Breath (0/1 left): DC 11 Constitution save"_s << true;
        QTest::newRow("no-effect-counts-only")
            << QString() << QString() << u"Dragon uses Breath (0/1 left)"_s << true;
        QTest::newRow("dice-that-cannot-be-rolled-said")
            << u"1d6+@nosuch"_s << QString()
            << u"Dragon uses Breath (0/1 left): cannot roll '1d6+@nosuch'"_s << false;
    }

    void spendingRollsTheEffect()
    {
        QFETCH(QString, effect);
        QFETCH(QString, note);
        QFETCH(QString, logged);
        QFETCH(bool, rollsNothing);
        Use breath = aUse(u"Breath"_s, 1, 1, Use::Reset::Recharge, u"1d6"_s, 5);
        breath.effect = effect;
        breath.effectNote = note;
        auto encounter = annThenDragon(breath);
        Random random(5489);
        History history;
        const CombatantId dragon = idOf(*encounter, u"Dragon"_s);
        const EncounterState before = encounter->state();
        QVERIFY(!history.execute(
            std::make_unique<SpendUseCommand>(dragon, u"Breath"_s), *encounter, random));
        QCOMPARE(dragonLeft(*encounter), 0);
        QCOMPARE(encounter->state().log.size(), before.log.size() + 1);
        QCOMPARE(encounter->state().log.back().text, logged);
        const EncounterState spent = encounter->state();
        // Undo takes the line back with the use; redo shows the same dice.
        QVERIFY(!history.undo(*encounter));
        QVERIFY(encounter->state() == before);
        QVERIFY(!history.redo(*encounter));
        QVERIFY(encounter->state() == spent);
        if (rollsNothing)
            QCOMPARE(random.roll(6), 5);
    }

    void spendAndRestoreUndo()
    {
        auto encounter = annThenDragon(aUse(u"Spells"_s, 3, 3, Use::Reset::Rest));
        Random random(1);
        History history;
        const CombatantId dragon = idOf(*encounter, u"Dragon"_s);
        const EncounterState full = encounter->state();
        QVERIFY(!history.execute(
            std::make_unique<SpendUseCommand>(dragon, u"Spells"_s), *encounter, random));
        QVERIFY(!history.execute(
            std::make_unique<SpendUseCommand>(dragon, u"Spells"_s), *encounter, random));
        QCOMPARE(dragonLeft(*encounter), 1);
        QVERIFY(!history.execute(
            std::make_unique<RestoreUseCommand>(dragon, u"Spells"_s), *encounter, random));
        QCOMPARE(dragonLeft(*encounter), 2);
        const EncounterState last = encounter->state();
        QVERIFY(!history.undo(*encounter));
        QCOMPARE(dragonLeft(*encounter), 1);
        QVERIFY(!history.undo(*encounter));
        QVERIFY(!history.undo(*encounter));
        QVERIFY(encounter->state() == full);
        for (int i = 0; i < 3; ++i)
            QVERIFY(!history.redo(*encounter));
        QVERIFY(encounter->state() == last);
    }

    void filesKeepUses()
    {
        Combatant dragon = fighter(u"Dragon"_s, u"foes"_s, 40);
        dragon.uses = {aUse(u"Breath"_s, 1, 0, Use::Reset::Recharge, u"1d6"_s, 5, 3),
            aUse(u"Reaction"_s, 1, 1, Use::Reset::Round),
            aUse(u"Spells"_s, 3, 2, Use::Reset::Rest)};
        dragon.uses[0].effect = u"18d6"_s;
        dragon.uses[0].effectNote = u"DC 21 Dexterity save"_s;
        const EncounterState state = stateOf(u"old-school"_s, {dragon});
        const auto loaded = EncounterJson::fromJson(EncounterJson::toBytes(state));
        QVERIFY(loaded.ok());
        QVERIFY(loaded->combatants.front().uses == dragon.uses);
        // Written as the file format documents it.
        const QJsonObject written = EncounterJson::combatantToJson(dragon);
        QCOMPARE(written[u"uses"_s][0][u"reset"_s].toString(), u"recharge"_s);
        QCOMPARE(written[u"uses"_s][0][u"target"_s].toInteger(), 5);
        QCOMPARE(written[u"uses"_s][1][u"max"_s].toInteger(), 1);
        QVERIFY(!written[u"uses"_s][1].toObject().contains(u"recharge"_s));
        QCOMPARE(written[u"uses"_s][0][u"effect"_s].toString(), u"18d6"_s);
        QCOMPARE(written[u"uses"_s][0][u"effect_note"_s].toString(), u"DC 21 Dexterity save"_s);
        QVERIFY(!written[u"uses"_s][1].toObject().contains(u"effect"_s));
        QVERIFY(!written[u"uses"_s][1].toObject().contains(u"effect_note"_s));
        // A combatant written before uses has none.
        QVERIFY(EncounterJson::combatantFromJson(
            Fray::Json::JsonValue(
                QJsonObject{{u"name"_s, u"Old"_s}, {u"hp"_s, 4}}, QString(), nullptr))
                    .uses.empty());
    }

    void badUsesAreRefusedWithTheirPath_data()
    {
        QTest::addColumn<QString>("use");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown-reset") << uR"({"name": "Breath", "max": 1, "reset": "dawn"})"_s
                                       << u"combatants[0].uses[0].reset"_s << u"dawn"_s;
        QTest::newRow("left-above-max")
            << uR"({"name": "Breath", "max": 1, "left": 2, "reset": "round"})"_s
            << u"combatants[0].uses[0].left"_s << u"more than the maximum 1"_s;
        QTest::newRow("max-zero") << uR"({"name": "Breath", "max": 0, "left": 0})"_s
                                  << u"combatants[0].uses[0].max"_s << u"outside 1 to 1000"_s;
        QTest::newRow("no-name") << uR"({"max": 1})"_s << u"combatants[0].uses[0].name"_s
                                 << QString();
        QTest::newRow("recharge-bad-dice")
            << uR"({"name": "Breath", "max": 1, "reset": "recharge", "recharge": "1d", "target": 5})"_s
            << u"combatants[0].uses[0].recharge"_s << u"'1d'"_s;
        QTest::newRow("recharge-without-target")
            << uR"({"name": "Breath", "max": 1, "reset": "recharge", "recharge": "1d6"})"_s
            << u"combatants[0].uses[0].target"_s << QString();
        QTest::newRow("target-without-recharge")
            << uR"({"name": "Breath", "max": 1, "reset": "round", "target": 5})"_s
            << u"combatants[0].uses[0].target"_s << u"recharge"_s;
        QTest::newRow("effect-bad-dice") << uR"({"name": "Breath", "max": 1, "effect": "18d"})"_s
                                         << u"combatants[0].uses[0].effect"_s << u"'18d'"_s;
        QTest::newRow("effect-note-too-long")
            << uR"({"name": "Breath", "max": 1, "effect_note": "%1"})"_s.arg(QString(501, u'x'))
            << u"combatants[0].uses[0].effect_note"_s << u"500"_s;
        QTest::newRow("unknown-field") << uR"({"name": "Breath", "max": 1, "per": "day"})"_s
                                       << u"combatants[0].uses[0].per"_s << QString();
    }

    void badUsesAreRefusedWithTheirPath()
    {
        QFETCH(QString, use);
        QFETCH(QString, path);
        QFETCH(QString, message);
        const QByteArray file = uR"({"format": "fray-encounter", "format_version": 1,
            "ruleset": "old-school", "combatants": [{"name": "Dragon", "hp": 40, "uses": [%1]}]})"_s
                                    .arg(use)
                                    .toUtf8();
        QList<Fray::Json::JsonProblem> problems;
        const auto read = EncounterJson::fromJson(file);
        if (!read.ok()) {
            problems = read.error();
        } else {
            problems
                = Fray::Encounter::EncounterCheck::encounter(*read, *rulesetNamed(u"old-school"_s));
        }
        QVERIFY2(!problems.isEmpty(), "a bad use must be refused");
        const auto it = std::find_if(problems.begin(), problems.end(),
            [&](const Fray::Json::JsonProblem &p) { return p.path == path; });
        QVERIFY2(it != problems.end(), qPrintable(problems.constFirst().toString()));
        QVERIFY2(it->message.contains(message), qPrintable(it->message));
    }
};

QTEST_GUILESS_MAIN(TestUses)
#include "tst_uses.moc"
