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
    enum class Look { System, Light, Dark };

    // What a theme shows. "system" is the desktop's style and palette, except where the
    // desktop asks for dark (Qt 6.5 reads it) and its palette is still light, as on a desktop
    // whose style Qt cannot darken: then Fray's dark palette. Anything unknown is "system".
    static Look look(const QString &theme, bool systemAsksDark, bool systemPaletteIsDark);

    // "system", "light" or "dark". With "system", the window follows the desktop when it
    // switches between light and dark (Qt 6.5 and newer tell of it).
    static void apply(const QString &theme);
};

} // namespace Fray::Ui
