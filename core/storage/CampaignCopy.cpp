// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/CampaignCopy.h"

#include "core/storage/CampaignFile.h"
#include "core/storage/Schema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlField>
#include <QSqlQuery>
#include <QSqlRecord>

namespace Fray::Storage {

namespace {

qint64 rowsOf(const CampaignDatabase &campaign, const QString &table)
{
    QSqlQuery q(campaign.database());
    return q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(table)) && q.next()
        ? q.value(0).toLongLong()
        : 0;
}

} // namespace

std::optional<QString> CampaignCopy::copy(
    const CampaignDatabase &from, CampaignDatabase &to, const Progress &progress)
{
    const int latest = Schema::latestVersion();
    if (from.schemaVersion() != latest)
        return tr("%1 is in campaign format %2, not %3; open it once with this Fray to update it")
            .arg(from.path())
            .arg(from.schemaVersion())
            .arg(latest);
    if (to.schemaVersion() != latest)
        return tr("%1 is in campaign format %2, not %3")
            .arg(to.path())
            .arg(to.schemaVersion())
            .arg(latest);

    const QStringList tables = Schema::tablesOf(latest);
    qint64 total = 0;
    for (const QString &table : tables) {
        // A new campaign knows only when it was made (meta).
        if (table != u"meta" && rowsOf(to, table) > 0)
            return tr("%1 already holds a campaign (its table %2 has rows); copy into a new one")
                .arg(to.path(), table);
        total += rowsOf(from, table);
    }

    qint64 done = 0;
    if (progress)
        progress(0, total);
    return to.transaction([&]() -> std::optional<QString> {
        if (auto error = to.exec(QStringLiteral("DELETE FROM meta")))
            return error;
        for (const QString &table : tables) {
            // The destination's columns, read from the source by name: the engines may order
            // them differently.
            const QSqlRecord record = to.database().record(table);
            QStringList columns;
            for (int i = 0; i < record.count(); ++i)
                columns << record.fieldName(i);
            QSqlQuery read(from.database());
            read.setForwardOnly(true);
            const QString order = columns.size() > 1 ? QStringLiteral("1, 2") : QStringLiteral("1");
            if (!read.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                               .arg(columns.join(QStringLiteral(", ")), table, order)))
                return tr("reading %1 failed: %2").arg(from.path(), from.fail(read));
            QSqlQuery &write = to.statement(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                                                .arg(table, columns.join(QStringLiteral(", ")),
                                                    QStringList(columns.size(), QStringLiteral("?"))
                                                        .join(QStringLiteral(", "))));
            while (read.next()) {
                for (int i = 0; i < columns.size(); ++i) {
                    // SQLite may hold a text column's older values as bytes; they are text.
                    const QVariant value = read.value(i);
                    write.bindValue(i,
                        value.typeId() == QMetaType::QByteArray
                            ? QVariant(QString::fromUtf8(value.toByteArray()))
                            : value);
                }
                if (!write.exec())
                    return to.fail(write);
                if (progress && ++done % 500 == 0)
                    progress(done, total);
            }
        }
        for (const QString &statement : to.dialect().continueIds()) {
            if (auto error = to.exec(statement))
                return error;
        }
        if (progress)
            progress(total, total);
        return std::nullopt;
    });
}

std::optional<QString> CampaignCopy::toNewFile(const CampaignDatabase &from, const QString &path)
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    if (QFileInfo(path).absoluteFilePath() == from.path())
        return tr("%1 is the campaign itself").arg(shown);
    if (QFileInfo::exists(path) && !QFile::remove(path))
        return tr("cannot replace %1").arg(shown);
    std::optional<QString> error;
    {
        auto file = CampaignFile::open(path, CampaignDatabase::Access::ReadWrite);
        if (!file)
            return file.error();
        error = copy(from, **file);
    }
    if (error)
        QFile::remove(path);
    return error;
}

} // namespace Fray::Storage
