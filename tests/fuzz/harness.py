"""Runs generated cells in child processes and judges each outcome.

A `Worker` is one `shapebook fuzz-worker` process: it runs cells sent as JSON lines, each in a
fresh kernel interpreter, exactly as the kernel would (result rendered to PNG and SVG, `save`
writing files). A crash signal ends only the worker, so the cell in flight is the culprit.

For every cell the harness checks what a user is promised (issue 13):
- the process survives (no signal, no abort);
- a cell still running after `budget` seconds is interrupted (SIGINT, as Jupyter's interrupt
  does) and must answer within `interrupt_bound` seconds;
- an error is a proper cell error: a name ending in `Error`, a message, and, for the kinds
  that belong to a place in the cell, a `line:column:` inside the cell;
- the process's peak memory stays near the session's memory budget, counted from a settled
  worker: before each cell the worker frees what earlier cells left to its releasing thread and
  hands free heap pages back (`settle`), so a cell is not charged with the one before's values;
- files appear only where the cell asked, with a `.png` or `.svg` name.
"""

import json
import os
import pathlib
import re
import resource
import select
import shutil
import signal
import subprocess
import tempfile
import time

# Errors that belong to a place in the cell and must say where (`line:column: message`, or
# `line N: message` for a runtime error, as the kernel words them).
LOCATED_ERRORS = {"SyntaxError", "RuntimeError", "LimitError", "MemoryError"}
LOCATION = re.compile(r"^(?:(\d+):\d+|line (\d+)): ")


class Finding(Exception):
    """A broken promise: what happened, for which cell."""

    def __init__(self, kind, detail, source):
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail
        self.source = source


class Worker:
    """One child process running cells; restarted after a crash or every `recycle_after` cells."""

    #: Seconds a worker may take to load the library before it counts as broken: a guard, not a bound.
    STARTUP_GUARD = 300
    #: Seconds a worker may take to settle (free what earlier cells left) before it is restarted.
    SETTLE_GUARD = 180

    def __init__(self, binary, memory_limit, address_space_limit, recycle_after=150, settle=True):
        self.binary = str(binary)
        self.memory_limit = memory_limit
        self.address_space_limit = address_space_limit
        self.recycle_after = recycle_after
        #: Whether the worker settles before each cell. Without it, the fuzzer's seed 1795985008
        #: found 105 "memory" findings in runs of consecutive cases (119-149, 1736-1797, …), each
        #: ending where the worker was recycled: the peak was the earlier cells' values, still
        #: being freed by the releasing thread or kept by malloc, not the cell's own.
        self.settle = settle
        #: How many settles ran, and how many outlasted the worker's own wait (then restarted).
        self.settled = 0
        self.unsettled = 0
        self.process = None
        self.cells = 0
        self.sandbox = pathlib.Path(tempfile.mkdtemp(prefix="shapebook-fuzz-"))
        self.cwd = self.sandbox / "cwd"
        self.cwd.mkdir()

    def start(self):
        limit = self.address_space_limit

        def limit_memory():
            # A cell that outgrows the address space fails to allocate, and the worker reports
            # it as a crash (SIGABRT or SIGTRAP) instead of pushing the machine into swap.
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

        # One malloc arena: each thread's own arena reserves 64 MB of address space.
        environment = dict(os.environ, XDG_CACHE_HOME=str(self.sandbox / "cache"), MALLOC_ARENA_MAX="1",
                           SWIFT_BACKTRACE="enable=no", SHAPEBOOK_MEMORY_LIMIT=str(self.memory_limit))
        self.process = subprocess.Popen([self.binary, "fuzz-worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, cwd=self.cwd, env=environment,
                                        preexec_fn=limit_memory)
        self.cells = 0
        # The worker loads the library before its first cell and says so: a cell's budget starts
        # only then (a SIGINT during the load reaches no cell, as in a kernel still starting; at
        # load 25 the load outlasted the budget and was reported as a slow interrupt).
        line = self._read_line(self.STARTUP_GUARD)
        if not line or json.loads(line).get("status") != "ready":
            self.stop()
            raise RuntimeError(f"the fuzz worker did not start: {line!r}")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.process = None

    def close(self):
        self.stop()
        shutil.rmtree(self.sandbox, ignore_errors=True)

    def peak_memory(self):
        """The worker's peak resident memory in bytes (VmHWM), or 0 when it cannot be read."""
        return self._status_bytes("VmHWM")

    def resident_memory(self):
        """The worker's resident memory now in bytes (VmRSS), or 0 when it cannot be read."""
        return self._status_bytes("VmRSS")

    def _status_bytes(self, field):
        """A size the worker's /proc status gives in kB, in bytes (0 when it cannot be read)."""
        try:
            for line in open(f"/proc/{self.process.pid}/status"):
                if line.startswith(field + ":"):
                    return int(line.split()[1]) * 1024
        except OSError:
            pass
        return 0

    def _reset_peak_memory(self):
        """Starts VmHWM afresh, so each cell's peak is its own (Linux: 5 to clear_refs)."""
        try:
            with open(f"/proc/{self.process.pid}/clear_refs", "w") as control:
                control.write("5")
        except OSError:
            pass

    def _read_line(self, timeout):
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        if not ready:
            return None
        return self.process.stdout.readline()

    def run(self, source, budget, interrupt_bound):
        """Runs one cell; returns its answer (a dict), or raises Finding.

        The answer gains `interrupted` (seconds from SIGINT to the answer) when the cell had to
        be interrupted."""
        if self.process is None or self.process.poll() is not None or self.cells >= self.recycle_after:
            self.stop()
            try:
                self.start()
            except RuntimeError as failed:
                raise Finding("crash", str(failed), source) from None
        if self.settle and self.cells > 0:
            self._settle(source)
        self._clear_sandbox()
        self._reset_peak_memory()
        self.cells += 1
        self.process.stdin.write((json.dumps({"source": source}) + "\n").encode())
        self.process.stdin.flush()
        line = self._read_line(budget)
        interrupted = None
        if line is None and self.process.poll() is None:
            sent = time.monotonic()
            self.process.send_signal(signal.SIGINT)
            line = self._read_line(max(interrupt_bound, 5.0) * 4)
            interrupted = time.monotonic() - sent
            if line is None:
                self.stop()
                raise Finding("hang", f"no answer {interrupted:.1f} s after the interrupt", source)
        if not line:
            code = self.process.wait()
            stderr = self.process.stderr.read().decode(errors="replace")
            self.process = None
            what = f"signal {signal.Signals(-code).name}" if code < 0 else f"exit status {code}"
            reasons = [line.strip() for line in stderr.splitlines() if "rror" in line or "crash" in line.lower()]
            raise Finding("crash", what + (f" ({reasons[0][:300]})" if reasons else ""), source)
        answer = json.loads(line)
        answer["interrupted"] = interrupted
        self._judge(answer, source, interrupt_bound)
        return answer

    def _settle(self, source):
        """Asks the worker to free what earlier cells left and hand free pages back, and waits for
        it; a worker that does not settle in time (or predates the request) is restarted, so the
        next cell starts from a fresh one either way."""
        self.process.stdin.write(b'{"settle": true}\n')
        self.process.stdin.flush()
        line = self._read_line(self.SETTLE_GUARD)
        answer = json.loads(line) if line else {}
        if answer.get("status") == "settled" and answer.get("freed"):
            self.settled += 1
            return
        if answer.get("status") == "bad-request":     # a worker built before settling: judged as it was
            self.settle = False
            return
        self.unsettled += 1
        self.stop()
        try:
            self.start()
        except RuntimeError as failed:
            raise Finding("crash", str(failed), source) from None

    def _judge(self, answer, source, interrupt_bound):
        peak = self.peak_memory()
        if peak > self.memory_limit * 1.5 + (128 << 20):
            raise Finding("memory", f"peak resident memory {peak >> 20} MB, budget {self.memory_limit >> 20} MB", source)
        if answer["interrupted"] is not None and answer["interrupted"] > interrupt_bound:
            raise Finding("slow-interrupt", f"answered {answer['interrupted']:.2f} s after the interrupt "
                          f"(bound {interrupt_bound} s)", source)
        if answer["status"] == "error":
            name, message = answer.get("ename", ""), answer.get("evalue", "")
            if not re.fullmatch(r"[A-Z][A-Za-z]*Error", name) or not message.strip():
                raise Finding("bad-error", f"{name!r}: {message!r}", source)
            if name in LOCATED_ERRORS:
                location = LOCATION.match(message)
                lines = source.count("\n") + 1
                if not location or not 1 <= int(location[1] or location[2]) <= lines:
                    raise Finding("unlocated-error", f"{name}: {message[:200]!r}", source)
        elif answer["status"] != "ok":
            raise Finding("bad-answer", repr(answer), source)
        strays = [str(p.relative_to(self.cwd)) for p in self.cwd.rglob("*")
                  if p.is_file() and p.suffix.lower() not in (".png", ".svg")]
        if strays:
            raise Finding("stray-file", f"wrote {strays[:3]}", source)

    def _clear_sandbox(self):
        for child in self.cwd.iterdir():
            if child.is_dir() and not child.is_symlink():
                shutil.rmtree(child, ignore_errors=True)
            else:
                child.unlink(missing_ok=True)
        for directory in ("dir", "b"):
            (self.cwd / directory).mkdir(exist_ok=True)


def minimise(worker_factory, statements, finding, budget, interrupt_bound, deadline):
    """Drops top-level statements while the same kind of finding persists (a cheap delta
    debugging pass); returns the smallest list of statements found before `deadline`."""
    current = list(statements)
    changed = True
    while changed and time.monotonic() < deadline:
        changed = False
        for index in range(len(current)):
            if time.monotonic() >= deadline or len(current) == 1:
                break
            candidate = current[:index] + current[index + 1:]
            worker = worker_factory()
            try:
                worker.run("\n".join(candidate), budget, interrupt_bound)
            except Finding as again:
                if again.kind == finding.kind:
                    current = candidate
                    changed = True
                    break
            finally:
                worker.close()
    return current
