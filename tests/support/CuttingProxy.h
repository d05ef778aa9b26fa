// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A network between a Fray and its PostgreSQL server that can fail at the worst moment: a
// TCP relay on a free loopback port, in a thread of its own (the Fray's calls block), that
// passes everything through until it is armed; then, at the next COMMIT a client sends, it
// cuts the connection there:
// - BeforeCommit: the COMMIT never reaches the server (which undoes the transaction);
// - AfterAnswer: the server commits and answers, and the answer is lost on the way;
// - InFlight: the client is cut the moment its COMMIT is passed on, the answer not awaited.
// Armed to go down after the cut, it refuses every connection until it is brought up again, as
// a network that stays away. Plain connections only (sslmode=disable): the relay reads the
// protocol's messages.

#include <QByteArray>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <atomic>
#include <memory>

namespace Fray::Testing {

class CuttingProxy
{
public:
    enum class Cut { None, BeforeCommit, AfterAnswer, InFlight };

    CuttingProxy(const QString &host, quint16 serverPort)
    {
        m_thread.start();
        m_relay = new Relay(host, serverPort, m_armed, m_fired, m_down, m_downAfterCut);
        m_relay->moveToThread(&m_thread);
        QMetaObject::invokeMethod(
            m_relay, [this] { m_port = m_relay->listen(); }, Qt::BlockingQueuedConnection);
    }

    ~CuttingProxy()
    {
        QMetaObject::invokeMethod(m_relay, &QObject::deleteLater);
        m_thread.quit();
        m_thread.wait();
    }

    quint16 port() const { return m_port; }
    // The next COMMIT any client sends is cut so; then the relay stays down when asked to.
    void arm(Cut cut, bool thenDown = false)
    {
        m_fired = false;
        m_downAfterCut = thenDown;
        m_armed = int(cut);
    }
    void setDown(bool down) { m_down = down; }
    bool fired() const { return m_fired; }

private:
    class Relay : public QObject
    {
    public:
        Relay(const QString &host, quint16 port, std::atomic<int> &armed, std::atomic<bool> &fired,
            std::atomic<bool> &down, std::atomic<bool> &downAfterCut)
            : m_host(host)
            , m_serverPort(port)
            , m_armed(armed)
            , m_fired(fired)
            , m_down(down)
            , m_downAfterCut(downAfterCut)
        {
            m_listener.setParent(this); // moves to the relay's thread with it
            connect(&m_listener, &QTcpServer::newConnection, this, &Relay::accept);
        }

        quint16 listen()
        {
            return m_listener.listen(QHostAddress::LocalHost, 0) ? m_listener.serverPort() : 0;
        }

    private:
        void accept()
        {
            while (QTcpSocket *client = m_listener.nextPendingConnection()) {
                if (m_down) {
                    client->abort();
                    client->deleteLater();
                    continue;
                }
                auto *server = new QTcpSocket(client);
                auto cutting = std::make_shared<bool>(false);
                // What the client sends before the server's socket is up waits in its buffer.
                connect(server, &QTcpSocket::connected, client,
                    [client, server] { server->write(client->readAll()); });
                connect(client, &QTcpSocket::readyRead, client, [=, this] {
                    if (server->state() != QAbstractSocket::ConnectedState)
                        return;
                    const QByteArray data = client->readAll();
                    const Cut cut = isCommit(data) ? Cut(m_armed.exchange(0)) : Cut::None;
                    if (cut != Cut::None && m_downAfterCut)
                        m_down = true;
                    if (cut == Cut::BeforeCommit) {
                        m_fired = true;
                        server->abort();
                        client->abort();
                        client->deleteLater();
                        return;
                    }
                    server->write(data);
                    server->flush();
                    if (cut == Cut::AfterAnswer)
                        *cutting = true;
                    if (cut == Cut::InFlight) {
                        m_fired = true;
                        client->abort();
                        // The server's side is closed once it answers (or goes).
                        *cutting = true;
                    }
                });
                connect(server, &QTcpSocket::readyRead, client, [=, this] {
                    const QByteArray data = server->readAll();
                    if (*cutting) {
                        m_fired = true;
                        client->abort();
                        server->abort();
                        client->deleteLater();
                        return;
                    }
                    client->write(data);
                });
                connect(client, &QTcpSocket::disconnected, client, [server] {
                    if (server->state() == QAbstractSocket::ConnectedState)
                        server->disconnectFromHost();
                });
                connect(server, &QTcpSocket::disconnected, client, [client, cutting] {
                    if (!*cutting)
                        client->disconnectFromHost();
                });
                server->connectToHost(m_host, m_serverPort);
            }
        }

        // A simple query message ('Q', its length, the text and a zero) of COMMIT alone.
        static bool isCommit(const QByteArray &data)
        {
            static const QByteArray commit = QByteArray("Q\0\0\0\x0b"
                                                        "COMMIT\0",
                12);
            return data.contains(commit);
        }

        QString m_host;
        quint16 m_serverPort;
        std::atomic<int> &m_armed;
        std::atomic<bool> &m_fired;
        std::atomic<bool> &m_down;
        std::atomic<bool> &m_downAfterCut;
        QTcpServer m_listener;
    };

    QThread m_thread;
    Relay *m_relay = nullptr;
    quint16 m_port = 0;
    std::atomic<int> m_armed{0};
    std::atomic<bool> m_fired{false};
    std::atomic<bool> m_down{false};
    std::atomic<bool> m_downAfterCut{false};
};

} // namespace Fray::Testing
