// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CampaignOption.h"

#include <QFileInfo>

namespace Fray::Cli {

CampaignOption::CampaignOption()
    : m_db(QStringLiteral("db"), tr("The campaign file."), QStringLiteral("CAMPAIGN"))
{ }

void CampaignOption::addTo(QCommandLineParser &parser) const
{
    parser.addOption(m_db);
}

Expected<std::unique_ptr<Storage::Campaign>, QString> CampaignOption::openExisting(
    const QCommandLineParser &parser, Storage::Campaign::Access access) const
{
    const QString file = path(parser);
    if (!QFileInfo::exists(file))
        return tr("%1 does not exist").arg(file);
    return Storage::Campaign::open(file, access);
}

} // namespace Fray::Cli
