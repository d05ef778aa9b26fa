// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "HermeticTest.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCliBasics : public Fray::Testing::HermeticTest
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

    // Help is for the command as the user typed it, whichever executable serves it.
    void commandHelpNamesTheCommand_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("dist") << QStringLiteral("dist");
        QTest::newRow("sheet-served-by-fray-sheet") << QStringLiteral("sheet");
        QTest::newRow("serve-served-by-fray-serve") << QStringLiteral("serve");
    }

    void commandHelpNamesTheCommand()
    {
        QFETCH(QString, command);
        const CliResult r = runCli({command, QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("Usage: fray-cli " + command.toUtf8() + " [options]"),
            r.out.constData());
    }

    // Only printing needs Qt Gui and only serving Qt Network; every other command starts without
    // them (and without the libraries they would bring: fonts, X11, EGL, D-Bus).
    void theCliLinksNoQtGui()
    {
#ifndef Q_OS_LINUX
        QSKIP("the dynamic linker's listing is read on Linux");
#else
        QProcess ldd;
        ldd.start(QStringLiteral("ldd"), {QStringLiteral(FRAY_CLI_PATH)});
        QVERIFY(ldd.waitForFinished());
        const QByteArray libraries = ldd.readAllStandardOutput();
        QVERIFY2(libraries.contains("libQt6Core"), libraries.constData());
        QVERIFY2(!libraries.contains("libQt6Gui"), libraries.constData());
        // Serving the players' page is fray-serve's: the other commands load no network code.
        QVERIFY2(!libraries.contains("libQt6Network"), libraries.constData());
#endif
    }

    // fray-cli runs fray-sheet for `sheet`; an installation without it says so and what to do.
    void sheetWithoutItsPrinterSaysSo()
    {
        QTemporaryDir dir;
        const QString lonely = dir.filePath(QStringLiteral("fray-cli"));
        QVERIFY(QFile::copy(QStringLiteral(FRAY_CLI_PATH), lonely));
        QProcess cli;
        cli.start(lonely,
            {QStringLiteral("sheet"), QStringLiteral("x.fray.json"), QStringLiteral("--pdf"),
                dir.filePath(QStringLiteral("x.pdf"))});
        QVERIFY(cli.waitForFinished());
        QCOMPARE(cli.exitCode(), 2);
        const QByteArray err = cli.readAllStandardError();
        QVERIFY2(err.startsWith("fray-cli: error: cannot print: fray-sheet"), err.constData());
        QCOMPARE(err.count('\n'), 1);
    }

    // A user's language reaches the ruleset's words in what fray-cli prints for a reader...
    void rulesetWordsFollowTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QByteArray>("hit");
        QTest::newRow("english") << QString() << QByteArray("  Hit ");
        QTest::newRow("german") << QStringLiteral("de") << QByteArray("  Treffer ");
    }

    void rulesetWordsFollowTheUsersLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QByteArray, hit);
        const CliResult r = runCli(
            {QStringLiteral("odds"), QStringLiteral("--ruleset"),
                QStringLiteral("castles-crusades"), QStringLiteral("--set"),
                QStringLiteral("attack=5"), QStringLiteral("--set"), QStringLiteral("ac=15")},
            {}, language);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(hit), r.out.constData());
    }

    // ...and never what it prints for a script: --json is the same in every language.
    void jsonIsTheSameInEveryLanguage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("rulesets") << QStringList{
            QStringLiteral("rulesets"), QStringLiteral("--json")};
        QTest::newRow("odds") << QStringList{QStringLiteral("odds"), QStringLiteral("--ruleset"),
            QStringLiteral("castles-crusades"), QStringLiteral("--set"), QStringLiteral("attack=5"),
            QStringLiteral("--set"), QStringLiteral("ac=15"), QStringLiteral("--modifier"),
            QStringLiteral("flank"), QStringLiteral("--json")};
    }

    void jsonIsTheSameInEveryLanguage()
    {
        QFETCH(QStringList, arguments);
        const CliResult english = runCli(arguments);
        const CliResult german = runCli(arguments, {}, QStringLiteral("de"));
        QCOMPARE(english.exitCode, 0);
        QCOMPARE(german.exitCode, 0);
        QVERIFY(!english.json().isNull());
        QCOMPARE(german.out, english.out);
    }

    void badInvocationIsOneErrorLineAndExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("unknown-option")
            << QStringList{QStringLiteral("--frobnicate")} << QByteArray("frobnicate");
        QTest::newRow("unknown-command")
            << QStringList{QStringLiteral("teleport")} << QByteArray("unknown command 'teleport'");
        QTest::newRow("no-command") << QStringList{} << QByteArray("no command given");
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
