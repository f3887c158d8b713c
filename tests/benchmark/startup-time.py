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
#   xvfb-run -a python3 tests/benchmark/startup-time.py [--baseline=BARE] \
#       _build/src/sudoku-solver [PUZZLE]
#
# Prints each time, then min / median / max in milliseconds.
#
# With --baseline=BARE (_build/tests/benchmark/startup-bare-window: a bare
# libadwaita window with a header bar and a GtkGrid of 81 GtkEntry), launches
# the app and BARE alternately, RUNS times each (BARE gets the same PUZZLE and
# shows its givens), and prints for each the
# median first-frame time and the median resident memory (VmRSS of the
# process, read from /proc at its first frame), then the app's ratios to the
# baseline against the target of 1.1x:
#
#   app:      median 143 ms, RSS 102.7 MB
#   baseline: median 110 ms, RSS 90.4 MB
#   ratio:    time 1.30x (MISS), RSS 1.14x (MISS), target 1.1x
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
# The app against the bare window, in time and in memory (issue 25).
TARGET = 1.1
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


def resident_memory(pgid, program):
    """The VmRSS (bytes) of the group's process that runs PROGRAM, or None."""
    name = os.path.basename(program)[:15]  # /proc's comm is cut to 15 bytes
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            if os.getpgid(int(pid)) != pgid:
                continue
            with open(f"/proc/{pid}/comm") as comm:
                if comm.read().strip() != name:
                    continue
            with open(f"/proc/{pid}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) * 1024
        except (OSError, ProcessLookupError):
            continue
    return None


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
    """The launch's first-frame time (ms) and its resident memory then (bytes)."""
    start = time.monotonic()
    proc = subprocess.Popen(["dbus-run-session", "--", program, *args], env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)
    try:
        elapsed = wait_for_frame(proc, program, start)
        return elapsed, resident_memory(proc.pid, program)
    finally:
        end_group(proc)
        proc.stderr.close()


def summary(label, runs):
    times = [t for t, _ in runs]
    sizes = [m for _, m in runs if m is not None]
    rss = statistics.median(sizes) if sizes else float("nan")
    print(f"{label} median {statistics.median(times):.0f} ms, RSS {rss / 1e6:.1f} MB")
    return statistics.median(times), rss


def verdict(ratio):
    return "PASS" if ratio <= TARGET else "MISS"


def compare(program, args, baseline, env):
    # Each warms the disk cache once, uncounted; then they alternate, so that
    # whatever else the machine does weighs on both alike.
    one_launch(program, args, env)
    one_launch(baseline, args, env)
    app_runs, bare_runs = [], []
    for _ in range(RUNS):
        app_runs.append(one_launch(program, args, env))
        bare_runs.append(one_launch(baseline, args, env))
    print(f"{RUNS} launches each, alternately:")
    app_time, app_rss = summary("  app:     ", app_runs)
    bare_time, bare_rss = summary("  baseline:", bare_runs)
    time_ratio, rss_ratio = app_time / bare_time, app_rss / bare_rss
    print(f"  ratio:    time {time_ratio:.2f}x ({verdict(time_ratio)}), "
          f"RSS {rss_ratio:.2f}x ({verdict(rss_ratio)}), target {TARGET:g}x")


def main():
    argv = sys.argv[1:]
    baseline = None
    if argv and argv[0].startswith("--baseline="):
        baseline = argv.pop(0)[len("--baseline="):]
    if not argv:
        raise SystemExit("usage: startup-time.py [--baseline=BARE] SUDOKU-SOLVER [ARGS...]")
    program, args = argv[0], argv[1:]
    env = dict(os.environ, SUDOKU_SOLVER_FIRST_FRAME="report")
    env.setdefault("GSK_RENDERER", "cairo")

    if baseline is not None:
        compare(program, args, baseline, env)
        return

    # The first launch warms the disk cache; it is reported but not counted.
    cold, _ = one_launch(program, args, env)
    times = [one_launch(program, args, env)[0] for _ in range(RUNS)]
    print(f"cold launch: {cold:.0f} ms (not counted)")
    for t in times:
        print(f"  {t:.0f} ms")
    print(f"first frame after launch, {RUNS} runs: min {min(times):.0f} ms, "
          f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms")


if __name__ == "__main__":
    main()
