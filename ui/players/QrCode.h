// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QImage>

namespace Fray::Ui {

// A QR code, encoded by libqrencode: one pixel per module, dark on white, with the four-module
// quiet zone a phone's camera needs around it. Scale it without smoothing. Null when the text
// does not fit in a QR code.
QImage qrCodeImage(const QByteArray &text);

} // namespace Fray::Ui
