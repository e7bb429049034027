"""Shapebook against swiftc on the core corpus.

In `make test`: every program through the typed front end (`shapebook run --typed`, issue 11), as
`make differential` runs it. At least FLOOR of them must do what swiftc does (print the same, trap
after printing the same, or be rejected before running), and none may crash Shapebook; raise
FLOOR as the front end passes more.

SHAPEBOOK_DIFFERENTIAL=1 adds one test per program, to see each failure (through the typed front
end with SHAPEBOOK_TYPED=1, else through the old language).
"""

import os

import pytest

import core_check
import differential_corpus
import shapebook_runner

#: Programs of the core corpus that `shapebook run --typed` must pass (561 in all).
FLOOR = 532

PROGRAMS = differential_corpus.discover()


@pytest.fixture(scope="module")
def typed_runs():
    return shapebook_runner.run_all([p.path for p in PROGRAMS], typed=True)


def test_the_typed_front_end_does_what_swiftc_does_for_at_least_the_floor(typed_runs):
    verdicts = [core_check.check_against_expectations(p, typed_runs[p.path]) for p in PROGRAMS]
    crashed = [f"{p.name}: {typed_runs[p.path].error_line}" for p in PROGRAMS
               if typed_runs[p.path].crashed or typed_runs[p.path].timed_out]
    assert not crashed, "shapebook run --typed crashed or hung:\n" + "\n".join(crashed)
    failures = [f"{v.program.name}: {v.reason}" for v in verdicts if not v.passed]
    passed = len(verdicts) - len(failures)
    assert passed >= FLOOR, (f"{passed} of {len(verdicts)} programs pass, below the floor of {FLOOR}:\n"
                             + "\n".join(failures))


@pytest.fixture(scope="module")
def runs():
    return shapebook_runner.run_all([p.path for p in PROGRAMS])


@pytest.mark.skipif(not os.environ.get("SHAPEBOOK_DIFFERENTIAL"),
                    reason="one test per program: SHAPEBOOK_DIFFERENTIAL=1 (`make differential` prints the summary)")
@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name.removeprefix("Tests/Differential/Core/"))
def test_shapebook_does_what_swiftc_does(program, runs):
    verdict = core_check.check_against_expectations(program, runs[program.path])
    assert verdict.passed, verdict.reason
