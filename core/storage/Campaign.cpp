// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/Campaign.h"

#include "core/io/EncounterJson.h"
#include "core/storage/CampaignCopy.h"
#include "core/storage/CampaignMeta.h"
#include "core/storage/ServerCampaign.h"
#include "core/storage/StoredValues.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

namespace Fray::Storage {

Campaign::Campaign(std::unique_ptr<CampaignDatabase> file)
    : m_file(std::move(file))
    , m_lease(*m_file)
    , m_encounters(*m_file, m_lease)
    , m_library(*m_file)
    , m_party(*m_file, m_library)
    , m_history(*m_file)
    , m_tables(*m_file)
{ }

Expected<std::unique_ptr<Campaign>, QString> Campaign::open(const QString &path, Access access)
{
    if (CampaignAddress::isAddress(path)) {
        auto server = ServerCampaign::open(path, access);
        if (!server)
            return server.error();
        return std::unique_ptr<Campaign>(new Campaign(std::move(server).value()));
    }
    auto file = CampaignFile::open(path, access);
    if (!file)
        return file.error();
    return std::unique_ptr<Campaign>(new Campaign(std::move(file).value()));
}

Expected<std::unique_ptr<Campaign>, QString> Campaign::createFrom(
    const QString &prepared, const QString &path)
{
    const QFileInfo info(path);
    const QString shown = QDir::toNativeSeparators(info.absoluteFilePath());
    if (info.exists())
        return tr("%1 already exists").arg(shown);
    if (!QDir().mkpath(info.absolutePath()))
        return tr("cannot create %1: the folder %2 cannot be made")
            .arg(shown, QDir::toNativeSeparators(info.absolutePath()));
    // Copied beside the campaign under another name and then renamed: a Fray stopped while
    // copying leaves no half campaign under the campaign's name.
    const QString partial = info.absoluteFilePath() + QStringLiteral(".making");
    QFile::remove(partial);
    if (!QFile::copy(prepared, partial)) {
        QFile::remove(partial);
        return tr("cannot create %1: %2 cannot be copied")
            .arg(shown, QDir::toNativeSeparators(prepared));
    }
    // A copy of a file in Fray's resources is read-only, as they are.
    QFile::setPermissions(partial,
        QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser | QFile::ReadGroup
            | QFile::ReadOther);
    if (!QFile::rename(partial, info.absoluteFilePath())) {
        QFile::remove(partial);
        if (!QFileInfo::exists(info.absoluteFilePath()))
            return tr("cannot create %1").arg(shown);
    }
    auto campaign = open(path);
    if (!campaign)
        return campaign.error();
    if (auto error
        = CampaignMeta(*(*campaign)->m_file).set(CampaignMeta::Key::Created, Stored::now()))
        return *error;
    return campaign;
}

std::optional<QString> Campaign::copyTo(const QString &path) const
{
    if (auto *file = dynamic_cast<const CampaignFile *>(m_file.get()))
        return file->copyTo(path);
    return CampaignCopy::toNewFile(*m_file, path);
}

QString Campaign::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/campaign.fray");
}

QString Campaign::name() const
{
    return CampaignMeta(*m_file).value(CampaignMeta::Key::Name);
}

std::optional<QString> Campaign::setName(const QString &name)
{
    return CampaignMeta(*m_file).set(CampaignMeta::Key::Name, name);
}

std::optional<qint64> Campaign::lastEncounter() const
{
    bool ok = false;
    const qint64 id = CampaignMeta(*m_file).value(CampaignMeta::Key::LastEncounter).toLongLong(&ok);
    return ok && id > 0 ? std::optional(id) : std::nullopt;
}

std::optional<QString> Campaign::setLastEncounter(qint64 id)
{
    return CampaignMeta(*m_file).set(CampaignMeta::Key::LastEncounter, QString::number(id));
}

std::vector<Encounter::CustomCondition> Campaign::customConditions() const
{
    const QByteArray text
        = CampaignMeta(*m_file).value(CampaignMeta::Key::CustomConditions).toUtf8();
    std::vector<Encounter::CustomCondition> conditions;
    if (text.isEmpty())
        return conditions;
    // One unreadable entry (an edit by hand) is left out, not the list.
    const QJsonArray list = QJsonDocument::fromJson(text).array();
    for (const QJsonValue &v : list) {
        QList<Json::JsonProblem> problems;
        const auto c = Io::EncounterJson::customFromJson(Json::JsonValue(v, QString(), &problems));
        if (problems.isEmpty() && !c.label.trimmed().isEmpty())
            conditions.push_back(c);
    }
    return conditions;
}

std::optional<QString> Campaign::rememberCustomCondition(
    const Encounter::CustomCondition &condition)
{
    std::vector<Encounter::CustomCondition> conditions = customConditions();
    std::erase_if(conditions, [&](const Encounter::CustomCondition &c) {
        return c.label.compare(condition.label, Qt::CaseInsensitive) == 0;
    });
    conditions.insert(conditions.begin(), condition);
    if (conditions.size() > std::size_t(maxCustomConditions))
        conditions.resize(std::size_t(maxCustomConditions));
    QJsonArray list;
    for (const auto &c : conditions)
        list.append(Io::EncounterJson::customToJson(c));
    return CampaignMeta(*m_file).set(CampaignMeta::Key::CustomConditions,
        QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact)));
}

Expected<qint64, QString> Campaign::record(const QString &kind, qint64 encounter,
    const QString &text, const std::function<Expected<QByteArray, QString>()> &work)
{
    qint64 seq = 0;
    const auto error = transaction([&]() -> std::optional<QString> {
        const auto data = work();
        if (!data)
            return data.error();
        const auto pushed = m_history.push(kind, encounter, text, *data);
        if (!pushed)
            return pushed.error();
        seq = *pushed;
        return std::nullopt;
    });
    if (error)
        return *error;
    return seq;
}

std::optional<QString> Campaign::replay(qint64 seq, bool done,
    const std::function<std::optional<QString>()> &work, const QByteArray &data)
{
    return transaction([&]() -> std::optional<QString> {
        if (auto error = work())
            return error;
        if (!data.isEmpty()) {
            if (auto error = m_history.setData(seq, data))
                return error;
        }
        return m_history.setDone(seq, done);
    });
}

} // namespace Fray::Storage
