// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Change.h"
#include "core/encounter/EncounterState.h"
#include "core/rules/Ruleset.h"

#include <QHash>
#include <QObject>

#include <functional>
#include <map>
#include <memory>

namespace Fray::Encounter {

class CombatantFormulas;

// A fight under one ruleset. Commands change it only through the methods below, which keep
// the id index, record what changed while a command runs, and announce every change so a
// model can follow (about-to signals come before the change, as Qt's models need).
class Encounter : public QObject
{
    Q_OBJECT

public:
    explicit Encounter(std::shared_ptr<const Rules::Ruleset> ruleset, QObject *parent = nullptr);
    Encounter(std::shared_ptr<const Rules::Ruleset> ruleset, EncounterState state,
        QObject *parent = nullptr);
    ~Encounter() override;

    const EncounterState &state() const { return m_state; }
    const Rules::Ruleset &ruleset() const { return *m_ruleset; }
    const std::shared_ptr<const Rules::Ruleset> &sharedRuleset() const { return m_ruleset; }
    const CombatantFormulas &formulas() const { return *m_formulas; }

    const std::vector<Combatant> &combatants() const { return m_state.combatants; }
    qint64 indexOf(CombatantId id) const { return m_index.value(id, -1); }
    const Combatant *find(CombatantId id) const;
    const Combatant *findByName(const QString &name) const;
    // What a combatant's condition does: the catalogue's, or the GM's own it carries; nullptr
    // for neither.
    const Rules::Condition *condition(const ActiveCondition &active) const;
    // The condition `id` on the combatant at `index` (or the catalogue's when it has none).
    const Rules::Condition *condition(qint64 index, const QString &id) const;
    const std::vector<Event> &events() const { return m_state.events; }
    const Event *findEvent(EventId id) const;
    // The acting entry, or nullptr before the fight starts.
    const InitiativeEntry *actingEntry() const;

    // Mutations, for commands.
    CombatantId takeId();
    void insertCombatants(qint64 index, std::vector<Combatant> combatants);
    void removeCombatant(qint64 index);
    void modifyCombatant(qint64 index, const std::function<void(Combatant &)> &change);
    void setOrder(std::vector<InitiativeEntry> order);
    EventId takeEventId();
    void setEvents(std::vector<Event> events);
    void setTurn(qint64 turn);
    void setRound(qint64 round);
    void setOptions(const QStringList &options);
    void setName(const QString &name);
    void appendLog(const Phrase &phrase, std::optional<AttackRecord> attack = std::nullopt);
    // Announces a reminder that fired (its log line is the caller's); a redo announces it again.
    void announceReminder(CombatantId combatant, const Rules::Reminder &reminder);

    // Recording: everything changed between begin and end becomes one Change.
    void beginRecording();
    Change endRecording();
    bool isRecording() const { return m_recording; }
    // Restores a change's after images (forward) or before images.
    void applyChange(const Change &change, bool forward);
    // Brings the fight to `target`, another Fray's state of it read again, announcing only what
    // differs (a followed fight keeps the GM's selection). False, with nothing changed, when
    // `target` is a fight under another ruleset.
    bool catchUp(const EncounterState &target);
    // Says `changed` for a command just done (Command::execute).
    void announce(const Change &change) { Q_EMIT changed(change, true); }

Q_SIGNALS:
    void combatantsAboutToBeInserted(qint64 first, qint64 last);
    void combatantsInserted(qint64 first, qint64 last);
    void combatantAboutToBeRemoved(qint64 index);
    void combatantRemoved(qint64 index);
    void combatantsAboutToBeReset();
    void combatantsReset();
    void combatantChanged(qint64 index);
    void orderChanged();
    void turnChanged();
    void roundChanged();
    void logAppended(qint64 first);
    void logReset();
    void nameChanged();
    void eventsChanged();
    void reminderRaised(
        Fray::Encounter::CombatantId combatant, const Fray::Rules::Reminder &reminder);
    // Once for each command done (forward), undone (not forward) or redone, after its signals
    // above: all it changed. A follower that redraws as a whole connects here alone.
    void changed(const Fray::Encounter::Change &change, bool forward);

private:
    void rebuildIndex();
    void rememberCombatant(const Combatant &combatant);
    void rememberStructure();

    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    // The GM's own conditions as the rules see them, built once each (stable addresses).
    mutable std::map<QString, std::unique_ptr<Rules::Condition>> m_customConditions;
    std::unique_ptr<CombatantFormulas> m_formulas;
    EncounterState m_state;
    QHash<CombatantId, qint64> m_index;

    // What the running command has touched, captured at first touch.
    bool m_recording = false;
    QHash<CombatantId, Combatant> m_before;
    std::optional<std::vector<CombatantId>> m_idsBefore;
    std::optional<std::vector<InitiativeEntry>> m_orderBefore;
    std::optional<std::vector<Event>> m_eventsBefore;
    EventId m_nextEventIdBefore = 1;
    qint64 m_roundBefore = 0;
    qint64 m_turnBefore = -1;
    QStringList m_optionsBefore;
    QString m_nameBefore;
    CombatantId m_nextIdBefore = 1;
    qint64 m_logBefore = 0;
    std::vector<std::pair<CombatantId, Rules::Reminder>> m_reminders;
};

} // namespace Fray::Encounter
