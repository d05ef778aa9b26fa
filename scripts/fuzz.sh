#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Fuzzes Fray with libFuzzer: a clang build in build-fuzz with AddressSanitizer and
# UndefinedBehaviorSanitizer, each target run on a working copy of its seed corpus,
# tests/fuzz/corpus/TARGET. The targets:
#   dice       the dice engine fed a GM's text
#   ruleset    the ruleset reader (RulesetReader), and the accepted ruleset written and used
#   encounter  the encounter and library file readers, their check against the ruleset, and
#              lists of play commands played on the sample encounters
#   csv        CSV stat lines imported for each shipped ruleset
#   foreign    the other tools' files (Fight Club 5 XML, Improved Initiative, 5e.tools, Open5e)
#              read for import into each shipped ruleset
#   request    the players' page's request reader fed a client's bytes as they arrive
#   page       what players see of a fight (an encounter file) and their odds questions
#              (a query after a line "--"), as PlayerView and PlayerOdds answer them
# Whatever a target finds lands in build-fuzz/fuzz-TARGET/artifacts. Copy a crash into
# tests/fuzz/corpus/TARGET (and a dice timeout into tests/fuzz/corpus/dice-slow);
# tst_fuzz_corpus replays them from then on.
#
#   scripts/fuzz.sh [TARGET...]   the targets named, one after the other; by default all of them
#
# Environment:
#   FRAY_FUZZ_TARGET="T..." the targets, when none is named on the command line
#   FRAY_FUZZ_SECONDS=N   how long to fuzz each target (default 300)
#   FRAY_FUZZ_JOBS=N      parallel fuzzing processes (default 1)
#   FRAY_FUZZ_TIMEOUT=S   an input running longer than this is a hang (default 10; the
#                         instrumented build runs some 20x slower than the release build). A
#                         hang fails a file reader's run: a reader is bounded by its input's
#                         size; only the dice engine's work limit lets a legal input take seconds
#   FRAY_FUZZ_MAX_LEN=N   longest input tried, in bytes (default: dice 2048, ruleset 40000,
#                         encounter 20000, csv 4096, foreign 60000, request 9000, page 20000;
#                         the shipped rulesets run to 35 kB)
#   FRAY_FUZZ_KEEP_GOING=1  go on after a crash (to look past a bug already known)
#   FRAY_FUZZ_BUILD_JOBS=N  parallel compile jobs for build-fuzz (default: all cores)
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(dice ruleset encounter csv foreign request page)
if [ $# -gt 0 ]; then
  targets=("$@")
else
  read -r -a targets <<<"${FRAY_FUZZ_TARGET:-${all_targets[*]}}"
fi
for target in "${targets[@]}"; do
  if [[ " ${all_targets[*]} " != *" $target "* ]]; then
    echo "fuzz: no target '$target' (the targets: ${all_targets[*]})" >&2
    exit 2
  fi
done
seconds=${FRAY_FUZZ_SECONDS:-300}
jobs=${FRAY_FUZZ_JOBS:-1}
timeout=${FRAY_FUZZ_TIMEOUT:-10}
build=build-fuzz
export CC=${CC:-clang} CXX=${CXX:-clang++}

# Debian's clang only recommends the runtime that holds libFuzzer and the sanitizers, so the
# message names both (Debian 12's clang is 14).
missing() {
  echo "fuzz: $1; install clang and libFuzzer:" >&2
  echo "  apt-get install -y --no-install-recommends clang libclang-rt-${2:-14}-dev" >&2
  exit 1
}
command -v "$CXX" >/dev/null 2>&1 || missing "$CXX not found"
if ! echo 'extern "C" int LLVMFuzzerTestOneInput(const char *, unsigned long) { return 0; }' \
  | "$CXX" -fsanitize=fuzzer -x c++ - -o /dev/null 2>/dev/null; then
  missing "$CXX cannot link libFuzzer" "$("$CXX" -dumpversion | cut -d. -f1)"
fi

# Everything is instrumented, so libFuzzer sees coverage inside fray_core; -O1 keeps a Debug
# build fast enough to fuzz. UB aborts instead of printing, so libFuzzer saves the input.
sanitize="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"
launcher=()
command -v ccache >/dev/null 2>&1 && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$build" -G Ninja "${launcher[@]}" \
  -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_CXX_FLAGS="-O1 -fno-omit-frame-pointer $sanitize" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=fuzzer-no-link,address,undefined" \
  -DFRAY_BUILD_FUZZERS=ON \
  -DFRAY_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --target "${targets[@]/#/fuzz_}" -j "${FRAY_FUZZ_BUILD_JOBS:-$(nproc)}"

# Runs one target; its status is 1 when it found a crash, a leak or ran out of memory.
fuzz_target() {
  local target=$1 max_len
  case $target in
    dice) max_len=2048 ;;
    ruleset) max_len=40000 ;;
    encounter) max_len=20000 ;;
    csv) max_len=4096 ;;
    foreign) max_len=60000 ;;
    request) max_len=9000 ;;
    page) max_len=20000 ;;
  esac
  max_len=${FRAY_FUZZ_MAX_LEN:-$max_len}
  local work=$build/fuzz-$target
  # Each run lists only what it found; the previous run's finds move to artifacts.previous.
  if compgen -G "$work/artifacts/*" >/dev/null; then
    rm -rf "$work/artifacts.previous"
    mv "$work/artifacts" "$work/artifacts.previous"
  fi
  mkdir -p "$work/corpus" "$work/artifacts"
  # A working copy: libFuzzer adds what it finds here and the seed corpus stays as reviewed.
  cp -n "tests/fuzz/corpus/$target"/* "$work/corpus/"

  # Fork mode, even for one job: a timeout or out-of-memory input is kept as an artifact and the
  # search goes on, because the dice engine's work limit lets some legal inputs take seconds. A
  # crash still stops it, unless FRAY_FUZZ_KEEP_GOING=1.
  local options=(
    -fork="$jobs"
    -max_total_time="$seconds"
    -timeout="$timeout"
    -max_len="$max_len"
    -report_slow_units=5
    -artifact_prefix="$work/artifacts/"
    -print_final_stats=1
  )
  [ -f "tests/fuzz/$target.dict" ] && options+=(-dict="tests/fuzz/$target.dict")
  [ "${FRAY_FUZZ_KEEP_GOING:-0}" = 1 ] && options+=(-ignore_crashes=1)

  echo "fuzz: fuzz_$target for $seconds s ($jobs job(s)), corpus $work/corpus"
  local status=0
  # A smaller quarantine than ASan's 256 MB, so memory held back after free does not reach
  # libFuzzer's 2 GB RSS limit.
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:quarantine_size_mb=64} \
    UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
    "$build/tests/fuzz/fuzz_$target" "${options[@]}" "$work/corpus" 2>&1 \
    | tee "$work/last-run.log" || status=$?

  echo
  # libFuzzer's own status is non-zero after a timeout too (70). For the dice engine a timeout
  # is a legal input near the work limit, kept for review; a file reader that hangs has a bug
  # (an element with 100,000 attributes once took 32 s), so there a timeout fails too.
  if compgen -G "$work/artifacts/crash-*" >/dev/null || compgen -G "$work/artifacts/leak-*" >/dev/null \
    || compgen -G "$work/artifacts/oom-*" >/dev/null; then
    status=1
  elif [ "$target" != dice ] && compgen -G "$work/artifacts/timeout-*" >/dev/null; then
    status=1
  elif [ "$status" = 70 ]; then
    status=0
  fi
  if compgen -G "$work/artifacts/*" >/dev/null; then
    echo "fuzz: inputs fuzz_$target kept (crash-*, timeout-*, leak-*, oom-*, slow-unit-*):"
    for artifact in "$work/artifacts"/*; do
      printf '  %s: ' "$artifact"
      head -c 120 "$artifact" | od -An -c | tr -s ' ' | tr -d '\n'
      echo
    done
    echo "fuzz: reproduce one with $build/tests/fuzz/fuzz_$target FILE. Copy a crash into"
    echo "      tests/fuzz/corpus/$target/ (a dice timeout into tests/fuzz/corpus/dice-slow/), so"
    echo "      tst_fuzz_corpus replays it (the slow ones with FRAY_FUZZ_SLOW=1)."
  else
    echo "fuzz: fuzz_$target found no crash, hang, leak or slow input."
  fi
  return "$status"
}

status=0
summary=()
for target in "${targets[@]}"; do
  fuzz_target "$target" || status=1
  # libFuzzer's last status line: executions, coverage, corpus size, speed.
  last=$(grep -aE '^#[0-9]+' "$build/fuzz-$target/last-run.log" | tail -n 1 || true)
  summary+=("$target: ${last:-no status line}")
  echo
done
if [ "${#targets[@]}" -gt 1 ]; then
  echo "fuzz: done"
  printf '  %s\n' "${summary[@]}"
fi
exit "$status"
