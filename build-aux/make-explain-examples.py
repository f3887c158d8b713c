#!/usr/bin/env python3
# make-explain-examples.py: boards whose next logic step is a given technique
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Replays `sudoku-solve --explain` on a puzzle set up to the first step of a technique and
# writes the board as it stands then (givens, digits placed, the candidates left as pencil
# marks) to a .sudoku file: the "explain" screenshots and the step-drawing benchmark
# open these, and the window's Hint shows that technique first.
#
#   build-aux/make-explain-examples.py BUILDDIR
#
# The files are committed; run this again only to change them.

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
SETS = os.path.join(TOP, "tests", "data", "sets")
OUT = os.path.join(TOP, "tests", "data", "ui")

# file name: (set, technique id, title)
EXAMPLES = {
    "explain-xwing.sudoku": ("rated-se-100.txt", "x-wing", "X-Wing"),
    "explain-chain.sudoku": ("rated-se-100.txt", "xy-chain", "XY-Chain"),
    "explain-forcing.sudoku": ("top1465-100.txt", "contradiction-forcing-chain",
                               "Contradiction Forcing Chain"),
    "explain-jigsaw.sudoku": ("jigsaw-solo-100.txt", "law-of-leftovers", "Law of Leftovers"),
}
# Variants: the shipped example puzzle (data/puzzles), replayed to the first step of the
# technique whose sentence names the house, so that the hint is drawn on that house.
PUZZLES = os.path.join(TOP, "data", "puzzles")
VARIANT_EXAMPLES = {
    "explain-sudoku-x.sudoku": ("sudoku-x.sudoku", "pointing", "the main diagonal", "Sudoku-X"),
    "explain-windmill-x.sudoku": ("windmill-x.sudoku", "hidden-single-region", "the main diagonal",
                                  "Windmill X"),
}
DIAGONALS = [[i * 10 for i in range(9)], [(i + 1) * 8 for i in range(9)]]


def units_of(regions):
    units = [[r * 9 + c for c in range(9)] for r in range(9)]
    units += [[r * 9 + c for r in range(9)] for c in range(9)]
    for symbol in sorted(set(regions)):
        units.append([i for i in range(81) if regions[i] == symbol])
    return units


def candidates(grid, units):
    cand = []
    for i in range(81):
        if grid[i]:
            cand.append(set())
            continue
        seen = {grid[j] for u in units if i in u for j in u}
        cand.append(set(range(1, 10)) - seen)
    return cand


def replay(line, technique, cli, variant=None):
    """With @variant, (path of a .sudoku file with Extra=diagonals, words the step's sentence
    must hold); else @line is a puzzle line of a set."""
    fields = line.split()
    givens = [0 if ch in ".0" else int(ch) for ch in fields[0]]
    regions = fields[1] if len(fields) > 1 and len(fields[1]) == 81 else None
    standard = "".join(str(r // 3 * 3 + c // 3 + 1) for r in range(9) for c in range(9))
    units = units_of(regions or standard) + (DIAGONALS if variant else [])
    text = fields[0] + (" " + regions if regions else "")
    if variant:
        out = subprocess.run([cli, "--explain", variant[0]], capture_output=True, text=True).stdout
    else:
        out = subprocess.run([cli, "--explain"], input=text + "\n", capture_output=True,
                             text=True).stdout
    grid = list(givens)
    cand = candidates(grid, units)
    for row in out.splitlines():
        parts = row.split("\t")
        if parts[0] != "step":
            continue
        if parts[2] == technique and (not variant or variant[1] in parts[5]):
            return givens, grid, cand, regions
        for action in parts[4].split():
            cell = (int(action[1]) - 1) * 9 + int(action[3]) - 1
            digit = int(action[5])
            if action[4] == "=":
                grid[cell] = digit
                cand[cell] = set()
                for u in units:
                    if cell in u:
                        for j in u:
                            cand[j].discard(digit)
            else:
                cand[cell].discard(digit)
    return None


def first_board(set_name, technique, cli, tool):
    """The first puzzle line of @set_name whose path has a @technique step, and what replay()
    gives for it; @tool names the caller when there is none."""
    with open(os.path.join(SETS, set_name)) as f:
        lines = [line for line in f if line.strip() and not line.startswith("#")]
    for line in lines:
        found = replay(line, technique, cli)
        if found:
            return line, found
    raise SystemExit(f"{tool}: no {technique} step in {set_name}")


def variant_board(name, technique, words, cli):
    """replay() of the shipped variant puzzle @name (Extra=diagonals) to the first @technique
    step whose sentence holds @words."""
    path = os.path.join(PUZZLES, name)
    keys = {}
    with open(path) as f:
        for row in f:
            if "=" in row and not row.startswith("#"):
                key, value = row.rstrip("\n").split("=", 1)
                keys[key] = value
    if keys.get("Extra") != "diagonals":
        raise SystemExit(f"make-explain-examples: {name}: only Extra=diagonals is replayed")
    line = keys["Givens"] + (" " + keys["Regions"].replace(";", "") if "Regions" in keys else "")
    found = replay(line, technique, cli, (path, words))
    if not found:
        raise SystemExit(f"make-explain-examples: no {technique} step on {words} in {name}")
    return found


def sudoku_text(found, title=None, extra=None):
    """The .sudoku file of a board that replay() found: the digits placed so far as entries,
    the candidates left as pencil marks."""
    givens, grid, cand, regions = found
    dots = lambda cells: "".join(str(d) if d else "." for d in cells)  # noqa: E731
    entries = [grid[i] if not givens[i] else 0 for i in range(81)]
    text = "[Sudoku]\nVersion=1\n"
    if title is not None:
        text += f"Title={title} example\n"
    text += f"Givens={dots(givens)}\nEntries={dots(entries)}\n"
    text += "Marks=" + ",".join("".join(str(d) for d in sorted(c)) for c in cand) + "\n"
    if regions:
        text += f"Regions={regions}\n"
    if extra:
        text += f"Extra={extra}\n"
    return text


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "_build"
    cli = os.path.join(build, "src", "cli", "sudoku-solve")
    for name, (set_name, technique, title) in EXAMPLES.items():
        line, found = first_board(set_name, technique, cli, "make-explain-examples")
        with open(os.path.join(OUT, name), "w") as f:
            f.write(f"# made by build-aux/make-explain-examples.py; the next step: {title}\n")
            f.write(sudoku_text(found, title))
        print(f"make-explain-examples: {name} ({set_name}: {line.split()[0]})")
    for name, (puzzle, technique, words, title) in VARIANT_EXAMPLES.items():
        found = variant_board(puzzle, technique, words, cli)
        with open(os.path.join(OUT, name), "w") as f:
            f.write(f"# made by build-aux/make-explain-examples.py; the next step: {title}, "
                    f"{technique} on {words}\n")
            f.write(sudoku_text(found, title, "diagonals"))
        print(f"make-explain-examples: {name} ({puzzle})")


if __name__ == "__main__":
    main()
