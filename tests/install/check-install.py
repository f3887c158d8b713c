#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Installs the build into a scratch DESTDIR and checks that everything the desktop looks
for is there: both programs, the man page of sudoku-solve, the .desktop file, the metainfo,
both icons, the settings schema, the MIME types, every shipped layout and example puzzle, the
help pages and their figures (where F1 looks: share/help/C/PACKAGE/index.page), and a .mo file
for each language of po/LINGUAS. It also checks that these files agree with each other (the
desktop file's program, icon and MIME types exist; the metainfo launches that desktop file and
provides those programs).

It runs inside `meson test`, so it installs with --no-rebuild: build the whole tree first
(`meson compile -C BUILDDIR`).
"""

import argparse
import configparser
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

MIME_NS = '{http://www.freedesktop.org/standards/shared-mime-info}'
SVG_NS = '{http://www.w3.org/2000/svg}'


class Checker:
    def __init__(self):
        self.problems = []

    def fail(self, message):
        self.problems.append(message)
        print('FAIL: ' + message, file=sys.stderr)

    def file(self, path, what, executable=False):
        if not os.path.isfile(path):
            self.fail('{} is not installed: {}'.format(what, path))
            return False
        if os.path.getsize(path) == 0:
            self.fail('{} is empty: {}'.format(what, path))
            return False
        if executable and not os.access(path, os.X_OK):
            self.fail('{} is not executable: {}'.format(what, path))
            return False
        print('ok {}: {}'.format(what, path))
        return True

    def same_files(self, installed_dir, source_dir, suffix, what, only_suffix=False):
        """Every file of source_dir ending in suffix is installed, and nothing else (nothing else
        ending in suffix, with only_suffix)."""
        expected = sorted(f for f in os.listdir(source_dir) if f.endswith(suffix))
        installed = sorted(os.listdir(installed_dir)) if os.path.isdir(installed_dir) else []
        if only_suffix:
            installed = [f for f in installed if f.endswith(suffix)]
        missing = [f for f in expected if f not in installed]
        extra = [f for f in installed if f not in expected]
        if missing:
            self.fail('{} not installed: {}'.format(what, ', '.join(missing)))
        if extra:
            self.fail('{}: unexpected files in {}: {}'.format(what, installed_dir, ', '.join(extra)))
        if not expected:
            self.fail('{}: none in {}'.format(what, source_dir))
        if not missing and not extra and expected:
            print('ok {} {}: {}'.format(len(installed), what, installed_dir))


def read_linguas(path):
    languages = []
    if os.path.isfile(path):
        with open(path, encoding='utf-8') as f:
            for line in f:
                line = line.split('#', 1)[0]
                languages.extend(line.split())
    return languages


def run(argv, check, silent=False):
    """Runs a validator; it fails the check when it fails, or, if silent, when it says anything."""
    r = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if r.returncode != 0 or (silent and r.stdout.strip()):
        check.fail('{} exited with {}:\n{}'.format(' '.join(argv), r.returncode, r.stdout))
        return False
    if r.stdout.strip():
        print(r.stdout.rstrip())
    print('ok ' + ' '.join(argv))
    return True


def main():
    parser = argparse.ArgumentParser()
    for option in ['meson', 'builddir', 'srcdir', 'app-id', 'package', 'prefix', 'bindir',
                   'datadir', 'localedir', 'mandir']:
        parser.add_argument('--' + option, required=True)
    parser.add_argument('--appstreamcli', default='')
    parser.add_argument('--desktop-file-validate', default='')
    args = parser.parse_args()
    check = Checker()
    app_id = args.app_id

    with tempfile.TemporaryDirectory(prefix='sudoku-install-') as destdir:
        env = dict(os.environ)
        env.pop('DESTDIR', None)
        r = subprocess.run([args.meson, 'install', '-C', args.builddir, '--destdir', destdir,
                            '--no-rebuild', '--quiet'],
                           env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True)
        if r.returncode != 0:
            print(r.stdout, file=sys.stderr)
            print('FAIL: meson install exited with {}. It does not rebuild: build the whole tree '
                  'first (meson compile -C {}).'.format(r.returncode, args.builddir), file=sys.stderr)
            return 1

        prefix = os.path.join(destdir, os.path.relpath(args.prefix, '/'))

        def under(option):
            # meson's directory options are relative to the prefix, or absolute.
            path = option if os.path.isabs(option) else os.path.join(args.prefix, option)
            return os.path.join(destdir, os.path.relpath(path, '/'))

        bindir, datadir, localedir = under(args.bindir), under(args.datadir), under(args.localedir)
        mandir = under(args.mandir)

        # The programs.
        for program in ['sudoku-solver', 'sudoku-solve']:
            check.file(os.path.join(bindir, program), 'program ' + program, executable=True)

        # The command-line solver's manual, where man(1) looks.
        check.file(os.path.join(mandir, 'man1', 'sudoku-solve.1'), 'man page sudoku-solve(1)')

        # What the desktop reads.
        desktop = os.path.join(datadir, 'applications', app_id + '.desktop')
        metainfo = os.path.join(datadir, 'metainfo', app_id + '.metainfo.xml')
        icon = os.path.join(datadir, 'icons', 'hicolor', 'scalable', 'apps', app_id + '.svg')
        symbolic = os.path.join(datadir, 'icons', 'hicolor', 'symbolic', 'apps', app_id + '-symbolic.svg')
        schema = os.path.join(datadir, 'glib-2.0', 'schemas', app_id + '.gschema.xml')
        mime = os.path.join(datadir, 'mime', 'packages', app_id + '.xml')
        have_desktop = check.file(desktop, 'desktop file')
        have_metainfo = check.file(metainfo, 'metainfo')
        have_icon = check.file(icon, 'application icon')
        have_symbolic = check.file(symbolic, 'symbolic icon')
        check.file(schema, 'settings schema')
        have_mime = check.file(mime, 'MIME types')

        # The shipped layouts and their example puzzles.
        pkgdatadir = os.path.join(datadir, args.package)
        check.same_files(os.path.join(pkgdatadir, 'layouts'),
                         os.path.join(args.srcdir, 'data', 'layouts'), '.layout', 'layouts')
        check.same_files(os.path.join(pkgdatadir, 'puzzles'),
                         os.path.join(args.srcdir, 'data', 'puzzles'), ('.txt', '.sudoku'),
                         'example puzzles')

        # The help: every page and figure of help/C, where help:PACKAGE finds them.
        helpdir = os.path.join(datadir, 'help', 'C', args.package)
        check.file(os.path.join(helpdir, 'index.page'), 'help index')
        check.same_files(helpdir, os.path.join(args.srcdir, 'help', 'C'), '.page', 'help pages',
                         only_suffix=True)
        check.same_files(os.path.join(helpdir, 'figures'),
                         os.path.join(args.srcdir, 'help', 'C', 'figures'), '.png', 'help figures')

        # The translations.
        languages = read_linguas(os.path.join(args.srcdir, 'po', 'LINGUAS'))
        for lang in languages:
            check.file(os.path.join(localedir, lang, 'LC_MESSAGES', args.package + '.mo'),
                       'translation ' + lang)
        if not languages:
            print('# po/LINGUAS is empty: no translations to check')

        # The icons are SVG the theme can load; the symbolic one is drawn on 16x16.
        for path, have in [(icon, have_icon), (symbolic, have_symbolic)]:
            if not have:
                continue
            try:
                root = ET.parse(path).getroot()
            except ET.ParseError as e:
                check.fail('{}: not well-formed: {}'.format(path, e))
                continue
            if root.tag != SVG_NS + 'svg':
                check.fail('{}: not an SVG document'.format(path))
            elif path == symbolic and root.get('viewBox') != '0 0 16 16':
                check.fail('{}: a symbolic icon has the viewBox 0 0 16 16, not {}'.format(
                    path, root.get('viewBox')))

        # The files agree with each other.
        mime_types = set()
        if have_mime:
            try:
                mime_types = {t.get('type') for t in ET.parse(mime).getroot().iter(MIME_NS + 'mime-type')}
            except ET.ParseError as e:
                check.fail('{}: not well-formed: {}'.format(mime, e))
        if have_desktop:
            entry = configparser.RawConfigParser(interpolation=None, strict=False)
            entry.optionxform = str
            entry.read(desktop, encoding='utf-8')
            group = entry['Desktop Entry'] if entry.has_section('Desktop Entry') else {}
            exec_line = group.get('Exec', '').split()
            if not exec_line or not os.path.isfile(os.path.join(bindir, exec_line[0])):
                check.fail('desktop file: Exec={} is not an installed program'.format(group.get('Exec')))
            if group.get('Icon') != app_id:
                check.fail('desktop file: Icon={}, expected {}'.format(group.get('Icon'), app_id))
            if 'DBusActivatable' in group:
                check.fail('desktop file: DBusActivatable is set, but the program is not D-Bus activatable')
            listed = [m for m in group.get('MimeType', '').split(';') if m]
            if not listed:
                check.fail('desktop file: no MimeType')
            for m in listed:
                if m not in mime_types:
                    check.fail('desktop file: MimeType {} is not in {}'.format(m, mime))
            for m in mime_types:
                if m not in listed:
                    check.fail('desktop file: MimeType lacks {}'.format(m))
        if have_metainfo:
            try:
                component = ET.parse(metainfo).getroot()
            except ET.ParseError as e:
                check.fail('{}: not well-formed: {}'.format(metainfo, e))
                component = None
            if component is not None:
                if component.findtext('id') != app_id:
                    check.fail('metainfo: id is {}, expected {}'.format(component.findtext('id'), app_id))
                launchable = component.findtext('launchable')
                if launchable != os.path.basename(desktop):
                    check.fail('metainfo: launchable is {}, expected {}'.format(
                        launchable, os.path.basename(desktop)))
                for binary in component.iterfind('provides/binary'):
                    if not os.path.isfile(os.path.join(bindir, binary.text or '')):
                        check.fail('metainfo: provides binary {}, which is not installed'.format(binary.text))
                for mediatype in component.iterfind('provides/mediatype'):
                    if mediatype.text not in mime_types:
                        check.fail('metainfo: provides mediatype {}, which is not in {}'.format(
                            mediatype.text, mime))

        # The installed copies, once more through the validators; here even a hint of
        # desktop-file-validate fails (a missing main category, say, is only a hint).
        if have_desktop and args.desktop_file_validate:
            run([args.desktop_file_validate, desktop], check, silent=True)
        if have_metainfo and have_desktop and args.appstreamcli:
            run([args.appstreamcli, 'validate-tree', '--no-net', prefix], check)

    return 1 if check.problems else 0


if __name__ == '__main__':
    sys.exit(main())
