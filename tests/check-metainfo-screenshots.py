#!/usr/bin/env python3
# check-metainfo-screenshots.py: every screenshot the metainfo names is in data/screenshots,
# at the size it states
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Software centres show the metainfo's screenshots from their URLs on the main branch, sized by
# its width and height: a renamed or retaken picture must be named and sized there too.
#
#   check-metainfo-screenshots.py METAINFO SCREENSHOTS-DIR

import os
import struct
import sys
import xml.etree.ElementTree as ET


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ValueError(f"{path}: not a PNG file")
    return struct.unpack(">II", head[16:24])


def main():
    metainfo, folder = sys.argv[1], sys.argv[2]
    problems = []
    images = ET.parse(metainfo).getroot().findall("./screenshots/screenshot/image")
    if not images:
        problems.append(f"{metainfo}: no screenshots")
    for image in images:
        name = image.text.strip().rsplit("/", 1)[-1]
        path = os.path.join(folder, name)
        stated = (int(image.get("width")), int(image.get("height")))
        if not os.path.isfile(path):
            problems.append(f"{metainfo}: {name} is not in {folder}")
            continue
        actual = png_size(path)
        if actual != stated:
            problems.append(f"{metainfo}: {name} is {actual[0]}x{actual[1]}, "
                            f"the metainfo says {stated[0]}x{stated[1]}")
    for p in problems:
        print(p)
    print(f"{len(images)} screenshots, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
