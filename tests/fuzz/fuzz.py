#!/usr/bin/env python3
"""Fuzzes Shapebook with generated cells, each run in a child process (see harness.py).

    python3 tests/fuzz/fuzz.py --seconds 600            # what `make fuzz` runs
    python3 tests/fuzz/fuzz.py --seed 7 --case 1234     # runs one case again, printing it
    python3 tests/fuzz/fuzz.py --seed 7 --cases 190     # cases 0 to 189 (make test's slice)
    python3 tests/fuzz/fuzz.py --typed --seconds 600    # core Swift programs: `shapebook run --typed`

Both modes run Lang, the only language. Without --typed, the cases are drawing cells, each run
in a kernel worker (harness.py). With --typed, the cases are core Swift programs
(swift_generator.py), each run by `shapebook run --typed -` (swiftc's output conventions) in a
process of its own (typed_harness.py).

Every finding is printed with its seed and case number, the cell minimised (statements that
do not matter dropped) and the original; only the first finding of each kind is minimised, the
later ones are printed whole ("not minimised"). A slow interrupt, a hang or a memory finding
counts only when it happens again in a fresh worker (`confirmed`): one that does not is left
out and counted as unconfirmed in the summary. The exit status is 1 when anything was found.
"""

import argparse
import collections
import os
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import generator  # noqa: E402
import swift_generator  # noqa: E402
from harness import Finding, Worker, minimise  # noqa: E402
from typed_harness import TypedRunner  # noqa: E402

REPO = pathlib.Path(__file__).resolve().parents[2]


def options(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.environ.get("SHAPEBOOK_BIN", REPO / ".build/debug/shapebook"))
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--cases", type=int, default=0,
                        help="run cases 0 to N-1 of the seed, however long they take, instead of --seconds: "
                             "every machine then runs the same cases")
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--case", type=int, help="run only this case of the seed, and print it")
    parser.add_argument("--budget", type=float, default=2.0, help="seconds a cell runs before it is interrupted")
    parser.add_argument("--interrupt-bound", type=float, default=1.0,
                        help="seconds from the interrupt to the answer before it counts as ignored")
    parser.add_argument("--memory-limit", type=int, default=192 << 20, help="the session's memory budget, bytes")
    parser.add_argument("--address-space", type=int, default=3 << 30,
                        help="RLIMIT_AS of a worker, bytes: its address space starts at about 0.75 GB, plus 1 GB "
                             "for the running cell's stack (a cell's thread is joined, so only one is mapped); "
                             "a cell that allocates past it fails to start or crashes the worker")
    parser.add_argument("--minimise-seconds", type=float, default=60)
    parser.add_argument("--stop-after", type=int, default=0, help="stop after this many findings (0: never)")
    parser.add_argument("--typed", action="store_true",
                        help="fuzz `shapebook run --typed` (Lang with swiftc's output conventions) with core Swift programs")
    opts = parser.parse_args(argv)
    # Workers run in a sandbox directory of their own, where a relative path (the Makefile's
    # .build/debug/shapebook) reaches no binary: `make fuzz` failed at its first case.
    opts.binary = str(pathlib.Path(opts.binary).resolve())
    if opts.typed:
        # A typed run has no memory budget of its own: the limit is what no program here needs
        # (so a finding is an allocation without bound).
        opts.memory_limit = max(opts.memory_limit, 1 << 30)
    return opts


def generate(opts, index):
    """The statements of case `index`: a core Swift program for --typed, else a drawing cell."""
    return (swift_generator if opts.typed else generator).generate(opts.seed, index)


def outcome(answer):
    """How far a case got: "ran" (to its end), "stopped" (by a runtime error, a limit or the
    interrupt: the evaluator ran it) or "rejected" (by the parser or the checker)."""
    if answer.get("interrupted") is not None:
        return "stopped"
    if "ename" in answer or answer["status"] in ("ok", "error"):    # a kernel worker's answer
        if answer["status"] == "ok":
            return "ran"
        return "rejected" if answer.get("ename") in ("SyntaxError", "TypeError") else "stopped"
    if answer["status"] == 0:                                         # `shapebook run --typed`
        return "ran"
    return "stopped" if "Fatal error" in answer["stderr"] else "rejected"


def fuzz(opts, report=print, outcomes=None):
    """Runs cases until the time is up; returns the findings as (case, finding, minimised).
    `outcomes`, a Counter, counts the cases that answered by `outcome`."""
    outcomes = collections.Counter() if outcomes is None else outcomes
    if opts.typed:
        make_worker = lambda: TypedRunner(opts.binary, opts.memory_limit, opts.address_space)
    else:
        make_worker = lambda: Worker(opts.binary, opts.memory_limit, opts.address_space)
    worker = make_worker()
    findings = []
    kinds = collections.Counter()
    unconfirmed = collections.Counter()
    minimised_signatures = set()
    started = time.monotonic()
    if opts.case is not None:
        cases = range(opts.case, opts.case + 1)
    else:
        cases = range(opts.cases or 10 ** 9)
    timed = opts.case is None and not opts.cases
    count = 0
    try:
        for index in cases:
            if timed and time.monotonic() - started > opts.seconds:
                break
            statements = generate(opts, index)
            source = "\n".join(statements)
            if opts.case is not None:
                report(source)
            count += 1
            try:
                answer = worker.run(source, opts.budget, opts.interrupt_bound)
                outcomes[outcome(answer)] += 1
                if opts.case is not None:
                    report(f"answer: {answer}")
                continue
            except Finding as finding:
                if finding.kind in ("slow-interrupt", "hang", "memory") and not confirmed(make_worker, source, finding, opts):
                    unconfirmed[finding.kind] += 1
                    continue
                kinds[finding.kind] += 1
                # The same kind and detail again: not worth another minimisation's time.
                signature = (finding.kind, finding.detail if finding.kind == "crash" else "")
                smallest = statements
                heading = "--- not minimised (an earlier finding of this kind was):"
                if signature not in minimised_signatures:
                    minimised_signatures.add(signature)
                    smallest = minimise(make_worker, statements, finding, opts.budget, opts.interrupt_bound,
                                        time.monotonic() + opts.minimise_seconds)
                    heading = "--- minimised:" if len(smallest) < len(statements) else "--- no statement could be dropped:"
                elapsed = time.monotonic() - started
                findings.append((index, finding, "\n".join(smallest)))
                report(f"\n=== finding {len(findings)} after {elapsed:.0f} s (seed {opts.seed}, case {index}): "
                       f"{finding.kind}: {finding.detail}\n{heading}\n" + "\n".join(smallest)
                       + ("\n--- original:\n" + source if len(smallest) < len(statements) else ""))
                if opts.stop_after and len(findings) >= opts.stop_after:
                    break
    finally:
        worker.close()
    report(f"\n{count} cases in {time.monotonic() - started:.0f} s (seed {opts.seed}{', typed' if opts.typed else ''}); "
           f"outcomes: {dict(outcomes)}; findings: {dict(kinds) or 'none'}"
           + (f"; unconfirmed in a fresh worker: {dict(unconfirmed)}" if unconfirmed else "")
           + (f"; worker restarted after {worker.unsettled} settles outlasted its wait"
              if getattr(worker, "unsettled", 0) else ""))
    return findings


def confirmed(make_worker, source, finding, opts):
    """True when a slow interrupt or hang happens again in a fresh worker (a loaded machine can
    delay one answer; a real defect repeats), or a memory finding does (the cell's own memory,
    not what earlier cells in the same worker left behind)."""
    worker = make_worker()
    try:
        worker.run(source, opts.budget, opts.interrupt_bound)
        return False
    except Finding as again:
        if finding.kind == "memory":
            return again.kind in ("memory", "crash")
        return again.kind in ("slow-interrupt", "hang", "crash")
    finally:
        worker.close()


if __name__ == "__main__":
    sys.exit(1 if fuzz(options()) else 0)
