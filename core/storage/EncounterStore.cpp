// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/EncounterStore.h"

#include "core/io/AttackRecordJson.h"
#include "core/io/EncounterJson.h"
#include "core/io/EventJson.h"
#include "core/io/PhraseJson.h"
#include "core/storage/CampaignDatabase.h"
#include "core/storage/EncounterLease.h"
#include "core/storage/StoredCombatant.h"
#include "core/storage/StoredValues.h"

#include <QSqlError>
#include <QSqlQuery>

namespace Fray::Storage {

namespace {

// The phrase's JSON as the encounter file writes it. A document holds only an object or an
// array, so the value goes in as a one-element array whose brackets are then cut off.
QString phraseColumn(const Encounter::Phrase &phrase)
{
    if (phrase.isEmpty())
        return QStringLiteral("");
    const QString wrapped = Stored::compact(QJsonArray{Io::PhraseJson::toJson(phrase)});
    return wrapped.mid(1, wrapped.size() - 2);
}

// A phrase the column cannot give back leaves the line to its text, as for a line written
// before phrases: the log is what the GM reads, not worth refusing the encounter for.
Encounter::Phrase phraseOf(const QString &column)
{
    if (column.isEmpty())
        return Encounter::Phrase();
    const QJsonArray wrapped = QJsonDocument::fromJson("[" + column.toUtf8() + "]").array();
    QList<Json::JsonProblem> problems;
    const Encounter::Phrase phrase = Io::PhraseJson::fromJson(Json::JsonValue(
        wrapped.isEmpty() ? QJsonValue() : wrapped.first(), QStringLiteral("phrase"), &problems));
    return problems.isEmpty() ? phrase : Encounter::Phrase();
}

// The record's JSON, or '' for a line that is no rolled attack.
QString attackColumn(const std::optional<Encounter::AttackRecord> &record)
{
    return record ? Stored::compact(Io::AttackRecordJson::toJson(*record)) : QStringLiteral("");
}

// Like a phrase, a record the column cannot give back leaves the line without one: the luck
// report then counts one attack less, which is no reason to refuse the encounter.
std::optional<Encounter::AttackRecord> attackOf(const QString &column)
{
    if (column.isEmpty())
        return std::nullopt;
    QList<Json::JsonProblem> problems;
    const Encounter::AttackRecord record = Io::AttackRecordJson::fromJson(Json::JsonValue(
        QJsonDocument::fromJson(column.toUtf8()).object(), QStringLiteral("attack"), &problems));
    return problems.isEmpty() ? std::optional(record) : std::nullopt;
}

} // namespace

std::vector<EncounterStore::Summary> EncounterStore::list() const
{
    std::vector<Summary> list;
    QSqlQuery q(m_file.database());
    q.exec(QStringLiteral("SELECT e.id, e.name, e.ruleset, e.round, "
                          "(SELECT count(*) FROM combatants c WHERE c.encounter = e.id), "
                          "e.ended, e.archived FROM encounters e ORDER BY %1")
               .arg(m_file.dialect().caseless(QStringLiteral("e.name"))));
    while (q.next())
        list.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
            q.value(3).toLongLong(), q.value(4).toLongLong(), q.value(5).toInt() != 0,
            q.value(6).toInt() != 0});
    return list;
}

namespace {

std::optional<QString> setFlag(CampaignDatabase &file, EncounterLease &lease, const char *column,
    qint64 id, bool on, const QString &missing)
{
    return file.transaction([&]() -> std::optional<QString> {
        if (auto refused = lease.claim(id))
            return refused;
        QSqlQuery q(file.database());
        q.prepare(QStringLiteral("UPDATE encounters SET %1 = ? WHERE id = ?")
                      .arg(QLatin1StringView(column)));
        q.addBindValue(on ? 1 : 0);
        q.addBindValue(id);
        if (!q.exec())
            return file.fail(q);
        if (q.numRowsAffected() != 1)
            return missing;
        return std::nullopt;
    });
}

} // namespace

std::optional<QString> EncounterStore::setEnded(qint64 id, bool ended)
{
    return setFlag(
        m_file, m_lease, "ended", id, ended, tr("the campaign has no encounter %1").arg(id));
}

std::optional<QString> EncounterStore::setArchived(qint64 id, bool archived)
{
    return setFlag(
        m_file, m_lease, "archived", id, archived, tr("the campaign has no encounter %1").arg(id));
}

std::optional<qint64> EncounterStore::idOf(const QString &name) const
{
    QSqlQuery q(m_file.database());
    q.prepare(QStringLiteral("SELECT id FROM encounters WHERE name = ?"));
    q.addBindValue(name);
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return std::nullopt;
}

Expected<Encounter::EncounterState, QString> EncounterStore::load(qint64 id) const
{
    QSqlQuery q(m_file.database());
    q.prepare(QStringLiteral("SELECT name, ruleset, round, turn, options, next_id, initiative, "
                             "events, next_event_id FROM encounters WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return m_file.fail(q);
    if (!q.next())
        return tr("the campaign has no encounter %1").arg(id);
    Encounter::EncounterState state;
    state.name = q.value(0).toString();
    state.rulesetId = q.value(1).toString();
    state.round = q.value(2).toLongLong();
    state.turn = q.value(3).toLongLong();
    for (const QJsonValue &o : QJsonDocument::fromJson(q.value(4).toByteArray()).array())
        state.options << o.toString();
    state.nextId = Encounter::CombatantId(q.value(5).toLongLong());
    QList<Json::JsonProblem> problems;
    state.order = Io::EncounterJson::orderFromJson(
        Json::JsonValue(QJsonDocument::fromJson(q.value(6).toByteArray()).array(),
            QStringLiteral("initiative"), &problems));
    state.events = Io::EventJson::listFromJson(
        Json::JsonValue(QJsonDocument::fromJson(q.value(7).toByteArray()).array(),
            QStringLiteral("events"), &problems));
    state.nextEventId = q.value(8).toLongLong();

    QSqlQuery rows(m_file.database());
    rows.setForwardOnly(true);
    rows.prepare(
        QStringLiteral("SELECT data FROM combatants WHERE encounter = ? ORDER BY position"));
    rows.addBindValue(id);
    if (!rows.exec())
        return m_file.fail(rows);
    while (rows.next()) {
        const QJsonDocument data = QJsonDocument::fromJson(rows.value(0).toByteArray());
        state.combatants.push_back(Io::EncounterJson::combatantFromJson(
            Json::JsonValue(data.object(), QStringLiteral("combatant"), &problems)));
    }
    QSqlQuery log(m_file.database());
    log.setForwardOnly(true);
    log.prepare(QStringLiteral("SELECT round, text, phrase, attack FROM log WHERE encounter = ? "
                               "ORDER BY seq"));
    log.addBindValue(id);
    if (!log.exec())
        return m_file.fail(log);
    while (log.next())
        state.log.push_back({log.value(0).toLongLong(), log.value(1).toString(),
            phraseOf(log.value(2).toString()), attackOf(log.value(3).toString())});
    if (!problems.isEmpty())
        return tr("encounter '%1' is damaged: %2")
            .arg(state.name, problems.constFirst().toString());
    return state;
}

Expected<qint64, QString> EncounterStore::save(const Encounter::EncounterState &state)
{
    if (state.name.trimmed().isEmpty())
        return tr("an encounter needs a name");
    qint64 id = 0;
    const auto error = m_file.transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_file.database());
        // An encounter of that name is replaced whole: refused while another Fray that is still
        // there runs it.
        q.prepare(QStringLiteral("SELECT id FROM encounters WHERE name = ?"));
        q.addBindValue(state.name);
        if (!q.exec())
            return m_file.fail(q);
        const std::optional<qint64> replaced
            = q.next() ? std::optional<qint64>(q.value(0).toLongLong()) : std::nullopt;
        q.finish();
        if (replaced) {
            if (auto refused = m_lease.runByAnother(*replaced))
                return refused;
        }
        q.prepare(QStringLiteral("DELETE FROM encounters WHERE name = ?"));
        q.addBindValue(state.name);
        if (!q.exec())
            return m_file.fail(q);
        q.prepare(
            QStringLiteral("INSERT INTO encounters (name, ruleset, round, turn, options, next_id, "
                           "initiative, updated, events, next_event_id, changed_session) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
        q.addBindValue(state.name);
        q.addBindValue(Stored::text(state.rulesetId));
        q.addBindValue(state.round);
        q.addBindValue(state.turn);
        q.addBindValue(Stored::compact(QJsonArray::fromStringList(state.options)));
        q.addBindValue(qint64(state.nextId));
        q.addBindValue(Stored::compact(Io::EncounterJson::orderToJson(state.order)));
        q.addBindValue(Stored::now());
        q.addBindValue(Stored::compact(Io::EventJson::listToJson(state.events)));
        q.addBindValue(state.nextEventId);
        q.addBindValue(m_file.session()); // heard by the others, not by this Fray
        if (!q.exec())
            return m_file.fail(q);
        if (!q.next())
            return m_file.fail(q);
        id = q.value(0).toLongLong();
        q.finish(); // SQLite commits no transaction with a statement still running

        QSqlQuery insert(m_file.database());
        insert.prepare(QStringLiteral(
            "INSERT INTO combatants (encounter, id, position, data) VALUES (?, ?, ?, ?)"));
        for (std::size_t i = 0; i < state.combatants.size(); ++i) {
            const Encounter::Combatant &c = state.combatants[i];
            insert.bindValue(0, id);
            insert.bindValue(1, qint64(c.id));
            insert.bindValue(2, qint64(i));
            const auto data = StoredCombatant::data(c);
            if (!data)
                return data.error();
            insert.bindValue(3, Stored::text(*data));
            if (!insert.exec())
                return m_file.fail(insert);
        }
        QSqlQuery log(m_file.database());
        log.prepare(QStringLiteral("INSERT INTO log (encounter, seq, round, text, phrase, attack) "
                                   "VALUES (?, ?, ?, ?, ?, ?)"));
        for (std::size_t i = 0; i < state.log.size(); ++i) {
            log.bindValue(0, id);
            log.bindValue(1, qint64(i));
            log.bindValue(2, state.log[i].round);
            log.bindValue(3, Stored::text(state.log[i].text));
            log.bindValue(4, phraseColumn(state.log[i].phrase));
            log.bindValue(5, attackColumn(state.log[i].attack));
            if (!log.exec())
                return m_file.fail(log);
        }
        return std::nullopt;
    });
    if (error)
        return *error;
    return id;
}

std::optional<QString> EncounterStore::rename(qint64 id, const QString &name)
{
    if (name.trimmed().isEmpty())
        return tr("an encounter needs a name");
    return m_file.transaction([&]() -> std::optional<QString> {
        if (auto refused = m_lease.claim(id))
            return refused;
        QSqlQuery q(m_file.database());
        q.prepare(QStringLiteral("UPDATE encounters SET name = ? WHERE id = ?"));
        q.addBindValue(name);
        q.addBindValue(id);
        if (!q.exec())
            return q.lastError().text().contains(QStringLiteral("UNIQUE"))
                ? tr("another encounter is already called %1").arg(name)
                : m_file.fail(q);
        return std::nullopt;
    });
}

std::optional<QString> EncounterStore::remove(qint64 id)
{
    return m_file.transaction([&]() -> std::optional<QString> {
        if (auto refused = m_lease.claim(id))
            return refused;
        return m_file.removeRow(QLatin1StringView("encounters"), id);
    });
}

std::optional<QString> EncounterStore::commit(qint64 encounter,
    const Encounter::EncounterState &state, const Encounter::Change &change, bool forward,
    const QString &kind, const QString &description, const QString &parameters)
{
    return m_file.transaction([&]() -> std::optional<QString> {
        if (auto refused = m_lease.claim(encounter))
            return refused;
        const auto &gone = forward ? change.removed : change.inserted;
        const auto &added = forward ? change.inserted : change.removed;
        if (change.isStructural()) {
            QSqlQuery &remove = m_file.statement(
                QStringLiteral("DELETE FROM combatants WHERE encounter = ? AND id = ?"));
            for (const auto &placed : gone) {
                remove.bindValue(0, encounter);
                remove.bindValue(1, qint64(placed.combatant.id));
                if (!remove.exec())
                    return m_file.fail(remove);
            }
            QSqlQuery &insert = m_file.statement(QStringLiteral(
                "INSERT INTO combatants (encounter, id, position, data) VALUES (?, ?, ?, ?)"));
            for (const auto &placed : added) {
                insert.bindValue(0, encounter);
                insert.bindValue(1, qint64(placed.combatant.id));
                insert.bindValue(2, placed.index);
                const auto data = StoredCombatant::data(placed.combatant);
                if (!data)
                    return data.error();
                insert.bindValue(3, Stored::text(*data));
                if (!insert.exec())
                    return m_file.fail(insert);
            }
            // Positions follow the list as it is now.
            QSqlQuery &place = m_file.statement(QStringLiteral(
                "UPDATE combatants SET position = ? WHERE encounter = ? AND id = ?"));
            for (std::size_t i = 0; i < state.combatants.size(); ++i) {
                place.bindValue(0, qint64(i));
                place.bindValue(1, encounter);
                place.bindValue(2, qint64(state.combatants[i].id));
                if (!place.exec())
                    return m_file.fail(place);
            }
        }
        if (!change.edited.empty()) {
            QSqlQuery &q = m_file.statement(
                QStringLiteral("UPDATE combatants SET data = ? WHERE encounter = ? AND id = ?"));
            for (const auto &[before, after] : change.edited) {
                const auto data = StoredCombatant::data(forward ? after : before);
                if (!data)
                    return data.error();
                q.bindValue(0, Stored::text(*data));
                q.bindValue(1, encounter);
                q.bindValue(2, qint64(before.id));
                if (!q.exec())
                    return m_file.fail(q);
            }
        }
        if (change.order || change.round || change.turn || change.options || change.name
            || change.nextId || change.events || change.nextEventId) {
            QSqlQuery &q = m_file.statement(
                QStringLiteral("UPDATE encounters SET name = ?, round = ?, turn = ?, options = ?, "
                               "next_id = ?, updated = ?, next_event_id = ? %1%2 WHERE id = ?")
                    .arg(change.order ? QStringLiteral(", initiative = ?") : QString(),
                        change.events ? QStringLiteral(", events = ?") : QString()));
            int at = 0;
            q.bindValue(at++, state.name);
            q.bindValue(at++, state.round);
            q.bindValue(at++, state.turn);
            q.bindValue(at++, Stored::compact(QJsonArray::fromStringList(state.options)));
            q.bindValue(at++, qint64(state.nextId));
            q.bindValue(at++, Stored::now());
            q.bindValue(at++, state.nextEventId);
            if (change.order)
                q.bindValue(at++, Stored::compact(Io::EncounterJson::orderToJson(state.order)));
            if (change.events)
                q.bindValue(at++, Stored::compact(Io::EventJson::listToJson(state.events)));
            q.bindValue(at, encounter);
            if (!q.exec())
                return m_file.fail(q);
        }
        if (!change.logAdded.empty()) {
            if (forward) {
                QSqlQuery &q = m_file.statement(
                    QStringLiteral("INSERT INTO log (encounter, seq, round, text, phrase, attack) "
                                   "VALUES (?, ?, ?, ?, ?, ?)"));
                for (std::size_t i = 0; i < change.logAdded.size(); ++i) {
                    q.bindValue(0, encounter);
                    q.bindValue(1, change.logBefore + qint64(i));
                    q.bindValue(2, change.logAdded[i].round);
                    q.bindValue(3, Stored::text(change.logAdded[i].text));
                    q.bindValue(4, phraseColumn(change.logAdded[i].phrase));
                    q.bindValue(5, attackColumn(change.logAdded[i].attack));
                    if (!q.exec())
                        return m_file.fail(q);
                }
            } else {
                QSqlQuery &q = m_file.statement(
                    QStringLiteral("DELETE FROM log WHERE encounter = ? AND seq >= ?"));
                q.bindValue(0, encounter);
                q.bindValue(1, change.logBefore);
                if (!q.exec())
                    return m_file.fail(q);
            }
        }
        QSqlQuery &q = m_file.statement(
            QStringLiteral("INSERT INTO journal (encounter, seq, kind, direction, description, "
                           "parameters, at) VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM "
                           "journal WHERE encounter = ?), ?, ?, ?, ?, ?)"));
        q.bindValue(0, encounter);
        q.bindValue(1, encounter);
        q.bindValue(2, Stored::text(kind));
        q.bindValue(3, forward ? QStringLiteral("do") : QStringLiteral("undo"));
        q.bindValue(4, Stored::text(description));
        q.bindValue(5, Stored::text(parameters));
        q.bindValue(6, Stored::now());
        if (!q.exec())
            return m_file.fail(q);
        return std::nullopt;
    });
}

qint64 EncounterStore::journalLength(qint64 encounter) const
{
    QSqlQuery q(m_file.database());
    q.prepare(QStringLiteral("SELECT count(*) FROM journal WHERE encounter = ?"));
    q.addBindValue(encounter);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

} // namespace Fray::Storage
