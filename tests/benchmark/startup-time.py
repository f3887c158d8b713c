#!/usr/bin/env python3
# startup-time.py: how long sudoku-solver takes from launch to its first frame
#
# Copyright 2026 The Sudoku Solver developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts the app RUNS times with SUDOKU_SOLVER_FIRST_FRAME=report, which makes
# it print a line on stderr right after the first window's first frame is
# drawn, and times each launch from the fork to that line. Needs a display
# (under Xvfb: xvfb-run -a). Each run gets its own session bus so that
# GApplication uniqueness never hands the launch to an earlier instance.
#
#   xvfb-run -a python3 tests/benchmark/startup-time.py _build/src/sudoku-solver [PUZZLE]
#
# Prints each time, then min / median / max in milliseconds.

import os
import statistics
import subprocess
import sys
import time

RUNS = int(os.environ.get("RUNS", "10"))


def one_launch(program, args, env):
    start = time.monotonic()
    proc = subprocess.Popen(["dbus-run-session", "--", program, *args], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        for line in proc.stderr:
            if "first frame drawn" in line:
                return (time.monotonic() - start) * 1000.0
        raise SystemExit(f"startup-time: {program} exited without drawing a frame")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def main():
    if len(sys.argv) < 2:
        raise SystemExit("usage: startup-time.py SUDOKU-SOLVER [ARGS...]")
    program, args = sys.argv[1], sys.argv[2:]
    env = dict(os.environ, SUDOKU_SOLVER_FIRST_FRAME="report")
    env.setdefault("GSK_RENDERER", "cairo")

    # The first launch warms the disk cache; it is reported but not counted.
    cold = one_launch(program, args, env)
    times = [one_launch(program, args, env) for _ in range(RUNS)]
    print(f"cold launch: {cold:.0f} ms (not counted)")
    for t in times:
        print(f"  {t:.0f} ms")
    print(f"first frame after launch, {RUNS} runs: min {min(times):.0f} ms, "
          f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms")


if __name__ == "__main__":
    main()
