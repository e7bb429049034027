"""The SwiftUI surface: cells type-checked by swiftc against declarations-only stub modules.

Tests/SwiftUIStub/ holds four modules, built once per run with `swiftc -emit-module` into
.build/differential/stub-<hash>/ (the hash covers the stub's sources and the compiler):
CoreGraphics (what Foundation on Linux lacks), UIKit (the UIKit names iOS SwiftUI re-exports),
SwiftUI, and Shapebook (Shapebook's own builtins). Each program is then checked with
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
import shutil
import subprocess
import tempfile

import differential_corpus
import swift_cells
from differential_corpus import REPO
from swiftc_oracle import DIAGNOSTIC_FLAGS, DIAGNOSTIC_GROUP, swiftc_version

STUB = REPO / "Tests/SwiftUIStub"
STUB_MODULES = ("CoreGraphics", "UIKit", "SwiftUI", "Shapebook")
SURFACE = REPO / "Tests/Differential/SwiftUI"
SCRIPTS = REPO / "Tests/LangTests/Scripts"
NOTEBOOKS = REPO / "notebooks"
DOCUMENTS = [REPO / "README.md", REPO / "docs/language.md"]
DOCUMENT_SCRIPTS = sorted((REPO / "docs/images").glob("*.shape"))
TYPECHECK_FLAGS = ["-swift-version", "5", "-D", "DEBUG", "-Xfrontend", "-import-module", "-Xfrontend", "Shapebook"]
ERROR = re.compile(r"^[^\n]*?:(\d+):\d+: error: (.*)$", re.MULTILINE)
CACHE_FORMAT = "1"
#: swiftc gives up on some inputs only after minutes (`$99999999` builds 10^8 parameters).
TYPECHECK_TIMEOUT = 60
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
        subprocess.run([swiftc, "-emit-module", "-parse-as-library", "-module-name", module, "-swift-version", "5",
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


def all_cells(selection=()):
    """The cells of every sequence and the SwiftUI corpus, narrowed to origins containing one of
    the `selection` strings (paths or parts of them)."""
    cells = []
    found = sequences()
    for origin, sequence in found.items():
        prefix = [cell for earlier in SESSION_PREFIXES.get(origin, []) for cell in found[earlier]]
        for program in swift_cells.cell_programs(prefix + sequence)[len(prefix):]:
            source = sequence[program.index - len(prefix)][0]
            cells.append(Cell(f"{origin} cell {program.index - len(prefix) + 1}", program, program.expects_error,
                              expected_error(source)))
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

    def every_diagnostic(self, cells):
        """swiftc's stderr for each cell, checked alone against the stub (uncached: for
        recording every error with its line:column, Tests/Differential/SwiftUI/swiftc-errors.txt)."""
        with tempfile.TemporaryDirectory(prefix="surface-", dir=self.stub) as work, \
                concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            def stderr(item):
                number, cell = item
                path = pathlib.Path(work) / f"{pathlib.Path(cell.origin).stem}.swift"
                path.write_text(cell.program.source)
                return subprocess.run([self.swiftc, "-typecheck", str(path), "-I", str(self.stub), *TYPECHECK_FLAGS,
                                       *DIAGNOSTIC_FLAGS], capture_output=True, text=True,
                                      timeout=TYPECHECK_TIMEOUT).stderr
            return list(pool.map(stderr, enumerate(cells)))

    def typecheck(self, source, path, cell_line):
        """[(line, message)] of every error swiftc reports; a failure with no error line (a
        timeout, a crash) is put on the cell's first line."""
        path.write_text(source)
        try:
            result = subprocess.run([self.swiftc, "-typecheck", str(path), "-I", str(self.stub), *TYPECHECK_FLAGS,
                                     *DIAGNOSTIC_FLAGS], capture_output=True, text=True, timeout=TYPECHECK_TIMEOUT)
        except subprocess.TimeoutExpired:
            return [(cell_line, f"swiftc did not finish within {TYPECHECK_TIMEOUT} s")]
        errors = [(int(m.group(1)), DIAGNOSTIC_GROUP.sub("", m.group(2)).strip())
                  for m in ERROR.finditer(result.stderr) if pathlib.Path(path).name in m.group(0)]
        if result.returncode != 0 and not errors:
            errors = [(cell_line, (result.stderr.strip().splitlines() or ["swiftc failed"])[0])]
        return errors
