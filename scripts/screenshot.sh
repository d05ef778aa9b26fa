#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts Fray in a virtual X display with a fresh, hermetic profile, saves a PNG of its window
# and ends it. Usage: scripts/screenshot.sh [OUT.png] [-- extra fray arguments]
# Needs Debian's xvfb, imagemagick and xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots/main-window.png}
shift || true
[ "${1:-}" = "--" ] && shift
size=${FRAY_SHOT_SIZE:-1366x768}
binary=${FRAY_BINARY:-build-release/app/fray}

for tool in Xvfb import xdotool; do
  command -v "$tool" >/dev/null || scripts/setup-deps.sh xvfb imagemagick xdotool
done

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
display=""
for n in $(seq 90 140); do
  [ -e /tmp/.X11-unix/X$n ] || [ -e /tmp/.X$n-lock ] || { display=:$n; break; }
done
[ -n "$display" ] || { echo "screenshot: no free X display" >&2; exit 1; }

Xvfb "$display" -screen 0 "${size}x24" >/dev/null 2>&1 & xvfb=$!
sleep 0.7
HOME=$profile XDG_CONFIG_HOME=$profile/config XDG_DATA_HOME=$profile/data \
XDG_RUNTIME_DIR=$profile DISPLAY=$display "$binary" "$@" & app=$!
sleep "${FRAY_SHOT_WAIT:-3}"
window=$(DISPLAY=$display xdotool search --pid "$app" --onlyvisible 2>/dev/null | tail -n 1 || true)
if [ -n "$window" ]; then
  DISPLAY=$display import -window "$window" "$out"
else
  DISPLAY=$display import -window root "$out"
fi
kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true
kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true
echo "screenshot: saved $out"
