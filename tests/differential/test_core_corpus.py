"""The core corpus cannot rot: swiftc still does what every program's expectations say.

swiftc's outcomes are committed beside the corpus (Core/swiftc-outcomes.jsonl, keyed by each
program's text, the compiler's version and the flags; swiftc_oracle.py): a fresh clone compiles
only the programs the record does not hold as they are, plus a tenth of the corpus (a different
tenth each day, so every entry is compiled again within ten days) to confirm the record is what
swiftc gives here.

Every RUNS and TRAPS program compiles, its binary prints the recorded stdout (and traps where
recorded), every REJECTED program is refused with the recorded first error, and the generated
programs are exactly what the generator's seed writes; Core/swiftc-errors.txt holds swiftc's
every error on the rejected ones. Comparing Shapebook with the corpus is the job of
CoreCorpusTests (the whole corpus in-process, each program exactly as recorded) and test_shapebook_differential.py
(a sample through `shapebook run --typed`); `make differential` prints the whole summary.
"""

import datetime
import json

import pytest

import core_check
import differential_corpus
import generate_programs
import swiftc_errors
import swiftc_oracle

PROGRAMS = differential_corpus.discover()


@pytest.fixture(scope="module")
def oracle():
    return swiftc_oracle.SwiftcOracle()


@pytest.fixture(scope="module")
def outcomes(oracle):
    """swiftc's outcome of every program: from Core/swiftc-outcomes.jsonl where it holds the
    program as it is, else compiled in batches and cached under .build/."""
    return oracle.outcomes(PROGRAMS)


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


def test_the_recorded_outcomes_are_the_programs_as_they_are(oracle):
    """Core/swiftc-outcomes.jsonl has one entry per program, keyed by its text as it is now (so
    that a fresh clone compiles none of them): a program edited without `--record` is named."""
    entries = [json.loads(line) for line in swiftc_oracle.RECORD.read_text().splitlines()]
    recorded = {entry["program"]: entry["key"] for entry in entries}
    current = {swiftc_errors.key(p): oracle.key(p.source) for p in PROGRAMS}
    stale = sorted(name for name in recorded.keys() | current.keys() if recorded.get(name) != current.get(name))
    assert len(entries) == len(recorded), "a program has two entries"
    assert not stale, (f"{len(stale)} programs differ from {swiftc_oracle.RECORD.name} ({stale[:5]}): "
                       f"`differential.py core --record` them")


def comparable(outcome):
    """What the tests read of an outcome: the class, stdout, the first error or fatal error, and
    a rejected program's every diagnostic (stderr's addresses and stack traces aside)."""
    diagnostics = swiftc_errors.diagnostics(outcome.stderr) if outcome.kind == differential_corpus.REJECTED else []
    return outcome.kind, outcome.stdout, outcome.message, diagnostics


def test_recorded_outcomes_are_what_swiftc_gives_here(oracle):
    """The record is swiftc's: a tenth of it (about 200 programs) is compiled and run here, without
    the record, and must give exactly the recorded outcome. Which tenth follows the day (UTC), so
    ten days' runs compile every recorded program once: an entry that is not swiftc's cannot hide."""
    part = datetime.datetime.now(datetime.timezone.utc).date().toordinal()
    sample = [p for p in differential_corpus.sample(PROGRAMS, part=part) if oracle.key(p.source) in oracle.recorded]
    compiled = swiftc_oracle.SwiftcOracle(record=None).outcomes(sample)
    differ = [p.name for p in sample if comparable(compiled[p]) != comparable(oracle.recorded[oracle.key(p.source)])]
    assert len(sample) >= 100
    assert not differ, f"swiftc gives other outcomes than {swiftc_oracle.RECORD.name} records for {differ[:5]}"


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
