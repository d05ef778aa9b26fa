// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/HttpRequest.h"

#include <algorithm>

namespace Fray::PlayerPage {

namespace {

bool isTokenChar(char c)
{
    // RFC 9110's tchar.
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(QByteArrayView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), isTokenChar);
}

// Visible ASCII without spaces: what a request target may hold once percent-encoded.
bool isTargetText(QByteArrayView text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return c > 0x20 && c < 0x7f; });
}

bool isFieldValue(QByteArrayView text)
{
    return std::all_of(text.begin(), text.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u == '\t' || (u >= 0x20 && u != 0x7f);
    });
}

bool listHas(const QByteArray &list, QByteArrayView word)
{
    const QList<QByteArray> items = list.split(',');
    return std::any_of(items.begin(), items.end(), [&](const QByteArray &item) {
        return item.trimmed().compare(word, Qt::CaseInsensitive) == 0;
    });
}

// A line feed without its carriage return, or a carriage return without its line feed: a head
// holding one can never end in CR LF CR LF.
bool hasBareLineEnd(const QByteArray &bytes)
{
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes.at(i) == '\n' && (i == 0 || bytes.at(i - 1) != '\r'))
            return true;
        if (bytes.at(i) == '\r' && i + 1 < bytes.size() && bytes.at(i + 1) != '\n')
            return true;
    }
    return false;
}

} // namespace

HttpRequest HttpRequest::bad(int code, const char *reason)
{
    HttpRequest r;
    r.m_status = Status::Bad;
    r.m_errorCode = code;
    r.m_errorReason = reason;
    return r;
}

HttpRequest HttpRequest::parse(const QByteArray &bytes, const Limits &limits)
{
    const qsizetype end = bytes.indexOf("\r\n\r\n");
    if (end < 0) {
        if (bytes.size() > limits.maxHeadBytes)
            return bad(431, "request head too large");
        // What can never become a good head is refused now, not when the time to send it ends.
        if (hasBareLineEnd(bytes))
            return bad(400, "lines must end in CR LF");
        const qsizetype lineEnd = bytes.indexOf("\r\n");
        if (lineEnd >= 0) {
            HttpRequest line;
            if (!line.readRequestLine(bytes.left(lineEnd), limits))
                return line;
        }
        return HttpRequest();
    }
    if (end + 4 > limits.maxHeadBytes)
        return bad(431, "request head too large");
    // Checked as while the head was incomplete, so the whole head is judged as its parts were.
    if (hasBareLineEnd(bytes.left(end + 4)))
        return bad(400, "lines must end in CR LF");

    const QList<QByteArray> lines = bytes.left(end).split('\n');
    // Every line ends in CR LF; a bare LF would let two readers disagree on where a header ends.
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        if (!lines.at(i).endsWith('\r'))
            return bad(400, "lines must end in CR LF");
    }
    auto chopped = [&](qsizetype i) {
        QByteArray line = lines.at(i);
        if (line.endsWith('\r'))
            line.chop(1);
        return line;
    };

    HttpRequest r;
    if (!r.readRequestLine(chopped(0), limits))
        return r;

    if (lines.size() - 1 > limits.maxHeaders)
        return bad(431, "too many headers");
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = chopped(i);
        const qsizetype colon = line.indexOf(':');
        // No folded lines, no space before the colon, no empty names.
        if (colon <= 0 || !isToken(QByteArrayView(line).first(colon)))
            return bad(400, "malformed header");
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (!isFieldValue(value))
            return bad(400, "malformed header value");
        r.m_headers.append({line.left(colon).toLower(), value});
    }
    // A request with a body would leave bytes a second reader could take for another request.
    if (r.hasHeader("transfer-encoding"))
        return bad(400, "no request body is accepted");
    const auto count = [&r](QByteArrayView name) {
        return std::count_if(r.m_headers.begin(), r.m_headers.end(),
            [name](const auto &h) { return h.first == name; });
    };
    // Two lengths let two readers disagree on where the request ends, even when both say 0.
    if (count("content-length") > 1
        || (r.hasHeader("content-length") && r.header("content-length") != "0"))
        return bad(400, "no request body is accepted");
    const auto hosts = count("host");
    if (hosts > 1)
        return bad(400, "more than one Host header");
    // RFC 9112 3.2: an HTTP/1.1 request without Host is answered 400.
    if (hosts == 0 && r.m_version == "HTTP/1.1")
        return bad(400, "no Host header");
    r.m_status = Status::Complete;
    r.m_headSize = end + 4;
    return r;
}

bool HttpRequest::readRequestLine(const QByteArray &line, const Limits &limits)
{
    const QList<QByteArray> parts = line.split(' ');
    if (parts.size() != 3)
        *this = bad(400, "malformed request line");
    else if (!isToken(parts.at(0)) || parts.at(0).size() > 16)
        *this = bad(400, "malformed method");
    else if (parts.at(1).size() > limits.maxTargetBytes)
        *this = bad(414, "request target too long");
    else if (!parts.at(1).startsWith('/') || !isTargetText(parts.at(1)))
        *this = bad(400, "malformed request target");
    else if (parts.at(2) != "HTTP/1.1" && parts.at(2) != "HTTP/1.0")
        *this = bad(505, "HTTP/1.0 or HTTP/1.1 only");
    if (m_status == Status::Bad)
        return false;
    m_method = parts.at(0);
    m_target = parts.at(1);
    m_version = parts.at(2);
    return true;
}

QByteArray HttpRequest::header(const QByteArray &name) const
{
    const QByteArray lower = name.toLower();
    for (const auto &h : m_headers) {
        if (h.first == lower)
            return h.second;
    }
    return QByteArray();
}

bool HttpRequest::hasHeader(const QByteArray &name) const
{
    const QByteArray lower = name.toLower();
    return std::any_of(
        m_headers.begin(), m_headers.end(), [&](const auto &h) { return h.first == lower; });
}

bool HttpRequest::accepts(QByteArrayView type) const
{
    // "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8": each type without its parameters.
    const QList<QByteArray> items = header("accept").split(',');
    return std::any_of(items.begin(), items.end(), [&](const QByteArray &item) {
        const qsizetype semicolon = item.indexOf(';');
        return (semicolon < 0 ? item : item.left(semicolon))
                   .trimmed()
                   .compare(type, Qt::CaseInsensitive)
            == 0;
    });
}

bool HttpRequest::isWebSocketUpgrade() const
{
    return listHas(header("upgrade"), "websocket") && listHas(header("connection"), "upgrade");
}

} // namespace Fray::PlayerPage
