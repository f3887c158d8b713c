#!/usr/bin/env python3
# check-walk.py: every feature of the window used once, in one run, with no warning logged
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts sudoku-solver on a collection with G_DEBUG=fatal-warnings and walks what its main
# menu, Board Menu, header and dialogs offer: each action activated over the session bus
# (org.gtk.Actions, as a menu item activates it: synchronously, so each step has run when
# the call returns), each window it opens closed again with Escape as a person would,
# switches and buttons pressed by their accessible names over AT-SPI. It ends with Quit on a
# changed board and Discard in the alert. The app must exit with status 0 and its stderr
# must hold no "CRITICAL", "WARNING" or "Gtk-" line. Needs a display, the accessibility
# bus, xdotool and python3-pyatspi, for instance:
#
#   dbus-run-session -- xvfb-run -a python3 tests/ui/check-walk.py \
#       _build/src/sudoku-solver tests/data/formats/collection.sdm
#
# Exit status: 0 when the walk logs nothing and ends cleanly, 1 otherwise, 77 (skipped)
# without pyatspi or xdotool.

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

try:
    import pyatspi
    from gi.repository import Gio, GLib
    from sudoku_a11y import action_index, find_application, wait_for_cells
except ImportError:
    print("check-walk: pyatspi is missing (Debian: python3-pyatspi); skipped")
    sys.exit(77)

APP_ID = "io.github.sudoku_solver.SudokuSolver"
APP_PATH = "/" + APP_ID.replace(".", "/")
LAYOUTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "layouts")


BAD_LINE = re.compile(r"CRITICAL|WARNING|Gtk-")


def fail(message):
    raise SystemExit(f"check-walk: {message}")


class Walk:
    def __init__(self, proc, app):
        self.proc = proc
        self.app = app
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION)
        self.steps = 0

    def call(self, path, method, args):
        self.check_alive(method)
        self.bus.call_sync(APP_ID, path, "org.gtk.Actions", method, args, None,
                           Gio.DBusCallFlags.NONE, 60000, None)

    def act(self, name, param=None):
        """Activates "app.NAME" or "win.NAME", with @param (a GLib.Variant) or none."""
        group, action = name.split(".")
        path = APP_PATH if group == "app" else f"{APP_PATH}/window/1"
        self.call(path, "Activate",
                  GLib.Variant("(sava{sv})", (action, [param] if param is not None else [], {})))
        self.steps += 1

    def set_state(self, name, value):
        group, action = name.split(".")
        path = APP_PATH if group == "app" else f"{APP_PATH}/window/1"
        self.call(path, "SetState", GLib.Variant("(sva{sv})", (action, value, {})))
        self.steps += 1

    def state(self, name):
        group, action = name.split(".")
        path = APP_PATH if group == "app" else f"{APP_PATH}/window/1"
        reply = self.bus.call_sync(APP_ID, path, "org.gtk.Actions", "Describe",
                                   GLib.Variant("(s)", (action,)), None,
                                   Gio.DBusCallFlags.NONE, 60000, None)
        enabled, _, state = reply.unpack()[0]
        return state[0] if state else None

    def click_cell(self, window, key, button):
        """A real click on cell @key, then the pad it opens, up."""
        name = f"Row {key[0]}, column {key[1]}"
        cell = self.find(name)
        if cell is None:
            fail(f"no cell {name!r}")
        box = cell.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        subprocess.run(["xdotool", "mousemove", "--window", window, str(box.x + box.width // 2),
                        str(box.y + box.height // 2), "click", str(button)], check=True)
        self.wait(f"no number pad opened on a click on {name}", self.pad_open)
        self.steps += 1

    def pad_open(self):
        """Whether the number pad is up: it holds the focus while it is (see
        check-play-by-clicks.py), and states are read anew, unsent events aside."""
        for name in [str(d) for d in range(1, 10)] + [f"Pencil mark {d}" for d in range(1, 10)]:
            button = self.find(name, (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON))
            if button is not None:
                button.clear_cache()
                if button.getState().contains(pyatspi.STATE_FOCUSED):
                    return True
        return False

    def check_alive(self, what):
        if self.proc.poll() is not None:
            fail(f"sudoku-solver exited with status {self.proc.returncode} before {what}")

    def windows(self):
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid)],
                             capture_output=True, text=True).stdout
        return set(out.split())

    def wait(self, what, predicate, timeout=20.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.check_alive(what)
            try:
                if predicate():
                    return
            except Exception:
                pass
            time.sleep(0.1)
        fail(what)

    def opens_window(self, name, before, param=None, inside=None, closes_itself=False):
        """Activates @name, waits for a new toplevel, runs @inside(), closes it with Escape
        unless it @closes_itself."""
        self.act(name, param)
        new = set()

        def appeared():
            new.update(self.windows() - before)
            return bool(new)
        self.wait(f"{name} opened no window", appeared)
        time.sleep(0.3)
        if inside is not None:
            inside()
        for window in new if not closes_itself else ():
            subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", "Escape"],
                           check=False, capture_output=True)
        self.wait(f"the window that {name} opened did not close"
                  f"{'' if closes_itself else ' on Escape'}",
                  lambda: not (self.windows() & new))
        # GTK 4.8's file chooser, opened while the last one is still being torn down, once
        # logged "Trying to snapshot GtkButton ... without a current allocation" (a CI run
        # of check-walk, Open right after Export Image): let the main loop settle first.
        time.sleep(0.3)

    def find(self, name, roles=None, root=None):
        """The accessible called @name with one of @roles that is on screen: GTK 4.8 sets no
        "showing" state, and keeps hidden copies "visible" (a message dialog's second row
        of buttons, the path panel's Apply next to the navigator's), but gives them no
        size."""
        stack = [root or self.app]
        while stack:
            acc = stack.pop()
            try:
                if acc.name == name and (roles is None or acc.getRole() in roles) and \
                        acc.getState().contains(pyatspi.STATE_VISIBLE):
                    box = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                    if box.width > 0 and box.height > 0:
                        return acc
                stack.extend(acc.getChildAtIndex(i) for i in range(acc.childCount))
            except Exception:
                continue
        return None

    def all_of_role(self, roles, root):
        found = []
        stack = [root]
        while stack:
            acc = stack.pop()
            try:
                if acc.getRole() in roles and acc.getState().contains(pyatspi.STATE_VISIBLE):
                    found.append(acc)
                stack.extend(acc.getChildAtIndex(i) for i in range(acc.childCount))
            except Exception:
                continue
        return found

    def press(self, name, roles=(pyatspi.ROLE_PUSH_BUTTON,)):
        acc = None

        def found():
            nonlocal acc
            acc = self.find(name, roles)
            return acc is not None
        self.wait(f"no button {name!r} showed up", found)
        index = action_index(acc, "click")
        if index is None:
            index = 0
        acc.queryAction().doAction(index)
        self.steps += 1


def text_of(acc):
    # Read anew: the client's cache is not always told of the change.
    acc.clear_cache()
    text = acc.queryText()
    return text.getText(0, text.characterCount)


def description_of(acc):
    acc.clear_cache()
    return acc.description or ""


def toggle_preferences(walk):
    """Every switch of the Preferences window, flipped and flipped back."""
    frames = [acc for acc in walk.app if acc is not None and acc.name == "Preferences"]
    if not frames:
        fail("no Preferences window on the accessibility bus")
    switches = walk.all_of_role((pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX),
                                frames[0])
    if len(switches) < 3:
        fail(f"{len(switches)} switches in Preferences")
    for switch in switches + switches:
        action = switch.queryAction()
        action.doAction(0)
        walk.steps += 1
        time.sleep(0.05)


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: check-walk.py SUDOKU-SOLVER COLLECTION-FILE")
    if shutil.which("xdotool") is None:
        print("check-walk: xdotool is missing; skipped")
        return 77
    program, puzzle_path = sys.argv[1:]
    scratch = tempfile.TemporaryDirectory(prefix="check-walk-")
    env = dict(os.environ, GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"),
               G_DEBUG="fatal-warnings", XDG_STATE_HOME=scratch.name + "/state",
               XDG_CONFIG_HOME=scratch.name + "/config", XDG_DATA_HOME=scratch.name + "/data")
    # No program for help: URIs (Yelp may be installed here), so Help ends in its toast.
    os.makedirs(env["XDG_CONFIG_HOME"])
    with open(os.path.join(env["XDG_CONFIG_HOME"], "mimeapps.list"), "w") as f:
        f.write("[Removed Associations]\nx-scheme-handler/help=yelp.desktop;\n")
    stderr_path = os.path.join(scratch.name, "stderr")
    started = time.monotonic()
    with open(stderr_path, "w") as stderr:
        proc = None
        try:
            proc, app = start_logged([program, puzzle_path], env, stderr)
            steps = walk_all(proc, app)
            proc.wait(timeout=20)
        finally:
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait()
            # What the app said before a failed step tells what went wrong.
            if sys.exc_info()[0] is not None:
                with open(stderr_path) as f:
                    sys.stderr.write(f.read())
    with open(stderr_path) as f:
        log = f.read()
    bad = [line for line in log.splitlines() if BAD_LINE.search(line)]
    for line in bad:
        print(f"check-walk: logged: {line}")
    if proc.returncode != 0:
        print(log)
        fail(f"sudoku-solver exited with status {proc.returncode}")
    if bad:
        return 1
    print(f"check-walk: {steps} steps in {time.monotonic() - started:.1f} s, "
          "nothing logged, exit status 0")
    return 0


def start_logged(args, env, stderr):
    # sudoku_a11y.start() with the app's stderr kept for reading.
    for _ in range(3):
        proc = subprocess.Popen(args, env=env, stderr=stderr)
        app = find_application(proc)
        if app is not None:
            return proc, app
        time.sleep(1.0)
    fail(f"{args[0]} did not start")


def walk_all(proc, app):
    walk = Walk(proc, app)
    cells = wait_for_cells(app, lambda cells: any(text for _, text in cells.values()))
    if len(cells) != 81:
        fail(f"{len(cells)} cells on the accessibility bus, not 81")
    main_window = walk.windows()
    window = sorted(main_window)[0]

    # Help, About, Keyboard Shortcuts, Preferences.
    walk.act("app.help")
    walk.wait("Help showed no \"No help viewer is installed\" toast",
              lambda: walk.find("No help viewer is installed") is not None)
    walk.opens_window("app.about", main_window)
    walk.opens_window("win.show-help-overlay", main_window)
    walk.opens_window("app.preferences", main_window, inside=lambda: toggle_preferences(walk))

    # Hint through its three stages, then applied; Undo and Redo.
    for _ in range(3):
        walk.act("win.hint")
        time.sleep(0.2)
    walk.act("win.hint-apply")
    walk.act("win.undo")
    walk.act("win.redo")
    walk.act("win.hint")
    walk.act("win.hint-dismiss")

    # The number pad: a digit by a click, a pencil mark by a right-click, cleared again.
    empty = sorted(key for key, (given, text) in wait_for_cells(app, lambda cells: True,
                                                                timeout=0).items() if not text)
    cell = walk.find(f"Row {empty[0][0]}, column {empty[0][1]}")
    walk.click_cell(window, empty[0], 1)
    walk.press("5")
    walk.wait("the pad's 5 did not reach the cell", lambda: text_of(cell) == "5")
    walk.wait("the pad stayed open after a digit", lambda: not walk.pad_open())
    walk.click_cell(window, empty[0], 1)
    walk.press("Clear")
    walk.wait("the pad's Clear did not empty the cell",
              lambda: text_of(cell) == "")
    walk.wait("the pad stayed open after Clear", lambda: not walk.pad_open())
    walk.click_cell(window, empty[1], 3)
    marked = walk.find(f"Row {empty[1][0]}, column {empty[1][1]}")
    walk.press("Pencil mark 2", (pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_PUSH_BUTTON))
    walk.wait("the pad's Pencil mark 2 did not reach the cell",
              lambda: description_of(marked) == "Marks: 2")
    walk.press("Pencil mark 2", (pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_PUSH_BUTTON))
    walk.wait("the pad's Pencil mark 2, pressed again, left the mark",
              lambda: description_of(marked) == "")
    subprocess.run(["xdotool", "key", "Escape"], check=False, capture_output=True)
    walk.wait("the pencil mark pad did not close on Escape", lambda: not walk.pad_open())

    # Pencil marks: all of them, shown candidates, pencil mode, cleared.
    walk.act("win.fill-candidates")
    walk.set_state("win.show-candidates", GLib.Variant("b", True))
    walk.set_state("win.show-candidates", GLib.Variant("b", False))
    walk.set_state("win.pencil-mode", GLib.Variant("b", True))
    walk.set_state("win.pencil-mode", GLib.Variant("b", False))
    walk.act("win.clear-marks")

    # The Solution Path, with its navigator at 540 and then 360 px.
    walk.set_state("win.show-path", GLib.Variant("b", True))
    walk.press("Apply Up to Here")
    subprocess.run(["xdotool", "windowsize", "--sync", window, "360", "720"], check=False,
                   capture_output=True)
    time.sleep(0.5)
    walk.press("Next Step")
    walk.press("Apply Up to Here")
    subprocess.run(["xdotool", "windowsize", "--sync", window, "540", "720"], check=False,
                   capture_output=True)
    walk.set_state("win.show-path", GLib.Variant("b", False))

    # Solve, Undo, Redo; Compare Algorithms.
    walk.act("win.solve")
    walk.wait("Solve never filled the board",
              lambda: all(text for _, text in wait_for_cells(app, lambda cells: True,
                                                            timeout=0).values()))
    walk.act("win.undo")
    walk.act("win.redo")
    walk.act("win.undo")
    walk.opens_window("win.compare", main_window)

    # The collection: its next and previous puzzles, Go to Puzzle.
    walk.act("win.next-puzzle")
    walk.act("win.previous-puzzle")
    walk.opens_window("win.go-to-puzzle", main_window)

    # Print, its preview, Export Image, Open and Save As: each dialog cancelled.
    walk.opens_window("win.print", main_window)
    walk.opens_window("win.print-preview", main_window)
    walk.opens_window("win.export-image", main_window)
    walk.opens_window("win.open", main_window)
    walk.opens_window("win.save-as", main_window)

    # Set Givens and Clear on the board; then, on an empty board, each shipped layout of the
    # Layout menu, and Edit Layout opened and closed.
    walk.act("win.set-givens")
    walk.act("win.clear")
    walk.act("win.new")
    # Variant layouts (an Extra= key) too: the board keeps and draws their extra houses.
    layouts = sorted(name[:-len(".layout")] for name in os.listdir(LAYOUTS)
                     if name.endswith(".layout")) + ["standard"]
    for layout in layouts:
        walk.act("win.layout", GLib.Variant("s", layout))
        if walk.state("win.layout") != layout:
            fail(f"the Layout menu's {layout!r} left the layout at {walk.state('win.layout')!r}")
    walk.opens_window("win.edit-layout", main_window)

    # Copy, an empty board, Paste back.
    walk.act("win.copy")
    walk.act("win.new")
    walk.act("win.paste")

    # New Puzzle: one generated at the level the dialog offers first, Easy.
    walk.act("win.new")
    walk.opens_window("win.new-puzzle", main_window, inside=lambda: walk.press("Generate"),
                      closes_itself=True)
    walk.wait("New Puzzle generated no puzzle",
              lambda: sum(given for given, _ in wait_for_cells(app, lambda cells: True,
                                                               timeout=0).values()) >= 17)

    # The new puzzle copied and pasted on an empty board, a change to lose, then Quit
    # without resuming the game: the alert's Discard.
    walk.act("win.copy")
    walk.act("win.new")
    walk.act("win.paste")
    walk.set_state("app.resume-game", GLib.Variant("b", False))
    # Quit with the path open and a step selected once logged assertions (issue 25).
    walk.set_state("win.show-path", GLib.Variant("b", True))
    walk.press("Next Step")
    walk.act("app.quit")
    walk.press("Discard")
    return walk.steps


if __name__ == "__main__":
    sys.exit(main())
