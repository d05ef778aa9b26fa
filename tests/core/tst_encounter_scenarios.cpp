// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Encounter scenarios under each shipped ruleset, against the rules documents (RULES.md §1,
// worked examples E20, E22, E23 and E28): initiative by each scheme, HP states, conditions and
// attacks. Where dice decide, a test checks what must hold for any roll, over several fixed
// seeds; where nothing is rolled (BRP's DEX ranks, hit points) it checks exact values.

#include "ChildProcess.h"
#include "TestRulesets.h"
#include "core/encounter/AttackResolver.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/Vitals.h"
#include "core/encounter/commands/AttackCommand.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/io/EncounterJson.h"

#include <QDir>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <memory>

using Fray::Dice::Random;
using Fray::Encounter::ActiveCondition;
using Fray::Encounter::AddCombatantsCommand;
using Fray::Encounter::AidCommand;
using Fray::Encounter::ApplyConditionCommand;
using Fray::Encounter::Attack;
using Fray::Encounter::AttackCommand;
using Fray::Encounter::AttackResolver;
using Fray::Encounter::Combatant;
using Fray::Encounter::CombatantId;
using Fray::Encounter::DamageCommand;
using Fray::Encounter::DeclareCommand;
using Fray::Encounter::Encounter;
using Fray::Encounter::EncounterState;
using Fray::Encounter::HealCommand;
using Fray::Encounter::HoldCommand;
using Fray::Encounter::InitiativeEntry;
using Fray::Encounter::InitiativeRoller;
using Fray::Encounter::RemoveCombatantCommand;
using Fray::Encounter::RemoveConditionCommand;
using Fray::Encounter::SetOptionCommand;
using Fray::Encounter::TurnCommand;
using Fray::Encounter::Vitals;
using Fray::Io::EncounterJson;
using Fray::Rules::Ruleset;
using Step = Fray::Encounter::TurnCommand::Step;
using namespace Qt::StringLiterals;
using Fray::Testing::ChildRun;
using Fray::Testing::inChildProcess;
using Fray::Testing::rulesetNamed;
using Fray::Testing::runCurrentTestInChild;
using Fray::Testing::testData;
using Fray::Testing::testRulesets;

namespace {

// Up to which roll of a check the log shows which text after the outcome.
using Shown = QMap<int, QString>;

Combatant fighter(
    const QString &name, const QString &side, qint64 hp, const QMap<QString, qint64> &stats = {})
{
    Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = c.hp = c.startHp = hp;
    c.stats = stats;
    return c;
}

Attack weapon(const QString &name, qint64 value, const QString &damage,
    const QString &weaponClass = QString())
{
    Attack a;
    a.name = name;
    a.value = value;
    a.damage = damage;
    a.weaponClass = weaponClass;
    return a;
}

EncounterState stateOf(const QString &rulesetId, std::vector<Combatant> combatants)
{
    EncounterState state;
    state.name = u"Scenario"_s;
    state.rulesetId = rulesetId;
    CombatantId next = 1;
    for (Combatant &c : combatants)
        c.id = next++;
    state.combatants = std::move(combatants);
    state.nextId = next;
    return state;
}

std::unique_ptr<Encounter> makeEncounter(
    const QString &rulesetId, std::vector<Combatant> combatants)
{
    return std::make_unique<Encounter>(
        rulesetNamed(rulesetId), stateOf(rulesetId, std::move(combatants)));
}

// Runs a command: its error, or an empty text when it worked.
template<typename C>
QString run(Encounter &encounter, Random &random, C command)
{
    return command.execute(encounter, random).value_or(QString());
}

QString step(Encounter &encounter, Random &random, Step what)
{
    return run(encounter, random, TurnCommand(what));
}

CombatantId idOf(const Encounter &encounter, const QString &name)
{
    const Combatant *c = encounter.findByName(name);
    return c ? c->id : 0;
}

const Combatant &combatantNamed(const Encounter &encounter, const QString &name)
{
    static const Combatant none;
    const Combatant *c = encounter.findByName(name);
    return c ? *c : none;
}

QString damage(Encounter &encounter, Random &random, const QString &name, qint64 amount,
    const QString &pool = u"lethal"_s)
{
    return run(encounter, random, DamageCommand({idOf(encounter, name)}, amount, pool));
}

// The entries a combatant acts on by itself (not as a member of a group or side).
std::vector<InitiativeEntry> entriesOf(const Encounter &encounter, const QString &name)
{
    std::vector<InitiativeEntry> entries;
    const CombatantId id = idOf(encounter, name);
    for (const InitiativeEntry &e : encounter.state().order) {
        if (e.combatant == id && e.side.isEmpty())
            entries.push_back(e);
    }
    return entries;
}

qsizetype logLinesContaining(const Encounter &encounter, const QString &text)
{
    return std::count_if(encounter.state().log.begin(), encounter.state().log.end(),
        [&](const auto &line) { return line.text.contains(text); });
}

qsizetype initiativeRolls(const Encounter &encounter)
{
    return std::count_if(encounter.state().log.begin(), encounter.state().log.end(),
        [](const auto &line) { return line.text.startsWith(u"Initiative: "_s); });
}

QString countText(const InitiativeEntry &entry)
{
    return QString::number(entry.count(), 'g', 6);
}

// The order as "Bob:4 | Ann:3.5 | Cid:3": one part per slot, names in a slot joined by '+'.
QString slotsText(const Encounter &encounter)
{
    QStringList parts;
    QStringList names;
    qint64 slot = -1;
    QString count;
    const auto flush = [&] {
        if (names.isEmpty())
            return;
        names.sort();
        parts << names.join(u'+') + u':' + count;
        names.clear();
    };
    for (const InitiativeEntry &e : encounter.state().order) {
        if (e.slot != slot)
            flush();
        slot = e.slot;
        count = countText(e);
        names << encounter.find(e.combatant)->name;
    }
    flush();
    return parts.join(u" | "_s);
}

// What must hold for any order: slots start at 0 and rise by one, counts never rise (high
// first), and neighbours share a slot exactly when `tied` finds nothing to tell them apart.
template<typename Tied>
void verifyOrderShape(const Encounter &encounter, Tied tied)
{
    const auto &order = encounter.state().order;
    QVERIFY(!order.empty());
    QCOMPARE(order.front().slot, qint64(0));
    for (std::size_t i = 1; i < order.size(); ++i) {
        const InitiativeEntry &a = order[i - 1];
        const InitiativeEntry &b = order[i];
        QVERIFY2(a.count() >= b.count(),
            qPrintable(
                u"entry %1 (%2) before %3 (%4)"_s.arg(i - 1).arg(a.count()).arg(i).arg(b.count())));
        QCOMPARE(b.slot, tied(a, b) ? a.slot : a.slot + 1);
    }
}

bool sameValue(const InitiativeEntry &a, const InitiativeEntry &b)
{
    return a.value == b.value && a.scale == b.scale;
}

// Each combatant acts in exactly one entry (its own, its group's or its side's).
void verifyEachCombatantOnce(const Encounter &encounter)
{
    QMap<CombatantId, int> seen;
    for (const InitiativeEntry &e : encounter.state().order) {
        for (const CombatantId id : InitiativeRoller::members(encounter, e))
            ++seen[id];
    }
    for (const Combatant &c : encounter.combatants())
        QVERIFY2(seen.value(c.id) == 1,
            qPrintable(u"%1 acts in %2 entries"_s.arg(c.name).arg(seen.value(c.id))));
}

// The acting combatants' names until the round ends.
QStringList actorsUntilRoundEnds(Encounter &encounter, Random &random)
{
    QStringList actors;
    const qint64 round = encounter.state().round;
    for (int guard = 0; guard < 100 && encounter.state().round == round; ++guard) {
        if (const InitiativeEntry *acting = encounter.actingEntry())
            actors << encounter.find(acting->combatant)->name;
        if (!step(encounter, random, Step::NextTurn).isEmpty())
            break;
    }
    return actors;
}

} // namespace

class TestEncounterScenarios : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        QVERIFY(testRulesets().errors().empty());
        for (const QString &id : {u"old-school"_s, u"d20-ascending"_s, u"spelljammer-d100"_s,
                 u"castles-crusades"_s, u"basic-roleplaying"_s, u"powered-by-dice"_s})
            QVERIFY2(rulesetNamed(id), qPrintable(id));
    }

    // --- The sample encounter files (tests/data/encounters, also examples for the docs) ------

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

    // --- Old-school (000): d6 per PC, d6 per group of foes, ties simultaneous -----------------

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

    // --- D20-17 (001): d6 + DEX bonus each round, equal numbers simultaneous, hold action -------

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

    // --- Spelljammer (002): initiative per attack ------------------------------------------------

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

    // A lost entry is skipped: with the only other entry lost, the next turn is the next round.
    void spelljammerLostEntriesAreSkipped()
    {
        Combatant fast = fighter(u"Fast"_s, u"party"_s, 18, {{u"im"_s, 10}});
        Combatant slow = fighter(u"Slow"_s, u"foes"_s, 18, {{u"im"_s, -10}});
        slow.attacksPerRound = 2;
        slow.declared = u"run-and-attack"_s; // d10 - 10 - 7: -16 to -7, always lost
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
        const QRegularExpression rolled(u"1d100 \\x{2192} \\[(\\d+)\\]"_s);
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

    // --- Castles & Crusades (003): d10 each round, ties to higher DEX
    // -----------------------------

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

    // --- Basic Roleplaying (004): DEX rank, no roll ---------------------------------------------

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

    // --- HP states -------------------------------------------------------------------------------

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
        QCOMPARE(step(*encounter, random, Step::NextRound), QString());
        QCOMPARE(combatantNamed(*encounter, u"Jack"_s).state, stateAfterRound);
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
            QCOMPARE(step(*encounter, random, Step::NextRound), QString());
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

    // Durations in rounds count down at the end of each round after the one the condition came
    // in: "no attack next round" (1 round) lasts through the next round.
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
        QTest::newRow("d20-gm-given-3-rounds") << u"d20-ascending"_s << u"shaken"_s << 3 << 3 << 4;
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
        const auto roll = QRegularExpression(u"1d20 \\x{2192} \\[(\\d+)\\]"_s).match(line);
        QVERIFY2(roll.hasMatch(), qPrintable(line));
        QVERIFY(roll.captured(1).toInt() >= 1 && roll.captured(1).toInt() <= 20);
        const auto dealt
            = QRegularExpression(u"(\\d+) damage \\(1d8\\+2: \\[(\\d+)\\]\\+2\\)"_s).match(line);
        QVERIFY2(dealt.hasMatch(), qPrintable(line));
        const int die = dealt.captured(2).toInt();
        QVERIFY(die >= 1 && die <= 8);
        QCOMPARE(dealt.captured(1).toInt(), die + 2);
        QCOMPARE(combatantNamed(*encounter, u"Ghoul"_s).hp, qint64(40 - die - 2));
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

    // A condition that forbids attacking ("no attack next round", "+2 AC instead of an attack",
    // "remaining attacks lost") refuses an attack by its bearer, naming the condition, and
    // changes nothing; other conditions let it attack.
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

QTEST_GUILESS_MAIN(TestEncounterScenarios)
#include "tst_encounter_scenarios.moc"
