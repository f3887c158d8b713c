# sudoku_a11y.py: reading the running window's cells over AT-SPI, for the UI scripts
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Shared by check-a11y.py and check-crash-restore.py. Needs Debian's
# python3-pyatspi, a display and a session bus with the accessibility bus.

import os
import re
import signal
import subprocess
import time

import pyatspi

NAME = re.compile(r"^Row (\d), column (\d)(, given)?$")


def find_application(proc, timeout=20.0):
    """The accessible application of @proc, or None when it exited first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            print(f"{proc.args[0]} exited with status {proc.returncode}")
            return None
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == proc.pid:
                    return app
            except Exception:
                pass
        time.sleep(0.2)
    raise SystemExit("the application never showed up on the accessibility bus")


def app_environment(env):
    """@env (None: this process's) for the app, with the G_DEBUG meant for it,
    SUDOKU_APP_G_DEBUG (tests/meson.build). The checks do not run under it themselves:
    pyatspi logs warnings of its own when the app is slow to answer, and a fatal one
    would end the check, not the app."""
    env = dict(os.environ if env is None else env)
    debug = env.pop("SUDOKU_APP_G_DEBUG", None)
    if debug is not None:
        env["G_DEBUG"] = debug
    return env


def start(args, env, attempts=3):
    """The running program and its accessible, trying again when it exits at once
    (a display that is still coming up after the previous test refuses clients)."""
    for _ in range(attempts):
        proc = subprocess.Popen(args, env=app_environment(env))
        app = find_application(proc)
        if app is not None:
            return proc, app
        time.sleep(1.0)
    raise SystemExit(f"{args[0]} did not start ({attempts} attempts)")


def bad_end(proc):
    """How @proc ended, when it ended badly: by a signal other than the SIGTERM or SIGKILL
    a check sends (a GLib warning or critical, fatal under the G_DEBUG=fatal-warnings of
    tests/meson.build, ends it with SIGTRAP), or with a status other than 0. None otherwise."""
    code = proc.returncode
    if code is None or code == 0 or code in (-signal.SIGTERM, -signal.SIGKILL):
        return None
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exited with status {code}"


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
                raise SystemExit(f"two accessibles are named {name!r}")
            found[key] = (match.group(3) is not None, text.getText(0, text.characterCount))
        stack.extend(c for c in children if c is not None)
    return found


def cell_descriptions(app):
    """{(row, column): accessible description} for every accessible named like a cell."""
    found = {}
    stack = [app]
    while stack:
        acc = stack.pop()
        try:
            name = acc.name or ""
            children = [acc.getChildAtIndex(i) for i in range(acc.childCount)]
            match = NAME.match(name)
            if match:
                found[(int(match.group(1)), int(match.group(2)))] = acc.description or ""
        except Exception:
            continue
        stack.extend(c for c in children if c is not None)
    return found


def wait_for_cells(app, predicate, timeout=20.0):
    """The cells once @predicate(cells) holds, or the last ones read at the deadline."""
    deadline = time.monotonic() + timeout
    while True:
        cells = cells_of(app)
        if len(cells) == 81 and predicate(cells):
            return cells
        if time.monotonic() > deadline:
            return cells
        time.sleep(0.3)


def action_index(acc, name):
    """The index of @acc's action called @name ("click", "win.solve"), or None."""
    action = acc.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == name:
            return i
    return None
