"""The swiftc oracle's batch link: a program that cannot link costs only its own outcome, and the
linker's reason reaches the test's output (CI once lost all 573 outcomes to one failed link,
and the reason, printed while a fixture built, was never shown)."""

import pathlib

from differential_corpus import RUNS, Program
from swiftc_oracle import FAILED, SwiftcOracle

MISSING_SYMBOL = "shapebook_oracle_test_no_such_symbol"


def program(name, code):
    return Program(pathlib.Path(name), f"// {name}\n{code}", RUNS, "", "")


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
