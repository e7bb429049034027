"""The cells of issue 13 that used to take the whole kernel down, each run in a real kernel:
each must end in an ordinary error, and the session must keep what it held before.

Memory bombs run under `Session.memoryLimit = 256 MiB` so that they end in seconds.
"""

import re

import pytest

from conftest import run, text_result

VIEW_THAT_CONTAINS_ITSELF = "struct V: View { var body: some View { V() } }\nV()"
MUTUAL_VIEWS = ("struct A: View { var body: some View { B() } }\n"
                "struct B: View { var body: some View { A() } }\nA()")

CELLS = [
    # 1. A view whose body contains itself (SIGSEGV).
    pytest.param(VIEW_THAT_CONTAINS_ITSELF, "LimitError", "views nest too deeply",
                 id="view-body-itself"),
    pytest.param(MUTUAL_VIEWS, "LimitError", "views nest too deeply", id="mutual-view-bodies"),
    pytest.param("struct V: View { var body: some View { V() } }\ndisplay(V())", "LimitError",
                 "line 2: views nest too deeply", id="view-displayed"),
    pytest.param("struct R: View {\n    var body: some View { GeometryReader { _ in R() } }\n}\nR()", "RuntimeError",
                 "GeometryReader contents are nested more than 256 deep", id="view-in-its-own-geometry-reader"),
    # 2. Memory bombs (SIGABRT after 5-36 s).
    pytest.param('var s = "ab"\nwhile true {\n    s = s + s\n}', "MemoryError",
                 re.compile(r"^line 3: a string of \d+ bytes asks for"), id="string-doubling"),
    pytest.param('var s = "ab"\nwhile true {\n    s += s\n}', "MemoryError",
                 re.compile("^line 3: a string of"), id="string-plus-equals"),
    pytest.param("var p = Path(ellipseIn: CGRect(x: 0, y: 0, width: 9, height: 9))\nwhile true {\n    p.addPath(p)\n}",
                 "MemoryError", re.compile("^line 3: "), id="path-doubling"),
    pytest.param("var a: [Double] = [1, 2]\nwhile true {\n    a = a + a\n}", "MemoryError",
                 re.compile("^line 3: an array of"), id="array-doubling"),
    pytest.param("var a: [Double] = [1, 2]\nwhile true {\n    a.append(contentsOf: a)\n}", "MemoryError",
                 re.compile("^line 3: an array of"), id="array-appending-itself"),
    # With room in memory, `+` stops at the array limit, as append does.
    pytest.param("Session.memoryLimit = 2_000_000_000\nvar a: [Double] = [1, 2]\nwhile true {\n    a = a + a\n}",
                 "LimitError", "line 4: the array would be longer than 16777216 elements",
                 id="array-plus-obeys-the-array-limit"),
    pytest.param("var g = Array(repeating: Array(repeating: 0.0, count: 1_000_000), count: 1000)\n"
                 "for i in 0..<1000 {\n    g[i][0] = 1\n}", "MemoryError",
                 "line 3: copying an array of 1000000 elements",
                 id="nested-arrays-made-unique"),
    # 3. Huge numbers converted to integers (SIGILL).
    pytest.param("animate(duration: 1e20) { t in Circle().opacity(t) }", "LimitError", "more than the limit of 1000",
                 id="animate-duration-1e20"),
    pytest.param("animate(.linear(duration: 1e300)) { t in Circle().opacity(t) }", "LimitError", "frames",
                 id="linear-duration-1e300"),
    pytest.param("animate(.linear(duration: 1).speed(1e-300)) { t in Circle().opacity(t) }", "LimitError", "frames",
                 id="speed-1e-300"),
    pytest.param('save(Circle(), to: "big.png", scale: 1e308)', "RuntimeError", "'scale' must be in 0 < scale ≤ 16",
                 id="save-scale-1e308"),
    pytest.param("Int(1e300)", "RuntimeError",
                 "Double value cannot be converted to Int because the result would be greater than Int.max",
                 id="int-1e300"),
    # 5. A NUL in a path (wrote the file `a`).
    pytest.param('save(Circle(), to: "a\\u{0}b.png")', "RuntimeError", "could not save 'a\\u{0}b.png': embedded null byte",
                 id="nul-in-save-path"),
    pytest.param('Image(path: "a\\u{0}b.png")', "RuntimeError", "embedded null byte", id="nul-in-image-path"),
    pytest.param('Image("a\\u{0}b")', "RuntimeError", "embedded null byte", id="nul-in-image-asset-name"),
]


@pytest.fixture
def session(kernel):
    """A kernel whose session holds `kept = 41`, with a small memory limit so that memory
    bombs end quickly."""
    km, kc = kernel
    assert run(kc, "let kept = 41\nSession.memoryLimit = 268_435_456")[0]["status"] == "ok"
    return km, kc


@pytest.mark.parametrize("cell, ename, evalue", CELLS)
def test_a_cell_that_crashed_the_kernel_is_an_error_and_the_session_lives(session, cell, ename, evalue):
    km, kc = session
    reply, _ = run(kc, cell, timeout=120)
    assert reply["status"] == "error"
    assert reply["ename"] == ename, reply["evalue"]
    assert evalue.search(reply["evalue"]) if isinstance(evalue, re.Pattern) else evalue in reply["evalue"]
    assert km.is_alive()
    reply, outputs = run(kc, "kept + 1")
    assert reply["status"] == "ok" and text_result(outputs) == "42"


def test_no_file_is_written_for_a_path_with_a_nul(kernel, tmp_path):
    km, kc = kernel
    reply, _ = run(kc, f'save(Circle(), to: "{tmp_path}/a\\u{{0}}b.png")')
    assert reply["status"] == "error"
    assert list(tmp_path.iterdir()) == []


def test_the_memory_limit_is_a_session_setting_rolled_back_with_a_failed_cell(kernel):
    km, kc = kernel
    assert text_result(run(kc, "Session.memoryLimit")[1]) == str(min(4 << 30, physical_memory() // 2))
    reply, _ = run(kc, "Session.memoryLimit = 300_000_000\nlet x = [1][5]")
    assert reply["status"] == "error"
    assert text_result(run(kc, "Session.memoryLimit")[1]) == str(min(4 << 30, physical_memory() // 2))
    reply, _ = run(kc, "Session.memoryLimit = 1_000")
    assert reply["status"] == "error" and "whole number of bytes from 268435456" in reply["evalue"]


def physical_memory():
    import os
    memory = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    try:
        group = open("/sys/fs/cgroup/memory.max").read().strip()
        if group != "max":
            memory = min(memory, int(group))
    except OSError:
        pass
    return memory
