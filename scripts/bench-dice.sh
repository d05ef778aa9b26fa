#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The exact-distribution budgets of DESIGN.md §5: Fray in-process (bench_dice), the whole
# `fray-cli dist` process, icepool 2.2.2 cold in-process, and dicelab, all on the same ten
# workloads. Nothing is downloaded: icepool is used only where it is already on this machine.
#
# Environment:
#   ICEPOOL_SRC=DIR              a source tree holding the `icepool` package (2.2.2), i.e.
#                                DIR/icepool/__init__.py; without it an icepool installed for
#                                /usr/bin/python3 is used, and without either icepool is skipped
#                                and the speed-up budget is not judged
#   FRAY_BENCH_SKIP_DICELAB=1    skip dicelab (it needs minutes)
#   FRAY_BENCH_DICELAB_TIMEOUT=S seconds allowed per dicelab run (default 150)
#   FRAY_BENCH_CLI_RUNS=N        fray-cli runs per workload (default 30)
#   FRAY_BENCH_ICEPOOL_RUNS=N    fresh icepool processes per workload, median taken (default 3)
#   FRAY_BENCH_STRICT=1          exit 1 when a budget is missed
#   FRAY_BUILD_DIR=DIR           the optimised build (default build-release)
set -euo pipefail
cd "$(dirname "$0")/.."

build=${FRAY_BUILD_DIR:-build-release}
bench=$build/tests/bench/bench_dice
cli=$build/app/fray-cli
# Debian's interpreter, so icepool is timed on the Python the machine ships.
python=/usr/bin/python3
cli_runs=${FRAY_BENCH_CLI_RUNS:-30}
icepool_runs=${FRAY_BENCH_ICEPOOL_RUNS:-3}
dicelab_timeout=${FRAY_BENCH_DICELAB_TIMEOUT:-150}
workloads=(3d6 10d10 100d6 4d6dl1 8d6dl1 10d10dl1 12d10kh3 20d10kh5 100d10kh10 2d20kh1+5)

for exe in "$bench" "$cli"; do
  if [ ! -x "$exe" ]; then
    echo "bench-dice: $exe is missing; build the release preset first (make bench)." >&2
    exit 1
  fi
done
if [ ! -x "$python" ]; then
  echo "bench-dice: $python is missing (apt-get install python3)." >&2
  exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)," \
  "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
# Timings from a busy machine mislead; the load says how busy it was.
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# --- Fray in-process -------------------------------------------------------------------------
echo "Fray in-process: parse + exact distribution, cold every call ..."
"$bench" --json >"$tmp/inprocess.json"

# --- fray-cli, the whole process ---------------------------------------------------------------
for w in "${workloads[@]}"; do
  "$cli" dist "$w" --json >"$tmp/cli-$w.json"
done
commands=()
for w in "${workloads[@]}"; do
  commands+=("$cli dist $w --json")
done
if command -v hyperfine >/dev/null 2>&1; then
  echo "fray-cli process: hyperfine, $cli_runs runs each ..."
  # Its warnings about outliers go to a file: the median is what is reported.
  if ! hyperfine --shell=none --warmup 3 --runs "$cli_runs" --style none \
    --export-json "$tmp/hyperfine.json" "${commands[@]}" >/dev/null 2>"$tmp/hyperfine.err"; then
    cat "$tmp/hyperfine.err" >&2
    exit 1
  fi
  "$python" - "$tmp/hyperfine.json" "${workloads[@]}" >"$tmp/cli-times.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
print(json.dumps({w: r["median"] * 1000.0 for w, r in zip(sys.argv[2:], results)}))
PY
else
  echo "fray-cli process: hyperfine not found, timing $cli_runs runs each from Python ..."
  "$python" - "$cli_runs" "$cli" "${workloads[@]}" >"$tmp/cli-times.json" <<'PY'
import json, statistics, subprocess, sys, time
runs, cli = int(sys.argv[1]), sys.argv[2]
medians = {}
for w in sys.argv[3:]:
    argv = [cli, "dist", w, "--json"]
    samples = []
    for i in range(runs + 3):
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, check=True)
        if i >= 3:
            samples.append((time.perf_counter() - start) * 1000.0)
    medians[w] = statistics.median(samples)
print(json.dumps(medians))
PY
fi

# --- icepool, cold: a fresh interpreter per run, only the first computation timed -------------
icepool_ok=0
icepool_path=
if [ -n "${ICEPOOL_SRC:-}" ]; then
  if [ -f "$ICEPOOL_SRC/icepool/__init__.py" ]; then
    icepool_ok=1
    icepool_path=$ICEPOOL_SRC
    icepool_from="from $ICEPOOL_SRC"
  else
    echo "bench-dice: ICEPOOL_SRC=$ICEPOOL_SRC holds no icepool/__init__.py." >&2
    exit 1
  fi
elif "$python" -c 'import icepool' 2>/dev/null; then
  icepool_ok=1
  icepool_from="installed for $python"
fi
if [ "$icepool_ok" = 1 ]; then
  echo "icepool: $icepool_runs fresh processes per workload, $icepool_from ..."
  for w in "${workloads[@]}"; do
    for run in $(seq "$icepool_runs"); do
      PYTHONPATH="$icepool_path" "$python" - "$w" >"$tmp/icepool-$w-$run.json" <<'PY'
import json, sys, time
import icepool

d6, d10, d20 = icepool.d6, icepool.d10, icepool.d20
# Each workload as icepool spells it: n @ die sums n dice, die.highest(n, k) keeps k of n.
calls = {
    "3d6": lambda: 3 @ d6,
    "10d10": lambda: 10 @ d10,
    "100d6": lambda: 100 @ d6,
    "4d6dl1": lambda: d6.highest(4, 3),
    "8d6dl1": lambda: d6.highest(8, 7),
    "10d10dl1": lambda: d10.highest(10, 9),
    "12d10kh3": lambda: d10.highest(12, 3),
    "20d10kh5": lambda: d10.highest(20, 5),
    "100d10kh10": lambda: d10.highest(100, 10),
    "2d20kh1+5": lambda: d20.highest(2) + 5,
}
call = calls[sys.argv[1]]
start = time.perf_counter()
die = call()
probabilities = die.probabilities()  # forces the whole distribution
elapsed = time.perf_counter() - start
pmf = [[int(o), float(p)] for o, p in zip(die.outcomes(), probabilities)]
print(json.dumps({"version": icepool.__version__, "ms": elapsed * 1000.0, "pmf": pmf}))
PY
    done
  done
else
  echo "icepool: skipped: $python cannot import icepool and ICEPOOL_SRC is not set. To compare,"
  echo "         export ICEPOOL_SRC=DIR where DIR/icepool/__init__.py is icepool 2.2.2 (the src"
  echo "         directory of its v2.2.2 source); this script downloads nothing."
fi

# --- the table -------------------------------------------------------------------------------
echo
set +e
"$python" - "$tmp" "$icepool_ok" "$icepool_runs" "${workloads[@]}" <<'PY'
import json, statistics, sys

tmp, icepool_ok, icepool_runs, workloads = sys.argv[1], sys.argv[2] == "1", int(sys.argv[3]), sys.argv[4:]
inprocess = {r["workload"]: r for r in json.load(open(f"{tmp}/inprocess.json"))}
cli_ms = json.load(open(f"{tmp}/cli-times.json"))

def pmf_of(path):
    return {int(v): p for v, p in json.load(open(path))["pmf"]}

header = (f"{'workload':<11} | {'Fray in-process':>15} | {'fray-cli process':>16} | "
          f"{'icepool cold':>12} | {'speed-up':>9} | {'max |dp|':>8} | verdict")
print(header)
print("-" * len(header))
missed = broken = 0
for w in workloads:
    fray_us = inprocess[w]["median_us"]
    process_ms = cli_ms[w]
    problems = []
    if not inprocess[w]["ok"]:
        broken += 1
        problems.append("WRONG: " + inprocess[w]["error"])
    if process_ms >= 20.0:
        problems.append("process >= 20 ms")
    icepool_text, speedup_text, diff_text = "skipped", "n/a", "n/a"
    if icepool_ok:
        runs = [json.load(open(f"{tmp}/icepool-{w}-{r}.json")) for r in range(1, icepool_runs + 1)]
        icepool_ms = statistics.median(r["ms"] for r in runs)
        speedup = icepool_ms * 1000.0 / fray_us
        icepool_text, speedup_text = f"{icepool_ms:9.2f} ms", f"{speedup:8.0f}x"
        if runs[0]["version"] != "2.2.2":
            icepool_text += f" (v{runs[0]['version']})"
        if speedup < 20.0:
            problems.append("< 20x icepool")
        # icepool is exact, so its pmf checks Fray's (read from fray-cli, outside any timing).
        ours, theirs = pmf_of(f"{tmp}/cli-{w}.json"), {v: p for v, p in runs[0]["pmf"]}
        diff = max(abs(ours.get(v, 0.0) - theirs.get(v, 0.0)) for v in set(ours) | set(theirs))
        diff_text = f"{diff:8.1e}"
        if diff > 1e-12:
            broken += 1
            problems.append("WRONG: differs from icepool")
    missed += any(not p.startswith("WRONG") for p in problems)
    print(f"{w:<11} | {fray_us:12.2f} us | {process_ms:13.2f} ms | {icepool_text:>12} | "
          f"{speedup_text:>9} | {diff_text:>8} | {'; '.join(problems) or 'ok'}")
print()
print("Fray in-process: median of cold parse + evaluate calls (bench_dice); fray-cli process: median")
print("wall time of `fray-cli dist W --json`; icepool cold: median over fresh interpreters of the")
print("first computation after import; speed-up = icepool cold / Fray in-process.")
print("Budgets (DESIGN.md 5): process < 20 ms; in-process >= 20x faster than icepool cold.")
verdict = "all budgets met" if missed == 0 else f"{missed} workload(s) missed a budget"
if not icepool_ok:
    verdict += " (speed-up not judged: no icepool)"
print(f"verdict: {verdict}; {'correctness ok' if broken == 0 else f'{broken} WRONG result(s)'}")
sys.exit(2 if broken else (1 if missed else 0))
PY
table_status=$?
set -e

# --- dicelab, the other exact engine --------------------------------------------------------
if [ "${FRAY_BENCH_SKIP_DICELAB:-0}" = 1 ]; then
  echo
  echo "dicelab: skipped (FRAY_BENCH_SKIP_DICELAB=1)."
elif ! command -v dicelab >/dev/null 2>&1; then
  echo
  echo "dicelab: not installed (apt-get install dicelab); skipped."
else
  echo
  echo "dicelab -c (exact, C) on the same workloads, timeout ${dicelab_timeout} s each; this takes minutes ..."
  # Each workload in dicelab's language, with its dice and sides for a keep/drop pool (0 0 for
  # a plain sum, which dicelab convolves quickly).
  declare -A dicelab_spec=(
    [3d6]="sum(3#d6)|0 0" [10d10]="sum(10#d10)|0 0" [100d6]="sum(100#d6)|0 0"
    [4d6dl1]="sum(drop low 1 4#d6)|4 6" [8d6dl1]="sum(drop low 1 8#d6)|8 6"
    [10d10dl1]="sum(drop low 1 10#d10)|10 10" [12d10kh3]="sum(keep high 3 12#d10)|12 10"
    [20d10kh5]="sum(keep high 5 20#d10)|20 10" [100d10kh10]="sum(keep high 10 100#d10)|100 10"
    [2d20kh1+5]="sum(keep high 1 2#d20)+5|2 20")
  timed_out=() # "dice sides" of pools dicelab did not finish
  for w in "${workloads[@]}"; do
    text=${dicelab_spec[$w]%|*}
    read -r dice sides <<<"${dicelab_spec[$w]#*|}"
    printf '%s\n' "$text" >"$tmp/dicelab-$w.in"
    # Its time grows with the pool: one at least as large as a pool that timed out is not run.
    larger_than=
    for t in "${timed_out[@]}"; do
      read -r tdice tsides <<<"$t"
      if [ "$dice" -ge "$tdice" ] && [ "$sides" -ge "$tsides" ]; then
        larger_than="${tdice}d$tsides"
      fi
    done
    if [ -n "$larger_than" ]; then
      echo "skip $larger_than" >"$tmp/dicelab-$w.time"
      continue
    fi
    # A median of three runs when one takes under 2 s; a slow one runs once.
    samples=()
    for run in 1 2 3; do
      start=$(date +%s%N)
      rc=0
      timeout "$dicelab_timeout" dicelab -c -f "$tmp/dicelab-$w.in" >"$tmp/dicelab-$w.out" || rc=$?
      end=$(date +%s%N)
      samples+=($(((end - start) / 1000000)))
      [ "$rc" = 0 ] && [ "${samples[-1]}" -lt 2000 ] || break
    done
    [ "$rc" = 124 ] && [ "$dice" -gt 0 ] && timed_out+=("$dice $sides")
    median=$(printf '%s\n' "${samples[@]}" | sort -n | sed -n "$(((${#samples[@]} + 1) / 2))p")
    echo "$rc $median ${#samples[@]}" >"$tmp/dicelab-$w.time"
  done
  "$python" - "$tmp" "$dicelab_timeout" "${workloads[@]}" <<'PY'
import json, sys
tmp, limit, workloads = sys.argv[1], sys.argv[2], sys.argv[3:]
inprocess = {r["workload"]: r for r in json.load(open(f"{tmp}/inprocess.json"))}
cli_ms = json.load(open(f"{tmp}/cli-times.json"))
header = (f"{'workload':<11} | {'dicelab input':<26} | {'Fray in-process':>15} | "
          f"{'fray-cli process':>16} | {'dicelab -c':>12} | {'dicelab/fray-cli':>16} | max |dp|")
print(header)
print("-" * len(header))
for w in workloads:
    text = open(f"{tmp}/dicelab-{w}.in").read().strip()
    fray = f"{inprocess[w]['median_us']:12.2f} us"
    process = f"{cli_ms[w]:13.2f} ms"
    fields = open(f"{tmp}/dicelab-{w}.time").read().split()
    row = f"{w:<11} | {text:<26} | {fray} | {process} | "
    if fields[0] == "skip":
        print(row + f"{'> ' + limit + ' s':>12} | {'':>16} | not run: a larger pool than "
              f"{fields[1]}, which timed out")
        continue
    rc, ms, runs = (int(x) for x in fields)
    if rc == 124:
        print(row + f"{'> ' + limit + ' s':>12} | "
              f"{'> ' + format(float(limit) * 1000 / cli_ms[w], '.0f') + 'x':>16} | timed out")
        continue
    if rc != 0:
        print(row + f"{'exit ' + str(rc):>12} | {'':>16} |")
        continue
    theirs = {}
    for line in open(f"{tmp}/dicelab-{w}.out"):
        value, probability = line.split()[:2]
        theirs[int(value)] = float(probability)
    ours = {int(v): p for v, p in json.load(open(f"{tmp}/cli-{w}.json"))["pmf"]}
    # dicelab prints six decimals, so agreement means a difference below 5e-7.
    diff = max(abs(ours.get(v, 0.0) - theirs.get(v, 0.0)) for v in set(ours) | set(theirs))
    timing = f"{ms / 1000:10.3f} s" if ms < 10000 else f"{ms / 1000:10.1f} s"
    print(row + f"{timing} | {ms / cli_ms[w]:15.1f}x | {diff:.1e}"
          f"{'' if diff < 5.1e-7 else ' DIFFERS'}{'' if runs > 1 else ' (one run)'}")
print()
print("dicelab -c: median wall time of up to three runs (one when a run takes 2 s or more);")
print("dicelab/fray-cli compares the two whole processes.")
PY
fi

case $table_status in
  0) ;;
  1) [ "${FRAY_BENCH_STRICT:-0}" = 1 ] && exit 1 ;;
  *) exit 1 ;;
esac
exit 0
