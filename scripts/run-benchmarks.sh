#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs every benchmark of the optimised build and prints their medians. Benchmarks measure
# budgets; tests never time anything.
set -euo pipefail
cd "$(dirname "$0")/.."
bench_dir=build-release/tests/bench
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
found=0
for bench in "$bench_dir"/bench_*; do
  [ -x "$bench" ] || continue
  found=1
  echo
  echo "== $(basename "$bench")"
  "$bench"
done
for script in scripts/bench-*.sh; do
  [ -x "$script" ] || continue
  found=1
  echo
  echo "== $(basename "$script")"
  "$script"
done
[ "$found" = 1 ] || echo "no benchmarks built"
