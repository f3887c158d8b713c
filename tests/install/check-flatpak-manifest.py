#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks build-aux/flatpak/<app id>.json without building it: valid JSON, the app id and
command, a GNOME runtime whose GTK is at least 4.8, the sandbox permissions a GTK window
needs, and a meson module built from this source tree.

Usage: check-flatpak-manifest.py MANIFEST APP_ID
"""

import json
import os
import sys

# GNOME 43 shipped GTK 4.8; every later runtime has a newer one.
MIN_GNOME_RUNTIME = 43
FINISH_ARGS = ['--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri']


def check(manifest, app_id):
    problems = []
    app = manifest.get('app-id', manifest.get('id'))
    if app != app_id:
        problems.append('app-id is {!r}, expected {!r}'.format(app, app_id))
    if manifest.get('command') != 'sudoku-solver':
        problems.append('command is {!r}, expected sudoku-solver'.format(manifest.get('command')))
    if manifest.get('runtime') != 'org.gnome.Platform':
        problems.append('runtime is {!r}, expected org.gnome.Platform'.format(manifest.get('runtime')))
    if manifest.get('sdk') != 'org.gnome.Sdk':
        problems.append('sdk is {!r}, expected org.gnome.Sdk'.format(manifest.get('sdk')))
    version = str(manifest.get('runtime-version', ''))
    if not version.isdigit() or int(version) < MIN_GNOME_RUNTIME:
        problems.append('runtime-version is {!r}, expected a GNOME release >= {} (GTK >= 4.8)'.format(
            version, MIN_GNOME_RUNTIME))

    finish_args = manifest.get('finish-args', [])
    for arg in FINISH_ARGS:
        if arg not in finish_args:
            problems.append('finish-args lacks {}'.format(arg))
    if '--socket=x11' in finish_args:
        problems.append('finish-args has --socket=x11; use --socket=fallback-x11')

    modules = manifest.get('modules', [])
    if not modules or not isinstance(modules[-1], dict):
        problems.append('the last module must be the app, written out as an object')
    else:
        app_module = modules[-1]
        if app_module.get('buildsystem') != 'meson':
            problems.append('the app module builds with {!r}, expected meson'.format(app_module.get('buildsystem')))
        if {'type': 'dir', 'path': '../..'} not in app_module.get('sources', []):
            problems.append('the app module needs the source {"type": "dir", "path": "../.."}')
    return problems


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    path, app_id = sys.argv[1:]
    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print('FAIL: {}: {}'.format(path, e), file=sys.stderr)
        return 1
    if not isinstance(manifest, dict):
        print('FAIL: {}: not a JSON object'.format(path), file=sys.stderr)
        return 1
    if os.path.basename(path) != app_id + '.json':
        print('FAIL: {}: the manifest should be named {}.json'.format(path, app_id), file=sys.stderr)
        return 1
    # The source path is relative to the manifest: it must be the project root.
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(path)), '..', '..'))
    if not os.path.isfile(os.path.join(root, 'meson.build')):
        print('FAIL: {}: ../.. is not the project root'.format(path), file=sys.stderr)
        return 1

    problems = check(manifest, app_id)
    for p in problems:
        print('FAIL: ' + p, file=sys.stderr)
    if not problems:
        print('ok {}'.format(path))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
