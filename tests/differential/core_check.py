"""Comparisons for the core corpus: each program's expectations against swiftc, or Shapebook
against the expectations.

Both return a list of `Verdict`s, so one summary printer serves the corpus check (does swiftc
still do what the files say?) and the differential run (does Shapebook do what swiftc does?).
"""

import dataclasses

from differential_corpus import REJECTED, RUNS, TRAPS, with_expectations


@dataclasses.dataclass
class Verdict:
    """Whether one program passed, and if not, why, in one line."""
    program: object
    passed: bool
    reason: str = ""
    wording_matches: bool = False   # REJECTED only: Shapebook's message carries swiftc's text


def first_difference(expected, actual):
    """A one-line account of where two stdouts first differ."""
    expected_lines, actual_lines = expected.splitlines(), actual.splitlines()
    for number, (want, got) in enumerate(zip(expected_lines, actual_lines), start=1):
        if want != got:
            return f"stdout line {number}: expected {want!r}, got {got!r}"
    if len(expected_lines) > len(actual_lines):
        return f"stdout ends after {len(actual_lines)} lines; expected {expected_lines[len(actual_lines)]!r} next"
    if len(actual_lines) > len(expected_lines):
        return f"stdout has an extra line {len(expected_lines) + 1}: {actual_lines[len(expected_lines)]!r}"
    return "stdout differs in its line endings"


def check_against_swiftc(program, outcome):
    """Does swiftc (`outcome`) do what the program's expectation comments say?"""
    if outcome.kind != program.kind:
        detail = f": {outcome.message}" if outcome.message else ""
        return Verdict(program, False, f"expected {program.kind}, swiftc's build {outcome.kind}{detail}")
    if program.kind == REJECTED and outcome.message != program.message:
        return Verdict(program, False, f"swiftc's first error is now {outcome.message!r}")
    if program.kind != REJECTED and outcome.stdout != program.expected_stdout:
        return Verdict(program, False, first_difference(program.expected_stdout, outcome.stdout))
    return Verdict(program, True)


def recorded_source(program, outcome):
    """The program's source with swiftc's outcome written as its expectations, or None when
    that outcome cannot be written down (a failed run, or output that a comment cannot hold)."""
    if outcome.kind not in (RUNS, TRAPS, REJECTED):
        return None
    if outcome.stdout and not outcome.stdout.endswith("\n"):
        return None
    if any(line != line.rstrip() or "\r" in line for line in outcome.stdout.split("\n")):
        return None
    return with_expectations(program, outcome.kind, outcome.stdout, outcome.message)


def check_against_expectations(program, run):
    """Does Shapebook (`run`, a `ShapebookRun`) do what swiftc does with the program?"""
    if run.crashed:
        return Verdict(program, False, f"shapebook crashed: {run.error_line}")
    if run.timed_out:
        return Verdict(program, False, "shapebook timed out")
    if program.kind == RUNS:
        if not run.succeeded:
            return Verdict(program, False, f"failed: {run.error_line}")
        if run.stdout != program.expected_stdout:
            return Verdict(program, False, first_difference(program.expected_stdout, run.stdout))
        return Verdict(program, True)
    if program.kind == TRAPS:
        if run.succeeded:
            return Verdict(program, False, "ran to the end; swiftc's program traps")
        if not run.ran:
            return Verdict(program, False, f"rejected before running; swiftc's program traps: {run.error_line}")
        if run.stdout != program.expected_stdout:
            difference = first_difference(program.expected_stdout, run.stdout)
            return Verdict(program, False, f"{difference}, then {run.error_line}")
        return Verdict(program, True)
    if run.succeeded:
        return Verdict(program, False, "accepted and ran; swiftc rejects it: " + program.message)
    if run.stdout:
        return Verdict(program, False, f"ran before failing (printed {run.stdout.splitlines()[0]!r}): {run.error_line}")
    if run.ran:
        return Verdict(program, False, f"failed while running, not before: {run.error_line}")
    return Verdict(program, True, wording_matches=program.message in run.stderr)
