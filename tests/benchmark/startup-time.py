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
#
# Each launch runs in a session and process group of its own, and the whole
# group is ended after it, however the launch ends (frame drawn, exit without a
# frame, timeout, Ctrl+C): the session bus of dbus-run-session, and the
# at-spi-bus-launcher and accessibility bus that GTK has it start, outlive the
# app otherwise. LAUNCH_TIMEOUT (seconds, default 60) bounds a launch.

import os
import selectors
import signal
import statistics
import subprocess
import sys
import time

RUNS = int(os.environ.get("RUNS", "10"))
LAUNCH_TIMEOUT = float(os.environ.get("LAUNCH_TIMEOUT", "60"))

# How long the group gets to end after SIGTERM, then after SIGKILL.
GRACE = 5.0


def group_alive(pgid):
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        # A process of the group that is no longer ours: still there.
        return True
    return True


def group_ended(proc, pgid, grace):
    deadline = time.monotonic() + grace
    while True:
        # The leader is our child: reap it, or it keeps the group alive as a
        # zombie. The others are reaped by init once orphaned.
        proc.poll()
        if not group_alive(pgid):
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.02)


def end_group(proc):
    """Ends every process of the launch's group: SIGTERM, then SIGKILL."""
    pgid = proc.pid  # start_new_session: the leader's pid is the group's id
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(pgid, sig)
        except ProcessLookupError:
            break
        if group_ended(proc, pgid, GRACE):
            break
    proc.wait()
    if group_alive(pgid):
        print(f"startup-time: warning: processes of group {pgid} survived SIGKILL",
              file=sys.stderr)


def wait_for_frame(proc, program, start):
    """Reads the app's stderr until the first frame is reported."""
    pending = b""
    with selectors.DefaultSelector() as selector:
        selector.register(proc.stderr, selectors.EVENT_READ)
        while True:
            remaining = start + LAUNCH_TIMEOUT - time.monotonic()
            if remaining <= 0 or not selector.select(remaining):
                raise SystemExit(f"startup-time: {program} drew no frame within "
                                 f"{LAUNCH_TIMEOUT:g} s")
            chunk = os.read(proc.stderr.fileno(), 65536)
            if not chunk:
                raise SystemExit(f"startup-time: {program} exited without drawing a frame")
            pending += chunk
            lines = pending.split(b"\n")
            pending = lines.pop()
            for line in lines:
                if b"first frame drawn" in line:
                    return (time.monotonic() - start) * 1000.0


def one_launch(program, args, env):
    start = time.monotonic()
    proc = subprocess.Popen(["dbus-run-session", "--", program, *args], env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)
    try:
        return wait_for_frame(proc, program, start)
    finally:
        end_group(proc)
        proc.stderr.close()


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
