#!/usr/bin/env python3
# solo-postscript.py: reads givens, regions and solution off the PostScript Solo prints
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Makes the expected values of solo-expected.txt without decoding a game ID:
#
#   echo 'GAME-ID' | sgt-solo --print 1x1 --with-solutions | ./solo-postscript.py
#
# prints one line: the 81 givens ('.' blank), the 81 region symbols and the
# 81 digits of the solution, all in reading order, and "diagonals" when Solo
# shades both diagonals' cells (an X puzzle: '3x3x', '9jx'). Solo draws page 1 (the
# puzzle) and page 2 (its solution) on a grid of square cells inside a thick
# outer border; a jigsaw region is a thick closed outline, and a cell belongs
# to the outline that holds its centre. A digit belongs to the cell its
# centre is drawn in.

import re
import sys


def pages(text):
    return [p for p in re.split(r'^%%Page: .*$', text, flags=re.M)[1:]]


def polygons(page):
    """Every closed path of the page, as a list of (x, y) points."""
    shapes = []
    for path in re.findall(r'newpath ((?:(?!newpath).)*?)closepath', page, flags=re.S):
        points = [tuple(map(float, m)) for m in
                  re.findall(r'(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?) (?:moveto|lineto)', path)]
        shapes.append(points)
    return shapes


def inside(point, polygon):
    x, y = point
    result = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            result = not result
    return result


def grid_of(page):
    border = polygons(page)[0]
    xs = [p[0] for p in border]
    ys = [p[1] for p in border]
    return min(xs), max(ys), (max(xs) - min(xs)) / 9


def digits(page):
    left, top, cell = grid_of(page)
    cells = ['.'] * 81
    for y, x, digit in re.findall(
            r'2 div (-?\d+) exch sub (-?\d+) exch moveto pop pop\n\((\d)\)', page):
        column = int((float(x) - left) // cell)
        row = int((top - float(y)) // cell)
        assert cells[row * 9 + column] == '.', 'two digits in one cell'
        cells[row * 9 + column] = digit
    return ''.join(cells)


def centres_of(page):
    left, top, cell = grid_of(page)
    return [(left + (c + 0.5) * cell, top - (r + 0.5) * cell)
            for r in range(9) for c in range(9)]


def shaded_cells(page):
    """The cells Solo fills grey one by one: those of the diagonals of an X puzzle."""
    left, top, cell = grid_of(page)
    cells = set()
    for x, y, w in re.findall(r'newpath (-?[\d.]+) (-?[\d.]+) moveto ([\d.]+) 0 rlineto '
                              r'0 -[\d.]+ rlineto -[\d.]+ 0 rlineto closepath\n[\d.]+ setgray fill',
                              page):
        column = int((float(x) + float(w) / 2 - left) // cell)
        row = int((top - float(y) + float(w) / 2) // cell)
        cells.add(row * 9 + column)
    return cells


def regions(page):
    centres = centres_of(page)
    outlines = [p for p in polygons(page)[1:]
                if len(p) > 1 and not all(inside(centre, p) for centre in centres)]
    if not outlines:
        return '111222333' * 3 + '444555666' * 3 + '777888999' * 3
    assert len(outlines) == 9, 'expected nine region outlines, found %d' % len(outlines)
    symbols = ['?'] * 81
    for number, outline in enumerate(outlines):
        for i, centre in enumerate(centres):
            if inside(centre, outline):
                assert symbols[i] == '?', 'a cell inside two outlines'
                symbols[i] = str(number + 1)
    assert '?' not in symbols, 'a cell outside every outline'
    return ''.join(symbols)


def main():
    puzzle, solution = pages(sys.stdin.read())
    words = [digits(puzzle), regions(puzzle), digits(solution)]
    shaded = shaded_cells(puzzle)
    if shaded:
        diagonals = {i * 10 for i in range(9)} | {8 + i * 8 for i in range(9)}
        assert shaded == diagonals, 'shaded cells other than the two diagonals'
        words.append('diagonals')
    print(*words)


if __name__ == '__main__':
    main()
