#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Make an example puzzle with a unique solution for a jigsaw layout file.

A developer tool: the puzzles it printed are committed as data/puzzles/<id>.txt.

Usage: make-puzzle.py [OPTIONS] LAYOUT SUDOKU_SOLVE
  LAYOUT        a data/layouts/*.layout key file ([Layout] Name=, Regions=)
  SUDOKU_SOLVE  the command-line solver, e.g. _build/src/cli/sudoku-solve

Options:
  --seed N         seed of the random choices, so that a puzzle can be made again
  --min-givens N   stop taking givens away at N (default 22)
  --max-givens N   start again on a new grid while the puzzle keeps more than N (default 30)
  --symmetric      take givens away in pairs of cells opposite through the centre
  --logic-only     start again on a new grid until SUDOKU_SOLVE solves the puzzle without a
                   guess (singles and locked candidates suffice), so that people can too
  --no-header      print only the puzzle line, without the "# Name: ..." comment line

It finds a full grid by solving a few random givens with SUDOKU_SOLVE and relabelling the
digits at random, then takes the givens away one at a time, in random order, keeping each
removal only while `SUDOKU_SOLVE --count` still says "unique". It prints the result as a
jigsaw line: 81 givens ('.' blank), a space and the 81 region symbols of LAYOUT.

Example:
  build-aux/make-puzzle.py --seed=1 --symmetric --logic-only data/layouts/windmill.layout \\
      _build/src/cli/sudoku-solve > data/puzzles/windmill.txt
"""

import argparse
import configparser
import random
import re
import subprocess
import sys

CELLS = 81
# Random givens placed before the first solve: enough for varied grids, few enough
# that they seldom contradict each other.
SEED_GIVENS = 11


def read_layout(path):
    """The name and the 81 region symbols of a [Layout] key file."""
    parser = configparser.ConfigParser(interpolation=None, comment_prefixes=("#",))
    parser.optionxform = str
    with open(path, encoding="utf-8") as f:
        parser.read_file(f)
    group = parser["Layout"]
    symbols = "".join(ch for ch in group["Regions"] if not ch.isspace() and ch != ";")
    if len(symbols) != CELLS:
        sys.exit(f"{path}: Regions has {len(symbols)} symbols, expected {CELLS}")
    return group.get("Name", path), symbols


def peers(symbols):
    """For each cell, the cells that share its row, column or region."""
    result = []
    for a in range(CELLS):
        result.append([b for b in range(CELLS)
                       if b != a and (a // 9 == b // 9 or a % 9 == b % 9
                                      or symbols[a] == symbols[b])])
    return result


class Solver:
    """sudoku-solve, one jigsaw line at a time."""

    def __init__(self, program, symbols):
        self.program = program
        self.symbols = symbols

    def run(self, grid):
        line = "".join(str(d) if d else "." for d in grid) + " " + self.symbols + "\n"
        done = subprocess.run([self.program, "--count", "--output=line"], input=line,
                              capture_output=True, text=True, check=False)
        if done.returncode not in (0, 1):
            sys.exit(f"{self.program} failed: {done.stderr.strip()}")
        words = done.stdout.split()
        if len(words) == 2 and len(words[0]) == CELLS:
            return [int(ch) for ch in words[0]], words[1]
        return None, words[0] if words else "none"

    def guesses(self, grid):
        """How many guesses the default search needed for its first solution."""
        line = "".join(str(d) if d else "." for d in grid) + " " + self.symbols + "\n"
        done = subprocess.run([self.program, "--stats", "--output=line"], input=line,
                              capture_output=True, text=True, check=False)
        found = re.search(r"(\d+) guesses", done.stderr)
        if done.returncode != 0 or not found:
            sys.exit(f"{self.program} --stats failed: {done.stderr.strip()}")
        return int(found.group(1))


def random_full_grid(rng, solver, peer_cells):
    """A full grid of the layout, or None when the random givens had no solution."""
    grid = [0] * CELLS
    for cell in rng.sample(range(CELLS), SEED_GIVENS):
        taken = {grid[p] for p in peer_cells[cell]}
        choices = [d for d in range(1, 10) if d not in taken]
        if not choices:
            return None
        grid[cell] = rng.choice(choices)

    solution, _ = solver.run(grid)
    if solution is None:
        return None
    # The solver always fills the rest the same way; relabelling spreads the digits.
    relabel = list(range(1, 10))
    rng.shuffle(relabel)
    return [relabel[d - 1] for d in solution]


def remove_givens(rng, solver, grid, min_givens, symmetric):
    """Takes givens away from the full grid while the solution stays unique."""
    puzzle = list(grid)
    cells = list(range(CELLS))
    rng.shuffle(cells)
    for cell in cells:
        group = {cell, CELLS - 1 - cell} if symmetric else {cell}
        filled = sum(1 for d in puzzle if d)
        if any(puzzle[c] == 0 for c in group) or filled - len(group) < min_givens:
            continue
        trial = list(puzzle)
        for c in group:
            trial[c] = 0
        _, count = solver.run(trial)
        if count == "unique":
            puzzle = trial
    return puzzle


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     usage=argparse.SUPPRESS)
    parser.add_argument("layout")
    parser.add_argument("sudoku_solve")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--min-givens", type=int, default=22)
    parser.add_argument("--max-givens", type=int, default=30)
    parser.add_argument("--symmetric", action="store_true")
    parser.add_argument("--logic-only", action="store_true")
    parser.add_argument("--no-header", action="store_true")
    args = parser.parse_args()

    name, symbols = read_layout(args.layout)
    rng = random.Random(args.seed)
    solver = Solver(args.sudoku_solve, symbols)
    peer_cells = peers(symbols)

    for _ in range(200):
        grid = random_full_grid(rng, solver, peer_cells)
        if grid is None:
            continue
        puzzle = remove_givens(rng, solver, grid, args.min_givens, args.symmetric)
        if sum(1 for d in puzzle if d) > args.max_givens:
            continue
        if args.logic_only and solver.guesses(puzzle) > 0:
            continue
        break
    else:
        sys.exit(f"{args.layout}: no puzzle with at most {args.max_givens} givens found"
                 + (" that is solved without guessing" if args.logic_only else ""))

    _, count = solver.run(puzzle)
    if count != "unique":
        sys.exit(f"{args.layout}: the puzzle made is not unique ({count})")

    if not args.no_header:
        print(f"# {name}: example puzzle, unique solution")
    print("".join(str(d) if d else "." for d in puzzle) + " " + symbols)


if __name__ == "__main__":
    main()
