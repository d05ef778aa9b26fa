// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/CampaignMeta.h"

#include "core/storage/CampaignDatabase.h"

#include <QSqlQuery>

namespace Fray::Storage {

QString CampaignMeta::name(Key key)
{
    switch (key) {
    case Key::Name:
        return QStringLiteral("name");
    case Key::Created:
        return QStringLiteral("created");
    case Key::LastEncounter:
        return QStringLiteral("last_encounter");
    case Key::CustomConditions:
        return QStringLiteral("custom_conditions");
    }
    return QString();
}

QString CampaignMeta::value(Key key) const
{
    QSqlQuery q(m_file.database());
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(name(key));
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

std::optional<QString> CampaignMeta::set(Key key, const QString &value)
{
    return m_file.transaction([&]() -> std::optional<QString> {
        QSqlQuery q(m_file.database());
        q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) "
                                 "ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
        q.addBindValue(name(key));
        q.addBindValue(value);
        if (!q.exec())
            return m_file.fail(q);
        return std::nullopt;
    });
}

} // namespace Fray::Storage
