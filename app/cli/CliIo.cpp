// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliIo.h"

#include <cstdio>

namespace Fray::Cli {

CliIo::CliIo()
    : m_out(stdout)
    , m_err(stderr)
{ }

int CliIo::fail(const QString &message)
{
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    m_out.flush();
    m_err << "fray-cli: error: " << line << Qt::endl;
    return ExitUsage;
}

} // namespace Fray::Cli
