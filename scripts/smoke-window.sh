#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts Fray's window on a virtual X display (Xvfb) with a fresh profile, as a newcomer's first
# start, waits for a window whose title begins with "Fray", then closes it as a user would and
# expects Fray to end cleanly. Fails, with what Fray printed, when no such window appears.
# Usage: scripts/smoke-window.sh [FRAY_BINARY] (default build-release/app/fray)
# Needs xvfb and xdotool (scripts/setup-deps.sh --for test).
set -euo pipefail
binary=${1:-build-release/app/fray}
wait_s=${FRAY_SMOKE_SECONDS:-20}
for tool in Xvfb xdotool; do
  command -v "$tool" >/dev/null || { echo "smoke: $tool is missing (scripts/setup-deps.sh --for test)" >&2; exit 2; }
done
[ -x "$binary" ] || { echo "smoke: $binary is not an executable" >&2; exit 2; }

profile=$(mktemp -d)
xvfb=""; app=""
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$profile"
}
trap cleanup EXIT
# A display is free when no lock or socket file names it here, and no X server elsewhere on this
# machine (another root shares the network's abstract sockets) listens as it.
display=""
for n in $(seq 90 140); do
  [ -e /tmp/.X11-unix/X$n ] || [ -e /tmp/.X$n-lock ] && continue
  grep -q "@/tmp/.X11-unix/X$n\$" /proc/net/unix 2>/dev/null && continue
  display=:$n; break
done
[ -n "$display" ] || { echo "smoke: no free X display" >&2; exit 1; }
# -noreset: an X server resets when its last client leaves, and refuses connections meanwhile;
# the probe below is such a client.
Xvfb "$display" -screen 0 1366x768x24 -nolisten tcp -noreset >"$profile/xvfb.log" 2>&1 & xvfb=$!
# A busy machine can take seconds to bring the display up; Fray starts only once it answers.
shown_display=0
for _ in $(seq $((wait_s * 10))); do
  kill -0 "$xvfb" 2>/dev/null || break
  DISPLAY=$display xdotool getdisplaygeometry >/dev/null 2>&1 && { shown_display=1; break; }
  sleep 0.1
done
if [ "$shown_display" != 1 ]; then
  echo "smoke: the virtual display $display did not come up within ${wait_s} s; Xvfb printed:" >&2
  cat "$profile/xvfb.log" >&2
  exit 1
fi

env -i PATH="$PATH" HOME="$profile" XDG_CONFIG_HOME="$profile/config" XDG_DATA_HOME="$profile/data" \
  XDG_RUNTIME_DIR="$profile" LANG=C.UTF-8 DISPLAY="$display" "$binary" >"$profile/fray.log" 2>&1 & app=$!

window=""
for _ in $(seq $((wait_s * 10))); do
  if ! kill -0 "$app" 2>/dev/null; then
    echo "smoke: $binary ended before showing a window; it printed:" >&2
    cat "$profile/fray.log" >&2
    echo "smoke: the virtual display $display (Xvfb $(kill -0 "$xvfb" 2>/dev/null && echo running || echo ended)) printed:" >&2
    cat "$profile/xvfb.log" >&2
    exit 1
  fi
  window=$(DISPLAY=$display xdotool search --onlyvisible --name '^Fray' 2>/dev/null | head -n 1 || true)
  [ -n "$window" ] && break
  sleep 0.1
done
if [ -z "$window" ]; then
  echo "smoke: no window titled Fray within ${wait_s} s; $binary printed:" >&2
  cat "$profile/fray.log" >&2
  exit 1
fi
title=$(DISPLAY=$display xdotool getwindowname "$window")
echo "smoke: window \"$title\" shown"

# File › Quit (Ctrl+Q) ends Fray, with status 0. There is no window manager to ask the window to
# close, so the window is given the keyboard and the keys are pressed (XTEST).
DISPLAY=$display xdotool windowfocus --sync "$window" sleep 0.3 key ctrl+q
for _ in $(seq 100); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$app" 2>/dev/null; then
  echo "smoke: Fray did not end within 10 s of its window closing" >&2
  exit 1
fi
status=0; wait "$app" || status=$?
app=""
if [ "$status" -ne 0 ]; then
  echo "smoke: Fray ended with status $status; it printed:" >&2
  cat "$profile/fray.log" >&2
  exit 1
fi
echo "smoke: closed; Fray ended with status 0"
