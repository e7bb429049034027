"""Interrupts reach long builtin work: each probe of issue 13 item 4 is interrupted while it
runs, and the cell must end by the interrupt (an `InterruptError`, not a result: every probe
runs for many seconds after its `ready`), the kernel must keep serving, and the session must be
as it was before the cell: the cell's own declaration is gone, also where only the drawing of its
result was interrupted (its code had run to its end). How long the answer takes is measured, not judged (the figures are in
docs/kernel.md; `-s` prints each); only a hang guard of minutes bounds it, so a loaded machine
cannot fail the test.

Each probe prints `ready` when its long part is about to start; the interrupt is sent a
moment after that line arrives. The probes share one kernel, which made the builtin probes'
values once (`BUILTIN_SETUP`): each probe's session must still be as that setup left it.
"""

import itertools
import os
import time

import pytest
from jupyter_client.manager import start_new_kernel

from conftest import run, text_result
from test_lifecycle import reply_for

PROBES = [
    pytest.param('var d: [Any] = [0]\nfor _ in 0..<1_000_000 { d = [d] }\nprint("ready")\n'
                 'for _ in 0..<1_000_000 { let shown = "\\(d)" }', id="million-deep-array-shown"),
    pytest.param('struct Box { var inner: [Any] }\nvar w = Box(inner: [])\nfor _ in 0..<1_000_000 { w = Box(inner: [w]) }\n'
                 'print("ready")\nfor _ in 0..<1_000_000 { let shown = "\\(w)" }', id="million-deep-struct-shown"),
    # A million, not five: the shuffle before `ready` took 20 s of the test under load, and the
    # sort after it still runs for seconds (8 CPU-seconds, debug build).
    pytest.param('let xs = (0..<1_000_000).shuffled()\nprint("ready")\nlet sorted = xs.sorted()', id="million-sort"),
    pytest.param('var u = Path()\nprint("ready")\nfor i in 0..<1_000_000 {\n'
                 '    u = u.union(Path(ellipseIn: CGRect(x: Double(i % 100) * 3, y: Double(i / 100) * 3, width: 7, height: 7)))\n}',
                 id="geos-union-loop"),
    pytest.param('Canvas.size = CGSize(width: 3400, height: 3400)\nprint("ready")\nZStack {\n'
                 '    LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)\n'
                 '    RadialGradient(colors: [.green, .clear], center: .center, startRadius: 0, endRadius: 1700).opacity(0.5)\n'
                 '    LinearGradient(colors: [.yellow, .clear], startPoint: .leading, endPoint: .trailing).opacity(0.5)\n}',
                 id="huge-figure-rendered"),
    # Found by the fuzzer: a wide dashed stroke has thousands of faces, each tested for winding.
    # 160 wide, so that the work after `ready` lasts seconds (about 5 in a debug build): 20 wide
    # came to end in 0.2 s once the stroker made fewer, straighter pieces near cusps.
    pytest.param('let dashed = Path(ellipseIn: CGRect(x: 0, y: 0, width: 160, height: 80))\n'
                 '    .strokedPath(StrokeStyle(lineWidth: 2, dash: [7, 3]))\n'
                 '    .strokedPath(StrokeStyle(lineWidth: 10_000_000, dash: [10, 5]))\nprint("ready")\n'
                 'let faces = dashed.symmetricDifference(Path(ellipseIn: CGRect(x: 0, y: 0, width: 9, height: 9)))',
                 id="set-operation-with-many-faces"),
    # Found by the fuzzer: 100,000 dashes along curves a million points long took 15 s to cut,
    # and 9.6 s to stop.
    pytest.param('let long = Path(ellipseIn: CGRect(x: 0, y: 0, width: 1_000_000, height: 2))\nprint("ready")\n'
                 'let dashed = long.strokedPath(StrokeStyle(lineWidth: 40, dash: [2, 3]))', id="long-curves-dashed"),
    # A blur takes a tap per pixel of its reach: minutes for a large radius.
    pytest.param('Canvas.size = CGSize(width: 500, height: 500)\nprint("ready")\nCircle().blur(radius: 100)',
                 id="large-blur-rendered"),
    # 200,000 segments, not 400,000: making the path before `ready` took most of the test (its
    # loop runs in the interpreter), and stroking and drawing it still takes seconds (a 100,000-
    # segment path, 2.2 CPU-seconds in a debug build).
    pytest.param('let wiggle = Path { p in\n    for i in 0..<200_000 { p.addLine(to: CGPoint(x: Double(i % 1000), '
                 'y: Double(i / 1000))) }\n}\nprint("ready")\nwiggle.stroke(.blue, lineWidth: 0.5)', id="long-path-stroked-and-encoded"),
]

# The collection and string builtins, each on five million elements (or a string of 16 M characters), again
# and again: each call must hear the interrupt itself, since the loop around it looks only
# between calls. Before they asked, `shuffled()` alone took 4.6 s to stop (debug build).
BUILTIN_WORK = [
    "xs.shuffled()", "ys.shuffle()", "xs.sorted(by: >)", "ys.sort()", "Array(xs.reversed())", "ys.reverse()",
    "Array(xs.enumerated())", "xs.prefix(4_000_000)", "xs.suffix(4_000_000)", "xs.dropFirst()", "xs.dropLast()",
    "xs[1..<4_000_000]", "Array(zip(xs, xs))", 'words.joined(separator: ",")', "xs.min()", "xs.max()", "xs.contains(-1)",
    "xs.firstIndex(of: -1)", "xs.allSatisfy(isSmall)", "xs == ys", "xs.map { abs($0) }", "xs.filter(isLarge)",
    "xs.compactMap { abs($0) }", "xs.reduce(0, max)", "Array(repeating: 1, count: 5_000_000)", "Array(0..<5_000_000)",
    "Array(stride(from: 0, to: 5_000_000, by: 1))", "Array(text)", "text.dropFirst(16_000_000)", "text.count",
    "text.uppercased()", "text.lowercased()", 'text.contains("b")',
]
# `reversed()`, `enumerated()`, `zip` and `stride` are lazy, as in Swift: `Array` walks them.
# `ys` is an equal array of its own (`xs == ys` of one buffer is answered without a look at the
# elements, as Swift does); `joined` joins strings, as Swift requires. Run once, in a cell before
# the probes, with the value every probe's session must keep (`kept`).
BUILTIN_SETUP = ('let xs = Array(0..<5_000_000)\nvar ys = xs\nys[0] = 0\nvar text = "a"\nfor _ in 0..<24 { text += text }\n'
                 'let words = Array(repeating: "ab", count: 5_000_000)\n'
                 'func isLarge(_ x: Int) -> Bool { x > 5 }\nfunc isSmall(_ x: Int) -> Bool { x < 9_000_000 }\n'
                 'let kept = 41\n')
PROBES += [pytest.param(f'print("ready")\nfor _ in 0..<1_000 {{ let r = {work} }}', id=work) for work in BUILTIN_WORK]

#: Seconds the kernel may take to answer an interrupted probe before the test calls it a hang:
#: far beyond any answer measured (under 1 s on a loaded machine), so only a hang fails.
HANG_GUARD = 120


@pytest.fixture(scope="module")
def probed_kernel(tmp_path_factory):
    """One kernel for every probe, with `BUILTIN_SETUP` run, and a render cache of its own, so
    that a figure is drawn, never found in a cache an earlier run filled."""
    previous = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("cache"))
    try:
        km, kc = start_new_kernel(kernel_name="shapebook", startup_timeout=30)
    finally:
        if previous is None:
            del os.environ["XDG_CACHE_HOME"]
        else:
            os.environ["XDG_CACHE_HOME"] = previous
    try:
        reply, _ = run(kc, BUILTIN_SETUP, timeout=HANG_GUARD)
        assert reply["status"] == "ok", reply
        yield km, kc
    finally:
        kc.stop_channels()
        if km.is_alive():
            km.shutdown_kernel(now=False)


def wait_for_ready(kc, msg_id, timeout=120):
    deadline = time.time() + timeout
    while time.time() < deadline:
        message = kc.get_iopub_msg(timeout=timeout)
        if message["parent_header"].get("msg_id") != msg_id:
            continue
        if message["msg_type"] == "stream" and "ready" in message["content"]["text"]:
            return
    raise AssertionError("the probe never printed ready")


#: Numbers the name each probe's cell declares first (`madeByTheProbe3`): gone after the
#: interrupt if the cell was rolled back; each probe's own, so that a probe that failed by
#: finishing leaves no name to fail the next.
PROBE_NUMBERS = itertools.count()


@pytest.mark.parametrize("probe", PROBES)
def test_an_interrupt_stops_long_builtin_work_and_keeps_the_session(probed_kernel, probe):
    km, kc = probed_kernel
    made_by_probe = f"madeByTheProbe{next(PROBE_NUMBERS)}"
    msg_id = kc.execute(f"let {made_by_probe} = 1\n" + probe)
    wait_for_ready(kc, msg_id)
    time.sleep(0.3)  # into the long part
    interrupted_at = time.time()
    km.interrupt_kernel()
    reply = reply_for(kc, msg_id, timeout=HANG_GUARD)
    latency = time.time() - interrupted_at
    print(f"interrupt → reply: {latency * 1000:.0f} ms", reply["content"]["status"], reply["content"].get("ename"))
    # Every probe runs for seconds after `ready`: it must end by the interrupt, not finish.
    assert reply["content"]["status"] == "error" and reply["content"]["ename"] == "InterruptError", reply["content"]
    # The kernel still serves, with the session as before the cell: its value kept, the
    # interrupted cell's declarations rolled back (those of a cell whose drawing was stopped too).
    reply, outputs = run(kc, "kept + 1", timeout=HANG_GUARD)
    assert reply["status"] == "ok" and text_result(outputs) == "42"
    reply, _ = run(kc, made_by_probe, timeout=HANG_GUARD)
    assert reply["status"] == "error" and made_by_probe in reply["evalue"], reply
    # The setup's values too: a probe that shuffles or reverses `ys` in place, or declares its
    # own `xs`, was rolled back.
    reply, outputs = run(kc, "[xs[1], ys[1], ys[4_999_999], words.count]", timeout=HANG_GUARD)
    assert reply["status"] == "ok" and text_result(outputs) == "[1, 1, 4999999, 5000000]", (reply, outputs)
