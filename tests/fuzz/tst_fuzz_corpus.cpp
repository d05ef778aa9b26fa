// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Replays the fuzzing seed corpus, and every input that once broke the engine, through the
// fuzzer's own harness, so CI (and its sanitizer build) catches a regression without libFuzzer.
// Each input runs in its own fuzz_dice_replay process, so one crash fails one row and hides
// nothing else. Nothing here is timed: slow inputs are replayed for crashes only.

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Inputs that still break the engine, by file name, with the bug each one shows: a crash found
// before its fix goes into the corpus at once and its row fails as expected (XFAIL). Once the
// bug is fixed the row passes unexpectedly (XPASS), which fails the test until the entry goes.
// None at present.
const QHash<QString, const char *> &knownBugs()
{
    static const QHash<QString, const char *> bugs;
    return bugs;
}

// What a file's name promises besides keeping the engine's promises: "valid-*" has a
// distribution and a roll, "invalid-*" is refused. Found inputs (crash-*, timeout-*, ...) and
// "maybe-*" promise nothing more.
QString expectationFor(const QString &name)
{
    if (name.startsWith(u"valid-"))
        return QStringLiteral("--expect-accepted");
    if (name.startsWith(u"invalid-"))
        return QStringLiteral("--expect-refused");
    return {};
}

// Empty when the input went through the harness cleanly; otherwise what went wrong.
QString replay(const QString &path)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    QStringList arguments;
    if (const QString expectation = expectationFor(QFileInfo(path).fileName());
        !expectation.isEmpty())
        arguments << expectation;
    arguments << path;
    process.start(QStringLiteral(FRAY_FUZZ_REPLAY), arguments);
    if (!process.waitForFinished(-1))
        return QStringLiteral("fuzz_dice_replay did not run: ") + process.errorString();
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return {};
    // A sanitizer report runs to pages; its head names the bug.
    const QList<QByteArray> lines = process.readAll().split('\n').mid(0, 12);
    QString why = process.exitStatus() == QProcess::CrashExit
        ? QStringLiteral("crashed")
        : QStringLiteral("exit code %1").arg(process.exitCode());
    for (const QByteArray &line : lines)
        why += QLatin1Char('\n') + QString::fromLocal8Bit(line);
    return why;
}

void addRows(const char *directory)
{
    QTest::addColumn<QString>("path");
    const QDir dir(QString::fromUtf8(directory));
    const QStringList names = dir.entryList(QDir::Files, QDir::Name);
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void verifyReplay(const QString &path)
{
    const QString failure = replay(path);
    if (const char *bug = knownBugs().value(QFileInfo(path).fileName()))
        QEXPECT_FAIL("", bug, Continue);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

} // namespace

class TestFuzzCorpus : public QObject
{
    Q_OBJECT

private slots:
    void corpusIsThere()
    {
        const QDir dir(QStringLiteral(FRAY_FUZZ_CORPUS));
        QVERIFY2(dir.exists(), qPrintable(dir.path()));
        QVERIFY(dir.entryList(QDir::Files).size() >= 30);
    }

    // A known bug whose input left the corpus would never be replayed again.
    void knownBugsAreInTheCorpus()
    {
        const QDir corpus(QStringLiteral(FRAY_FUZZ_CORPUS));
        const QDir slow(QStringLiteral(FRAY_FUZZ_SLOW_CORPUS));
        for (auto it = knownBugs().cbegin(); it != knownBugs().cend(); ++it)
            QVERIFY2(corpus.exists(it.key()) || slow.exists(it.key()), qPrintable(it.key()));
    }

    // The harness can tell a refusal from a distribution, so a "valid-" row is not passed by
    // an engine that refuses everything, nor an "invalid-" row by one that refuses nothing.
    void replayChecksWhatTheNamePromises()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&](const QString &name, QByteArrayView text) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text.data(), text.size());
        };
        write(QStringLiteral("valid-but-refused"), "1d6+");
        write(QStringLiteral("invalid-but-accepted"), "1d6+1");
        write(QStringLiteral("valid-and-accepted"), "1d6+1");
        write(QStringLiteral("invalid-and-refused"), "1d6+");
        QVERIFY(!replay(dir.filePath(QStringLiteral("valid-but-refused"))).isEmpty());
        QVERIFY(!replay(dir.filePath(QStringLiteral("invalid-but-accepted"))).isEmpty());
        QCOMPARE(replay(dir.filePath(QStringLiteral("valid-and-accepted"))), QString());
        QCOMPARE(replay(dir.filePath(QStringLiteral("invalid-and-refused"))), QString());
    }

    void inputKeepsTheEnginesPromises_data() { addRows(FRAY_FUZZ_CORPUS); }

    void inputKeepsTheEnginesPromises()
    {
        QFETCH(QString, path);
        verifyReplay(path);
    }

    // Inputs libFuzzer timed out on: legal, but seconds of work each in a release build and
    // minutes under the sanitizers, so they are replayed only on request.
    void slowInputKeepsTheEnginesPromises_data()
    {
        if (qEnvironmentVariableIntValue("FRAY_FUZZ_SLOW") != 1)
            QSKIP("set FRAY_FUZZ_SLOW=1 to replay tests/fuzz/corpus/dice-slow");
        addRows(FRAY_FUZZ_SLOW_CORPUS);
    }

    void slowInputKeepsTheEnginesPromises()
    {
        QFETCH(QString, path);
        verifyReplay(path);
    }
};

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzz_corpus.moc"
