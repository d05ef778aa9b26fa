// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `fray-cli serve` as a GM runs it: its errors, the page it serves, the file it follows, and the
// page in a real browser (Debian's chromium, headless, phone-sized).

#include "CliRunner.h"
#include "DevTools.h"
#include "HermeticTest.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>
#include <QWebSocket>

#include <filesystem>
#include <system_error>

using namespace Qt::StringLiterals;

namespace {

QByteArray encounterFile(int orcHp)
{
    QJsonObject orc{{u"id"_s, 2}, {u"name"_s, u"Orc"_s}, {u"side"_s, u"foes"_s},
        {u"hp"_s, QJsonObject{{u"max"_s, 12}, {u"current"_s, orcHp}}}, {u"defence"_s, 13},
        {u"notes"_s, u"GmNoteServeQ9"_s},
        {u"attacks"_s,
            QJsonArray{
                QJsonObject{{u"name"_s, u"Axe"_s}, {u"value"_s, 4}, {u"damage"_s, u"1d8"_s}}}}};
    QJsonObject aldo{{u"id"_s, 1}, {u"name"_s, u"Aldo"_s}, {u"side"_s, u"party"_s}, {u"hp"_s, 12},
        {u"defence"_s, 16},
        {u"attacks"_s,
            QJsonArray{QJsonObject{
                {u"name"_s, u"Longsword"_s}, {u"value"_s, 5}, {u"damage"_s, u"1d8+1"_s}}}}};
    QJsonObject lurker{{u"id"_s, 3}, {u"name"_s, u"HiddenServeQ9"_s}, {u"side"_s, u"foes"_s},
        {u"hp"_s, 5}, {u"hidden_from_players"_s, true}};
    // In round 1 with Aldo acting: order and turn as the file format gives them.
    QJsonObject file{{u"format"_s, u"fray-encounter"_s}, {u"format_version"_s, 1},
        {u"name"_s, u"Bridge"_s}, {u"ruleset"_s, u"d20-ascending"_s},
        {u"combatants"_s, QJsonArray{aldo, orc, lurker}},
        {u"fight"_s,
            QJsonObject{{u"round"_s, 1}, {u"turn"_s, 0},
                {u"order"_s,
                    QJsonArray{QJsonObject{{u"combatant"_s, 1}, {u"value"_s, 17}, {u"slot"_s, 0}},
                        QJsonObject{{u"combatant"_s, 3}, {u"value"_s, 14}, {u"slot"_s, 1}},
                        QJsonObject{{u"combatant"_s, 2}, {u"value"_s, 12}, {u"slot"_s, 2}}}}}},
        {u"next_id"_s, 4}};
    return QJsonDocument(file).toJson();
}

// Four of the party and nine goblins in round 2: the order alone is longer than a phone's
// screen. Dain is dead.
QByteArray thirteenFile()
{
    QJsonArray combatants, order;
    const auto sword = QJsonArray{
        QJsonObject{{u"name"_s, u"Longsword"_s}, {u"value"_s, 5}, {u"damage"_s, u"1d8+1"_s}}};
    const QStringList party{u"Aldo"_s, u"Brisa"_s, u"Cormac"_s, u"Dain"_s};
    for (int i = 0; i < 13; ++i) {
        const bool pc = i < 4;
        QJsonObject c{{u"id"_s, i + 1}, {u"name"_s, pc ? party[i] : u"Goblin %1"_s.arg(i - 3)},
            {u"side"_s, pc ? u"party"_s : u"foes"_s},
            {u"hp"_s, QJsonObject{{u"max"_s, pc ? 20 : 7}, {u"current"_s, pc ? 14 : 7}}},
            {u"defence"_s, pc ? 16 : 13}, {u"attacks"_s, sword}};
        if (i == 3) {
            c[u"hp"_s] = QJsonObject{{u"max"_s, 20}, {u"current"_s, -2}};
            c[u"state"_s] = u"dead"_s;
        }
        combatants.append(c);
        order.append(QJsonObject{{u"combatant"_s, i + 1}, {u"value"_s, 20 - i}, {u"slot"_s, i}});
    }
    QJsonObject file{{u"format"_s, u"fray-encounter"_s}, {u"format_version"_s, 1},
        {u"name"_s, u"Warren"_s}, {u"ruleset"_s, u"d20-ascending"_s}, {u"combatants"_s, combatants},
        {u"fight"_s, QJsonObject{{u"round"_s, 2}, {u"turn"_s, 5}, {u"order"_s, order}}},
        {u"next_id"_s, 14}};
    return QJsonDocument(file).toJson();
}

// Waits until the page shows all thirteen and the player's own odds, and gives the viewport.
const char *kLoadedScript = R"js(
new Promise((resolve) => {
  const check = () => {
    if (document.querySelectorAll('#order li').length < 13
        || !document.getElementById('my-odds').textContent) return setTimeout(check, 50);
    resolve({ width: innerWidth, height: innerHeight });
  };
  check();
}))js";

// Whether the elements %2 are all in the phone's viewport without scrolling; when they are not,
// a visible control labelled with the page's word %1 (its heading) is tapped first.
const char *kReachScript = R"js(
(() => {
  const inView = (e) => {
    if (!e) return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight
      && r.left >= 0 && r.right <= innerWidth;
  };
  const word = JSON.parse(document.getElementById('words').textContent)['%1'];
  const elements = () => %2;
  let tapped = false;
  if (!elements().every(inView)) {
    const control = [...document.querySelectorAll('button, a, [role=tab]')]
      .find((e) => e.textContent.trim() === word && inView(e));
    if (control) { control.click(); tapped = true; }
  }
  return { tapped, count: elements().length, inView: elements().every(inView), scrollY };
})())js";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}

struct Served
{
    QProcess process;
    QUrl url;
};

// Starts `fray-cli serve` on loopback and reads the address it prints; `token` is given in the
// environment.
bool startServe(Served &served, const QString &file, const QStringList &extra = {},
    const QString &token = QString())
{
    if (!token.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"FRAY_SHARE_TOKEN"_s, token);
        served.process.setProcessEnvironment(environment);
    }
    served.process.start(QStringLiteral(FRAY_CLI_PATH),
        QStringList{u"serve"_s, file, u"--port"_s, u"0"_s, u"--bind"_s, u"127.0.0.1"_s} + extra);
    if (!served.process.waitForStarted(10000))
        return false;
    QElapsedTimer timer;
    timer.start();
    while (!served.process.canReadLine() && timer.elapsed() < 20000)
        served.process.waitForReadyRead(200);
    served.url = QUrl(QString::fromUtf8(served.process.readLine().trimmed()));
    return served.url.isValid() && served.url.port() > 0;
}

QByteArray fetch(const QUrl &url)
{
    QNetworkAccessManager network;
    QNetworkReply *reply = network.get(QNetworkRequest(url));
    QSignalSpy finished(reply, &QNetworkReply::finished);
    finished.wait(10000);
    const QByteArray body = reply->readAll();
    delete reply;
    return body;
}

QUrl withPath(QUrl url, const QString &path)
{
    url.setPath(path);
    return url;
}

} // namespace

class TestShareServe : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void badUsageIsOneErrorLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no-file") << QStringList{u"serve"_s, u"--port"_s, u"0"_s};
        QTest::newRow("no-port") << QStringList{u"serve"_s, u"@FILE@"_s};
        QTest::newRow("port-too-big")
            << QStringList{u"serve"_s, u"@FILE@"_s, u"--port"_s, u"70000"_s};
        QTest::newRow("bind-not-an-address")
            << QStringList{u"serve"_s, u"@FILE@"_s, u"--port"_s, u"0"_s, u"--bind"_s, u"lan"_s};
        QTest::newRow("token-on-the-command-line") << QStringList{u"serve"_s, u"@FILE@"_s,
            u"--port"_s, u"0"_s, u"--token"_s, u"table-token-0123456789"_s};
        QTest::newRow("token-fd-not-a-number")
            << QStringList{u"serve"_s, u"@FILE@"_s, u"--port"_s, u"0"_s, u"--token-fd"_s, u"x"_s};
        QTest::newRow("missing-file")
            << QStringList{u"serve"_s, u"/nonexistent/x.fray.json"_s, u"--port"_s, u"0"_s};
    }

    void badUsageIsOneErrorLine()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"e.fray.json"_s);
        QVERIFY(writeFile(file, encounterFile(12)));
        arguments.replaceInStrings(u"@FILE@"_s, file);
        const CliResult result = runCli(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.isOneErrorLine(), result.err.constData());
    }

    void servesTheFileAndFollowsIt()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"e.fray.json"_s);
        QVERIFY(writeFile(file, encounterFile(12)));
        Served served;
        QVERIFY(startServe(served, file, {}, u"table-token-0123456789"_s));
        QCOMPARE(QUrlQuery(served.url).queryItemValue(u"t"_s), u"table-token-0123456789"_s);

        QUrl state = withPath(served.url, u"/api/state"_s);
        const QJsonObject first = QJsonDocument::fromJson(fetch(state)).object();
        QCOMPARE(first[u"others"_s].toArray().size(), qsizetype(1));
        QCOMPARE(first[u"others"_s].toArray()[0].toObject()[u"state"_s].toString(), u"unhurt"_s);

        QUrl ws = withPath(served.url, u"/ws"_s);
        ws.setScheme(u"ws"_s);
        QWebSocket socket;
        QSignalSpy messages(&socket, &QWebSocket::textMessageReceived);
        socket.open(ws);
        QVERIFY(messages.wait(10000));
        messages.clear();
        QVERIFY(writeFile(file, encounterFile(5)));
        QVERIFY(messages.wait(10000));
        const QJsonObject after
            = QJsonDocument::fromJson(messages.constLast().at(0).toString().toUtf8()).object();
        QCOMPARE(after[u"others"_s].toArray()[0].toObject()[u"state"_s].toString(), u"bloodied"_s);

        // A save that does not read keeps the page as it was and warns the GM.
        messages.clear();
        QVERIFY(writeFile(file, "{ not json"));
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT(
            (err += served.process.readAllStandardError()).contains("fray-cli: warning:"), 10000);
        QCOMPARE(messages.size(), 0);
        const QJsonObject kept = QJsonDocument::fromJson(fetch(state)).object();
        QCOMPARE(kept[u"others"_s].toArray()[0].toObject()[u"state"_s].toString(), u"bloodied"_s);

        // Stopping fray-cli stops the page: no server is left on the network.
        served.process.kill();
        served.process.waitForFinished(5000);
        QTRY_VERIFY_WITH_TIMEOUT(fetch(state).isEmpty(), 10000);
    }

    // The token never shows in the command lines other users can read (ps): given in the
    // environment or on a file descriptor, it is the page's token; on the command line it is
    // refused. A short one is refused as before.
    void theTokenStaysOutOfTheCommandLine()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"e.fray.json"_s);
        QVERIFY(writeFile(file, encounterFile(12)));
        const QString token = u"table-token-0123456789"_s;
        Served served;
        QVERIFY(startServe(served, file, {}, token));
        QCOMPARE(QUrlQuery(served.url).queryItemValue(u"t"_s), token);
#ifdef Q_OS_LINUX
        // fray-cli and the fray-serve it runs: every process whose parent is fray-cli.
        QList<qint64> pids{served.process.processId()};
        const auto entries = QDir(u"/proc"_s).entryList(QDir::Dirs);
        for (const QString &entry : entries) {
            QFile stat(u"/proc/%1/stat"_s.arg(entry));
            if (!entry.toLongLong() || !stat.open(QIODevice::ReadOnly))
                continue;
            const QByteArray fields = stat.readAll();
            const QList<QByteArray> after = fields.mid(fields.lastIndexOf(')') + 2).split(' ');
            if (after.size() > 1 && after.at(1).toLongLong() == served.process.processId())
                pids << entry.toLongLong();
        }
        QCOMPARE(pids.size(), 2);
        for (const qint64 pid : pids) {
            QFile cmdline(u"/proc/%1/cmdline"_s.arg(pid));
            QVERIFY(cmdline.open(QIODevice::ReadOnly));
            const QByteArray line = cmdline.readAll();
            QVERIFY(line.contains("serve"));
            QVERIFY2(!line.contains(token.toLatin1()), line.constData());
        }
#endif
        served.process.kill();
        served.process.waitForFinished(5000);

#ifdef Q_OS_UNIX
        // On a file descriptor, as a script hands it over: sh opens the file as descriptor 3.
        const QString tokenFile = dir.filePath(u"token"_s);
        QVERIFY(writeFile(tokenFile, token.toLatin1() + '\n'));
        Served fromFd;
        fromFd.process.start(u"sh"_s,
            {u"-c"_s, u"exec \"$0\" serve \"$1\" --port 0 --bind 127.0.0.1 --token-fd 3 3<\"$2\""_s,
                QStringLiteral(FRAY_CLI_PATH), file, tokenFile});
        QVERIFY(fromFd.process.waitForStarted(10000));
        QElapsedTimer timer;
        timer.start();
        while (!fromFd.process.canReadLine() && timer.elapsed() < 20000)
            fromFd.process.waitForReadyRead(200);
        const QUrl url(QString::fromUtf8(fromFd.process.readLine().trimmed()));
        QCOMPARE(QUrlQuery(url).queryItemValue(u"t"_s), token);
        fromFd.process.kill();
        fromFd.process.waitForFinished(5000);
#endif

        QProcess shortToken;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"FRAY_SHARE_TOKEN"_s, u"abc"_s);
        shortToken.setProcessEnvironment(environment);
        shortToken.start(QStringLiteral(FRAY_CLI_PATH),
            {u"serve"_s, file, u"--port"_s, u"0"_s, u"--bind"_s, u"127.0.0.1"_s});
        QVERIFY(shortToken.waitForFinished(20000));
        QCOMPARE(shortToken.exitCode(), 2);
        QVERIFY(shortToken.readAllStandardError().contains("16 to 64"));
    }

    // Without --bind the page is on the network its address shows and no other: it answers at
    // that address, and another address of this computer (127.0.0.2) is refused.
    void withoutBindThePageIsOnlyWhereItsAddressSays()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"e.fray.json"_s);
        QVERIFY(writeFile(file, encounterFile(12)));
        Served served;
        served.process.start(
            QStringLiteral(FRAY_CLI_PATH), {u"serve"_s, file, u"--port"_s, u"0"_s});
        QVERIFY(served.process.waitForStarted(10000));
        QElapsedTimer timer;
        timer.start();
        while (!served.process.canReadLine() && timer.elapsed() < 20000)
            served.process.waitForReadyRead(200);
        served.url = QUrl(QString::fromUtf8(served.process.readLine().trimmed()));
        QVERIFY(served.url.port() > 0);
        const QByteArray state = fetch(withPath(served.url, u"/api/state"_s));
        QVERIFY2(state.contains("\"format\":\"fray-players\""), state.constData());
        QTcpSocket other;
        other.connectToHost(QHostAddress(u"127.0.0.2"_s), quint16(served.url.port()));
        QVERIFY(!other.waitForConnected(3000));
        served.process.kill();
        served.process.waitForFinished(5000);
    }

    // The served file is read as every file Fray reads: a device without end is refused at
    // once, not read until the memory runs out.
    void anEndlessFileIsRefused()
    {
        if (!QFileInfo::exists(u"/dev/zero"_s))
            QSKIP("no /dev/zero here");
        QElapsedTimer timer;
        timer.start();
        const CliResult result = runCli(
            {u"serve"_s, u"/dev/zero"_s, u"--port"_s, u"0"_s, u"--bind"_s, u"127.0.0.1"_s});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.isOneErrorLine(), result.err.constData());
        // Refused for its size, as a file of 100 GB is, not read as empty.
        QVERIFY2(result.err.contains("larger than 64 MB"), result.err.constData());
        QVERIFY(timer.elapsed() < 20000);
        qInfo("refused in %lld ms", qint64(timer.elapsed()));
    }

    // A served file replaced by a huge one (sparse: 100 GB that take no disk) is refused by its
    // size with a warning, and the page keeps the last good state.
    void aHugeReplacementKeepsTheLastGoodState()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"e.fray.json"_s);
        QVERIFY(writeFile(file, encounterFile(5)));
        Served served;
        QVERIFY(startServe(served, file));
        const QUrl state = withPath(served.url, u"/api/state"_s);
        const auto orcState = [&] {
            const QJsonObject s = QJsonDocument::fromJson(fetch(state)).object();
            return s[u"others"_s].toArray()[0].toObject()[u"state"_s].toString();
        };
        QCOMPARE(orcState(), u"bloodied"_s);

        const QString huge = dir.filePath(u"huge"_s);
        QFile big(huge);
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(100LL * 1024 * 1024 * 1024));
        big.close();
        // Replaced in one step, as a save does: no moment without the file.
        std::error_code renamed;
        std::filesystem::rename(huge.toStdString(), file.toStdString(), renamed);
        QVERIFY2(!renamed, renamed.message().c_str());
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT(
            (err += served.process.readAllStandardError()).contains("fray-cli: warning:"), 10000);
        QVERIFY2(err.contains("larger than 64 MB"), err.constData());
        QCOMPARE(served.process.state(), QProcess::Running);
        QCOMPARE(orcState(), u"bloodied"_s);

        // The next good save is shown again.
        QVERIFY(writeFile(file, encounterFile(12)));
        QTRY_COMPARE_WITH_TIMEOUT(orcState(), u"unhurt"_s, 10000);
        served.process.kill();
        served.process.waitForFinished(5000);
    }

    // The page as a phone shows it: chromium loads it headless at 390×844; the DOM has the order
    // with the acting entry marked and the chance to hit as a percentage.
    void aPhoneSizedBrowserShowsThePage()
    {
        const QString chromium = QStandardPaths::findExecutable(u"chromium"_s);
        if (chromium.isEmpty())
            QSKIP("chromium is not installed (Debian's chromium package runs this test)");
        QTemporaryDir dir;
        const QString file = dir.filePath(u"e.fray.json"_s);
        QVERIFY(writeFile(file, encounterFile(12)));
        Served served;
        QVERIFY(startServe(served, file));

        const QString shot
            = QDir(QStringLiteral(FRAY_SCREENSHOT_DIR)).filePath(u"players-page-390x844.png"_s);
        QFile::remove(shot);
        const QStringList common{u"--headless=new"_s, u"--no-sandbox"_s, u"--disable-gpu"_s,
            u"--no-first-run"_s, u"--user-data-dir="_s + dir.filePath(u"profile"_s),
            u"--window-size=390,844"_s, u"--virtual-time-budget=4000"_s};
        QProcess dom;
        dom.start(chromium, common + QStringList{u"--dump-dom"_s, served.url.toString()});
        QVERIFY(dom.waitForFinished(60000));
        const QString html = QString::fromUtf8(dom.readAllStandardOutput());
        QVERIFY2(html.contains(u"<li class=\"acting\">"_s), qPrintable(html.left(2000)));
        QVERIFY2(html.contains(u"Round 1"_s) || html.contains(u"Before the fight"_s),
            qPrintable(html.left(2000)));
        QVERIFY(html.contains(u"Aldo"_s));
        QVERIFY(!html.contains(u"HiddenServeQ9"_s));
        QVERIFY(!html.contains(u"GmNoteServeQ9"_s));
        static const QRegularExpression percent(u"<span class=\"pct\">(\\d{1,3})%</span>"_s);
        const auto match = percent.match(html);
        QVERIFY2(match.hasMatch(), qPrintable(html.left(3000)));

        QProcess screenshot;
        screenshot.start(
            chromium, common + QStringList{u"--screenshot="_s + shot, served.url.toString()});
        QVERIFY(screenshot.waitForFinished(60000));
        QVERIFY2(
            QFile::exists(shot), qPrintable(QString::fromUtf8(screenshot.readAllStandardError())));
        served.process.kill();
        served.process.waitForFinished(5000);
    }

    // Thirteen in the order on a 390×844 phone: the party's hit points and the player's own odds
    // and danger are in view without scrolling past the order, each a tap away at most. Screenshots
    // of both are kept in the build folder.
    void aPhoneReachesThePartyAndMyOddsPastALongOrder()
    {
        const QString chromium = QStandardPaths::findExecutable(u"chromium"_s);
        if (chromium.isEmpty())
            QSKIP("chromium is not installed (Debian's chromium package runs this test)");
        QTemporaryDir dir;
        const QString file = dir.filePath(u"warren.fray.json"_s);
        QVERIFY(writeFile(file, thirteenFile()));
        Served served;
        QVERIFY(startServe(served, file));

        Fray::Testing::DevTools browser;
        const QString error = browser.open(chromium, served.url, QSize(390, 844));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QJsonObject viewport
            = browser.evaluate(QString::fromLatin1(kLoadedScript)).toObject();
        QVERIFY2(viewport[u"width"_s].toInt() == 390 && viewport[u"height"_s].toInt() == 844,
            browser.lastAnswer().constData());
        const QDir shots(QStringLiteral(FRAY_SCREENSHOT_DIR));
        const auto keep = [&](const QString &name) {
            QFile shot(shots.filePath(name));
            return shot.open(QIODevice::WriteOnly) && shot.write(browser.screenshot()) > 0;
        };
        QVERIFY(keep(u"players-page-13-first.png"_s));
        const auto reach = [&](const char *word, const char *elements) {
            return browser
                .evaluate(QString::fromLatin1(kReachScript)
                              .arg(QLatin1String(word), QLatin1String(elements)))
                .toObject();
        };
        const QJsonObject party = reach("party", "[...document.querySelectorAll('#party li')]");
        QVERIFY2(party[u"count"_s].toInt() == 4 && party[u"inView"_s].toBool()
                && party[u"scrollY"_s].toDouble() == 0.0,
            browser.lastAnswer().constData());
        QVERIFY(keep(u"players-page-13-party.png"_s));
        // The player's own character's danger before its next turn, and nobody else's.
        const QString danger = browser
                                   .evaluate(u"new Promise((resolve) => { const check = () => {"
                                             " const t = document.getElementById('my-danger')"
                                             ".textContent; if (!t) return setTimeout(check, 50);"
                                             " resolve(t); }; check(); })"_s)
                                   .toString();
        QVERIFY2(danger.contains(u"%"_s) && danger.contains(u"chance to be out before"_s),
            qPrintable(danger));
        const QJsonObject mine = reach("myOdds",
            "['me', 'attack', 'target', 'my-odds', 'my-danger'].map((id) => "
            "document.getElementById(id))");
        QVERIFY2(mine[u"count"_s].toInt() == 5 && mine[u"inView"_s].toBool()
                && mine[u"scrollY"_s].toDouble() == 0.0,
            browser.lastAnswer().constData());
        QVERIFY(keep(u"players-page-13-my-odds.png"_s));

        // The dead are marked where the party's chances are: Dain has no percentage.
        const QJsonArray chances = browser
                                       .evaluate(u"[...document.querySelectorAll('#chances li')]"
                                                 ".map((li) => li.className + '|' + "
                                                 "li.textContent)"_s)
                                       .toArray();
        QCOMPARE(chances.size(), qsizetype(4));
        QCOMPARE(chances.last().toString(), u"out|Daindead"_s);
        served.process.kill();
        served.process.waitForFinished(5000);
    }

    // An address from an old share (or mistyped): the browser shows a short page that says so, in
    // words, not the API's JSON.
    void anOldAddressSaysItHasExpired()
    {
        const QString chromium = QStandardPaths::findExecutable(u"chromium"_s);
        if (chromium.isEmpty())
            QSKIP("chromium is not installed (Debian's chromium package runs this test)");
        QTemporaryDir dir;
        const QString file = dir.filePath(u"e.fray.json"_s);
        QVERIFY(writeFile(file, encounterFile(12)));
        Served served;
        QVERIFY(startServe(served, file, {}, u"table-token-0123456789"_s));
        QUrl old = served.url;
        old.setQuery(u"t=table-token-9876543210"_s);
        QProcess dom;
        dom.start(chromium,
            Fray::Testing::DevTools::flags(dir.filePath(u"profile"_s), QSize(390, 844))
                + QStringList{u"--dump-dom"_s, old.toString()});
        QVERIFY(dom.waitForFinished(60000));
        const QString html = QString::fromUtf8(dom.readAllStandardOutput());
        QVERIFY2(html.contains(u"<h1>This link has expired</h1>"_s), qPrintable(html));
        QVERIFY2(html.contains(u"Ask the GM for the new code."_s), qPrintable(html));
        QVERIFY2(!html.contains(u"forbidden"_s), qPrintable(html));
        QVERIFY(!html.contains(u"Aldo"_s));
        served.process.kill();
        served.process.waitForFinished(5000);
    }
};

QTEST_GUILESS_MAIN(TestShareServe)
#include "tst_share_serve.moc"
