#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks data/<app id>.mime.xml, the puzzle file types.

Debian installs no schema for shared-mime-info XML, so the file is checked the way the
desktop uses it: read as XML, compiled with update-mime-database into a scratch database (any
message it prints fails the test: it exits 0 even when it cannot parse the file), then asked,
through `gio info`, what type it gives to sample files, by name and by content. The names must
not clash with the types the system already defines.

Usage: check-mime.py MIME_XML [--update-mime-database PATH] [--gio PATH]
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

NS = '{http://www.freedesktop.org/standards/shared-mime-info}'

OURS = {
    'application/x-sudoku': '*.sudoku',
    'text/x-sadman-sudoku': '*.sdk',
    'text/x-simple-sudoku': '*.ss',
    'text/x-sudoku-collection': '*.sdm',
}

# What the shared-mime-info specification allows inside <mime-type>, and as a <match> type.
MIME_TYPE_ELEMENTS = ['comment', 'acronym', 'expanded-acronym', 'icon', 'generic-icon', 'glob',
                      'glob-deleteall', 'magic', 'magic-deleteall', 'treemagic', 'root-XML',
                      'alias', 'sub-class-of']
MATCH_TYPES = ['string', 'host16', 'host32', 'big16', 'big32', 'little16', 'little32', 'byte']

# Globs the system database may already give to another type. Ours must weigh less there, and
# the other type must keep the files that do not look like puzzles.
SHARED_GLOBS = {'*.ss': 'text/x-scheme'}

KEY_FILE = '[Sudoku]\nVersion=1\nGivens=' + '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n'
SIMPLE_SUDOKU = ('*-----------*\n'
                 '|.8.|.3.|.5.|\n|3..|5..|..1|\n|..5|.2.|3..|\n'
                 '|---+---+---|\n'
                 '|...|4.1|.6.|\n|4.9|...|1.3|\n|.7.|6.3|...|\n'
                 '|---+---+---|\n'
                 '|..6|.4.|7..|\n|9..|..7|..4|\n|.4.|.5.|.2.|\n'
                 '*-----------*\n')
SIMPLE_SUDOKU_PLAIN = '.8.|.3.|.5.\n3..|5..|..1\n..5|.2.|3..\n-----------\n...|4.1|.6.\n'
SADMAN = '#AExample\n.8..3..5.\n3..5....1\n..5.2.3..\n'
COLLECTION = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n'

# (file name, contents, expected type, why)
SAMPLES = [
    ('puzzle.sudoku', KEY_FILE, 'application/x-sudoku', 'by name'),
    ('renamed.sudoku', 'not a key file at all\n', 'application/x-sudoku', 'by name, whatever it holds'),
    ('saved-puzzle', KEY_FILE, 'application/x-sudoku', 'by content: [Sudoku] at offset 0'),
    ('with-bom', '\ufeff' + KEY_FILE, 'application/x-sudoku', 'by content: [Sudoku] after a BOM'),
    ('puzzle.sdk', SADMAN, 'text/x-sadman-sudoku', 'by name'),
    ('puzzles.sdm', COLLECTION, 'text/x-sudoku-collection', 'by name'),
    ('puzzle.ss', SIMPLE_SUDOKU, 'text/x-simple-sudoku', 'by name and bordered grid'),
    ('plain.ss', SIMPLE_SUDOKU_PLAIN, 'text/x-simple-sudoku', 'by name and unbordered grid'),
    ('bordered-grid', SIMPLE_SUDOKU, 'text/x-simple-sudoku', 'by content: bordered grid'),
    ('notes', 'Sudoku notes\n[Sudoku] starts a native file\n', 'text/plain',
     'by content: [Sudoku], but not on the first line'),
]
SCHEME_SAMPLE = ('program.ss', '(define (square x)\n  (* x x))\n', 'text/x-scheme',
                 'Scheme source keeps its type')


def fail(message):
    print('FAIL: ' + message, file=sys.stderr)
    return 1


# The name meson installs the file under (data/meson.build), in $datadir/mime/packages.
INSTALLED_NAME = 'io.github.sudoku_solver.SudokuSolver.xml'


def system_packages(data_dirs):
    """Yields (path, root) of every shared-mime-info package the system has."""
    for data_dir in data_dirs:
        packages = os.path.join(data_dir, 'mime', 'packages')
        if not os.path.isdir(packages):
            continue
        for name in sorted(os.listdir(packages)):
            if name.endswith('.xml'):
                path = os.path.join(packages, name)
                try:
                    yield path, ET.parse(path).getroot()
                except ET.ParseError:
                    continue


def check_xml(path):
    """The structure of our file; returns a list of problems."""
    problems = []
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        return ['{}: not well-formed XML: {}'.format(path, e)]
    if root.tag != NS + 'mime-info':
        return ['{}: the root is <{}>, not <mime-info> in the shared-mime-info namespace'.format(path, root.tag)]
    found = {}
    for child in root:
        if child.tag != NS + 'mime-type':
            problems.append('unknown element <{}> in <mime-info>'.format(child.tag))
    for t in root.findall(NS + 'mime-type'):
        name = t.get('type')
        found[name] = t
        # update-mime-database skips what it does not know without a word, so look here.
        for child in t:
            if child.tag not in [NS + e for e in MIME_TYPE_ELEMENTS]:
                problems.append('{}: unknown element <{}>'.format(name, child.tag))
        for match in t.iter(NS + 'match'):
            if match.get('type') not in MATCH_TYPES or match.get('offset') is None or match.get('value') is None:
                problems.append('{}: <match> needs a known type, an offset and a value: {}'.format(
                    name, match.attrib))
        if name not in OURS:
            problems.append('unexpected type {}'.format(name))
            continue
        comments = [c for c in t.findall(NS + 'comment') if c.get('{http://www.w3.org/XML/1998/namespace}lang') is None]
        if len(comments) != 1 or not (comments[0].text or '').strip():
            problems.append('{}: needs exactly one untranslated <comment>'.format(name))
        parents = [s.get('type') for s in t.findall(NS + 'sub-class-of')]
        if parents != ['text/plain']:
            problems.append('{}: sub-class-of is {}, expected text/plain'.format(name, parents))
        globs = [g.get('pattern') for g in t.findall(NS + 'glob')]
        if globs != [OURS[name]]:
            problems.append('{}: globs are {}, expected {}'.format(name, globs, [OURS[name]]))
    for name in OURS:
        if name not in found:
            problems.append('type {} is missing'.format(name))
    magic = found.get('application/x-sudoku')
    if magic is not None:
        values = [m.get('value') for m in magic.iter(NS + 'match') if m.get('offset') == '0']
        if '[Sudoku]' not in values:
            problems.append('application/x-sudoku: no magic match on [Sudoku] at offset 0')
    return problems


def check_clashes(path, data_dirs):
    """Our types must be new, and a glob shared with another type must weigh less."""
    problems = []
    ours = ET.parse(path).getroot()
    our_weights = {}
    for t in ours.findall(NS + 'mime-type'):
        for g in t.findall(NS + 'glob'):
            our_weights[g.get('pattern')] = int(g.get('weight', '50'))
    for other_path, root in system_packages(data_dirs):
        # Our own file, installed by an earlier `meson install`: the same types, not a clash.
        if os.path.basename(other_path) in (os.path.basename(path), INSTALLED_NAME):
            continue
        for t in root.findall(NS + 'mime-type'):
            name = t.get('type')
            aliases = [a.get('type') for a in t.findall(NS + 'alias')]
            for ours_name in OURS:
                if ours_name == name or ours_name in aliases:
                    problems.append('{} is already defined in {}'.format(ours_name, other_path))
            for g in t.findall(NS + 'glob'):
                pattern = g.get('pattern')
                if pattern not in our_weights:
                    continue
                if SHARED_GLOBS.get(pattern) != name:
                    problems.append('{} also belongs to {} ({}), which is not expected'.format(
                        pattern, name, other_path))
                elif our_weights[pattern] >= int(g.get('weight', '50')):
                    problems.append('{} must weigh less than in {} so that {} keeps its files'.format(
                        pattern, other_path, name))
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('mime_xml')
    parser.add_argument('--update-mime-database', default='update-mime-database')
    parser.add_argument('--gio', default='gio')
    args = parser.parse_args()

    problems = check_xml(args.mime_xml)
    if problems:
        for p in problems:
            fail(p)
        return 1

    system_dirs = [d for d in os.environ.get('XDG_DATA_DIRS', '/usr/local/share:/usr/share').split(':') if d]
    problems = check_clashes(args.mime_xml, system_dirs)

    with tempfile.TemporaryDirectory(prefix='sudoku-mime-') as tmp:
        share = os.path.join(tmp, 'share')
        packages = os.path.join(share, 'mime', 'packages')
        os.makedirs(packages)
        os.makedirs(os.path.join(tmp, 'home'))
        os.makedirs(os.path.join(tmp, 'files'))
        shutil.copy(args.mime_xml, os.path.join(packages, INSTALLED_NAME))

        env = dict(os.environ)
        env.update({
            'XDG_DATA_HOME': os.path.join(tmp, 'home'),
            'XDG_DATA_DIRS': ':'.join([share] + system_dirs),
            'GIO_USE_VFS': 'local',
            'GIO_USE_VOLUME_MONITOR': 'unix',
            'LC_ALL': 'C.UTF-8',
        })
        r = subprocess.run([args.update_mime_database, os.path.join(share, 'mime')],
                           env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True)
        if r.returncode != 0 or r.stdout.strip():
            return fail('update-mime-database (exit {}) said:\n{}'.format(r.returncode, r.stdout))
        for name in ['mime.cache', 'magic', 'globs2']:
            if not os.path.isfile(os.path.join(share, 'mime', name)):
                return fail('update-mime-database wrote no ' + name)

        samples = list(SAMPLES)
        has_scheme = any(t.get('type') == 'text/x-scheme'
                         for _, root in system_packages(system_dirs)
                         for t in root.findall(NS + 'mime-type'))
        if has_scheme:
            samples.append(SCHEME_SAMPLE)
        else:
            print('# no text/x-scheme in the system database; not checking *.ss against it')

        for file_name, contents, expected, why in samples:
            path = os.path.join(tmp, 'files', file_name)
            with open(path, 'w', encoding='utf-8') as f:
                f.write(contents)
            r = subprocess.run([args.gio, 'info', '-a', 'standard::content-type', path],
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               universal_newlines=True)
            got = None
            for line in r.stdout.splitlines():
                line = line.strip()
                if line.startswith('standard::content-type:'):
                    got = line.split(':', 3)[-1].strip()
            if r.returncode != 0 or got is None:
                problems.append('gio info {} failed: {}'.format(file_name, r.stderr.strip()))
            elif got != expected:
                problems.append('{} ({}) is {}, expected {}'.format(file_name, why, got, expected))
            else:
                print('ok {} -> {} ({})'.format(file_name, got, why))

    for p in problems:
        fail(p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
