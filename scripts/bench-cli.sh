#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The start-up budget of DESIGN.md §5: each fray-cli command, as a whole process, within 1.5×
# (in CPU time, user + system) a bare QtCore program that parses its arguments and prints one JSON line (bare_qtcore, built
# beside the benchmarks), all measured in the same hyperfine run. `sheet` runs fray-sheet and
# paints a PDF with fonts, so it is shown without a budget.
#
# The machine has spells in which everything runs slower, so the commands are measured in short
# rounds (each a hyperfine run of every command, about a second): a ratio compares a command with
# the bare program of its own round, and the median over the rounds is reported.
#
# Environment:
#   FRAY_BENCH_CLI_ROUNDS=N runs of hyperfine (default 15)
#   FRAY_BENCH_CLI_RUNS=N   runs per command in each round (default 10)
#   FRAY_BENCH_STRICT=1     exit 1 when a command misses the budget
#   FRAY_BENCH_GUARD=N      exit 1 when a command is past N times the budget (CI's guard)
#   FRAY_BUILD_DIR=DIR      the optimised build (default build-release)
set -euo pipefail
cd "$(dirname "$0")/.."

build=${FRAY_BUILD_DIR:-build-release}
cli=$build/app/fray-cli
bare=$build/tests/bench/bare_qtcore
rounds=${FRAY_BENCH_CLI_ROUNDS:-15}
runs=${FRAY_BENCH_CLI_RUNS:-10}
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
# A fight with attacks rolled, for `log` to report on.
echo '[{"command": "start"}, {"command": "attack", "attacker": "Sir Aldous", "target": "Ghoul"},
  {"command": "attack", "attacker": "Ghoul", "target": "Sir Aldous"}, {"command": "next-round"},
  {"command": "attack", "attacker": "Wren", "target": "Skeleton 1"}]' >"$tmp/attacks.json"
"$cli" play "$encounter" --commands "$tmp/attacks.json" --seed 7 --save "$tmp/fight.fray.json" >/dev/null

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
add "log" "$cli" log "$tmp/fight.fray.json" --format html
add "sheet (no budget)" "$cli" sheet "$encounter" --pdf "$tmp/sheet.pdf" --kind roster

for c in "${commands[@]}"; do
  $c >/dev/null 2>"$tmp/err" || { echo "bench-cli: '$c' failed: $(cat "$tmp/err")" >&2; exit 1; }
done

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "hyperfine: $rounds rounds of $runs runs of each command ..."
for round in $(seq "$rounds"); do
  hyperfine --shell=none --warmup 2 --runs "$runs" --style none \
    --export-json "$tmp/round-$round.json" "${commands[@]}" >/dev/null 2>"$tmp/hyperfine.err" \
    || { cat "$tmp/hyperfine.err" >&2; exit 1; }
done

python3 - "$tmp" "$rounds" "${FRAY_BENCH_STRICT:-0}" "${FRAY_BENCH_GUARD:-0}" "${names[@]}" <<'PY'
import json, statistics, sys
folder, rounds, strict, guard, names = (sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1",
                                        float(sys.argv[4]), sys.argv[5:])
results = [json.load(open(f"{folder}/round-{i}.json"))["results"] for i in range(1, rounds + 1)]
# CPU time (user + system, hyperfine's mean over a round's runs) is what load disturbs least: the
# budget is judged by it, and wall time is shown beside it.
wall = [[r["median"] for r in round_] for round_ in results]
cpu = [[r["user"] + r["system"] for r in round_] for round_ in results]
print(f"{'command':<22} {'wall':>9} {'× bare':>7} {'CPU':>9} {'× bare':>7}  budget 1.5× CPU"
      f"  (ratios: median of {rounds} rounds)")
missed, past_guard = [], []
for c, name in enumerate(names):
    ms = statistics.median(m[c] for m in wall) * 1000
    ratio = statistics.median(m[c] / m[0] for m in wall)
    cpu_ms = statistics.median(m[c] for m in cpu) * 1000
    cpu_ratio = statistics.median(m[c] / m[0] for m in cpu)
    verdict = ""
    if name != "bare" and "no budget" not in name:
        verdict = "ok" if cpu_ratio <= 1.5 else "MISSED"
        # CI's guard (scripts/guard-benchmarks.sh): far past the budget fails the run.
        if guard > 0 and cpu_ratio > 1.5 * guard:
            verdict = "MISSED, PAST THE GUARD"
            past_guard.append(name)
    if verdict.startswith("MISSED"):
        missed.append(name)
    print(f"{name:<22} {ms:>6.2f} ms {ratio:>6.2f}× {cpu_ms:>6.2f} ms {cpu_ratio:>6.2f}×  {verdict}")
if missed:
    print("over budget: " + ", ".join(missed))
if past_guard:
    print(f"past {guard:g} times the budget: " + ", ".join(past_guard))
    sys.exit(1)
sys.exit(1 if missed and strict else 0)
PY
