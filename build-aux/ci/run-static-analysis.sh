#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# cppcheck and clang-tidy (bugprone-*, cert-*: see .clang-tidy) over the project's own code in
# src/, with the compile commands of a configured BUILDDIR (default _build). Any finding fails.
# A finding that is wrong about our code is suppressed where it stands, with the reason
# (cppcheck-suppress / NOLINT), never here. The last line is "static analysis: N passed,
# N failed" (one each for cppcheck and clang-tidy).
#
# Usage: build-aux/ci/run-static-analysis.sh [BUILDDIR]
set -uo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
builddir=${1:-_build}
cd "$top"

passed=0
failed=0

# cppcheck: GLib/GTK through its gtk library file. unusedStructMember is off: GObject instance
# structs are reached through the G_DECLARE_* casts, which cppcheck cannot follow, so it calls
# every field unused.
if cppcheck --library=gtk --library=posix --enable=warning,style,performance,portability \
    --std=c11 --inline-suppr --quiet --error-exitcode=1 \
    --suppress=missingIncludeSystem --suppress=unusedStructMember \
    -I src/engine -I src/io -I src/model -I src/ui -I "$builddir" src/; then
  echo "static analysis: cppcheck found nothing"
  passed=$((passed + 1))
else
  echo "static analysis: cppcheck findings above" >&2
  failed=$((failed + 1))
fi

# clang-tidy on every C file of src/ that the build compiles (not the generated ones).
files=$(python3 - "$builddir/compile_commands.json" "$top/src/" <<'PY'
import json, os, sys
commands, prefix = sys.argv[1], sys.argv[2]
seen = set()
for entry in json.load(open(commands)):
    path = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
    if path.startswith(prefix) and path.endswith(".c") and path not in seen:
        seen.add(path)
        print(path)
PY
)
log=$(mktemp)
# shellcheck disable=SC2086
# -w: compiler warnings are the gcc -Werror build's to report; here only clang-tidy's checks
# count (clang would otherwise flag GLib's own headers, which the build includes with -I).
run-clang-tidy -quiet -p "$builddir" -extra-arg=-w $files >"$log" 2>&1
if grep -E "(warning|error): " "$log" | grep -v "^Error while processing" >/dev/null; then
  grep -E -A3 "(warning|error): " "$log" >&2
  echo "static analysis: clang-tidy findings above" >&2
  failed=$((failed + 1))
else
  echo "static analysis: clang-tidy found nothing in $(echo "$files" | wc -l) files"
  passed=$((passed + 1))
fi
rm -f "$log"

echo "static analysis: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
