#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs Fray's .deb as a user would (apt pulls what its Depends name), uses it, and removes it,
# checking that nothing it installed is left behind. For a clean machine: CI runs it in a fresh
# Debian 12 root. Needs root.
# Usage: scripts/check-package.sh FRAY.deb
set -euo pipefail
deb=$(realpath "${1:?usage: scripts/check-package.sh FRAY.deb}")
cd "$(dirname "$0")/.."
[ "$(id -u)" -eq 0 ] || { echo "check-package: needs root (it installs a package)" >&2; exit 2; }
export DEBIAN_FRONTEND=noninteractive
step() { echo "check-package: $*"; }
fail() { echo "check-package: FAILED: $*" >&2; exit 1; }

# What the package will own, to look for after it is removed. (No process substitution: a
# minimal root has no /dev/fd.)
owned=()
while read -r path; do owned+=("$path"); done <<<"$(dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' | grep -v '/$')"

step "installing $(basename "$deb") and what it depends on"
chmod 644 "$deb"
apt-get update -qq
apt-get install -y -qq --no-install-recommends "$deb" >/dev/null

# The command line first, before any test tool is installed that could hide a missing package.
step "fray-cli --version: $(fray-cli --version)"
[ "$(fray-cli --version)" = "fray-cli $(dpkg-deb -f "$deb" Version)" ] || fail "fray-cli --version"
dist=$(fray-cli dist 3d6 --json)
grep -q '"min":3' <<<"$dist" && grep -q '"max":18' <<<"$dist" || fail "fray-cli dist 3d6: $dist"
step "fray-cli dist 3d6: 3 to 18"
profile=$(mktemp -d)
HOME=$profile fray-cli sheet tests/data/encounters/castles-crusades.fray.json \
  --pdf "$profile/roster.pdf" --kind roster
head -c 5 "$profile/roster.pdf" | grep -q '%PDF-' || fail "fray-cli sheet wrote no PDF"
step "fray-cli sheet: a PDF through /usr/libexec/fray/fray-sheet"
fray-cli serve --help | grep -q '^Usage: fray-cli serve' || fail "fray-cli serve --help"
step "fray-cli serve: through /usr/libexec/fray/fray-serve"

step "the window, on a virtual display"
apt-get install -y -qq --no-install-recommends xvfb xdotool >/dev/null
scripts/smoke-window.sh /usr/bin/fray

step "removing the package"
apt-get purge -y -qq fray >/dev/null
left=()
for f in "${owned[@]}"; do [ -e "$f" ] && left+=("$f"); done
for d in /usr/libexec/fray /usr/share/fray /usr/share/doc/fray; do [ -e "$d" ] && left+=("$d"); done
[ ${#left[@]} -eq 0 ] || fail "left behind after removal: ${left[*]}"
step "removed; none of its ${#owned[@]} files is left"
rm -rf "$profile"
