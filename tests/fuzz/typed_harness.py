"""Runs programs through `shapebook run --typed -` (Lang with swiftc's output conventions,
issue 11), one child process each, and judges each outcome as harness.py judges the kernel's
cells.

The promises (issue 11, "Bad input"):
- the process ends by itself with status 0 or 1, never by a signal (a trap, a stack overflow, an
  allocation the address-space limit refused);
- a program still running after `budget` seconds of CPU time is interrupted (SIGINT) and must
  end within `interrupt_bound` seconds of CPU time (Lang hears the interrupt while the
  program runs; checking a program, which it does not interrupt, counts too);
- status 1 comes with a clear error on stderr: `<stdin>:line:column: error: …` for a rejected
  program, `<stdin>:line: Fatal error: …` (or `Fatal error: …`) for one that stopped running,
  the line inside the program;
- peak resident memory stays under `memory_limit`.

`TypedRunner` has the interface of harness.Worker (`run`, `close`), so fuzz.py and `minimise`
drive either.
"""

import os
import pathlib
import re
import resource
import signal
import subprocess
import tempfile
import time

from harness import Finding

COMPILE_ERROR = re.compile(r"^<stdin>:(\d+):(\d+): error: \S")
FATAL_ERROR = re.compile(r"^(?:<stdin>:(\d+): )?Fatal error: \S")
#: Output past this is cut off (SIGXFSZ): a program that prints without end is stopped by the
#: interrupt, and this keeps the disk safe meanwhile.
OUTPUT_LIMIT = 32 << 20
#: How much longer than its CPU budget a child may take by the wall clock (a loaded machine).
WALL_FACTOR = 10
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    """The CPU time (user + system) a running process has used, from /proc; 0 if it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS
    except (OSError, IndexError, ValueError):
        return 0.0


class TypedRunner:
    """Runs each program in a fresh `shapebook run --typed -` process."""

    def __init__(self, binary, memory_limit, address_space_limit):
        self.binary = str(pathlib.Path(binary).resolve())  # the child runs in the sandbox
        self.memory_limit = memory_limit
        self.address_space_limit = address_space_limit
        self.sandbox = pathlib.Path(tempfile.mkdtemp(prefix="shapebook-typed-fuzz-"))

    def close(self):
        for child in self.sandbox.iterdir():
            child.unlink(missing_ok=True)
        self.sandbox.rmdir()

    def _limits(self):
        resource.setrlimit(resource.RLIMIT_AS, (self.address_space_limit, self.address_space_limit))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_FSIZE, (OUTPUT_LIMIT, OUTPUT_LIMIT))

    def run(self, source, budget, interrupt_bound):
        """Runs one program; returns {"status", "stdout", "stderr", "interrupted"}, or raises Finding."""
        (self.sandbox / "program.swift").write_text(source)
        with open(self.sandbox / "program.swift", "rb") as stdin, \
                open(self.sandbox / "stdout", "w+b") as stdout, open(self.sandbox / "stderr", "w+b") as stderr:
            environment = dict(os.environ, SWIFT_BACKTRACE="enable=no", MALLOC_ARENA_MAX="1")
            process = subprocess.Popen([self.binary, "run", "--typed", "-"], stdin=stdin, stdout=stdout,
                                       stderr=stderr, cwd=self.sandbox, env=environment, preexec_fn=self._limits)
            status, usage, interrupted = self._wait(process, budget, interrupt_bound, source)
            stdout.seek(0)
            stderr.seek(0)
            answer = {"status": status, "stdout": stdout.read(1 << 16).decode(errors="replace"),
                      "stderr": stderr.read(1 << 16).decode(errors="replace"), "interrupted": interrupted}
        self._judge(answer, usage, source, interrupt_bound)
        return answer

    def _wait(self, process, budget, interrupt_bound, source):
        """Waits for the child, interrupting it after `budget` seconds of its CPU time; returns
        (status, rusage, CPU seconds from the interrupt to the exit or None). CPU time, not
        wall-clock time: on a shared machine a child may wait minutes for a core."""
        started = time.monotonic()
        interrupted_at = None    # (wall, CPU) when SIGINT was sent
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                process.returncode = 0  # reaped here: keep Popen from waiting again
                code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
                spent = usage.ru_utime + usage.ru_stime
                interrupted = spent - interrupted_at[1] if interrupted_at else None
                return code, usage, interrupted
            now, cpu = time.monotonic(), cpu_seconds(process.pid)
            if interrupted_at is None and (cpu > budget or now - started > budget * WALL_FACTOR):
                process.send_signal(signal.SIGINT)
                interrupted_at = (now, cpu)
            elif interrupted_at is not None and (cpu - interrupted_at[1] > max(interrupt_bound, 5.0) * 4
                                                 or now - interrupted_at[0] > max(interrupt_bound, 5.0) * 4 * WALL_FACTOR):
                process.kill()
                os.wait4(process.pid, 0)
                process.returncode = -signal.SIGKILL
                raise Finding("hang", f"still running {cpu - interrupted_at[1]:.1f} CPU s "
                              f"({now - interrupted_at[0]:.1f} s) after the interrupt", source)
            time.sleep(0.005)

    def _judge(self, answer, usage, source, interrupt_bound):
        status, stderr = answer["status"], answer["stderr"]
        if status == -signal.SIGXFSZ:
            return  # printed without end, cut off by the output limit
        if status < 0:
            raise Finding("crash", f"signal {signal.Signals(-status).name}" + (f" ({stderr.strip()[:300]})" if stderr.strip() else ""),
                          source)
        if status not in (0, 1):
            raise Finding("crash", f"exit status {status} ({stderr.strip()[:300]})", source)
        peak = usage.ru_maxrss * 1024
        if peak > self.memory_limit:
            raise Finding("memory", f"peak resident memory {peak >> 20} MB, limit {self.memory_limit >> 20} MB", source)
        if answer["interrupted"] is not None and answer["interrupted"] > interrupt_bound:
            raise Finding("slow-interrupt", f"ended {answer['interrupted']:.2f} CPU s after the interrupt "
                          f"(bound {interrupt_bound} s)", source)
        if status == 1:
            lines = source.count("\n") + 1
            errors = [line for line in stderr.splitlines() if COMPILE_ERROR.match(line) or FATAL_ERROR.match(line)]
            if not errors:
                raise Finding("bad-error", f"exit status 1 without a located error: {stderr[:300]!r}", source)
            for line in errors:
                match = COMPILE_ERROR.match(line) or FATAL_ERROR.match(line)
                if match[1] is not None and not 1 <= int(match[1]) <= lines + 1:
                    raise Finding("unlocated-error", f"line {match[1]} of {lines}: {line[:200]!r}", source)
