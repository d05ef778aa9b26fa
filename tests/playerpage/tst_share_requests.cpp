// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The players' page server against a corpus of broken HTTP requests and WebSocket frames, sent
// as raw bytes on 127.0.0.1: each gets a 4xx or a closed connection, never a crash, and the
// server answers a good request afterwards with no connection left counted. A request with an old
// token gets a 403: in words for a browser opening the page, as JSON for anything else.

#include "HermeticTest.h"
#include "ShareTestSupport.h"
#include "TestRulesets.h"
#include "playerpage/PageFeed.h"
#include "playerpage/ShareServer.h"

#include <QLocale>
#include <QStandardPaths>

#include <memory>

using namespace Qt::StringLiterals;
using namespace Fray::Testing;
using Fray::PlayerPage::ShareServer;

class TestShareRequests : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    std::unique_ptr<Fray::Encounter::Encounter> m_encounter;
    std::unique_ptr<ShareServer> m_server;
    QByteArray m_token;

    QByteArray withToken(const QByteArray &path) const
    {
        return path + (path.contains('?') ? "&t=" : "?t=") + m_token;
    }

private Q_SLOTS:
    void initTestCase() { m_encounter = aldoAlone(); }

    void init()
    {
        m_server = std::make_unique<ShareServer>();
        ShareServer::Limits limits;
        limits.requestTimeout = std::chrono::milliseconds(500);
        m_server->setLimits(limits);
        m_server->feed().setEncounter(m_encounter.get());
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        m_token = m_server->token();
    }

    // Without the token a browser opening the page reads why, in the GM's language; a script or
    // another method gets the JSON. Both are a 403 and hold nothing of the fight.
    void aBrowserWithAnOldAddressReadsWhy_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<bool>("html");
        const QByteArray browser = "Accept: text/html,application/xhtml+xml,application/xml;"
                                   "q=0.9,*/*;q=0.8\r\n";
        QTest::newRow("the-page-without-accept")
            << "GET /?t=@OLD@ HTTP/1.1\r\nHost: x\r\n\r\n"_ba << true;
        QTest::newRow("the-page-in-a-browser") << "GET /?t=@OLD@ HTTP/1.1\r\nHost: x\r\n" + browser
                + "\r\n" << true;
        QTest::newRow("the-page-with-no-token") << "GET / HTTP/1.1\r\nHost: x\r\n" + browser
                + "\r\n" << true;
        QTest::newRow("the-state-typed-into-a-browser")
            << "GET /api/state?t=@OLD@ HTTP/1.1\r\nHost: x\r\n" + browser + "\r\n"
            << true;
        QTest::newRow("html-with-a-quality") << "GET /api/state?t=@OLD@ HTTP/1.1\r\nHost: x\r\n"
                                                "Accept: text/html;q=0.5\r\n\r\n"_ba
                                             << true;
        QTest::newRow("the-state-fetched-by-a-script")
            << "GET /api/state?t=@OLD@ HTTP/1.1\r\nHost: x\r\nAccept: */*\r\n\r\n"_ba << false;
        QTest::newRow("the-state-asked-as-json") << "GET /api/state?t=@OLD@ HTTP/1.1\r\nHost: "
                                                    "x\r\nAccept: application/json\r\n\r\n"_ba
                                                 << false;
        QTest::newRow("the-script-without-accept")
            << "GET /page.js?t=@OLD@ HTTP/1.1\r\nHost: x\r\n\r\n"_ba << false;
        QTest::newRow("a-post-to-the-page") << "POST /?t=@OLD@ HTTP/1.1\r\nHost: x\r\n" + browser
                + "\r\n" << false;
    }

    void aBrowserWithAnOldAddressReadsWhy()
    {
        QFETCH(QByteArray, request);
        QFETCH(bool, html);
        const QByteArray response
            = exchange(m_server->port(), request.replace("@OLD@", ShareServer().token()));
        QCOMPARE(statusOf(response), 403);
        const QByteArray body = response.mid(response.indexOf("\r\n\r\n") + 4);
        if (html) {
            QVERIFY2(response.contains("\r\nContent-Type: text/html; charset=utf-8\r\n"),
                response.constData());
            QVERIFY2(body.contains("<h1>This link has expired</h1>")
                    && body.contains("<p>Ask the GM for the new code.</p>"),
                body.constData());
            QVERIFY(response.contains("\r\nContent-Security-Policy: default-src 'none';"));
        } else {
            QCOMPARE(body, R"({"error":"forbidden"})"_ba);
        }
        QVERIFY(!response.contains("Aldo"));
    }

    // A corpus of broken requests: each gets a 4xx or a closed connection, never a crash, and
    // the server answers a good request afterwards with no connection left counted.
    void malformedRequestsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QByteArray>("afterwards"); // sent once the server has answered
        const QByteArray upgrade
            = "GET /ws?t=@T@ HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
              "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";
        const auto row = [](const char *name, const QByteArray &bytes,
                             const QByteArray &afterwards = QByteArray()) {
            QTest::newRow(name) << bytes << afterwards;
        };
        row("garbage", "\x00\x01\x02\xff\r\n\r\n"_ba);
        row("no-version", "GET /\r\n\r\n"_ba);
        row("http-2", "GET / HTTP/2.0\r\n\r\n"_ba);
        row("http-0.9", "GET / HTTP/0.9\r\n\r\n"_ba);
        row("bare-lf", "GET / HTTP/1.1\nHost: x\n\n\r\n\r\n"_ba);
        row("space-before-colon", "GET / HTTP/1.1\r\nHost : x\r\n\r\n"_ba);
        row("folded-header", "GET / HTTP/1.1\r\nA: b\r\n c\r\n\r\n"_ba);
        row("no-colon", "GET / HTTP/1.1\r\nHost\r\n\r\n"_ba);
        row("absolute-form", "GET http://x/?t=@T@ HTTP/1.1\r\n\r\n"_ba);
        row("authority-form", "GET //evil/api/state?t=@T@ HTTP/1.1\r\n\r\n"_ba);
        row("asterisk", "OPTIONS * HTTP/1.1\r\n\r\n"_ba);
        row("body", "GET /api/state?t=@T@ HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"_ba);
        row("chunked",
            "GET /api/state?t=@T@ HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"_ba);
        row("two-hosts", "GET /api/state?t=@T@ HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"_ba);
        row("bad-percent", "GET /api/state?t=@T@&%zz HTTP/1.1\r\n\r\n"_ba);
        row("control-in-header", "GET / HTTP/1.1\r\nA: \x01\r\n\r\n"_ba);
        row("long-method", "GETGETGETGETGETGETGET / HTTP/1.1\r\n\r\n"_ba);
        row("extra-parameter", "GET /api/state?t=@T@&x=1 HTTP/1.1\r\n\r\n"_ba);
        row("fragment", "GET /api/state?t=@T@#x HTTP/1.1\r\n\r\n"_ba);
        row("ws-without-upgrade", "GET /ws?t=@T@ HTTP/1.1\r\n\r\n"_ba);
        row("ws-frame-before-101", upgrade + "\x81\x85\x01\x02\x03\x04hello"_ba);
        row("ws-bad-key",
            "GET /ws?t=@T@ HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: x\r\nSec-WebSocket-Version: 13\r\n\r\n"_ba);
        row("ws-no-version",
            "GET /ws?t=@T@ HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"_ba);
        row("ws-junk-frame", upgrade, "\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"_ba);
        row("ws-huge-frame", upgrade,
            "\x82\xff\x7f\xff\xff\xff\xff\xff\xff\xff\x01\x02\x03\x04"_ba);
        row("ws-unmasked-frame", upgrade, "\x81\x05hello"_ba);
        row("ws-reserved-opcode", upgrade, "\x83\x80\x01\x02\x03\x04"_ba);
        row("ws-long-text", upgrade, "\x81\xfe\x10\x00\x01\x02\x03\x04"_ba + QByteArray(4096, 'a'));
        row("ws-close", upgrade, "\x88\x80\x01\x02\x03\x04"_ba);
        row("truncated", "GET /api/sta"_ba);
    }

    void malformedRequestsAreRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArray, afterwards);
        const QByteArray response
            = exchange(m_server->port(), bytes.replace("@T@", m_token), afterwards);
        const int status = statusOf(response);
        if (bytes.startsWith("GET /ws?t=") && bytes.contains("Sec-WebSocket-Key")) {
            // QWebSocketServer checks the handshake itself: an upgrade it takes is closed when
            // the socket closes, one it refuses is answered 4xx or closed.
            QVERIFY2(status == 101 || status == 0 || (status >= 400 && status < 500),
                response.constData());
        } else {
            QVERIFY2(response.isEmpty() || (status >= 400 && status < 500) || status == 505,
                response.constData());
        }
        QTRY_COMPARE(m_server->openConnections(), 0);
        QTRY_COMPARE(m_server->connectedDevices(), 0);
        QCOMPARE(statusOf(exchange(m_server->port(), get(withToken("/api/state")))), 200);
    }
};

QTEST_GUILESS_MAIN(TestShareRequests)
#include "tst_share_requests.moc"
