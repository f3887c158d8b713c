#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Brings po/ up to date with the sources: regenerates the template po/sudoku-solver.pot, then
# merges it into every translation of po/LINGUAS (new messages come in empty, changed ones as
# "fuzzy"). Run it whenever a translatable string was added or changed, translate what it
# reports, and commit the po/*.po files. The template itself is not committed (po/.gitignore).
#
# Usage: build-aux/update-translations.sh [BUILDDIR]
#   BUILDDIR   a meson build directory, relative to the source root (default: _build); it is
#              set up first when it does not exist yet.
#
# Two passes make the template:
#   1. meson's own pot target (i18n.gettext, preset glib): the C files, the .ui files, the
#      GSettings schema, the .desktop file and the metainfo, as listed in po/POTFILES.in;
#   2. the names of the shipped layouts, data/layouts/*.layout. They are key files like a
#      .desktop file, read with `xgettext -L Desktop -kName`; they cannot be listed in
#      POTFILES.in, where xgettext would take them for C. The program translates them at run
#      time (g_dgettext in src/io/sudoku-layout-catalog.c).
# Works from any directory. Needs meson, xgettext, msgmerge, msginit and msgfmt (gettext).
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
package=sudoku-solver
builddir=${1:-_build}
case "$builddir" in
  -h|--help) sed -n '4,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
  /*) ;;
  *) builddir=$top/$builddir ;;
esac

cd "$top"
pot=po/$package.pot

if [ ! -f "$builddir/build.ninja" ]; then
  meson setup "$builddir" "$top"
fi

# 1. Everything POTFILES.in lists, with meson's xgettext arguments.
meson compile -C "$builddir" "$package-pot"

# 2. The layout names, joined to the template.
xgettext --from-code=UTF-8 --add-comments -L Desktop -k -kName \
  --join-existing --package-name="$package" -o "$pot" data/layouts/*.layout

# The layout files have no comment next to Name=, so the template gets one here: what the
# name is, and the shape it names (the file's own description, under the SPDX line).
python3 - "$pot" data/layouts/*.layout <<'EOF'
import os
import re
import sys

pot, layouts = sys.argv[1], sys.argv[2:]

def describe(path):
    words = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if not line.startswith('#'):
                break
            text = line.lstrip('#').strip()
            if text and not text.startswith('SPDX-License-Identifier'):
                words.append(text)
    return ' '.join(words)

shapes = {path: describe(path) for path in layouts}
with open(pot, encoding='utf-8') as f:
    entries = f.read().split('\n\n')
for i, entry in enumerate(entries):
    lines = entry.split('\n')
    refs = [ref.rsplit(':', 1)[0] for line in lines if line.startswith('#: ')
            for ref in line[3:].split()]
    mine = [ref for ref in refs if ref in shapes]
    if not mine or any(line.startswith('#. Translators: the name of a jigsaw layout')
                       for line in lines):
        continue
    comment = ['#. Translators: the name of a jigsaw layout']
    comment += ['#. (%s: %s)' % (os.path.basename(ref), shapes[ref]) for ref in mine if shapes[ref]]
    first = next(n for n, line in enumerate(lines) if line.startswith('#: '))
    entries[i] = '\n'.join(lines[:first] + comment + lines[first:])
with open(pot, 'w', encoding='utf-8') as f:
    f.write('\n\n'.join(entries))
EOF

# 3. Every translation of LINGUAS, merged with the new template.
languages=$(sed -e 's/#.*//' po/LINGUAS)
todo=0
for lang in $languages; do
  po=po/$lang.po
  if [ -f "$po" ]; then
    msgmerge --quiet --update --backup=none --previous "$po" "$pot"
  else
    msginit --no-translator --locale="$lang" --input="$pot" --output-file="$po"
  fi
  stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1)
  echo "$po: $stats"
  case "$stats" in *untranslated*|*fuzzy*) todo=1 ;; esac
done

if [ $todo = 1 ]; then
  echo "Now translate the untranslated and fuzzy messages above (remove the fuzzy flag once a"
  echo "message is right; po/README.md has the conventions),"
else
  echo "Every translation is complete."
fi
echo "Check with: meson test -C ${builddir#"$top"/} check-po, then commit po/*.po."
