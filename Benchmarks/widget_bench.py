"""From a widget's `update` to the new figure on iopub: Shapebook's live view against ipywidgets
with matplotlib, in one harness and one run.

Each kernel shows a slider and a figure that follows it; the client sends the `comm_msg` a front
end sends when the slider moves (`{"method": "update", "state": {"value": v}}`) and times until
the `update_display_data` with the new figure arrives on iopub. Every value is new, so no figure
comes from a cache. Shapebook sends a moving control's figure as a draft (its SVG alone) and the
whole figure (PNG and SVG) once no update has come for 200 ms; a second Shapebook pass waits for
that whole figure after each update and reports its CPU and how long after the pause it came.
  - Shapebook: the kernel benchmark's typical figure (16 stars, 300×300 points; the draft is its
    SVG, the whole figure adds the PNG at scale 2), the slider setting the fill's blue.
  - ipykernel: a FloatSlider observed by a callback that redraws a one-inch matplotlib plot (a
    five-pointed star whose colour follows the slider) and updates its display handle, the way
    an ipywidgets user writes it (matplotlib's inline backend makes the PNG).

The Shapebook kernel runs the cell in its language, Lang (the typed Swift front end).

Usage: python widget_bench.py [--shapebook-bin PATH] [--updates N]
"""

import argparse
import datetime
import os
import random
import statistics
import time

from jupyter_client import KernelManager

from kernel_bench import install_shapebook, machine

SHAPEBOOK_CELL = """struct Typical: View {
    @State var blue = 0.5
    var body: some View {
        VStack {
            Slider(value: $blue, in: 0...1)
            VStack(spacing: 10) {
                ForEach([5, 6, 7, 8], id: \\.self) { n in
                    HStack(spacing: 10) {
                        ForEach([0, 1, 2, 3], id: \\.self) { k in
                            Star(points: n + k, cornerRadius: 0.05)
                                .fill(Color(red: 1, green: 0.44, blue: blue))
                                .overlay(Star(points: n + k, cornerRadius: 0.05).stroke(Color.blue, lineWidth: 1.5))
                                .frame(width: 65, height: 65)
                        }
                    }
                }
            }
            .frame(width: 300, height: 300)
        }
    }
}
Typical()"""

IPYWIDGETS_CELL = """
import math
import ipywidgets as widgets
import matplotlib
matplotlib.use("module://matplotlib_inline.backend_inline")
import matplotlib.pyplot as plt
from IPython.display import display

angles = [math.pi / 2 + i * math.pi / 5 for i in range(10)]
xs = [(1 if i % 2 == 0 else 0.4) * math.cos(a) for i, a in enumerate(angles)]
ys = [(1 if i % 2 == 0 else 0.4) * math.sin(a) for i, a in enumerate(angles)]
fig, ax = plt.subplots(figsize=(1, 1))

def draw(blue):
    ax.clear()
    ax.fill(xs, ys, color=(1, 0.44, blue))
    ax.set_aspect("equal")
    ax.axis("off")

slider = widgets.FloatSlider(value=0.5, min=0, max=1, step=0.001)
display(slider)
draw(0.5)
handle = display(fig, display_id=True)
plt.close(fig)

def redraw(change):
    draw(change["new"])
    handle.update(fig)

slider.observe(redraw, names="value")
"""


def slider_comm(messages):
    """The comm id of the first slider model a cell opened."""
    for message in messages:
        if message["msg_type"] == "comm_open":
            state = message["content"]["data"]["state"]
            if state.get("_model_name") in ("FloatSliderModel", "IntSliderModel"):
                return message["content"]["comm_id"]
    raise RuntimeError("the cell opened no slider")


def cpu_seconds(pid):
    """User plus system CPU time of a process so far, from /proc/PID/stat."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


SETTLE_MS = 200  # LiveViewPresenter.settleDelay


def measure(kernel_name, cell, updates, settle=False):
    """Milliseconds from each slider update sent to its figure's update_display_data received
    (median, p90), and the kernel's CPU milliseconds per update (load hardly changes it). With
    `settle`, each update also waits for the second update_display_data (Shapebook's whole figure
    after the pause), and the times are from the draft's arrival to the whole figure's, less the
    pause."""
    km = KernelManager(kernel_name=kernel_name)
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    opened = []
    reply = kc.execute_interactive(cell, timeout=120, output_hook=opened.append)
    if reply["content"]["status"] != "ok":
        raise RuntimeError(f"{kernel_name}: the cell failed: {reply['content']}")
    comm_id = slider_comm(opened)
    pid = km.provisioner.process.pid
    times = []
    cpu_start = None
    offset = random.random() * 1e-3
    for index in range(updates + 5):
        if index == 5:
            cpu_start = cpu_seconds(pid)
        # A new colour each time, and in each run (the render cache on disk outlives a kernel).
        value = 0.1 + 0.8 * index / (updates + 5) + offset
        message = kc.session.msg("comm_msg", {"comm_id": comm_id, "data": {
            "method": "update", "state": {"value": value}, "buffer_paths": []}})
        started = time.perf_counter()
        kc.shell_channel.send(message)
        while True:
            received = kc.get_iopub_msg(timeout=30)
            if (received["parent_header"].get("msg_id") == message["header"]["msg_id"]
                    and received["msg_type"] == "update_display_data"):
                break
        elapsed = time.perf_counter() - started
        # Let the kernel finish the message (its idle status) before the next one.
        while not (received["msg_type"] == "status" and received["content"]["execution_state"] == "idle"
                   and received["parent_header"].get("msg_id") == message["header"]["msg_id"]):
            received = kc.get_iopub_msg(timeout=30)
        if settle:
            draft_at = started + elapsed
            while not (received["msg_type"] == "update_display_data"
                       and received["parent_header"].get("msg_id") == message["header"]["msg_id"]):
                received = kc.get_iopub_msg(timeout=30)
            elapsed = time.perf_counter() - draft_at - SETTLE_MS / 1000
        if index >= 5:  # the first few warm caches and code paths up
            times.append(elapsed * 1000)
    cpu_ms = (cpu_seconds(pid) - cpu_start) * 1000 / updates
    kc.stop_channels()
    km.shutdown_kernel(now=True)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.9)], cpu_ms


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapebook-bin", default=os.path.join(os.path.dirname(__file__), "../.build/release/shapebook"))
    parser.add_argument("--updates", type=int, default=200)
    args = parser.parse_args()
    binary = os.path.realpath(args.shapebook_bin)
    install_shapebook(binary)
    load_before = os.getloadavg()
    shapebook = measure("shapebook", SHAPEBOOK_CELL, args.updates)
    ipywidgets = measure("python3", IPYWIDGETS_CELL, args.updates)
    settled = measure("shapebook", SHAPEBOOK_CELL, max(20, args.updates // 4), settle=True)
    load_after = os.getloadavg()
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    print(f"Widget benchmark, {stamp}, {machine()}")
    print(f"Shapebook binary: {binary}; {args.updates} slider updates each; load average "
          f"{load_before[0]:.1f} before, {load_after[0]:.1f} after (1 min)")
    print("| slider update → new figure on iopub | shapebook (16 stars, 300×300 pt, SVG draft) "
          "| ipywidgets + matplotlib (1-inch plot, PNG) | ratio | target |")
    print("|---|---|---|---|---|")
    print(f"| median | {shapebook[0]:.2f} ms | {ipywidgets[0]:.2f} ms | {shapebook[0] / ipywidgets[0]:.3f} | ≤ 5 ms |")
    print(f"| p90 | {shapebook[1]:.2f} ms | {ipywidgets[1]:.2f} ms | | |")
    print(f"| kernel CPU per update | {shapebook[2]:.2f} ms | {ipywidgets[2]:.2f} ms | {shapebook[2] / ipywidgets[2]:.3f} | |")
    print(f"Shapebook's whole figure (PNG + SVG) after each pause, {max(20, args.updates // 4)} updates: "
          f"{settled[0]:.2f} ms median, {settled[1]:.2f} ms p90 after the {SETTLE_MS} ms pause; "
          f"kernel CPU per update, draft and whole figure, {settled[2]:.2f} ms")


if __name__ == "__main__":
    main()
