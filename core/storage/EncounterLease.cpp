// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/EncounterLease.h"

#include "core/storage/CampaignDatabase.h"
#include "core/storage/StoredValues.h"

#include <QDateTime>
#include <QLocale>
#include <QSqlQuery>

namespace Fray::Storage {

EncounterLease::Runner EncounterLease::runner(qint64 encounter) const
{
    QSqlQuery q(m_file.database());
    q.prepare(
        QStringLiteral("SELECT runner, runner_session, runner_since FROM encounters WHERE id = ?"));
    q.addBindValue(encounter);
    if (!q.exec() || !q.next() || q.value(1).toString().isEmpty())
        return {};
    return {
        q.value(0).toString(), q.value(2).toString(), q.value(1).toString() == m_file.session()};
}

QString EncounterLease::runBy(const Runner &runner, const QString &name) const
{
    const QDateTime since = QDateTime::fromString(runner.since, Qt::ISODate).toLocalTime();
    //: %2 is the Fray that runs the fight (a computer's or a GM's name), %3 since when.
    return tr("%1 is run by %2 since %3; follow it there, or take it over")
        .arg(name, runner.name, QLocale().toString(since.time(), QLocale::ShortFormat));
}

std::optional<QString> EncounterLease::run(qint64 encounter)
{
    if (m_running.value(encounter) > 0 && runner(encounter).here) {
        ++m_running[encounter];
        return std::nullopt;
    }
    return take(encounter, false);
}

std::optional<QString> EncounterLease::takeOver(qint64 encounter)
{
    return take(encounter, true);
}

std::optional<QString> EncounterLease::take(qint64 encounter, bool overAnyone)
{
    bool ours = false;
    const auto error = m_file.transaction([&]() -> std::optional<QString> {
        if (auto refused = overAnyone ? exists(encounter) : runByAnother(encounter))
            return refused;
        ours = runner(encounter).here;
        QSqlQuery set(m_file.database());
        // Marked as this Fray's change, so the others hear who runs it now.
        set.prepare(QStringLiteral("UPDATE encounters SET runner = ?, runner_session = ?, "
                                   "runner_since = ?, changed_session = ? WHERE id = ?"));
        set.addBindValue(m_file.writerName());
        set.addBindValue(m_file.session());
        set.addBindValue(Stored::now());
        set.addBindValue(m_file.session());
        set.addBindValue(encounter);
        if (!set.exec())
            return m_file.fail(set);
        return std::nullopt;
    });
    // Taken from another Fray, it is run once; what ran it here before lost it.
    if (!error)
        m_running[encounter] = ours ? m_running.value(encounter) + 1 : 1;
    return error;
}

std::optional<QString> EncounterLease::exists(qint64 encounter) const
{
    QSqlQuery q(m_file.database());
    q.prepare(QStringLiteral("SELECT 1 FROM encounters WHERE id = ?"));
    q.addBindValue(encounter);
    if (!q.exec())
        return m_file.fail(q);
    if (!q.next())
        return tr("the campaign has no encounter %1").arg(encounter);
    return std::nullopt;
}

std::optional<QString> EncounterLease::runByAnother(qint64 encounter) const
{
    QSqlQuery q(m_file.database());
    q.prepare(QStringLiteral(
        "SELECT name, runner, runner_session, runner_since FROM encounters WHERE id = ?"));
    q.addBindValue(encounter);
    if (!q.exec())
        return m_file.fail(q);
    if (!q.next())
        return tr("the campaign has no encounter %1").arg(encounter);
    const QString session = q.value(2).toString();
    if (session.isEmpty() || session == m_file.session() || !m_file.isSessionAlive(session))
        return std::nullopt;
    return runBy({q.value(1).toString(), q.value(3).toString(), false}, q.value(0).toString());
}

std::optional<QString> EncounterLease::stopRunning(qint64 encounter)
{
    const auto count = m_running.find(encounter);
    if (count != m_running.end() && --*count > 0)
        return std::nullopt; // another view of it still runs it
    m_running.remove(encounter);
    return m_file.transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_file.database());
        q.prepare(QStringLiteral("UPDATE encounters SET runner = '', runner_session = '', "
                                 "runner_since = '', changed_session = ? WHERE id = ? AND "
                                 "runner_session = ?"));
        q.addBindValue(m_file.session());
        q.addBindValue(encounter);
        q.addBindValue(m_file.session());
        if (!q.exec())
            return m_file.fail(q);
        return std::nullopt;
    });
}

std::optional<QString> EncounterLease::claim(qint64 encounter)
{
    // A file is open in one Fray only: no other runs its fights or hears its changes, and a
    // fight's every command is spared the extra write.
    if (m_file.dialect().engine() == Dialect::Engine::SQLite)
        return std::nullopt;
    QSqlQuery &q = m_file.statement(
        QStringLiteral("UPDATE encounters SET version = version + 1, changed_by = ?, "
                       "changed_at = ?, changed_session = ? WHERE id = ? AND "
                       "(runner_session = '' OR runner_session = ?)"));
    q.bindValue(0, m_file.writerName());
    q.bindValue(1, Stored::now());
    q.bindValue(2, m_file.session());
    q.bindValue(3, encounter);
    q.bindValue(4, m_file.session());
    if (!q.exec())
        return m_file.fail(q);
    if (q.numRowsAffected() == 1)
        return std::nullopt;
    QSqlQuery who(m_file.database());
    who.prepare(QStringLiteral("SELECT name FROM encounters WHERE id = ?"));
    who.addBindValue(encounter);
    if (!who.exec() || !who.next())
        return tr("the campaign has no encounter %1").arg(encounter);
    return runBy(runner(encounter), who.value(0).toString());
}

} // namespace Fray::Storage
