#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Holds the man page sudoku-solve(1) to the program's own --help, so that neither drifts.

  (a) every option `sudoku-solve --help` lists, in its short and long forms and with its
      argument ("-o, --output=FORMAT"), is the tag of a .TP entry in the page's OPTIONS section,
      and every such tag is an option of --help, written the same way;
  (b) every other option the page mentions anywhere (--layout=random in a sentence, the
      examples) is one that --help knows;
  (c) the version in the page's .TH line is the one `sudoku-solve --version` prints;
  (d) with groff given, the page renders with no warning at all (groff -ww).

Exits 0 when all is well, 1 with each difference named.

Usage: check-man-page.py SUDOKU_SOLVE MAN_PAGE [--groff PATH]
"""

import argparse
import os
import re
import shlex
import subprocess
import sys

# The man(7) font macros: the first two join their arguments with spaces, the others
# alternate fonts and join them with nothing between.
SPACED_MACROS = {'B', 'I'}
ALTERNATING_MACROS = {'BI', 'BR', 'IB', 'IR', 'RB', 'RI'}


def run_program(argv):
    # A fixed locale: the arguments' names (FILE|NAME, N) are translated.
    env = dict(os.environ, LC_ALL='C.UTF-8')
    env.pop('LANGUAGE', None)
    r = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                       universal_newlines=True)
    if r.returncode != 0:
        sys.exit('{} exited with {}:\n{}'.format(' '.join(argv), r.returncode, r.stderr))
    return r.stdout


def help_options(help_text):
    """The option column of --help: "-o, --output=FORMAT", "--count", ..."""
    options = []
    in_options = False
    for line in help_text.splitlines():
        if line.endswith('Options:'):
            in_options = True
            continue
        if not line.strip():
            in_options = False
            continue
        if in_options:
            m = re.match(r'\s+(-\w, )?--[\w-]+(=\S+)?(?=\s|$)', line)
            if m is None:
                sys.exit('cannot read the option line of --help: ' + repr(line))
            options.append(m.group(0).strip())
    return options


def plain_text(roff_line):
    """A line of roff as text: font macros applied (other macros dropped, their arguments
    kept), escapes for fonts and hyphens removed."""
    if roff_line.startswith('.'):
        macro, _, rest = roff_line[1:].partition(' ')
        args = shlex.split(rest.replace('\\', '\\\\'))
        if macro in SPACED_MACROS:
            roff_line = ' '.join(args)
        elif macro in ALTERNATING_MACROS:
            roff_line = ''.join(args)
        else:
            roff_line = rest
    text = re.sub(r'\\f(\[[^]]*\]|\(..|.)', '', roff_line)
    return text.replace('\\-', '-').replace('\\&', '').replace('\\e', '\\')


def page_sections(page):
    """Each .SH section's name and its lines."""
    sections = {}
    name = None
    for line in page.splitlines():
        if line.startswith('.SH '):
            name = line[4:].strip().strip('"')
            sections[name] = []
        elif name is not None:
            sections[name].append(line)
    return sections


def option_tags(lines):
    """The tag of every .TP entry: the line after .TP, as text."""
    tags = []
    for i, line in enumerate(lines):
        if line.strip() == '.TP' and i + 1 < len(lines):
            tags.append(plain_text(lines[i + 1]))
    return tags


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('sudoku_solve')
    parser.add_argument('man_page')
    parser.add_argument('--groff', default='')
    args = parser.parse_args()
    problems = []

    with open(args.man_page, encoding='utf-8') as f:
        page = f.read()
    sections = page_sections(page)
    if 'OPTIONS' not in sections:
        sys.exit('{}: no .SH OPTIONS section'.format(args.man_page))

    # (a) --help and the OPTIONS section, entry by entry.
    listed = help_options(run_program([args.sudoku_solve, '--help']))
    if len(listed) < 20:
        sys.exit('--help lists only {} options: {}'.format(len(listed), listed))
    documented = option_tags(sections['OPTIONS'])
    for option in listed:
        if option not in documented:
            problems.append('--help lists "{}", which has no .TP entry under OPTIONS in {}'
                            .format(option, args.man_page))
    for tag in documented:
        if tag not in listed:
            problems.append('{} documents "{}" under OPTIONS, which --help does not list'
                            .format(args.man_page, tag))
    for tag in set(documented):
        if documented.count(tag) > 1:
            problems.append('{} documents "{}" {} times'.format(args.man_page, tag,
                                                                documented.count(tag)))

    # (b) every option the page names anywhere.
    long_names = {re.search(r'--[\w-]+', option).group(0) for option in listed}
    for number, line in enumerate(page.splitlines(), 1):
        if line.startswith('.\\"'):
            continue
        for name in re.findall(r'(?<![\w-])--[a-z][\w-]*', plain_text(line)):
            if name not in long_names:
                problems.append('{}:{}: {} is not an option of --help'
                                .format(args.man_page, number, name))

    # (c) the version.
    version = run_program([args.sudoku_solve, '--version']).split()[-1]
    th = re.search(r'^\.TH .*$', page, re.MULTILINE)
    if th is None or version not in shlex.split(th.group(0))[4:5][0].split():
        problems.append('{}: the .TH line does not give version {}: {}'
                        .format(args.man_page, version, th.group(0) if th else 'no .TH'))

    # (d) rendering.
    if args.groff:
        r = subprocess.run([args.groff, '-man', '-Tutf8', '-ww', '-z', args.man_page],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True)
        if r.returncode != 0 or r.stdout.strip():
            problems.append('groff -man -ww warns about {} (exit {}):\n{}'
                            .format(args.man_page, r.returncode, r.stdout.rstrip()))
        else:
            print('ok: groff renders {} with no warning'.format(args.man_page))
    else:
        print('# groff not given: rendering not checked')

    for problem in problems:
        print('FAIL: ' + problem, file=sys.stderr)
    if problems:
        return 1
    print('ok: the {} options of --help are the {} entries of OPTIONS; version {}'
          .format(len(listed), len(documented), version))
    return 0


if __name__ == '__main__':
    sys.exit(main())
