// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Undo and redo as a property: under every shipped ruleset and several seeds, hundreds of
// random commands (valid or not) are run on a sample encounter. A command that fails must
// change nothing; undoing everything must give back exactly the state before each command, and
// redoing everything exactly the state after it. Bad commands fail with a clear error.

#include "ChildProcess.h"
#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/History.h"
#include "core/encounter/commands/AttackCommand.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/EventCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/encounter/commands/UseCommands.h"
#include "core/io/ChangeJson.h"
#include "core/io/CommandJson.h"
#include "core/io/EncounterJson.h"
#include "core/rules/RulesetLibrary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using Fray::Dice::Random;
using Fray::Encounter::AddCombatantsCommand;
using Fray::Encounter::AddEventCommand;
using Fray::Encounter::AidCommand;
using Fray::Encounter::ApplyConditionCommand;
using Fray::Encounter::AttackCommand;
using Fray::Encounter::AttackResolver;
using Fray::Encounter::Combatant;
using Fray::Encounter::CombatantId;
using Fray::Encounter::Command;
using Fray::Encounter::DamageCommand;
using Fray::Encounter::DeclareCommand;
using Fray::Encounter::EditCombatantCommand;
using Fray::Encounter::Encounter;
using Fray::Encounter::EncounterState;
using Fray::Encounter::HealCommand;
using Fray::Encounter::History;
using Fray::Encounter::HoldCommand;
using Fray::Encounter::RemedyCommand;
using Fray::Encounter::RemoveCombatantCommand;
using Fray::Encounter::RemoveConditionCommand;
using Fray::Encounter::RemoveEventCommand;
using Fray::Encounter::RestoreUseCommand;
using Fray::Encounter::SetOptionCommand;
using Fray::Encounter::SpendUseCommand;
using Fray::Encounter::SurpriseCommand;
using Fray::Encounter::TurnCommand;
using Fray::Encounter::Use;
using Fray::Io::CommandJson;
using Fray::Io::EncounterJson;
using Fray::Json::JsonProblem;
using Fray::Json::JsonValue;
using Fray::Rules::Ruleset;
using Fray::Rules::RulesetLibrary;
using namespace Qt::StringLiterals;
using Fray::Testing::testData;
using Fray::Testing::testRulesets;

namespace {

// The sample encounter of a ruleset (tests/data/encounters/<id>.fray.json).
std::unique_ptr<Encounter> sampleEncounter(const QString &rulesetId)
{
    auto read = EncounterJson::fromFile(testData() + u"/encounters/%1.fray.json"_s.arg(rulesetId));
    const RulesetLibrary::Entry *entry = testRulesets().find(rulesetId);
    if (!read || !entry)
        return nullptr;
    EncounterState state = *read;
    // Every kind of use, so the turns and rounds reset and recharge them as the fight goes.
    const auto use = [](const QString &name, qint64 maximum, Use::Reset reset,
                         const QString &recharge = {}, qint64 target = 0) {
        return Use{name, maximum, maximum, reset, recharge, target, 0};
    };
    for (auto &c : state.combatants) {
        c.uses = {use(u"Breath"_s, 1, Use::Reset::Recharge, u"1d6"_s, 5),
            use(u"Reaction"_s, 1, Use::Reset::Round), use(u"Parry"_s, 1, Use::Reset::Turn),
            use(u"Rage"_s, 3, Use::Reset::Fight), use(u"Spells"_s, 2, Use::Reset::Rest)};
    }
    return std::make_unique<Encounter>(entry->ruleset, state);
}

// Values for the variables a ruleset wants from the GM (old-school's "needed", a surprise
// target): every required variable that does not come from the combatants.
QMap<QString, qint64> gmValues(const Ruleset &ruleset, Random &pick)
{
    QMap<QString, qint64> values;
    for (const auto &v : ruleset.variables) {
        if (v.required && v.from.isEmpty())
            values.insert(v.name, 5 + qint64(pick.below(12)));
    }
    return values;
}

// Random commands for an encounter: mostly sensible, now and then one that must fail (a
// combatant that is not there, a negative amount, a condition the ruleset lacks).
class RandomCommands
{
public:
    RandomCommands(const Encounter &encounter, Random &pick, bool withHold)
        : m_encounter(encounter)
        , m_pick(pick)
        , m_withHold(withHold)
    { }

    std::unique_ptr<Command> next()
    {
        struct Choice
        {
            int weight;
            std::unique_ptr<Command> (RandomCommands::*make)();
        };
        static const Choice choices[] = {{14, &RandomCommands::nextTurn},
            {12, &RandomCommands::damage}, {12, &RandomCommands::attack},
            {6, &RandomCommands::heal}, {8, &RandomCommands::condition},
            {4, &RandomCommands::removeCondition}, {5, &RandomCommands::nextRound},
            {3, &RandomCommands::previousTurn}, {3, &RandomCommands::start},
            {2, &RandomCommands::rollInitiative}, {4, &RandomCommands::add},
            {3, &RandomCommands::remove}, {4, &RandomCommands::declare},
            {2, &RandomCommands::option}, {3, &RandomCommands::aid}, {3, &RandomCommands::edit},
            {2, &RandomCommands::surprise}, {6, &RandomCommands::hold},
            {10, &RandomCommands::spend}, {8, &RandomCommands::restore},
            {4, &RandomCommands::addEvent}, {4, &RandomCommands::removeEvent},
            {3, &RandomCommands::letRoundEnd}, {3, &RandomCommands::remedy}};
        int total = 0;
        for (const Choice &c : choices)
            total += c.weight;
        for (;;) {
            int roll = int(below(total));
            for (const Choice &c : choices) {
                if (roll < c.weight) {
                    if (c.make == &RandomCommands::hold && !m_withHold)
                        break;
                    return (this->*c.make)();
                }
                roll -= c.weight;
            }
        }
    }

private:
    qint64 below(qint64 n) { return qint64(m_pick.below(quint64(n))); }
    bool chance(int percent) { return below(100) < percent; }

    // A combatant's id; one time in twenty an id no one has.
    CombatantId anyone()
    {
        const auto &cs = m_encounter.combatants();
        if (cs.empty() || chance(5))
            return 9999;
        return cs[std::size_t(below(qint64(cs.size())))].id;
    }

    std::vector<CombatantId> someone()
    {
        std::vector<CombatantId> ids{anyone()};
        if (chance(25)) {
            const CombatantId other = anyone();
            if (other != ids.front())
                ids.push_back(other);
        }
        return ids;
    }

    QString anyCondition()
    {
        const auto &conditions = m_encounter.ruleset().conditions;
        if (conditions.empty() || chance(5))
            return u"no-such-condition"_s;
        return conditions[std::size_t(below(qint64(conditions.size())))].id;
    }

    std::unique_ptr<Command> step(TurnCommand::Step s) { return std::make_unique<TurnCommand>(s); }
    std::unique_ptr<Command> nextTurn() { return step(TurnCommand::Step::NextTurn); }
    std::unique_ptr<Command> nextRound() { return step(TurnCommand::Step::NextRound); }
    std::unique_ptr<Command> previousTurn() { return step(TurnCommand::Step::PreviousTurn); }
    std::unique_ptr<Command> start() { return step(TurnCommand::Step::Start); }
    std::unique_ptr<Command> rollInitiative() { return step(TurnCommand::Step::RollInitiative); }
    std::unique_ptr<Command> letRoundEnd() { return step(TurnCommand::Step::LetRoundEnd); }
    // First Aid or aid for someone (refused for those not at risk), rolled or as rolled at the
    // table.
    std::unique_ptr<Command> remedy()
    {
        return std::make_unique<RemedyCommand>(
            anyone(), chance(50) ? std::nullopt : std::optional<qint64>(below(4)));
    }

    std::unique_ptr<Command> damage()
    {
        QString pool = u"lethal"_s;
        const QStringList pools = m_encounter.ruleset().damage.pools;
        if (!pools.isEmpty() && chance(30))
            pool = pools[qsizetype(below(pools.size()))];
        return std::make_unique<DamageCommand>(someone(), below(14) - 1, pool);
    }

    std::unique_ptr<Command> heal()
    {
        return std::make_unique<HealCommand>(someone(), below(9) - 1);
    }

    std::unique_ptr<Command> condition()
    {
        std::optional<qint64> rounds;
        if (chance(30))
            rounds = below(4);
        return std::make_unique<ApplyConditionCommand>(
            someone(), anyCondition(), rounds, chance(50) ? u"a random source"_s : QString());
    }

    std::unique_ptr<Command> removeCondition()
    {
        const CombatantId id = anyone();
        const Combatant *c = m_encounter.find(id);
        QString which = anyCondition();
        if (c && !c->conditions.empty() && chance(80))
            which = c->conditions[std::size_t(below(qint64(c->conditions.size())))].id;
        return std::make_unique<RemoveConditionCommand>(std::vector<CombatantId>{id}, which);
    }

    std::unique_ptr<Command> attack()
    {
        AttackResolver::Request request;
        request.attacker = anyone();
        request.target = anyone();
        const Combatant *a = m_encounter.find(request.attacker);
        const qint64 attacks = a ? qint64(a->attacks.size()) : 1;
        request.attack = chance(5) ? attacks : below(std::max<qint64>(attacks, 1));
        request.values = gmValues(m_encounter.ruleset(), m_pick);
        return std::make_unique<AttackCommand>(request);
    }

    std::unique_ptr<Command> add()
    {
        Combatant prototype;
        const auto &cs = m_encounter.combatants();
        if (!cs.empty() && chance(80)) {
            prototype = cs[std::size_t(below(qint64(cs.size())))];
            prototype.hp = prototype.maxHp;
            prototype.subdual = 0;
            prototype.declared.clear();
            prototype.declaredRound = 0;
            prototype.declaredEveryRound = false;
            prototype.overrides.clear();
            prototype.aided = false;
            prototype.diedInRound = 0;
            prototype.diedInSlot = -1;
            prototype.lastFired.clear();
        } else {
            prototype.name = u"Recruit"_s;
            prototype.maxHp = prototype.hp = 7;
            prototype.uses = {Use{u"Rage"_s, 2, 1, Use::Reset::Fight, QString(), 0, 0},
                Use{u"Spells"_s, 1, 0, Use::Reset::Rest, QString(), 0, 0}};
        }
        if (chance(30))
            prototype.name = u"Orc"_s;
        prototype.group.clear();
        const qint64 count = chance(3) ? 0 : 1 + below(3);
        const auto mode = AddCombatantsCommand::HitPoints(below(3));
        const qint64 position = chance(50) ? -1 : below(qint64(cs.size()) + 1);
        return std::make_unique<AddCombatantsCommand>(prototype, count, u"2d6"_s, mode, position);
    }

    std::unique_ptr<Command> remove() { return std::make_unique<RemoveCombatantCommand>(anyone()); }

    std::unique_ptr<Command> declare()
    {
        const auto &scheme = m_encounter.ruleset().initiative;
        QString action;
        if (!scheme.actions.empty() && chance(70))
            action = scheme.actions[std::size_t(below(qint64(scheme.actions.size())))].id;
        else if (chance(10))
            action = u"fly-away"_s;
        QStringList overrides;
        for (const auto &o : scheme.overrides) {
            if (chance(20))
                overrides << o.id;
        }
        std::optional<qint64> attacks;
        if (chance(30))
            attacks = below(5);
        return std::make_unique<DeclareCommand>(anyone(), action, overrides, attacks,
            chance(25) ? DeclareCommand::Lasting::EveryRound : DeclareCommand::Lasting::NextRoll);
    }

    std::unique_ptr<Command> option()
    {
        const auto &options = m_encounter.ruleset().initiative.options;
        const QString id = options.empty() || chance(10)
            ? u"no-such-option"_s
            : options[std::size_t(below(qint64(options.size())))].id;
        return std::make_unique<SetOptionCommand>(id, chance(60));
    }

    // One of the uses every combatant has; now and then one it lacks.
    QString anyUse()
    {
        static const QString names[]
            = {u"Breath"_s, u"reaction"_s, u"Parry"_s, u"Rage"_s, u"Spells"_s};
        return chance(5) ? u"Wish"_s : names[below(5)];
    }
    std::unique_ptr<Command> spend()
    {
        return std::make_unique<SpendUseCommand>(anyone(), anyUse());
    }
    // Mostly one that was spent, as a GM restores; the rest are refused at the maximum.
    std::unique_ptr<Command> restore()
    {
        const CombatantId id = anyone();
        QString name = anyUse();
        if (const Combatant *c = m_encounter.find(id); c && chance(70)) {
            for (const Use &u : c->uses) {
                if (!u.isFull())
                    name = u.name;
            }
        }
        return std::make_unique<RestoreUseCommand>(id, name);
    }

    std::unique_ptr<Command> aid() { return std::make_unique<AidCommand>(anyone()); }

    // An event at any place and rounds, now and then with reinforcements (who fire in a later
    // next-turn); a name used twice or dice that are not dice must fail.
    std::unique_ptr<Command> addEvent()
    {
        static const QString names[] = {u"Lair"_s, u"Ceiling"_s, u"Gate"_s, u"Tide"_s};
        Fray::Encounter::Event e;
        e.name = names[below(4)];
        e.when = Fray::Encounter::Event::When(below(3));
        e.count = below(25) - 2;
        e.firstRound = 1 + below(4);
        e.every = below(3);
        e.note = chance(50) ? u"the ceiling cracks"_s : QString();
        e.roll = chance(40) ? u"2d6"_s : chance(10) ? u"2d"_s : QString();
        const auto &cs = m_encounter.combatants();
        if (!cs.empty() && chance(30)) {
            Combatant c = cs[std::size_t(below(qint64(cs.size())))];
            c.conditions.clear();
            c.state.clear();
            c.declared.clear();
            c.declaredRound = 0;
            c.declaredEveryRound = false;
            c.overrides.clear();
            c.group.clear();
            e.reinforcement = c;
            e.reinforcements = chance(5) ? 0 : 1 + below(2);
        }
        return std::make_unique<AddEventCommand>(e);
    }

    std::unique_ptr<Command> removeEvent()
    {
        const auto &events = m_encounter.events();
        const Fray::Encounter::EventId id = events.empty() || chance(10)
            ? 999
            : events[std::size_t(below(qint64(events.size())))].id;
        return std::make_unique<RemoveEventCommand>(id);
    }

    std::unique_ptr<Command> edit()
    {
        Combatant edited;
        if (const Combatant *c = m_encounter.find(anyone()))
            edited = *c;
        else
            edited.id = 9999;
        switch (below(4)) {
        case 0:
            edited.defence += below(5) - 2;
            break;
        case 1:
            edited.maxHp = below(30); // 0 is refused
            break;
        case 2:
            edited.notes = u"edited"_s;
            break;
        default:
            if (!m_encounter.combatants().empty())
                edited.name = m_encounter.combatants().front().name; // may clash
        }
        return std::make_unique<EditCombatantCommand>(edited, u"a field"_s);
    }

    std::unique_ptr<Command> surprise()
    {
        QMap<QString, QMap<QString, qint64>> values;
        values.insert(QString(), gmValues(m_encounter.ruleset(), m_pick));
        return std::make_unique<SurpriseCommand>(QStringList{}, values);
    }

    std::unique_ptr<Command> hold()
    {
        // Mostly one that can work: the acting combatant waits for one acting later this round.
        const auto &order = m_encounter.state().order;
        const qint64 turn = m_encounter.state().turn;
        const qint64 later = qint64(order.size()) - turn - 1;
        if (turn >= 0 && later > 0 && order[std::size_t(turn)].side.isEmpty() && chance(70)) {
            lastHold = {order[std::size_t(turn)].combatant,
                order[std::size_t(turn + 1 + below(later))].combatant};
        } else {
            lastHold = {anyone(), anyone()};
        }
        return std::make_unique<HoldCommand>(lastHold.first, lastHold.second);
    }

public:
    std::pair<CombatantId, CombatantId> lastHold; // holder, the one it waits for

private:
    const Encounter &m_encounter;
    Random &m_pick;
    bool m_withHold;
};

constexpr int kCommands = 240;

// What a hold must do (001 Hold Action): the holder's own entry moves to just after the entry
// of the one it waits for, on the same count and slot; no entry is lost or doubled.
void verifyHold(const EncounterState &before, const EncounterState &after,
    std::pair<CombatantId, CombatantId> hold)
{
    const auto [holder, until] = hold;
    QCOMPARE(after.order.size(), before.order.size());
    QMap<std::pair<CombatantId, qint64>, int> entriesBefore, entriesAfter;
    for (const auto &e : before.order)
        ++entriesBefore[{e.combatant, e.attack}];
    for (const auto &e : after.order)
        ++entriesAfter[{e.combatant, e.attack}];
    QVERIFY2(entriesAfter == entriesBefore, "a hold must not lose or double an entry");
    bool placed = false;
    for (std::size_t i = 1; i < after.order.size(); ++i) {
        const auto &held = after.order[i];
        const auto &waited = after.order[i - 1];
        if (held.combatant == holder && held.side.isEmpty() && waited.combatant == until
            && held.value == waited.value && held.slot == waited.slot)
            placed = true;
    }
    QVERIFY2(placed, "the holder acts right after the one it waits for, on its count");
}

} // namespace

class TestEncounterUndo : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(testRulesets().errors().empty()); }

    void undoAllRestoresRedoAllReplays_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<bool>("withHold");
        for (const char *id : {"old-school", "d20-ascending", "spelljammer-d100",
                 "castles-crusades", "basic-roleplaying"}) {
            for (const quint64 seed : {11ull, 42ull, 2026ull})
                QTest::addRow("%s/seed-%llu", id, seed) << QString::fromLatin1(id) << seed << false;
        }
        for (const quint64 seed : {7ull, 9ull})
            QTest::addRow("d20-ascending-with-hold/seed-%llu", seed)
                << u"d20-ascending"_s << seed << true;
    }

    void undoAllRestoresRedoAllReplays()
    {
        QFETCH(QString, ruleset);
        QFETCH(quint64, seed);
        QFETCH(bool, withHold);
        if (withHold && !Fray::Testing::inChildProcess()) {
            const Fray::Testing::ChildRun child = Fray::Testing::runCurrentTestInChild();
            QVERIFY2(child.passed, child.output.constData());
            return;
        }

        auto encounter = sampleEncounter(ruleset);
        QVERIFY(encounter);
        Random dice(seed);
        Random pick(seed * 7919 + 17);
        RandomCommands commands(*encounter, pick, withHold);
        History history;
        std::vector<EncounterState> states{encounter->state()};
        QStringList done;
        QMap<QString, int> worked;
        int failed = 0;
        for (int attempt = 0; attempt < 20 * kCommands && int(done.size()) < kCommands; ++attempt) {
            std::unique_ptr<Command> command = commands.next();
            const QString kind = command->kind();
            const EncounterState before = encounter->state();
            if (const auto error = history.execute(std::move(command), *encounter, dice)) {
                ++failed;
                QVERIFY2(!error->trimmed().isEmpty(), qPrintable(kind));
                QVERIFY2(encounter->state() == before,
                    qPrintable(u"'%1' failed (%2) but changed the encounter"_s.arg(kind, *error)));
                continue;
            }
            if (kind == u"hold") {
                verifyHold(before, encounter->state(), commands.lastHold);
                if (QTest::currentTestFailed())
                    return;
            }
            done << kind;
            ++worked[kind];
            states.push_back(encounter->state());
        }
        QCOMPARE(int(done.size()), kCommands);
        QVERIFY(failed > 0); // the mix did try commands that must fail
        for (const char *kind : {"damage", "heal", "condition", "attack", "next-turn", "next-round",
                 "add", "remove", "declare", "use", "restore", "add-event", "remove-event"})
            QVERIFY2(worked.value(QString::fromLatin1(kind)) > 0, kind);
        if (withHold)
            QVERIFY(worked.value(u"hold"_s) > 0);

        for (std::size_t i = states.size() - 1; i > 0; --i) {
            QVERIFY(!history.undo(*encounter));
            QVERIFY2(encounter->state() == states[i - 1],
                qPrintable(
                    u"undoing command %1 ('%2') did not restore the state before it"_s.arg(i).arg(
                        done[qsizetype(i) - 1])));
        }
        QVERIFY(encounter->state() == states.front());
        QVERIFY(history.undo(*encounter).has_value()); // nothing left to undo

        for (std::size_t i = 1; i < states.size(); ++i) {
            QVERIFY(!history.redo(*encounter));
            QVERIFY2(encounter->state() == states[i],
                qPrintable(
                    u"redoing command %1 ('%2') did not give the state after it"_s.arg(i).arg(
                        done[qsizetype(i) - 1])));
        }
        QVERIFY(encounter->state() == states.back());
        QVERIFY(history.redo(*encounter).has_value()); // nothing left to redo

        // And the fight, wherever it got to, saves and loads back exactly.
        const auto loaded = EncounterJson::fromJson(EncounterJson::toBytes(encounter->state()));
        QVERIFY2(
            loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error().constFirst().toString()));
        QVERIFY(*loaded == encounter->state());
    }

    // What the campaign's history keeps of each command (its change as JSON) reads back as
    // the same change, and taking it back from what was read restores the encounter before it:
    // the window can undo after a restart.
    void changesReadBackFromTheHistory_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const char *id : {"old-school", "d20-ascending", "spelljammer-d100",
                 "castles-crusades", "basic-roleplaying"})
            QTest::addRow("%s", id) << QString::fromLatin1(id);
    }

    void changesReadBackFromTheHistory()
    {
        QFETCH(QString, ruleset);
        auto encounter = sampleEncounter(ruleset);
        QVERIFY(encounter);
        Random dice(5);
        Random pick(99);
        RandomCommands commands(*encounter, pick, false);
        int done = 0;
        for (int attempt = 0; attempt < 2000 && done < 120; ++attempt) {
            std::unique_ptr<Command> command = commands.next();
            const EncounterState before = encounter->state();
            if (command->execute(*encounter, dice))
                continue;
            ++done;
            const auto read
                = Fray::Io::ChangeJson::fromBytes(Fray::Io::ChangeJson::toBytes(command->change()));
            QVERIFY2(read, qPrintable(read ? QString() : read.error()));
            QVERIFY2(*read == command->change(),
                qPrintable(u"'%1' did not read back as written"_s.arg(command->kind())));
            const EncounterState after = encounter->state();
            encounter->applyChange(*read, false);
            QVERIFY2(encounter->state() == before, qPrintable(command->kind()));
            encounter->applyChange(*read, true);
            QVERIFY(encounter->state() == after);
        }
        QCOMPARE(done, 120);
        QVERIFY(!Fray::Io::ChangeJson::fromBytes("{\"round\": 3}").ok());
        QVERIFY(!Fray::Io::ChangeJson::fromBytes("not json").ok());
    }

    // A fight another Fray runs is followed by reading its state again after each of that
    // Fray's commands, undos and redos: the follower catches up to exactly that state.
    void followerCatchesUpWithEveryStep_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const char *id : {"old-school", "d20-ascending", "spelljammer-d100",
                 "castles-crusades", "basic-roleplaying"})
            QTest::addRow("%s", id) << QString::fromLatin1(id);
    }

    void followerCatchesUpWithEveryStep()
    {
        QFETCH(QString, ruleset);
        auto runner = sampleEncounter(ruleset);
        QVERIFY(runner);
        Encounter follower(runner->sharedRuleset(), runner->state());
        Random dice(3);
        Random pick(31);
        RandomCommands commands(*runner, pick, false);
        History history;
        int steps = 0;
        int undone = 0;
        for (int attempt = 0; attempt < 3000 && steps < 200; ++attempt) {
            // One step in four is an undo (the log grows shorter), one in eight a redo.
            const std::uint64_t roll = pick.below(8);
            if (roll < 2 && !history.undo(*runner))
                ++undone;
            else if (roll == 2)
                history.redo(*runner);
            else if (history.execute(commands.next(), *runner, dice))
                continue;
            ++steps;
            QVERIFY(follower.catchUp(runner->state()));
            QVERIFY2(follower.state() == runner->state(),
                qPrintable(u"step %1: the follower did not catch up"_s.arg(steps)));
        }
        QCOMPARE(steps, 200);
        QVERIFY(undone > 0);
    }

    // What the follower announces is what differs: an HP edit is one row changed (the GM's
    // selection stays), a combatant added is a new list, another ruleset is refused.
    void followerAnnouncesOnlyWhatDiffers()
    {
        auto runner = sampleEncounter(u"castles-crusades"_s);
        QVERIFY(runner);
        Encounter follower(runner->sharedRuleset(), runner->state());
        QSignalSpy reset(&follower, &Encounter::combatantsAboutToBeReset);
        QSignalSpy row(&follower, &Encounter::combatantChanged);
        QSignalSpy log(&follower, &Encounter::logAppended);
        QSignalSpy logReset(&follower, &Encounter::logReset);
        QSignalSpy order(&follower, &Encounter::orderChanged);
        Random random(5);
        History history;
        const CombatantId second = runner->combatants().at(1).id;
        QVERIFY(!history.execute(
            std::make_unique<DamageCommand>(std::vector<CombatantId>{second}, 2), *runner, random));
        QVERIFY(follower.catchUp(runner->state()));
        QCOMPARE(reset.size(), 0);
        QCOMPARE(row.size(), 1);
        QCOMPARE(row.at(0).at(0).toLongLong(), 1);
        QCOMPARE(log.size(), 1);
        QCOMPARE(order.size(), 0);

        // Read again with nothing new: nothing said.
        QSignalSpy changed(&follower, &Encounter::changed);
        QVERIFY(follower.catchUp(runner->state()));
        QCOMPARE(changed.size(), 0);

        // The runner took the damage back: its line goes from the follower's log too.
        QVERIFY(!history.undo(*runner));
        QVERIFY(follower.catchUp(runner->state()));
        QCOMPARE(logReset.size(), 1);
        QCOMPARE(row.size(), 2);
        QVERIFY(follower.state() == runner->state());

        EncounterState other = runner->state();
        other.rulesetId = u"basic-roleplaying"_s;
        const EncounterState before = follower.state();
        QVERIFY(!follower.catchUp(other));
        QVERIFY(follower.state() == before);
    }

    // Commands from a command file that must fail: a clear error, and nothing changed.
    // A command done, undone or redone is one `changed`, after its own signals, carrying all it
    // changed; a command refused before it changed anything says nothing.
    void eachCommandIsOneChange()
    {
        auto encounter = sampleEncounter(u"castles-crusades"_s);
        QVERIFY(encounter);
        Random random(5);
        History history;
        QSignalSpy changed(encounter.get(), &Encounter::changed);
        QList<int> order; // 1: a fine-grained signal, 2: changed
        connect(encounter.get(), &Encounter::combatantChanged, this, [&] { order << 1; });
        connect(encounter.get(), &Encounter::logAppended, this, [&] { order << 1; });
        connect(encounter.get(), &Encounter::changed, this, [&] { order << 2; });
        const CombatantId id = encounter->combatants().front().id;
        QVERIFY(!history.execute(
            std::make_unique<DamageCommand>(std::vector<CombatantId>{id}, 3), *encounter, random));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(1).toBool(), true);
        const auto change = changed.at(0).at(0).value<Fray::Encounter::Change>();
        QCOMPARE(change.edited.size(), std::size_t(1));
        QCOMPARE(change.edited.front().second.hp, change.edited.front().first.hp - 3);
        QCOMPARE(order.last(), 2);
        QVERIFY(order.count(2) == 1 && order.size() > 1);

        QVERIFY(!history.undo(*encounter));
        QCOMPARE(changed.size(), 2);
        QCOMPARE(changed.at(1).at(1).toBool(), false);
        QVERIFY(changed.at(1).at(0).value<Fray::Encounter::Change>() == change);
        QVERIFY(!history.redo(*encounter));
        QCOMPARE(changed.size(), 3);
        QCOMPARE(changed.at(2).at(1).toBool(), true);

        QVERIFY(history.execute(std::make_unique<DamageCommand>(std::vector<CombatantId>{9999}, 3),
            *encounter, random));
        QCOMPARE(changed.size(), 3);
    }

    void badCommandsChangeNothing_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QByteArray>("setup"); // commands run first, which must work
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QString>("mentions");

        const auto d20 = u"d20-ascending"_s;
        const auto cc = u"castles-crusades"_s;
        QTest::newRow("unknown-combatant")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "damage", "target": "Nobody", "amount": 3})")
            << u"no combatant is called 'Nobody'"_s;
        QTest::newRow("unknown-combatant-among-targets")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "heal", "targets": ["Mira", "Nobody"], "amount": 3})")
            << u"Nobody"_s;
        QTest::newRow("unknown-attacker")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "attack", "attacker": "Nobody", "target": "Mira"})")
            << u"Nobody"_s;
        QTest::newRow("damage-to-the-dead")
            << d20
            << QByteArray(R"([{"command": "damage", "target": "Bandit Chief", "amount": 14}])")
            << QByteArray(R"({"command": "damage", "target": "Bandit Chief", "amount": 1})")
            << u"Bandit Chief is already dead"_s;
        QTest::newRow("heal-the-dead")
            << d20
            << QByteArray(R"([{"command": "damage", "target": "Bandit Chief", "amount": 20}])")
            << QByteArray(R"({"command": "heal", "target": "Bandit Chief", "amount": 5})")
            << u"dead"_s;
        QTest::newRow("attack-the-dead")
            << d20 << QByteArray(R"([{"command": "damage", "target": "Bandit 1", "amount": 6}])")
            << QByteArray(R"({"command": "attack", "attacker": "Mira", "target": "Bandit 1"})")
            << u"already dead"_s;
        QTest::newRow("condition-the-ruleset-lacks")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "condition", "target": "Mira", "condition": "petrified"})")
            << u"no condition 'petrified'"_s;
        QTest::newRow("condition-for-0-rounds")
            << d20 << QByteArray("[]")
            << QByteArray(
                   R"({"command": "condition", "target": "Mira", "condition": "shaken", "rounds": 0})")
            << u"at least 1 round"_s;
        QTest::newRow("remove-a-condition-it-does-not-have")
            << d20 << QByteArray("[]")
            << QByteArray(
                   R"({"command": "remove-condition", "target": "Mira", "condition": "shaken"})")
            << u"Mira is not shaken"_s;
        QTest::newRow("negative-damage")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "damage", "target": "Mira", "amount": -3})")
            << u"damage must be 0 or more"_s;
        QTest::newRow("negative-healing")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "heal", "target": "Mira", "amount": -3})")
            << u"healing must be 0 or more"_s;
        QTest::newRow("fractional-damage")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "damage", "target": "Mira", "amount": 2.5})")
            << u"amount: expected a whole number"_s;
        QTest::newRow("damage-pool-the-ruleset-lacks")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "damage", "target": "Mira", "amount": 2, "pool": "fire"})")
            << u"no 'fire' damage"_s;
        QTest::newRow("next-turn-before-start")
            << d20 << QByteArray("[]") << QByteArray(R"({"command": "next-turn"})")
            << u"has not started"_s;
        QTest::newRow("next-round-before-start")
            << d20 << QByteArray("[]") << QByteArray(R"({"command": "next-round"})")
            << u"has not started"_s;
        QTest::newRow("start-twice")
            << d20 << QByteArray(R"([{"command": "start"}])")
            << QByteArray(R"({"command": "start"})") << u"already started"_s;
        QTest::newRow("unknown-command")
            << d20 << QByteArray("[]") << QByteArray(R"({"command": "teleport"})")
            << u"unknown command 'teleport'"_s;
        QTest::newRow("attack-number-it-lacks")
            << d20 << QByteArray("[]")
            << QByteArray(
                   R"({"command": "attack", "attacker": "Mira", "target": "Bandit 1", "attack": 4})")
            << u"Mira has no attack number 4"_s;
        QTest::newRow("declared-action-the-ruleset-lacks")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "declare", "combatant": "Mira", "action": "fly"})")
            << u"no declared action 'fly'"_s;
        QTest::newRow("option-the-ruleset-lacks")
            << d20 << QByteArray("[]") << QByteArray(R"({"command": "option", "option": "fog"})")
            << u"no initiative option 'fog'"_s;
        QTest::newRow("hold-for-itself")
            << d20 << QByteArray(R"([{"command": "start"}])")
            << QByteArray(R"({"command": "hold", "combatant": "Mira", "until": "Mira"})")
            << u"cannot hold for itself"_s;
        QTest::newRow("add-no-one")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "add", "name": "Orc", "hp": 5, "count": 0})")
            << u"between 1 and 100,000"_s;
        QTest::newRow("add-a-stat-the-ruleset-lacks")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "add", "name": "Orc", "hp": 5, "stats": {"luck": 3}})")
            << u"no stat 'luck'"_s;
        QTest::newRow("aid-someone-not-bleeding")
            << cc << QByteArray("[]") << QByteArray(R"({"command": "aid", "target": "Ghoul"})")
            << u"Ghoul is not bleeding"_s;
        QTest::newRow("surprise-after-the-start")
            << cc << QByteArray(R"([{"command": "start"}])")
            << QByteArray(R"({"command": "surprise", "values": {"*": {"surprise_target": 12}}})")
            << u"before the fight starts"_s;
        // The factory's own checks, for every caller (the GUI builds commands with it too).
        QTest::newRow("field-of-the-wrong-type-is-not-read-as-its-default")
            << d20 << QByteArray("[]")
            << QByteArray(R"({"command": "damage", "target": "Mira", "amount": 2, "pool": 5})")
            << u"commands[0].pool: expected a text"_s;
        QTest::newRow("switch-not-true-or-false")
            << u"old-school"_s << QByteArray("[]")
            << QByteArray(R"({"command": "option", "option": "party-roll", "on": "no"})")
            << u"commands[0].on: expected true or false"_s;
        QTest::newRow("misspelt-optional-field")
            << d20 << QByteArray("[]")
            << QByteArray(
                   R"({"command": "condition", "target": "Mira", "condition": "shaken", "rouns": 2})")
            << u"commands[0].rouns: unknown field"_s;
        QTest::newRow("aid-names-one-target")
            << cc << QByteArray("[]")
            << QByteArray(R"({"command": "aid", "targets": ["Ghoul", "Wren"]})")
            << u"commands[0].targets: unknown field"_s;
        QTest::newRow("attack-by-one-who-may-not-attack")
            << d20
            << QByteArray(
                   R"([{"command": "condition", "target": "Mira", "condition": "parrying"}])")
            << QByteArray(R"({"command": "attack", "attacker": "Mira", "target": "Bandit 1"})")
            << u"Mira cannot attack"_s;
        QTest::newRow("remove-someone-not-there")
            << cc << QByteArray("[]") << QByteArray(R"({"command": "remove", "combatant": "Lich"})")
            << u"Lich"_s;
    }

    void badCommandsChangeNothing()
    {
        QFETCH(QString, ruleset);
        QFETCH(QByteArray, setup);
        QFETCH(QByteArray, command);
        QFETCH(QString, mentions);
        auto encounter = sampleEncounter(ruleset);
        QVERIFY(encounter);
        Random random(3);
        History history;
        QList<JsonProblem> problems;
        const QJsonArray before = QJsonDocument::fromJson(setup).array();
        for (qsizetype i = 0; i < before.size(); ++i) {
            auto made = CommandJson::read(
                JsonValue(before.at(i), u"setup[%1]"_s.arg(i), &problems), *encounter);
            QVERIFY(made.ok());
            const auto failed = history.execute(std::move(made).value(), *encounter, random);
            QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
        }

        const EncounterState state = encounter->state();
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(command, &parseError);
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QString error;
        auto made = CommandJson::read(
            JsonValue(document.object(), u"commands[0]"_s, &problems), *encounter);
        if (!made.ok())
            error = made.error();
        else
            error
                = history.execute(std::move(made).value(), *encounter, random).value_or(QString());
        QVERIFY2(error.contains(mentions), qPrintable(u"error: '%1'"_s.arg(error)));
        QVERIFY(encounter->state() == state);
        QCOMPARE(history.size(), std::size_t(before.size()));
    }
};

QTEST_GUILESS_MAIN(TestEncounterUndo)
#include "tst_encounter_undo.moc"
