// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/PageSocket.h"

#include <QCryptographicHash>
#include <QTcpSocket>
#include <QTimer>
#include <QtEndian>

namespace Fray::PlayerPage {

namespace {

using Clock = std::chrono::steady_clock;

// RFC 6455's close codes.
constexpr quint16 closeNormal = 1000;
constexpr quint16 closeProtocolError = 1002;
constexpr quint16 closePolicy = 1008;
constexpr quint16 closeTooBig = 1009;

// The longest frame head: 2 bytes, 8 of length, 4 of mask.
constexpr qint64 maxHeadBytes = 14;

} // namespace

PageSocket::PageSocket(QTcpSocket *socket, const Limits &limits, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_limits(limits)
    , m_lastSeen(Clock::now())
    , m_windowStart(m_lastSeen)
{
    socket->setParent(this);
    // A frame is never longer than a message may be, so two of them are all ever buffered.
    socket->setReadBufferSize(2 * (m_limits.maxMessageBytes + maxHeadBytes));
    connect(socket, &QTcpSocket::readyRead, this, &PageSocket::readFrames);
    connect(socket, &QTcpSocket::disconnected, this, &PageSocket::drop);
    connect(socket, &QTcpSocket::errorOccurred, this, &PageSocket::drop);
    if (socket->bytesAvailable() > 0)
        QTimer::singleShot(0, this, &PageSocket::readFrames);
}

PageSocket::~PageSocket() = default;

QByteArray PageSocket::acceptKey(const QByteArray &clientKey)
{
    const auto decoded = QByteArray::fromBase64Encoding(
        clientKey, QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != 16)
        return QByteArray();
    return QCryptographicHash::hash(
        clientKey + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11", QCryptographicHash::Sha1)
        .toBase64();
}

void PageSocket::sendText(const QByteArray &utf8)
{
    writeFrame(Text, utf8);
}

void PageSocket::ping()
{
    writeFrame(Ping, QByteArray());
}

qint64 PageSocket::unsentBytes() const
{
    return m_socket ? m_socket->bytesToWrite() : 0;
}

void PageSocket::drop()
{
    if (m_ended)
        return;
    m_ended = true;
    if (m_socket) {
        disconnect(m_socket, nullptr, this, nullptr);
        m_socket->abort();
    }
    Q_EMIT ended();
}

bool PageSocket::writeFrame(quint8 opcode, const QByteArray &payload)
{
    if (m_ended || !m_socket)
        return false;
    QByteArray frame;
    frame.reserve(payload.size() + 10);
    frame.append(char(0x80 | opcode));
    const auto size = quint64(payload.size());
    if (size < 126) {
        frame.append(char(size));
    } else if (size <= 0xffff) {
        frame.append(char(126));
        frame.append(char(size >> 8)).append(char(size & 0xff));
    } else {
        frame.append(char(127));
        for (int shift = 56; shift >= 0; shift -= 8)
            frame.append(char((size >> shift) & 0xff));
    }
    frame.append(payload);
    // Whatever the frame, a client that reads nothing would make the server keep it: one this
    // far behind is dropped and reconnects to the newest state.
    if (m_socket->bytesToWrite() + frame.size() > m_limits.maxPendingBytes) {
        drop();
        return false;
    }
    m_socket->write(frame);
    return true;
}

void PageSocket::fail(quint16 code)
{
    if (m_ended)
        return;
    QByteArray payload(2, Qt::Uninitialized);
    qToBigEndian(code, payload.data());
    if (!writeFrame(Close, payload))
        return;
    m_ended = true;
    // The close frame is written before the connection closes, so the socket outlives this; a
    // client that does not take it within a second is cut off.
    QTcpSocket *socket = m_socket;
    disconnect(socket, nullptr, this, nullptr);
    socket->setParent(nullptr);
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    QTimer::singleShot(1000, socket, &QTcpSocket::abort);
    QTimer::singleShot(2000, socket, &QObject::deleteLater);
    m_socket = nullptr;
    socket->disconnectFromHost();
    Q_EMIT ended();
}

bool PageSocket::countFrame()
{
    // The page sends nothing of its own; a client that keeps sending, even pings, is not the
    // page.
    const auto now = Clock::now();
    m_lastSeen = now;
    if (now - m_windowStart > std::chrono::minutes(1)) {
        m_windowStart = now;
        m_framesInWindow = 0;
    }
    if (++m_framesInWindow > m_limits.maxMessagesPerMinute) {
        fail(closePolicy);
        return false;
    }
    return true;
}

void PageSocket::readFrames()
{
    const qint64 cap = 2 * (m_limits.maxMessageBytes + maxHeadBytes);
    while (!m_ended && m_socket) {
        if (m_buffer.size() < cap && m_socket->bytesAvailable() > 0)
            m_buffer += m_socket->read(cap - m_buffer.size());
        if (m_buffer.size() < 2)
            return;
        const auto *bytes = reinterpret_cast<const uchar *>(m_buffer.constData());
        const bool fin = bytes[0] & 0x80;
        const quint8 opcode = bytes[0] & 0x0f;
        const bool masked = bytes[1] & 0x80;
        // No extension was agreed, so the reserved bits are 0; a client masks every frame.
        if ((bytes[0] & 0x70) != 0 || !masked)
            return fail(closeProtocolError);
        const bool control = opcode >= Close;
        if (opcode != Continuation && opcode != Text && opcode != Binary && opcode != Close
            && opcode != Ping && opcode != Pong)
            return fail(closeProtocolError);
        quint64 length = bytes[1] & 0x7f;
        qint64 head = 2;
        if (length == 126) {
            if (m_buffer.size() < 4)
                return;
            length = qFromBigEndian<quint16>(bytes + 2);
            head = 4;
        } else if (length == 127) {
            if (m_buffer.size() < 10)
                return;
            length = qFromBigEndian<quint64>(bytes + 2);
            head = 10;
        }
        if (control && (!fin || length > 125))
            return fail(closeProtocolError);
        // Refused by its head, before its payload is read.
        if (length > quint64(m_limits.maxMessageBytes)
            || (!control && m_messageBytes + qint64(length) > m_limits.maxMessageBytes))
            return fail(closeTooBig);
        const qint64 whole = head + 4 + qint64(length);
        if (m_buffer.size() < whole) {
            if (m_socket->bytesAvailable() > 0)
                continue;
            return;
        }
        const uchar *mask = bytes + head;
        QByteArray payload = m_buffer.mid(head + 4, qint64(length));
        for (qsizetype i = 0; i < payload.size(); ++i)
            payload[i] = char(uchar(payload[i]) ^ mask[i % 4]);
        m_buffer.remove(0, whole);
        if (!takeFrame(opcode, fin, payload))
            return;
    }
}

bool PageSocket::takeFrame(quint8 opcode, bool fin, const QByteArray &payload)
{
    if (!countFrame())
        return false;
    switch (opcode) {
    case Ping:
        return writeFrame(Pong, payload);
    case Pong:
        return true;
    case Close:
        // Answered, then closed.
        fail(closeNormal);
        return false;
    default:
        break;
    }
    // Text, binary or a continuation: read and forgotten, since nothing a client says reaches
    // the encounter. Fragments must continue a message, and a message must not start inside one.
    if ((opcode == Continuation) != m_inMessage) {
        fail(closeProtocolError);
        return false;
    }
    m_messageBytes += payload.size();
    m_inMessage = !fin;
    if (fin)
        m_messageBytes = 0;
    return true;
}

} // namespace Fray::PlayerPage
