"""A one-minute slice of the fuzzer in `make test` (the ten-minute run is `make fuzz`), and a
twenty-second slice of the core Swift fuzzer (`make fuzz FUZZ_ARGS=--typed`).

Generated cells, each run in a `shapebook fuzz-worker` child and judged as `make fuzz` judges
them: no crash, no hang, an interrupt answered within a second, proper errors, memory near the
budget, no stray files. The seed is fixed (SHAPEBOOK_FUZZ_SEED overrides it), so a finding can
be run again with `python3 tests/fuzz/fuzz.py --seed S --case N`.
"""

import collections
import os
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from fuzz import fuzz, options  # noqa: E402

SLICE_SECONDS = 60


def test_a_minute_of_generated_cells_breaks_no_promise():
    seed = os.environ.get("SHAPEBOOK_FUZZ_SEED", "2026")
    # No minimising: a finding is reported with its case number, to be reproduced by hand.
    opts = options(["--seconds", str(SLICE_SECONDS), "--seed", seed, "--minimise-seconds", "0"])
    report, outcomes = [], collections.Counter()
    findings = fuzz(opts, report=report.append, outcomes=outcomes)
    assert report and " cases in " in report[-1], report
    assert not findings, "\n".join(report)
    expect_the_evaluator_reached(outcomes, report)

TYPED_SLICE_SECONDS = 20


def test_twenty_seconds_of_generated_swift_programs_break_no_promise():
    """Lang through `shapebook run --typed` on generated core Swift programs: no crash,
    no hang, an interrupt answered, every failure a clear error (typed_harness.py's promises)."""
    seed = os.environ.get("SHAPEBOOK_FUZZ_SEED", "2026")
    opts = options(["--typed", "--seconds", str(TYPED_SLICE_SECONDS), "--seed", seed, "--minimise-seconds", "0"])
    report, outcomes = [], collections.Counter()
    findings = fuzz(opts, report=report.append, outcomes=outcomes)
    assert report and " cases in " in report[-1] and "typed" in report[-1], report
    assert not findings, "\n".join(report)
    expect_the_evaluator_reached(outcomes, report)


def expect_the_evaluator_reached(outcomes, report):
    """A slice whose cases the checker all rejects would fuzz nothing past it: at least a fifth
    of them must run, or stop at run time. On Lang about 45% of the drawing cells and a third of
    the core Swift programs do (seed 2026: never under a fifth from the tenth case on); the
    checker rejects the rest."""
    total = sum(outcomes.values())
    assert total >= 10, report[-1]
    assert (outcomes["ran"] + outcomes["stopped"]) * 5 >= total, report[-1]
