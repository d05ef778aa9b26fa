// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/RosterCommands.h"

#include "core/dice/Roller.h"
#include "core/encounter/EncounterCheck.h"
#include "core/encounter/HitPointsInput.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/TurnKeeper.h"
#include "core/encounter/Vitals.h"

#include <QRegularExpression>

namespace Fray::Encounter {

namespace {

constexpr char kAddCombatantsContext[] = "Fray::Encounter::AddCombatantsCommand";

// The next free number for "Orc N" among the names already there.
qint64 nextNumber(const Encounter &encounter, const QString &base)
{
    const QRegularExpression numbered(
        QStringLiteral("^%1 (\\d+)$").arg(QRegularExpression::escape(base)));
    qint64 highest = 0;
    for (const Combatant &c : encounter.combatants()) {
        const auto match = numbered.match(c.name);
        if (match.hasMatch())
            highest = std::max(highest, match.captured(1).toLongLong());
        else if (c.name == base)
            highest = std::max<qint64>(highest, 1);
    }
    return highest + 1;
}

} // namespace

AddCombatantsCommand::AddCombatantsCommand(
    Combatant prototype, qint64 count, QString hitDice, HitPoints mode, qint64 position)
    : m_prototype(std::move(prototype))
    , m_count(count)
    , m_hitDice(std::move(hitDice))
    , m_mode(mode)
    , m_position(position)
{ }

QString AddCombatantsCommand::text() const
{
    return m_count == 1 ? tr("Add %1").arg(m_prototype.name)
                        : tr("Add %1 \u00d7%2").arg(m_prototype.name).arg(m_count);
}

std::optional<QString> AddCombatantsCommand::perform(Encounter &encounter, Dice::Random &random)
{
    if (auto error = addCombatants(encounter, random))
        return error;
    if (encounter.state().round > 0)
        return joinInitiative(encounter, random);
    return std::nullopt;
}

std::optional<QString> AddCombatantsCommand::addCombatants(
    Encounter &encounter, Dice::Random &random) const
{
    if (m_count < 1 || m_count > 100'000)
        return tr("add between 1 and 100,000 combatants, not %1").arg(m_count);
    if (m_prototype.name.trimmed().isEmpty())
        return tr("a combatant needs a name");
    if (const QString error = EditCombatantCommand::validate(encounter, m_prototype);
        !error.isEmpty())
        return error;
    std::optional<Dice::Expression> hitDice;
    if (m_mode != HitPoints::Fixed) {
        const auto parsed = Dice::Expression::parse(m_hitDice);
        if (!parsed)
            return tr("hit points '%1': %2").arg(m_hitDice, parsed.error().toString());
        hitDice = *parsed;
    }
    qint64 average = 0;
    if (m_mode == HitPoints::Average) {
        const auto averaged = HitPointsInput::average(*hitDice);
        if (!averaged)
            return tr("hit points '%1': %2").arg(m_hitDice, averaged.error());
        average = *averaged;
    }

    // Several are numbered; so is one whose name the fight already holds, alone or numbered
    // ("Goblin 4" beside Goblin 1-3).
    const QString base = m_prototype.name.trimmed();
    const qint64 next = nextNumber(encounter, base);
    const bool numbered = m_count > 1 || next > 1;
    qint64 number = numbered ? next : 0;
    std::vector<Combatant> added;
    added.reserve(std::size_t(m_count));
    QStringList hitPoints;
    for (qint64 i = 0; i < m_count; ++i) {
        Combatant c = m_prototype;
        c.dropRetiredStats(encounter.ruleset().retiredStats);
        c.id = encounter.takeId();
        c.name = numbered ? QStringLiteral("%1 %2").arg(base).arg(number++) : base;
        if (c.group.isEmpty() && m_count > 1)
            c.group = base;
        if (m_mode == HitPoints::Roll) {
            const auto rolled = Dice::Roller::roll(*hitDice, random);
            if (!rolled)
                return tr("hit points '%1': %2").arg(m_hitDice, rolled.error().toString());
            c.maxHp = std::max<qint64>(1, rolled->total);
            if (m_count <= 20)
                hitPoints << QString::number(c.maxHp);
        } else if (m_mode == HitPoints::Average) {
            c.maxHp = average;
        }
        if (m_mode != HitPoints::Fixed)
            c.hp = c.maxHp;
        c.startHp = c.hp;
        c.conditions.clear();
        c.state.clear();
        added.push_back(std::move(c));
    }
    const qint64 at = m_position < 0 || m_position > qint64(encounter.combatants().size())
        ? qint64(encounter.combatants().size())
        : m_position;
    const QString first = added.front().name, last = added.back().name;
    encounter.insertCombatants(at, std::move(added));
    Dice::Random unused(0);
    Vitals vitals(encounter, unused);
    for (qint64 i = at; i < at + m_count; ++i)
        vitals.updateState(i, false);

    Phrase text = m_count == 1
        ? Phrase(kAddCombatantsContext, QT_TR_NOOP("%1 joins the fight")).arg(first)
        : Phrase(kAddCombatantsContext, QT_TR_NOOP("%1 to %2 join the fight")).arg(first).arg(last);
    if (!hitPoints.isEmpty())
        text = Phrase::joined({text,
                                  Phrase(kAddCombatantsContext, QT_TR_NOOP(" (hit points %1: %2)"))
                                      .arg(m_hitDice)
                                      .arg(hitPoints.join(QStringLiteral(", ")))},
            QString());
    encounter.appendLog(text);
    return std::nullopt;
}

std::optional<QString> AddCombatantsCommand::joinInitiative(
    Encounter &encounter, Dice::Random &random)
{
    // Everyone else keeps their count and the acting entry stays the one acting; newcomers roll
    // by the ruleset's scheme (a new group rolls once, a member of a group already there joins
    // its entry) and act this round if their count is still to come.
    const std::vector<InitiativeEntry> old = encounter.state().order;
    auto order = InitiativeRoller(encounter, random).roll(encounter.state().round, &old);
    if (!order)
        return order.error();
    std::vector<InitiativeEntry> joined;
    for (const InitiativeEntry &e : *order) {
        if (std::none_of(old.begin(), old.end(),
                [&](const InitiativeEntry &o) { return InitiativeRoller::sameActor(o, e); }))
            joined.push_back(e);
    }
    if (joined.empty())
        return std::nullopt;

    qint64 turn = -1;
    if (const InitiativeEntry *acting = encounter.actingEntry()) {
        // The same actor may have two entries (first and last): count which one is acting.
        const auto same
            = [&](const InitiativeEntry &e) { return InitiativeRoller::sameActor(e, *acting); };
        const auto nth = std::count_if(old.begin(), old.begin() + encounter.state().turn, same);
        for (qint64 i = 0, seen = 0; i < qint64(order->size()) && turn < 0; ++i) {
            if (same((*order)[std::size_t(i)]) && seen++ == nth)
                turn = i;
        }
    }
    encounter.setOrder(std::move(order).value());
    encounter.setTurn(turn);
    encounter.appendLog(Phrase(kAddCombatantsContext, QT_TR_NOOP("Joining the order: %1"))
                            .arg(InitiativeRoller::orderText(encounter, joined)));
    return std::nullopt;
}

RemoveCombatantCommand::RemoveCombatantCommand(CombatantId id)
    : m_id(id)
{ }

std::optional<QString> RemoveCombatantCommand::perform(Encounter &encounter, Dice::Random &random)
{
    const qint64 index = encounter.indexOf(m_id);
    if (index < 0)
        return tr("no such combatant");
    m_name = encounter.combatants()[std::size_t(index)].name;

    // Its own entries go. A group or side entry that names it names another member instead,
    // or goes when no member is left. Entries before the acting one move the turn up.
    const std::vector<InitiativeEntry> &old = encounter.state().order;
    const qint64 acting = encounter.state().turn;
    std::vector<InitiativeEntry> order;
    qint64 turn = acting;
    bool actingGone = false;
    for (qint64 i = 0; i < qint64(old.size()); ++i) {
        InitiativeEntry e = old[std::size_t(i)];
        if (e.combatant == m_id) {
            const auto members = InitiativeRoller::members(encounter, e);
            const auto other = std::find_if(
                members.begin(), members.end(), [this](CombatantId id) { return id != m_id; });
            if (other == members.end()) {
                if (i < acting)
                    --turn;
                actingGone = actingGone || i == acting;
                continue;
            }
            e.combatant = *other;
        }
        order.push_back(e);
    }
    if (order != old)
        encounter.setOrder(std::move(order));
    encounter.removeCombatant(index);
    encounter.appendLog(
        Phrase("Fray::Encounter::RemoveCombatantCommand", QT_TR_NOOP("%1 leaves the fight"))
            .arg(m_name));
    if (!actingGone) {
        encounter.setTurn(turn);
        return std::nullopt;
    }
    return TurnKeeper(encounter, random).passRemovedTurn(turn);
}

EditCombatantCommand::EditCombatantCommand(Combatant edited, QString what)
    : m_edited(std::move(edited))
    , m_what(std::move(what))
{ }

QString EditCombatantCommand::text() const
{
    return m_what.isEmpty() ? tr("Edit %1").arg(m_edited.name)
                            : tr("Change %1 of %2").arg(m_what, m_edited.name);
}

QString EditCombatantCommand::validate(const Encounter &encounter, const Combatant &c)
{
    return EncounterCheck::summary(EncounterCheck::combatant(c, encounter.ruleset(), QString()));
}

std::optional<QString> EditCombatantCommand::perform(Encounter &encounter, Dice::Random &)
{
    const qint64 index = encounter.indexOf(m_edited.id);
    if (index < 0)
        return tr("no such combatant");
    if (const QString error = validate(encounter, m_edited); !error.isEmpty())
        return error;
    const Combatant *same = encounter.findByName(m_edited.name);
    if (m_edited.name.trimmed().isEmpty())
        return tr("a combatant needs a name");
    if (same && same->id != m_edited.id)
        return tr("another combatant is already called %1").arg(m_edited.name);
    if (encounter.combatants()[std::size_t(index)] == m_edited)
        return std::nullopt;
    encounter.modifyCombatant(index, [&](Combatant &c) { c = m_edited; });
    Dice::Random unused(0);
    const Phrase state = Vitals(encounter, unused).updateState(index, false);
    if (!state.isEmpty())
        encounter.appendLog(state);
    return std::nullopt;
}

} // namespace Fray::Encounter
