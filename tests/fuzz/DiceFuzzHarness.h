// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QStringList>

namespace Fray::Fuzz {

// Feeds arbitrary bytes to the dice engine as a GM's text would reach it: parse, then the exact
// distribution and a seeded roll, with a few bindings. Returns the engine's broken promises
// (an unsorted distribution, a roll outside it, two different rolls from one seed, ...), empty
// when it behaved. Crashes, hangs and leaks are for the sanitizers and libFuzzer to see.
// fuzz_dice (libFuzzer) and tst_fuzz_corpus (the corpus replayed in CI) both call it.
// `accepted`, when given, says whether some reading of the bytes (UTF-8 or Latin-1) gave both
// a distribution and a roll; `refused`, whether no reading gave a distribution.
QStringList exerciseDice(
    QByteArrayView input, bool *accepted = nullptr, bool *refused = nullptr);

} // namespace Fray::Fuzz
