#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# run-on-own-display.sh XVFB PROGRAM [ARGS...]
#
# Runs one UI test on an X server of its own, so that the UI tests can run side by side:
# on a shared display each test sees the others' windows, focus and selection changes,
# and a process that exits during a selection transfer leaks it inside GDK. The server
# picks a free display number itself (-displayfd), which xvfb-run -a cannot do without a
# race between tests started together. Exits with the program's status.
set -u

xvfb=$1
shift

dir=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-display.XXXXXX") || exit 1
"$xvfb" -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -noreset 3>"$dir/display" \
  >"$dir/log" 2>&1 &
server=$!

stop_server() {
  kill "$server" 2>/dev/null
  wait "$server" 2>/dev/null
  rm -rf "$dir"
}
trap 'stop_server; exit 143' TERM INT HUP

# The server writes its display number once it accepts clients (given 30 s on a slow machine).
tries=0
while ! grep -q '^[0-9]' "$dir/display" 2>/dev/null; do
  if ! kill -0 "$server" 2>/dev/null || [ "$tries" -ge 600 ]; then
    echo "run-on-own-display: $xvfb did not start:" >&2
    cat "$dir/log" >&2
    stop_server
    exit 1
  fi
  tries=$((tries + 1))
  sleep 0.05
done

DISPLAY=:$(head -n 1 "$dir/display")
export DISPLAY
unset WAYLAND_DISPLAY

"$@"
status=$?
stop_server
exit "$status"
