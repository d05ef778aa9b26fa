// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/TableStore.h"

#include "core/io/EncounterTableJson.h"
#include "core/storage/CampaignDatabase.h"

#include <QJsonDocument>
#include <QSqlQuery>

namespace Fray::Storage {

Expected<std::vector<TableStore::Saved>, QString> TableStore::all() const
{
    QSqlQuery q(m_file.database());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, name, data FROM encounter_tables ORDER BY %1, id")
                    .arg(m_file.dialect().caseless(QStringLiteral("name")))))
        return m_file.fail(q);
    std::vector<Saved> out;
    while (q.next()) {
        const auto table = Io::EncounterTableJson::fromBytes(q.value(2).toByteArray());
        if (!table)
            return tr("the wandering-monster table %1 is damaged: %2")
                .arg(q.value(1).toString(), table.error().constFirst().toString());
        out.push_back({q.value(0).toLongLong(), *table});
    }
    return out;
}

Expected<qint64, QString> TableStore::save(const Wandering::EncounterTable &table, qint64 id)
{
    const QString name = table.name.trimmed();
    if (name.isEmpty())
        return tr("a wandering-monster table needs a name");
    // What is stored is what Fray reads back: a table it would refuse is never written.
    const QByteArray data = QJsonDocument::fromJson(Io::EncounterTableJson::toBytes(table))
                                .toJson(QJsonDocument::Compact);
    const auto back = Io::EncounterTableJson::fromBytes(data);
    if (!back)
        return tr("%1 was not saved: %2").arg(name, back.error().constFirst().toString());
    qint64 saved = id;
    const auto error = m_file.transaction([&]() -> std::optional<QString> {
        QSqlQuery clash(m_file.database());
        clash.prepare(QStringLiteral("SELECT id FROM encounter_tables WHERE %1 = %2 AND id <> ?")
                          .arg(m_file.dialect().caseless(QStringLiteral("name")),
                              m_file.dialect().caseless(QStringLiteral("?"))));
        clash.addBindValue(name);
        clash.addBindValue(id);
        if (!clash.exec())
            return m_file.fail(clash);
        if (clash.next())
            return tr("the campaign already has a table called %1").arg(name);
        QSqlQuery q(m_file.database());
        if (id == 0) {
            q.prepare(QStringLiteral("INSERT INTO encounter_tables (name, ruleset, data) VALUES "
                                     "(?, ?, ?) RETURNING id"));
        } else {
            q.prepare(QStringLiteral(
                "UPDATE encounter_tables SET name = ?, ruleset = ?, data = ? WHERE id = ?"));
        }
        q.addBindValue(name);
        q.addBindValue(table.rulesetId);
        q.addBindValue(QString::fromUtf8(data));
        if (id != 0)
            q.addBindValue(id);
        if (!q.exec())
            return m_file.fail(q);
        if (id == 0) {
            saved = q.next() ? q.value(0).toLongLong() : 0;
            q.finish(); // SQLite commits no transaction with a statement still running
        } else if (q.numRowsAffected() == 0)
            return tr("the campaign has no table %1").arg(id);
        return std::nullopt;
    });
    if (error)
        return *error;
    return saved;
}

std::optional<QString> TableStore::remove(qint64 id)
{
    return m_file.removeRow(QLatin1StringView("encounter_tables"), id);
}

} // namespace Fray::Storage
