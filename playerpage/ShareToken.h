// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace Fray::PlayerPage {

// The secret every request to the players' page carries: 128 random bits from the system's
// generator, as 32 lower-case hex digits (safe in a URL, a QR code and the page's HTML).
class ShareToken
{
public:
    static QByteArray generate();
    // A token a GM typed (fray-cli serve --token): 16 to 64 letters, digits, '-' or '_'.
    static bool isAcceptable(const QByteArray &token);
    // Compares in time that depends only on the lengths, so a guesser learns nothing from how
    // quickly a wrong token is refused.
    static bool equals(const QByteArray &expected, const QByteArray &given);
};

} // namespace Fray::PlayerPage
