#!/usr/bin/env python3
# check-number-pad.py: digits and pencil marks entered with the mouse alone, seen over AT-SPI
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts sudoku-solver on the classic puzzle, clicks empty cells with real pointer clicks
# (xdotool, through the X server), and presses the number pad's buttons by their accessible
# names ("4", "Clear", "Pencil mark 2") through their AT-SPI actions, as an assistive
# technology would; then reads the cells back. A right-click opens the pad for pencil marks.
# It needs a display, the accessibility bus, xdotool and python3-pyatspi, for instance:
#
#   dbus-run-session -- xvfb-run -a python3 tests/ui/check-number-pad.py \
#       _build/src/sudoku-solver tests/data/examples/classic-line.txt
#
# Exit status: 0 when every entry shows, 1 otherwise, 77 (skipped) without pyatspi or xdotool.

import os
import shutil
import subprocess
import sys
import tempfile
import time

try:
    import pyatspi
    from sudoku_a11y import action_index, cell_descriptions, cells_of, start, wait_for_cells
except ImportError:
    print("check-number-pad: pyatspi is missing (Debian: python3-pyatspi); skipped")
    sys.exit(77)

# Empty cells of row 1 of the classic puzzle and their digits in its solution.
DIGITS = {(1, 3): "4", (1, 4): "6", (1, 6): "8", (1, 7): "9"}
# An empty cell, its marks, and the cell cleared again after a digit.
MARKED = (2, 2)
MARKS = ["2", "7"]
CLEARED = (1, 8)


def find(app, name, roles=None):
    """The visible accessible called @name with one of @roles (any for None), or None."""
    stack = [app]
    while stack:
        acc = stack.pop()
        try:
            if acc.name == name and (roles is None or acc.getRole() in roles) and \
                    acc.getState().contains(pyatspi.STATE_VISIBLE):
                return acc
            stack.extend(acc.getChildAtIndex(i) for i in range(acc.childCount))
        except Exception:
            continue
    return None


def wait_find(app, name, roles, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        acc = find(app, name, roles)
        if acc is not None:
            return acc
        time.sleep(0.1)
    raise SystemExit(f"check-number-pad: no button {name!r} showed up")


def press(app, name, roles=(pyatspi.ROLE_PUSH_BUTTON,)):
    button = wait_find(app, name, roles)
    button.queryAction().doAction(action_index(button, "click"))


def cell_accessible(app, key):
    name = f"Row {key[0]}, column {key[1]}"
    acc = find(app, name)
    if acc is None:
        raise SystemExit(f"check-number-pad: no cell {name!r}")
    return acc


def click_cell(app, window, key, button):
    """A real click in the middle of the cell, from its extents in the window."""
    extents = cell_accessible(app, key).queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    x = extents.x + extents.width // 2
    y = extents.y + extents.height // 2
    subprocess.run(["xdotool", "mousemove", "--window", window, str(x), str(y),
                    "click", str(button)], check=True)
    # The pad opens on the release, with its popup surface: let it map.
    time.sleep(0.5)


def wait_until(what, predicate, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    print(f"check-number-pad: {what}")
    return False


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: check-number-pad.py SUDOKU-SOLVER PUZZLE-FILE")
    if shutil.which("xdotool") is None:
        print("check-number-pad: xdotool is missing; skipped")
        return 77
    program, puzzle_path = sys.argv[1:]
    digit_button = (pyatspi.ROLE_PUSH_BUTTON,)
    # GTK 4.8 shows a toggle button as a push button with a "pressed" state.
    mark_button = (pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_PUSH_BUTTON)

    state = tempfile.TemporaryDirectory(prefix="check-number-pad-state-")
    env = dict(os.environ, GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"),
               XDG_STATE_HOME=state.name)
    proc, app = start([program, puzzle_path], env)
    failures = 0
    try:
        wait_for_cells(app, lambda cells: cells[(1, 1)][1] == "5")
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                                 str(proc.pid)], capture_output=True, text=True, check=True,
                                timeout=20).stdout.split()[0]

        for key, digit in list(DIGITS.items()) + [(CLEARED, "1")]:
            click_cell(app, window, key, 1)
            press(app, digit, digit_button)
            if not wait_until(f"row {key[0]}, column {key[1]} does not show {digit}",
                              lambda: cells_of(app)[key][1] == digit):
                failures += 1

        click_cell(app, window, CLEARED, 1)
        press(app, "Clear", digit_button)
        if not wait_until(f"row {CLEARED[0]}, column {CLEARED[1]} was not cleared",
                          lambda: cells_of(app)[CLEARED][1] == ""):
            failures += 1

        # The marks pad stays open while marks are toggled.
        click_cell(app, window, MARKED, 3)
        for mark in MARKS:
            press(app, f"Pencil mark {mark}", mark_button)
            time.sleep(0.4)
        expected = "Marks: " + ", ".join(MARKS)
        if not wait_until(f"row {MARKED[0]}, column {MARKED[1]} is not described {expected!r}",
                          lambda: cell_descriptions(app).get(MARKED) == expected):
            failures += 1
    finally:
        proc.terminate()
        proc.wait(timeout=10)

    print(f"check-number-pad: {len(DIGITS) + 2 - failures} of {len(DIGITS) + 2} entries by "
          "mouse shown")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
