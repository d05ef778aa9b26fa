// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/AppInfo.h"

#include <QCoreApplication>

namespace Fray::AppInfo {

QString version()
{
    return QStringLiteral(FRAY_VERSION_STRING);
}

QString organizationName()
{
    return QStringLiteral("Fray");
}

QString applicationName()
{
    return QStringLiteral("Fray");
}

QString licenseName()
{
    return QStringLiteral("GPL-3.0-or-later");
}

void applyTo(QCoreApplication &app)
{
    app.setOrganizationName(organizationName());
    app.setApplicationName(applicationName());
    app.setApplicationVersion(version());
}

} // namespace Fray::AppInfo
