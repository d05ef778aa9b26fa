// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/TurnKeeper.h"

#include "core/dice/Roller.h"
#include "core/encounter/CombatantFormulas.h"
#include "core/encounter/ConditionKeeper.h"
#include "core/encounter/EventKeeper.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/ReminderKeeper.h"
#include "core/encounter/RoundEnd.h"
#include "core/encounter/UseKeeper.h"
#include "core/encounter/Vitals.h"

namespace Fray::Encounter {

namespace {
constexpr char kTurnKeeperContext[] = "Fray::Encounter::TurnKeeper";
}

TurnKeeper::TurnKeeper(Encounter &encounter, Dice::Random &random)
    : m_encounter(encounter)
    , m_random(random)
{ }

bool TurnKeeper::canAct(const InitiativeEntry &entry) const
{
    if (entry.event)
        return true; // an event happens whoever is left standing
    if (entry.lost)
        return false;
    const Vitals vitals(m_encounter, m_random);
    const bool tiesAct = m_encounter.ruleset().initiative.deadAct == u"simultaneous_ties";
    const qint64 round = m_encounter.state().round;
    for (const CombatantId id : InitiativeRoller::members(m_encounter, entry)) {
        const Combatant *c = m_encounter.find(id);
        if (!c)
            continue;
        // An entry that is one of its attacks (per-attack initiative) needs it able to attack.
        if (entry.attack > 0 ? vitals.canAttack(*c) : vitals.canAct(*c))
            return true;
        // Killed by someone acting in its own slot: under simultaneous ties it still acts.
        if (tiesAct && c->diedInRound == round && c->diedInSlot == entry.slot)
            return true;
    }
    return false;
}

std::optional<QString> TurnKeeper::passRemovedTurn(qint64 turn)
{
    const qint64 next = nextActable(turn - 1);
    if (next >= 0) {
        enterTurn(next);
        return std::nullopt;
    }
    // Taking out the last entry cannot be refused; the round ends as it would have.
    return nextRound(AtRisk::LetRoundEnd);
}

qint64 TurnKeeper::nextActable(qint64 from) const
{
    const auto &order = m_encounter.state().order;
    for (qint64 i = from + 1; i < qint64(order.size()); ++i) {
        if (canAct(order[std::size_t(i)]))
            return i;
    }
    return -1;
}

void TurnKeeper::forgetSpentDeclarations(qint64 round)
{
    const auto &combatants = m_encounter.combatants();
    for (qint64 i = 0; i < qint64(combatants.size()); ++i) {
        const Combatant &c = combatants[std::size_t(i)];
        if (c.declared.isEmpty() || c.declaredEveryRound || c.declaredRound == 0
            || c.declaredRound >= round)
            continue;
        m_encounter.modifyCombatant(i, [](Combatant &spent) {
            spent.declared.clear();
            spent.declaredRound = 0;
        });
    }
}

void TurnKeeper::markDeclarationsRolled(qint64 round)
{
    const auto &combatants = m_encounter.combatants();
    for (qint64 i = 0; i < qint64(combatants.size()); ++i) {
        const Combatant &c = combatants[std::size_t(i)];
        if (c.declared.isEmpty() || c.declaredRound == round)
            continue;
        m_encounter.modifyCombatant(
            i, [round](Combatant &rolled) { rolled.declaredRound = round; });
    }
}

std::optional<QString> TurnKeeper::rollInitiative()
{
    InitiativeRoller roller(m_encounter, m_random);
    const qint64 round = std::max<qint64>(1, m_encounter.state().round);
    forgetSpentDeclarations(round);
    auto order = roller.roll(round);
    if (!order)
        return order.error();
    markDeclarationsRolled(round);
    Phrase text = InitiativeRoller::orderText(m_encounter, *order);
    m_encounter.setOrder(std::move(order).value());
    m_encounter.appendLog(
        Phrase(kTurnKeeperContext, QT_TR_NOOP("Initiative: %1")).arg(std::move(text)));
    if (m_encounter.state().round > 0)
        settleTurn();
    return std::nullopt;
}

void TurnKeeper::enterTurn(qint64 turn)
{
    m_encounter.setTurn(turn);
    EventKeeper(m_encounter, m_random).fire(turn);
    if (turn < 0 || turn >= qint64(m_encounter.state().order.size()))
        return;
    const Vitals vitals(m_encounter, m_random);
    UseKeeper uses(m_encounter, m_random);
    const InitiativeEntry entry = m_encounter.state().order[std::size_t(turn)];
    for (const CombatantId id : InitiativeRoller::members(m_encounter, entry)) {
        const qint64 index = m_encounter.indexOf(id);
        if (index < 0 || vitals.isDead(m_encounter.combatants()[std::size_t(index)]))
            continue;
        const Phrase text = uses.startOfTurn(index);
        if (!text.isEmpty())
            m_encounter.appendLog(text);
        ReminderKeeper(m_encounter, m_random).fire(index, Rules::Reminder::When::StartOfTurn);
    }
}

void TurnKeeper::settleTurn()
{
    const qint64 first = nextActable(-1);
    enterTurn(first);
    if (first < 0)
        m_encounter.appendLog(Phrase(kTurnKeeperContext, QT_TR_NOOP("No one can act this round")));
}

std::optional<QString> TurnKeeper::start()
{
    if (m_encounter.state().round > 0)
        return tr("the fight has already started (round %1)").arg(m_encounter.state().round);
    if (m_encounter.combatants().empty())
        return tr("there is no one to fight: add combatants first");
    UseKeeper uses(m_encounter, m_random);
    for (qint64 i = 0; i < qint64(m_encounter.combatants().size()); ++i) {
        const Phrase text = uses.startOfFight(i);
        if (!text.isEmpty())
            m_encounter.appendLog(text);
    }
    return beginRound(1, m_encounter.state().order.empty());
}

std::optional<QString> TurnKeeper::beginRound(qint64 round, bool reroll)
{
    m_encounter.setRound(round);
    m_encounter.appendLog(Phrase(kTurnKeeperContext, QT_TR_NOOP("The round begins")));
    ConditionKeeper conditions(m_encounter, m_random);
    for (qint64 i = 0; i < qint64(m_encounter.combatants().size()); ++i) {
        const Phrase text = conditions.startOfRound(i);
        if (!text.isEmpty())
            m_encounter.appendLog(text);
    }
    UseKeeper uses(m_encounter, m_random);
    for (qint64 i = 0; i < qint64(m_encounter.combatants().size()); ++i) {
        const Phrase text = uses.startOfRound(i);
        if (!text.isEmpty())
            m_encounter.appendLog(text);
    }
    ReminderKeeper(m_encounter, m_random).fireAll(Rules::Reminder::When::StartOfRound);
    if (reroll)
        return rollInitiative();
    forgetSpentDeclarations(round);
    if (auto error = keepInitiative(round))
        return error;
    settleTurn();
    return std::nullopt;
}

std::optional<QString> TurnKeeper::keepInitiative(qint64 round)
{
    // Everyone keeps their count, but what held for one round only (superior reach in round 1)
    // no longer moves anyone; the notes say why an entry moved, so they are worked out anew.
    std::vector<InitiativeEntry> kept = m_encounter.state().order;
    for (InitiativeEntry &e : kept)
        e.note.clear();
    auto order = InitiativeRoller(m_encounter, m_random).roll(round, &kept);
    if (!order)
        return order.error();
    markDeclarationsRolled(round);
    if (*order == m_encounter.state().order)
        return std::nullopt;
    Phrase text = InitiativeRoller::orderText(m_encounter, *order);
    m_encounter.setOrder(std::move(order).value());
    m_encounter.appendLog(
        Phrase(kTurnKeeperContext, QT_TR_NOOP("Order this round: %1")).arg(std::move(text)));
    return std::nullopt;
}

std::optional<QString> TurnKeeper::nextTurn(AtRisk atRisk)
{
    if (m_encounter.state().round == 0)
        return tr("the fight has not started yet");
    const qint64 next = nextActable(m_encounter.state().turn);
    if (next >= 0) {
        ReminderKeeper(m_encounter, m_random).endOfTurn();
        enterTurn(next);
        return std::nullopt;
    }
    return nextRound(atRisk);
}

std::optional<QString> TurnKeeper::previousTurn()
{
    if (m_encounter.state().round == 0)
        return tr("the fight has not started yet");
    const auto &order = m_encounter.state().order;
    for (qint64 i = m_encounter.state().turn - 1; i >= 0; --i) {
        if (canAct(order[std::size_t(i)])) {
            m_encounter.setTurn(i);
            return std::nullopt;
        }
    }
    return tr("this is the first turn of round %1; undo to go back further")
        .arg(m_encounter.state().round);
}

std::optional<QString> TurnKeeper::nextRound(AtRisk atRisk)
{
    if (m_encounter.state().round == 0)
        return tr("the fight has not started yet");
    if (atRisk == AtRisk::Refuse) {
        if (const auto risks = RoundEnd::risks(m_encounter); !risks.empty())
            return RoundEnd::refusal(m_encounter, risks);
    }
    ReminderKeeper reminders(m_encounter, m_random);
    reminders.endOfTurn();
    reminders.fireAll(Rules::Reminder::When::EndOfRound);
    endRound();
    return beginRound(
        m_encounter.state().round + 1, InitiativeRoller(m_encounter, m_random).rerollsEachRound());
}

void TurnKeeper::endRound()
{
    ConditionKeeper conditions(m_encounter, m_random);
    Vitals vitals(m_encounter, m_random);
    for (qint64 i = 0; i < qint64(m_encounter.combatants().size()); ++i) {
        std::vector<Phrase> texts;
        texts.push_back(conditions.endOfRound(i));

        // An HP state's bleeding, unless someone has aided the combatant.
        const Combatant &c = m_encounter.combatants()[std::size_t(i)];
        const Rules::HpState *state = vitals.state(c);
        if (state && state->tick && !c.aided) {
            const Dice::Expression &amount = state->tick->amount;
            const auto rolled
                = Dice::Roller::roll(amount, m_random, m_encounter.formulas().bindings(c, amount));
            if (rolled && rolled->total != 0) {
                texts.push_back(Phrase(kTurnKeeperContext, QT_TR_NOOP("%1 loses %2 (%3)"))
                                    .arg(c.name)
                                    .arg(rolled->total)
                                    .arg(Rules::labelOf(*state).toLower()));
                texts.push_back(vitals.damage(i, rolled->total, state->tick->pool));
            }
        }
        texts.push_back(vitals.updateState(i, true));
        const Phrase line = Phrase::joined(std::move(texts), QStringLiteral(" \u00b7 "));
        if (!line.isEmpty())
            m_encounter.appendLog(line);
    }
    m_encounter.appendLog(Phrase(kTurnKeeperContext, QT_TR_NOOP("The round ends")));
}

} // namespace Fray::Encounter
