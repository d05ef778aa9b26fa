// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Fray::Language {

// The language Fray runs in ("de_DE", "en"): the one whose catalogue was installed last
// (Translations::install), English until then. A ruleset's texts are shown in it.
QString current();
void setCurrent(const QString &code);

} // namespace Fray::Language
