#!/usr/bin/env python3
"""The differential suites' command line: swiftc is the oracle, Shapebook is measured against it.

    differential.py core [PATH…]               Shapebook vs the corpus (what swiftc does), with a summary
    differential.py core --swiftc [PATH…]      the corpus vs swiftc itself (what `make test` runs)
    differential.py core --swiftc --standalone every program built alone: batching changes nothing
    differential.py core --record PATH…        write swiftc's outcome into the files as expectations
    differential.py surface [--shapebook] [PATH…]
                                               swiftc -typecheck of cells against the SwiftUI stub
                                               (and, with --shapebook, Shapebook's verdict beside it)

PATH narrows a run to some files or folders. `make differential` runs both suites.
"""

import argparse
import collections
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import core_check  # noqa: E402
import differential_corpus  # noqa: E402
import shapebook_runner  # noqa: E402
import swiftc_oracle  # noqa: E402

FAILURES_SHOWN = 60


def summarize(title, verdicts, out=sys.stdout):
    """Prints passed/failed per class and the failures with their reasons; returns the failures."""
    counts = collections.defaultdict(lambda: [0, 0])
    for verdict in verdicts:
        counts[verdict.program.kind][0 if verdict.passed else 1] += 1
    failures = [v for v in verdicts if not v.passed]
    print(f"\n{title}: {len(verdicts) - len(failures)} of {len(verdicts)} passed", file=out)
    for kind in differential_corpus.CLASSES:
        passed, failed = counts[kind]
        if passed or failed:
            print(f"  {kind:9} {passed:4} passed {failed:4} failed", file=out)
    for verdict in failures[:FAILURES_SHOWN]:
        print(f"  FAIL {verdict.program.name}: {verdict.reason}", file=out)
    if len(failures) > FAILURES_SHOWN:
        print(f"  … and {len(failures) - FAILURES_SHOWN} more failures", file=out)
    return failures


def check_corpus(programs, oracle=None):
    """Every program's expectations against swiftc's outcome: a list of verdicts."""
    oracle = oracle or swiftc_oracle.SwiftcOracle()
    outcomes = oracle.outcomes(programs)
    return [core_check.check_against_swiftc(p, outcomes[p]) for p in programs]


def compare_shapebook(programs):
    """Shapebook's run of every program against its expectations: a list of verdicts."""
    runs = shapebook_runner.run_all([p.path for p in programs])
    return [core_check.check_against_expectations(p, runs[p.path]) for p in programs]


def record(programs):
    """Writes swiftc's outcome into each file whose expectations differ from it."""
    oracle = swiftc_oracle.SwiftcOracle()
    outcomes = oracle.outcomes(programs)
    unrecordable = 0
    for program in programs:
        outcome = outcomes[program]
        source = core_check.recorded_source(program, outcome)
        if source is None:
            unrecordable += 1
            print(f"cannot record {program.name}: {outcome.kind} {outcome.message!r} "
                  f"(stdout must end with a newline and have no trailing spaces)")
        elif source != program.source:
            program.path.write_text(source)
            print(f"recorded {program.name}: {outcome.kind}")
    return unrecordable == 0


def core(arguments):
    started = time.monotonic()
    programs = differential_corpus.discover(arguments.paths)
    if arguments.record:
        return 0 if record(programs) else 1
    if arguments.swiftc:
        oracle = swiftc_oracle.SwiftcOracle(standalone=arguments.standalone)
        verdicts = check_corpus(programs, oracle)
        failures = summarize(f"core corpus vs {oracle.version} ({oracle.compiled} compiled)", verdicts)
        if oracle.timings:
            print("  swiftc: " + ", ".join(f"{step} {seconds:.1f} s" for step, seconds in oracle.timings.items())
                  + f" on {oracle.jobs} jobs")
    else:
        verdicts = compare_shapebook(programs)
        failures = summarize(f"core: shapebook run vs swiftc", verdicts)
        rejected = [v for v in verdicts if v.program.kind == differential_corpus.REJECTED and v.passed]
        if rejected:
            matching = sum(v.wording_matches for v in rejected)
            print(f"  wording: {matching} of {len(rejected)} rejections carry swiftc's first error text")
    print(f"  ({time.monotonic() - started:.1f} s)")
    return 1 if failures else 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    suites = parser.add_subparsers(dest="suite", required=True)
    core_parser = suites.add_parser("core", help="the core semantics corpus")
    mode = core_parser.add_mutually_exclusive_group()
    mode.add_argument("--swiftc", action="store_true", help="check the corpus against swiftc only")
    mode.add_argument("--record", action="store_true", help="write swiftc's outcomes into the files")
    core_parser.add_argument("--standalone", action="store_true",
                             help="with --swiftc: build every program alone, uncached (slow; confirms batching changes nothing)")
    core_parser.add_argument("paths", nargs="*", help="files or folders (default: all of Core/)")
    arguments = parser.parse_args(argv)
    return {"core": core}[arguments.suite](arguments)


if __name__ == "__main__":
    sys.exit(main())
