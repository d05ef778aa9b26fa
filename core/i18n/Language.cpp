// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/Language.h"

namespace Fray::Language {

namespace {
QString &running()
{
    static QString code = QStringLiteral("en");
    return code;
}
} // namespace

QString current()
{
    return running();
}

void setCurrent(const QString &code)
{
    running() = code.isEmpty() ? QStringLiteral("en") : code;
}

} // namespace Fray::Language
