#!/usr/bin/env python3
# check-a11y.py: every cell of the running window is named "Row r, column c" over AT-SPI
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts sudoku-solver on an 81-character puzzle file, finds its window through the
# accessibility bus, and checks that the 81 cells are there, each with its name
# ("Row 3, column 5", plus ", given" for a clue) and its digit as text. It needs a display
# and a session bus with the accessibility bus, for instance:
#
#   dbus-run-session -- xvfb-run -a python3 tests/ui/check-a11y.py \
#       _build/src/sudoku-solver tests/data/examples/classic-line.txt
#
# Exit status: 0 when every cell checks out, 1 otherwise, 77 (skipped) without pyatspi.

import os
import re
import subprocess
import sys
import time

try:
    import pyatspi
except ImportError:
    print("check-a11y: pyatspi is missing (Debian: python3-pyatspi); skipped")
    sys.exit(77)

NAME = re.compile(r"^Row (\d), column (\d)(, given)?$")


def puzzle_from(path):
    """The 81 cells of the first puzzle line of @path, '.' or '0' blank."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                return line[:81].replace("0", ".")
    raise SystemExit(f"check-a11y: no puzzle in {path}")


def find_application(proc, timeout=20.0):
    """The accessible application of @proc, or None when it exited first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            print(f"check-a11y: {proc.args[0]} exited with status {proc.returncode}")
            return None
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == proc.pid:
                    return app
            except Exception:
                pass
        time.sleep(0.2)
    raise SystemExit("check-a11y: the application never showed up on the accessibility bus")


def start(program, puzzle_path, env, attempts=3):
    """The running program and its accessible, trying again when it exits at once
    (a display that is still coming up after the previous test refuses clients)."""
    for _ in range(attempts):
        proc = subprocess.Popen([program, puzzle_path], env=env)
        app = find_application(proc)
        if app is not None:
            return proc, app
        time.sleep(1.0)
    raise SystemExit(f"check-a11y: {program} did not start ({attempts} attempts)")


def cells_of(app):
    """{(row, column): (given, text)} for every accessible named like a cell."""
    found = {}
    stack = [app]
    while stack:
        acc = stack.pop()
        try:
            name = acc.name or ""
            children = [acc.getChildAtIndex(i) for i in range(acc.childCount)]
        except Exception:
            continue
        match = NAME.match(name)
        if match:
            text = acc.queryText()
            key = (int(match.group(1)), int(match.group(2)))
            if key in found:
                raise SystemExit(f"check-a11y: two accessibles are named {name!r}")
            found[key] = (match.group(3) is not None, text.getText(0, text.characterCount))
        stack.extend(c for c in children if c is not None)
    return found


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: check-a11y.py SUDOKU-SOLVER PUZZLE-FILE")
    program, puzzle_path = sys.argv[1:]
    puzzle = puzzle_from(puzzle_path)

    env = dict(os.environ, GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"))
    proc, app = start(program, puzzle_path, env)
    try:
        deadline = time.monotonic() + 20.0
        while True:
            cells = cells_of(app)
            # The file loads in the background: wait for its digits.
            if len(cells) == 81 and all(cells[(1 + i // 9, 1 + i % 9)][1] == (c if c != "." else "")
                                        for i, c in enumerate(puzzle)):
                break
            if time.monotonic() > deadline:
                break
            time.sleep(0.3)
    finally:
        proc.terminate()
        proc.wait(timeout=10)

    failures = 0
    for i, c in enumerate(puzzle):
        key = (1 + i // 9, 1 + i % 9)
        if key not in cells:
            print(f"check-a11y: no accessible named 'Row {key[0]}, column {key[1]}'")
            failures += 1
            continue
        given, text = cells[key]
        want_text = c if c != "." else ""
        if given != (c != ".") or text != want_text:
            print(f"check-a11y: row {key[0]}, column {key[1]}: given={given} text={text!r}, "
                  f"expected given={c != '.'} text={want_text!r}")
            failures += 1

    print(f"check-a11y: {81 - failures} of 81 cells named and read correctly")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
