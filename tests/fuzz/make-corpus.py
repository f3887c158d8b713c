#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the seed corpus of the fuzz targets, corpus/<target>/, from the test fixtures.

Usage: tests/fuzz/make-corpus.py   (from anywhere; rewrites corpus/ whole)

The seeds are small files from tests/data and data/, copied as they are, plus a few made
here for what the fixtures lack (fuzz-import's selector byte, the binary input of fuzz-solver
and fuzz-logic). A seed is named after its source; a run of libFuzzer never writes here
(run-fuzzers.sh fuzzes a copy), so the corpus only changes when this script is run again.
"""
import pathlib
import shutil

here = pathlib.Path(__file__).resolve().parent
top = here.parent.parent
tests_data = top / "tests" / "data"
corpus = here / "corpus"

MAX_SEED = 4096  # bytes: larger fixtures are left out, or cut to their first lines


def small(path):
    return path.is_file() and path.stat().st_size <= MAX_SEED


def write(target, name, data):
    folder = corpus / target
    folder.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    (folder / name).write_bytes(data)


def copy(target, path, prefix=""):
    write(target, prefix + path.parent.name + "-" + path.name, path.read_bytes())


def first_lines(path, n):
    return "".join(path.read_text().splitlines(keepends=True)[:n])


def main():
    if corpus.exists():
        shutil.rmtree(corpus)

    # fuzz-format: every puzzle fixture, whatever its format or fate.
    for folder in ["formats", "examples", "cli", "ui", "model", "import"]:
        for path in sorted((tests_data / folder).iterdir()):
            if small(path) and path.suffix not in (".layout", ".md", ".py"):
                copy("fuzz-format", path)
    for path in sorted((tests_data / "sets").glob("*.txt")):
        write("fuzz-format", "sets-" + path.stem + "-head.txt", first_lines(path, 4))
    for path in sorted((top / "data" / "puzzles").glob("*.txt"))[:4]:
        copy("fuzz-format", path)
    classic = (tests_data / "examples" / "classic-line.txt").read_text()
    write("fuzz-format", "made-bom-crlf.txt", "\ufeff# comment\r\n" + classic.replace("\n", "\r\n"))
    solo = (tests_data / "import" / "solo-ids.txt").read_text().splitlines()
    write("fuzz-format", "made-mixed-solo-lines.txt", solo[1] + "\n" + classic + solo[-1] + "\n")

    # fuzz-layout: key files, plain maps, KSudoku shapes.
    for path in sorted((tests_data / "formats").glob("*.layout")):
        copy("fuzz-layout", path)
    copy("fuzz-layout", tests_data / "cli" / "jigsaw.layout")
    for path in sorted((top / "data" / "layouts").glob("*.layout")):
        copy("fuzz-layout", path)
    for path in sorted((tests_data / "import").glob("*.xml")):
        copy("fuzz-layout", path)
    windmill = "111112223441112223444152233444452333665555533666758888667759888677799988677799999"
    write("fuzz-layout", "made-plain-rows.txt",
          "".join(windmill[r * 9:r * 9 + 9] + "\n" for r in range(9)))
    write("fuzz-layout", "made-plain-line.txt", windmill + "\n")
    write("fuzz-layout", "made-translated.layout",
          "[Layout]\nName=Windmill\nName[de]=Windm\u00fchle\nRegions=" + windmill + "\n")

    # fuzz-native: .sudoku files, good and bad.
    for path in sorted((tests_data / "formats").glob("*.sudoku")):
        copy("fuzz-native", path)
    write("fuzz-native", "made-entries-title.sudoku",
          "\ufeff# saved\r\n[Sudoku]\r\nVersion=1\r\nTitle=\\sA \\t title\r\n"
          "Givens=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\r\n"
          "Entries=..4......\r\nUnknown=1\r\n")

    # fuzz-import: the first byte picks the prefix (see fuzz-import.c), the rest follows it.
    solo_ids = [line for line in solo if line and not line.startswith("#")]
    refused = [line for line in (tests_data / "import" / "solo-refused.txt").read_text().splitlines()
               if line and not line.startswith("#") and ":" in line]
    for i, line in enumerate(solo_ids):
        params, rest = line.split(":", 1)
        if params == "9j":
            write("fuzz-import", f"mode0-solo-{i}", b"\x00" + rest.encode() + b"\n")
            write("fuzz-import", f"mode2-solo-{i}", b"\x02" + rest.split(",", 1)[1].encode())
        else:
            write("fuzz-import", f"mode1-solo-{i}", b"\x01" + rest.encode())
        write("fuzz-import", f"mode3-solo-{i}", b"\x03" + line.encode())
    for i, line in enumerate(refused):
        write("fuzz-import", f"mode3-refused-{i}", b"\x03" + line.encode())
    for path in sorted((tests_data / "import").glob("*.xml")):
        text = path.read_text()
        root = text.find("<ksudoku-graph>") + len("<ksudoku-graph>")
        write("fuzz-import", f"mode4-{path.stem}", b"\x04" + text[root:].encode())
        body = [line for line in text.splitlines() if "<clique" in line or "<sudokugroups" in line]
        write("fuzz-import", f"mode5-{path.stem}",
              b"\x05" + ("\n".join(body) + "\n </graph>\n</ksudoku-graph>\n").encode())
        cliques = [line for line in body if "<clique" in line]
        write("fuzz-import", f"mode7-{path.stem}", b"\x07" + ("\n".join(cliques) + "\n").encode())

    # fuzz-solver: 81 digit bytes, a layout byte (and its bytes), algorithm, limit, second.
    def solver_seed(name, givens, layout, algorithm, limit, second=0):
        digits = bytes(0 if c in ".0" else int(c) for c in givens)
        write("fuzz-solver", name, digits + layout + bytes([algorithm, limit, second]))

    hard = (tests_data / "sets" / "forum-hardest-100.txt").read_text().split()[0]
    jigsaw_line = (tests_data / "sets" / "jigsaw-solo-100.txt").read_text().split()
    clash = "11" + "." * 79
    empty = "." * 81
    for algorithm in range(4):
        solver_seed(f"classic-{algorithm}", classic.strip(), b"\x00", algorithm, 1, algorithm)
        solver_seed(f"empty-unique-{algorithm}", empty, b"\x00", algorithm, 2, algorithm)
    solver_seed("hard-propagate", hard, b"\x00", 0, 1)
    solver_seed("clash", clash, b"\x00", 1, 2)
    solver_seed("rows-as-regions", classic.strip(), b"\x01", 2, 2)
    solver_seed("columns-as-regions", empty, b"\x02", 3, 2)
    solver_seed("jigsaw-symbols", jigsaw_line[0], b"\x03" + jigsaw_line[1].encode(), 0, 2, 1)
    solver_seed("jigsaw-symbols-dlx", jigsaw_line[2], b"\x03" + jigsaw_line[3].encode(), 3, 2, 2)
    solver_seed("windmill-swaps", empty, b"\x04\x03\x00\x50\x0a\x14\x1e\x28", 0, 2, 1)

    # fuzz-logic: the givens and layout as fuzz-solver's, then a flags byte (bit 0: forcing chains).
    def logic_seed(name, givens, layout, flags=0):
        digits = bytes(0 if c in ".0" else int(c) for c in givens)
        write("fuzz-logic", name, digits + layout + bytes([flags]))

    paths = [line.split() for line in (tests_data / "logic" / "paths.txt").read_text().splitlines()
             if line and not line.startswith("#")]
    standard = {}
    for givens, rating in paths:
        if len(rating) != 81:
            standard.setdefault(rating, givens)  # the first puzzle of each rating
    jigsaws = [(givens, regions) for givens, regions in paths if len(regions) == 81]
    logic_seed("standard-1.2", standard["1.2"], b"\x00")
    logic_seed("standard-3.4", standard["3.4"], b"\x00")
    logic_seed("standard-5.6", standard["5.6"], b"\x00")
    logic_seed("standard-8.3", standard["8.3"], b"\x00", 1)
    logic_seed("standard-9.0-search", standard["9.0"], b"\x00")
    logic_seed("jigsaw-basic", jigsaws[0][0], b"\x03" + jigsaws[0][1].encode())
    logic_seed("jigsaw-advanced", jigsaws[4][0], b"\x03" + jigsaws[4][1].encode())
    logic_seed("jigsaw-unreasonable", jigsaws[-1][0], b"\x03" + jigsaws[-1][1].encode(), 1)
    logic_seed("clash", clash, b"\x00")
    logic_seed("no-solution", (tests_data / "cli" / "no-solution.txt").read_text().strip(), b"\x00")
    logic_seed("empty-multiple", empty, b"\x00")
    logic_seed("classic-rows-as-regions", classic.strip(), b"\x01")
    logic_seed("windmill-swaps", empty, b"\x04\x03\x00\x50\x0a\x14\x1e\x28")


if __name__ == "__main__":
    main()
