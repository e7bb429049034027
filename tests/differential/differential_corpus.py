"""The core corpus: standalone Swift programs and the outcome each one expects.

A program is a main-file Swift script under Tests/Differential/Core/. Comment lines that start
with `// expect` say what the program does when compiled by swiftc, as in jlox's script tests:

    // expect: 3                     one line of stdout (in order; `// expect:` alone is an empty line)
    // expect runtime error: Fatal error: Index out of range
                                     the program traps; the expect lines above are its stdout before the trap
    // expect error: cannot convert value of type 'Double' to specified type 'Int'
                                     swiftc rejects the program; the text is swiftc's first error

Every program belongs to exactly one class, and each class is compared differently:
RUNS (stdout identical), TRAPS (a runtime error, identical stdout before it) and REJECTED
(refused before anything runs).
"""

import dataclasses
import hashlib
import pathlib

REPO = pathlib.Path(__file__).resolve().parents[2]
CORE = REPO / "Tests/Differential/Core"

RUNS = "runs"
TRAPS = "traps"
REJECTED = "rejected"
CLASSES = (RUNS, TRAPS, REJECTED)

OUTPUT_MARK = "// expect:"
TRAP_MARK = "// expect runtime error:"
ERROR_MARK = "// expect error:"
#: About one program in SAMPLE_EVERY is in `sample`.
SAMPLE_EVERY = 10
#: About one program in PROCESS_SAMPLE_EVERY is run through a `shapebook run --typed` process of
#: its own in `make test` (test_shapebook_differential.py): a multiple of SAMPLE_EVERY, so that
#: those programs are in part 0 of `sample` too.
PROCESS_SAMPLE_EVERY = 30


@dataclasses.dataclass(frozen=True)
class Program:
    """One corpus program: its source and what swiftc does with it."""
    path: pathlib.Path
    source: str
    kind: str                   # RUNS, TRAPS or REJECTED
    expected_stdout: str        # for RUNS; for TRAPS, what is printed before the trap
    message: str                # swiftc's first error (REJECTED) or fatal error (TRAPS)

    @property
    def name(self):
        """The path relative to the repository, as failures are reported."""
        try:
            return str(self.path.relative_to(REPO))
        except ValueError:
            return str(self.path)

    @property
    def code(self):
        """The source without its expectation comments (what a recorder rewrites around)."""
        return code_without_expectations(self.source)

    @property
    def digest(self):
        """A hash of the source, the key of the swiftc result cache."""
        return hashlib.sha256(self.source.encode()).hexdigest()


def expectation_line(line):
    """The (mark, text) of an expectation comment line, or None for any other line."""
    stripped = line.strip()
    for mark in (TRAP_MARK, ERROR_MARK, OUTPUT_MARK):
        if stripped.startswith(mark):
            text = stripped[len(mark):]
            return mark, text[1:] if text.startswith(" ") else text
    return None


def code_without_expectations(source):
    """`source` minus its expectation lines, with trailing blank lines dropped."""
    lines = [line for line in source.split("\n") if expectation_line(line) is None]
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(lines) + "\n"


def parse(path):
    """Reads the program at `path` and its expectations.

    Raises ValueError when the expectations contradict each other (a program that both traps
    and is rejected, or a rejected program that also expects output).
    """
    source = path.read_text()
    output, traps, errors = [], [], []
    for line in source.split("\n"):
        found = expectation_line(line)
        if found is None:
            continue
        mark, text = found
        {OUTPUT_MARK: output, TRAP_MARK: traps, ERROR_MARK: errors}[mark].append(text)
    if len(traps) + len(errors) > 1:
        raise ValueError(f"{path}: at most one `expect runtime error` or `expect error` line")
    if errors and output:
        raise ValueError(f"{path}: a rejected program prints nothing; drop its `expect:` lines")
    kind = REJECTED if errors else TRAPS if traps else RUNS
    message = (errors or traps or [""])[0]
    stdout = "".join(line + "\n" for line in output)
    return Program(path, source, kind, stdout, message)


def discover(selection=()):
    """The corpus programs under the given files or folders (all of Core/ when none), sorted."""
    roots = [pathlib.Path(s).resolve() for s in selection] or [CORE]
    paths = set()
    for root in roots:
        if root.is_dir():
            paths.update(root.rglob("*.swift"))
        elif root.suffix == ".swift":
            paths.add(root)
        else:
            raise ValueError(f"{root}: not a .swift file or a folder")
    return [parse(path) for path in sorted(paths)]


def sample(programs, every=SAMPLE_EVERY, part=0):
    """About one program in `every`, chosen by a hash of its path (so that adding a program leaves
    the others' choice alone): parts 0 to `every` − 1 together are every program once, and part 0
    of a multiple of `every` is within part 0 of `every`."""
    return [p for p in programs if int(hashlib.sha256(p.name.encode()).hexdigest(), 16) % every == part % every]


def with_expectations(program, kind, stdout, message):
    """The source of `program` with its expectation block replaced by the given outcome.

    The block goes at the end of the file, after one blank line: `expect:` lines for the
    stdout, then the `expect runtime error:` or `expect error:` line.
    """
    lines = [f"{OUTPUT_MARK} {line}".rstrip() for line in stdout.split("\n")[:-1]] if stdout else []
    if kind == TRAPS:
        lines.append(f"{TRAP_MARK} {message}")
    elif kind == REJECTED:
        lines.append(f"{ERROR_MARK} {message}")
    return program.code + ("\n" + "\n".join(lines) + "\n" if lines else "")
