// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Replays inputs through a file reader's fuzzing harness without libFuzzer, with any compiler,
// one process per call so tst_fuzz_corpus sees a crash as a crash:
//   fuzz_reader_replay READER [--expect-accepted | --expect-refused] FILE...
// READER is ruleset, encounter or csv (ReaderFuzzHarness.h says what each takes and what
// "accepted" and "refused" mean for it). With --expect-accepted every file must be accepted;
// with --expect-refused every file must be refused, with the reason said. Exit status 1 when
// the reader broke a promise or an expectation, 2 when a file cannot be read or the reader is
// unknown.

#include "ReaderFuzzHarness.h"

#include <QFile>

#include <cstdio>
#include <cstring>

int main(int argc, char **argv)
{
    const Fray::Fuzz::Reader *reader = argc > 1 ? Fray::Fuzz::reader(argv[1]) : nullptr;
    if (!reader) {
        QStringList names;
        for (const Fray::Fuzz::Reader &r : Fray::Fuzz::readers())
            names << QString::fromLatin1(r.name);
        std::fprintf(stderr,
            "usage: fuzz_reader_replay %s [--expect-accepted | --expect-refused] FILE...\n",
            qUtf8Printable(names.join(u'|')));
        return 2;
    }
    int status = 0;
    bool expectAccepted = false;
    bool expectRefused = false;
    for (int i = 2; i < argc; ++i) {
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
        using Fray::Fuzz::Verdict;
        Verdict verdict = Verdict::Neither;
        QStringList problems = reader->exercise(file.readAll(), &verdict);
        const auto what = [](Verdict v) {
            switch (v) {
            case Verdict::Accepted:
                return "accepted";
            case Verdict::Refused:
                return "refused";
            case Verdict::Neither:
                break;
            }
            return "neither accepted nor refused with a reason";
        };
        if (expectAccepted && verdict != Verdict::Accepted)
            problems << QStringLiteral("expected the %1 reader to accept it, but it was %2")
                            .arg(QLatin1StringView(reader->name), QLatin1StringView(what(verdict)));
        if (expectRefused && verdict != Verdict::Refused)
            problems << QStringLiteral("expected the %1 reader to refuse it, but it was %2")
                            .arg(QLatin1StringView(reader->name), QLatin1StringView(what(verdict)));
        for (const QString &problem : problems)
            std::fprintf(stderr, "%s: %s\n", argv[i], qUtf8Printable(problem));
        if (!problems.isEmpty())
            status = 1;
    }
    return status;
}
