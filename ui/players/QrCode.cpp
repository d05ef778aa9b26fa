// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/players/QrCode.h"

#include <qrencode.h>

#include <memory>

namespace Fray::Ui {

QImage qrCodeImage(const QByteArray &text)
{
    constexpr int quietZone = 4;
    // Medium error correction: read from a screen across a table, a smudge or glare is the
    // usual damage.
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString(text.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
    if (!code)
        return {};
    const int width = code->width;
    QImage image(width + 2 * quietZone, width + 2 * quietZone, QImage::Format_Mono);
    image.setColor(0, qRgb(255, 255, 255));
    image.setColor(1, qRgb(0, 0, 0));
    image.fill(0);
    for (int y = 0; y < width; ++y) {
        for (int x = 0; x < width; ++x) {
            // The lowest bit of each module is its colour; the others say what part it is.
            if (code->data[y * width + x] & 1)
                image.setPixel(x + quietZone, y + quietZone, 1);
        }
    }
    return image;
}

} // namespace Fray::Ui
