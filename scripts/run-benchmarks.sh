#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs every benchmark of the optimised build and prints their medians. Benchmarks measure
# budgets; tests never time anything. FRAY_BENCH_DIR picks another build's benchmarks;
# FRAY_BENCH_SCRIPTS names the scripts/bench-*.sh to run (default: all of them).
# A benchmark that fails does not stop the others; the script then fails at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
bench_dir=${FRAY_BENCH_DIR:-build-release/tests/bench}
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
found=0
failed=()
for bench in "$bench_dir"/bench_*; do
  [ -f "$bench" ] && [ -x "$bench" ] || continue
  found=1
  echo
  echo "== $(basename "$bench")"
  "$bench" || failed+=("$(basename "$bench")")
done
for script in scripts/bench-*.sh; do
  [ -x "$script" ] || continue
  case " ${FRAY_BENCH_SCRIPTS:-$(basename "$script")} " in *" $(basename "$script") "*) ;; *) continue ;; esac
  found=1
  echo
  echo "== $(basename "$script")"
  "$script" || failed+=("$(basename "$script")")
done
[ "$found" = 1 ] || { echo "no benchmarks built in $bench_dir"; exit 1; }
if [ "${#failed[@]}" -gt 0 ]; then
  echo
  echo "failed: ${failed[*]}"
  exit 1
fi
