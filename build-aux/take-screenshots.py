#!/usr/bin/env python3
# take-screenshots.py: the pictures of data/screenshots/ (README, metainfo), taken of the real app
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts the built sudoku-solver once per scene, with throw-away settings folders, drives it
# through the actions its window offers over AT-SPI (as a screen reader would: "win.solve",
# "win.show-candidates", ...), and captures the window with ImageMagick's `import` into
# data/screenshots/NAME.png. Dark scenes set ADW_DEBUG_COLOR_SCHEME=prefer-dark; translated
# scenes compile their locale into a scratch folder (localedef, LOCPATH) and need the
# translations installed (`meson install`). Needs Debian's locales, imagemagick, xdotool and
# python3-pyatspi.
#
#   dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" \
#       /usr/bin/python3 build-aux/take-screenshots.py [BUILDDIR] [SCENE...]
#
# With no SCENE, takes them all. Look at every picture before committing it.

import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(TOP, "tests", "ui"))

import pyatspi  # noqa: E402
from sudoku_a11y import action_index, find_application  # noqa: E402

EXAMPLES = os.path.join(TOP, "tests", "data", "examples")
CLASSIC = os.path.join(EXAMPLES, "classic-line.txt")
JIGSAW = os.path.join(EXAMPLES, "jigsaw-line.txt")
HARD = os.path.join(EXAMPLES, "hard-matrix.txt")
COLLECTION = os.path.join(TOP, "tests", "data", "formats", "collection.sdm")
UI = os.path.join(TOP, "tests", "data", "ui")
XWING = os.path.join(UI, "explain-xwing.sudoku")
CHAIN = os.path.join(UI, "explain-chain.sudoku")
FORCING = os.path.join(UI, "explain-forcing.sudoku")
LEFTOVERS = os.path.join(UI, "explain-jigsaw.sudoku")
SUDOKU_X = os.path.join(UI, "explain-sudoku-x.sudoku")
WINDMILL_X = os.path.join(UI, "explain-windmill-x.sudoku")
# Clicks in the layout editor: Extra Houses, Diagonals, house A, then a cell.
EDIT_HOUSES = ["click@Edit Layout:60,289", "click@Edit Layout:31,379", "click@Edit Layout:50,446"] + \
    [f"click@Edit Layout:{x},{y}" for y in (536, 564, 591) for x in (118, 145, 173)]
HINT = ["win.hint", "win.hint"]

# name: (file to open or None, window size, actions on the main window, window to capture,
#        environment)
DARK = {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"}
SCENES = {
    "solved": (CLASSIC, (540, 700), ["win.solve", "wait:6"], None, {}),
    "solved-dark": (CLASSIC, (540, 700), ["win.solve", "wait:6"], None, DARK),
    # Started with nothing to resume: the start page, then its Empty Board.
    "start": (None, (540, 700), [], None, {}),
    "start-dark": (None, (540, 700), [], None, DARK),
    "start-narrow": (None, (360, 640), [], None, {}),
    "start-narrow-dark": (None, (360, 640), [], None, DARK),
    "empty": (None, (540, 700), ["win.empty-board"], None, {}),
    "candidates": (HARD, (540, 700), ["win.show-candidates"], None, {}),
    "conflict": (CLASSIC, (540, 700), ["type:5"], None, {}),
    "collection": (COLLECTION, (540, 740), ["win.next-puzzle"], None, {}),
    "jigsaw": (JIGSAW, (540, 700), ["win.show-candidates"], None, {}),
    "jigsaw-dark": (JIGSAW, (540, 700), ["win.solve"], None, DARK),
    "narrow": (JIGSAW, (360, 640), ["win.solve"], None, {}),
    "compare": (HARD, (540, 700), ["win.compare", "wait:4"], "Compare Algorithms", {}),
    "new-puzzle": (None, (540, 700), ["win.new-puzzle"], "New Puzzle", {}),
    "new-puzzle-dark": (None, (540, 700), ["win.new-puzzle"], "New Puzzle", DARK),
    # A fixed seed, and the choices as a person would have left them: Generate is clicked.
    "generated-jigsaw": (None, (540, 700), ["win.new-puzzle", "wait:1", "click:357,27", "wait:3"],
                         None, {"SUDOKU_GENERATE_SEED": "7", "gsettings:generate-random-layout": "true",
                                "gsettings:generate-level": "'hard'",
                                "gsettings:generate-symmetry": "'rotate-180'"}),
    # Opened by its shortcut: the window's AT-SPI actions are its win.* ones only.
    "preferences": (CLASSIC, (540, 700), ["key:ctrl+comma"], "Preferences", {}),
    "layout-editor": (None, (540, 700), ["win.edit-layout"], "Edit Layout", {}),
    "layout-editor-dark": (None, (540, 700), ["win.edit-layout"], "Edit Layout", DARK),
    # The Extra Houses section opened, the diagonals switched on, house A painted.
    "layout-editor-houses": (None, (540, 700), ["win.edit-layout", "wait:1"] + EDIT_HOUSES,
                             "Edit Layout", {}),
    "layout-editor-houses-dark": (None, (540, 700), ["win.edit-layout", "wait:1"] + EDIT_HOUSES,
                                  "Edit Layout", DARK),
    "marks": (XWING, (540, 700), [], None, {}),
    "explain-xwing": (XWING, (540, 800), HINT, None, {}),
    # The default window: each hint stage with its buttons in view.
    "hint-default": (XWING, (540, 680), ["win.hint"], None, {}),
    "explain-default": (XWING, (540, 680), HINT, None, {}),
    "explain-default-dark": (XWING, (540, 680), HINT, None, DARK),
    "explain-xwing-dark": (XWING, (540, 800), HINT, None, DARK),
    "explain-chain": (CHAIN, (540, 800), HINT, None, {}),
    "explain-chain-dark": (CHAIN, (540, 800), HINT, None, DARK),
    "explain-forcing": (FORCING, (540, 800), HINT, None, {}),
    "explain-forcing-dark": (FORCING, (540, 800), HINT, None, DARK),
    "explain-jigsaw": (LEFTOVERS, (540, 800), HINT, None, {}),
    "explain-jigsaw-dark": (LEFTOVERS, (540, 800), HINT, None, DARK),
    # Variants: a hint drawn on the main diagonal of Sudoku-X and of a jigsaw-X.
    "explain-sudoku-x": (SUDOKU_X, (540, 800), HINT, None, {}),
    "explain-sudoku-x-dark": (SUDOKU_X, (540, 800), HINT, None, DARK),
    "explain-windmill-x": (WINDMILL_X, (540, 800), HINT, None, {}),
    "explain-windmill-x-dark": (WINDMILL_X, (540, 800), HINT, None, DARK),
    # The sixth row of the path chosen: x, y in the window.
    "path-panel": (XWING, (940, 720), ["win.show-path", "wait:2", "click:760,290"], None, {}),
    # The window at 360, 540 and 1280 px (issue 25): a chain hint, the path (navigator under
    # the board where the panel has no room), the Preferences window.
    "explain-chain-narrow": (CHAIN, (360, 760), HINT, None, {}),
    "explain-chain-narrow-dark": (CHAIN, (360, 760), HINT, None, DARK),
    "explain-chain-wide": (CHAIN, (1280, 800), HINT, None, {}),
    "explain-chain-wide-dark": (CHAIN, (1280, 800), HINT, None, DARK),
    "path-navigator": (XWING, (540, 760), ["win.show-path", "wait:2"], None, {}),
    "path-navigator-dark": (XWING, (540, 760), ["win.show-path", "wait:2"], None, DARK),
    "path-navigator-narrow": (XWING, (360, 760), ["win.show-path", "wait:2"], None, {}),
    "path-navigator-narrow-dark": (XWING, (360, 760), ["win.show-path", "wait:2"], None, DARK),
    "path-panel-wide": (XWING, (1280, 800), ["win.show-path", "wait:2"], None, {}),
    "path-panel-wide-dark": (XWING, (1280, 800), ["win.show-path", "wait:2"], None, DARK),
    "preferences-dark": (CLASSIC, (540, 700), ["key:ctrl+comma"], "Preferences", DARK),
    # The print dialog on the app's own tab, clicked: x, y in the dialog.
    "print-options": (COLLECTION, (540, 700), ["win.print", "wait:2", "click@Print:230,17"], "Print", {}),
    # Our preview of a printed jigsaw puzzle, its solution on the next page.
    "print-preview": (JIGSAW, (540, 700), ["win.print-preview", "wait:2"], "Print Preview",
                      {"gsettings:print-what": "'current'", "gsettings:print-per-page": "1",
                       "gsettings:print-solutions": "true"}),
    "print-options-dark": (COLLECTION, (540, 700), ["win.print", "wait:2", "click@Print:230,17"], "Print",
                           DARK),
    "print-preview-dark": (JIGSAW, (540, 700), ["win.print-preview", "wait:2"], "Print Preview",
                           {**DARK, "gsettings:print-what": "'current'", "gsettings:print-per-page": "1",
                            "gsettings:print-solutions": "true"}),
    # The print's progress while 120 new Extreme puzzles are made, over the preview.
    "print-progress": (JIGSAW, (540, 700), ["win.print-preview", "wait:3"], "Preparing the Print",
                       {"SUDOKU_GENERATE_SEED": "7", "gsettings:print-what": "'new'",
                        "gsettings:print-count": "120", "gsettings:print-level": "'extreme'",
                        "gsettings:print-paths": "true"}),
    "print-progress-dark": (JIGSAW, (540, 700), ["win.print-preview", "wait:3"], "Preparing the Print",
                            {**DARK, "SUDOKU_GENERATE_SEED": "7", "gsettings:print-what": "'new'",
                             "gsettings:print-count": "120", "gsettings:print-level": "'extreme'",
                             "gsettings:print-paths": "true"}),
    "german": (CLASSIC, (540, 700), ["win.solve"], None, {"LANGUAGE": "de", "LANG": "de_DE.UTF-8"}),
    "hebrew": (JIGSAW, (540, 700), ["win.solve"], None, {"LANGUAGE": "he", "LANG": "he_IL.UTF-8"}),
}


def run(args, **kwargs):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kwargs).stdout


def window_ids(name):
    try:
        return run(["xdotool", "search", "--onlyvisible", "--name", name]).split()
    except subprocess.CalledProcessError:
        return []


def do_action(acc, name):
    index = action_index(acc, name)
    if index is None:
        raise SystemExit(f"take-screenshots: the window has no action {name}")
    acc.queryAction().doAction(index)


def main_window(app):
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        for i in range(app.childCount):
            window = app.getChildAtIndex(i)
            if window is not None and window.childCount > 0:
                return window
        time.sleep(0.2)
    raise SystemExit("no main window")


def check_translations(build, language):
    """The program reads its translations from LOCALEDIR (config.h), where `meson install`
    puts them; the build tree's own .mo files are not read."""
    with open(os.path.join(build, "config.h")) as config:
        for line in config:
            if line.startswith("#define LOCALEDIR"):
                localedir = line.split('"')[1]
    mo = os.path.join(localedir, language, "LC_MESSAGES", "sudoku-solver.mo")
    if not os.path.exists(mo):
        raise SystemExit(f"take-screenshots: {mo} is missing; run `meson install -C {build}` "
                         "first for the translated scenes")


def launch(build, path, size, extra, scratch):
    """Starts the built program on @path (or an empty board) at @size, with throw-away settings
    folders and @extra's environment and settings; returns (process, main window accessible,
    X window id). Also used by make-help-figures.py."""
    width, height = size
    home = tempfile.mkdtemp(dir=scratch)
    env = dict(os.environ)
    for var in ("CONFIG", "DATA", "STATE", "CACHE"):
        env[f"XDG_{var}_HOME"] = os.path.join(home, var.lower())
    # The window opens at the scene's size, as the settings say (without a window manager,
    # resizing it from outside is not reliable).
    settings = os.path.join(home, "config", "glib-2.0", "settings")
    os.makedirs(settings)
    with open(os.path.join(settings, "keyfile"), "w") as keyfile:
        keyfile.write(f"[io/github/sudoku_solver/SudokuSolver]\nwindow-width={width}\n"
                      f"window-height={height}\n")
        for key, value in extra.items():
            if key.startswith("gsettings:"):
                keyfile.write(f"{key[len('gsettings:'):]}={value}\n")
    extra = {key: value for key, value in extra.items() if not key.startswith("gsettings:")}
    # GNOME's default title buttons: close only.
    os.makedirs(os.path.join(home, "config", "gtk-4.0"))
    with open(os.path.join(home, "config", "gtk-4.0", "settings.ini"), "w") as ini:
        ini.write("[Settings]\ngtk-decoration-layout=appmenu:close\n")
    env.update(GSETTINGS_BACKEND="keyfile", GSETTINGS_SCHEMA_DIR=os.path.join(build, "data"),
               GDK_BACKEND="x11", GSK_RENDERER="cairo", LOCPATH=scratch,
               LC_ALL="", LANGUAGE="", LANG="C.UTF-8")
    env.update(extra)
    if env["LANG"] != "C.UTF-8":
        locale_dir = os.path.join(scratch, env["LANG"])
        if not os.path.isdir(locale_dir):
            base = env["LANG"].split(".")[0]
            run(["localedef", "-i", base, "-f", "UTF-8", locale_dir])
        check_translations(build, env["LANGUAGE"])
    args = [os.path.join(build, "src", "sudoku-solver")] + ([path] if path else [])
    proc = subprocess.Popen(args, env=env, start_new_session=True)
    try:
        app = find_application(proc)
        window = main_window(app)
        wid = window_ids(window.name)[0]
    except BaseException:
        stop(proc)
        raise
    return proc, window, wid


def take(build, scene, scratch):
    path, size, actions, capture, extra = SCENES[scene]
    proc, window, wid = launch(build, path, size, extra, scratch)
    try:
        time.sleep(1.0)
        for action in actions:
            if action.startswith("wait:"):
                time.sleep(float(action[5:]))
            elif action.startswith("click:"):
                x, y = action[6:].split(",")
                run(["xdotool", "mousemove", "--window", wid, x, y, "click", "1"])
            elif action.startswith("click@"):
                # In another window than the main one, found by its title.
                title, where = action[6:].split(":")
                x, y = where.split(",")
                run(["xdotool", "mousemove", "--window", window_ids(title)[0], x, y, "click", "1"])
            elif action.startswith("key:"):
                run(["xdotool", "windowfocus", "--sync", wid])
                run(["xdotool", "key", "--window", wid, action[4:]])
            elif action.startswith("type:"):
                run(["xdotool", "windowfocus", "--sync", wid])
                run(["xdotool", "key", "--window", wid, "Right", "Right", action[5:]])
            else:
                do_action(window, action)
            time.sleep(0.8)
        if capture is not None:
            deadline = time.monotonic() + 10
            while not window_ids(capture) and time.monotonic() < deadline:
                time.sleep(0.2)
            wid = window_ids(capture)[0]
        time.sleep(1.0)
        out = os.path.join(TOP, "data", "screenshots", f"{scene}.png")
        run(["import", "-window", wid, out])
        print(f"take-screenshots: {out}")
    finally:
        stop(proc)


def arguments(tool, programs):
    """The build folder (the first argument when it is a folder, else _build) and the other
    arguments; @tool stops when one of @programs is not installed."""
    args = sys.argv[1:]
    build = os.path.abspath(args.pop(0)) if args and os.path.isdir(args[0]) else \
        os.path.join(TOP, "_build")
    for program in programs:
        if shutil.which(program) is None:
            raise SystemExit(f"{tool}: {program} is missing")
    return build, args


def stop(proc):
    """Kills the app that launch() started, with whatever it started itself."""
    os.killpg(proc.pid, 9)
    proc.wait()


def main():
    build, scenes = arguments("take-screenshots", ("xdotool", "import", "localedef"))
    scenes = scenes or list(SCENES)
    scratch = tempfile.mkdtemp(prefix="sudoku-shots-")
    try:
        for scene in scenes:
            if scene not in SCENES:
                raise SystemExit(f"take-screenshots: no scene {scene!r} (there are {list(SCENES)})")
            take(build, scene, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
