"""swiftc as the oracle: what the real compiler does with each corpus program.

Each program is compiled on its own, as the main file of a module named `main` (what
`swiftc main.swift` builds), into an object file whose entry point is renamed and whose other
symbols are made local (llvm-objcopy), so that up to BATCH_SIZE programs, each declaring its own
`main.Point`, link into one executable with a small C dispatcher: the link, the slowest step of
a tiny program's build, is paid once a batch. (`--standalone` builds each program alone instead;
both give the same outcomes.)
The dispatcher makes stdout unbuffered, so what a program printed before it trapped is not
lost in a stdio buffer. Compiles, links and runs go in parallel, one job per core.

Results are cached under .build/differential/swiftc/, one JSON file per program, keyed by the
program's text, the compiler's version and the flags: a rerun compiles only what changed. The
outcomes swiftc gave are also committed beside the corpus (RECORD, written by `differential.py
core --record`) under the same keys, so that a fresh clone compiles only the programs whose text
(expectations included), compiler or flags differ from what swiftc was last asked about.
"""

import concurrent.futures
import dataclasses
import hashlib
import json
import os
import pathlib
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from differential_corpus import CORE, REJECTED, REPO, RUNS, TRAPS

#: What the corpus is compiled as: Swift 5 language mode (the mode app code is written in),
#: no optimisation (so overflow traps are not folded away), and DEBUG set as in a debug build.
SWIFT_FLAGS = ["-swift-version", "5", "-Onone", "-D", "DEBUG"]
#: Plain one-line diagnostics, so that the first error is easy to read back.
DIAGNOSTIC_FLAGS = ["-diagnostic-style", "llvm", "-no-color-diagnostics"]
BATCH_SIZE = 48
FAILED = "failed"
STDERR_KEPT = 4000
RUN_TIMEOUT = 20
COMPILE_TIMEOUT = 120
CACHE_FORMAT = "4"
PLACEHOLDER = "DIFFERENTIAL_PROGRAM"
#: The module every program is compiled in: it shows in debug descriptions (`[main.Suit.clubs]`).
MODULE_NAME = "main"
#: swiftc's outcome of every core program, one JSON line each ({"program", "key", "kind", "stdout",
#: "stderr"}, sorted by path): what a fresh clone reads instead of compiling (RecordedOutcomes).
RECORD = CORE / "swiftc-outcomes.jsonl"
#: A trap is `ud2` (SIGILL) or `brk` (SIGTRAP); a failed `as!` cast aborts (SIGABRT).
TRAP_SIGNALS = {signal.SIGILL, signal.SIGTRAP, signal.SIGABRT}
ERROR_LINE = re.compile(r"^[^\n]*?:\d+:\d+: error: (.*)$", re.MULTILINE)
#: The `[#OpaqueTypeInference]` that names a diagnostic's group (a pointer to its documentation).
DIAGNOSTIC_GROUP = re.compile(r"\s*\[#\w+\]$")
FATAL_LINE = re.compile(r"(?:Fatal error|Precondition failed|Assertion failed): ?(.*)$|^(Could not cast .*)$"
                        r"|^(Simultaneous accesses to 0x[0-9a-f]+, but modification requires exclusive access)\.$", re.MULTILINE)
#: The address an exclusivity trap names (`Simultaneous accesses to 0x…, but …`).
ACCESS_ADDRESS = re.compile(r" to 0x[0-9a-f]+")
#: The addresses a failed cast prints beside its type names, different in every process.
ADDRESS = re.compile(r" \(0x[0-9a-f]+\)")
#: Any other address in a fatal error (`… but object 0x55f9… was already destroyed`): written `0x…`,
#: so that the message is the same in every process.
OTHER_ADDRESS = re.compile(r"0x[0-9a-f]+")


@dataclasses.dataclass
class Outcome:
    """What swiftc and the program it built did: the class, stdout, and the diagnostics."""
    kind: str             # RUNS, TRAPS, REJECTED, or FAILED (another exit status, a timeout)
    stdout: str = ""
    stderr: str = ""      # swiftc's diagnostics (REJECTED) or the program's stderr, cut short

    @property
    def message(self):
        """swiftc's first error, the fatal error's message, or why the program failed."""
        if self.kind == REJECTED:
            return first_error(self.stderr)
        if self.kind == TRAPS:
            return fatal_error(self.stderr)
        return self.stderr.strip()[:200]

    def to_json(self):
        return dataclasses.asdict(self)


def run_driver(command, **options):
    """`subprocess.run(command, **options)` for a command of the swiftc driver, with TMPDIR a
    directory of its own, removed when the driver has finished.

    The driver (swift-driver in Swift 6.3.1) makes a `TemporaryDirectory.*` in TMPDIR on every run
    and never removes it (swiftlang/swift-driver#1720): thousands of them in /tmp after a few test
    runs. The frontend, run directly, makes none."""
    with tempfile.TemporaryDirectory(prefix="swiftc-driver-") as scratch:
        return subprocess.run(command, env=dict(os.environ, TMPDIR=scratch), **options)


def swiftc_version(swiftc="swiftc"):
    """The first line of `swiftc --version` (part of every cache key)."""
    result = run_driver([swiftc, "--version"], capture_output=True, text=True, check=True)
    return result.stdout.strip().splitlines()[0]


def first_error(stderr):
    """The message of the first `error:` line of swiftc's diagnostics."""
    match = ERROR_LINE.search(stderr)
    if not match:
        return (stderr.strip().splitlines() or ["swiftc failed"])[0]
    return DIAGNOSTIC_GROUP.sub("", match.group(1)).strip()


def fatal_error(stderr):
    """The text after `Fatal error:` in a trapped program's stderr (overflow traps have none)."""
    match = FATAL_LINE.search(stderr)
    if not match:
        return "trap"
    if match.group(3):
        return ACCESS_ADDRESS.sub("", match.group(3))
    return OTHER_ADDRESS.sub("0x…", ADDRESS.sub("", match.group(1) or match.group(2))).strip()


class SwiftcOracle:
    """Compiles and runs programs with swiftc, caching each program's outcome."""

    def __init__(self, swiftc=None, cache=None, jobs=None, standalone=False, record=RECORD):
        self.swiftc = swiftc or shutil.which("swiftc") or "swiftc"
        tools = str(pathlib.Path(self.swiftc).resolve().parent)
        self.clang = shutil.which("clang", path=tools) or "cc"
        self.objcopy = shutil.which("llvm-objcopy", path=tools) or "llvm-objcopy"
        self.version = swiftc_version(self.swiftc)
        self.cache = pathlib.Path(cache or REPO / ".build/differential/swiftc")
        self.jobs = jobs or os.cpu_count() or 2
        #: One executable per program, symbols left alone, nothing cached: to confirm that
        #: batching changes no outcome.
        self.standalone = standalone
        #: swiftc's committed outcomes by key (none for a standalone run, or with record=None).
        self.recorded = {} if standalone or record is None else read_record(record)
        self.compiled = 0   # programs compiled by the last call (cache misses)
        self.from_record = 0   # programs of the last call whose outcome came from the record
        self.timings = {}   # seconds spent compiling, linking and running in the last call, and
                            # the CPU seconds of every process it started ("cpu")
        self._frontend = None
        #: Why batches failed to link (each was then linked in halves), for a summary to show.
        self.link_failures = []

    def key(self, source):
        text = "\0".join([CACHE_FORMAT, self.version, " ".join(SWIFT_FLAGS), source])
        return hashlib.sha256(text.encode()).hexdigest()

    def outcomes(self, programs):
        """The outcome of every program, from the cache or freshly compiled and run."""
        by_key, missing = {}, {}
        self.from_record = 0
        for program in programs:
            key = self.key(program.source)
            cached = self.cache / f"{key}.json"
            # The committed record first: a local compile of the same program differs only in a
            # trap's stack addresses, which would churn the record each time it is rewritten.
            if key in self.recorded:
                by_key[key] = self.recorded[key]
                self.from_record += 1
            elif cached.exists() and not self.standalone:
                by_key[key] = Outcome(**json.loads(cached.read_text()))
            else:
                missing[key] = program   # identical sources are built once
        self.compiled = len(missing)
        if missing:
            self.cache.mkdir(parents=True, exist_ok=True)
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            with tempfile.TemporaryDirectory(prefix="swiftc-oracle-", dir=self.cache) as work:
                fresh = self._build_and_run(list(missing.values()), pathlib.Path(work))
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            self.timings["cpu"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            for key, program in missing.items():
                by_key[key] = fresh[program]
                if not self.standalone:
                    (self.cache / f"{key}.json").write_text(json.dumps(fresh[program].to_json()))
        return {program: by_key[self.key(program.source)] for program in programs}

    # MARK: - Compile, link, run

    def _build_and_run(self, programs, work):
        units = {program: f"P{self.key(program.source)[:20]}" for program in programs}
        results = {}
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            started = time.monotonic()
            compiled = list(pool.map(lambda p: self._compile(p, units[p], work), programs))
            self.timings["compile"] = time.monotonic() - started
            objects = []
            for program, failure in zip(programs, compiled):
                if failure is None:
                    objects.append(program)
                else:
                    results[program] = failure
            size = 1 if self.standalone else BATCH_SIZE
            batches = [objects[i:i + size] for i in range(0, len(objects), size)]
            started = time.monotonic()
            executables = {}
            for linked in pool.map(lambda b: self._link(b[1], units, work, work / f"batch{b[0]}"), enumerate(batches)):
                for program, built in linked.items():
                    if isinstance(built, Outcome):
                        results[program] = built   # it did not link, even alone
                    else:
                        executables[program] = built
            self.timings["link"] = time.monotonic() - started
            started = time.monotonic()
            runs = list(executables.items())
            for (program, _), outcome in zip(runs, pool.map(lambda r: self._run(r[1], units[r[0]]), runs)):
                results[program] = outcome
            self.timings["run"] = time.monotonic() - started
        return results

    def _frontend_command(self):
        """The swift-frontend command line the driver would run for one program, with
        placeholders for its paths: asked of the driver once (`-###`), then reused, which halves
        the CPU time of compiling a small program."""
        if self._frontend is None:
            command = [self.swiftc, "-###", "-c", PLACEHOLDER + ".swift", "-o", PLACEHOLDER + ".o",
                       "-module-name", MODULE_NAME, "-Xfrontend", "-entry-point-function-name",
                       "-Xfrontend", PLACEHOLDER + "_main", *SWIFT_FLAGS, *DIAGNOSTIC_FLAGS]
            self._frontend = frontend_plan(command)
        return self._frontend

    def _compile(self, program, unit, work):
        """Compiles `program` to `unit.o`; an Outcome only when swiftc rejects it."""
        source = work / f"{unit}.swift"
        source.write_text(program.source)
        obj = work / f"{unit}.o"
        command = [argument.replace(PLACEHOLDER, unit) for argument in self._frontend_command()]  # run in `work`
        try:
            result = subprocess.run(command, capture_output=True, text=True, cwd=work, timeout=COMPILE_TIMEOUT)
        except subprocess.TimeoutExpired:
            return Outcome(FAILED, stderr=f"swiftc did not finish within {COMPILE_TIMEOUT} s")
        if result.returncode != 0:
            return Outcome(REJECTED, stderr=result.stderr[:STDERR_KEPT])
        if not self.standalone:
            subprocess.run([self.objcopy, f"--keep-global-symbol={unit}_main", str(obj)], check=True)
        return None

    def _link(self, batch, units, work, directory):
        """Links `batch` (whose objects are in `work`) into executables, in `directory`, that run
        the program named by their first argument.

        Returns {program: executable, or the FAILED Outcome of a program that did not link}. A
        batch that fails to link is tried again, then split in halves, so that a link failure
        costs time, never another program's outcome; a program that does not link alone fails
        with the linker's errors as its message (which a test's failure shows: what is printed
        here while a fixture builds is not).
        """
        directory.mkdir()
        dispatcher = directory / "dispatcher.c"
        dispatcher.write_text(dispatcher_source([units[p] for p in batch]))
        subprocess.run([self.clang, "-c", str(dispatcher), "-o", str(directory / "dispatcher.o")],
                       check=True, capture_output=True)
        executable = directory / "programs"
        objects = [str(work / f"{units[p]}.o") for p in batch]
        command = [self.swiftc, *objects, str(directory / "dispatcher.o"), "-lm", "-o", str(executable)]
        for _ in range(2):
            result = run_driver(command, capture_output=True, text=True)
            if result.returncode == 0:
                return {program: executable for program in batch}
        if len(batch) == 1:
            return {batch[0]: Outcome(FAILED, stderr=f"linking failed (exit status {result.returncode}): "
                                                     + link_errors(result.stderr, work))}
        self.link_failures.append(f"linking {len(batch)} programs failed (exit status {result.returncode}), "
                                  f"linking them in halves: {link_errors(result.stderr, work)}")
        print(f"swiftc oracle: {self.link_failures[-1]}", file=sys.stderr)
        half = len(batch) // 2
        return {**self._link(batch[:half], units, work, directory / "a"),
                **self._link(batch[half:], units, work, directory / "b")}

    def _run(self, executable, unit):
        environment = dict(os.environ, SWIFT_BACKTRACE="enable=no")
        try:
            result = subprocess.run([str(executable), unit], capture_output=True, timeout=RUN_TIMEOUT,
                                    env=environment, cwd=executable.parent)
        except subprocess.TimeoutExpired:
            return Outcome(FAILED, stderr=f"timed out after {RUN_TIMEOUT} s")
        stdout = result.stdout.decode(errors="replace")
        stderr = result.stderr.decode(errors="replace")
        if result.returncode == 0:
            return Outcome(RUNS, stdout)
        if -result.returncode in TRAP_SIGNALS:
            return Outcome(TRAPS, stdout, stderr[:STDERR_KEPT])
        return Outcome(FAILED, stdout, f"exit status {result.returncode}: {stderr[:STDERR_KEPT]}")


def read_record(path=RECORD):
    """The committed outcomes: {key: Outcome} (empty when the file is missing)."""
    if not path.exists():
        return {}
    entries = (json.loads(line) for line in path.read_text().splitlines() if line.strip())
    return {entry["key"]: Outcome(entry["kind"], entry["stdout"], entry["stderr"]) for entry in entries}


def record_text(oracle, programs, outcomes):
    """The record's text for `programs` (each with its outcome from `outcomes`), sorted by path."""
    lines = []
    for program in sorted(programs, key=lambda p: p.path):
        entry = {"program": str(program.path.relative_to(CORE)), "key": oracle.key(program.source),
                 **outcomes[program].to_json()}
        lines.append(json.dumps(entry, ensure_ascii=False) + "\n")
    return "".join(lines)


def frontend_plan(driver_command):
    """The one swift-frontend command line that `driver_command` (a swiftc command with `-###`)
    plans, as a list of arguments."""
    jobs = run_driver(driver_command, capture_output=True, text=True, check=True).stdout.strip().splitlines()
    if len(jobs) != 1 or "-frontend" not in jobs[0]:
        raise RuntimeError(f"unexpected driver plan for one frontend job: {jobs}")
    return shlex.split(jobs[0])


def link_errors(stderr, work):
    """The linker's errors, the specific ones first (undefined or duplicate symbols, a killed
    linker) and the drivers' "command failed" last, on one line without the work directory's
    path, cut short."""
    lines = [line.strip().replace(f"{work}/", "") for line in stderr.splitlines() if line.strip()]
    specific = [line for line in lines if ("error" in line or "undefined" in line or "multiple definition" in line)
                and "command failed" not in line]
    generic = [line for line in lines if "command failed" in line]
    return " | ".join(specific + generic or lines[-5:] or ["no message"])[:STDERR_KEPT]


def dispatcher_source(units):
    """C source of a `main` that makes stdout unbuffered and calls the named program's entry."""
    declarations = "".join(f"extern int {unit}_main(int, char **);\n" for unit in units)
    table = "".join(f'    {{"{unit}", {unit}_main}},\n' for unit in units)
    return f"""#include <stdio.h>
#include <string.h>
{declarations}
static const struct {{ const char *name; int (*entry)(int, char **); }} programs[] = {{
{table}}};

int main(int argc, char **argv) {{
    setvbuf(stdout, NULL, _IONBF, 0);
    for (size_t i = 0; argc > 1 && i < sizeof programs / sizeof programs[0]; i++) {{
        if (strcmp(argv[1], programs[i].name) == 0) return programs[i].entry(argc - 1, argv + 1);
    }}
    fprintf(stderr, "no such program\\n");
    return 2;
}}
"""
