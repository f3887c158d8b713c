#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds the libFuzzer targets of tests/fuzz with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer in _build-fuzz, and runs each one for SECONDS on a copy of its seed
# corpus (tests/fuzz/corpus/TARGET plus tests/fuzz/regressions/TARGET). Prints, per target, the
# executions, the coverage (cov: edges, ft: features) and exec/s, and ends with one summary line
# per target and "fuzz: N passed, N failed". Exits non-zero on any crash, broken property, leak,
# timeout or out-of-memory; the input that did it is left in _build-fuzz/crashes/TARGET/.
#
# Usage: build-aux/ci/run-fuzzers.sh [--no-deps] [--jobs N] [--only TARGET[,TARGET...]]
#                                    [--keep-corpus] [SECONDS]
#   SECONDS        how long each target runs (default 60)
#   --no-deps      skip the Debian package check (build-aux/ci/install-deps.sh)
#   --jobs N       run N targets at a time (default: the number of CPUs, at most 5)
#   --only LIST    run only these targets (fuzz-format, fuzz-layout, fuzz-native, fuzz-import,
#                  fuzz-solver, fuzz-logic)
#   --keep-corpus  start from, and keep, the grown corpora in _build-fuzz/fuzz-corpus/TARGET
#                  (default: start from the seeds, throw the grown corpus away)
#
# Results also go, one JSON object per target in the form of meson's testlog.json, to
# _build-fuzz/meson-logs/fuzz-testlog.json (build-aux/ci/testlog-summary.py reads it), and each
# target's whole libFuzzer output to _build-fuzz/meson-logs/TARGET.log. The source tree is never
# written to. Works from any directory.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
builddir=_build-fuzz
all_targets=(fuzz-format fuzz-layout fuzz-native fuzz-import fuzz-solver fuzz-logic)

seconds=60
deps=1
keep_corpus=0
jobs=$(nproc 2>/dev/null || echo 1)
[ "$jobs" -le 5 ] || jobs=5
targets=("${all_targets[@]}")
while [ $# -gt 0 ]; do
  case "$1" in
    --no-deps) deps=0 ;;
    --keep-corpus) keep_corpus=1 ;;
    --jobs)
      [ $# -ge 2 ] && [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "run-fuzzers: --jobs needs a number" >&2; exit 2; }
      jobs=$2
      shift
      ;;
    --only)
      [ $# -ge 2 ] || { echo "run-fuzzers: --only needs a list of targets" >&2; exit 2; }
      IFS=, read -r -a targets <<<"$2"
      for t in "${targets[@]}"; do
        [[ " ${all_targets[*]} " == *" $t "* ]] || { echo "run-fuzzers: unknown target $t" >&2; exit 2; }
      done
      shift
      ;;
    -h|--help) sed -n '4,24p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "run-fuzzers: unknown option $1 (see --help)" >&2; exit 2 ;;
    *)
      [[ "$1" =~ ^[1-9][0-9]*$ ]] || { echo "run-fuzzers: SECONDS must be a whole number" >&2; exit 2; }
      seconds=$1
      ;;
  esac
  shift
done

# The longest input libFuzzer may make, per target: past the reader's 64 KiB line limit for the
# format detection, a few KiB for files that are never larger, a few hundred bytes for the engine
# (81 givens, 81 layout symbols or 32 swaps, 3 option bytes for the solver, 1 for the logic).
declare -A max_len=(
  [fuzz-format]=70000
  [fuzz-layout]=8192
  [fuzz-native]=8192
  [fuzz-import]=8192
  [fuzz-solver]=512
  [fuzz-logic]=512
)
declare -A dict=(
  [fuzz-format]=tests/fuzz/dict/io.dict
  [fuzz-layout]=tests/fuzz/dict/io.dict
  [fuzz-native]=tests/fuzz/dict/io.dict
  [fuzz-import]=tests/fuzz/dict/io.dict
)

if [ "$deps" -eq 1 ]; then
  "$top/build-aux/ci/install-deps.sh"
fi

cd "$top"
logdir="$builddir/meson-logs"
results="$logdir/fuzz-testlog.json"

json_line() { # name result duration [extra JSON members]
  printf '{"name": "%s", "result": "%s", "duration": %s%s}\n' "$1" "$2" "$3" "${4:-}"
}

fail_before_fuzzing() {
  echo "run-fuzzers: $builddir: $1 (counted as 1 failed)" >&2
  mkdir -p "$logdir"
  json_line "fuzz build" ERROR 0 >"$results"
  echo "fuzz: 0 passed, 1 failed"
  exit 1
}

rm -f "$results"

# Configure with clang: reconfigure a meson build dir, wipe one made with another compiler.
export CC=clang
setup_args=(-Dfuzzing=true -Dtests=false "-Db_sanitize=address,undefined" -Db_lundef=false
            -Dbuildtype=debugoptimized)
if [ -f "$builddir/meson-private/coredata.dat" ]; then
  if ! meson setup --reconfigure "${setup_args[@]}" "$builddir" >/dev/null; then
    echo "run-fuzzers: reconfigure failed; wiping $builddir" >&2
    meson setup --wipe "${setup_args[@]}" "$builddir" >/dev/null || fail_before_fuzzing "meson setup failed"
  fi
elif [ -d "$builddir/meson-private" ]; then
  # A set-up that failed half-way: meson's own leftovers, nothing else to keep.
  rm -rf "$builddir"
  meson setup "${setup_args[@]}" "$builddir" >/dev/null || fail_before_fuzzing "meson setup failed"
elif [ -d "$builddir" ] && [ -n "$(ls -A "$builddir")" ]; then
  fail_before_fuzzing "exists and is not a meson build directory; not touching it"
else
  meson setup "${setup_args[@]}" "$builddir" >/dev/null || fail_before_fuzzing "meson setup failed"
fi
if ! grep -q "^C compiler for the host machine: .*(clang " "$builddir/meson-logs/meson-log.txt"; then
  echo "run-fuzzers: $builddir was not set up with clang; wiping it" >&2
  meson setup --wipe "${setup_args[@]}" "$builddir" >/dev/null || fail_before_fuzzing "meson setup failed"
fi

meson compile -C "$builddir" "${targets[@]}" || fail_before_fuzzing "build failed"

# Sanitizer reports end the run; leaks are checked after every input (libFuzzer's -detect_leaks).
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:symbolize=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$top/build-aux/lsan.supp:print_suppressions=0"
export LC_ALL=C.UTF-8 LANG=C.UTF-8 LANGUAGE=
unset G_MESSAGES_DEBUG G_DEBUG SUDOKU_FUZZ_VERBOSE

scratch=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-fuzz.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

run_target() { # target
  local t=$1 work="$scratch/$1" crashes="$builddir/crashes/$1" log="$logdir/$1.log"
  local args=()

  rm -rf "$crashes"
  mkdir -p "$work/corpus" "$crashes"
  # A copy: libFuzzer adds to the corpus it is given, and the source tree stays as it is.
  local sources=("tests/fuzz/corpus/$t" "tests/fuzz/regressions/$t")
  if [ "$keep_corpus" -eq 1 ] && [ -d "$builddir/fuzz-corpus/$t" ]; then
    sources+=("$builddir/fuzz-corpus/$t")
  fi
  find "${sources[@]}" -maxdepth 1 -type f ! -name '.*' -exec cp {} "$work/corpus/" \; 2>/dev/null || true
  [ -z "${dict[$t]:-}" ] || args+=("-dict=${dict[$t]}")

  # -timeout: one input running that long is a hang; the outer timeout only guards against
  # libFuzzer itself never coming back.
  set +e
  timeout --kill-after=30 $((seconds + 300)) \
    "$builddir/tests/fuzz/$t" \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
      -max_len="${max_len[$t]}" -print_final_stats=1 -detect_leaks=1 \
      -artifact_prefix="$crashes/" "${args[@]}" "$work/corpus" >"$log" 2>&1
  echo $? >"$work/status"
  set -e

  if [ "$keep_corpus" -eq 1 ]; then
    rm -rf "$builddir/fuzz-corpus/$t"
    mkdir -p "$builddir/fuzz-corpus"
    cp -r "$work/corpus" "$builddir/fuzz-corpus/$t"
  fi
}

# The figures a run ends with: the last status line ("#N DONE cov: C ft: F corp: ...") and
# the -print_final_stats lines ("stat::number_of_executed_units: N").
final_stat() { # log name
  sed -n "s/^stat::$2: *\([0-9]*\).*/\1/p" "$1" | tail -1
}
status_field() { # log field; nothing when the run never got that far
  { grep -E '^#[0-9]+' "$1" || true; } | { grep -o "$2: [0-9]*" || true; } | tail -1 | sed 's/.*: //'
}
failure_kind() { # log
  local log=$1
  if grep -q "ERROR: libFuzzer: timeout" "$log"; then echo "timeout"
  elif grep -q "ERROR: libFuzzer: out-of-memory\|ERROR: libFuzzer: malloc(" "$log"; then echo "out of memory"
  elif grep -q "ERROR: LeakSanitizer" "$log"; then echo "leak"
  elif grep -q "property broken" "$log"; then echo "broken property"
  elif grep -q "runtime error:" "$log"; then echo "undefined behaviour"
  elif grep -q "ERROR: AddressSanitizer" "$log"; then echo "memory error"
  elif grep -q "GLib critical\|GLib error" "$log"; then echo "GLib critical"
  elif grep -q "ERROR: libFuzzer: deadly signal" "$log"; then echo "crash"
  else echo "failure"
  fi
}

mkdir -p "$logdir"
echo "run-fuzzers: ${targets[*]}: ${seconds} s each, ${jobs} at a time" >&2
running=0
for t in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  echo "run-fuzzers: $t: started" >&2
  run_target "$t" &
  running=$((running + 1))
done
wait || true

status=0
passed=0
failed=0
summary=()
: >"$results"
for t in "${targets[@]}"; do
  log="$logdir/$t.log"
  code=$(cat "$scratch/$t/status" 2>/dev/null || echo 1)
  [ -f "$log" ] || : >"$log"
  runs=$(final_stat "$log" number_of_executed_units)
  speed=$(final_stat "$log" average_exec_per_sec)
  new_units=$(final_stat "$log" new_units_added)
  rss=$(final_stat "$log" peak_rss_mb)
  cov=$(status_field "$log" cov)
  ft=$(status_field "$log" ft)
  corp=$(status_field "$log" corp)
  figures="${runs:-?} runs, cov: ${cov:-?} ft: ${ft:-?}, ${speed:-?} exec/s, corpus ${corp:-?} (+${new_units:-?}), peak RSS ${rss:-?} MB"
  extra=$(printf ', "stdout": "%s", "executions": %s, "cov": %s, "ft": %s, "exec_per_sec": %s' \
                 "$log" "${runs:-0}" "${cov:-0}" "${ft:-0}" "${speed:-0}")

  if [ "$code" -eq 0 ] && [ -n "$runs" ]; then
    passed=$((passed + 1))
    json_line "$t" OK "$seconds" "$extra" >>"$results"
    summary+=("$t: ok: $figures")
    rmdir "$builddir/crashes/$t" 2>/dev/null || true
  else
    kind=$(failure_kind "$log")
    failed=$((failed + 1))
    status=1
    json_line "$t" FAIL "$seconds" "$extra" >>"$results"
    artifact=$(ls -t "$builddir/crashes/$t" 2>/dev/null | head -1 || true)
    echo "run-fuzzers: $t FAILED ($kind, exit status $code); the end of $log:" >&2
    grep -v "^#[0-9]\|^INFO:\|^MS:\|^base64:\|^0x" "$log" | tail -40 | sed 's/^/    /' >&2  || true
    if [ -n "$artifact" ]; then
      echo "run-fuzzers: input: $builddir/crashes/$t/$artifact" >&2
      echo "run-fuzzers: replay: $builddir/tests/fuzz/$t $builddir/crashes/$t/$artifact" >&2
      echo "run-fuzzers: keep it as a regression: tests/fuzz/regressions/$t/ (see tests/fuzz/README.md)" >&2
      summary+=("$t: FAILED: $kind; input $builddir/crashes/$t/$artifact; $figures")
    else
      summary+=("$t: FAILED: $kind; no input saved; $figures")
    fi
  fi
done

echo
for line in "${summary[@]}"; do
  echo "$line"
done
echo "fuzz: $passed passed, $failed failed"
exit "$status"
