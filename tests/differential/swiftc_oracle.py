"""swiftc as the oracle: what the real compiler does with each corpus program.

Each program is compiled on its own (as a main file, in its own module) into an object file
whose entry point is renamed, so that up to BATCH_SIZE programs link into one executable with a
small C dispatcher: the link, the slowest step of a tiny program's build, is paid once a batch.
The dispatcher makes stdout unbuffered, so what a program printed before it trapped is not
lost in a stdio buffer. Compiles, links and runs go in parallel, one job per core.

Results are cached under .build/differential/swiftc/, one JSON file per program, keyed by the
program's text, the compiler's version and the flags: a rerun compiles only what changed, a
fresh clone compiles everything.
"""

import concurrent.futures
import dataclasses
import hashlib
import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import tempfile

from differential_corpus import REJECTED, REPO, RUNS, TRAPS

#: What the corpus is compiled as: Swift 5 language mode (the mode app code is written in),
#: no optimisation (so overflow traps are not folded away), and DEBUG set as in a debug build.
SWIFT_FLAGS = ["-swift-version", "5", "-Onone", "-D", "DEBUG"]
#: Plain one-line diagnostics, so that the first error is easy to read back.
DIAGNOSTIC_FLAGS = ["-diagnostic-style", "llvm", "-no-color-diagnostics"]
BATCH_SIZE = 48
RUN_TIMEOUT = 20
CACHE_FORMAT = "1"
TRAP_SIGNALS = {signal.SIGILL, signal.SIGTRAP}
ERROR_LINE = re.compile(r"^[^\n]*?:\d+:\d+: error: (.*)$", re.MULTILINE)
FATAL_LINE = re.compile(r"Fatal error: ?(.*)$", re.MULTILINE)


@dataclasses.dataclass
class Outcome:
    """What swiftc and the program it built did: the class, stdout, and the first message."""
    kind: str             # RUNS, TRAPS, REJECTED, or "failed" (a nonzero exit, a timeout)
    stdout: str = ""
    message: str = ""     # the first compile error, the fatal error, or why it failed

    def to_json(self):
        return dataclasses.asdict(self)


def swiftc_version(swiftc="swiftc"):
    """The first line of `swiftc --version` (part of every cache key)."""
    result = subprocess.run([swiftc, "--version"], capture_output=True, text=True, check=True)
    return result.stdout.strip().splitlines()[0]


def first_error(stderr):
    """The message of the first `error:` line of swiftc's diagnostics."""
    match = ERROR_LINE.search(stderr)
    return match.group(1).strip() if match else (stderr.strip().splitlines() or ["swiftc failed"])[0]


def fatal_error(stderr):
    """The text after `Fatal error:` in a trapped program's stderr (overflow traps have none)."""
    match = FATAL_LINE.search(stderr)
    return match.group(1).strip() if match else "trap"


class SwiftcOracle:
    """Compiles and runs programs with swiftc, caching each program's outcome."""

    def __init__(self, swiftc=None, cache=None, jobs=None):
        self.swiftc = swiftc or shutil.which("swiftc") or "swiftc"
        self.clang = shutil.which("clang", path=str(pathlib.Path(self.swiftc).parent)) or "cc"
        self.version = swiftc_version(self.swiftc)
        self.cache = pathlib.Path(cache or REPO / ".build/differential/swiftc")
        self.jobs = jobs or os.cpu_count() or 2
        self.compiled = 0   # programs compiled by the last call (cache misses)

    def key(self, source):
        text = "\0".join([CACHE_FORMAT, self.version, " ".join(SWIFT_FLAGS), source])
        return hashlib.sha256(text.encode()).hexdigest()

    def outcomes(self, programs):
        """The outcome of every program, from the cache or freshly compiled and run."""
        results, missing = {}, []
        for program in programs:
            cached = self.cache / f"{self.key(program.source)}.json"
            if cached.exists():
                results[program] = Outcome(**json.loads(cached.read_text()))
            else:
                missing.append(program)
        self.compiled = len(missing)
        if missing:
            self.cache.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory(prefix="swiftc-oracle-", dir=self.cache) as work:
                fresh = self._build_and_run(missing, pathlib.Path(work))
            for program, outcome in fresh.items():
                (self.cache / f"{self.key(program.source)}.json").write_text(json.dumps(outcome.to_json()))
                results[program] = outcome
        return results

    # MARK: - Compile, link, run

    def _build_and_run(self, programs, work):
        units = {program: f"P{self.key(program.source)[:20]}" for program in programs}
        results = {}
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            compiled = list(pool.map(lambda p: self._compile(p, units[p], work), programs))
            objects = []
            for program, failure in zip(programs, compiled):
                if failure is None:
                    objects.append(program)
                else:
                    results[program] = failure
            batches = [objects[i:i + BATCH_SIZE] for i in range(0, len(objects), BATCH_SIZE)]
            executables = list(pool.map(lambda b: self._link(b[1], units, work / f"batch{b[0]}"),
                                         enumerate(batches)))
            runs = [(program, executable) for batch, executable in zip(batches, executables)
                    for program in batch]
            for (program, _), outcome in zip(runs, pool.map(lambda r: self._run(r[1], units[r[0]]), runs)):
                results[program] = outcome
        return results

    def _compile(self, program, unit, work):
        """Compiles `program` to `unit.o`; an Outcome only when swiftc rejects it."""
        source = work / f"{unit}.swift"
        source.write_text(program.source)
        command = [self.swiftc, "-c", str(source), "-o", str(work / f"{unit}.o"), "-module-name", unit,
                   "-Xfrontend", "-entry-point-function-name", "-Xfrontend", f"{unit}_main",
                   *SWIFT_FLAGS, *DIAGNOSTIC_FLAGS]
        result = subprocess.run(command, capture_output=True, text=True, cwd=work)
        if result.returncode != 0:
            return Outcome(REJECTED, message=first_error(result.stderr))
        return None

    def _link(self, batch, units, directory):
        """One executable running the program named by its first argument."""
        directory.mkdir()
        dispatcher = directory / "dispatcher.c"
        dispatcher.write_text(dispatcher_source([units[p] for p in batch]))
        subprocess.run([self.clang, "-c", str(dispatcher), "-o", str(directory / "dispatcher.o")],
                       check=True, capture_output=True)
        executable = directory / "programs"
        objects = [str(directory.parent / f"{units[p]}.o") for p in batch]
        subprocess.run([self.swiftc, *objects, str(directory / "dispatcher.o"), "-o", str(executable)],
                       check=True, capture_output=True)
        return executable

    def _run(self, executable, unit):
        environment = dict(os.environ, SWIFT_BACKTRACE="enable=no")
        try:
            result = subprocess.run([str(executable), unit], capture_output=True, timeout=RUN_TIMEOUT,
                                    env=environment)
        except subprocess.TimeoutExpired:
            return Outcome("failed", message=f"timed out after {RUN_TIMEOUT} s")
        stdout = result.stdout.decode(errors="replace")
        stderr = result.stderr.decode(errors="replace")
        if result.returncode == 0:
            return Outcome(RUNS, stdout)
        if -result.returncode in TRAP_SIGNALS:
            return Outcome(TRAPS, stdout, fatal_error(stderr))
        return Outcome("failed", stdout, f"exit status {result.returncode}: {stderr.strip()[:200]}")


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
