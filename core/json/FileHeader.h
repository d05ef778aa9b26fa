// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/JsonValue.h"

#include <QCoreApplication>

#include <optional>

namespace Fray::Json {

// The "format" and "format_version" a Fray file (an encounter, a library, an encounter table)
// starts with.
class FileHeader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Json::FileHeader)

public:
    // Records a wrong format and a version below 1 as problems of `root`. A version above
    // `newest` is returned instead, alone: the rest may mean something this Fray cannot know,
    // so the reader stops there.
    static std::optional<JsonProblem> check(
        const JsonValue &root, const QString &format, int newest);
};

} // namespace Fray::Json
