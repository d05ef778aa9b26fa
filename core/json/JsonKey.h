// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1StringView>

namespace Fray::Json {

// A key written in the source ("name", "hp") as Qt's JSON classes take it, without building a
// QString for each look-up. One for every reader and writer, so they can share a unity batch.
constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

} // namespace Fray::Json
