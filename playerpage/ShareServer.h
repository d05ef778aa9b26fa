// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playerpage/HttpRequest.h"

#include <QDeadlineTimer>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <chrono>

class QTcpServer;
class QTcpSocket;
class QTimer;

namespace Fray::PlayerPage {

class PageFeed;
class PageSocket;

// Serves the players' page on the local network: GET /, its script and style, GET /api/state,
// GET /api/odds and the WebSocket /ws that pushes the state on every change. It is the
// transport: listening, the token, the limits, the pings; what the page shows of the encounter,
// and when, is its feed's (PageFeed). Read-only: nothing a request says reaches the encounter.
// Every request needs the token.
//
// Qt 6.4's QHttpServer has no limit on a request's size or headers, no idle timeout and upgrades
// any request to a WebSocket before a handler can look at it, so requests are read here, strictly,
// and only a checked upgrade to /ws becomes a PageSocket.
class ShareServer : public QObject
{
    Q_OBJECT

public:
    struct Limits
    {
        int maxConnections = 64; // HTTP and WebSocket together
        // Connections from one address that have not sent a whole request head yet.
        int maxWaitingPerAddress = 8;
        // A waiting connection younger than this is never closed for another: a browser or a
        // table's phones opening many at once send their heads within it.
        std::chrono::milliseconds waitingGrace{1000};
        HttpRequest::Limits request;
        std::chrono::milliseconds requestTimeout{10000}; // to send a whole request head
        qint64 maxMessageBytes = 1024; // the page sends nothing; a client that does is limited
        int maxMessagesPerMinute = 30;
        qint64 maxPendingBytes = 4 * 1024 * 1024; // unsent to one page, any frame: it is dropped
        std::chrono::milliseconds pingInterval{15000};
        std::chrono::milliseconds idleTimeout{45000}; // no pong or message for this long: dropped
    };

    explicit ShareServer(QObject *parent = nullptr);
    ~ShareServer() override;

    // What the page shows: the encounter, the numbers revealed or not, the GM's target.
    PageFeed &feed() { return *m_feed; }
    void setLimits(const Limits &limits);
    // A new share gets a new token (the constructor makes one); `token` must be acceptable.
    void setToken(const QByteArray &token);
    const QByteArray &token() const { return m_token; }

    // Starts listening; the error says why not.
    bool listen(const QHostAddress &address, quint16 port, QString *error = nullptr);
    void close();
    bool isListening() const;
    quint16 port() const;
    // The host players reach a server bound to `bound` at: the machine's own address on the
    // local network when bound to every interface.
    static QString reachableHost(const QHostAddress &bound);
    // The page's address at `host`, token included.
    QUrl pageUrl(const QString &host) const;
    int connectedDevices() const { return int(m_clients.size()); }
    // HTTP connections, WebSocket handshakes and connected pages.
    int openConnections() const;
    // Bytes written to the connected pages and not yet handed to the network, all together.
    qint64 unsentBytes() const;

Q_SIGNALS:
    void connectedDevicesChanged(int devices);
    // After the state was sent to every connected page (tests and benchmarks wait for it).
    void statePushed();

private:
    void acceptConnections();
    void readRequest(QTcpSocket *socket);
    void respond(const HttpRequest &request, QTcpSocket *socket, bool bytesFollow);
    void upgrade(const HttpRequest &request, QTcpSocket *socket);
    void dropClient(PageSocket *client);
    // Closes a connection that has sent no whole head yet, so that another may have its slot.
    void giveWay(QTcpSocket *socket);
    // The oldest waiting connection from `peer` when it holds more than `keep`; else none.
    QTcpSocket *oldestWaiting(const QHostAddress &peer, int keep) const;
    void pingClients();
    void push();
    QByteArray pageBytes(const QString &resource) const;

    QTcpServer *m_tcp;
    PageFeed *m_feed;
    QTimer *m_pingTimer;
    Limits m_limits;
    QByteArray m_token;
    std::vector<PageSocket *> m_clients;
    int m_open = 0; // connections still reading or answering a request
    struct Waiting
    {
        QPointer<QTcpSocket> socket;
        QHostAddress peer;
        QDeadlineTimer grace; // until it runs out, the connection is not closed for another
    };
    // Connections that have not sent a whole request head (so not shown the token), oldest first.
    std::vector<Waiting> m_waiting;
};

} // namespace Fray::PlayerPage
