// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CampaignOption.h"

#include "core/storage/CampaignAddress.h"

#include <QFileInfo>

namespace Fray::Cli {

CampaignOption::CampaignOption()
    : m_db(QStringLiteral("db"),
        tr("The campaign file, or a server's address (postgresql://USER@HOST/DATABASE; the "
           "password as libpq finds it: in the address, PGPASSWORD or ~/.pgpass)."),
        QStringLiteral("CAMPAIGN"))
{ }

void CampaignOption::addTo(QCommandLineParser &parser) const
{
    parser.addOption(m_db);
}

Expected<std::unique_ptr<Storage::Campaign>, QString> CampaignOption::openExisting(
    const QCommandLineParser &parser, Storage::Campaign::Access access) const
{
    if (!exists(parser))
        return tr("%1 does not exist").arg(shown(parser));
    return Storage::Campaign::open(path(parser), access);
}

bool CampaignOption::exists(const QCommandLineParser &parser) const
{
    // A server's database is there or not as the server says when it is opened.
    return Storage::CampaignAddress::isAddress(path(parser)) || QFileInfo::exists(path(parser));
}

QString CampaignOption::shown(const QCommandLineParser &parser) const
{
    return shownPlace(path(parser));
}

QString CampaignOption::shownPlace(const QString &place)
{
    if (!Storage::CampaignAddress::isAddress(place))
        return place;
    const auto address = Storage::CampaignAddress::parse(place);
    return address ? address->shown() : QStringLiteral("postgresql://…");
}

Expected<std::optional<Storage::TablePace::Pace>, QString> CampaignOption::pace(
    const QCommandLineParser &parser) const
{
    if (!isSet(parser))
        return std::optional<Storage::TablePace::Pace>();
    auto opened = openExisting(parser, Storage::Campaign::Access::ReadOnly);
    if (!opened)
        return opened.error();
    const auto measured = Storage::TablePace::measure((*opened)->storage());
    if (!measured)
        return tr("%1: too few turns played to measure the table's pace (%2 or more are needed)")
            .arg(shown(parser))
            .arg(Storage::TablePace::fewestTurns);
    return std::optional(*measured);
}

} // namespace Fray::Cli
