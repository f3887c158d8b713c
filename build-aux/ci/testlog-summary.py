#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Print 'N passed, N failed' (and ', N skipped' when nonzero) from meson testlog.json files.

Each line of a testlog.json is one JSON object with a "result" field. OK and EXPECTEDFAIL count
as passed; SKIP as skipped; everything else (FAIL, TIMEOUT, UNEXPECTEDPASS, ERROR, INTERRUPT, or
anything unknown) as failed. A log given on the command line that does not exist counts as one
failure: its build or set-up failed before any test ran.

Usage: testlog-summary.py [--label TEXT] TESTLOG...
  --label TEXT   print "TEXT: N passed, N failed" instead of the bare line

Exit status: 0 when nothing failed and at least one test passed, 1 otherwise.
"""

import json
import sys

PASSED = {"OK", "EXPECTEDFAIL"}
SKIPPED = {"SKIP"}


def count(path):
    passed = failed = skipped = 0
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.readlines()
    except FileNotFoundError:
        print(f"testlog-summary: {path} not found; counted as 1 failed", file=sys.stderr)
        return 0, 1, 0
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line:
            continue
        try:
            result = str(json.loads(line).get("result", ""))
        except (json.JSONDecodeError, AttributeError):
            print(f"testlog-summary: {path}:{number}: not a JSON object; counted as failed",
                  file=sys.stderr)
            failed += 1
            continue
        if result in PASSED:
            passed += 1
        elif result in SKIPPED:
            skipped += 1
        else:
            failed += 1
    return passed, failed, skipped


def main(argv):
    label = None
    paths = []
    args = iter(argv)
    for arg in args:
        if arg == "--label":
            label = next(args, None)
            if label is None:
                print(__doc__, file=sys.stderr)
                return 2
        else:
            paths.append(arg)
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2

    passed = failed = skipped = 0
    for path in paths:
        p, f, s = count(path)
        passed += p
        failed += f
        skipped += s

    line = f"{passed} passed, {failed} failed"
    if skipped:
        line += f", {skipped} skipped"
    if label:
        line = f"{label}: {line}"
    if passed == 0 and failed == 0:
        print("testlog-summary: no test passed or failed: nothing was tested", file=sys.stderr)
    sys.stderr.flush()
    print(line, flush=True)
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
