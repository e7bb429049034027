"""The core corpus cannot rot: swiftc still does what every program's expectations say.

Every RUNS and TRAPS program compiles, its binary prints the recorded stdout (and traps where
recorded), every REJECTED program is refused with the recorded first error, and the generated
programs are exactly what the generator's seed writes; Core/swiftc-errors.txt holds swiftc's
every error on the rejected ones. Comparing Shapebook with the corpus is the job of
CoreCorpusTests (the whole corpus in-process, each program exactly as recorded) and test_shapebook_differential.py
(a sample through `shapebook run --typed`); `make differential` prints the whole summary.
"""

import pytest

import core_check
import differential_corpus
import generate_programs
import swiftc_errors
import swiftc_oracle

PROGRAMS = differential_corpus.discover()


@pytest.fixture(scope="module")
def outcomes():
    """swiftc's outcome of every program: compiled in batches once, cached under .build/."""
    return swiftc_oracle.SwiftcOracle().outcomes(PROGRAMS)


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name.removeprefix("Tests/Differential/Core/"))
def test_swiftc_does_what_the_program_expects(program, outcomes):
    verdict = core_check.check_against_swiftc(program, outcomes[program])
    assert verdict.passed, verdict.reason


def test_swiftc_errors_record_is_what_swiftc_says(outcomes):
    """Core/swiftc-errors.txt (Lang's diagnostics are measured against it) holds every rejected
    program's errors and notes with their line:column, as swiftc gives them today."""
    existing = {swiftc_errors.key(p) for p in PROGRAMS}
    expected = swiftc_errors.updated({}, PROGRAMS, outcomes, existing)
    recorded = swiftc_errors.read()
    stale = sorted(name for name in expected.keys() | recorded.keys() if expected.get(name) != recorded.get(name))
    assert not stale, f"swiftc-errors.txt differs from swiftc for {stale[:5]}: `differential.py core --record`"


def test_the_corpus_is_large_and_has_every_class():
    kinds = [p.kind for p in PROGRAMS]
    assert len(PROGRAMS) >= 300
    assert kinds.count(differential_corpus.TRAPS) >= 20
    assert kinds.count(differential_corpus.REJECTED) >= 50


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name.removeprefix("Tests/Differential/Core/"))
def test_each_program_says_what_it_checks(program):
    assert program.source.startswith("// "), "the first line is a comment saying what the program checks"


@pytest.mark.parametrize("program", [p for p in PROGRAMS if p.kind == differential_corpus.REJECTED],
                         ids=lambda p: p.name.removeprefix("Tests/Differential/Core/"))
def test_rejected_programs_would_show_that_they_ran(program):
    """A rejected program prints before its error, so a front end that runs it is caught."""
    assert 'print("this program must not run")' in program.code


def test_generated_programs_are_what_the_seed_writes():
    assert generate_programs.check(generate_programs.generate())
