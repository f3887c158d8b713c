#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes the variant test puzzles in this folder, independently of the engine.

A random full grid of the layout comes from a randomised backtracking fill;
givens are then taken away in random order while a second brute-force search
still finds exactly one solution. Run from this folder:
    python3 make-variants.py 23 > variants.txt
    python3 make-variants.py 24 jigsaw >> variants.txt
    python3 make-variants.py 25 windmill    (data/puzzles/windmill-x.txt)
Each output line is NAME:PUZZLE:SOLUTION (81 characters each, '.' blank).
"""
import random
import sys


def rc(r, c):
    return (r - 1) * 9 + c - 1


def boxes(regions):
    return [[i for i in range(81) if regions[i] == r] for r in sorted(set(regions))]


STANDARD = "".join(str(3 * (i // 27) + (i % 9) // 3) for i in range(81))
# The Diagonal jigsaw layout shipped in data/layouts/diagonal.layout.
DIAGONAL = "111233333411222333441122553444112255444677255899667755889966775888996677888999667"
# The Windmill layout shipped in data/layouts/windmill.layout.
WINDMILL = "111112223441112223444152233444452333665555533666758888667759888677799988677799999"
EXTRA = {
    "diagonals": [[rc(i, i) for i in range(1, 10)], [rc(i, 10 - i) for i in range(1, 10)]],
    "windows": [[rc(r0 + i // 3, c0 + i % 3) for i in range(9)]
                for r0 in (2, 6) for c0 in (2, 6)],
    "asterisk": [[rc(2, 5), rc(3, 3), rc(3, 7), rc(5, 2), rc(5, 5), rc(5, 8), rc(7, 3), rc(7, 7), rc(8, 5)]],
    "centre-dot": [[rc(r, c) for r in (2, 5, 8) for c in (2, 5, 8)]],
    "girandola": [[rc(1, 1), rc(1, 9), rc(2, 5), rc(5, 2), rc(5, 5), rc(5, 8), rc(8, 5), rc(9, 1), rc(9, 9)]],
}


def houses(regions, extra):
    hs = [[r * 9 + c for c in range(9)] for r in range(9)]
    hs += [[r * 9 + c for r in range(9)] for c in range(9)]
    hs += boxes(regions)
    hs += EXTRA[extra]
    peers = [set() for _ in range(81)]
    for h in hs:
        for a in h:
            peers[a].update(h)
    for i in range(81):
        peers[i].discard(i)
    return [sorted(p) for p in peers]


def count(grid, peers, limit, rng=None):
    """Solutions of grid (list of 81 ints, 0 blank) up to limit; fills grid with the first when rng."""
    found = []

    def options(i):
        used = {grid[p] for p in peers[i]}
        return [d for d in range(1, 10) if d not in used]

    def go():
        best, best_opts = -1, None
        for i in range(81):
            if grid[i] == 0:
                o = options(i)
                if best_opts is None or len(o) < len(best_opts):
                    best, best_opts = i, o
                    if len(o) <= 1:
                        break
        if best < 0:
            found.append(list(grid))
            return len(found) >= limit
        if rng is not None:
            rng.shuffle(best_opts)
        for d in best_opts:
            grid[best] = d
            if go():
                grid[best] = 0
                return True
            grid[best] = 0
        return False

    go()
    return found


def make(name, regions, extra, rng, max_holes=81):
    peers = houses(regions, extra)
    solution = count([0] * 81, peers, 1, rng)[0]
    puzzle = list(solution)
    order = list(range(81))
    rng.shuffle(order)
    # The brute force is slow on jigsaw layouts: there, fewer holes are tried.
    for i in order[:max_holes]:
        keep = puzzle[i]
        puzzle[i] = 0
        if len(count(list(puzzle), peers, 2)) != 1:
            puzzle[i] = keep
    text = lambda g: "".join(str(d) if d else "." for d in g)
    return f"{name}:{text(puzzle)}:{text(solution)}"


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 23)
    if len(sys.argv) > 2 and sys.argv[2] == "windmill":
        print(make("windmill+diagonals", WINDMILL, "diagonals", rng, 55))
        return
    if len(sys.argv) < 3 or sys.argv[2] != "jigsaw":
        for extra in ("diagonals", "windows"):
            for n in range(3):
                print(make(extra, STANDARD, extra, rng))
        for extra in ("asterisk", "centre-dot", "girandola"):
            print(make(extra, STANDARD, extra, rng))
        return
    for n in range(2):
        print(make("diagonal+diagonals", DIAGONAL, "diagonals", rng, 55))


main()
