"""A one-minute slice of the fuzzer in `make test` (the ten-minute run is `make fuzz`).

Generated cells, each run in a `shapebook fuzz-worker` child and judged as `make fuzz` judges
them: no crash, no hang, an interrupt answered within a second, proper errors, memory near the
budget, no stray files. The seed is fixed (SHAPEBOOK_FUZZ_SEED overrides it), so a finding can
be run again with `python3 tests/fuzz/fuzz.py --seed S --case N`.
"""

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
    report = []
    findings = fuzz(opts, report=report.append)
    assert report and " cases in " in report[-1], report
    assert not findings, "\n".join(report)
