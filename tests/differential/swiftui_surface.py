"""The SwiftUI surface: cells type-checked by swiftc against declarations-only stub modules.

Tests/SwiftUIStub/ holds five modules, built once per run with `swiftc -emit-module` into
.build/differential/stub-<hash>/ (the hash covers the stub's sources and the compiler):
CoreGraphics (what Foundation on Linux lacks), UIKit (the UIKit names iOS SwiftUI re-exports),
SwiftUI, Charts (Swift Charts' core), and Shapebook (Shapebook's own builtins). Each program is then checked with
`swiftc -typecheck`, the Shapebook module imported implicitly (`-import-module`), as a cell
sees it. Verdicts are cached per program text and stub.

The programs: every script test and seed listing (Tests/LangTests/Scripts, cells split at
`// cell`), every notebook (its code cells in order), the README's and docs/language.md's swift
blocks and docs/images/*.shape (each file's blocks in order, as cells), and the SwiftUI corpus
(Tests/Differential/SwiftUI/accepted and rejected: cells both swiftc and Shapebook must accept,
or must reject; a rejected one carries swiftc's first error as `// expect error:`).
"""

import concurrent.futures
import dataclasses
import hashlib
import json
import os
import pathlib
import re
import resource
import shutil
import signal
import subprocess
import tempfile

import differential_corpus
import swift_cells
from differential_corpus import REPO
from swiftc_oracle import DIAGNOSTIC_FLAGS, DIAGNOSTIC_GROUP, frontend_plan, run_driver, swiftc_version

STUB = REPO / "Tests/SwiftUIStub"
STUB_MODULES = ("CoreGraphics", "UIKit", "SwiftUI", "Charts", "Shapebook")
SURFACE = REPO / "Tests/Differential/SwiftUI"
SCRIPTS = REPO / "Tests/LangTests/Scripts"
NOTEBOOKS = REPO / "notebooks"
DOCUMENTS = [REPO / "README.md", REPO / "docs/language.md"]
DOCUMENT_SCRIPTS = sorted((REPO / "docs/images").glob("*.shape"))
TYPECHECK_FLAGS = ["-swift-version", "5", "-D", "DEBUG", "-Xfrontend", "-import-module", "-Xfrontend", "Shapebook"]
ERROR = re.compile(r"^[^\n]*?:(\d+):\d+: error: (.*)$", re.MULTILINE)
#: 2: verdicts from swift-frontend run directly (the same diagnostics as the driver's, checked on
#: every cell on 2026-11-29).
CACHE_FORMAT = "2"
#: The file name the driver is asked to plan for (`-###`); each cell's own name replaces it.
PLACEHOLDER = "SURFACE_CELL"
#: swiftc gives up on some inputs only after minutes (`$99999999` builds 10^8 parameters): a
#: type-check is stopped after this many CPU-seconds (RLIMIT_CPU, so a loaded machine cannot stop
#: a cell that is merely waiting for a core; only `$99999999` reaches it), and as a
#: backstop after TYPECHECK_WALL_TIMEOUT seconds of wall time.
TYPECHECK_CPU_LIMIT = 10
TYPECHECK_WALL_TIMEOUT = 600
TIMED_OUT = f"swiftc did not finish within {TYPECHECK_CPU_LIMIT} CPU-seconds"
#: Scripts that the script tests run in a session after others (SeedTests loads 003_basic_shapes
#: first): their cells see those declarations too.
SESSION_PREFIXES = {
    "Tests/LangTests/Scripts/Seeds/003_paths.shape": ["Tests/LangTests/Scripts/Seeds/003_basic_shapes.shape"],
    "Tests/LangTests/Scripts/Seeds/003_styling.shape": ["Tests/LangTests/Scripts/Seeds/003_basic_shapes.shape"],
}


@dataclasses.dataclass(frozen=True)
class Cell:
    """One cell to type-check: where it comes from, its program, and what Shapebook does with it."""
    origin: str                      # "notebooks/01-paths.ipynb cell 3"
    program: swift_cells.CellProgram
    shapebook_rejects: bool          # Shapebook's verdict, from the cell's markers
    expected_error: str = ""         # the error Shapebook gives (a script's `// expect error:`), or
                                     # for the SwiftUI corpus, swiftc's first error


@dataclasses.dataclass
class Verdict:
    """swiftc's verdict on a cell: rejected or not, and the first error inside the cell."""
    cell: Cell
    rejected: bool
    message: str = ""                # the first error in the cell's own lines
    context_errors: list = dataclasses.field(default_factory=list)   # errors in earlier cells' declarations


# MARK: - The stub

def stub_digest(version):
    digest = hashlib.sha256(version.encode())
    for path in sorted(STUB.rglob("*.swift")):
        digest.update(str(path.relative_to(STUB)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def build_stub(swiftc=None):
    """The directory of the built stub modules (built if missing). Raises CalledProcessError
    with swiftc's diagnostics when a module does not build."""
    swiftc = swiftc or shutil.which("swiftc") or "swiftc"
    directory = REPO / ".build/differential" / f"stub-{stub_digest(swiftc_version(swiftc))}"
    if (directory / "Shapebook.swiftmodule").exists():
        return directory
    directory.mkdir(parents=True, exist_ok=True)
    for module in STUB_MODULES:
        sources = sorted(str(p) for p in (STUB / module).glob("*.swift"))
        run_driver([swiftc, "-emit-module", "-parse-as-library", "-module-name", module, "-swift-version", "5",
                    "-I", str(directory), "-o", str(directory / f"{module}.swiftmodule"), *sources,
                    *DIAGNOSTIC_FLAGS, "-warnings-as-errors"], check=True, capture_output=True, text=True)
    return directory


# MARK: - The programs

def script_cells(path):
    """A script's cells: split at `// cell`; a cell with `// expect error:` (or `// swift error:`,
    which LangScriptTests also requires to stop) fails in Shapebook."""
    text = path.read_text()
    raw = re.split(r"^[ \t]*// cell[ \t]*$\n?", text, flags=re.MULTILINE)
    return [(source, "// expect error:" in source or "// swift error:" in source) for source in raw]


def expected_error(source):
    """The text of a script cell's `// expect error:` comment, if any."""
    match = re.search(r"// expect error: (.*)$", source, re.MULTILINE)
    return match.group(1).strip() if match else ""


def notebook_cells(path):
    """A notebook's code cells in order; a cell tagged raises-exception fails in Shapebook."""
    notebook = json.loads(path.read_text())
    cells = []
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            cells.append((source, "raises-exception" in cell.get("metadata", {}).get("tags", [])))
    return cells


def document_cells(path):
    """The ```swift blocks of a Markdown file, in order."""
    return [(block, False) for block in re.findall(r"^```swift\n(.*?)^```", path.read_text(), re.S | re.M)]


def sequences():
    """Every cell sequence to check: {origin: [(source, shapebook_rejects)]}."""
    found = {}
    for path in sorted(SCRIPTS.rglob("*.shape")):
        found[str(path.relative_to(REPO))] = script_cells(path)
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        found[str(path.relative_to(REPO))] = notebook_cells(path)
    for path in DOCUMENTS:
        found[str(path.relative_to(REPO))] = document_cells(path)
    for path in DOCUMENT_SCRIPTS:
        found[str(path.relative_to(REPO))] = script_cells(path)
    return found


def corpus_cells():
    """The SwiftUI corpus: one program per file, accepted/ or rejected/."""
    cells = []
    for path in sorted(SURFACE.rglob("*.swift")):
        program = differential_corpus.parse(path)
        rejected = path.parent.name == "rejected"
        source = swift_cells.rewrite_previews(program.source)
        lines = range(1, source.count("\n") + 2)
        cells.append(Cell(program.name, swift_cells.CellProgram(0, source, lines, rejected), rejected, program.message))
    return cells


def sequence_cells(origin, sequence, prefix=()):
    """The Cells of one sequence [(source, shapebook_rejects)], each seeing the declarations of the
    cells before it (after those of `prefix`, the sequences its session runs first)."""
    prefix = list(prefix)
    cells = []
    for program in swift_cells.cell_programs(prefix + list(sequence))[len(prefix):]:
        source = sequence[program.index - len(prefix)][0]
        cells.append(Cell(f"{origin} cell {program.index - len(prefix) + 1}", program, program.expects_error,
                          expected_error(source)))
    return cells


def all_cells(selection=()):
    """The cells of every sequence and the SwiftUI corpus, narrowed to origins containing one of
    the `selection` strings (paths or parts of them)."""
    cells = []
    found = sequences()
    for origin, sequence in found.items():
        prefix = [cell for earlier in SESSION_PREFIXES.get(origin, []) for cell in found[earlier]]
        cells += sequence_cells(origin, sequence, prefix)
    cells += corpus_cells()
    if selection:
        wanted = [str(pathlib.Path(s).resolve().relative_to(REPO)) if pathlib.Path(s).exists() else s for s in selection]
        cells = [c for c in cells if any(w in c.origin for w in wanted)]
    return cells


# MARK: - Type-checking

class SurfaceChecker:
    """Type-checks cells against the stub, in parallel, caching each verdict."""

    def __init__(self, swiftc=None, jobs=None):
        self.swiftc = swiftc or shutil.which("swiftc") or "swiftc"
        self.version = swiftc_version(self.swiftc)
        self.stub = build_stub(self.swiftc)
        self.cache = self.stub / "verdicts"
        self.jobs = jobs or os.cpu_count() or 2
        self.checked = 0
        self._frontend = None

    def verdicts(self, cells):
        self.cache.mkdir(exist_ok=True)
        self.checked = 0
        with tempfile.TemporaryDirectory(prefix="surface-", dir=self.stub) as work, \
                concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            return list(pool.map(lambda item: self.verdict(item[1], pathlib.Path(work), item[0]), enumerate(cells)))

    def verdict(self, cell, work, number):
        key = hashlib.sha256(f"{CACHE_FORMAT}\0{cell.program.source}".encode()).hexdigest()
        cached = self.cache / f"{key}.json"
        if cached.exists():
            errors = json.loads(cached.read_text())
        else:
            self.checked += 1
            errors = self.typecheck(cell.program.source, work / f"cell{number}.swift", cell.program.cell_lines.start)
            cached.write_text(json.dumps(errors))
        own = [message for line, message in errors if line in cell.program.cell_lines]
        context = [message for line, message in errors if line not in cell.program.cell_lines]
        return Verdict(cell, bool(own), own[0] if own else "", context)

    def command(self, path):
        """The swift-frontend command that `swiftc -typecheck path` runs, with `path`'s name (and so
        its module name, as the driver derives it) in place of the placeholder.

        The driver is asked for its plan once (`-###`) and the frontend is run directly: through
        the driver, today's cells took 52 CPU-seconds, directly 40, with the same diagnostics."""
        if self._frontend is None:
            self._frontend = frontend_plan([self.swiftc, "-###", "-typecheck", PLACEHOLDER + ".swift", "-I",
                                            str(self.stub), *TYPECHECK_FLAGS, *DIAGNOSTIC_FLAGS])
        module = path.stem if path.stem.isidentifier() else "main"   # the driver's rule for a module name
        return [argument.replace(PLACEHOLDER + ".swift", str(path)).replace(PLACEHOLDER, module)
                for argument in self._frontend]

    def every_diagnostic(self, cells):
        """swiftc's stderr for each cell, checked alone against the stub (uncached: for
        recording every error with its line:column, Tests/Differential/SwiftUI/swiftc-errors.txt)."""
        with tempfile.TemporaryDirectory(prefix="surface-", dir=self.stub) as work, \
                concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            def stderr(item):
                number, cell = item
                path = pathlib.Path(work) / f"{pathlib.Path(cell.origin).stem}.swift"
                path.write_text(cell.program.source)
                status, stderr = limited_run(self.command(path))
                return stderr if status is not None else TIMED_OUT
            return list(pool.map(stderr, enumerate(cells)))

    def typecheck(self, source, path, cell_line):
        """[(line, message)] of every error swiftc reports; a failure with no error line (a
        timeout, a crash) is put on the cell's first line."""
        path.write_text(source)
        status, stderr = limited_run(self.command(path))
        if status is None:
            return [(cell_line, TIMED_OUT)]
        errors = [(int(m.group(1)), DIAGNOSTIC_GROUP.sub("", m.group(2)).strip())
                  for m in ERROR.finditer(stderr) if pathlib.Path(path).name in m.group(0)]
        if status != 0 and not errors:
            errors = [(cell_line, (stderr.strip().splitlines() or ["swiftc failed"])[0])]
        return errors


def limited_run(command):
    """(exit status, stderr) of `command`, or (None, stderr) when it ran out of its CPU-seconds
    (SIGXCPU, or SIGKILL at the hard limit) or of the wall-time backstop."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        # Set from here, not in the child before exec (a thread pool is running): the few
        # milliseconds before it takes effect count towards it all the same. The hard limit too:
        # swift-frontend's crash handler catches the soft limit's SIGXCPU and runs on; at the
        # hard limit the kernel sends SIGKILL.
        resource.prlimit(process.pid, resource.RLIMIT_CPU, (TYPECHECK_CPU_LIMIT, TYPECHECK_CPU_LIMIT))
    except ProcessLookupError:
        pass   # it has already finished
    try:
        _, stderr = process.communicate(timeout=TYPECHECK_WALL_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        _, stderr = process.communicate()
        return None, stderr
    if process.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        return None, stderr
    return process.returncode, stderr


# MARK: - What today's cells must satisfy (test_swiftui_surface.py; a test feeds each a broken cell)

#: A type error Shapebook gives before running (`line:column: message`); other expected errors are
#: run-time stops (Shapebook's argument checks, an index out of range) that swiftc cannot see.
TYPE_ERROR = re.compile(r"^\d+:\d+: ")
#: Errors swiftc gives only after type-checking, in its SIL passes (constant folding, definite
#: initialisation, missing returns), which `swiftc -typecheck` never reaches.
AFTER_TYPE_CHECKING = ("division by zero", "overflows", "before being initialized", "may only be initialized once",
                       "missing return")


def refused(verdicts):
    """Cells Shapebook runs that swiftc rejects, each as `origin: swiftc's first error`."""
    return [f"{v.cell.origin}: {v.message}" for v in verdicts if not v.cell.shapebook_rejects and v.rejected]


def ill_typed(verdicts):
    """The verdicts on cells that Shapebook rejects with a type error swiftc's type-check can see."""
    return [v for v in verdicts if v.cell.shapebook_rejects and TYPE_ERROR.match(v.cell.expected_error)
            and not any(stage in v.cell.expected_error for stage in AFTER_TYPE_CHECKING)]


def accepted_ill_typed(verdicts):
    """Cells Shapebook rejects as ill-typed that swiftc accepts."""
    return [f"{v.cell.origin}: Shapebook says {v.cell.expected_error}" for v in ill_typed(verdicts) if not v.rejected]


def broken_context(verdicts):
    """Cells Shapebook runs whose earlier cells' declarations swiftc rejects around them."""
    return [f"{v.cell.origin}: {v.context_errors[0]}" for v in verdicts
            if v.context_errors and not v.cell.shapebook_rejects]
