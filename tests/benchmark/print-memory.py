#!/usr/bin/env python3
# print-memory.py: the peak memory of sudoku-solve --print-to, with and without paths
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   python3 tests/benchmark/print-memory.py _build/src/cli/sudoku-solve [DATA_DIR]
#
# Prints a sheet of 1,000, 5,000 and 10,000 puzzles (SIZES="1000 5000" to
# change that) with --solutions --paths and with --solutions alone, and for
# each run the peak resident size (the child's ru_maxrss, from wait4), the
# wall time and the size of the PDF; then the growth of the peak per 1,000
# puzzles between the smallest and the largest sheet, and the target: at most
# 150 MB (150,000,000 bytes) for 10,000 puzzles with paths, as PASS or MISS.
#
# The puzzles are those of DATA_DIR (default ../shared/bench/data beside the
# source tree), taken from its files in order, one a line, when it holds
# enough; otherwise `sudoku-solve --generate=N --seed=1` makes them (once per
# run, in a temporary folder). A run that fails (exit status 2, or a signal)
# fails the benchmark; status 1 (some puzzle without a single solution) does
# not. The PDFs are written to a temporary folder and removed.

import os
import subprocess
import sys
import tempfile
import time

SIZES = [int(n) for n in os.environ.get("SIZES", "1000 5000 10000").split()]
TARGET_PUZZLES = 10000
TARGET_BYTES = 150_000_000
# Puzzles with one solution each, so that every one has a path.
DATA_FILES = [
    "standard_solo_2000.txt",
    "jigsaw_solo_2000.txt",
    "puzzles1_unbiased_first1000.txt",
    "puzzles3_magictour_top1465.txt",
    "puzzles2_17_clue.txt",
]
MiB = 1024 * 1024


def puzzles_from_data(data_dir, n):
    lines = []
    for name in DATA_FILES:
        path = os.path.join(data_dir, name)
        if not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if line and not line.startswith("#"):
                    lines.append(line)
                    if len(lines) == n:
                        return lines
    return None


def generated_puzzles(solve, n):
    out = subprocess.run([solve, f"--generate={n}", "--seed=1"], check=True,
                         stdout=subprocess.PIPE, text=True, env=child_env()).stdout
    # Each line: the givens, a tab and the rating's fields.
    return [line.split("\t")[0] for line in out.splitlines() if line.strip()]


def child_env():
    env = dict(os.environ)
    env["LC_ALL"] = "C.UTF-8"
    env.pop("LANGUAGE", None)
    return env


def run(solve, args):
    """Runs sudoku-solve; returns (peak bytes, seconds)."""
    start = time.monotonic()
    proc = subprocess.Popen([solve] + args, stdin=subprocess.DEVNULL, env=child_env())
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.monotonic() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 1):
        sys.exit(f"print-memory: sudoku-solve {' '.join(args)} exited with {proc.returncode}")
    return usage.ru_maxrss * 1024, seconds


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: print-memory.py SUDOKU_SOLVE [DATA_DIR]")
    solve = os.path.abspath(sys.argv[1])
    here = os.path.dirname(os.path.abspath(__file__))
    data_dir = sys.argv[2] if len(sys.argv) == 3 else \
        os.path.join(here, "..", "..", "..", "shared", "bench", "data")
    largest = max(SIZES)

    puzzles = puzzles_from_data(data_dir, largest) if os.path.isdir(data_dir) else None
    source = data_dir
    if puzzles is None:
        source = "sudoku-solve --generate --seed=1"
        puzzles = generated_puzzles(solve, largest)
    print(f"Puzzles from {source}")
    print()
    print("| puzzles | options | peak RSS (MiB) | time (s) | PDF (MiB) |")
    print("| ---: | --- | ---: | ---: | ---: |")

    peaks = {}
    with tempfile.TemporaryDirectory(prefix="print-memory-") as tmp:
        for n in sorted(SIZES):
            input_path = os.path.join(tmp, f"puzzles-{n}.txt")
            with open(input_path, "w", encoding="utf-8") as f:
                f.write("\n".join(puzzles[:n]) + "\n")
            for paths in (True, False):
                pdf = os.path.join(tmp, "sheet.pdf")
                options = ["--solutions"] + (["--paths"] if paths else [])
                peak, seconds = run(solve, [f"--print-to={pdf}"] + options + [input_path])
                peaks[(n, paths)] = peak
                print(f"| {n:,} | {' '.join(options)} | {peak / MiB:.1f} | {seconds:.1f} | "
                      f"{os.path.getsize(pdf) / MiB:.1f} |", flush=True)
                os.unlink(pdf)

    smallest = min(SIZES)
    print()
    if largest > smallest:
        for paths in (True, False):
            growth = (peaks[(largest, paths)] - peaks[(smallest, paths)]) / (largest - smallest) * 1000
            label = "--solutions --paths" if paths else "--solutions"
            print(f"Growth per 1,000 puzzles, {label}: {growth / MiB:.2f} MiB")
    if TARGET_PUZZLES in SIZES:
        peak = peaks[(TARGET_PUZZLES, True)]
        verdict = "PASS" if peak <= TARGET_BYTES else "MISS"
        print(f"{verdict}: {TARGET_PUZZLES:,} puzzles with --paths peak at {peak / 1e6:.0f} MB "
              f"(target {TARGET_BYTES / 1e6:.0f} MB)")


if __name__ == "__main__":
    main()
