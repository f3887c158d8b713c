#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds Sudoku Solver in _build (installing missing Debian packages first, see
# build-aux/ci/install-deps.sh) and starts it from the build tree, without installing.
#
# Usage: build-aux/run-app.sh [ARGS...]
#   Starts the window, `sudoku-solver`; ARGS go to it (puzzle files to open, relative to the
#   current directory).
#
# Works from any directory; BUILDDIR=<dir> (relative to the source root) picks another build
# directory.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
builddir=${BUILDDIR:-_build}
case "$builddir" in
  /*) ;;
  *) builddir="$top/$builddir" ;;
esac

"$top/build-aux/ci/install-deps.sh" --app

if [ ! -f "$builddir/meson-private/coredata.dat" ]; then
  # Only the programs: the tests are run-tests.sh's business, and take longer to build.
  (cd "$top" && meson setup -Dtests=false "$builddir") >&2
fi
# Build output goes to stderr, so that standard output is the program's alone.
meson compile -C "$builddir" >&2

# Where meson put an executable target, or nothing when the build has no such target.
target_path() {
  meson introspect --targets "$builddir" | python3 -c '
import json, sys
for t in json.load(sys.stdin):
    if t["name"] == sys.argv[1] and t["type"] == "executable":
        print(t["filename"][0])
        break
' "$1"
}

app=$(target_path sudoku-solver)
if [ -z "$app" ]; then
  echo "run-app: the build has no sudoku-solver" >&2
  exit 1
fi
# Run from the build tree: settings schemas compiled into <build>/data, if there are any.
if [ -f "$builddir/data/gschemas.compiled" ]; then
  export GSETTINGS_SCHEMA_DIR="$builddir/data"
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run-app: no DISPLAY or WAYLAND_DISPLAY; the window needs a graphical session" >&2
fi
exec "$app" "$@"
