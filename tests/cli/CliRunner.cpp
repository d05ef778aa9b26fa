// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"

#include <QProcess>
#include <QProcessEnvironment>

bool CliResult::isOneErrorLine() const
{
    return err.startsWith("fray-cli: error: ") && err.endsWith('\n') && err.count('\n') == 1;
}

CliResult runCli(const QStringList &arguments, const QByteArray &input, const QString &language)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // English whatever the caller's language: Qt reads LANGUAGE even under LC_ALL=C.
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    if (!language.isEmpty())
        env.insert(QStringLiteral("LANGUAGE"), language);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(FRAY_CLI_PATH), arguments);
    process.waitForStarted();
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(120000);

    CliResult result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

CliResult runWithTestRulesets(QStringList arguments)
{
    arguments.insert(1, QStringLiteral("--rulesets"));
    arguments.insert(
        2, QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA")) + QStringLiteral("/rulesets"));
    return runCli(arguments);
}
