// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/EventKeeper.h"

#include "core/dice/Roller.h"
#include "core/encounter/EncounterCheck.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/commands/RosterCommands.h"

#include <QLocale>

#include <algorithm>

namespace Fray::Encounter {

namespace {
constexpr char kEventKeeperContext[] = "Fray::Encounter::EventKeeper";
}

EventKeeper::EventKeeper(Encounter &encounter, Dice::Random &random)
    : m_encounter(encounter)
    , m_random(random)
{ }

void EventKeeper::fire(qint64 turn)
{
    const auto &order = m_encounter.state().order;
    if (turn < 0 || turn >= qint64(order.size()) || !order[std::size_t(turn)].event)
        return;
    const EventId id = order[std::size_t(turn)].event;
    const qint64 round = m_encounter.state().round;
    const Event *found = m_encounter.findEvent(id);
    if (!found || found->firedRound == round)
        return;
    // A copy: the events are replaced below, and the combatants added after.
    const Event event = *found;
    std::vector<Event> events = m_encounter.events();
    for (Event &e : events) {
        if (e.id == id)
            e.firedRound = round;
    }
    m_encounter.setEvents(std::move(events));

    std::vector<Phrase> parts;
    parts.push_back(event.note.isEmpty()
            ? Phrase::text(event.name)
            : Phrase(kEventKeeperContext, QT_TR_NOOP("%1: %2")).arg(event.name).arg(event.note));
    if (!event.roll.isEmpty()) {
        const auto parsed = Dice::Expression::parse(event.roll);
        const auto rolled = parsed ? Dice::Roller::roll(*parsed, m_random)
                                   : Expected<Dice::Roll, Dice::DiceError>(parsed.error());
        if (rolled)
            parts.push_back(Phrase::text(rolled->describe(event.roll)));
        else
            parts.push_back(Phrase(kEventKeeperContext, QT_TR_NOOP("%1 cannot be rolled: %2"))
                                .arg(event.roll)
                                .arg(rolled.error().toString()));
    }
    m_encounter.appendLog(Phrase::joined(std::move(parts), QStringLiteral(" \u2014 ")));

    if (!event.reinforcement || event.reinforcements < 1)
        return;
    const std::vector<InitiativeEntry> old = m_encounter.state().order;
    const AddCombatantsCommand add(*event.reinforcement, event.reinforcements);
    std::optional<QString> error = add.addCombatants(m_encounter, m_random);
    if (!error)
        error = joinAfterActing(old);
    if (error)
        m_encounter.appendLog(
            Phrase(kEventKeeperContext, QT_TR_NOOP("%1: the reinforcements cannot join: %2"))
                .arg(event.name)
                .arg(*error));
}

std::optional<QString> EventKeeper::joinAfterActing(const std::vector<InitiativeEntry> &old)
{
    // Newcomers roll by the scheme like any who join a fight under way (a member of a group or
    // side already there acts on its entry); those with entries of their own act right after
    // the event this round, among themselves by their counts, and from the next round by them.
    const qint64 turn = m_encounter.state().turn;
    auto rolled = InitiativeRoller(m_encounter, m_random).roll(m_encounter.state().round, &old);
    if (!rolled)
        return rolled.error();
    std::vector<InitiativeEntry> joined;
    for (const InitiativeEntry &e : *rolled) {
        if (std::none_of(old.begin(), old.end(),
                [&](const InitiativeEntry &o) { return InitiativeRoller::sameActor(o, e); }))
            joined.push_back(e);
    }
    if (joined.empty())
        return std::nullopt;

    // Slots are numbered anew: equal slots stay together only within the part they came from.
    struct Placed
    {
        InitiativeEntry entry;
        int part;
    };
    std::vector<Placed> placed;
    placed.reserve(old.size() + joined.size());
    for (qint64 i = 0; i <= turn && i < qint64(old.size()); ++i)
        placed.push_back({old[std::size_t(i)], 0});
    for (const InitiativeEntry &e : joined)
        placed.push_back({e, 1});
    for (qint64 i = turn + 1; i < qint64(old.size()); ++i)
        placed.push_back({old[std::size_t(i)], 2});
    std::vector<InitiativeEntry> order;
    order.reserve(placed.size());
    qint64 slot = -1;
    for (std::size_t i = 0; i < placed.size(); ++i) {
        if (i == 0 || placed[i].part != placed[i - 1].part
            || placed[i].entry.slot != placed[i - 1].entry.slot)
            ++slot;
        order.push_back(placed[i].entry);
        order.back().slot = slot;
    }
    m_encounter.setOrder(std::move(order));
    m_encounter.appendLog(Phrase(kEventKeeperContext, QT_TR_NOOP("Joining the order after %1: %2"))
                              .arg(InitiativeRoller::name(m_encounter, old[std::size_t(turn)]))
                              .arg(InitiativeRoller::orderText(m_encounter, joined)));
    return std::nullopt;
}

EventKeeper::Problems EventKeeper::check(
    const Event &event, const Rules::Ruleset *ruleset, const QString &at)
{
    Problems problems;
    const auto path = [&](const char *field) {
        return at.isEmpty() ? QString::fromLatin1(field)
                            : QStringLiteral("%1.%2").arg(at, QLatin1StringView(field));
    };
    if (event.name.trimmed().isEmpty())
        problems.append({path("name"), tr("an event needs a name")});
    if (event.count < -maxCount || event.count > maxCount)
        problems.append({path("count"),
            tr("%1 is outside %2 to %3").arg(event.count).arg(-maxCount).arg(maxCount)});
    if (event.firstRound < 1 || event.firstRound > EncounterCheck::maxRound)
        problems.append({path("round"),
            tr("%1 is outside 1 to %2").arg(event.firstRound).arg(EncounterCheck::maxRound)});
    if (event.every < 0 || event.every > EncounterCheck::maxRound)
        problems.append({path("every"),
            tr("%1 is outside 0 to %2").arg(event.every).arg(EncounterCheck::maxRound)});
    if (event.firedRound < 0 || event.firedRound > EncounterCheck::maxRound)
        problems.append({path("fired_round"),
            tr("%1 is outside 0 to %2").arg(event.firedRound).arg(EncounterCheck::maxRound)});
    if (!event.roll.isEmpty()) {
        if (const auto parsed = Dice::Expression::parse(event.roll); !parsed)
            problems.append({path("roll"),
                tr("'%1' is not dice Fray can roll: %2")
                    .arg(event.roll, parsed.error().toString())});
    }
    if (event.reinforcement) {
        if (event.reinforcements < 1 || event.reinforcements > maxReinforcements)
            problems.append({path("reinforcements.count"),
                tr("%1 is outside 1 to %2").arg(event.reinforcements).arg(maxReinforcements)});
        if (event.reinforcement->name.trimmed().isEmpty())
            problems.append(
                {path("reinforcements.combatant.name"), tr("a combatant needs a name")});
        if (ruleset)
            problems += EncounterCheck::combatant(
                *event.reinforcement, *ruleset, path("reinforcements.combatant"));
    }
    return problems;
}

QString EventKeeper::whenText(const Event &event)
{
    switch (event.when) {
    case Event::When::TopOfRound:
        return tr("top of the round");
    case Event::When::EndOfRound:
        return tr("end of the round");
    case Event::When::Count:
        break;
    }
    return tr("count %1").arg(QLocale().toString(event.count));
}

QString EventKeeper::roundsText(const Event &event)
{
    if (event.every <= 0)
        return tr("round %1").arg(QLocale().toString(event.firstRound));
    if (event.every == 1)
        return tr("every round from round %1").arg(QLocale().toString(event.firstRound));
    return tr("every %n round(s) from round %1", nullptr, int(event.every))
        .arg(QLocale().toString(event.firstRound));
}

} // namespace Fray::Encounter
