// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Replays the fuzzing seed corpora, and every input that once broke Fray, through the fuzzers'
// own harnesses, so CI (and its sanitizer build) catches a regression without libFuzzer: the
// dice engine's corpus through fuzz_dice_replay, and each file reader's (tests/fuzz/corpus/
// ruleset, encounter, csv) through fuzz_reader_replay. Each input runs in its own process, so
// one crash fails one row and hides nothing else. The dice inputs are not timed (slow ones are
// replayed for crashes only); a reader's input must be done within kReaderSeconds, since no file
// a GM could give a reader is worth more than a moment's work.

#include "HermeticTest.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

// The longest a reader's input may take, sanitizers and all.
constexpr int kReaderSeconds = 60;

// The file readers with a corpus folder each (tests/fuzz/CMakeLists.txt names them).
QStringList readerNames()
{
    return QStringLiteral(FRAY_FUZZ_READERS).split(u',');
}

// Inputs that still break Fray, by corpus folder and file name ("dice/crash-..."), with the bug
// each one shows: a crash found before its fix goes into the corpus at once and its row fails as
// expected (XFAIL). Once the bug is fixed the row passes unexpectedly (XPASS), which fails the
// test until the entry goes. None at present.
const QHash<QString, const char *> &knownBugs()
{
    static const QHash<QString, const char *> bugs;
    return bugs;
}

// What a file's name promises besides keeping the harness's promises: "valid-*" is accepted
// (for dice, has a distribution and a roll), "invalid-*" is refused. Found inputs (crash-*,
// timeout-*, ...) and "maybe-*" promise nothing more.
QString expectationFor(const QString &name)
{
    if (name.startsWith(u"valid-"))
        return QStringLiteral("--expect-accepted");
    if (name.startsWith(u"invalid-"))
        return QStringLiteral("--expect-refused");
    return {};
}

// Empty when the input went through its harness cleanly; otherwise what went wrong. `reader`
// is empty for the dice engine's harness; `seconds` < 0 waits as long as it takes.
QString replay(const QString &path, const QString &reader = QString(), int seconds = -1)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    QStringList arguments;
    if (!reader.isEmpty())
        arguments << reader;
    if (const QString expectation = expectationFor(QFileInfo(path).fileName());
        !expectation.isEmpty())
        arguments << expectation;
    arguments << path;
    const QString program = reader.isEmpty() ? QStringLiteral(FRAY_FUZZ_REPLAY)
                                             : QStringLiteral(FRAY_FUZZ_READER_REPLAY);
    process.start(program, arguments);
    if (!process.waitForStarted(-1))
        return QFileInfo(program).fileName() + QStringLiteral(" did not run: ")
            + process.errorString();
    if (!process.waitForFinished(seconds < 0 ? -1 : seconds * 1000)) {
        process.kill();
        process.waitForFinished(-1);
        return QStringLiteral("still running after %1 s").arg(seconds);
    }
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

// One row per file of each corpus folder, named "folder/file".
void addRows(const QStringList &folders)
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("path");
    const QDir corpus(QStringLiteral(FRAY_FUZZ_CORPORA));
    for (const QString &folder : folders) {
        const QDir dir(corpus.filePath(folder));
        const QStringList names = dir.entryList(QDir::Files, QDir::Name);
        for (const QString &name : names)
            QTest::newRow(qPrintable(folder + u'/' + name)) << folder << dir.filePath(name);
    }
}

void verifyReplay(
    const QString &folder, const QString &path, const QString &reader = QString(), int seconds = -1)
{
    const QString failure = replay(path, reader, seconds);
    if (const char *bug = knownBugs().value(folder + u'/' + QFileInfo(path).fileName()))
        QEXPECT_FAIL("", bug, Continue);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

} // namespace

class TestFuzzCorpus : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void corpusIsThere()
    {
        const QDir dir(QStringLiteral(FRAY_FUZZ_CORPORA "/dice"));
        QVERIFY2(dir.exists(), qPrintable(dir.path()));
        QVERIFY(dir.entryList(QDir::Files).size() >= 30);
    }

    // Every reader has seeds to start from, and every folder of the corpus is replayed.
    void everyReaderHasACorpus()
    {
        const QDir corpus(QStringLiteral(FRAY_FUZZ_CORPORA));
        const QStringList readers = readerNames();
        for (const QString &reader : readers)
            QVERIFY2(QDir(corpus.filePath(reader)).entryList(QDir::Files).size() >= 10,
                qPrintable(reader));
        const QStringList folders = corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &folder : folders)
            QVERIFY2(folder == u"dice" || folder == u"dice-slow" || readers.contains(folder),
                qPrintable(folder));
    }

    // A known bug whose input left the corpus would never be replayed again.
    void knownBugsAreInTheCorpus()
    {
        const QDir corpus(QStringLiteral(FRAY_FUZZ_CORPORA));
        for (auto it = knownBugs().cbegin(); it != knownBugs().cend(); ++it)
            QVERIFY2(corpus.exists(it.key()), qPrintable(it.key()));
    }

    // The harnesses can tell a refusal from an acceptance, so a "valid-" row is not passed by
    // a harness that refuses everything, nor an "invalid-" row by one that refuses nothing; and
    // an input that is neither (taken in part, or nothing taken and nothing said) passes
    // neither promise.
    void replayChecksWhatTheNamePromises_data()
    {
        QTest::addColumn<QString>("reader");
        QTest::addColumn<QByteArray>("good");
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<QByteArray>("neither");
        QTest::newRow("dice") << QString() << QByteArray("1d6+1") << QByteArray("1d6+")
                              << QByteArray();
        QFile ruleset(QStringLiteral(FRAY_FUZZ_CORPORA "/ruleset/valid-d20-ascending.json"));
        QVERIFY(ruleset.open(QIODevice::ReadOnly));
        QTest::newRow("ruleset") << QStringLiteral("ruleset") << ruleset.readAll()
                                 << QByteArray(R"({"format": "fray-ruleset"})") << QByteArray();
        QTest::newRow("encounter")
            << QStringLiteral("encounter")
            << QByteArray(R"({"format": "fray-encounter", "format_version": 1,
                              "ruleset": "d20-ascending", "combatants": [{"name": "Orc"}]})")
            << QByteArray(R"({"format": "fray-encounter", "format_version": 1,
                              "ruleset": "d20-ascending", "combatants": [{"name": ""}]})")
            << QByteArray();
        // Castles & Crusades alone has the option: played on its sample encounter only.
        QTest::newRow("commands")
            << QStringLiteral("encounter") << QByteArray(R"([{"command": "start"}])")
            << QByteArray(R"([{"command": "fireball"}])")
            << QByteArray(R"([{"command": "option", "option": "group-initiative", "on": true}])");
        // Stat lines are taken or refused: a header with no line under it is refused too.
        QTest::newRow("csv") << QStringLiteral("csv") << QByteArray("name,hp\nOrc,6\n")
                             << QByteArray("name,hp\nOrc,six\n") << QByteArray();
    }

    void replayChecksWhatTheNamePromises()
    {
        QFETCH(QString, reader);
        QFETCH(QByteArray, good);
        QFETCH(QByteArray, bad);
        QFETCH(QByteArray, neither);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&](const QString &name, const QByteArray &text) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        };
        write(QStringLiteral("valid-but-refused"), bad);
        write(QStringLiteral("invalid-but-accepted"), good);
        write(QStringLiteral("valid-and-accepted"), good);
        write(QStringLiteral("invalid-and-refused"), bad);
        const auto at = [&](const char *name) { return dir.filePath(QLatin1StringView(name)); };
        QVERIFY(!replay(at("valid-but-refused"), reader).isEmpty());
        QVERIFY(!replay(at("invalid-but-accepted"), reader).isEmpty());
        QCOMPARE(replay(at("valid-and-accepted"), reader), QString());
        QCOMPARE(replay(at("invalid-and-refused"), reader), QString());
        if (neither.isEmpty())
            return;
        write(QStringLiteral("valid-but-neither"), neither);
        write(QStringLiteral("invalid-but-neither"), neither);
        write(QStringLiteral("maybe-neither"), neither);
        QVERIFY(!replay(at("valid-but-neither"), reader).isEmpty());
        QVERIFY(!replay(at("invalid-but-neither"), reader).isEmpty());
        QCOMPARE(replay(at("maybe-neither"), reader), QString());
    }

    // The time bound holds: an input still running when it is up fails its row. The input is
    // a named pipe no one writes, so the replay waits on it for as long as it is let.
    void replayIsTimed()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString pipe = dir.filePath(QStringLiteral("never-written"));
        QVERIFY(::mkfifo(QFile::encodeName(pipe).constData(), 0600) == 0);
        QCOMPARE(replay(pipe, QString(), 1), QStringLiteral("still running after 1 s"));
    }

    void inputKeepsTheEnginesPromises_data() { addRows({QStringLiteral("dice")}); }

    void inputKeepsTheEnginesPromises()
    {
        QFETCH(QString, folder);
        QFETCH(QString, path);
        verifyReplay(folder, path);
    }

    // Inputs libFuzzer timed out on: legal, but seconds of work each in a release build and
    // minutes under the sanitizers, so they are replayed only on request.
    void slowInputKeepsTheEnginesPromises_data()
    {
        if (qEnvironmentVariableIntValue("FRAY_FUZZ_SLOW") != 1)
            QSKIP("set FRAY_FUZZ_SLOW=1 to replay tests/fuzz/corpus/dice-slow");
        addRows({QStringLiteral("dice-slow")});
    }

    void slowInputKeepsTheEnginesPromises()
    {
        QFETCH(QString, folder);
        QFETCH(QString, path);
        verifyReplay(folder, path);
    }

    // Each reader's corpus through its reader, row "reader/file".
    void inputKeepsTheReadersPromises_data() { addRows(readerNames()); }

    void inputKeepsTheReadersPromises()
    {
        QFETCH(QString, folder);
        QFETCH(QString, path);
        verifyReplay(folder, path, folder, kReaderSeconds);
    }
};

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzz_corpus.moc"
