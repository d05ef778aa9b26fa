// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// libFuzzer entry point; scripts/fuzz.sh builds and runs it. A broken promise aborts, so
// libFuzzer saves the input like a crash.

#include "DiceFuzzHarness.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QStringList problems = Fray::Fuzz::exerciseDice(QByteArrayView(data, qsizetype(size)));
    if (problems.isEmpty())
        return 0;
    for (const QString &problem : problems)
        std::fprintf(stderr, "fuzz_dice: %s\n", qUtf8Printable(problem));
    std::abort();
}
