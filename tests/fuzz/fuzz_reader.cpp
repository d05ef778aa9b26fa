// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// libFuzzer entry point for one file reader, named by FRAY_FUZZ_READER when it is compiled:
// fuzz_ruleset, fuzz_encounter and fuzz_csv are this file built three times. scripts/fuzz.sh
// builds and runs them. A broken promise aborts, so libFuzzer saves the input like a crash.

#include "ReaderFuzzHarness.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

const Fray::Fuzz::Reader &fuzzedReader()
{
    static const Fray::Fuzz::Reader *const reader = Fray::Fuzz::reader(FRAY_FUZZ_READER);
    if (!reader) {
        std::fprintf(stderr, "fuzz_%s: no such reader\n", FRAY_FUZZ_READER);
        std::abort();
    }
    return *reader;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QStringList problems
        = fuzzedReader().exercise(QByteArrayView(data, qsizetype(size)), nullptr);
    if (problems.isEmpty())
        return 0;
    for (const QString &problem : problems)
        std::fprintf(stderr, "fuzz_%s: %s\n", FRAY_FUZZ_READER, qUtf8Printable(problem));
    std::abort();
}
