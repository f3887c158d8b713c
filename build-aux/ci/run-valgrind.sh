#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs the engine, io and model suites of a configured and built BUILDDIR (default _build) under
# valgrind's memcheck, children included, and fails on any memory error or definite leak.
# Results go to BUILDDIR/meson-logs/testlog-valgrind.json (read by
# build-aux/ci/testlog-summary.py); the last line is "valgrind: N passed, N failed".
#
# The cli suite is not run here: its tests spend their time in sudoku-solve, which the sanitizer
# pass (run-tests.sh --sanitize) already runs built with ASan, UBSan and LeakSanitizer at a
# fraction of valgrind's cost (test-cli took 69 s here, test-cli-algorithms 71 s,
# test-cli-generate 47 s). What valgrind adds over ASan, reads of uninitialised memory, matters
# most in the engine, io and model code that it still runs.
#
# Usage: build-aux/ci/run-valgrind.sh [BUILDDIR]
#
# Some test cases are left out here, and only here, where they cost 10 to 60 times their
# native time repeating what the cases kept already run: the set-agreement cases of
# test-sk-algorithms run hundreds of puzzles through plain backtracking (over a quarter of an
# hour under valgrind), its no-solution and stats-meaning cases refute wrong boards and
# hard puzzles with every algorithm (32 s and 23 s); test-sk-variants' puzzles case checks
# each variant puzzle with the test's own brute force and every algorithm (110 s);
# test-sk-generate's unsolvable-layout case exhausts a search that can find no grid (34 s);
# test-hostile-size's big-collection and too-many-puzzles cases read collections of tens of
# thousands of puzzles to their limit (11 s each). They allocate nothing the other cases do
# not (the solvers allocate nothing at all; the generator, the variants' layouts and logic
# and the collection reader run here in the other cases of their programs), and they run in
# the plain and sanitizer passes.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
builddir=${1:-_build}
cd "$top"

if ! command -v valgrind >/dev/null 2>&1; then
  echo "run-valgrind: valgrind is not installed (Debian: valgrind)" >&2
  exit 1
fi

# Only definite leaks fail and are shown: "possibly lost" blocks are pango's and GLib's thread
# pools at exit, and printing them would fail every test that expects a quiet standard error.
wrap="valgrind --quiet --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite"
wrap+=" --error-exitcode=1 --suppressions=$top/build-aux/valgrind.supp"
# Our programs are followed, should a test run one; system tools a test runs are not:
# localedef (test-number) leaks by design, as it exits at once; poppler's pdftotext and
# pdfinfo read the printed PDFs back. Nor is safe-write-loop, which test-safe-write starts only
# to kill it with SIGKILL within milliseconds, before valgrind would have started it; the
# functions it calls run under valgrind in test-safe-write's other cases.
wrap+=" --trace-children=yes --trace-children-skip=*/dbus-*,*/sh,*/bash,*localedef,*/pdftotext,*/pdfinfo,*/safe-write-loop"

# meson names the log after the wrapper: testlog-valgrind.json. A stale one would be counted.
rm -f "$builddir/meson-logs/testlog-valgrind.json"

skip="-s /engine/Algorithms/agree-easy-sets -s /engine/Algorithms/agree-hard-sets"
skip+=" -s /engine/Algorithms/no-solution -s /engine/Algorithms/stats-meaning"
skip+=" -s /sk-variants/puzzles -s /generate/unsolvable-layout"
skip+=" -s /hostile/too-large/big-collection -s /hostile/too-large/too-many-puzzles"

status=0
# GSlice would hide allocations from valgrind; gc-friendly clears freed memory for it.
# SUDOKU_TEST_UNDER_VALGRIND: memory bounds measured by resident size mean nothing here.
env G_SLICE=always-malloc G_DEBUG=gc-friendly SUDOKU_TEST_UNDER_VALGRIND=1 \
  meson test -C "$builddir" --no-rebuild --print-errorlogs \
    --suite engine --suite io --suite model --no-suite fuzz \
    --timeout-multiplier 20 --wrap="$wrap" \
    --test-args="$skip" \
  || status=$?

python3 "$top/build-aux/ci/testlog-summary.py" --label valgrind \
  "$builddir/meson-logs/testlog-valgrind.json" || status=1
exit "$status"
