#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# CI's guard over the optimised build's benchmarks (make bench-guard): every benchmark runs once,
# with few repeats, and the run fails when a result is past ten times its budget — far outside
# any machine's noise, so a slowdown like a view laying out ten thousand rows on every turn
# cannot land unseen. Within that, budgets stay figures that `make bench` reports. No peer is
# measured: of the scripts, only fray-cli against the bare program (bench-cli.sh) runs.
#
# Environment: FRAY_BENCH_GUARD=N, the factor (default 10).
set -euo pipefail
cd "$(dirname "$0")/.."
export FRAY_BENCH_GUARD=${FRAY_BENCH_GUARD:-10} QT_QPA_PLATFORM=offscreen
export FRAY_BENCH_SCRIPTS=bench-cli.sh FRAY_BENCH_CLI_ROUNDS=3 FRAY_BENCH_CLI_RUNS=5
echo "guard: a result past $FRAY_BENCH_GUARD times its budget fails"
scripts/run-benchmarks.sh
