#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# CI's guard over the optimised build's benchmarks (make bench-guard): every benchmark runs once,
# with few repeats, and the run fails when a result is past ten times its budget — far outside
# any machine's noise, so a slowdown like a view laying out ten thousand rows on every turn
# cannot land unseen. Within that, budgets stay figures that `make bench` reports; no peer is
# measured here.
#
# Environment:
#   FRAY_BENCH_GUARD=N   the factor (default 10)
#   FRAY_BUILD_DIR=DIR   the optimised build (default build-release)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${FRAY_BUILD_DIR:-build-release}
export FRAY_BENCH_GUARD=${FRAY_BENCH_GUARD:-10} QT_QPA_PLATFORM=offscreen
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "guard: a result past $FRAY_BENCH_GUARD times its budget fails"
found=0
failed=()
for bench in "$build"/tests/bench/bench_*; do
  [ -f "$bench" ] && [ -x "$bench" ] || continue
  found=1
  echo
  echo "== $(basename "$bench")"
  "$bench" || failed+=("$(basename "$bench")")
done
[ "$found" = 1 ] || { echo "bench-guard: no benchmarks in $build/tests/bench; build them first (make bench-guard)." >&2; exit 1; }
echo
echo "== bench-cli.sh"
FRAY_BUILD_DIR=$build FRAY_BENCH_CLI_ROUNDS=3 FRAY_BENCH_CLI_RUNS=5 scripts/bench-cli.sh \
  || failed+=(bench-cli.sh)
echo
if [ "${#failed[@]}" -gt 0 ]; then
  echo "bench-guard: past the guard (or failed): ${failed[*]}"
  exit 1
fi
echo "bench-guard: every result within $FRAY_BENCH_GUARD times its budget"
