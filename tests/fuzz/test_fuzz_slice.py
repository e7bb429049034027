"""A slice of the fuzzer in `make test` (the ten-minute run is `make fuzz`): the first 190
generated cells of a fixed seed, about 45 s at load 20 here, and the first 80 programs of the
core Swift fuzzer (`make fuzz FUZZ_ARGS=--typed`), about 95 s at load 20 (a program the checker
rejects is checked again with the drawing library, 0.4 CPU s in a debug build).

Generated cells, each run in a `shapebook fuzz-worker` child and judged as `make fuzz` judges
them: no crash, no hang, an interrupt answered within a second, proper errors, memory near the
budget, no stray files. The seed is fixed (SHAPEBOOK_FUZZ_SEED overrides it), so a finding can
be run again with `python3 tests/fuzz/fuzz.py --seed S --case N`. The slices are counted in
cases, not seconds: a minute's worth once reached case 184 only on CI's faster machine, which
found there what no run here could.
"""

import collections
import os
import pathlib
import signal
import sys
import types

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from fuzz import fuzz, options  # noqa: E402
from harness import Finding, Worker  # noqa: E402
from typed_harness import TypedRunner  # noqa: E402

SLICE_CASES = 190


def test_a_slice_of_generated_cells_breaks_no_promise():
    seed = os.environ.get("SHAPEBOOK_FUZZ_SEED", "2026")
    # No minimising: a finding is reported with its case number, to be reproduced by hand.
    opts = options(["--cases", str(SLICE_CASES), "--seed", seed, "--minimise-seconds", "0"])
    report, outcomes = [], collections.Counter()
    findings = fuzz(opts, report=report.append, outcomes=outcomes)
    assert report and " cases in " in report[-1], report
    assert not findings, "\n".join(report)
    expect_the_evaluator_reached(outcomes, report)

TYPED_SLICE_CASES = 80


def test_a_slice_of_generated_swift_programs_breaks_no_promise():
    """Lang through `shapebook run --typed` on generated core Swift programs: no crash,
    no hang, an interrupt answered, every failure a clear error (typed_harness.py's promises)."""
    seed = os.environ.get("SHAPEBOOK_FUZZ_SEED", "2026")
    opts = options(["--typed", "--cases", str(TYPED_SLICE_CASES), "--seed", seed, "--minimise-seconds", "0"])
    report, outcomes = [], collections.Counter()
    findings = fuzz(opts, report=report.append, outcomes=outcomes)
    assert report and " cases in " in report[-1] and "typed" in report[-1], report
    assert not findings, "\n".join(report)
    expect_the_evaluator_reached(outcomes, report)


def expect_the_evaluator_reached(outcomes, report):
    """A slice whose cases the checker all rejects would fuzz nothing past it: at least a fifth
    of them must run, or stop at run time. On Lang about 55% of the drawing cells and a third of
    the core Swift programs do (seed 2026: never under a fifth from the tenth case on, the cells
    never under half); the checker rejects the rest."""
    total = sum(outcomes.values())
    assert total >= 10, report[-1]
    assert (outcomes["ran"] + outcomes["stopped"]) * 5 >= total, report[-1]


#: Answers that break a promise, with the kind of finding each must be judged as: the slices
#: above pass only because nothing like these came back.
BROKEN_CELL_ANSWERS = [
    ("bad-error", {"status": "error", "ename": "Oops", "evalue": "it broke"}, "let a = 1"),
    ("bad-error", {"status": "error", "ename": "RuntimeError", "evalue": " "}, "let a = 1"),
    ("unlocated-error", {"status": "error", "ename": "RuntimeError", "evalue": "line 9: Index out of range"}, "let a = 1"),
    ("unlocated-error", {"status": "error", "ename": "SyntaxError", "evalue": "expected ')'"}, "print(("),
    ("slow-interrupt", {"status": "error", "ename": "InterruptError", "evalue": "interrupted", "interrupted": 3.0},
     "while true {}"),
    ("bad-answer", {"status": "abort"}, "let a = 1"),
]


@pytest.mark.parametrize("kind,answer,source", BROKEN_CELL_ANSWERS)
def test_the_cell_harness_judges_a_broken_promise(kind, answer, source, tmp_path):
    # The peak memory judged is this test process's own (pytest holds hundreds of megabytes in
    # a full run), so the budget is set out of its reach: only the answer is judged.
    worker = Worker(tmp_path / "no-binary", 1 << 40, 3 << 30)
    worker.process = types.SimpleNamespace(pid=os.getpid())
    try:
        worker._judge({"status": "error", "ename": "RuntimeError", "evalue": "line 1: Index out of range",
                       "interrupted": None}, source, interrupt_bound=1.0)   # a promise kept
        with pytest.raises(Finding) as found:
            worker._judge({"interrupted": None} | answer, source, interrupt_bound=1.0)
    finally:
        worker.process = None    # nothing to stop
        worker.close()
    assert found.value.kind == kind


def test_the_cell_harness_judges_a_stray_file(tmp_path):
    worker = Worker(tmp_path / "no-binary", 1 << 40, 3 << 30)    # pytest's own memory: as above
    worker.process = types.SimpleNamespace(pid=os.getpid())
    try:
        (worker.cwd / "notes.txt").write_text("x")
        with pytest.raises(Finding) as found:
            worker._judge({"status": "ok", "interrupted": None}, 'save(Circle(), to: "notes.txt")', 1.0)
    finally:
        worker.process = None    # nothing to stop
        worker.close()
    assert found.value.kind == "stray-file"


@pytest.mark.parametrize("kind,status,stderr", [
    ("crash", -signal.SIGSEGV, ""),
    ("crash", 134, "Illegal instruction"),
    ("bad-error", 1, "something went wrong"),
    ("unlocated-error", 1, "<stdin>:9:1: error: cannot find 'x' in scope"),
])
def test_the_typed_harness_judges_a_broken_promise(kind, status, stderr, tmp_path):
    runner = TypedRunner(tmp_path / "no-binary", 1 << 30, 3 << 30)
    usage = types.SimpleNamespace(ru_maxrss=0)
    try:
        runner._judge({"status": 1, "stderr": "<stdin>:1:1: error: cannot find 'x' in scope",
                       "interrupted": None}, usage, "print(x)", 1.0)   # a promise kept
        with pytest.raises(Finding) as found:
            runner._judge({"status": status, "stderr": stderr, "interrupted": None}, usage, "print(x)", 1.0)
    finally:
        runner.close()
    assert found.value.kind == kind
