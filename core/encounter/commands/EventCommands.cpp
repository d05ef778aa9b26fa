// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/EventCommands.h"

#include "core/encounter/EncounterCheck.h"
#include "core/encounter/EventKeeper.h"
#include "core/encounter/TurnKeeper.h"

#include <algorithm>

namespace Fray::Encounter {

namespace {
constexpr char kAddEventContext[] = "Fray::Encounter::AddEventCommand";
}

AddEventCommand::AddEventCommand(Event event)
    : m_event(std::move(event))
{ }

std::optional<QString> AddEventCommand::perform(Encounter &encounter, Dice::Random &)
{
    Event event = m_event;
    event.name = event.name.trimmed();
    event.firedRound = 0;
    if (event.when != Event::When::Count)
        event.count = 0; // at the top or the end of the round, a count means nothing
    if (!event.reinforcement)
        event.reinforcements = 0;
    const auto problems = EventKeeper::check(event, &encounter.ruleset(), QString());
    if (!problems.isEmpty())
        return EncounterCheck::summary(problems);
    const auto &events = encounter.events();
    if (std::any_of(events.begin(), events.end(),
            [&](const Event &e) { return e.name.compare(event.name, Qt::CaseInsensitive) == 0; }))
        return tr("another event is already called %1").arg(event.name);
    if (events.size() >= EncounterCheck::maxEvents)
        return tr("the encounter already has %1 events, the most it can have; remove one first")
            .arg(EncounterCheck::maxEvents);
    event.id = encounter.takeEventId();
    std::vector<Event> list = events;
    list.push_back(event);
    encounter.setEvents(std::move(list));
    encounter.appendLog(Phrase(kAddEventContext, QT_TR_NOOP("Event %1 added: %2, %3"))
                            .arg(event.name)
                            .arg(EventKeeper::whenText(event))
                            .arg(EventKeeper::roundsText(event)));
    if (encounter.state().round > 0 && event.firesIn(encounter.state().round))
        joinThisRound(encounter, event);
    return std::nullopt;
}

void AddEventCommand::joinThisRound(Encounter &encounter, const Event &event)
{
    const auto &old = encounter.state().order;
    const bool highFirst = encounter.ruleset().initiative.highFirst;
    // Whether the new event acts before `e`; it loses ties, as events do when rolled.
    const auto before = [&](const InitiativeEntry &e) {
        const Event *other = e.event ? encounter.findEvent(e.event) : nullptr;
        if (event.when != Event::When::Count)
            return event.when == Event::When::TopOfRound
                && !(other && other->when == Event::When::TopOfRound);
        if (other && other->when != Event::When::Count)
            return other->when == Event::When::EndOfRound;
        const double count = double(event.count);
        return highFirst ? count > e.count() : count < e.count();
    };
    const auto at = std::find_if(old.begin(), old.end(), before);
    const qint64 index = qint64(at - old.begin());
    if (index <= encounter.state().turn)
        return; // its place this round has passed: it waits for its next round
    InitiativeEntry entry;
    entry.event = event.id;
    entry.scale = old.empty() ? 1 : old.front().scale;
    entry.value = event.when == Event::When::Count ? event.count * entry.scale : 0;
    entry.slot = index > 0 ? old[std::size_t(index - 1)].slot + 1 : 0;
    std::vector<InitiativeEntry> order = old;
    for (auto it = order.begin() + index; it != order.end(); ++it)
        ++it->slot;
    order.insert(order.begin() + index, entry);
    encounter.setOrder(std::move(order));
}

RemoveEventCommand::RemoveEventCommand(EventId id)
    : m_id(id)
{ }

std::optional<QString> RemoveEventCommand::perform(Encounter &encounter, Dice::Random &random)
{
    const Event *event = encounter.findEvent(m_id);
    if (!event)
        return tr("no such event");
    m_name = event->name;

    // Its entries go; those before the acting one move the turn up.
    const std::vector<InitiativeEntry> &old = encounter.state().order;
    const qint64 acting = encounter.state().turn;
    std::vector<InitiativeEntry> order;
    qint64 turn = acting;
    bool actingGone = false;
    for (qint64 i = 0; i < qint64(old.size()); ++i) {
        if (old[std::size_t(i)].event == m_id) {
            if (i < acting)
                --turn;
            actingGone = actingGone || i == acting;
            continue;
        }
        order.push_back(old[std::size_t(i)]);
    }
    // The event acted alone: the slots after it close up, so they still rise by one.
    qint64 slot = -1, previous = -1;
    for (InitiativeEntry &e : order) {
        if (slot < 0 || e.slot != previous)
            ++slot;
        previous = e.slot;
        e.slot = slot;
    }
    if (order != old)
        encounter.setOrder(std::move(order));
    std::vector<Event> events = encounter.events();
    std::erase_if(events, [this](const Event &e) { return e.id == m_id; });
    encounter.setEvents(std::move(events));
    encounter.appendLog(
        Phrase("Fray::Encounter::RemoveEventCommand", QT_TR_NOOP("Event %1 removed")).arg(m_name));
    if (!actingGone) {
        encounter.setTurn(turn);
        return std::nullopt;
    }
    return TurnKeeper(encounter, random).passRemovedTurn(turn);
}

} // namespace Fray::Encounter
