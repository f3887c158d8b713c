#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the translations in po/ are complete and up to date with the sources.

Three checks, each naming the file and the message at fault:
  (a) every po/LANG.po of po/LINGUAS exists, compiles (msgfmt --check) and has no untranslated
      or fuzzy message (nor a fuzzy header);
  (b) every message of a template generated afresh from the sources, into a scratch directory,
      is in every po/LANG.po: the files POTFILES.in lists, with the xgettext arguments of
      meson's i18n.gettext (preset glib), and the layout names of data/layouts/*.layout, as
      build-aux/update-translations.sh makes it; xgettext must not warn;
  (c) po/POTFILES.in lists only files that exist, in sorted order, and every file under src/
      and data/ that holds translatable strings, unless po/POTFILES.skip names it.

Nothing is written to the source tree. Exits 0 when all is well, 1 with the reasons and how to
fix them, 77 (skipped) when the gettext tools are missing.

Usage: check-po.py [--srcdir DIR] [--xgettext PATH] [--msgfmt PATH]
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

PACKAGE = 'sudoku-solver'

# meson's i18n module, PRESET_ARGS['glib'] (mesonbuild/modules/i18n.py), plus the -k_ its
# gettext script adds. Keep in step with it: the template must be the one meson makes.
GLIB_PRESET = [
    '--from-code=UTF-8',
    '--add-comments',
    '--keyword=_',
    '--keyword=N_',
    '--keyword=C_:1c,2',
    '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2',
    '--keyword=g_dngettext:2,3',
    '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format',
    '--flag=C_:2:pass-c-format',
    '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format',
    '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format',
    '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format',
    '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format',
    '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format',
    '--flag=g_printerr:1:c-format',
    '--flag=g_printf:1:c-format',
    '--flag=g_fprintf:2:c-format',
    '--flag=g_sprintf:2:c-format',
    '--flag=g_snprintf:3:c-format',
    '-k_',
    # po/meson.build's own arguments: the engine's sentence templates.
    '--keyword=SK_N_',
    '--flag=SK_N_:1:pass-c-format',
]

# What makes a file under src/ or data/ hold translatable strings (a marker's own #define does not).
MARKERS = re.compile(r'(?<![A-Za-z0-9_])(?<!#define )(?:_|N_|C_|NC_|Q_|SK_N_|ngettext|g_dngettext|g_dpgettext2)\s*\('
                     r'|translatable="yes"')
ALWAYS_TRANSLATABLE = ('.desktop.in', '.metainfo.xml.in', '.appdata.xml.in', '.gschema.xml')
SCANNED = ('.c', '.h', '.ui', '.xml', '.in')

HOW_TO_FIX = """\
How to fix it:
  1. build-aux/update-translations.sh
     regenerates po/{package}.pot from the sources and merges it into every po/LANG.po:
     new messages come in untranslated, changed ones marked fuzzy.
  2. Translate them in {langs}
     (a text editor, Poedit or GTranslator); check a fuzzy message and remove its
     "#, fuzzy" line. Keep format specifiers (%s, %u, %<PRIu64>), one mnemonic underscore per
     label, and command-line names and values as they are.
  3. Check: meson test -C BUILDDIR check-po
  4. Commit po/*.po (and po/POTFILES.in if you changed it). The .pot is not committed."""

POTFILES_HOW_TO_FIX = """\
How to fix it: list every source file with translatable strings in po/POTFILES.in, one path
per line relative to the source root, in sorted order (LC_ALL=C sort), with no file that does
not exist; a file whose marked strings must not be translated goes in po/POTFILES.skip instead.
Then run build-aux/update-translations.sh, translate the new messages in po/*.po and commit."""


class Entry:
    def __init__(self, line):
        self.line = line
        self.flags = set()
        self.refs = []
        self.obsolete = False
        self.msgctxt = None
        self.msgid = None
        self.msgid_plural = None
        self.msgstr = {}

    @property
    def key(self):
        return (self.msgctxt, self.msgid, self.msgid_plural)

    def describe(self):
        text = unescape(self.msgid)
        if len(text) > 70:
            text = text[:67] + '...'
        where = ' (%s)' % ' '.join(self.refs[:2]) if self.refs else ''
        context = '[%s] ' % unescape(self.msgctxt) if self.msgctxt is not None else ''
        return '%s"%s"%s' % (context, text, where)


def unescape(s):
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), s or '')


def parse_po(path):
    """The entries of a PO file, msgid etc. kept as escaped text (xgettext and msgmerge escape
    alike, so equal messages compare equal)."""
    entries = []
    entry = None
    field = None
    with open(path, encoding='utf-8') as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip('\n')
            obsolete = line.startswith('#~')
            if obsolete:
                line = line[2:].lstrip()
            if not line.strip():
                entry, field = None, None
                continue
            if entry is None:
                entry = Entry(number)
                entries.append(entry)
            if obsolete:
                entry.obsolete = True
            if line.startswith('#,'):
                entry.flags.update(flag.strip() for flag in line[2:].split(','))
            elif line.startswith('#:'):
                entry.refs.extend(line[2:].split())
            elif line.startswith('#'):
                continue
            elif line.startswith('"'):
                if field is None:
                    raise ValueError('%s:%d: a string continues nothing' % (path, number))
                append(entry, field, line)
            else:
                m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$', line)
                if not m:
                    raise ValueError('%s:%d: cannot read: %s' % (path, number, line))
                field = m.group(1)
                if field.startswith('msgstr'):
                    field = ('msgstr', int(m.group(2) or 0))
                start(entry, field)
                append(entry, field, m.group(3))
    return [e for e in entries if e.msgid is not None]


def start(entry, field):
    if isinstance(field, tuple):
        entry.msgstr[field[1]] = ''
    else:
        setattr(entry, field, '')


def append(entry, field, quoted):
    text = quoted.strip()[1:-1]
    if isinstance(field, tuple):
        entry.msgstr[field[1]] += text
    else:
        setattr(entry, field, getattr(entry, field) + text)


def read_list(path):
    """Lines of LINGUAS, POTFILES.in or POTFILES.skip without comments and blank lines."""
    items = []
    if os.path.exists(path):
        with open(path, encoding='utf-8') as f:
            for number, line in enumerate(f, 1):
                line = line.split('#', 1)[0].strip()
                if line:
                    items.append((number, line))
    return items


def check_potfiles(srcdir, failures):
    """(c) POTFILES.in: every listed file exists, the list is sorted, and nothing is missing."""
    potfiles = read_list(os.path.join(srcdir, 'po', 'POTFILES.in'))
    skipped = {path for _, path in read_list(os.path.join(srcdir, 'po', 'POTFILES.skip'))}
    listed = [path for _, path in potfiles]
    problems = []

    for number, path in potfiles:
        if not os.path.isfile(os.path.join(srcdir, path)):
            problems.append('po/POTFILES.in:%d: %s does not exist' % (number, path))
    for (number, path), (_, following) in zip(potfiles, potfiles[1:]):
        if following.encode() <= path.encode():
            problems.append('po/POTFILES.in:%d: %s is not in sorted order (after %s)'
                            % (number + 1, following, path))
            break

    for top in ('src', 'data'):
        for dirpath, dirnames, filenames in os.walk(os.path.join(srcdir, top)):
            dirnames.sort()
            for name in sorted(filenames):
                path = os.path.relpath(os.path.join(dirpath, name), srcdir).replace(os.sep, '/')
                if path in listed or path in skipped or not name.endswith(SCANNED):
                    continue
                if name.endswith(ALWAYS_TRANSLATABLE):
                    problems.append('%s has translatable strings but is not in po/POTFILES.in'
                                    % path)
                    continue
                try:
                    with open(os.path.join(srcdir, path), encoding='utf-8') as f:
                        text = f.read()
                except (UnicodeDecodeError, OSError):
                    continue
                m = MARKERS.search(text)
                if m:
                    line = text.count('\n', 0, m.start()) + 1
                    problems.append('%s:%d: marks a string for translation (%s) but is not in '
                                    'po/POTFILES.in' % (path, line, m.group(0)))
    if problems:
        failures.append(('po/POTFILES.in is not right', problems, POTFILES_HOW_TO_FIX))
    return listed


def make_template(srcdir, tmp, xgettext, failures):
    """(b) The template as build-aux/update-translations.sh makes it, in tmp."""
    pot = os.path.join(tmp, PACKAGE + '.pot')
    listfile = os.path.join(srcdir, 'po', 'POTFILES.in')
    commands = [
        [xgettext, '--package-name=' + PACKAGE, '-f', listfile, '-D', srcdir, '-o', pot]
        + GLIB_PRESET,
        [xgettext, '--from-code=UTF-8', '--add-comments', '-L', 'Desktop', '-k', '-kName',
         '--join-existing', '--package-name=' + PACKAGE, '-o', pot]
        + sorted(os.path.relpath(p, srcdir)
                 for p in glob.glob(os.path.join(srcdir, 'data', 'layouts', '*.layout'))),
    ]
    warnings = []
    for command in commands:
        r = subprocess.run(command, cwd=srcdir, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
        if r.returncode != 0:
            failures.append(('xgettext cannot make the template from %s'
                             % ('po/POTFILES.in' if command is commands[0] else 'data/layouts'),
                             r.stderr.strip().splitlines(), POTFILES_HOW_TO_FIX))
            return None
        warnings += [line for line in r.stderr.splitlines() if line.strip()]
    if warnings:
        failures.append(('xgettext warns about the sources', warnings,
                         'How to fix it: correct the marked string it names (a format macro such '
                         'as G_GUINT64_FORMAT\ncannot be read by xgettext: use PRIu64 from '
                         '<inttypes.h>), then run build-aux/update-translations.sh,\ntranslate '
                         'and commit po/*.po.'))
    return pot


def check_po(srcdir, lang, msgfmt, template, failures, langs_text):
    path = os.path.join(srcdir, 'po', lang + '.po')
    name = 'po/%s.po' % lang
    how = HOW_TO_FIX.format(package=PACKAGE, langs=langs_text)
    if not os.path.isfile(path):
        failures.append(('%s is missing: %s is in po/LINGUAS' % (name, lang), [], how))
        return

    # (a) It compiles, with the checks msgfmt can make (formats, plural forms, header).
    r = subprocess.run([msgfmt, '--check', '--statistics', '-o', os.devnull, path],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    output = r.stdout.strip()
    print('# %s: %s' % (name, output.splitlines()[-1] if output else ''))
    if r.returncode != 0:
        failures.append(('msgfmt --check fails on %s' % name, output.splitlines(), how))
    elif 'untranslated' in output or 'fuzzy' in output:
        failures.append(('%s is not complete: %s' % (name, output.splitlines()[-1]), [], how))

    try:
        entries = parse_po(path)
    except (ValueError, UnicodeDecodeError) as e:
        failures.append(('%s cannot be read' % name, [str(e)], how))
        return

    problems = []
    for entry in entries:
        if entry.obsolete:
            continue
        if entry.msgid == '':
            if 'fuzzy' in entry.flags:
                problems.append('%s:%d: the header is fuzzy (msgfmt ignores it, and its '
                                'Plural-Forms with it)' % (name, entry.line))
            continue
        if 'fuzzy' in entry.flags:
            problems.append('%s:%d: fuzzy: %s' % (name, entry.line, entry.describe()))
        elif not entry.msgstr or any(text == '' for text in entry.msgstr.values()):
            problems.append('%s:%d: untranslated: %s' % (name, entry.line, entry.describe()))
    if problems:
        failures.append(('%s has messages to translate' % name, problems, how))

    # (b) Nothing of the fresh template is missing.
    if template is not None:
        have = {entry.key for entry in entries if not entry.obsolete}
        missing = ['not in %s: %s' % (name, entry.describe())
                   for entry in template if entry.msgid != '' and entry.key not in have]
        if missing:
            failures.append(('%s is not up to date with the sources: %d message%s missing'
                             % (name, len(missing), '' if len(missing) == 1 else 's'),
                             missing, how))
        wanted = {entry.key for entry in template}
        stale = [entry for entry in entries
                 if not entry.obsolete and entry.msgid != '' and entry.key not in wanted]
        for entry in stale:
            print('# note: %s:%d: no longer in the sources (build-aux/update-translations.sh '
                  'makes it obsolete): %s' % (name, entry.line, entry.describe()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--srcdir', default=os.path.join(os.path.dirname(__file__), '..'))
    parser.add_argument('--xgettext', default=shutil.which('xgettext'))
    parser.add_argument('--msgfmt', default=shutil.which('msgfmt'))
    args = parser.parse_args()
    srcdir = os.path.abspath(args.srcdir)

    if not args.xgettext or not args.msgfmt:
        print('# SKIP: xgettext and msgfmt (Debian: gettext) are needed')
        return 77

    failures = []
    langs = [lang for _, line in read_list(os.path.join(srcdir, 'po', 'LINGUAS'))
             for lang in line.split()]
    langs_text = ', '.join('po/%s.po' % lang for lang in langs) or 'po/LANG.po'
    check_potfiles(srcdir, failures)

    for path in sorted(glob.glob(os.path.join(srcdir, 'po', '*.po'))):
        lang = os.path.basename(path)[:-3]
        if lang not in langs:
            failures.append(('po/%s.po is not in po/LINGUAS, so it is neither built nor '
                             'installed' % lang, [], 'How to fix it: add "%s" to po/LINGUAS.'
                             % lang))

    with tempfile.TemporaryDirectory(prefix='check-po-') as tmp:
        pot = make_template(srcdir, tmp, args.xgettext, failures)
        template = parse_po(pot) if pot else None
        if template is not None:
            print('# fresh template: %d messages' % (len(template) - 1))
        for lang in langs:
            check_po(srcdir, lang, args.msgfmt, template, failures, langs_text)

    if not langs:
        failures.append(('po/LINGUAS lists no language', [], 'How to fix it: list de, fr and he.'))

    for title, problems, how in failures:
        print('\nFAIL: ' + title, file=sys.stderr)
        for problem in problems[:40]:
            print('  ' + problem, file=sys.stderr)
        if len(problems) > 40:
            print('  ... and %d more' % (len(problems) - 40), file=sys.stderr)
    if failures:
        # One way to fix them all, said once.
        seen = []
        for _, _, how in failures:
            if how not in seen:
                seen.append(how)
        print('\n' + '\n\n'.join(seen), file=sys.stderr)
        return 1
    print('# all %d translations complete and up to date' % len(langs))
    return 0


if __name__ == '__main__':
    sys.exit(main())
