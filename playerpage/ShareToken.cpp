// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/ShareToken.h"

#include <QRandomGenerator>

#include <algorithm>
#include <array>

namespace Fray::PlayerPage {

QByteArray ShareToken::generate()
{
    std::array<quint32, 4> bits{};
    QRandomGenerator::system()->fillRange(bits.data(), bits.size());
    QByteArray raw;
    for (quint32 word : bits) {
        for (int shift = 24; shift >= 0; shift -= 8)
            raw.append(char((word >> shift) & 0xffU));
    }
    return raw.toHex();
}

bool ShareToken::isAcceptable(const QByteArray &token)
{
    if (token.size() < 16 || token.size() > 64)
        return false;
    return std::all_of(token.begin(), token.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '-' || c == '_';
    });
}

bool ShareToken::equals(const QByteArray &expected, const QByteArray &given)
{
    // Every byte of the expected token is looked at whatever the given one holds.
    unsigned difference = expected.size() == given.size() ? 0U : 1U;
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const char g = i < given.size() ? given.at(i) : '\0';
        difference |= unsigned(static_cast<unsigned char>(expected.at(i) ^ g));
    }
    return difference == 0U;
}

} // namespace Fray::PlayerPage
