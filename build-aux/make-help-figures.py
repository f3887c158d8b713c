#!/usr/bin/env python3
# make-help-figures.py: the technique pictures of the help (help/C/figures/*.png)
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# For each technique family of the help, finds the first puzzle of a test set whose solving
# path (`sudoku-solve --explain`) uses the technique, replays the path up to that step (the
# replay of make-explain-examples.py: digits placed, the candidates left as pencil marks),
# opens the board in the built window, presses Hint twice so the window draws the step
# itself, and keeps the board alone, scaled to 300 px with ImageMagick. The pictures are
# the app's own drawing of the step, as a person sees it after two presses of Hint.
#
# To make them again (after a change to the drawing or to the techniques), build, then:
#
#   dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" \
#       /usr/bin/python3 build-aux/make-help-figures.py [BUILDDIR] [FIGURE...]
#
# With no FIGURE, makes them all. Needs what take-screenshots.py needs (python3-pyatspi,
# imagemagick, xdotool). Look at every picture before committing it.

import importlib.util
import os
import shutil
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
OUT = os.path.join(TOP, "help", "C", "figures")
SIZE = 300


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


shots = load("take_screenshots", "take-screenshots.py")
examples = load("make_explain_examples", "make-explain-examples.py")

# figure name (help/C/figures/NAME.png): (test set, technique id as --explain prints it)
FIGURES = {
    "technique-singles": ("top1465-100.txt", "naked-single"),
    "technique-intersections": ("top1465-100.txt", "pointing"),
    "technique-subsets": ("top1465-100.txt", "naked-pair"),
    "technique-fish": ("rated-se-100.txt", "x-wing"),
    "technique-wings": ("top1465-100.txt", "xy-wing"),
    "technique-uniqueness": ("top1465-100.txt", "unique-rectangle-1"),
    "technique-chains": ("rated-se-100.txt", "xy-chain"),
    "technique-forcing": ("top1465-100.txt", "contradiction-forcing-chain"),
    "technique-leftovers": ("jigsaw-solo-100.txt", "law-of-leftovers"),
}


def board_file(build, set_name, technique, folder):
    """A .sudoku file of the first board of @set_name whose next step is @technique."""
    cli = os.path.join(build, "src", "cli", "sudoku-solve")
    _, found = examples.first_board(set_name, technique, cli, "make-help-figures")
    path = os.path.join(folder, technique + ".sudoku")
    with open(path, "w") as f:
        f.write(examples.sudoku_text(found))
    return path


def board_extents(window):
    """(x, y, width, height) of the board in the window, a little generous: the extents of the
    cells' parent, which AT-SPI gives to a few pixels; the crop then trims the margin."""
    import pyatspi
    stack = [window]
    while stack:
        acc = stack.pop()
        if (acc.name or "").startswith("Row 1, column 1"):
            extents = acc.parent.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            margin = 8
            return (extents.x - margin, extents.y - margin,
                    extents.width + 2 * margin, extents.height + 2 * margin)
        stack.extend(acc.getChildAtIndex(i) for i in range(acc.childCount))
    raise SystemExit("make-help-figures: no cell named 'Row 1, column 1'")


def make(build, name, scratch):
    set_name, technique = FIGURES[name]
    path = board_file(build, set_name, technique, scratch)
    proc, window, wid = shots.launch(build, path, (540, 800), {}, scratch)
    try:
        time.sleep(1.0)
        for _ in range(2):
            shots.do_action(window, "win.hint")
            time.sleep(0.8)
        time.sleep(1.0)
        x, y, width, height = board_extents(window)
        whole = os.path.join(scratch, name + "-window.png")
        shots.run(["import", "-window", wid, whole])
        out = os.path.join(OUT, name + ".png")
        shots.run(["convert", whole, "-crop", f"{width}x{height}+{x}+{y}", "+repage",
                   "-fuzz", "10%", "-trim", "+repage", "-resize", f"{SIZE}x{SIZE}", "-strip", out])
        print(f"make-help-figures: {out} ({set_name}: {technique})")
    finally:
        shots.stop(proc)


def main():
    build, names = shots.arguments("make-help-figures", ("xdotool", "import", "convert"))
    names = names or list(FIGURES)
    os.makedirs(OUT, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="sudoku-figures-")
    try:
        for name in names:
            if name not in FIGURES:
                raise SystemExit(f"make-help-figures: no figure {name!r} (there are {list(FIGURES)})")
            make(build, name, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
