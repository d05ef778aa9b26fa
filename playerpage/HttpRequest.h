// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace Fray::PlayerPage {

// The head of one HTTP/1.x request, read strictly from the bytes a client sent so far. The
// players' page needs GET without a body only, so anything else is refused here with the
// status to answer, before any of it is acted on.
class HttpRequest
{
public:
    enum class Status { Incomplete, Complete, Bad };

    struct Limits
    {
        qsizetype maxHeadBytes = 8192; // request line and headers
        qsizetype maxTargetBytes = 2048; // path and query
        int maxHeaders = 32;
    };

    static HttpRequest parse(const QByteArray &bytes, const Limits &limits);

    Status status() const { return m_status; }
    // For Bad: the status code to answer and a short reason for the JSON body.
    int errorCode() const { return m_errorCode; }
    const QByteArray &errorReason() const { return m_errorReason; }

    // Bytes of the head, up to and including the blank line that ends it.
    qsizetype headSize() const { return m_headSize; }
    const QByteArray &method() const { return m_method; }
    const QByteArray &target() const { return m_target; }
    // The value of a header (name in any case); empty when absent.
    QByteArray header(const QByteArray &name) const;
    bool hasHeader(const QByteArray &name) const;
    // Whether the Accept header names `type` ("text/html"), whatever its parameters say.
    bool accepts(QByteArrayView type) const;
    // A WebSocket upgrade (RFC 6455's Upgrade and Connection headers).
    bool isWebSocketUpgrade() const;

private:
    static HttpRequest bad(int code, const char *reason);
    // Reads "GET /path HTTP/1.1"; false (and this Bad) when it is not one.
    bool readRequestLine(const QByteArray &line, const Limits &limits);

    Status m_status = Status::Incomplete;
    int m_errorCode = 0;
    qsizetype m_headSize = 0;
    QByteArray m_errorReason;
    QByteArray m_method;
    QByteArray m_target;
    QByteArray m_version;
    QList<QPair<QByteArray, QByteArray>> m_headers; // names in lower case
};

} // namespace Fray::PlayerPage
