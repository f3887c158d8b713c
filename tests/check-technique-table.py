#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Holds the documented technique tables to the one table, src/engine/sk-techniques.h.

  (a) src/engine/DESIGN.md's table of techniques has one row per row of the
      header, in its order, with the same id, English name and base rating;
  (b) in the help's technique pages (help/C/technique-*.page), a section title
      that names a technique by its table name followed by a rating,
      "X-Wing (3.2)", gives that technique's rating, and every rating a title
      gives is the base rating of some technique; and every technique but
      search is named by its table name in some section title there, so a
      technique the help does not describe fails.

Reads the source tree only. Usage: check-technique-table.py [--srcdir DIR]"""

import argparse
import glob
import os
import re
import sys

ROW = re.compile(r'^SK_TECHNIQUE \((\w+), "([^"]+)", N_\("([^"]+)"\), (\d+), (\w+), (.+), (\w+), (FIXED|GROWS)\)$')
DESIGN_ROW = re.compile(r'^\| (\d+) \| `([^`]+)` \| ([^|]+?) \| (\d+\.\d) \| ')
TITLE = re.compile(r'<title>(.*?)</title>')
NUMBER = re.compile(r'\b(\d+\.\d)\b')


def read_rows(srcdir):
    rows = []
    with open(os.path.join(srcdir, 'src', 'engine', 'sk-techniques.h'), encoding='utf-8') as f:
        for line in f:
            if line.startswith('SK_TECHNIQUE ('):
                m = ROW.match(line.strip())
                if not m:
                    sys.exit('src/engine/sk-techniques.h: a row this check cannot read: ' + line.strip())
                rows.append({'enum': m.group(1), 'id': m.group(2), 'name': m.group(3),
                             'rating': int(m.group(4))})
    if len(rows) < 40:
        sys.exit('src/engine/sk-techniques.h: only %d rows read' % len(rows))
    return rows


def tenths(text):
    whole, _, tenth = text.partition('.')
    return int(whole) * 10 + int(tenth)


def check_design(srcdir, rows, problems):
    design = []
    with open(os.path.join(srcdir, 'src', 'engine', 'DESIGN.md'), encoding='utf-8') as f:
        for line in f:
            m = DESIGN_ROW.match(line)
            if m:
                design.append((int(m.group(1)), m.group(2), m.group(3).strip(), tenths(m.group(4))))
    if len(design) != len(rows):
        problems.append('src/engine/DESIGN.md has %d technique rows, sk-techniques.h %d'
                        % (len(design), len(rows)))
    for i, (row, doc) in enumerate(zip(rows, design)):
        number, id_, name, rating = doc
        if number != i + 1:
            problems.append('DESIGN.md row %s: numbered %d, expected %d' % (id_, number, i + 1))
        if (id_, name, rating) != (row['id'], row['name'], row['rating']):
            problems.append('DESIGN.md row %d says %s "%s" %.1f; sk-techniques.h says %s "%s" %.1f'
                            % (i + 1, id_, name, rating / 10, row['id'], row['name'],
                               row['rating'] / 10))


def names_in(title, names):
    """The names @title gives, the longest first: "Finned X-Wing" is not X-Wing's."""
    taken = []
    found = []
    for name in sorted(names, key=len, reverse=True):
        for m in re.finditer(r'(?<![\w-])%s(?![\w-])' % re.escape(name), title):
            if any(a <= m.start() < b for a, b in taken):
                continue
            taken.append((m.start(), m.end()))
            found.append((name, m))
    return found


def check_help(srcdir, rows, problems):
    by_name = {row['name']: row for row in rows}
    ratings = {row['rating'] for row in rows}
    described = set()
    pages = sorted(glob.glob(os.path.join(srcdir, 'help', 'C', 'technique-*.page')))
    if not pages:
        problems.append('help/C has no technique-*.page')
    for page in pages:
        with open(page, encoding='utf-8') as f:
            text = f.read()
        rel = os.path.relpath(page, srcdir)
        for title in TITLE.findall(text):
            for number in NUMBER.findall(title):
                if tenths(number) not in ratings:
                    problems.append('%s: "%s" gives %s, no technique\'s base rating'
                                    % (rel, title, number))
            for name, m in names_in(title, by_name):
                described.add(name)
                rated = re.match(r' \((\d+\.\d)', title[m.end():])
                if rated and tenths(rated.group(1)) != by_name[name]['rating']:
                    problems.append('%s: "%s" rates %s %s; sk-techniques.h says %.1f'
                                    % (rel, title, name, rated.group(1),
                                       by_name[name]['rating'] / 10))
    for row in rows:
        if row['enum'] != 'SEARCH' and row['name'] not in described:
            problems.append('help/C/technique-*.page: no section title names %s (%s)'
                            % (row['name'], row['id']))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--srcdir', default=os.path.join(os.path.dirname(__file__), '..'))
    args = parser.parse_args()
    rows = read_rows(args.srcdir)
    problems = []
    check_design(args.srcdir, rows, problems)
    check_help(args.srcdir, rows, problems)
    print('# %d techniques' % len(rows))
    if problems:
        print('FAIL: the technique table and its documentation disagree', file=sys.stderr)
        for p in problems:
            print('  ' + p, file=sys.stderr)
        print('How to fix it: change src/engine/sk-techniques.h, src/engine/DESIGN.md and the '
              'help page together.', file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
