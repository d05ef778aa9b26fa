// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the encounter scenario tests share: combatants and encounters built in a line, commands
// run with their error as text, and the checks that hold for any initiative order.

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
#include <functional>
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
using Fray::Encounter::SurpriseCommand;
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

namespace EncounterFixture {

// Up to which roll of a check the log shows which text after the outcome.
using Shown = QMap<int, QString>;

// Why the test rulesets (and the shipped ones the scenarios use) did not all load; empty when
// they did.
inline QString testRulesetsLoad()
{
    if (!testRulesets().errors().empty())
        return testRulesets().errors().front().toString();
    for (const QString &id : {u"old-school"_s, u"d20-ascending"_s, u"spelljammer-d100"_s,
             u"castles-crusades"_s, u"basic-roleplaying"_s, u"powered-by-dice"_s}) {
        if (!rulesetNamed(id))
            return u"no ruleset '%1'"_s.arg(id);
    }
    return QString();
}

inline Combatant fighter(
    const QString &name, const QString &side, qint64 hp, const QMap<QString, qint64> &stats = {})
{
    Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = c.hp = c.startHp = hp;
    c.stats = stats;
    return c;
}

inline Attack weapon(const QString &name, qint64 value, const QString &damage,
    const QString &weaponClass = QString())
{
    Attack a;
    a.name = name;
    a.value = value;
    a.damage = damage;
    a.weaponClass = weaponClass;
    return a;
}

inline EncounterState stateOf(const QString &rulesetId, std::vector<Combatant> combatants)
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

inline std::unique_ptr<Encounter> makeEncounter(
    const QString &rulesetId, std::vector<Combatant> combatants)
{
    return std::make_unique<Encounter>(
        rulesetNamed(rulesetId), stateOf(rulesetId, std::move(combatants)));
}

// Runs a command: its error, or an empty text when it worked.
template<typename C>
inline QString run(Encounter &encounter, Random &random, C command)
{
    return command.execute(encounter, random).value_or(QString());
}

inline QString step(Encounter &encounter, Random &random, Step what)
{
    return run(encounter, random, TurnCommand(what));
}

inline CombatantId idOf(const Encounter &encounter, const QString &name)
{
    const Combatant *c = encounter.findByName(name);
    return c ? c->id : 0;
}

// The combatant lives in the encounter, not in the name it is found by: GCC 14's dangling-
// reference check, which cannot tell, is told so.
#if defined(__has_cpp_attribute) && __has_cpp_attribute(gnu::no_dangling)
[[gnu::no_dangling]]
#endif
const Combatant &
combatantNamed(const Encounter &encounter, const QString &name)
{
    static const Combatant none;
    const Combatant *c = encounter.findByName(name);
    return c ? *c : none;
}

inline QString damage(Encounter &encounter, Random &random, const QString &name, qint64 amount,
    const QString &pool = u"lethal"_s)
{
    return run(encounter, random, DamageCommand({idOf(encounter, name)}, amount, pool));
}

// The entries a combatant acts on by itself (not as a member of a group or side).
inline std::vector<InitiativeEntry> entriesOf(const Encounter &encounter, const QString &name)
{
    std::vector<InitiativeEntry> entries;
    const CombatantId id = idOf(encounter, name);
    for (const InitiativeEntry &e : encounter.state().order) {
        if (e.combatant == id && e.side.isEmpty())
            entries.push_back(e);
    }
    return entries;
}

inline qsizetype logLinesContaining(const Encounter &encounter, const QString &text)
{
    return std::count_if(encounter.state().log.begin(), encounter.state().log.end(),
        [&](const auto &line) { return line.text.contains(text); });
}

inline qsizetype initiativeRolls(const Encounter &encounter)
{
    return std::count_if(encounter.state().log.begin(), encounter.state().log.end(),
        [](const auto &line) { return line.text.startsWith(u"Initiative: "_s); });
}

inline QString countText(const InitiativeEntry &entry)
{
    return QString::number(entry.count(), 'g', 6);
}

// The order as "Bob:4 | Ann:3.5 | Cid:3": one part per slot, names in a slot joined by '+'.
// Names are the combatants' own, or what `nameOf` gives (an event's, a group's).
inline QString slotsText(
    const Encounter &encounter, const std::function<QString(const InitiativeEntry &)> &nameOf = {})
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
        names << (nameOf ? nameOf(e) : encounter.find(e.combatant)->name);
    }
    flush();
    return parts.join(u" | "_s);
}

// What must hold for any order: slots start at 0 and rise by one, counts never rise (high
// first), and neighbours share a slot exactly when `tied` finds nothing to tell them apart.
template<typename Tied>
inline void verifyOrderShape(const Encounter &encounter, Tied tied)
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

inline bool sameValue(const InitiativeEntry &a, const InitiativeEntry &b)
{
    return a.value == b.value && a.scale == b.scale;
}

// Each combatant acts in exactly one entry (its own, its group's or its side's).
inline void verifyEachCombatantOnce(const Encounter &encounter)
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
inline QStringList actorsUntilRoundEnds(Encounter &encounter, Random &random)
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

} // namespace EncounterFixture

using namespace EncounterFixture;
