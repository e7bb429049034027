#!/usr/bin/env python3
"""The differential suites' command line: swiftc is the oracle, Shapebook is measured against it.

    differential.py core [--typed] [PATH…]     Shapebook vs the corpus (what swiftc does), with a summary;
                                               --typed runs `shapebook run --typed` (swiftc's output conventions)
    differential.py core --swiftc [PATH…]      the corpus vs swiftc itself (what `make test` runs)
    differential.py core --swiftc --standalone every program built alone: batching changes nothing
    differential.py core --record PATH…        write swiftc's outcome into the files as expectations
                                               (and the rejected ones' every error into Core/swiftc-errors.txt,
                                               every program's outcome into Core/swiftc-outcomes.jsonl)
    differential.py surface [--shapebook] [PATH…]
                                               swiftc -typecheck of cells against the SwiftUI stub
                                               (and, with --shapebook, Shapebook's verdict beside it)

    differential.py all [--typed]              both suites against Shapebook (`make differential`: --typed,
                                               which applies to the core suite)

PATH narrows a run to some files or folders.
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
import swiftc_errors  # noqa: E402
import swiftc_oracle  # noqa: E402
import swiftui_surface  # noqa: E402

FAILURES_SHOWN = 60
REPO_PATH = differential_corpus.REPO


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


def compare_shapebook(programs, typed=None):
    """Shapebook's run of every program (`--typed` if `typed`) against its expectations: a list
    of verdicts."""
    runs = shapebook_runner.run_all([p.path for p in programs], typed=typed)
    return [core_check.check_against_expectations(p, runs[p.path]) for p in programs]


def record(programs):
    """Writes swiftc's outcome into each file whose expectations differ from it, and every error
    of the rejected ones into Core/swiftc-errors.txt."""
    oracle = swiftc_oracle.SwiftcOracle()
    outcomes = oracle.outcomes(programs)
    compiled = oracle.compiled
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
    everything = differential_corpus.discover()
    existing = {swiftc_errors.key(p) for p in everything}
    if swiftc_errors.write(programs, outcomes, existing):
        print(f"recorded swiftc's errors in {swiftc_errors.FIXTURE.relative_to(REPO_PATH)}")
    write_record(oracle, everything, compiled)
    return unrecordable == 0


def write_record(oracle, programs, compiled_before=0):
    """Rewrites Core/swiftc-outcomes.jsonl with swiftc's outcome of every program as its file
    reads now (a program just rewritten is compiled again: its key is its new text).
    `compiled_before` counts the programs the caller's own oracle calls compiled, so that the
    message says how many this record cost, not only the last call's cache misses (usually 0)."""
    before = swiftc_oracle.RECORD.read_text() if swiftc_oracle.RECORD.exists() else ""
    after = swiftc_oracle.record_text(oracle, programs, oracle.outcomes(programs))
    if after != before:
        swiftc_oracle.RECORD.write_text(after)
        print(f"recorded swiftc's outcomes in {swiftc_oracle.RECORD.relative_to(REPO_PATH)} "
              f"({compiled_before + oracle.compiled} compiled)")


def core(arguments):
    started = time.monotonic()
    programs = differential_corpus.discover(arguments.paths)
    if arguments.record:
        return 0 if record(programs) else 1
    if arguments.swiftc:
        oracle = swiftc_oracle.SwiftcOracle(standalone=arguments.standalone)
        verdicts = check_corpus(programs, oracle)
        failures = summarize(f"core corpus vs {oracle.version} ({oracle.compiled} compiled, "
                             f"{oracle.from_record} from {swiftc_oracle.RECORD.name})", verdicts)
        if oracle.timings:
            print("  swiftc: " + ", ".join(f"{step} {seconds:.1f} s" for step, seconds in oracle.timings.items())
                  + f" on {oracle.jobs} jobs")
        for failure in oracle.link_failures:
            print("  swiftc oracle: " + failure)
    else:
        typed = arguments.typed or shapebook_runner.typed_by_default()
        verdicts = compare_shapebook(programs, typed)
        failures = summarize(f"core: shapebook run{' --typed' if typed else ''} vs swiftc", verdicts)
        rejected = [v for v in verdicts if v.program.kind == differential_corpus.REJECTED and v.passed]
        if rejected:
            matching = sum(v.wording_matches for v in rejected)
            print(f"  wording: {matching} of {len(rejected)} rejections carry swiftc's first error text")
    print(f"  ({time.monotonic() - started:.1f} s)")
    return 1 if failures else 0


def check_surface_corpus(verdicts):
    """The SwiftUI corpus against swiftc: accepted cells type-check, rejected ones fail with
    their recorded first error. Returns core_check Verdicts (one summary printer for both)."""
    results = []
    for verdict in verdicts:
        cell = verdict.cell
        program = differential_corpus.parse(REPO_PATH / cell.origin)
        if verdict.rejected != cell.shapebook_rejects:
            wanted = "rejected" if cell.shapebook_rejects else "accepted"
            detail = verdict.message or "; ".join(verdict.context_errors) or "no error"
            results.append(core_check.Verdict(program, False, f"expected swiftc to have {wanted} it: {detail}"))
        elif cell.shapebook_rejects and verdict.message != cell.expected_error:
            results.append(core_check.Verdict(program, False, f"swiftc's first error is now {verdict.message!r}"))
        else:
            results.append(core_check.Verdict(program, True))
    return results


def report_sequences(verdicts, out=sys.stdout):
    """How swiftc's verdicts on today's scripts, notebooks and docs compare with Shapebook's."""
    disagreements = [v for v in verdicts if v.rejected != v.cell.shapebook_rejects]
    agree = len(verdicts) - len(disagreements)
    print(f"\nsurface: {agree} of {len(verdicts)} cells of scripts, seeds, notebooks and docs get the same verdict "
          f"from swiftc (against the stub) as from Shapebook", file=out)
    swift_only = [v for v in disagreements if v.rejected]
    shapebook_only = [v for v in disagreements if not v.rejected]
    print(f"  swiftc rejects, Shapebook accepts: {len(swift_only)}", file=out)
    for v in swift_only:
        print(f"    {v.cell.origin}: {v.message}", file=out)
    print(f"  Shapebook rejects, swiftc accepts (runtime errors among them): {len(shapebook_only)}", file=out)
    for v in shapebook_only:
        print(f"    {v.cell.origin}: Shapebook says {v.cell.expected_error or 'an error (raises-exception)'}", file=out)
    with_context = [v for v in verdicts if v.context_errors]
    if with_context:
        print(f"  cells whose earlier declarations no longer type-check around them: {len(with_context)}", file=out)
        for v in with_context[:10]:
            print(f"    {v.cell.origin}: {v.context_errors[0]}", file=out)


def compare_surface_with_shapebook(cells):
    """Shapebook on the SwiftUI corpus: an accepted cell runs without error (its figures and
    printed text aside), a rejected one fails before it prints or draws anything."""
    # Plain `shapebook run` (the kernel's conventions), not --typed.
    runs = shapebook_runner.run_all([REPO_PATH / c.origin for c in cells], typed=False)
    results = []
    for cell in cells:
        program = differential_corpus.parse(REPO_PATH / cell.origin)
        run = runs[REPO_PATH / cell.origin]
        if run.crashed or run.timed_out:
            results.append(core_check.Verdict(program, False, f"shapebook {'crashed' if run.crashed else 'timed out'}: {run.error_line}"))
        elif not cell.shapebook_rejects:
            results.append(core_check.Verdict(program, run.succeeded, "" if run.succeeded else f"failed: {run.error_line}"))
        elif run.succeeded:
            results.append(core_check.Verdict(program, False, f"accepted and ran; swiftc rejects it: {cell.expected_error}"))
        elif run.stdout:
            results.append(core_check.Verdict(program, False, f"ran before failing (printed {run.stdout.splitlines()[0]!r}): {run.error_line}"))
        elif run.ran:
            results.append(core_check.Verdict(program, False, f"failed while running, not before: {run.error_line}"))
        else:
            results.append(core_check.Verdict(program, True, wording_matches=cell.expected_error in run.stderr))
    return results


def record_surface(verdicts):
    """Writes swiftc's first error into each rejected/ program of the SwiftUI corpus."""
    for verdict in verdicts:
        program = differential_corpus.parse(REPO_PATH / verdict.cell.origin)
        if not verdict.cell.shapebook_rejects:
            continue
        if not verdict.rejected:
            print(f"cannot record {program.name}: swiftc accepts it")
            continue
        source = differential_corpus.with_expectations(program, differential_corpus.REJECTED, "", verdict.message)
        if source != program.source:
            program.path.write_text(source)
            print(f"recorded {program.name}: {verdict.message}")


def own_lines(stderr):
    """swiftc's diagnostic lines in the checked cell's own file (a temporary surface-… one), not the stub's."""
    return "".join(line + "\n" for line in stderr.splitlines() if "/surface-" in line.split(": ", 1)[0])


def surface(arguments):
    started = time.monotonic()
    checker = swiftui_surface.SurfaceChecker()
    cells = swiftui_surface.all_cells(arguments.paths)
    corpus = [c for c in cells if c.origin.startswith("Tests/Differential/SwiftUI/")]
    if arguments.record:
        record_surface(checker.verdicts(corpus))
        rejected = [c for c in corpus if c.shapebook_rejects]
        stderr = checker.every_diagnostic(rejected)
        record = {str((REPO_PATH / c.origin).relative_to(swiftc_errors.SURFACE_FIXTURE.parent)):
                  swiftc_errors.diagnostics(own_lines(text)) for c, text in zip(rejected, stderr)}
        swiftc_errors.SURFACE_FIXTURE.write_text(swiftc_errors.text(record, swiftc_errors.SURFACE_HEADER))
        print(f"recorded swiftc's errors in {swiftc_errors.SURFACE_FIXTURE.relative_to(REPO_PATH)}")
        return 0
    verdicts = checker.verdicts(cells)
    corpus_verdicts = [v for v in verdicts if v.cell in corpus]
    failures = summarize(f"SwiftUI corpus vs {checker.version} against the stub", check_surface_corpus(corpus_verdicts))
    report_sequences([v for v in verdicts if v.cell not in corpus])
    if arguments.shapebook and corpus:
        results = compare_surface_with_shapebook(corpus)
        failures += summarize("SwiftUI corpus: shapebook run vs swiftc", results)
        rejected = [v for v in results if v.program.path.parent.name == "rejected" and v.passed]
        if rejected:
            print(f"  wording: {sum(v.wording_matches for v in rejected)} of {len(rejected)} rejections carry swiftc's first error text")
    print(f"  ({checker.checked} of {len(cells)} cells type-checked anew, {time.monotonic() - started:.1f} s)")
    return 1 if failures else 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    suites = parser.add_subparsers(dest="suite", required=True)
    core_parser = suites.add_parser("core", help="the core semantics corpus")
    mode = core_parser.add_mutually_exclusive_group()
    mode.add_argument("--swiftc", action="store_true", help="check the corpus against swiftc only")
    mode.add_argument("--record", action="store_true", help="write swiftc's outcomes into the files")
    core_parser.add_argument("--typed", action="store_true",
                             help="run Shapebook with `run --typed`, swiftc's output conventions (also: SHAPEBOOK_TYPED=1)")
    core_parser.add_argument("--standalone", action="store_true",
                             help="with --swiftc: build every program alone, uncached (slow; confirms batching changes nothing)")
    core_parser.add_argument("paths", nargs="*", help="files or folders (default: all of Core/)")
    surface_parser = suites.add_parser("surface", help="cells type-checked against the SwiftUI stub")
    surface_mode = surface_parser.add_mutually_exclusive_group()
    surface_mode.add_argument("--shapebook", action="store_true", help="also run the SwiftUI corpus with shapebook")
    surface_mode.add_argument("--record", action="store_true", help="write swiftc's first errors into rejected/ programs")
    surface_parser.add_argument("paths", nargs="*", help="files, or parts of cell origins (default: everything)")
    all_parser = suites.add_parser("all", help="both suites against Shapebook, as `make differential` runs them")
    all_parser.add_argument("--typed", action="store_true", help="the core suite with `shapebook run --typed`")
    arguments = parser.parse_args(argv)
    if arguments.suite == "all":
        core_status = core(argparse.Namespace(paths=[], record=False, swiftc=False, standalone=False,
                                              typed=arguments.typed))
        surface_status = surface(argparse.Namespace(paths=[], record=False, shapebook=True))
        return core_status or surface_status
    return {"core": core, "surface": surface}[arguments.suite](arguments)


if __name__ == "__main__":
    sys.exit(main())
