"""swiftc's diagnostics on the rejected core programs, every error and note with its line:column.

A rejected program's file records only swiftc's first error (`// expect error:`); this record
keeps all of them, where swiftc puts its caret, so that Lang's diagnostics can be measured
against them (Tests/LangTests/DiagnosticAgreementTests.swift: the first error's line:column and
wording, and every error of the program). `differential.py core --record` rewrites it with the
programs' expectations; `test_core_corpus.py` checks that it is what swiftc says.

The file, Tests/Differential/Core/swiftc-errors.txt, has a block per program (sorted by path,
relative to Core/): the path alone on a line, then one indented line per diagnostic in swiftc's
order, `line:column: error: message` or `line:column: note: message`. Notes that point into the
standard library's declarations (`Swift.Array.subscript:2:19`) are left out: a program's reader
cannot see them. A `[#Group]` suffix (a pointer to a diagnostic group's documentation) and
trailing spaces are dropped.
"""

import re

from differential_corpus import CORE, REJECTED
from swiftc_oracle import DIAGNOSTIC_GROUP, STDERR_KEPT

FIXTURE = CORE / "swiftc-errors.txt"
#: The same record for the rejected programs of the SwiftUI corpus, type-checked against the stub
#: (`differential.py surface --record`), by path relative to Tests/Differential/SwiftUI/.
SURFACE_FIXTURE = CORE.parent / "SwiftUI" / "swiftc-errors.txt"
SURFACE_HEADER = ("# swiftc's errors and notes (line:column) on each rejected program of this folder, type-checked\n"
                  "# against Tests/SwiftUIStub. Written by `tests/differential/differential.py surface --record`.\n")
HEADER = ("# swiftc's errors and notes (line:column) on each rejected program of this folder, in its order.\n"
          "# Written by `tests/differential/differential.py core --record`; see tests/differential/swiftc_errors.py.\n")
#: A diagnostic in the program's own file (`P1a2b….swift:4:10: error: …`).
DIAGNOSTIC = re.compile(r"^[^\n:]*\.swift:(\d+):(\d+): (error|note): (.*)$", re.MULTILINE)


def diagnostics(stderr):
    """swiftc's errors and notes in the program's own file, as recorded lines."""
    found = []
    complete = stderr if len(stderr) < STDERR_KEPT else stderr[:stderr.rfind("\n") + 1]
    for line, column, severity, message in DIAGNOSTIC.findall(complete):
        message = DIAGNOSTIC_GROUP.sub("", message).rstrip()
        found.append(f"{line}:{column}: {severity}: {message}")
    return found


def key(program):
    """A program's path relative to Core/, as the record names it."""
    return str(program.path.relative_to(CORE))


def read(path=FIXTURE):
    """The record: {path relative to Core/: [diagnostic lines]}."""
    record, current = {}, None
    if not path.exists():
        return record
    for line in path.read_text().split("\n"):
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("  "):
            if current is not None:
                record[current].append(line.strip())
        else:
            current = line.strip()
            record[current] = []
    return record


def text(record, header=HEADER):
    """The record as the file holds it."""
    blocks = [name + "\n" + "".join(f"  {line}\n" for line in lines) for name, lines in sorted(record.items())]
    return header + "".join(blocks)


def updated(record, programs, outcomes, existing_paths):
    """`record` with the given programs' entries replaced by swiftc's `outcomes` of them (an entry
    for each rejected one), and entries of programs that no longer exist dropped."""
    result = {name: lines for name, lines in record.items() if name in existing_paths}
    for program in programs:
        result.pop(key(program), None)
        outcome = outcomes[program]
        if outcome.kind == REJECTED:
            result[key(program)] = diagnostics(outcome.stderr)
    return result


def write(programs, outcomes, existing_paths):
    """Rewrites the record for `programs`; returns whether the file changed."""
    before = FIXTURE.read_text() if FIXTURE.exists() else ""
    after = text(updated(read(), programs, outcomes, existing_paths))
    if after != before:
        FIXTURE.write_text(after)
    return after != before
