// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReaderFuzzHarness.h"

namespace Fray::Fuzz {

// The bytes a client sends the players' page, read by its strict request reader (HttpRequest)
// as they arrive. Accepted: a whole request head; Refused: refused with a 4xx or 505 and a
// reason. The promises: a head it takes ends in CR LF CR LF within the limits; a refusal made
// before the head is whole is never taken back by the rest of it, and no prefix of a head it
// takes is refused or taken; bytes after the head change nothing about it.
QStringList exerciseRequest(QByteArrayView input, Verdict *verdict = nullptr);

} // namespace Fray::Fuzz
