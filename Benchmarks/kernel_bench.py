"""Shapebook's kernel against ipykernel, in one harness and one run.

Measures, for each kernel, with a jupyter_client client timing from request to status idle:
  - start: launching the process → the first kernel_info_reply (median of several starts);
  - cell: the round trip of a trivial cell (`1 + 2`), median over many cells;
  - memory: resident set size after 100 and after 1,000 cells (flat means no growth per cell).

Usage: python kernel_bench.py [--shapebook-bin PATH] [--cells N] [--starts N] [--markdown]
The Shapebook kernelspec is installed from --shapebook-bin into a temporary prefix first, so the
binary measured is exactly the one named.
"""

import argparse
import datetime
import os
import platform
import statistics
import subprocess
import tempfile
import time

import zmq

from jupyter_client import KernelManager


def rss_megabytes(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def fast_reconnect_context():
    """A ZeroMQ context whose sockets retry a refused connection every 2 ms.

    The client connects before the kernel has bound its ports; with ZeroMQ's default 100 ms
    reconnect interval the measured start would mostly be the client's retry timer.
    """
    context = zmq.Context()
    context.setsockopt(zmq.RECONNECT_IVL, 2)
    return context


def time_start(kernel_name):
    km = KernelManager(kernel_name=kernel_name)
    started = time.perf_counter()
    km.start_kernel()
    kc = km.client(context=fast_reconnect_context())
    kc.start_channels()
    msg_id = kc.kernel_info()
    while True:
        reply = kc.get_shell_msg(timeout=60)
        if reply["parent_header"].get("msg_id") == msg_id:
            break
    elapsed = time.perf_counter() - started
    kc.stop_channels()
    km.shutdown_kernel(now=True)
    return elapsed


def round_trip(kc, code):
    """Seconds from sending an execute_request to its status idle on iopub."""
    started = time.perf_counter()
    msg_id = kc.execute(code, store_history=True)
    while True:
        message = kc.get_iopub_msg(timeout=30)
        if (message["msg_type"] == "status" and message["parent_header"].get("msg_id") == msg_id
                and message["content"]["execution_state"] == "idle"):
            elapsed = time.perf_counter() - started
            break
    kc.get_shell_msg(timeout=30)  # the execute_reply, so queues never grow
    return elapsed


def measure(kernel_name, cells, starts):
    start_times = [time_start(kernel_name) for _ in range(starts)]
    km = KernelManager(kernel_name=kernel_name)
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    pid = km.provisioner.process.pid
    times = []
    rss_at_100 = None
    for index in range(cells):
        times.append(round_trip(kc, "1 + 2"))
        if index + 1 == 100:
            rss_at_100 = rss_megabytes(pid)
    rss_at_end = rss_megabytes(pid)
    kc.stop_channels()
    km.shutdown_kernel(now=True)
    return {
        "start_ms": statistics.median(start_times) * 1000,
        "cell_ms": statistics.median(times) * 1000,
        "cell_p90_ms": sorted(times)[int(0.9 * len(times))] * 1000,
        "rss_100_mb": rss_at_100,
        "rss_end_mb": rss_at_end,
    }


# A notebook figure like the benchmark's typical one: 16 filled and outlined stars at 300×300
# points (scale 2). `{variant}` changes a colour per cell so each render misses the render cache.
FIGURE_CELL = """VStack(spacing: 10) {{
    ForEach([5, 6, 7, 8], id: \\.self) {{ n in
        HStack(spacing: 10) {{
            ForEach([0, 1, 2, 3], id: \\.self) {{ k in
                Star(points: n + k, cornerRadius: 0.05)
                    .fill(Color(red: 1, green: 0.44, blue: {variant}))
                    .overlay(Star(points: n + k, cornerRadius: 0.05).stroke(Color.blue, lineWidth: 1.5))
                    .frame(width: 65, height: 65)
            }}
        }}
    }}
}}
.frame(width: 300, height: 300)"""


def measure_figures(kernel_name, cells):
    """Median round trips of figure cells: each a new figure (rendered), and one re-run (cached)."""
    km = KernelManager(kernel_name=kernel_name)
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    fresh = [round_trip(kc, FIGURE_CELL.format(variant=f"{index / cells:.6f}")) for index in range(cells)]
    cached = [round_trip(kc, FIGURE_CELL.format(variant="0.5")) for _ in range(cells)]
    kc.stop_channels()
    km.shutdown_kernel(now=True)
    return statistics.median(fresh) * 1000, statistics.median(cached[1:]) * 1000


def install_shapebook(binary):
    prefix = tempfile.mkdtemp(prefix="shapebook-bench-")
    subprocess.run([binary, "install", "--prefix", prefix], check=True, stdout=subprocess.DEVNULL)
    os.environ["JUPYTER_PATH"] = os.pathsep.join(filter(None, [f"{prefix}/share/jupyter", os.environ.get("JUPYTER_PATH")]))


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as info:
            cpu = next(line.split(":", 1)[1].strip() for line in info if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{platform.system()} {platform.release()}, {os.cpu_count()} cores, {cpu}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapebook-bin", default=os.path.join(os.path.dirname(__file__), "../.build/release/shapebook"))
    parser.add_argument("--cells", type=int, default=1000)
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--figure-cells", type=int, default=200)
    parser.add_argument("--markdown", action="store_true", help="print a docs/benchmarks.md table row block")
    args = parser.parse_args()
    binary = os.path.realpath(args.shapebook_bin)
    install_shapebook(binary)
    results = {name: measure(name, args.cells, args.starts) for name in ("shapebook", "python3")}
    shapebook, ipykernel = results["shapebook"], results["python3"]
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    print(f"Kernel benchmark, {stamp}, {machine()}")
    print(f"Shapebook binary: {binary}; {args.cells} cells, {args.starts} starts")
    print(f"| measure | shapebook | ipykernel | ratio | target |")
    print(f"|---|---|---|---|---|")
    print(f"| start → kernel_info_reply (median) | {shapebook['start_ms']:.1f} ms | {ipykernel['start_ms']:.1f} ms "
          f"| {shapebook['start_ms'] / ipykernel['start_ms']:.3f} | ≤ 50 ms |")
    print(f"| trivial cell round trip (median) | {shapebook['cell_ms']:.2f} ms | {ipykernel['cell_ms']:.2f} ms "
          f"| {shapebook['cell_ms'] / ipykernel['cell_ms']:.3f} | ≤ 1/3 of ipykernel |")
    print(f"| trivial cell round trip (p90) | {shapebook['cell_p90_ms']:.2f} ms | {ipykernel['cell_p90_ms']:.2f} ms | | |")
    print(f"| RSS after 100 cells | {shapebook['rss_100_mb']:.1f} MB | {ipykernel['rss_100_mb']:.1f} MB | | |")
    print(f"| RSS after {args.cells} cells | {shapebook['rss_end_mb']:.1f} MB | {ipykernel['rss_end_mb']:.1f} MB "
          f"| | ≤ 30 MB, flat |")
    fresh_ms, cached_ms = measure_figures("shapebook", args.figure_cells)
    print(f"| figure cell (16 stars, 300×300 pt) round trip, new figure (median of {args.figure_cells}) "
          f"| {fresh_ms:.2f} ms | | | |")
    print(f"| the same figure cell re-run (render cache hit) | {cached_ms:.2f} ms | | | |")


if __name__ == "__main__":
    main()
