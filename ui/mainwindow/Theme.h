// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Fray::Ui {

// The window's colours: the system's, or Fray's own light or dark palette for a GM whose
// desktop gives none (a dim table wants dark whatever the desktop says).
class Theme
{
public:
    // "system", "light" or "dark"; anything else is taken as "system".
    static void apply(const QString &theme);
};

} // namespace Fray::Ui
