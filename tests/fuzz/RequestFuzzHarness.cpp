// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RequestFuzzHarness.h"

#include "playerpage/HttpRequest.h"

namespace Fray::Fuzz {

using PlayerPage::HttpRequest;

QStringList exerciseRequest(QByteArrayView input, Verdict *verdict)
{
    const HttpRequest::Limits limits;
    // The server peeks at most one byte past the head's limit.
    const QByteArray bytes
        = input.first(std::min(input.size(), limits.maxHeadBytes + 1)).toByteArray();
    const HttpRequest whole = HttpRequest::parse(bytes, limits);
    QStringList problems;
    const auto status = whole.status();
    if (status == HttpRequest::Status::Bad) {
        const int code = whole.errorCode();
        if (!((code >= 400 && code < 500) || code == 505))
            problems << QStringLiteral("refused with %1, not a 4xx or 505").arg(code);
        if (whole.errorReason().isEmpty())
            problems << QStringLiteral("refused without a reason");
    }
    if (status == HttpRequest::Status::Complete) {
        const qsizetype head = whole.headSize();
        if (head < 4 || head > bytes.size() || head > limits.maxHeadBytes
            || bytes.mid(head - 4, 4) != "\r\n\r\n")
            problems
                << QStringLiteral("a head of %1 bytes that does not end in CR LF CR LF").arg(head);
        if (!whole.target().startsWith('/') || whole.target().size() > limits.maxTargetBytes)
            problems << QStringLiteral("a request target it should have refused");
        // What follows the head is not the head's business.
        const HttpRequest more = HttpRequest::parse(bytes.left(head) + "GET", limits);
        if (more.status() != HttpRequest::Status::Complete || more.headSize() != head)
            problems << QStringLiteral("bytes after the head changed how the head reads");
    }
    // The reader sees the bytes as they come: every prefix that ends a line.
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes.at(i) != '\n' && bytes.at(i) != '\r')
            continue;
        const HttpRequest part = HttpRequest::parse(bytes.left(i + 1), limits);
        if (part.status() == HttpRequest::Status::Bad && status != HttpRequest::Status::Bad)
            problems << QStringLiteral("refused after %1 bytes (%2), but the whole is not refused")
                            .arg(i + 1)
                            .arg(QString::fromLatin1(part.errorReason()));
        if (part.status() == HttpRequest::Status::Complete
            && status == HttpRequest::Status::Complete && part.headSize() != whole.headSize())
            problems << QStringLiteral("a prefix of %1 bytes read as another head").arg(i + 1);
        if (status == HttpRequest::Status::Complete && i + 1 < whole.headSize()
            && part.status() != HttpRequest::Status::Incomplete)
            problems << QStringLiteral("a prefix of %1 bytes of a good head was not waited for")
                            .arg(i + 1);
    }
    if (verdict) {
        *verdict = status == HttpRequest::Status::Complete ? Verdict::Accepted
            : status == HttpRequest::Status::Bad           ? Verdict::Refused
                                                           : Verdict::Neither;
    }
    return problems;
}

} // namespace Fray::Fuzz
