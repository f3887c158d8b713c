#!/usr/bin/env python3
# check-crash-restore.py: digits and pencil marks typed before a kill -9, or a Ctrl+Q, are back after a restart
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts sudoku-solver, leaves its start page for an empty board (Empty Board),
# types digits into it with real key presses (xdotool, through the X server)
# and pencil marks into the next cell (Ctrl+digit), waits until the session file has them, kills the program with
# SIGKILL, starts it again and reads the cells over AT-SPI: the digits must be
# there, and the marks in the cell's accessible description. Then it quits that
# second run with a real Ctrl+Q, which must end it without a question, and
# starts a third: the digits are resumed. Needs a display, a session bus with
# the accessibility bus, xdotool and python3-pyatspi, for instance:
#
#   dbus-run-session -- xvfb-run -a python3 tests/ui/check-crash-restore.py _build/src/sudoku-solver
#
# Exit status: 0 when the digits came back, 1 otherwise, 77 (skipped) without
# pyatspi or xdotool.

import glob
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

try:
    from sudoku_a11y import bad_end, cell_descriptions, start, wait_for_cells
except ImportError:
    print("check-crash-restore: pyatspi is missing (Debian: python3-pyatspi); skipped")
    sys.exit(77)

# Typed into the first cells of row 1, moving right with the arrow key; then
# the marks, with Ctrl, into the cell after them.
DIGITS = "4159"
MARKS = "27"
MARKS_FIELD = ",,,," + MARKS + ","


def session_files(state):
    return glob.glob(os.path.join(state, "sudoku-solver", "session", "*.sudoku"))


def wait_for_session(state, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for path in session_files(state):
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if "Entries=" + DIGITS in text and "Marks=" + MARKS_FIELD in text:
                return path
        time.sleep(0.2)
    raise SystemExit(f"check-crash-restore: no session file with {DIGITS} and marks {MARKS} appeared")


def focus_window(proc):
    window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                             str(proc.pid)], capture_output=True, text=True, check=True,
                            timeout=20).stdout.split()[0]
    # No window manager under Xvfb: focus follows the pointer, so put it there.
    subprocess.run(["xdotool", "mousemove", "--window", window, "40", "40"], check=True)
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)


def type_digits(proc):
    focus_window(proc)
    # Nothing to resume: the start page, whose Empty Board (Alt+E) shows the board.
    subprocess.run(["xdotool", "key", "alt+e"], check=True)
    time.sleep(0.5)
    for digit in DIGITS:
        subprocess.run(["xdotool", "key", digit, "Right"], check=True)
        time.sleep(0.1)
    for digit in MARKS:
        subprocess.run(["xdotool", "key", "ctrl+" + digit], check=True)
        time.sleep(0.1)


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: check-crash-restore.py SUDOKU-SOLVER")
    if shutil.which("xdotool") is None:
        print("check-crash-restore: xdotool is missing; skipped")
        return 77
    program = sys.argv[1]

    with tempfile.TemporaryDirectory(prefix="check-crash-restore-") as home:
        env = dict(os.environ, GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"))
        for name in ("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
            env[name] = os.path.join(home, name.lower())
        state = env["XDG_STATE_HOME"]

        proc, app = start([program], env)
        try:
            type_digits(proc)
            wait_for_session(state)
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)

        proc, app = start([program], env)
        quit_ok = False
        try:
            cells = wait_for_cells(app, lambda cells: all(
                cells[(1, 1 + i)][1] == d for i, d in enumerate(DIGITS)))
            marked = cell_descriptions(app).get((1, len(DIGITS) + 1), "")
            # The board is unsaved ("*"): a quit keeps it without asking.
            focus_window(proc)
            subprocess.run(["xdotool", "key", "ctrl+q"], check=True)
            proc.wait(timeout=20)
            quit_ok = True
        except subprocess.TimeoutExpired:
            pass
        finally:
            if proc.poll() is None:
                proc.terminate()
                proc.wait(timeout=10)
        if not quit_ok:
            print("check-crash-restore: Ctrl+Q did not end the program (a question was asked?)")
            return 1
        if proc.returncode != 0:
            print(f"check-crash-restore: after Ctrl+Q the program {bad_end(proc)}")
            return 1

        shown = "".join(cells.get((1, 1 + i), (False, "?"))[1] or "." for i in range(len(DIGITS)))
        if shown != DIGITS:
            print(f"check-crash-restore: after kill -9 and restart row 1 starts {shown!r}, "
                  f"expected {DIGITS!r}")
            return 1
        expected = "Marks: " + ", ".join(MARKS)
        if marked != expected:
            print(f"check-crash-restore: after kill -9 and restart row 1, column {len(DIGITS) + 1} "
                  f"is described {marked!r}, expected {expected!r}")
            return 1

        proc, app = start([program], env)
        try:
            resumed = wait_for_cells(app, lambda cells: all(
                cells[(1, 1 + i)][1] == d for i, d in enumerate(DIGITS)))
        finally:
            proc.terminate()
            proc.wait(timeout=10)
        if bad_end(proc) is not None:
            print(f"check-crash-restore: the third run {bad_end(proc)}")
            return 1
        shown = "".join(resumed.get((1, 1 + i), (False, "?"))[1] or "." for i in range(len(DIGITS)))
        if shown != DIGITS:
            print(f"check-crash-restore: after Ctrl+Q and restart row 1 starts {shown!r}, "
                  f"expected {DIGITS!r}")
            return 1
        print(f"check-crash-restore: {DIGITS} and marks {MARKS} typed, killed, restarted: "
              f"{shown} and {marked!r} are back, and again after Ctrl+Q")
        return 0


if __name__ == "__main__":
    sys.exit(main())
