// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QCoreApplication;

namespace Fray {

// Identity shared by the GUI and the CLI, so both report the same name and version.
namespace AppInfo {
QString version();
QString organizationName();
QString applicationName();
QString licenseName();
void applyTo(QCoreApplication &app);
} // namespace AppInfo

} // namespace Fray
