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
import sys
import tempfile

try:
    from sudoku_a11y import bad_end, start, wait_for_cells
except ImportError:
    print("check-a11y: pyatspi is missing (Debian: python3-pyatspi); skipped")
    sys.exit(77)


def puzzle_from(path):
    """The 81 cells of the first puzzle line of @path, '.' or '0' blank."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                return line[:81].replace("0", ".")
    raise SystemExit(f"check-a11y: no puzzle in {path}")


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: check-a11y.py SUDOKU-SOLVER PUZZLE-FILE")
    program, puzzle_path = sys.argv[1:]
    puzzle = puzzle_from(puzzle_path)

    # Terminated, the app leaves its board in the session folder (as after a
    # crash): a folder of our own, so no later run brings it back.
    state = tempfile.TemporaryDirectory(prefix="check-a11y-state-")
    env = dict(os.environ, GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"),
               XDG_STATE_HOME=state.name)
    proc, app = start([program, puzzle_path], env)
    try:
        # The file loads in the background: wait for its digits.
        cells = wait_for_cells(app, lambda cells: all(
            cells[(1 + i // 9, 1 + i % 9)][1] == (c if c != "." else "")
            for i, c in enumerate(puzzle)))
    finally:
        proc.terminate()
        proc.wait(timeout=10)

    failures = 0
    ended = bad_end(proc)
    if ended is not None:
        print(f"check-a11y: {program} {ended} (see its messages above)")
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
    return 1 if failures or ended is not None else 0


if __name__ == "__main__":
    sys.exit(main())
