"""The swiftc oracle's batch link: a program that cannot link costs only its own outcome, and the
linker's reason reaches the test's output (CI once lost all 573 outcomes to one failed link,
and the reason, printed while a fixture built, was never shown)."""

import pathlib
import tempfile

import core_check
from differential_corpus import REJECTED, RUNS, TRAPS, Program
from swiftc_oracle import FAILED, SwiftcOracle, fatal_error

MISSING_SYMBOL = "shapebook_oracle_test_no_such_symbol"


def program(name, code, kind=RUNS, stdout="", message=""):
    return Program(pathlib.Path(name), f"// {name}\n{code}", kind, stdout, message)


def test_a_program_that_cannot_link_fails_alone_with_the_linkers_reason(tmp_path):
    fine = program("fine.swift", 'print("fine")\n')
    unlinkable = program("unlinkable.swift",
                         f'@_silgen_name("{MISSING_SYMBOL}") func missing() -> Int32\nprint(missing())\n')
    oracle = SwiftcOracle(cache=tmp_path, jobs=1)
    outcomes = oracle.outcomes([fine, unlinkable])
    assert (outcomes[fine].kind, outcomes[fine].stdout) == (RUNS, "fine\n")
    assert outcomes[unlinkable].kind == FAILED
    # The linker's own line comes first, within what a verdict quotes (Outcome.message).
    assert outcomes[unlinkable].message.startswith("linking failed (exit status 1): ")
    assert MISSING_SYMBOL in outcomes[unlinkable].message, outcomes[unlinkable].stderr
    # The batch of both failed first, then was linked in halves.
    assert len(oracle.link_failures) == 1 and MISSING_SYMBOL in oracle.link_failures[0]


def test_the_oracle_leaves_nothing_in_tmpdir(tmp_path, monkeypatch):
    """swiftc's driver leaves a `TemporaryDirectory.*` in TMPDIR on every run; the oracle gives
    each driver run a TMPDIR of its own and removes it, so a test run leaves /tmp as it found it."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setenv("TMPDIR", str(scratch))
    monkeypatch.setattr(tempfile, "tempdir", None)   # tempfile reads TMPDIR again
    fine = program("fine.swift", 'print("fine")\n')
    outcomes = SwiftcOracle(cache=tmp_path / "cache", jobs=1).outcomes([fine])   # version, plan, compile, link
    assert (outcomes[fine].kind, outcomes[fine].stdout) == (RUNS, "fine\n")
    assert sorted(p.name for p in scratch.iterdir()) == []


def test_a_program_whose_expectations_are_not_swiftcs_fails(tmp_path):
    """The corpus check can fail: programs batched as the corpus is, each with expectations swiftc
    does not meet (the output, the class, the first error), fail, and their true twins pass."""
    pairs = [
        (program("sum.swift", "print(7 / 2)\n", RUNS, "3\n"), program("sum_wrong.swift", "print(7 / 2)\n", RUNS, "3.5\n")),
        (program("trap.swift", 'print("a")\nlet xs = [1]\nprint(xs[2])\n', TRAPS, "a\n", "Index out of range"),
         program("trap_wrong.swift", 'print("a")\nlet xs = [1]\nprint(xs.count)\n', TRAPS, "a\n", "Index out of range")),
        (program("typo.swift", "let n: Int = 2.5\n", REJECTED, "",
                 "cannot convert value of type 'Double' to specified type 'Int'"),
         program("typo_wrong.swift", "let n: Int = 2.5\n", REJECTED, "",
                 "cannot convert value of type 'Float' to specified type 'Int'")),
        (program("runs.swift", "let n: Double = 2\nprint(n)\n", RUNS, "2.0\n"),
         program("runs_wrong.swift", "let n: Double = 2\nprint(n)\n", REJECTED, "", "no error swiftc gives")),
    ]
    everything = [p for pair in pairs for p in pair]
    outcomes = SwiftcOracle(cache=tmp_path).outcomes(everything)
    verdicts = {p.path.name: core_check.check_against_swiftc(p, outcomes[p]) for p in everything}
    assert {name for name, v in verdicts.items() if v.passed} == {"sum.swift", "trap.swift", "typo.swift", "runs.swift"}
    assert verdicts["sum_wrong.swift"].reason == "stdout line 1: expected '3.5', got '3'"
    assert verdicts["trap_wrong.swift"].reason == "expected traps, swiftc's build runs"
    assert verdicts["typo_wrong.swift"].reason.startswith("swiftc's first error is now \"cannot convert value of type 'Double'")
    assert verdicts["runs_wrong.swift"].reason == "expected rejected, swiftc's build runs"


def test_an_exclusivity_trap_is_recorded_without_its_address():
    stderr = ("Simultaneous accesses to 0x55c28db0f188, but modification requires exclusive access.\n"
              "Previous access (a modification) started at x`<unavailable> + 4188 (0x562a95b2005c).\n"
              "Fatal access conflict detected.\n")
    assert fatal_error(stderr) == "Simultaneous accesses, but modification requires exclusive access"


def test_an_unowned_read_trap_is_recorded_with_its_address_masked():
    stderr = ("Fatal error: Attempted to read an unowned reference but object 0x561794b97f30 was already destroyed\n"
              "Current stack trace:\n")
    assert fatal_error(stderr) == "Attempted to read an unowned reference but object 0x… was already destroyed"
