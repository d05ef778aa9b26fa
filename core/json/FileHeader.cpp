// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json/FileHeader.h"

#include "core/json/JsonKey.h"

namespace Fray::Json {

std::optional<JsonProblem> FileHeader::check(
    const JsonValue &root, const QString &format, int newest)
{
    const auto found = root[key("format")].requiredString();
    if (found && *found != format)
        root[key("format")].problem(tr("expected \"%1\", found \"%2\"").arg(format, *found));
    const auto version = root[key("format_version")].requiredInteger();
    if (version && *version > newest)
        return JsonProblem{QStringLiteral("format_version"),
            tr("this file needs a newer Fray (format version %1; this Fray reads up to %2)")
                .arg(*version)
                .arg(newest)};
    if (version && *version < 1)
        root[key("format_version")].problem(tr("must be 1 or more, not %1").arg(*version));
    return std::nullopt;
}

} // namespace Fray::Json
