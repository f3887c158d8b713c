#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds Sudoku Solver and runs its whole test suite; the last line printed is
# "N passed, N failed" (", N skipped" follows when some were skipped), taken from meson's
# testlog.json. Exits non-zero when a test failed, nothing passed, or the build failed.
#
# Usage: build-aux/ci/run-tests.sh [--sanitize] [--no-deps] [--label TEXT] [BUILDDIR]
#                                  [-- MESON_TEST_ARGS...]
#   BUILDDIR       build directory, relative to the source root (default: _build). An existing
#                  meson build directory is reconfigured; any other non-empty one is refused.
#   --sanitize     build with AddressSanitizer + UndefinedBehaviorSanitizer and run the tests
#                  with leak detection (build-aux/lsan.supp); default BUILDDIR _build-asan
#   --no-deps      skip the Debian package check (build-aux/ci/install-deps.sh)
#   --label TEXT   print "TEXT: N passed, N failed" as the last line instead
#   -- ARGS        passed on to `meson test` (e.g. -- --suite engine)
#
# Works from any directory. Tests run under `dbus-run-session -- xvfb-run -a` when those exist,
# so the UI suite works without a display.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

sanitize=0
deps=1
label=""
builddir=""
test_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --sanitize) sanitize=1 ;;
    --no-deps) deps=0 ;;
    --label)
      [ $# -ge 2 ] || { echo "run-tests: --label needs an argument" >&2; exit 2; }
      label=$2
      shift
      ;;
    --) shift; test_args=("$@"); break ;;
    -h|--help) sed -n '4,19p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "run-tests: unknown option $1 (see --help)" >&2; exit 2 ;;
    *)
      [ -z "$builddir" ] || { echo "run-tests: only one BUILDDIR, please" >&2; exit 2; }
      builddir=$1
      ;;
  esac
  shift
done
if [ -z "$builddir" ]; then
  if [ "$sanitize" -eq 1 ]; then builddir=_build-asan; else builddir=_build; fi
fi

if [ "$deps" -eq 1 ]; then
  "$top/build-aux/ci/install-deps.sh"
fi

cd "$top"

# -Werror here, not in the project defaults: the tests hold the project to no warnings, while a
# person building a release with a newer compiler is not stopped by a warning it adds.
setup_args=(-Dtests=true -Dwerror=true)
if [ "$sanitize" -eq 1 ]; then
  # b_lundef=false: the sanitizer runtimes resolve some symbols only at run time (needed for
  # clang; harmless with gcc, whose libasan/libubsan come with the compiler).
  setup_args+=("-Db_sanitize=address,undefined" -Db_lundef=false)
else
  setup_args+=(-Db_sanitize=none -Db_lundef=true)
fi

testlog="$builddir/meson-logs/testlog.json"

summary() {
  local args=()
  [ -z "$label" ] || args=(--label "$label")
  python3 "$top/build-aux/ci/testlog-summary.py" "${args[@]}" "$testlog"
}

fail_before_tests() {
  echo "run-tests: $builddir: $1 (counted as 1 failed)" >&2
  rm -f "$testlog"
  summary || true
  exit 1
}

# Configure: reconfigure a meson build dir, set up a fresh one, refuse to touch anything else.
if [ -f "$builddir/meson-private/coredata.dat" ]; then
  if ! meson setup --reconfigure "${setup_args[@]}" "$builddir"; then
    echo "run-tests: reconfigure failed; wiping $builddir" >&2
    meson setup --wipe "${setup_args[@]}" "$builddir" || fail_before_tests "meson setup failed"
  fi
elif [ -d "$builddir" ] && [ -n "$(ls -A "$builddir")" ]; then
  fail_before_tests "exists and is not a meson build directory; not touching it"
else
  meson setup "${setup_args[@]}" "$builddir" || fail_before_tests "meson setup failed"
fi

meson compile -C "$builddir" || fail_before_tests "build failed"

# Reproducible test environment: fixed locale and time zone, throw-away XDG directories (the
# user's settings and layouts never leak in), no debug chatter from the caller's shell.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-tests.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -m 700 "$scratch/runtime"
mkdir "$scratch/config" "$scratch/data" "$scratch/cache" "$scratch/state"
test_env=(
  LC_ALL=C.UTF-8 LANG=C.UTF-8 LANGUAGE= TZ=UTC
  XDG_RUNTIME_DIR="$scratch/runtime" XDG_CONFIG_HOME="$scratch/config"
  XDG_DATA_HOME="$scratch/data" XDG_CACHE_HOME="$scratch/cache" XDG_STATE_HOME="$scratch/state"
  GSETTINGS_BACKEND=memory
)
unset_env=(-u G_MESSAGES_DEBUG -u G_DEBUG -u GTK_DEBUG -u GDK_DEBUG -u GSK_RENDERER)
meson_test_args=(--no-rebuild --print-errorlogs)
if [ "$sanitize" -eq 1 ]; then
  test_env+=(
    # The slow unwinder for every allocation: GLib and GTK are built without frame pointers, so
    # the fast one stops at g_malloc, and a suppression of a GTK leak (lsan.supp) could never
    # match the GTK function that made it. Eight frames reach that function (every entry of
    # lsan.supp names one within the first few) and cost a quarter of the full stacks' time:
    # the UI tests under ASan are most of CI's budget (HACKING.md).
    ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0:malloc_context_size=8
    LSAN_OPTIONS="suppressions=$top/build-aux/lsan.supp:print_suppressions=0"
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    G_SLICE=always-malloc
  )
  meson_test_args+=(--timeout-multiplier 3)
fi

# -noreset: by default Xvfb resets whenever its last client disconnects, and a client that
# connects during the reset (the next UI test, started a moment later) gets "cannot open
# display".
runner=()
if command -v dbus-run-session >/dev/null 2>&1 && command -v xvfb-run >/dev/null 2>&1; then
  runner=(dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp -noreset")
  unset_env+=(-u WAYLAND_DISPLAY -u DISPLAY)
  test_env+=(GDK_BACKEND=x11)
fi

rm -f "$testlog"
status=0
env "${unset_env[@]}" "${test_env[@]}" "${runner[@]}" \
  meson test -C "$builddir" "${meson_test_args[@]}" "${test_args[@]}" || status=$?

if [ "$status" -ne 0 ]; then
  echo "run-tests: meson test exited with status $status" >&2
fi
summary || status=1
exit "$status"
