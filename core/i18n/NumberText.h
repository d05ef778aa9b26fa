// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <cmath>

namespace Fray::NumberText {

// A chance as the user's language writes a percentage: "65.0%" in English, "65,0 %" in German.
// Exact odds show "0%" and "100%" only when they are so.
inline QString percent(double probability, int decimals = 1)
{
    const QLocale locale;
    const double step = 0.5 * std::pow(10.0, -decimals) / 100.0;
    if (probability > 0.0 && probability < step)
        return QCoreApplication::translate("Fray::NumberText", "<%1%")
            .arg(locale.toString(std::pow(10.0, -decimals), 'f', decimals));
    if (probability < 1.0 && probability > 1.0 - step)
        return QCoreApplication::translate("Fray::NumberText", ">%1%")
            .arg(locale.toString(100.0 - std::pow(10.0, -decimals), 'f', decimals));
    return QCoreApplication::translate("Fray::NumberText", "%1%")
        .arg(locale.toString(100.0 * probability, 'f', decimals));
}

// A mean or other fraction: "3.58" in English, "3,58" in German.
inline QString decimal(double value, int decimals = 2)
{
    return QLocale().toString(value, 'f', decimals);
}

} // namespace Fray::NumberText
