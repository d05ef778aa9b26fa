// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The players' page server against clients that try to wear it out rather than read it: pings
// whose pongs are never read, idle connections that never show the token, heads that never end,
// and frames RFC 6455 forbids. Each is bounded by the server's own accounting, and a player with
// the token still gets the page.

#include "HermeticTest.h"
#include "ShareTestSupport.h"
#include "TestRulesets.h"
#include "playerpage/PageFeed.h"
#include "playerpage/ShareServer.h"

#include <QLocale>
#include <QStandardPaths>
#include <QTcpSocket>

#include <memory>

using namespace Qt::StringLiterals;
using namespace Fray::Testing;
using Fray::PlayerPage::ShareServer;

namespace {

// A client's frame, masked as RFC 6455 asks unless told otherwise.
QByteArray frame(quint8 opcode, const QByteArray &payload, bool masked = true)
{
    QByteArray out;
    out.append(char(0x80 | opcode));
    const auto size = payload.size();
    Q_ASSERT(size < 126);
    out.append(char((masked ? 0x80 : 0) | size));
    if (!masked)
        return out + payload;
    const QByteArray mask("\x11\x22\x33\x44", 4);
    out += mask;
    for (qsizetype i = 0; i < size; ++i)
        out.append(char(payload.at(i) ^ mask.at(i % 4)));
    return out;
}

} // namespace

class TestShareAbuse : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    std::unique_ptr<Fray::Encounter::Encounter> m_encounter;
    std::unique_ptr<ShareServer> m_server;

    void serve(const ShareServer::Limits &limits = ShareServer::Limits())
    {
        m_server = std::make_unique<ShareServer>();
        m_server->setLimits(limits);
        m_server->feed().setEncounter(m_encounter.get());
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
    }

    QByteArray withToken(const QByteArray &path) const
    {
        return path + (path.contains('?') ? "&t=" : "?t=") + m_server->token();
    }

    // The head of a page's WebSocket upgrade, with the token.
    QByteArray upgradeHead() const
    {
        return "GET " + withToken("/ws")
            + " HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
              "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";
    }

    // A WebSocket opened by hand: the upgrade is sent and its 101 read, and nothing more.
    // A client that reads nothing after the 101 keeps a small receive buffer and takes no more.
    std::unique_ptr<QTcpSocket> openRawPage(bool readsNothing = false)
    {
        auto socket = std::make_unique<QTcpSocket>();
        if (readsNothing)
            socket->setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4096);
        socket->connectToHost(QHostAddress::LocalHost, m_server->port());
        if (!socket->waitForConnected(3000))
            return nullptr;
        socket->write(upgradeHead());
        QByteArray head;
        QElapsedTimer timer;
        timer.start();
        while (!head.contains("\r\n\r\n") && timer.elapsed() < 5000) {
            QTest::qWait(5);
            head += socket->read(1);
            while (!head.contains("\r\n\r\n") && socket->bytesAvailable() > 0)
                head += socket->read(1);
        }
        if (statusOf(head) != 101)
            return nullptr;
        if (readsNothing)
            socket->setReadBufferSize(1);
        return socket;
    }

private Q_SLOTS:
    void initTestCase() { m_encounter = aldoAlone(); }

    void cleanup() { m_server.reset(); }

    // The page never pings: a client that keeps pinging breaks the message limit (30 a minute)
    // like one that keeps talking, and is told why (1008) and dropped.
    void pingsCountAgainstTheMessageLimit()
    {
        serve();
        auto page = openRawPage();
        QVERIFY(page);
        QTRY_COMPARE(m_server->connectedDevices(), 1);
        for (int i = 0; i < 31; ++i)
            page->write(frame(0x9, "are you there"));
        QTRY_COMPARE_WITH_TIMEOUT(m_server->connectedDevices(), 0, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(page->state(), QAbstractSocket::UnconnectedState, 5000);
        QVERIFY2(page->readAll().contains("\x88\x02\x03\xf0"_ba), "no close frame with 1008");
    }

    // With the message limit out of the way, the pongs a client never reads pile up only to
    // the unsent limit: past it the client is dropped, and the server holds nothing for it.
    void unreadPongsStopAtTheUnsentLimit()
    {
        ShareServer::Limits limits;
        limits.maxMessagesPerMinute = 10'000'000;
        limits.maxPendingBytes = 256 * 1024;
        serve(limits);
        auto page = openRawPage(true);
        QVERIFY(page);
        QTRY_COMPARE(m_server->connectedDevices(), 1);
        QByteArray pings;
        for (int i = 0; i < 1000; ++i)
            pings += frame(0x9, QByteArray(125, 'p'));
        qint64 sent = 0;
        qint64 mostUnsent = 0;
        // 64 MB of pings would be 62 MB of pongs: far past the kernel's buffers and the limit.
        while (m_server->connectedDevices() == 1 && sent < 64 * 1024 * 1024) {
            if (page->state() != QAbstractSocket::ConnectedState)
                break;
            if (page->bytesToWrite() < qint64(pings.size())) {
                page->write(pings);
                sent += pings.size();
            }
            QTest::qWait(1);
            mostUnsent = std::max(mostUnsent, m_server->unsentBytes());
        }
        QTRY_COMPARE_WITH_TIMEOUT(m_server->connectedDevices(), 0, 5000);
        QVERIFY2(mostUnsent <= limits.maxPendingBytes, QByteArray::number(mostUnsent).constData());
        QCOMPARE(m_server->unsentBytes(), 0);
        QTRY_COMPARE(m_server->openConnections(), 0);
        qInfo("dropped after %lld bytes of pings; at most %lld bytes unsent", sent, mostUnsent);
    }

    // Idle connections that never show the token, from one address or from many and more than
    // the server's 64 slots: a player with the token still gets the page, its state and its
    // WebSocket, and the server never holds more than its 64.
    void idleConnectionsDoNotLockPlayersOut_data()
    {
        QTest::addColumn<int>("addresses");
        QTest::addColumn<int>("each");
        QTest::newRow("a-hundred-from-the-players-own-address") << 0 << 100;
        QTest::newRow("eight-from-each-of-sixteen-others") << 16 << 8;
    }

    void idleConnectionsDoNotLockPlayersOut()
    {
        QFETCH(int, addresses);
        QFETCH(int, each);
        // A short grace, so the idle connections are past it when the player comes.
        ShareServer::Limits limits;
        limits.waitingGrace = std::chrono::milliseconds(100);
        serve(limits);
        const quint16 port = m_server->port();
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int a = 0; a < std::max(addresses, 1); ++a) {
            for (int i = 0; i < each; ++i) {
                idle.push_back(std::make_unique<QTcpSocket>());
                // All of 127.0.0.0/8 is this machine, so other addresses need no network.
                if (addresses > 0)
                    QVERIFY(idle.back()->bind(QHostAddress(u"127.0.0.%1"_s.arg(a + 2))));
                idle.back()->connectToHost(QHostAddress::LocalHost, port);
                // The server accepts on this thread: it is given time to, as a real one has.
                if (idle.size() % 8 == 0)
                    QTest::qWait(20);
            }
        }
        QTest::qWait(300);
        QVERIFY2(m_server->openConnections() <= 64,
            QByteArray::number(m_server->openConnections()).constData());
        QCOMPARE(statusOf(exchange(port, get(withToken("/")))), 200);
        QCOMPARE(statusOf(exchange(port, get(withToken("/api/state")))), 200);
        auto page = openRawPage();
        QVERIFY(page);
        QTRY_COMPARE(m_server->connectedDevices(), 1);
    }

    // A table's phones (or a browser) opening many connections from one address at once are
    // all served: a connection within its grace is not closed for another, so fifty pages
    // opened together from one address all get their WebSocket.
    void manyPagesOpenedTogetherFromOneAddressAllConnect()
    {
        serve();
        std::vector<std::unique_ptr<QTcpSocket>> pages;
        for (int i = 0; i < 50; ++i) {
            pages.push_back(std::make_unique<QTcpSocket>());
            pages.back()->connectToHost(QHostAddress::LocalHost, m_server->port());
        }
        for (auto &page : pages)
            QVERIFY(page->waitForConnected(5000));
        // Every connection is accepted before any sends its head, as a burst of phones is.
        QTest::qWait(50);
        for (auto &page : pages)
            page->write(upgradeHead());
        QTRY_COMPARE_WITH_TIMEOUT(m_server->connectedDevices(), 50, 10000);
    }

    // Only pages, which have shown the token, keep their slots: with every slot a page, the
    // next connection is told 503.
    void pagesKeepTheirSlots()
    {
        ShareServer::Limits limits;
        limits.maxConnections = 2;
        serve(limits);
        auto first = openRawPage();
        auto second = openRawPage();
        QVERIFY(first && second);
        QTRY_COMPARE(m_server->connectedDevices(), 2);
        QCOMPARE(statusOf(exchange(m_server->port(), get(withToken("/api/state")))), 503);
        QCOMPARE(m_server->connectedDevices(), 2);
    }

    // The strict reader: each request is answered with its status at once (well within the
    // 10 s a head may take), never held in silence. @T@ is the token.
    void theStrictReaderAnswersAtOnce_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::newRow("a-head-of-bare-line-feeds-never-ends")
            << "GET /api/state?t=@T@ HTTP/1.1\nHost: x\n\n"_ba << 400;
        QTest::newRow("a-bare-carriage-return-never-ends")
            << "GET /api/state?t=@T@ HTTP/1.1\r\nHost: x\rA: b\r\n"_ba << 400;
        QTest::newRow("a-bad-request-line-is-refused-before-the-head-ends")
            << "GET /api/state?t=@T@ HTTP/2.0\r\nHost: x\r\n"_ba << 505;
        QTest::newRow("two-content-lengths-of-zero")
            << "GET /api/state?t=@T@ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n"
               "Content-Length: 0\r\n\r\n"_ba
            << 400;
        QTest::newRow("a-body-on-a-get-without-a-length")
            << "GET /api/state?t=@T@ HTTP/1.1\r\nHost: x\r\n\r\nhello"_ba << 400;
        QTest::newRow("a-second-request-behind-the-first")
            << "GET /api/state?t=@T@ HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\n\r\n"_ba << 400;
        QTest::newRow("http-1.1-without-host")
            << "GET /api/state?t=@T@ HTTP/1.1\r\nAccept: */*\r\n\r\n"_ba << 400;
        QTest::newRow("http-1.0-without-host-is-fine")
            << "GET /api/state?t=@T@ HTTP/1.0\r\n\r\n"_ba << 200;
        QTest::newRow("one-content-length-of-zero-is-fine")
            << "GET /api/state?t=@T@ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"_ba << 200;
    }

    void theStrictReaderAnswersAtOnce()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        serve();
        QElapsedTimer timer;
        timer.start();
        const QByteArray response
            = exchange(m_server->port(), bytes.replace("@T@", m_server->token()));
        QCOMPARE(statusOf(response), status);
        QVERIFY2(timer.elapsed() < 3000, QByteArray::number(timer.elapsed()).constData());
        QTRY_COMPARE(m_server->openConnections(), 0);
    }

    // A head that is never finished is answered 408 when its time is up, not closed in silence.
    void anUnfinishedHeadIsToldItsTimeIsUp()
    {
        ShareServer::Limits limits;
        limits.requestTimeout = std::chrono::milliseconds(300);
        serve(limits);
        const QByteArray response = exchange(
            m_server->port(), "GET /api/state?t=" + m_server->token() + " HTTP/1.1\r\nHost: x\r\n");
        QCOMPARE(statusOf(response), 408);
        QTRY_COMPARE(m_server->openConnections(), 0);
    }

    // RFC 6455 5.1: a server closes the connection on an unmasked client frame, with 1002.
    void unmaskedFramesAreRefused()
    {
        serve();
        auto page = openRawPage();
        QVERIFY(page);
        QTRY_COMPARE(m_server->connectedDevices(), 1);
        page->write(frame(0x1, "hello", false));
        QTRY_COMPARE_WITH_TIMEOUT(m_server->connectedDevices(), 0, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(page->state(), QAbstractSocket::UnconnectedState, 5000);
        QVERIFY2(page->readAll().contains("\x88\x02\x03\xea"_ba), "no close frame with 1002");
    }
};

QTEST_GUILESS_MAIN(TestShareAbuse)
#include "tst_share_abuse.moc"
