// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json/JsonParse.h"

#include <QCoreApplication>
#include <QJsonParseError>

namespace Fray::Json {

Expected<QJsonDocument, JsonProblem> parseObject(const QByteArray &bytes, const QString &what)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        // Line and column help more than a byte offset.
        const QByteArray before = bytes.left(error.offset);
        const qsizetype line = before.count('\n') + 1;
        const qsizetype column = error.offset - before.lastIndexOf('\n');
        return JsonProblem{QString(),
            QCoreApplication::translate(
                "Fray::Json::JsonValue", "not valid JSON at line %1, column %2: %3")
                .arg(line)
                .arg(column)
                .arg(error.errorString())};
    }
    if (!document.isObject())
        return JsonProblem{QString(),
            QCoreApplication::translate("Fray::Json::JsonValue", "%1 must hold one JSON object")
                .arg(what)};
    return document;
}

} // namespace Fray::Json
