"""Runs programs with `shapebook run` (the binary $SHAPEBOOK_BIN, else .build/debug/shapebook).

`typed` (default: $SHAPEBOOK_TYPED set to 1) runs them with `shapebook run --typed`, which
reports as swiftc does: `file:line:column: error: …` when it
rejects a program, `file:line: Fatal error: …` when the program stops while running.
"""

import concurrent.futures
import dataclasses
import os
import pathlib
import resource
import shutil
import signal
import subprocess
import tempfile

from differential_corpus import REPO

RUN_TIMEOUT = 20
#: Shapebook's errors that happen while a cell runs (docs/language.md, "Errors").
RUNTIME_ERRORS = {"RuntimeError", "LimitError", "InterruptError"}
#: How `shapebook run --typed` starts a runtime error's line (`main.swift:3: Fatal error: …`).
FATAL_ERROR = "Fatal error: "
#: More stdout than any corpus program prints: a runaway loop is cut off here.
OUTPUT_LIMIT = 1 << 20
#: Files a program may read next to itself (`Image(path: "tile.png")`, `Image("tile")`, as a
#: notebook reads files next to it): copied into its working directory before it runs.
FIXTURE_SUFFIXES = (".png", ".jpg")


def typed_by_default():
    """Whether runs use `--typed` unless told: $SHAPEBOOK_TYPED=1."""
    return os.environ.get("SHAPEBOOK_TYPED") == "1"


def shapebook_binary():
    """The binary under test."""
    return pathlib.Path(os.environ.get("SHAPEBOOK_BIN", REPO / ".build/debug/shapebook")).resolve()


@dataclasses.dataclass
class ShapebookRun:
    """What `shapebook run FILE` did."""
    stdout: str
    stderr: str
    exit_status: int | None     # None when it timed out
    typed: bool = False         # run with `--typed`: swiftc's forms of errors

    @property
    def timed_out(self):
        return self.exit_status is None

    @property
    def overflowed(self):
        """Stopped for printing more than OUTPUT_LIMIT bytes (a runaway loop)."""
        return self.exit_status == -signal.SIGXFSZ

    @property
    def crashed(self):
        """Killed by a signal: a trap in Shapebook itself, never an acceptable answer."""
        return self.exit_status is not None and self.exit_status < 0 and not self.overflowed

    @property
    def succeeded(self):
        return self.exit_status == 0

    @property
    def error_name(self):
        """The kind of error Shapebook reported (`RuntimeError`, `SyntaxError`, …), if any."""
        lines = self.stderr.strip().splitlines()
        head = lines[0].split(":", 1)[0] if lines else ""
        return head if head.endswith("Error") else ""

    @property
    def ran(self):
        """Whether the failure happened while running (a runtime error, a limit, an interrupt),
        as opposed to a rejection before anything ran."""
        if self.typed:
            return any(FATAL_ERROR in line for line in self.stderr.splitlines())
        return self.error_name in RUNTIME_ERRORS

    @property
    def error_line(self):
        """The first line of the diagnostic, for failure lists."""
        lines = self.stderr.strip().splitlines()
        if self.overflowed:
            return f"stopped after printing {OUTPUT_LIMIT} bytes"
        if self.crashed:
            return f"signal {-self.exit_status}" + (f", {lines[0]}" if lines else "")
        if self.typed:
            # The first error or fatal error, past any warnings.
            lines = [line for line in lines if ": error: " in line or FATAL_ERROR in line] or lines
        return lines[0] if lines else f"exit status {self.exit_status}, no message"


def run_one(binary, path, typed=False):
    """Runs one file in a temporary working directory, with a timeout, keeping at most
    OUTPUT_LIMIT bytes of each stream."""
    # In a directory of its own: a program may save(…) files, which must not land in the repository.
    with tempfile.TemporaryFile() as stdout, tempfile.TemporaryFile() as stderr, \
            tempfile.TemporaryDirectory(prefix="shapebook-run-") as directory:
        path = pathlib.Path(path).resolve()
        copy_fixtures(path.parent, directory)
        command = [str(binary), "run", *(["--typed"] if typed else []), str(path)]
        process = subprocess.Popen(command, stdout=stdout,
                                   stderr=stderr, cwd=directory, preexec_fn=limit_file_size)
        try:
            status = process.wait(timeout=RUN_TIMEOUT)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            status = None
        streams = []
        for stream in (stdout, stderr):
            stream.seek(0)
            streams.append(stream.read(OUTPUT_LIMIT).decode(errors="replace"))
    return ShapebookRun(*streams, status, typed)


def copy_fixtures(source, directory):
    """Copies the image files beside a program (`FIXTURE_SUFFIXES`) into its working directory."""
    for fixture in source.iterdir():
        if fixture.suffix in FIXTURE_SUFFIXES and fixture.is_file():
            shutil.copyfile(fixture, pathlib.Path(directory) / fixture.name)


def limit_file_size():
    """In the child: a runaway print loop stops at OUTPUT_LIMIT bytes (SIGXFSZ) instead of
    filling the disk."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (OUTPUT_LIMIT, OUTPUT_LIMIT))


def run_all(paths, jobs=None, typed=None):
    """`shapebook run` (`--typed` if `typed`, by default $SHAPEBOOK_TYPED) on every path, in
    parallel: {path: ShapebookRun}."""
    typed = typed_by_default() if typed is None else typed
    binary = shapebook_binary()
    if not binary.exists():
        raise FileNotFoundError(f"{binary} does not exist: run `swift build` first")
    with concurrent.futures.ThreadPoolExecutor(jobs or os.cpu_count() or 2) as pool:
        return dict(zip(paths, pool.map(lambda path: run_one(binary, path, typed), paths)))
