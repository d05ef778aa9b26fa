// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>
#include <QString>

namespace Fray::Io {

// The characters other tools' markup is written in, as a regular expression's \d and \s read
// them (ASCII only, not every script's digits and spaces).
inline bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

inline bool isAsciiSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\v' || c == u'\f' || c == u'\r';
}

// Where the spaces from `at` end (`at` itself when there are none).
inline qsizetype afterAsciiSpaces(const QString &text, qsizetype at)
{
    while (at < text.size() && isAsciiSpace(text.at(at)))
        ++at;
    return at;
}

} // namespace Fray::Io
