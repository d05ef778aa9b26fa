#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Fray authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs a test as a user whom file permissions bind: root may write anywhere, so under root
# the test runs as 'nobody' (exit 77, skipped, where that cannot be done).
#   run_as_a_user.sh TEST [ARGS...]
set -u
if [ "$(id -u)" != 0 ]; then
  exec "$@"
fi
if ! command -v runuser >/dev/null 2>&1 || ! id nobody >/dev/null 2>&1; then
  echo "skipped: root, and no runuser or no user 'nobody' to run as" >&2
  exit 77
fi
if ! runuser -u nobody -- test -x "$1"; then
  echo "skipped: the user 'nobody' cannot reach $1" >&2
  exit 77
fi
home=$(mktemp -d) && chmod 0777 "$home" || exit 1
trap 'rm -rf "$home"' EXIT
runuser -u nobody -- env HOME="$home" TMPDIR=/tmp "$@"
