"""Times blob_vertices.shape (release `shapebook run`) against the same loop in CPython.

Both are measured in the same run as CPU time (user + system), the median of several runs:
the build machine is shared, so wall-clock time mostly measures the other jobs.
Both times include starting the process (CPython ~20 ms, Shapebook a few ms).
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def child_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_shapebook(binary, script):
    before = child_cpu()
    result = subprocess.run([binary, "run", script], capture_output=True, text=True)
    spent = child_cpu() - before
    if result.returncode != 0 or result.stdout.strip() != "100000":
        sys.exit(f"shapebook run failed ({result.returncode}): {result.stdout}{result.stderr}")
    return spent


def time_python(script):
    before = child_cpu()
    result = subprocess.run([sys.executable, script], capture_output=True, text=True)
    spent = child_cpu() - before
    if result.returncode != 0 or not result.stdout.startswith("100000"):
        sys.exit(f"python failed: {result.stdout}{result.stderr}")
    return spent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shapebook-bin", default=os.path.join(HERE, "../../.build/release/shapebook"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    shape = os.path.join(HERE, "blob_vertices.shape")
    python = os.path.join(HERE, "blob_vertices.py")
    shapebook_times, python_times = [], []
    for _ in range(args.runs):
        shapebook_times.append(time_shapebook(args.shapebook_bin, shape))
        python_times.append(time_python(python))
    sb, py = statistics.median(shapebook_times), statistics.median(python_times)
    print(f"load average {os.getloadavg()[0]:.2f}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(f"blob_vertices, 100,000 vertices, CPU seconds (median of {args.runs}, each process whole):")
    print(f"  Shapebook (release) {sb:.3f} s   [{min(shapebook_times):.3f}–{max(shapebook_times):.3f}]")
    print(f"  CPython             {py:.3f} s   [{min(python_times):.3f}–{max(python_times):.3f}]")
    print(f"  ratio Shapebook / CPython: {sb / py:.2f}")


if __name__ == "__main__":
    main()
