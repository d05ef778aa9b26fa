// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A test that could crash the engine runs in a child process of its test executable, so a crash
// shows as that test's failure instead of ending every other test.

#include <QByteArray>
#include <QCoreApplication>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QTest>

namespace Fray::Testing {

// Whether this process is the child running one test.
inline bool inChildProcess()
{
    return qEnvironmentVariableIsSet("FRAY_TEST_IN_CHILD");
}

struct ChildRun
{
    bool passed = false;
    QByteArray output;
};

// Runs the current test function (and data row) alone in a child process.
inline ChildRun runCurrentTestInChild()
{
    QString function = QString::fromLatin1(QTest::currentTestFunction());
    if (const char *tag = QTest::currentDataTag())
        function += u':' + QString::fromLatin1(tag);
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("FRAY_TEST_IN_CHILD"), QStringLiteral("1"));
    // A crash is what the child may meet: no debugger run, no core dump.
    env.insert(QStringLiteral("QTEST_DISABLE_STACK_DUMP"), QStringLiteral("1"));
    env.insert(QStringLiteral("QTEST_DISABLE_CORE_DUMP"), QStringLiteral("1"));
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QCoreApplication::applicationFilePath(), {function});
    process.waitForFinished(300000);
    ChildRun result;
    result.passed = process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    result.output = process.readAll();
    if (process.exitStatus() != QProcess::NormalExit)
        result.output += "\n(the child process crashed)";
    return result;
}

} // namespace Fray::Testing
