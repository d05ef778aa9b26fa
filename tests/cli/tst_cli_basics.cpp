// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"

#include <QTest>

class TestCliBasics : public QObject
{
    Q_OBJECT

private slots:
    void versionPrintsTheProjectVersion()
    {
        const CliResult r = runCli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("fray-cli " FRAY_EXPECTED_VERSION "\n"));
        QVERIFY(r.err.isEmpty());
    }

    void helpListsUsageAndExitsZero()
    {
        const CliResult r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("Usage: fray-cli"));
    }

    void badInvocationIsOneErrorLineAndExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("unknown-option")
            << QStringList {QStringLiteral("--frobnicate")} << QByteArray("frobnicate");
        QTest::newRow("unknown-command")
            << QStringList {QStringLiteral("teleport")} << QByteArray("unknown command 'teleport'");
        QTest::newRow("no-command") << QStringList {} << QByteArray("no command given");
    }

    void badInvocationIsOneErrorLineAndExitTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, mentions);
        const CliResult r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.isOneErrorLine(), r.err.constData());
        QVERIFY2(r.err.contains(mentions), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliBasics)
#include "tst_cli_basics.moc"
