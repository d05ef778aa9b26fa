// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/Campaign.h"

#include "core/storage/CampaignMeta.h"

#include <QStandardPaths>

namespace Fray::Storage {

Campaign::Campaign(std::unique_ptr<CampaignFile> file)
    : m_file(std::move(file))
    , m_encounters(*m_file)
    , m_library(*m_file)
{ }

Expected<std::unique_ptr<Campaign>, QString> Campaign::open(const QString &path, Access access)
{
    auto file = CampaignFile::open(path, access);
    if (!file)
        return file.error();
    return std::unique_ptr<Campaign>(new Campaign(std::move(file).value()));
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

} // namespace Fray::Storage
