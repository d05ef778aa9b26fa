// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/TurnCommands.h"

#include "core/encounter/EncounterCheck.h"
#include "core/encounter/TurnKeeper.h"

#include <QLocale>

namespace Fray::Encounter {

TurnCommand::TurnCommand(Step step)
    : m_step(step)
{ }

QString TurnCommand::kind() const
{
    switch (m_step) {
    case Step::Start:
        return QStringLiteral("start");
    case Step::NextTurn:
        return QStringLiteral("next-turn");
    case Step::PreviousTurn:
        return QStringLiteral("previous-turn");
    case Step::NextRound:
        return QStringLiteral("next-round");
    case Step::RollInitiative:
        return QStringLiteral("roll-initiative");
    case Step::LetRoundEnd:
        return QStringLiteral("let-round-end");
    }
    return QString();
}

QString TurnCommand::text() const
{
    switch (m_step) {
    case Step::Start:
        return tr("Start the fight");
    case Step::NextTurn:
        return tr("Next turn");
    case Step::PreviousTurn:
        return tr("Previous turn");
    case Step::NextRound:
        return tr("Next round");
    case Step::RollInitiative:
        return tr("Roll initiative");
    case Step::LetRoundEnd:
        return tr("Let the round end");
    }
    return QString();
}

std::optional<QString> TurnCommand::perform(Encounter &encounter, Dice::Random &random)
{
    TurnKeeper keeper(encounter, random);
    switch (m_step) {
    case Step::Start:
        return keeper.start();
    case Step::NextTurn:
        return keeper.nextTurn();
    case Step::PreviousTurn:
        return keeper.previousTurn();
    case Step::NextRound:
        return keeper.nextRound();
    case Step::RollInitiative:
        return keeper.rollInitiative();
    case Step::LetRoundEnd:
        return keeper.nextRound(TurnKeeper::AtRisk::LetRoundEnd);
    }
    return std::nullopt;
}

HoldCommand::HoldCommand(CombatantId holder, CombatantId until)
    : m_holder(holder)
    , m_until(until)
{ }

std::optional<QString> HoldCommand::perform(Encounter &encounter, Dice::Random &random)
{
    const Combatant *holder = encounter.find(m_holder);
    const Combatant *until = encounter.find(m_until);
    if (!holder || !until)
        return tr("no such combatant");
    if (m_holder == m_until)
        return tr("a combatant cannot hold for itself");
    m_holderName = holder->name;
    m_untilName = until->name;

    auto order = encounter.state().order;
    const qint64 turn = encounter.state().turn;
    const auto own
        = [&](const InitiativeEntry &e) { return e.combatant == m_holder && e.side.isEmpty(); };
    const auto mine = std::find_if(order.begin() + std::max<qint64>(turn, 0), order.end(), own);
    if (mine == order.end())
        return tr("%1 has no turn left to hold this round").arg(m_holderName);
    const auto theirs = std::find_if(
        mine + 1, order.end(), [&](const InitiativeEntry &e) { return e.combatant == m_until; });
    if (theirs == order.end())
        return tr("%1 does not act after %2 this round").arg(m_untilName, m_holderName);

    // Act together with the one waited for: same count, same slot, just after it. Positions,
    // not iterators: inserting may move the whole order.
    InitiativeEntry held = *mine;
    held.value = theirs->value;
    held.scale = theirs->scale;
    held.slot = theirs->slot;
    held.window = theirs->window;
    held.note = tr("held for %1").arg(m_untilName);
    const qint64 removedAt = qint64(mine - order.begin());
    const qint64 insertAt = qint64(theirs - order.begin()) + 1;
    order.insert(order.begin() + insertAt, held);
    order.erase(order.begin() + removedAt); // before insertAt, so not moved by the insert
    encounter.setOrder(std::move(order));
    if (removedAt == turn) {
        TurnKeeper keeper(encounter, random);
        keeper.enterTurn(keeper.nextActable(turn - 1));
    }
    encounter.appendLog(
        Phrase("Fray::Encounter::HoldCommand", QT_TR_NOOP("%1 holds and will act with %2"))
            .arg(m_holderName)
            .arg(m_untilName));
    return std::nullopt;
}

DeclareCommand::DeclareCommand(CombatantId combatant, QString action, QStringList overrides,
    std::optional<qint64> attacksPerRound, Lasting lasting)
    : m_combatant(combatant)
    , m_action(std::move(action))
    , m_overrides(std::move(overrides))
    , m_attacks(attacksPerRound)
    , m_everyRound(lasting == Lasting::EveryRound)
{ }

std::optional<QString> DeclareCommand::perform(Encounter &encounter, Dice::Random &)
{
    const qint64 index = encounter.indexOf(m_combatant);
    if (index < 0)
        return tr("no such combatant");
    m_name = encounter.combatants()[std::size_t(index)].name;
    const Rules::Initiative &scheme = encounter.ruleset().initiative;
    QStringList actions, overrides;
    for (const auto &a : scheme.actions)
        actions << a.id;
    for (const auto &o : scheme.overrides)
        overrides << o.id;
    if (!m_action.isEmpty() && !actions.contains(m_action))
        return tr("%1 has no declared action '%2' (it has: %3)")
            .arg(encounter.ruleset().name, m_action, actions.join(QStringLiteral(", ")));
    for (const QString &o : std::as_const(m_overrides)) {
        if (!overrides.contains(o))
            return tr("%1 has no initiative override '%2' (it has: %3)")
                .arg(encounter.ruleset().name, o, overrides.join(QStringLiteral(", ")));
    }
    if (m_attacks && (*m_attacks < 1 || *m_attacks > EncounterCheck::maxAttacksPerRound))
        return tr("attacks per round must be from 1 to %1, not %2")
            .arg(QLocale().toString(EncounterCheck::maxAttacksPerRound),
                QLocale().toString(*m_attacks));
    encounter.modifyCombatant(index, [&](Combatant &c) {
        c.declared = m_action;
        c.declaredRound = 0;
        c.declaredEveryRound = m_everyRound && !m_action.isEmpty();
        c.overrides = m_overrides;
        if (m_attacks)
            c.attacksPerRound = *m_attacks;
    });
    std::vector<Phrase> what;
    for (const auto &a : scheme.actions) {
        if (a.id == m_action)
            what.push_back(Phrase::local(Rules::labelOf(a)));
    }
    for (const auto &o : scheme.overrides) {
        if (m_overrides.contains(o.id))
            what.push_back(Phrase::local(Rules::labelOf(o)));
    }
    constexpr char context[] = "Fray::Encounter::DeclareCommand";
    if (what.empty())
        encounter.appendLog(Phrase(context, QT_TR_NOOP("%1 declares nothing special")).arg(m_name));
    else
        encounter.appendLog(Phrase(context,
            m_everyRound && !m_action.isEmpty() ? QT_TR_NOOP("%1 declares, for every round: %2")
                                                : QT_TR_NOOP("%1 declares: %2"))
                                .arg(m_name)
                                .arg(Phrase::joined(std::move(what), QStringLiteral(", "))));
    return std::nullopt;
}

SetOptionCommand::SetOptionCommand(QString option, bool on)
    : m_option(std::move(option))
    , m_on(on)
{ }

QString SetOptionCommand::text() const
{
    return m_on ? tr("Use %1").arg(m_option) : tr("Stop using %1").arg(m_option);
}

std::optional<QString> SetOptionCommand::perform(Encounter &encounter, Dice::Random &)
{
    const auto &options = encounter.ruleset().initiative.options;
    const auto it = std::find_if(options.begin(), options.end(),
        [&](const Rules::InitiativeOption &o) { return o.id == m_option; });
    if (it == options.end()) {
        QStringList known;
        for (const auto &o : options)
            known << o.id;
        return tr("%1 has no initiative option '%2' (it has: %3)")
            .arg(encounter.ruleset().name, m_option,
                known.isEmpty() ? tr("none") : known.join(QStringLiteral(", ")));
    }
    QStringList current = encounter.state().options;
    current.removeAll(m_option);
    if (m_on)
        current.append(m_option);
    if (current == encounter.state().options)
        return std::nullopt;
    encounter.setOptions(current);
    encounter.appendLog(Phrase("Fray::Encounter::SetOptionCommand",
        m_on ? QT_TR_NOOP("Option on: %1") : QT_TR_NOOP("Option off: %1"))
                            .arg(Rules::labelOf(*it)));
    return std::nullopt;
}

} // namespace Fray::Encounter
