// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Replays inputs through the fuzzing harness without libFuzzer, with any compiler, one process
// per call so tst_fuzz_corpus sees a crash as a crash:
//   fuzz_dice_replay [--expect-accepted | --expect-refused] FILE...
// With --expect-accepted every file must give a distribution and a roll; with --expect-refused
// none may give a distribution. Exit status 1 when the engine broke a promise or an
// expectation, 2 when a file cannot be read.

#include "DiceFuzzHarness.h"

#include <QFile>

#include <cstdio>
#include <cstring>

int main(int argc, char **argv)
{
    int status = 0;
    bool expectAccepted = false;
    bool expectRefused = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--expect-accepted") == 0) {
            expectAccepted = true;
            continue;
        }
        if (std::strcmp(argv[i], "--expect-refused") == 0) {
            expectRefused = true;
            continue;
        }
        QFile file(QFile::decodeName(argv[i]));
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "%s: %s\n", argv[i], qUtf8Printable(file.errorString()));
            return 2;
        }
        bool accepted = false;
        bool refused = false;
        QStringList problems = Fray::Fuzz::exerciseDice(file.readAll(), &accepted, &refused);
        if (expectAccepted && !accepted)
            problems << QStringLiteral("expected a distribution and a roll, but it was refused");
        if (expectRefused && !refused)
            problems << QStringLiteral("expected an error, but it has a distribution");
        for (const QString &problem : problems)
            std::fprintf(stderr, "%s: %s\n", argv[i], qUtf8Printable(problem));
        if (!problems.isEmpty())
            status = 1;
    }
    return status;
}
