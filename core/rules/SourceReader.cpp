// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/SourceReader.h"

#include <QRegularExpression>

namespace Fray::Rules {

DocumentSource SourceReader::read(const Json::JsonValue &source)
{
    if (!source.exists() || source.isNull())
        return {};
    if (source.isString())
        return fromText(source.raw().toString());
    if (!source.isObject()) {
        source.problem(tr("expected a text or an object {title, section, file}"));
        return {};
    }
    source.allowOnly(
        {QLatin1StringView("title"), QLatin1StringView("section"), QLatin1StringView("file")});
    DocumentSource out;
    // The title is what the reference sheet prints; without one it prints no source at all,
    // never the file name.
    const Json::JsonValue title = source[QLatin1StringView("title")];
    out.title = title.string().trimmed();
    if (title.isString() && out.title.isEmpty())
        title.problem(tr("must not be empty (leave the field out instead)"));
    out.section = source[QLatin1StringView("section")].string();
    out.file = source[QLatin1StringView("file")].string();
    return out;
}

DocumentSource SourceReader::fromText(const QString &text)
{
    // "name.ext", optionally followed by the title in brackets.
    static const QRegularExpression withFile(
        QStringLiteral(R"(^\s*([^\s()]+\.[A-Za-z0-9]{1,5})\s*(?:\((.*)\))?\s*$)"));
    DocumentSource out;
    const QRegularExpressionMatch m = withFile.match(text);
    if (m.hasMatch()) {
        out.file = m.captured(1);
        out.title = m.captured(2).trimmed();
    } else {
        out.title = text.trimmed();
    }
    return out;
}

} // namespace Fray::Rules
