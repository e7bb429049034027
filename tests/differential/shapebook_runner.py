"""Runs programs with `shapebook run` (the binary $SHAPEBOOK_BIN, else .build/debug/shapebook)."""

import concurrent.futures
import dataclasses
import os
import pathlib
import resource
import signal
import subprocess
import tempfile

from differential_corpus import REPO

RUN_TIMEOUT = 20
#: Shapebook's errors that happen while a cell runs (docs/language.md, "Errors").
RUNTIME_ERRORS = {"RuntimeError", "LimitError", "InterruptError"}
#: More stdout than any corpus program prints: a runaway loop is cut off here.
OUTPUT_LIMIT = 1 << 20


def shapebook_binary():
    """The binary under test."""
    return pathlib.Path(os.environ.get("SHAPEBOOK_BIN", REPO / ".build/debug/shapebook")).resolve()


@dataclasses.dataclass
class ShapebookRun:
    """What `shapebook run FILE` did."""
    stdout: str
    stderr: str
    exit_status: int | None     # None when it timed out

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
        return self.error_name in RUNTIME_ERRORS

    @property
    def error_line(self):
        """The first line of the diagnostic, for failure lists."""
        lines = self.stderr.strip().splitlines()
        if self.overflowed:
            return f"stopped after printing {OUTPUT_LIMIT} bytes"
        if self.crashed:
            return f"signal {-self.exit_status}" + (f", {lines[0]}" if lines else "")
        return lines[0] if lines else f"exit status {self.exit_status}, no message"


def run_one(binary, path):
    """Runs one file in a temporary working directory, with a timeout, keeping at most
    OUTPUT_LIMIT bytes of each stream."""
    # In a directory of its own: a program may save(…) files, which must not land in the repository.
    with tempfile.TemporaryFile() as stdout, tempfile.TemporaryFile() as stderr, \
            tempfile.TemporaryDirectory(prefix="shapebook-run-") as directory:
        process = subprocess.Popen([str(binary), "run", str(pathlib.Path(path).resolve())], stdout=stdout,
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
    return ShapebookRun(*streams, status)


def limit_file_size():
    """In the child: a runaway print loop stops at OUTPUT_LIMIT bytes (SIGXFSZ) instead of
    filling the disk."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (OUTPUT_LIMIT, OUTPUT_LIMIT))


def run_all(paths, jobs=None):
    """`shapebook run` on every path, in parallel: {path: ShapebookRun}."""
    binary = shapebook_binary()
    if not binary.exists():
        raise FileNotFoundError(f"{binary} does not exist: run `swift build` first")
    with concurrent.futures.ThreadPoolExecutor(jobs or os.cpu_count() or 2) as pool:
        return dict(zip(paths, pool.map(lambda path: run_one(binary, path), paths)))
