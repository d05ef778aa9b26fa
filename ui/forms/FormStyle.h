// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <limits>

// How the forms show values and problems.
namespace Fray::Ui::FormStyle {

// Red that stays readable on a dark theme too.
inline QColor problemColour()
{
    return QGuiApplication::palette().color(QPalette::Window).lightness() < 128
        ? QColor(0xff, 0x7b, 0x72)
        : QColor(0xc0, 0x1c, 0x28);
}

// A number for a spin box, which holds an int.
inline int toInt(qint64 value)
{
    return int(std::clamp<qint64>(
        value, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

} // namespace Fray::Ui::FormStyle
