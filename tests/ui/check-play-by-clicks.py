#!/usr/bin/env python3
# check-play-by-clicks.py: a whole easy puzzle played to the end with the mouse alone
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts sudoku-solver on a puzzle, asks sudoku-solve for its solution, then fills every
# empty cell as a player without a keyboard would: a real pointer click on the cell
# (xdotool, through the X server) opens the number pad, and the pad's digit button, found by
# its accessible name, is pressed through its AT-SPI action. Once the board is full, the
# "You solved it in M:SS" toast must be on the accessibility bus. Needs a display, the
# accessibility bus, xdotool and python3-pyatspi, for instance:
#
#   dbus-run-session -- xvfb-run -a python3 tests/ui/check-play-by-clicks.py \
#       _build/src/sudoku-solver _build/src/cli/sudoku-solve tests/data/examples/classic-line.txt
#
# The pad is one popover shown again at each click, so its buttons are looked up once;
# the cells are read once for their places. Each entry then costs a click and a few D-Bus
# calls: 51 entries take about 20 s.
#
# Exit status: 0 when the board is solved by clicks and the toast says so, 1 otherwise,
# 77 (skipped) without pyatspi or xdotool.

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

try:
    import pyatspi
    from sudoku_a11y import NAME, action_index, bad_end, cells_of, start, wait_for_cells
except ImportError:
    print("check-play-by-clicks: pyatspi is missing (Debian: python3-pyatspi); skipped")
    sys.exit(77)

TOAST = re.compile(r"^You solved it in \d+:\d\d$")
PAD_NAMES = [str(d) for d in range(1, 10)]


def fail(message):
    raise SystemExit(f"check-play-by-clicks: {message}")


def solution_of(solver, puzzle_path):
    """{(row, column): digit} from sudoku-solve's grid: nine lines of nine digits, with
    blank lines between bands."""
    out = subprocess.run([solver, puzzle_path], capture_output=True, text=True, check=True,
                         timeout=30).stdout
    rows = [line.split() for line in out.splitlines() if line.strip()]
    if len(rows) != 9 or any(len(row) != 9 for row in rows):
        fail(f"sudoku-solve printed no 9x9 grid:\n{out}")
    return {(r + 1, c + 1): rows[r][c] for r in range(9) for c in range(9)}


def accessibles(app, wanted):
    """{name: accessible} for the visible accessibles whose name @wanted(name) accepts,
    in one walk of the tree."""
    found = {}
    stack = [app]
    while stack:
        acc = stack.pop()
        try:
            name = acc.name or ""
            if wanted(name) and acc.getState().contains(pyatspi.STATE_VISIBLE):
                found.setdefault(name, acc)
            stack.extend(acc.getChildAtIndex(i) for i in range(acc.childCount))
        except Exception:
            continue
    return found


def wait(what, predicate, timeout=10.0, step=0.02):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if predicate():
                return
        except Exception:
            pass
        time.sleep(step)
    fail(what)


def pad_open(pad):
    """Whether the pad is up: it takes the focus when it opens and gives it back when it
    closes. GTK 4.8 sets no "showing" state and leaves the popover "visible" when it is down,
    and the focus change is not always sent as an event: each state is read anew."""
    for acc in pad.values():
        acc.clear_cache()
        if acc.getState().contains(pyatspi.STATE_FOCUSED):
            return True
    return False


def text_of(acc):
    text = acc.queryText()
    return text.getText(0, text.characterCount)


def main():
    if len(sys.argv) != 4:
        raise SystemExit("usage: check-play-by-clicks.py SUDOKU-SOLVER SUDOKU-SOLVE PUZZLE-FILE")
    if shutil.which("xdotool") is None:
        print("check-play-by-clicks: xdotool is missing; skipped")
        return 77
    program, solver, puzzle_path = sys.argv[1:]
    solution = solution_of(solver, puzzle_path)

    state = tempfile.TemporaryDirectory(prefix="check-play-by-clicks-state-")
    env = dict(os.environ, GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"),
               XDG_STATE_HOME=state.name)
    started = time.monotonic()
    proc, app = start([program, puzzle_path], env)
    try:
        cells = wait_for_cells(app, lambda cells: cells[(1, 1)][1] == solution[(1, 1)])
        if len(cells) != 81:
            fail(f"{len(cells)} cells on the accessibility bus, not 81")
        empty = sorted(key for key, (given, text) in cells.items() if not given and text == "")
        if not empty or len(empty) + sum(given for given, _ in cells.values()) != 81:
            fail("the puzzle has no empty cells to play, or filled cells that are not givens")
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                                 str(proc.pid)], capture_output=True, text=True, check=True,
                                timeout=20).stdout.split()[0]

        by_name = accessibles(app, lambda name: NAME.match(name) is not None)
        cell_acc = {}
        centre = {}
        for name, acc in by_name.items():
            match = NAME.match(name)
            key = (int(match.group(1)), int(match.group(2)))
            if key in empty:
                cell_acc[key] = acc
                box = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                centre[key] = (box.x + box.width // 2, box.y + box.height // 2)

        pad = None
        for key in empty:
            digit = solution[key]
            x, y = centre[key]
            subprocess.run(["xdotool", "mousemove", "--window", window, str(x), str(y),
                            "click", "1"], check=True)
            if pad is None:
                def pad_found():
                    nonlocal pad
                    found = accessibles(app, lambda name: name in PAD_NAMES)
                    if len(found) == len(PAD_NAMES) and \
                            all(acc.getRole() == pyatspi.ROLE_PUSH_BUTTON for acc in found.values()):
                        pad = found
                    return pad is not None
                wait(f"no number pad with buttons {', '.join(PAD_NAMES)} after a click on "
                     f"row {key[0]}, column {key[1]}", pad_found, step=0.1)
            button = pad[digit]
            wait(f"the number pad did not open on row {key[0]}, column {key[1]}",
                 lambda: pad_open(pad))
            button.queryAction().doAction(action_index(button, "click"))
            wait(f"row {key[0]}, column {key[1]} does not show {digit}",
                 lambda: text_of(cell_acc[key]) == digit)
            # The pad closes after a digit; a click while it is still open would only close it.
            wait("the number pad stayed open after a digit", lambda: not pad_open(pad))
        played = time.monotonic() - started

        final = cells_of(app)
        wrong = [key for key in solution if final[key][1] != solution[key]]
        if wrong:
            fail(f"{len(wrong)} cells differ from the solution, the first row {wrong[0][0]}, "
                 f"column {wrong[0][1]}")

        toasts = {}

        def toast_shown():
            toasts.update(accessibles(app, lambda name: TOAST.match(name) is not None))
            return bool(toasts)
        wait("no \"You solved it in M:SS\" toast on the accessibility bus once the board was full",
             toast_shown, step=0.2)
        if proc.poll() is not None:
            fail(f"sudoku-solver {bad_end(proc) or 'exited'} while being played")
    finally:
        if proc.poll() is None:
            proc.terminate()
        proc.wait(timeout=10)

    print(f"check-play-by-clicks: {len(empty)} cells filled by clicks in {played:.1f} s; "
          f"toast {next(iter(toasts))!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
