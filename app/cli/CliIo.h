// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTextStream>

namespace Fray::Cli {

// Exit codes of the command-line contract.
enum ExitCode { ExitOk = 0, ExitFailure = 1, ExitUsage = 2 };

// Standard output and error for a command. Every error is one line that starts with
// "fray-cli: error:" in every language, so scripts can rely on it.
class CliIo
{
public:
    CliIo();

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }

    // Writes the one-line error and returns ExitUsage, so commands can `return io.fail(...)`.
    int fail(const QString &message);

private:
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace Fray::Cli
