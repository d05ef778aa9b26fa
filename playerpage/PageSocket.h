// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>

#include <chrono>

class QTcpSocket;

namespace Fray::PlayerPage {

// One page's WebSocket (RFC 6455, server side) over a connection whose upgrade was answered 101.
// The page only listens, so every frame a client sends (pings and pongs too) counts against its
// message limit, and every frame the server writes (states, pongs, closes) against its unsent
// limit: a client that breaks either is dropped. Written here rather than taken from
// QWebSocket, which answers each ping with a pong no limit sees and accepts unmasked frames.
class PageSocket : public QObject
{
    Q_OBJECT

public:
    struct Limits
    {
        qint64 maxMessageBytes = 1024;
        int maxMessagesPerMinute = 30;
        qint64 maxPendingBytes = 4 * 1024 * 1024;
    };

    // Takes `socket`, which is deleted with this.
    PageSocket(QTcpSocket *socket, const Limits &limits, QObject *parent = nullptr);
    ~PageSocket() override;

    // The Sec-WebSocket-Accept answer to a client's key; empty when the key is not 16 bytes
    // in base64, as RFC 6455 asks.
    static QByteArray acceptKey(const QByteArray &clientKey);

    void sendText(const QByteArray &utf8);
    void ping();
    // Bytes written but not yet handed to the network: what a page that reads nothing grows.
    qint64 unsentBytes() const;
    // When the client last sent a frame (a pong included).
    std::chrono::steady_clock::time_point lastSeen() const { return m_lastSeen; }
    // Ends the connection at once; `ended` follows.
    void drop();

Q_SIGNALS:
    // Once, when the connection ends for any reason.
    void ended();

private:
    enum Opcode : quint8 {
        Continuation = 0x0,
        Text = 0x1,
        Binary = 0x2,
        Close = 0x8,
        Ping = 0x9,
        Pong = 0xA
    };

    void readFrames();
    // Handles one whole frame at the front of m_buffer; false when it ended the connection.
    bool takeFrame(quint8 opcode, bool fin, const QByteArray &payload);
    // Writes one frame; past the unsent limit the connection is dropped instead.
    bool writeFrame(quint8 opcode, const QByteArray &payload);
    // Says why in a close frame, then ends the connection.
    void fail(quint16 code);
    bool countFrame();

    QPointer<QTcpSocket> m_socket;
    Limits m_limits;
    QByteArray m_buffer;
    std::chrono::steady_clock::time_point m_lastSeen;
    std::chrono::steady_clock::time_point m_windowStart;
    int m_framesInWindow = 0;
    qint64 m_messageBytes = 0; // of a fragmented message so far
    bool m_inMessage = false;
    bool m_ended = false;
};

} // namespace Fray::PlayerPage
