// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QStringList>

#include <span>

namespace Fray::Fuzz {

// What a reader made of an input, for the replay's expectations (a "valid-" file must be
// Accepted, an "invalid-" one Refused).
enum class Verdict {
    Accepted, // taken whole, as each function below says
    Refused, // refused, and every refusal said why
    Neither, // taken in part, or nothing taken and nothing said (a CSV with only its header)
};

// Feed arbitrary bytes to one of Fray's file readers as a GM's file would reach it, then use
// what it accepted the way Fray would. Each returns the promises broken (a ruleset that writes
// out as another, a saved encounter its own reader refuses, a problem without a message, ...),
// empty when the reader behaved. Crashes, hangs and leaks are for the sanitizers and libFuzzer
// to see. The libFuzzer targets (fuzz_ruleset, fuzz_encounter, fuzz_csv, fuzz_foreign) and
// fuzz_reader_replay, through which tst_fuzz_corpus replays the corpora, all call them.
// `verdict`, when given, says what the reader made of the input; see each function for what
// "accepted" means for it.

// A ruleset file (RulesetReader). Accepted: read as a ruleset.
QStringList exerciseRuleset(QByteArrayView input, Verdict *verdict = nullptr);

// An encounter file, a library file, or a list of play commands (a JSON array), as
// `fray-cli play FILE --commands LIST` and `fray-cli import` read them. Accepted: an encounter
// that passes its check against its (shipped) ruleset, a library whose every entry passes it,
// or a command list that played to its end on every shipped sample encounter. Refused: both
// file readers refused it, and a command list failed on every sample encounter.
QStringList exerciseEncounter(QByteArrayView input, Verdict *verdict = nullptr);

// Stat lines in CSV (CsvImport), imported for the shipped rulesets as ImportReader does.
// Accepted: under every one of those rulesets, every line became a library entry (one at
// least). Refused: under every one, the file was refused or a line rejected.
QStringList exerciseCsv(QByteArrayView input, Verdict *verdict = nullptr);

// Other tools' files (Improved Initiative, Fight Club 5 XML, Open5e, 5e.tools) imported into
// each shipped ruleset as ImportReader does. Accepted: under every ruleset, read with a report per
// entry, every entry and encounter passing its check, every loss with its field and reason, and
// its Improved Initiative export reading back as as many. Refused: refused under every one.
QStringList exerciseForeign(QByteArrayView input, Verdict *verdict = nullptr);

struct Reader
{
    const char *name; // as scripts/fuzz.sh, fuzz_reader_replay and the corpus folder name it
    QStringList (*exercise)(QByteArrayView input, Verdict *verdict);
};

// The readers above, by name.
std::span<const Reader> readers();
const Reader *reader(QByteArrayView name);

} // namespace Fray::Fuzz
