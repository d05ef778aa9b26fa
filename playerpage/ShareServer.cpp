// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/ShareServer.h"

#include "playerpage/PageFeed.h"
#include "playerpage/PageSocket.h"
#include "playerpage/PageText.h"
#include "playerpage/ShareToken.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QNetworkInterface>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

namespace Fray::PlayerPage {

namespace {

using Clock = std::chrono::steady_clock;

const char *reasonPhrase(int code)
{
    switch (code) {
    case 200:
        return "OK";
    case 101:
        return "Switching Protocols";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 414:
        return "URI Too Long";
    case 426:
        return "Upgrade Required";
    case 431:
        return "Request Header Fields Too Large";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Error";
    }
}

// Every answer closes the connection: one request each keeps the reader simple and a client
// cannot hold a connection open by asking again.
void writeResponse(QTcpSocket *socket, int code, const QByteArray &type, const QByteArray &body,
    const QByteArray &extraHeaders = QByteArray())
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(code) + ' ' + reasonPhrase(code) + "\r\n";
    head += "Content-Type: " + type + "\r\n";
    head += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    head += "Cache-Control: no-store\r\n";
    // Only the page's own script, style and socket; no frames, forms, plugins or other hosts.
    head += "Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; "
            "img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; "
            "frame-ancestors 'none'\r\n";
    head += "Referrer-Policy: no-referrer\r\n";
    head += "X-Content-Type-Options: nosniff\r\n";
    head += "Connection: close\r\n";
    head += extraHeaders;
    head += "\r\n";
    socket->write(head + body);
    socket->disconnectFromHost();
}

void writeError(QTcpSocket *socket, int code, const QByteArray &reason,
    const QByteArray &extraHeaders = QByteArray())
{
    const QByteArray body
        = QJsonDocument(QJsonObject{{QStringLiteral("error"), QString::fromLatin1(reason)}})
              .toJson(QJsonDocument::Compact);
    writeResponse(socket, code, "application/json", body, extraHeaders);
}

} // namespace

ShareServer::ShareServer(QObject *parent)
    : QObject(parent)
    , m_tcp(new QTcpServer(this))
    , m_feed(new PageFeed(this))
    , m_pingTimer(new QTimer(this))
    , m_token(ShareToken::generate())
{
    m_tcp->setMaxPendingConnections(m_limits.maxConnections);
    connect(m_tcp, &QTcpServer::newConnection, this, &ShareServer::acceptConnections);
    connect(m_feed, &PageFeed::changed, this, &ShareServer::push);
    connect(m_pingTimer, &QTimer::timeout, this, &ShareServer::pingClients);
}

ShareServer::~ShareServer()
{
    close();
}

int ShareServer::openConnections() const
{
    return m_open + int(m_clients.size());
}

qint64 ShareServer::unsentBytes() const
{
    qint64 total = 0;
    for (const PageSocket *c : m_clients)
        total += c->unsentBytes();
    return total;
}

void ShareServer::setLimits(const Limits &limits)
{
    m_limits = limits;
    m_tcp->setMaxPendingConnections(limits.maxConnections);
}

void ShareServer::setToken(const QByteArray &token)
{
    Q_ASSERT(ShareToken::isAcceptable(token));
    m_token = token;
}

bool ShareServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    if (!m_tcp->listen(address, port)) {
        if (error)
            *error = m_tcp->errorString();
        return false;
    }
    m_pingTimer->start(m_limits.pingInterval);
    return true;
}

void ShareServer::close()
{
    m_tcp->close();
    m_pingTimer->stop();
    const auto clients = m_clients;
    for (PageSocket *c : clients)
        dropClient(c);
}

bool ShareServer::isListening() const
{
    return m_tcp->isListening();
}

quint16 ShareServer::port() const
{
    return m_tcp->serverPort();
}

QString ShareServer::reachableHost(const QHostAddress &bound)
{
    const bool anyAddress = bound == QHostAddress::Any || bound == QHostAddress::AnyIPv4
        || bound == QHostAddress::AnyIPv6;
    if (!anyAddress)
        return bound.toString();
    // Bound to every interface, the address players can reach is the machine's own on the
    // local network; a machine with none is reached on itself.
    const auto addresses = QNetworkInterface::allAddresses();
    for (const QHostAddress &a : addresses) {
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && !a.isLinkLocal())
            return a.toString();
    }
    return QStringLiteral("127.0.0.1");
}

QUrl ShareServer::pageUrl(const QString &host) const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(host);
    url.setPort(port());
    url.setPath(QStringLiteral("/"));
    url.setQuery(QStringLiteral("t=") + QString::fromLatin1(m_token));
    return url;
}

void ShareServer::acceptConnections()
{
    while (QTcpSocket *socket = m_tcp->nextPendingConnection()) {
        const QHostAddress peer = socket->peerAddress();
        // Idle connections that never show the token must not keep players out, so they give
        // way rather than the newcomer: one address may keep only a few waiting (its oldest
        // goes first), and when every slot is taken the oldest waiting connection of the address
        // that holds the most goes. A phone sends its head at once and is answered long before
        // it could be the oldest; only the pages, which have shown the token, and connections
        // still within their grace (a second) are never closed for another, so the 503 is left
        // for 64 open pages or a flood renewed faster than the grace.
        std::erase_if(m_waiting, [](const Waiting &w) { return w.socket.isNull(); });
        giveWay(oldestWaiting(peer, m_limits.maxWaitingPerAddress - 1));
        if (openConnections() >= m_limits.maxConnections && !m_waiting.empty()) {
            // Of the waiting past their grace, the address holding the most gives way.
            QHash<QHostAddress, int> held;
            for (const Waiting &w : m_waiting) {
                if (w.socket && w.grace.hasExpired())
                    ++held[w.peer];
            }
            const auto most = std::max_element(held.cbegin(), held.cend());
            if (most != held.cend())
                giveWay(oldestWaiting(most.key(), 0));
        }
        if (openConnections() >= m_limits.maxConnections) {
            // The others carry on; this one is told and closed.
            writeError(socket, 503, "too many connections");
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            QTimer::singleShot(1000, socket, &QTcpSocket::abort);
            continue;
        }
        ++m_open;
        m_waiting.push_back({socket, peer, QDeadlineTimer(m_limits.waitingGrace)});
        connect(socket, &QObject::destroyed, this, [this] { --m_open; });
        // The head of a request is all a client may send, so the socket buffers no more.
        socket->setReadBufferSize(m_limits.request.maxHeadBytes + 1);
        auto *timeout = new QTimer(socket);
        timeout->setObjectName(QStringLiteral("requestTimeout"));
        timeout->setSingleShot(true);
        // Told why rather than dropped in silence; one that does not take the answer is cut off.
        connect(timeout, &QTimer::timeout, this, [this, socket] {
            // An answer not taken by now is cut off too.
            if (std::erase_if(m_waiting, [socket](const Waiting &w) { return w.socket == socket; })
                == 0)
                return socket->abort();
            disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
            writeError(socket, 408, "the request head did not come in time");
            QTimer::singleShot(1000, socket, &QTcpSocket::abort);
        });
        timeout->start(m_limits.requestTimeout);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readRequest(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        if (socket->bytesAvailable() > 0)
            readRequest(socket);
    }
}

QTcpSocket *ShareServer::oldestWaiting(const QHostAddress &peer, int keep) const
{
    int count = 0;
    QTcpSocket *oldest = nullptr;
    for (const Waiting &w : m_waiting) {
        if (!w.socket || w.peer != peer)
            continue;
        ++count;
        if (!oldest && w.grace.hasExpired())
            oldest = w.socket;
    }
    return count > keep ? oldest : nullptr;
}

void ShareServer::giveWay(QTcpSocket *socket)
{
    if (!socket)
        return;
    std::erase_if(m_waiting, [socket](const Waiting &w) { return w.socket == socket; });
    // Counted as closed now, not when the socket is deleted.
    disconnect(socket, &QObject::destroyed, this, nullptr);
    --m_open;
    socket->abort();
    socket->deleteLater();
}

void ShareServer::readRequest(QTcpSocket *socket)
{
    // Peeked, not read: the head stays whole in the socket until it is complete.
    const QByteArray bytes = socket->peek(m_limits.request.maxHeadBytes + 1);
    const HttpRequest request = HttpRequest::parse(bytes, m_limits.request);
    if (request.status() == HttpRequest::Status::Incomplete)
        return;
    std::erase_if(m_waiting, [socket](const Waiting &w) { return w.socket == socket; });
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    if (request.status() == HttpRequest::Status::Bad) {
        writeError(socket, request.errorCode(), request.errorReason());
        QTimer::singleShot(1000, socket, &QTcpSocket::abort);
        return;
    }
    // A GET has no body: bytes after the head are one, or a second request no one will read.
    if (bytes.size() > request.headSize() && !request.isWebSocketUpgrade()) {
        writeError(socket, 400, "no request body is accepted");
        QTimer::singleShot(1000, socket, &QTcpSocket::abort);
        return;
    }
    respond(request, socket, bytes.size() > request.headSize());
}

void ShareServer::respond(const HttpRequest &request, QTcpSocket *socket, bool bytesFollow)
{
    const QUrl url = QUrl::fromEncoded(request.target(), QUrl::StrictMode);
    // Origin form only ("/path?query"): "//host/path" would parse as another host.
    if (!url.isValid() || !url.scheme().isEmpty() || !url.authority().isEmpty()
        || url.hasFragment())
        return writeError(socket, 400, "malformed request target");
    const QUrlQuery query(url);
    const QString path = url.path(QUrl::FullyDecoded);
    const auto tokens = query.allQueryItemValues(QStringLiteral("t"), QUrl::FullyDecoded);
    if (tokens.size() != 1 || !ShareToken::equals(m_token, tokens.constFirst().toLatin1())) {
        // A player who opens an old address reads why in words; scripts still get JSON.
        if (request.method() == "GET" && (path == u"/" || request.accepts("text/html")))
            return writeResponse(
                socket, 403, "text/html; charset=utf-8", pageBytes(QStringLiteral("expired.html")));
        return writeError(socket, 403, "forbidden");
    }
    if (request.method() != "GET")
        return writeError(socket, 405, "only GET", "Allow: GET\r\n");

    const auto items = query.queryItems();
    const bool onlyToken = items.size() == 1;
    if (path == u"/ws") {
        if (!request.isWebSocketUpgrade() || !onlyToken)
            return writeError(socket, 400, "expected a WebSocket upgrade");
        // A client speaks after the server's 101, never before: bytes sent along with the
        // upgrade would wait unread in the socket, where no limit looks at them.
        if (bytesFollow)
            return writeError(socket, 400, "data before the upgrade was answered");
        if (m_clients.size() >= size_t(m_limits.maxConnections))
            return writeError(socket, 503, "too many connections");
        return upgrade(request, socket);
    }
    if (path == u"/api/odds" || path == u"/api/danger") {
        if (!m_feed->hasEncounter())
            return writeError(socket, 404, "no encounter is shared");
        const auto answer = path == u"/api/odds" ? m_feed->odds(query) : m_feed->danger(query);
        if (!answer)
            return writeError(socket, 400, answer.error().toLatin1());
        return writeResponse(
            socket, 200, "application/json", QJsonDocument(*answer).toJson(QJsonDocument::Compact));
    }
    if (!onlyToken)
        return writeError(socket, 400, "unknown parameter");
    if (path == u"/api/state")
        return writeResponse(socket, 200, "application/json", m_feed->stateBytes());
    if (path == u"/")
        return writeResponse(
            socket, 200, "text/html; charset=utf-8", pageBytes(QStringLiteral("index.html")));
    if (path == u"/page.js")
        return writeResponse(
            socket, 200, "text/javascript; charset=utf-8", pageBytes(QStringLiteral("page.js")));
    if (path == u"/page.css")
        return writeResponse(
            socket, 200, "text/css; charset=utf-8", pageBytes(QStringLiteral("page.css")));
    writeError(socket, 404, "not found");
}

QByteArray ShareServer::pageBytes(const QString &resource) const
{
    QFile file(QStringLiteral(":/playerpage/") + resource);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    // The page names its script and style with the token, which is hex and needs no escaping.
    QByteArray bytes = file.readAll().replace("@TOKEN@", m_token);
    return resource.endsWith(QLatin1String(".html")) ? PageText::fill(bytes) : bytes;
}

void ShareServer::upgrade(const HttpRequest &request, QTcpSocket *socket)
{
    if (request.header("sec-websocket-version") != "13")
        return writeError(
            socket, 426, "WebSocket version 13 only", "Sec-WebSocket-Version: 13\r\n");
    const QByteArray accept = PageSocket::acceptKey(request.header("sec-websocket-key"));
    if (accept.isEmpty())
        return writeError(socket, 400, "malformed Sec-WebSocket-Key");
    // From here the connection is a page's, counted among the clients.
    delete socket->findChild<QTimer *>(QStringLiteral("requestTimeout"));
    disconnect(socket, nullptr, this, nullptr);
    disconnect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    --m_open;
    socket->read(request.headSize());
    socket->write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                  "Connection: Upgrade\r\nSec-WebSocket-Accept: "
        + accept + "\r\n\r\n");
    const PageSocket::Limits limits{
        m_limits.maxMessageBytes, m_limits.maxMessagesPerMinute, m_limits.maxPendingBytes};
    auto *client = new PageSocket(socket, limits, this);
    m_clients.push_back(client);
    connect(client, &PageSocket::ended, this, [this, client] { dropClient(client); });
    client->sendText(m_feed->stateBytes());
    Q_EMIT connectedDevicesChanged(connectedDevices());
}

void ShareServer::dropClient(PageSocket *client)
{
    const auto it = std::find(m_clients.begin(), m_clients.end(), client);
    if (it == m_clients.end())
        return;
    m_clients.erase(it);
    disconnect(client, nullptr, this, nullptr);
    client->drop();
    client->deleteLater();
    Q_EMIT connectedDevicesChanged(connectedDevices());
}

void ShareServer::pingClients()
{
    const auto now = Clock::now();
    // Copied: a ping past the unsent limit drops its client.
    const auto clients = m_clients;
    for (PageSocket *c : clients) {
        if (now - c->lastSeen() > m_limits.idleTimeout)
            dropClient(c);
        else
            c->ping();
    }
}

void ShareServer::push()
{
    if (!m_clients.empty()) {
        const QByteArray message = m_feed->stateBytes();
        // Copied: a page too far behind is dropped as the state is written to it.
        const auto clients = m_clients;
        for (PageSocket *c : clients)
            c->sendText(message);
    }
    Q_EMIT statePushed();
}

} // namespace Fray::PlayerPage
