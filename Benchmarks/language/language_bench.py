"""Times Shapebook's language, Lang, against CPython on the same programs, in the same run.

- `shapebook run --typed` (Lang with swiftc's conventions) on three Swift programs that swiftc
  also compiles, each beside the same program in CPython: the 100,000-vertex blob loop, an Int-heavy
  checkerboard (1,000 × 1,000 pixels' colours with `/`, `%`, `isMultiple(of:)`) and a
  struct/enum-heavy fold (10,000 segments as enum values, folded by `switch`);
- Lang's type check of a 200-line listing (`run --typed --time-check`);
- start-up: `print(1)` (a program that needs no drawing library runs without its prelude),
  and a one-line program that names `CGPoint`, for which `run --typed` loads the prelude.

Programs are whole processes timed as CPU time (user + system of the child), the median of
several runs interleaved with CPython's: the build machine is shared, so wall-clock time mostly
measures the other jobs. Both include starting the process, which the start-up rows measure.
Every run's output is checked against what swiftc's build of the program prints. Every process
runs with a TMPDIR of its own, removed at the end, so that the benchmark leaves nothing in the
system's (as the Makefiles' swift builds and the differential tests' swiftc runs do).
"""
import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

#: (name, what it does, Shapebook's arguments after `run`, CPython's script, swiftc's output)
PROGRAMS = [
    ("start-up", "print(1): starting the process and the language", ["--typed", "startup.swift"], "startup.py", "1\n"),
    ("start-up, library", "print(CGPoint(x: 1, y: 2).x): with the drawing library's prelude",
     ["--typed", "startup_library.swift"], "startup.py", "1"),
    ("blob", "100,000 vertices with sin/cos and two appends", ["--typed", "blob_vertices.swift"],
     "blob_vertices.py", "100000\n"),
    ("checkerboard", "1,000 × 1,000 pixels' colours: Int `/`, `%`, isMultiple(of:)",
     ["--typed", "checkerboard.swift"], "checkerboard.py", "382837 382788 234375 484027\n"),
    ("segments", "10,000 enum segments built and folded by switch", ["--typed", "segments.swift"],
     "segments.py", "[2000, 2000, 2000, 2000, 2000] 0.0 99.0\n21404\n"),
]
#: The goal of issue 11: each program (not start-up) at least this many times faster than CPython.
GOAL_RATIO = 3
CHECK_GOAL_MS = 5


def child_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command, expected, env):
    """CPU seconds of one run of `command`, whose stdout must start with `expected`."""
    before = child_cpu()
    result = subprocess.run(command, capture_output=True, text=True, cwd=HERE, env=env)
    spent = child_cpu() - before
    if result.returncode != 0 or not result.stdout.startswith(expected):
        sys.exit(f"{' '.join(command)} failed ({result.returncode}): {result.stdout[:500]}{result.stderr[:500]}")
    return spent


def time_check(binary, runs, env):
    """(min, median) milliseconds of one type check of listing.swift, as the binary reports them."""
    result = subprocess.run([binary, "run", "--typed", "--time-check", str(runs), "listing.swift"],
                            capture_output=True, text=True, cwd=HERE, env=env)
    match = re.search(r"\((\d+) lines\), \d+ runs: min ([\d.]+) ms, median ([\d.]+) ms", result.stdout)
    if result.returncode != 0 or not match:
        sys.exit(f"--time-check failed ({result.returncode}): {result.stdout}{result.stderr}")
    return int(match[1]), float(match[2]), float(match[3])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shapebook-bin", default=os.path.join(HERE, "../../.build/release/shapebook"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    binary = os.path.abspath(args.shapebook_bin)
    with tempfile.TemporaryDirectory(prefix="language-bench-") as scratch:
        run_all(binary, args.runs, dict(os.environ, TMPDIR=scratch))


def run_all(binary, runs, env):
    """Times every program against CPython, then the type check, printing each row."""
    print(f"load average {os.getloadavg()[0]:.2f}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(f"CPU time, median of {runs} (range), each process whole:")
    for name, what, arguments, python, expected in PROGRAMS:
        shapebook_times, python_times = [], []
        for _ in range(runs):
            shapebook_times.append(timed([binary, "run", *arguments], expected, env))
            python_times.append(timed([sys.executable, python], expected, env))
        sb, py = statistics.median(shapebook_times), statistics.median(python_times)
        goal = "" if name.startswith("start-up") else f"   (goal: {GOAL_RATIO}x)"
        print(f"  {name:20} Shapebook {sb * 1000:.1f} ms [{min(shapebook_times) * 1000:.1f}–{max(shapebook_times) * 1000:.1f}]"
              f"   CPython {py * 1000:.1f} ms [{min(python_times) * 1000:.1f}–{max(python_times) * 1000:.1f}]"
              f"   CPython / Shapebook {py / sb:.2f}x{goal}   — {what}")
    lines, fastest, median = time_check(binary, 200, env)
    print(f"  type check of listing.swift ({lines} lines): min {fastest:.2f} ms, median {median:.2f} ms of 200"
          f"   (goal: < {CHECK_GOAL_MS} ms)")


if __name__ == "__main__":
    main()
