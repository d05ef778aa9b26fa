// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Encounter.h"

#include "core/encounter/CombatantFormulas.h"

#include <QSet>

#include <algorithm>

namespace Fray::Encounter {

namespace {
// The GM's own reminders as part of the key of a built condition: two conditions of one name
// with different reminders are different conditions.
QStringList reminderKeys(const std::vector<Rules::Reminder> &reminders)
{
    QStringList keys;
    for (const Rules::Reminder &r : reminders)
        keys << Rules::Reminder::whenKey(r.when) + QLatin1Char(':') + r.text;
    return keys;
}
} // namespace

Encounter::Encounter(std::shared_ptr<const Rules::Ruleset> ruleset, QObject *parent)
    : Encounter(ruleset, EncounterState{}, parent)
{
    m_state.rulesetId = m_ruleset->id;
}

Encounter::Encounter(
    std::shared_ptr<const Rules::Ruleset> ruleset, EncounterState state, QObject *parent)
    : QObject(parent)
    , m_ruleset(std::move(ruleset))
    , m_formulas(std::make_unique<CombatantFormulas>(*m_ruleset))
    , m_state(std::move(state))
{
    for (Combatant &c : m_state.combatants)
        c.dropRetiredStats(m_ruleset->retiredStats);
    rebuildIndex();
}

Encounter::~Encounter() = default;

void Encounter::rebuildIndex()
{
    m_index.clear();
    m_index.reserve(qsizetype(m_state.combatants.size()));
    for (std::size_t i = 0; i < m_state.combatants.size(); ++i)
        m_index.insert(m_state.combatants[i].id, qint64(i));
}

const Rules::Condition *Encounter::condition(const ActiveCondition &active) const
{
    if (!active.custom)
        return m_ruleset->condition(active.id);
    const CustomCondition &c = *active.custom;
    const QStringList parts
        = QStringList{c.label, c.damage, CustomCondition::whenName(c.damageWhen),
              QString::number(c.toHit), QString::number(c.defence),
              c.cannotAct ? QStringLiteral("1") : QStringLiteral("0")}
        + reminderKeys(c.reminders);
    const QString key = parts.join(QChar(0x1f));
    auto it = m_customConditions.find(key);
    if (it == m_customConditions.end()) {
        auto built = c.toCondition(*m_ruleset);
        if (!built)
            return nullptr;
        it = m_customConditions
                 .emplace(key, std::make_unique<Rules::Condition>(std::move(built).value()))
                 .first;
    }
    return it->second.get();
}

const Rules::Condition *Encounter::condition(qint64 index, const QString &id) const
{
    if (index >= 0 && index < qint64(m_state.combatants.size())) {
        if (const ActiveCondition *active = m_state.combatants[std::size_t(index)].condition(id))
            return condition(*active);
    }
    return m_ruleset->condition(id);
}

const Combatant *Encounter::find(CombatantId id) const
{
    const qint64 i = indexOf(id);
    return i < 0 ? nullptr : &m_state.combatants[std::size_t(i)];
}

const Combatant *Encounter::findByName(const QString &name) const
{
    for (const Combatant &c : m_state.combatants) {
        if (c.name.compare(name, Qt::CaseInsensitive) == 0)
            return &c;
    }
    return nullptr;
}

const Event *Encounter::findEvent(EventId id) const
{
    const auto it = std::find_if(
        m_state.events.begin(), m_state.events.end(), [id](const Event &e) { return e.id == id; });
    return it == m_state.events.end() ? nullptr : &*it;
}

const InitiativeEntry *Encounter::actingEntry() const
{
    if (m_state.turn < 0 || m_state.turn >= qint64(m_state.order.size()))
        return nullptr;
    return &m_state.order[std::size_t(m_state.turn)];
}

void Encounter::rememberCombatant(const Combatant &combatant)
{
    if (m_recording && !m_before.contains(combatant.id))
        m_before.insert(combatant.id, combatant);
}

void Encounter::rememberStructure()
{
    if (!m_recording || m_idsBefore)
        return;
    std::vector<CombatantId> ids;
    ids.reserve(m_state.combatants.size());
    for (const Combatant &c : m_state.combatants)
        ids.push_back(c.id);
    m_idsBefore = std::move(ids);
}

CombatantId Encounter::takeId()
{
    return m_state.nextId++;
}

void Encounter::insertCombatants(qint64 index, std::vector<Combatant> combatants)
{
    if (combatants.empty())
        return;
    rememberStructure();
    const qint64 last = index + qint64(combatants.size()) - 1;
    Q_EMIT combatantsAboutToBeInserted(index, last);
    m_state.combatants.insert(m_state.combatants.begin() + index,
        std::make_move_iterator(combatants.begin()), std::make_move_iterator(combatants.end()));
    rebuildIndex();
    Q_EMIT combatantsInserted(index, last);
}

void Encounter::removeCombatant(qint64 index)
{
    rememberStructure();
    rememberCombatant(m_state.combatants[std::size_t(index)]);
    Q_EMIT combatantAboutToBeRemoved(index);
    m_state.combatants.erase(m_state.combatants.begin() + index);
    rebuildIndex();
    Q_EMIT combatantRemoved(index);
}

void Encounter::modifyCombatant(qint64 index, const std::function<void(Combatant &)> &change)
{
    Combatant &combatant = m_state.combatants[std::size_t(index)];
    rememberCombatant(combatant);
    change(combatant);
    Q_EMIT combatantChanged(index);
}

void Encounter::setOrder(std::vector<InitiativeEntry> order)
{
    if (m_recording && !m_orderBefore)
        m_orderBefore = m_state.order;
    m_state.order = std::move(order);
    Q_EMIT orderChanged();
}

EventId Encounter::takeEventId()
{
    return m_state.nextEventId++;
}

void Encounter::setEvents(std::vector<Event> events)
{
    if (m_recording && !m_eventsBefore)
        m_eventsBefore = m_state.events;
    m_state.events = std::move(events);
    Q_EMIT eventsChanged();
}

void Encounter::setTurn(qint64 turn)
{
    if (m_state.turn == turn)
        return;
    m_state.turn = turn;
    Q_EMIT turnChanged();
}

void Encounter::setRound(qint64 round)
{
    if (m_state.round == round)
        return;
    m_state.round = round;
    Q_EMIT roundChanged();
}

void Encounter::setOptions(const QStringList &options)
{
    m_state.options = options;
}

void Encounter::setName(const QString &name)
{
    m_state.name = name;
    Q_EMIT nameChanged();
}

void Encounter::appendLog(const Phrase &phrase, std::optional<AttackRecord> attack)
{
    m_state.log.push_back({m_state.round, phrase.sourceText(), phrase, std::move(attack)});
    Q_EMIT logAppended(qint64(m_state.log.size()) - 1);
}

void Encounter::announceReminder(CombatantId combatant, const Rules::Reminder &reminder)
{
    if (m_recording)
        m_reminders.emplace_back(combatant, reminder);
    Q_EMIT reminderRaised(combatant, reminder);
}

void Encounter::beginRecording()
{
    m_recording = true;
    m_reminders.clear();
    m_before.clear();
    m_idsBefore.reset();
    m_orderBefore.reset();
    m_eventsBefore.reset();
    m_nextEventIdBefore = m_state.nextEventId;
    m_roundBefore = m_state.round;
    m_turnBefore = m_state.turn;
    m_optionsBefore = m_state.options;
    m_nameBefore = m_state.name;
    m_nextIdBefore = m_state.nextId;
    m_logBefore = qint64(m_state.log.size());
}

Change Encounter::endRecording()
{
    Change change;
    m_recording = false;

    QSet<CombatantId> structural;
    if (m_idsBefore) {
        const QSet<CombatantId> before(m_idsBefore->begin(), m_idsBefore->end());
        for (std::size_t i = 0; i < m_idsBefore->size(); ++i) {
            const CombatantId id = (*m_idsBefore)[i];
            if (!m_index.contains(id)) {
                change.removed.push_back({qint64(i), m_before.value(id)});
                structural.insert(id);
            }
        }
        for (std::size_t i = 0; i < m_state.combatants.size(); ++i) {
            const Combatant &c = m_state.combatants[i];
            if (!before.contains(c.id)) {
                change.inserted.push_back({qint64(i), c});
                structural.insert(c.id);
            }
        }
    }
    for (auto it = m_before.constBegin(); it != m_before.constEnd(); ++it) {
        if (structural.contains(it.key()))
            continue;
        const Combatant *now = find(it.key());
        if (now && !(*now == it.value()))
            change.edited.emplace_back(it.value(), *now);
    }
    if (m_orderBefore && *m_orderBefore != m_state.order)
        change.order = std::pair{*m_orderBefore, m_state.order};
    if (m_eventsBefore && *m_eventsBefore != m_state.events)
        change.events = std::pair{*m_eventsBefore, m_state.events};
    if (m_nextEventIdBefore != m_state.nextEventId)
        change.nextEventId = std::pair{m_nextEventIdBefore, m_state.nextEventId};
    if (m_roundBefore != m_state.round)
        change.round = std::pair{m_roundBefore, m_state.round};
    if (m_turnBefore != m_state.turn)
        change.turn = std::pair{m_turnBefore, m_state.turn};
    if (m_optionsBefore != m_state.options)
        change.options = std::pair{m_optionsBefore, m_state.options};
    if (m_nameBefore != m_state.name)
        change.name = std::pair{m_nameBefore, m_state.name};
    if (m_nextIdBefore != m_state.nextId)
        change.nextId = std::pair{m_nextIdBefore, m_state.nextId};
    change.logBefore = m_logBefore;
    change.logAdded.assign(m_state.log.begin() + m_logBefore, m_state.log.end());
    change.reminders = std::move(m_reminders);
    m_reminders.clear();

    m_before.clear();
    m_idsBefore.reset();
    m_orderBefore.reset();
    m_eventsBefore.reset();
    return change;
}

void Encounter::applyChange(const Change &change, bool forward)
{
    const auto &toRemove = forward ? change.removed : change.inserted;
    const auto &toInsert = forward ? change.inserted : change.removed;
    if (change.isStructural()) {
        Q_EMIT combatantsAboutToBeReset();
        for (auto it = toRemove.rbegin(); it != toRemove.rend(); ++it)
            m_state.combatants.erase(m_state.combatants.begin() + it->index);
        for (const Change::Placed &placed : toInsert)
            m_state.combatants.insert(m_state.combatants.begin() + placed.index, placed.combatant);
        rebuildIndex();
    }
    for (const auto &[before, after] : change.edited) {
        const qint64 i = indexOf(before.id);
        if (i >= 0)
            m_state.combatants[std::size_t(i)] = forward ? after : before;
    }
    if (change.isStructural()) {
        Q_EMIT combatantsReset();
    } else {
        for (const auto &edited : change.edited)
            Q_EMIT combatantChanged(indexOf(edited.first.id));
    }

    const auto pick = [forward](const auto &ba) { return forward ? ba->second : ba->first; };
    // Events before the order, so a model that shows both finds every entry's event.
    if (change.events) {
        m_state.events = pick(change.events);
        Q_EMIT eventsChanged();
    }
    if (change.nextEventId)
        m_state.nextEventId = pick(change.nextEventId);
    if (change.order) {
        m_state.order = pick(change.order);
        Q_EMIT orderChanged();
    }
    if (change.round) {
        m_state.round = pick(change.round);
        Q_EMIT roundChanged();
    }
    if (change.turn) {
        m_state.turn = pick(change.turn);
        Q_EMIT turnChanged();
    }
    if (change.options)
        m_state.options = pick(change.options);
    if (change.name) {
        m_state.name = pick(change.name);
        Q_EMIT nameChanged();
    }
    if (change.nextId)
        m_state.nextId = pick(change.nextId);
    if (forward) {
        const qint64 first = qint64(m_state.log.size());
        m_state.log.insert(m_state.log.end(), change.logAdded.begin(), change.logAdded.end());
        if (!change.logAdded.empty())
            Q_EMIT logAppended(first);
        for (const auto &[combatant, reminder] : change.reminders)
            Q_EMIT reminderRaised(combatant, reminder);
    } else if (!change.logAdded.empty()) {
        m_state.log.resize(std::size_t(change.logBefore));
        Q_EMIT logReset();
    }
    Q_EMIT changed(change, forward);
}

bool Encounter::catchUp(const EncounterState &target)
{
    if (target.rulesetId != m_state.rulesetId)
        return false;
    const Change change = Change::between(m_state, target);
    if (change.isEmpty() && qint64(m_state.log.size()) == change.logBefore)
        return true;
    // Lines the other Fray took back go first; the change then adds the lines it wrote since.
    if (change.logBefore < qint64(m_state.log.size())) {
        m_state.log.resize(std::size_t(change.logBefore));
        Q_EMIT logReset();
    }
    applyChange(change, true);
    return true;
}

} // namespace Fray::Encounter
