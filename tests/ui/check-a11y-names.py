#!/usr/bin/env python3
# check-a11y-names.py: every control and window of the app has a clean accessible name
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts sudoku-solver on a small collection (so that Previous and Next are shown) and walks,
# over AT-SPI, the whole accessible tree of the main window with its main menu, the solution
# path panel (F9) and a hint's card (Hint pressed once) open, and its Board Menu, then of
# each other window the app opens, driving it as a screen reader user would, with the actions
# AT-SPI offers (a button's or menu item's "click", a window's "window.close"):
#
#   - the New Puzzle dialog (menu "New Puzzle…"), the layout editor (menu "Edit Layout…"),
#     the print dialog with the app's Sudoku tab (menu "Print…"), the print preview
#     (win.print-preview),
#     the Compare window (Board Menu "Compare Algorithms…", through its action),
#     the Preferences window (menu "Preferences"),
#     the About window, the keyboard shortcuts window (when the app has one);
#   - the confirmation of a layout change (menu "Layout", another layout, on a board with digits);
#   - the error about a malformed file given on the command line (a second launch, which hands
#     the file over to the running instance);
#   - the question about saving, on closing a modified board (solved first).
#
# A control (button, toggle, menu button, check box, radio, combo box, entry, spin button, menu
# item, link, tab) fails when its name is empty, is a GTK class name ("GtkImage"), holds a
# mnemonic underscore ("_Solve") or says the same words twice ("Save Save", "_Solve Solve");
# a window fails on the same, and when its role is not frame, dialog, alert or window ("filler").
# A button inside a button fails (GtkMenuButton's own and its toggle's: "Main Menu" twice), and so
# does a label named after its class (an empty GtkLabel). The toggles of TOGGLES must be
# toggles to AT-SPI, checked exactly while their action is on (a push button says neither).
# Objects not on screen are left out: GTK 4.8 sets "showing" on windows only, so below a window
# "visible" counts (a closed popover is not visible; the pages of a stack, such as the submenus
# of the main menu or the solve button's Cancel page, are). The files are named without "_",
# which would read as a mnemonic in a window title or a recent-file item.
#
# Every failure is one line, "FAIL window | role | path of names | name | why" (plus the
# tooltip, which tells apart buttons with the same bad name): a checklist for whoever fixes the
# names. A window that could not be opened, or a crash of the program, fails too (the program
# is started again for the remaining windows). Widgets the toolkit builds inside its own windows
# (GtkShortcutsWindow, AdwAboutWindow; see LIBRARY_INTERNAL) are listed as NOTE lines and not
# counted: the app cannot name them.
#
# Needs a display and a session bus with the accessibility bus, for instance:
#
#   dbus-run-session -- xvfb-run -a python3 tests/ui/check-a11y-names.py \
#       _build/src/sudoku-solver tests/data/formats/collection.sdm tests/data/ui/malformed.txt
#
# CHECK_A11Y_DEBUG=1 prints each step with its time on stderr.
#
# Exit status: 0 when every name is clean, 1 otherwise, 77 (skipped) without pyatspi.

import os
import re
import signal
import subprocess
import sys
import tempfile
import time

try:
    import pyatspi
    from sudoku_a11y import action_index, app_environment, cells_of, find_application
except ImportError:
    print("check-a11y-names: pyatspi is missing (Debian: python3-pyatspi); skipped")
    sys.exit(77)

PROG = "check-a11y-names"

# The roles of the objects a person operates. An editable "text" is an entry too (GtkEntry is
# a text box in GTK 4); a read-only one (the About window's licence) is not a control.
CONTROL_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_PUSH_BUTTON_MENU,
    pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT, pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM,
    pyatspi.ROLE_LINK, pyatspi.ROLE_PAGE_TAB,
}
WINDOW_ROLES = {pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG, pyatspi.ROLE_ALERT, pyatspi.ROLE_WINDOW}

CLASS_NAME = re.compile(r"^(Gtk|Adw)[A-Z]")
MNEMONIC = re.compile(r"_[^\W\d_]")

# Widgets the toolkit builds inside its own windows, out of the app's reach: listed as NOTE
# lines, not counted. (The windows' own names and roles are the app's, and count.)
LIBRARY_INTERNAL = {
    # GTK 4.8's GtkShortcutsWindow: its search entry, search button and section menu button.
    "keyboard shortcuts window": {
        (pyatspi.ROLE_ENTRY, "GtkSearchEntry"),
        (pyatspi.ROLE_PUSH_BUTTON, "GtkImage"),
        (pyatspi.ROLE_TOGGLE_BUTTON, "GtkImage"),
        (pyatspi.ROLE_PUSH_BUTTON, "GtkMenuButton"),
    },
    # libadwaita 1.2's AdwAboutWindow: the Back buttons of its subpages, the version button,
    # Copy Text and Save as… of its (unused) debugging information page.
    "About window": {
        (pyatspi.ROLE_PUSH_BUTTON, "GtkImage"),
        (pyatspi.ROLE_PUSH_BUTTON, "GtkButton"),
        (pyatspi.ROLE_PUSH_BUTTON, "_Copy Text Copy Text"),
        (pyatspi.ROLE_PUSH_BUTTON, "_Save as\u2026 Save as\u2026"),
    },
    # libadwaita 1.2's AdwPreferencesWindow: the search entry of its search bar, built even
    # with search-enabled off.
    "Preferences window": {
        (pyatspi.ROLE_ENTRY, "GtkSearchEntry"),
    },
}

# Windows the toolkit builds whole, with a part of the app's inside: only what is below the
# object of that name counts, the rest is listed as NOTE lines. GTK 4.8's print dialog names
# its own drop-downs and buttons badly; the app's "Sudoku" tab is ours.
APP_PART = {
    "print dialog": "Sudoku print options",
}

BUTTON_ROLES = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON,
                pyatspi.ROLE_PUSH_BUTTON_MENU}

# Toggles of the main window, by name, with the action they show the state of: a screen reader
# must hear them as on or off. GTK 4.8 has no toggle button role (it shows a push button);
# the app makes them switches, which AT-SPI shows as check boxes.
TOGGLES = {"Pencil Marks": "win.pencil-mode"}
TOGGLE_ROLES = {pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX}

MENU_ITEM_ROLES = (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM,
                   pyatspi.ROLE_RADIO_MENU_ITEM)

POLL = 0.1
# No new step starts after this many seconds (meson gives the test 120; it is not run in a
# sanitizer build, see tests/meson.build). About 17 s are needed.
BUDGET = 90.0
# After a window is gone, before the application's list of windows is read again (above).
GRACE = 0.3
DEBUG = bool(os.environ.get("CHECK_A11Y_DEBUG"))
STARTED = time.monotonic()


def debug(message):
    if DEBUG:
        print(f"[{time.monotonic() - STARTED:6.2f}] {message}", file=sys.stderr)


class Trouble(Exception):
    """The app could not be driven to the next window: a failure of its own."""


def wait_for(what, predicate, timeout=10.0):
    """predicate()'s first true value, polled every POLL seconds; Trouble after @timeout."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = predicate()
        except Exception:  # an object gone while looking at it: look again
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise Trouble(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(POLL)


def quote(text):
    return "\u201c" + text + "\u201d"


def why_bad(name):
    """The reasons @name is no name for a person, empty when it is fine."""
    reasons = []
    stripped = name.strip()
    if not stripped:
        return ["empty name"]
    if CLASS_NAME.match(stripped):
        reasons.append("a GTK class name, not a label")
    if MNEMONIC.search(stripped):
        reasons.append("holds a mnemonic underscore")
    words = stripped.replace("_", "").split()
    half = len(words) // 2
    if half and len(words) % 2 == 0 and \
            [w.casefold() for w in words[:half]] == [w.casefold() for w in words[half:]]:
        reasons.append("says the same words twice")
    return reasons


def normalized(name):
    """A menu label as a person reads it: no mnemonic, no ellipsis, any case."""
    return (name or "").replace("_", "").rstrip("…").rstrip(".").strip().casefold()


def children(acc):
    return [c for c in (acc.getChildAtIndex(i) for i in range(acc.childCount)) if c is not None]


def states(acc):
    return acc.getState()


def is_shown(acc):
    st = states(acc)
    return st.contains(pyatspi.STATE_SHOWING) or st.contains(pyatspi.STATE_VISIBLE)


def action_names(acc):
    try:
        action = acc.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


def do_action(acc, name):
    """Runs the action called @name of @acc ("click", "window.close", "win.solve")."""
    index = action_index(acc, name)
    if index is not None:
        acc.queryAction().doAction(index)
        return
    raise Trouble(f"{acc.getRoleName()} {quote(acc.name or '')} has no action {name!r} "
                  f"(it has {action_names(acc)})")


def descendants(acc, prune=None):
    """@acc and everything below it, depth first, in order; not into subtrees @prune accepts."""
    stack = [acc]
    while stack:
        node = stack.pop()
        try:
            if prune is not None and node is not acc and prune(node):
                continue
            below = children(node)
        except Exception:
            continue
        yield node
        stack.extend(reversed(below))


def is_gone(window):
    """Whether @window is destroyed or hidden."""
    try:
        st = window.getState()
        return st.contains(pyatspi.STATE_DEFUNCT) or not is_shown(window)
    except Exception:
        return True


def first_text(window):
    """The first label shown in @window (a dialog's question), shortened."""
    for acc in descendants(window, prune=lambda a: not is_shown(a)):
        try:
            if acc.getRole() == pyatspi.ROLE_LABEL and (acc.name or "").strip():
                text = " ".join(acc.name.split())
                return text if len(text) <= 60 else text[:57] + "..."
        except Exception:
            continue
    return ""


def toplevels(app):
    return [w for w in children(app)]


class Checker:
    def __init__(self):
        self.failures = []      # printed lines
        self.notes = []
        self.seen = set()
        self.checked = 0
        self.windows = []

    def fail(self, key, line):
        if key in self.seen:
            return
        self.seen.add(key)
        self.failures.append(line)

    def walk(self, window, label):
        """Checks @window and every shown object below it."""
        role = window.getRole()
        name = window.name or ""
        # A window without a name is told by what it says first.
        shown_name = name or f"(no name; it says {quote(first_text(window))})"
        self.windows.append(f"{label} {quote(name) if name else shown_name}")
        self.checked += 1
        reasons = why_bad(name)
        if role not in WINDOW_ROLES:
            reasons.append(f"role {window.getRoleName()!r}, "
                           "expected frame, dialog, alert or window")
        for reason in reasons:
            self.fail((label, "window", name, reason),
                      f"FAIL {label} | {window.getRoleName()} | "
                      f"{'(the window itself)' if name else shown_name} | {quote(name)} | {reason}")
        debug(f"walking {label} {shown_name}")
        self._walk_below(window, label, [shown_name])
        debug(f"walked {label} {shown_name}")

    def _walk_below(self, window, label, top_path):
        # Each object with the button it is inside, if any.
        stack = [(c, top_path, None) for c in reversed(children(window))]
        while stack:
            acc, path, button = stack.pop()
            try:
                if not is_shown(acc):
                    continue
                role = acc.getRole()
                name = acc.name or ""
                st = states(acc)
                below = children(acc)
            except Exception:
                continue  # gone while walking (a popover closing): nothing to check
            if role in CONTROL_ROLES or (role == pyatspi.ROLE_TEXT and
                                         st.contains(pyatspi.STATE_EDITABLE)):
                self.checked += 1
                self._check_control(acc, label, role, name, path)
            if role in BUTTON_ROLES and button is not None:
                self._report(acc, label, role, name, path,
                             [f"a button inside the button {quote(button)}"])
            if role == pyatspi.ROLE_LABEL and CLASS_NAME.match(name):
                self.checked += 1
                self._report(acc, label, role, name, path,
                             ["a label named after its class (an empty label?)"])
            # Containers named after their class (GtkStackPage, AdwSqueezer) only clutter a
            # path; a control keeps its name there, whatever it is (a menu button's toggle).
            named = name and (role in CONTROL_ROLES or not CLASS_NAME.match(name))
            shown_path = path + [name] if named else path
            inside = name if role in BUTTON_ROLES else button
            stack.extend((c, shown_path, inside) for c in reversed(below))

    def _check_control(self, acc, label, role, name, path):
        reasons = why_bad(name)
        if reasons:
            self._report(acc, label, role, name, path, reasons)

    def _report(self, acc, label, role, name, path, reasons):
        """A FAIL line, or a NOTE for a widget the toolkit builds (LIBRARY_INTERNAL, APP_PART)."""
        role_name = acc.getRoleName()
        where = " > ".join(path)
        hint = ""
        try:
            if acc.description:
                hint = f" (tooltip {quote(acc.description)})"
        except Exception:
            pass
        line = f"{label} | {role_name} | {where} | {quote(name)} | {'; '.join(reasons)}{hint}"
        # The path without the window's own name: a second main window repeats the first.
        key = (label, role, tuple(path[1:]), name, acc.description if hint else "", *reasons)
        if (role, name) in LIBRARY_INTERNAL.get(label, ()) or \
                (label in APP_PART and APP_PART[label] not in path):
            if key not in self.seen:
                self.seen.add(key)
                self.notes.append(f"NOTE (the toolkit's own widget, not counted) {line}")
            return
        self.fail(key, f"FAIL {line}")


class App:
    """The running program, seen over AT-SPI."""

    def __init__(self, program, env):
        self.program = program
        self.env = app_environment(env)
        self.proc = None
        self.app = None

    def start(self, args, attempts=3):
        for _ in range(attempts):
            # A session of its own: its whole process group goes at the end.
            self.proc = subprocess.Popen([self.program] + args, env=self.env,
                                         start_new_session=True)
            try:
                self.app = find_application(self.proc)
            except SystemExit as error:  # it never showed up on the accessibility bus
                raise Trouble(str(error)) from None
            if self.app is not None:
                return
            self.stop()
            time.sleep(1.0)
        raise Trouble(f"{self.program} did not start ({attempts} attempts)")

    def stop(self):
        if self.proc is None:
            return
        for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
            try:
                os.killpg(self.proc.pid, sig)
            except ProcessLookupError:
                break
            try:
                self.proc.wait(timeout=wait)
                break
            except subprocess.TimeoutExpired:
                continue
        self.proc = None

    def windows(self):
        return toplevels(self.app)

    def wait_new_windows(self, before, what, timeout=10.0):
        """The windows that appeared since @before, once they have stopped changing."""
        def new():
            return [w for w in self.windows() if w not in before and w.childCount > 0]
        wait_for(what, new, timeout)
        return settle(lambda: new(), what)

    def close(self, windows, what):
        """Closes @windows with their "window.close" action (Cancel, for a question) and waits
        until each one is gone. It watches the windows themselves, not the application's list
        of windows: GTK 4.8 can crash (SIGSEGV in its AT-SPI root) when that list is read
        while a window is being destroyed."""
        for window in windows:
            if is_gone(window):
                continue  # closed along with its parent
            try:
                do_action(window, "window.close")
            except Trouble:
                raise
            except Exception:
                pass  # gone meanwhile
        wait_for(f"{what} to close", lambda: all(is_gone(w) for w in windows), 5.0)
        time.sleep(GRACE)

    def died(self):
        """How the program ended, when it did."""
        code = self.proc.poll() if self.proc is not None else None
        if code is None:
            return None
        if code < 0:
            try:
                return f"killed by {signal.Signals(-code).name}"
            except ValueError:
                return f"killed by signal {-code}"
        return f"exited with status {code}"


def signature(windows):
    """What the tree under @windows looks like, to see it stop changing."""
    sig = []
    for window in windows:
        for acc in descendants(window):
            sig.append((acc.getRole(), acc.name, acc.childCount))
    return sig


def settle(get_windows, what, timeout=5.0):
    """@get_windows() once two looks in a row give the same tree (GTK fills a window in
    over a few main loop iterations)."""
    deadline = time.monotonic() + timeout
    windows = get_windows()
    last = signature(windows)
    while time.monotonic() < deadline:
        time.sleep(0.15)
        windows = get_windows()
        now = signature(windows)
        if now == last:
            return windows
        last = now
    return windows  # still changing (an animation?): check it as it is


class Driver:
    def __init__(self, app, checker):
        self.app = app
        self.checker = checker
        self.main = None
        self.menu_button = None
        self.menu_toggle = None

    def launch(self, collection):
        self.app.start([collection])
        self.menu_button = self.menu_toggle = None
        # The collection loads in the background: wait for its first puzzle.
        wait_for("the puzzle on the board", lambda: (lambda cells: len(cells) == 81 and any(
            given for given, _ in cells.values()))(cells_of(self.app.app)), 20.0)
        self.main = wait_for("the main window", lambda: next(
            (w for w in self.app.windows() if "win.solve" in action_names(w)), None), 5.0)

    def check_main_window(self):
        """The main window with its main menu open (the submenus are pages of the same
        popover, all in the tree), the solution path panel and a hint's card shown."""
        do_action(self.main, "win.show-path")
        do_action(self.main, "win.hint")
        time.sleep(1.5)  # the path and the hint are found on worker threads
        self.open_menu()
        self.checker.walk(settle(lambda: [self.main], "the main window")[0], "main window")
        self.close_menu()
        do_action(self.main, "win.hint-dismiss")
        do_action(self.main, "win.show-path")
        for name, action in TOGGLES.items():
            self.check_toggle(name, action)

    def check_toggle(self, name, action):
        """The main window's control called @name is a toggle, checked while @action is on."""
        found = [a for a in descendants(self.main, prune=lambda a: a.childCount > 40)
                 if (a.name or "") == name and a.getRole() in CONTROL_ROLES]
        if not found:
            raise Trouble(f"no control {quote(name)} in the main window")
        toggle = found[0]
        line = f"main window | {toggle.getRoleName()} | (the header) | {quote(name)}"
        self.checker.checked += 1
        if toggle.getRole() not in TOGGLE_ROLES:
            self.checker.fail(("toggle", name), f"FAIL {line} | a push button where a toggle "
                              "is meant: a screen reader does not say whether it is on")
            return

        def checked():
            return states(toggle).contains(pyatspi.STATE_CHECKED)
        for on in (True, False):
            do_action(self.main, action)
            try:
                wait_for(f"{quote(name)} to be {'on' if on else 'off'}",
                         lambda: checked() == on, 3.0)
            except Trouble:
                wrong = f"not checked while {action} is on" if on else \
                    f"still checked once {action} is off"
                self.checker.fail(("toggle", name), f"FAIL {line} | {wrong}")
                return

    def check_board_menu(self):
        """The Board Menu beside the Pencil Marks toggle, open: its items."""
        button, toggle = self.find_menu_button("board menu")
        do_action(toggle, "click")
        popover = wait_for("the board menu to open", lambda: self.menu(button), 5.0)
        self.checker.windows.append("board menu")
        self.checker._walk_below(popover, "board menu", ["Board Menu"])
        do_action(toggle, "click")
        wait_for("the board menu to close", lambda: self.menu(button) is None, 5.0)

    # ---- The main menu ----

    def find_menu_button(self, name=None):
        """The main window's menu button: the one controlling a menu (its popover) named
        @name; without @name, the last one (a primary menu sits at the end of the header
        bar)."""
        board = lambda acc: acc.childCount > 40  # the grid's 81 cells: no menu button there
        found = []
        for acc in descendants(self.main, prune=board):
            try:
                relations = acc.getRelationSet()
            except Exception:
                continue
            for relation in relations:
                if relation.getRelationType() != pyatspi.RELATION_CONTROLLER_FOR:
                    continue
                targets = [relation.getTarget(i) for i in range(relation.getNTargets())]
                if any(t is not None and t.getRole() == pyatspi.ROLE_MENU for t in targets):
                    found.append(acc)
        if name is not None:
            found = [acc for acc in found if normalized(acc.name or "") == name]
        if not found:
            raise Trouble(f"no menu button (an object controlling a menu) {name or ''} "
                          "in the main window")
        button = found[-1]
        # GtkMenuButton's own accessible has no action; the toggle button inside has "click".
        for acc in descendants(button):
            if "click" in action_names(acc):
                return button, acc
        raise Trouble("the main menu button has nothing to click")

    def menu(self, button=None):
        """The open popover menu of @button (the main menu button), or None."""
        for acc in descendants(button or self.menu_button):
            if acc.getRole() == pyatspi.ROLE_MENU and is_shown(acc):
                if any(a.getRole() in MENU_ITEM_ROLES for a in descendants(acc)):
                    return acc
        return None

    def open_menu(self):
        if self.menu_button is None:
            self.menu_button, self.menu_toggle = self.find_menu_button()
        popover = self.menu()
        if popover is None:
            do_action(self.menu_toggle, "click")
            popover = wait_for("the main menu to open", self.menu, 5.0)
        return popover

    def close_menu(self):
        if self.menu() is not None:
            do_action(self.menu_toggle, "click")
            wait_for("the main menu to close", lambda: self.menu() is None, 5.0)

    def menu_items(self, popover):
        return [a for a in descendants(popover) if a.getRole() in MENU_ITEM_ROLES]

    def menu_item(self, popover, wanted):
        for item in self.menu_items(popover):
            if normalized(item.name) == wanted:
                return item
        return None

    # ---- Steps ----

    def open_window(self, label, menu_label, action, optional=False):
        """Opens a window from the main menu (or, without such an item, with the main
        window's action), checks it and closes it."""
        before = self.app.windows()
        popover = self.open_menu()
        item = self.menu_item(popover, menu_label)
        if item is not None:
            do_action(item, "click")
        else:
            self.close_menu()
            if action is None or action not in action_names(self.main):
                if optional:
                    self.checker.notes.append(f"NOTE no {label}: no menu item "
                                              f"{quote(menu_label)} and no action {action}")
                    return
                raise Trouble(f"no menu item {quote(menu_label)} to open the {label}")
            do_action(self.main, action)
        windows = self.app.wait_new_windows(before, f"the {label}")
        self.check_new(windows, label)
        self.app.close(windows, f"the {label}")

    def check_new(self, windows, label):
        for window in windows:
            # A second main window (a file opened from the command line gets its own)
            # repeats the main window's controls: checked as one.
            if "win.solve" in action_names(window):
                self.checker.walk(window, "main window")
            else:
                self.checker.walk(window, label)

    def change_layout(self):
        """Menu Layout, another layout: on a board with digits, a question."""
        label = "layout-change confirmation"
        before = self.app.windows()
        popover = self.open_menu()
        opener = self.menu_item(popover, "layout")
        if opener is None:
            raise Trouble(f"no menu item {quote('Layout')} to change the layout")
        do_action(opener, "click")  # shows the submenu, as a person would
        choice = wait_for("another layout in the Layout submenu",
                          lambda: self.other_layout(self.menu() or popover, opener), 5.0)
        debug(f"changing the layout to {choice.name!r}")
        do_action(choice, "click")
        windows = self.app.wait_new_windows(before, f"the {label}")
        self.check_new(windows, label)
        self.app.close(windows, f"the {label}")

    def other_layout(self, popover, opener):
        """An unchecked item of the Layout submenu: the smallest part of the popover whose
        first item is the submenu's title, "Layout" (not @opener, the item that opened it)."""
        items_below = {}

        def items_under(acc):
            found = []
            for child in children(acc):
                if child.getRole() in MENU_ITEM_ROLES:
                    found.append(child)
                else:
                    found.extend(items_under(child))
            items_below[acc] = found
            return found

        items_under(popover)
        pages = [items for items in items_below.values()
                 if len(items) >= 2 and items[0] != opener and
                 normalized(items[0].name) == "layout"]
        if not pages:
            return None
        for item in min(pages, key=len)[1:]:
            st = states(item)
            if not st.contains(pyatspi.STATE_CHECKED) and st.contains(pyatspi.STATE_SENSITIVE):
                return item
        return None

    def bad_file(self, malformed):
        """A malformed file given on the command line: handed to the running instance,
        which says it cannot open it."""
        label = "error dialog"
        before = self.app.windows()
        second = subprocess.Popen([self.app.program, malformed], env=self.app.env,
                                  start_new_session=True)
        try:
            second.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(second.pid, signal.SIGKILL)
            second.wait()
            raise Trouble(f"{self.app.program} {malformed} did not hand the file over")
        if second.returncode != 0:
            raise Trouble(f"{self.app.program} {malformed}, handing the file over, exited "
                          f"with status {second.returncode}")
        # Its window may come first and the dialog a moment later: wait for a window
        # that is not a main window.
        wait_for(f"the {label}",
                 lambda: any("win.solve" not in action_names(w) and w.childCount > 0
                             for w in self.app.windows() if w not in before), 10.0)
        windows = settle(lambda: [w for w in self.app.windows() if w not in before], label)
        self.check_new(windows, label)
        dialogs = [w for w in windows if "win.solve" not in action_names(w)]
        others = [w for w in windows if w not in dialogs]
        self.app.close(dialogs, f"the {label}")
        # The window opened for the file goes by itself once its error is closed.
        try:
            wait_for("the window of the bad file to close",
                     lambda: all(is_gone(w) for w in others), 5.0)
        except Trouble:
            self.app.close(others, "the window of the bad file")
        time.sleep(GRACE)

    def save_question(self):
        """Solved, the board is modified: closing it asks whether to save."""
        label = "save question"
        do_action(self.main, "win.solve")
        wait_for("the solution on the board", lambda: (lambda cells: len(cells) == 81 and all(
            text for _, text in cells.values()))(cells_of(self.main)), 10.0)
        before = self.app.windows()
        do_action(self.main, "window.close")
        windows = self.app.wait_new_windows(before, f"the {label}")
        self.check_new(windows, label)
        self.app.close(windows, f"the {label}")
        if self.main not in self.app.windows():
            raise Trouble("closing the save question closed the main window too")


def main():
    if len(sys.argv) != 4:
        raise SystemExit("usage: check-a11y-names.py SUDOKU-SOLVER COLLECTION-FILE MALFORMED-FILE")
    program, collection, malformed = sys.argv[1:]
    started = time.monotonic()

    checker = Checker()
    trouble = []
    with tempfile.TemporaryDirectory(prefix=f"{PROG}-") as home:
        # Folders of its own: no recent files, no boards of an earlier run, no settings.
        env = dict(os.environ, GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"))
        for name in ("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
            env[name] = os.path.join(home, name.lower())
        app = App(program, env)
        driver = Driver(app, checker)
        steps = [
            ("the main window and its menu", driver.check_main_window),
            ("the board menu", driver.check_board_menu),
            ("the New Puzzle dialog",
             lambda: driver.open_window("New Puzzle dialog", "new puzzle", "win.new-puzzle")),
            ("the layout editor",
             lambda: driver.open_window("layout editor", "edit layout", "win.edit-layout")),
            ("the Compare window",
             lambda: driver.open_window("Compare window", "compare algorithms", "win.compare")),
            ("the Preferences window",
             lambda: driver.open_window("Preferences window", "preferences", None)),
            ("the About window",
             lambda: driver.open_window("About window", "about sudoku solver", None)),
            ("the keyboard shortcuts window",
             lambda: driver.open_window("keyboard shortcuts window", "keyboard shortcuts",
                                        "win.show-help-overlay", optional=True)),
            ("the print dialog and its Sudoku tab",
             lambda: driver.open_window("print dialog", "print", "win.print")),
            ("the print preview",
             lambda: driver.open_window("print preview", "print preview", "win.print-preview")),
            ("the layout-change confirmation", driver.change_layout),
            ("the error dialog", lambda: driver.bad_file(malformed)),
            ("the save question", driver.save_question),
        ]
        try:
            for what, step in steps:
                debug(f"step: {what}")
                if time.monotonic() - started > BUDGET:
                    trouble.append(f"{what}: not checked, out of time ({BUDGET:.0f} s spent)")
                    continue
                if app.proc is None:
                    try:
                        driver.launch(collection)
                    except Trouble as error:
                        trouble.append(f"starting {program}: {error}")
                        break
                try:
                    step()
                except Exception as error:  # Trouble, or an AT-SPI error from a dying app
                    trouble.append(f"{what}: {error}")
                    # Whatever it left open stays; the next step looks for new windows only.
                    try:
                        driver.close_menu()
                    except Exception:
                        pass
                    # A program ending on a fatal warning may still be going down: its end
                    # is told below, and the next step gets a new one.
                    try:
                        app.proc.wait(timeout=2)
                    except subprocess.TimeoutExpired:
                        pass
                ended = app.died()
                if ended is not None:
                    # Started again for the next step: the checklist stays whole.
                    trouble.append(f"{program} {ended} while checking {what}")
                    app.stop()
        finally:
            app.stop()

    for line in checker.failures:
        print(f"{PROG}: {line}")
    for line in checker.notes:
        print(f"{PROG}: {line}")
    for line in trouble:
        print(f"{PROG}: FAIL could not check everything: {line}")
    print(f"{PROG}: checked {checker.checked} objects in {len(checker.windows)} windows "
          f"({', '.join(checker.windows)}) in {time.monotonic() - started:.1f} s: "
          f"{len(checker.failures)} bad names"
          + (f", {len(trouble)} other problems" if trouble else ""))
    return 1 if checker.failures or trouble else 0


if __name__ == "__main__":
    sys.exit(main())
