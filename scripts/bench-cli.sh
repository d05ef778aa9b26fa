#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The start-up budget of DESIGN.md §5: each fray-cli command, as a whole process, within 1.5×
# a bare QtCore program that parses its arguments and prints one JSON line (bare_qtcore, built
# beside the benchmarks), all measured in the same hyperfine run. `sheet` runs fray-sheet and
# paints a PDF with fonts, so it is shown without a budget.
#
# Environment:
#   FRAY_BENCH_CLI_RUNS=N   runs per command (default 40)
#   FRAY_BENCH_STRICT=1     exit 1 when a command misses the budget
#   FRAY_BUILD_DIR=DIR      the optimised build (default build-release)
set -euo pipefail
cd "$(dirname "$0")/.."

build=${FRAY_BUILD_DIR:-build-release}
cli=$build/app/fray-cli
bare=$build/tests/bench/bare_qtcore
runs=${FRAY_BENCH_CLI_RUNS:-40}
for exe in "$cli" "$bare"; do
  if [ ! -x "$exe" ]; then
    echo "bench-cli: $exe is missing; build the release preset first (make bench)." >&2
    exit 1
  fi
done
command -v hyperfine >/dev/null || { echo "bench-cli: hyperfine is missing (make bench installs it)." >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A fresh profile: no GM's rulesets folder or language changes what is measured.
export HOME=$tmp XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config LC_ALL=C.UTF-8 LANGUAGE=
encounter=tests/data/encounters/castles-crusades.fray.json
echo '[{"command": "start"}, {"command": "next-turn"}, {"command": "next-turn"}]' >"$tmp/commands.json"

names=(bare)
commands=("$bare 3d6 --json")
add() { names+=("$1"); shift; commands+=("$*"); }
add "dist 3d6" "$cli" dist 3d6 --json
add "dist 10d10dl1" "$cli" dist 10d10dl1 --json
add "roll 3d6" "$cli" roll 3d6 --seed 7 --json
add "rulesets" "$cli" rulesets --json
add "validate-ruleset" "$cli" validate-ruleset resources/rulesets/castles-crusades.json
add "odds" "$cli" odds --ruleset castles-crusades --set attack=5 --set ac=15 --json
add "curve" "$cli" curve --ruleset castles-crusades --set attack=5 --vary ac --from 10 --to 30 --json
add "initiative" "$cli" initiative "$encounter" --seed 7 --json
add "play" "$cli" play "$encounter" --commands "$tmp/commands.json" --seed 7 --json
add "sheet (no budget)" "$cli" sheet "$encounter" --pdf "$tmp/sheet.pdf" --kind roster

for c in "${commands[@]}"; do
  $c >/dev/null 2>"$tmp/err" || { echo "bench-cli: '$c' failed: $(cat "$tmp/err")" >&2; exit 1; }
done

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "hyperfine: $runs runs each, all in one hyperfine run ..."
hyperfine --shell=none --warmup 5 --runs "$runs" --style none --export-json "$tmp/times.json" \
  "${commands[@]}" >/dev/null 2>"$tmp/hyperfine.err" || { cat "$tmp/hyperfine.err" >&2; exit 1; }

python3 - "$tmp/times.json" "${FRAY_BENCH_STRICT:-0}" "${names[@]}" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
strict, names = sys.argv[2] == "1", sys.argv[3:]
floor = results[0]["median"]
print(f"{'command':<22} {'median':>9} {'× bare':>7}  budget 1.5×")
missed = []
for name, r in zip(names, results):
    ratio = r["median"] / floor
    verdict = "" if name == "bare" or "no budget" in name else ("ok" if ratio <= 1.5 else "MISSED")
    if verdict == "MISSED":
        missed.append(name)
    print(f"{name:<22} {r['median'] * 1000:>7.2f} ms {ratio:>6.2f}×  {verdict}")
if missed:
    print("over budget: " + ", ".join(missed))
    sys.exit(1 if strict else 0)
PY
