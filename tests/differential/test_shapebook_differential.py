"""Shapebook against swiftc on the core corpus.

In `make test`: a sample of the corpus (SAMPLE: one program in thirty, about 70, chosen by a hash
of its path so that adding a program leaves the others' choice alone; every class among them) through
`shapebook run --typed` (Lang with swiftc's output conventions), a process each, as `make differential`
runs the whole corpus. Every one of them must do what swiftc does (print the same, trap after
printing the same, or be rejected before running), and none may crash Shapebook.
The whole corpus is judged exactly by CoreCorpusTests (Tests/LangTests/CoreCorpusTests.swift): the same
programs in-process through `Lang.Session`, which `run --typed` runs them with; the sample checks
that the command reports each outcome as swiftc does (stdout, `Fatal error:` on stderr, the exit
status) without paying a process per program a second time (165 CPU-seconds, debug build). What
the sample adds to CoreCorpusTests is the command's path, which every program of a class takes
alike, so a few dozen programs of each class test it as well as 200 did (docs/differential.md,
"Cost").

SHAPEBOOK_DIFFERENTIAL=1 adds one test per program, to see each failure (through `run --typed`
with SHAPEBOOK_TYPED=1, else through plain `shapebook run`).
"""

import os

import pytest

import core_check
import differential_corpus
import shapebook_runner

PROGRAMS = differential_corpus.discover()
SAMPLE = differential_corpus.sample(PROGRAMS, every=differential_corpus.PROCESS_SAMPLE_EVERY)
#: One test per program only when asked for: otherwise no test is collected for them (collecting
#: and skipping one per program took about 1.5 s and put 1979 skips in the summary).
PER_PROGRAM = bool(os.environ.get("SHAPEBOOK_DIFFERENTIAL"))


@pytest.fixture(scope="module")
def typed_runs():
    return shapebook_runner.run_all([p.path for p in SAMPLE], typed=True)


def test_the_sample_has_every_class_of_program():
    assert {p.kind for p in SAMPLE} == set(differential_corpus.CLASSES)


def test_the_typed_front_end_does_what_swiftc_does_for_every_sampled_program(typed_runs):
    verdicts = [core_check.check_against_expectations(p, typed_runs[p.path]) for p in SAMPLE]
    crashed = [f"{p.name}: {typed_runs[p.path].error_line}" for p in SAMPLE
               if typed_runs[p.path].crashed or typed_runs[p.path].timed_out]
    assert not crashed, "shapebook run --typed crashed or hung:\n" + "\n".join(crashed)
    failures = [f"{v.program.name}: {v.reason}" for v in verdicts if not v.passed]
    assert not failures, f"{len(failures)} of {len(verdicts)} sampled programs differ from swiftc:\n" + "\n".join(failures)


@pytest.fixture(scope="module")
def runs():
    return shapebook_runner.run_all([p.path for p in PROGRAMS])


@pytest.mark.skipif(not PER_PROGRAM,
                    reason="one test per program: SHAPEBOOK_DIFFERENTIAL=1 (`make differential` prints the summary)")
@pytest.mark.parametrize("program", PROGRAMS if PER_PROGRAM else [],
                         ids=lambda p: p.name.removeprefix("Tests/Differential/Core/"))
def test_shapebook_does_what_swiftc_does(program, runs):
    verdict = core_check.check_against_expectations(program, runs[program.path])
    assert verdict.passed, verdict.reason
